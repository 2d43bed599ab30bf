/**
 * How a logged search's query is stored: the same search typed with other spacing, case or width
 * (full-width Latin from a Chinese keyboard) groups as one row of the search report.
 */
import { SEARCH_LOG_MAX_QUERY } from '../../api/contract/search'

export function normaliseQuery(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim().slice(0, SEARCH_LOG_MAX_QUERY)
}
