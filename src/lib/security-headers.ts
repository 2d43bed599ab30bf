/**
 * Headers every response carries. The api_key and mobile_key travel in query strings (spec §7),
 * so the Referrer-Policy must never send a full URL to another origin.
 */
export const securityHeaders: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "frame-ancestors 'self'",
}

export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name)) {
      try {
        response.headers.set(name, value)
      } catch {
        // Immutable headers (e.g. a Response.redirect): copy into a new response.
        const copy = new Response(response.body, response)
        for (const [n, v] of Object.entries(securityHeaders)) if (!copy.headers.has(n)) copy.headers.set(n, v)
        return copy
      }
    }
  }
  return response
}
