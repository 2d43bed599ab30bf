/** Minimal cookie helpers shared by the server (Set-Cookie) and the browser (document.cookie). */

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in out) continue
    const raw = part.slice(eq + 1).trim()
    try {
      out[name] = decodeURIComponent(raw)
    } catch {
      out[name] = raw
    }
  }
  return out
}

export type CookiePolicy = { secure: boolean; crossSite: boolean }

/** A long-lived, path-wide preference cookie: SameSite=Lax, or None + Secure when cross-site. */
export function serializePreferenceCookie(name: string, value: string, maxAgeSeconds: number, policy: CookiePolicy): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`]
  if (policy.crossSite) parts.push('SameSite=None', 'Secure')
  else {
    parts.push('SameSite=Lax')
    if (policy.secure) parts.push('Secure')
  }
  return parts.join('; ')
}
