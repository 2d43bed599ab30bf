/**
 * A GET input as query parameters: the client's requests and the server's in-process calls encode
 * it the same way, so both reach one cache key. (Kept apart from the contract's zod schemas, which
 * a page's first load does not carry.)
 */
export function appendQuery(params: URLSearchParams, input: Record<string, unknown>) {
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else if (typeof value === 'object') params.set(key, JSON.stringify(value))
    else params.set(key, String(value))
  }
}
