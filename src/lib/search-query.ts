/**
 * How a logged search's query is stored and grouped: the same search typed with other spacing,
 * case or width (full-width Latin from a Chinese keyboard) is one query of the search report.
 * Shared by the server (what it stores and filters by) and the product page (what it logs once).
 */

/** The longest query the search log keeps (the search box takes 100 characters). */
export const SEARCH_QUERY_MAX_LENGTH = 100

export function normaliseQuery(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}
