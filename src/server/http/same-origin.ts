/**
 * The same-origin check of writes: a browser that sends a write from another site
 * says so, in `Sec-Fetch-Site: cross-site` or in an `Origin` that is not this site's. A request
 * with neither (a script, a server, an old browser's same-origin GET) passes: the check stops
 * other sites' pages, not clients that are not browsers. The site's own host is the request's
 * (a TLS-terminating proxy leaves the scheme as http, so only the host is compared) or
 * PUBLIC_ORIGIN's.
 */
export function isCrossOriginWrite(request: Request, publicOrigin?: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    // `Origin: null` (a sandboxed frame, a file) and anything unparsable.
    return true
  }
  if (host === new URL(request.url).host) return false
  return !(publicOrigin !== undefined && host === new URL(publicOrigin).host)
}
