/**
 * Redirect locations never come from the Host header. Start answers `//x/` with a
 * 308 to `http://<Host>/x/`; a forged Host would make that an open redirect (and poison a
 * shared cache). Every absolute Location that points at the request's own origin (which is
 * built from Host) is rewritten to a path, or to PUBLIC_ORIGIN + path when that is configured.
 */
export function safeLocation(location: string, requestUrl: string, publicOrigin?: string): string {
  let target: URL
  let own: URL
  try {
    own = new URL(requestUrl)
    target = new URL(location, own)
  } catch {
    return '/'
  }
  const isAbsolute = /^[a-z][a-z0-9+.-]*:|^[\\/][\\/]/i.test(location.trim())
  if (!isAbsolute) return location
  if (target.origin !== own.origin) return location
  // One leading slash: `//evil.example` as a path would be protocol-relative.
  const path = `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`
  return publicOrigin ? new URL(path, publicOrigin).href : path
}

/** The response with its Location made safe by safeLocation (other responses unchanged). */
export function withSafeLocation(response: Response, requestUrl: string, publicOrigin?: string): Response {
  const location = response.headers.get('location')
  if (!location) return response
  const safe = safeLocation(location, requestUrl, publicOrigin)
  if (safe === location) return response
  const headers = new Headers(response.headers)
  headers.set('location', safe)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
