/**
 * Search params that carry free text a visitor typed (a keyword). Any value makes a new page or
 * API answer: the server's caches admit them only from their second request (ADR 047), and such
 * pages are internal search results that search engines are asked not to index.
 */
export const FREE_TEXT_PARAMS: ReadonlyArray<string> = ['q', 'keyword']

/** Whether a page's search params or an API query carry free text. */
export function hasFreeText(get: (name: string) => unknown): boolean {
  return FREE_TEXT_PARAMS.some((name) => {
    const value = get(name)
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  })
}
