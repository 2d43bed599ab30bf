/**
 * The Content-Security-Policy of HTML pages (ADR 017): a fresh nonce per response, a strict
 * `script-src 'nonce-…' 'strict-dynamic'`, `object-src 'none'`, `base-uri 'none'`.
 *
 * How the nonce travels: the server entry (src/server.ts) makes one per page request, hands it
 * to the renderer in the `x-csp-nonce` request header (the router reads it into `ssr.nonce`,
 * which stamps it on every script and modulepreload it renders and on
 * `<meta property="csp-nonce">`, from which the browser-side router reads it back), and sends
 * `pageCsp(nonce)` with the HTML.
 *
 * A page cache must never serve one nonce to everyone (a nonce an attacker has seen is no
 * protection): store the HTML as rendered and, for every response served from the cache, call
 * `renonceHtml(html)`, which swaps the nonce for a fresh one, and send `pageCsp(fresh)`.
 */
import { randomFillSync } from 'node:crypto'

/** The request header that carries the nonce from the server entry to the renderer (set by the server only). */
export const NONCE_REQUEST_HEADER = 'x-csp-nonce'

/**
 * Random bytes drawn from the CSPRNG 4 KB at a time: one `randomBytes(16)` call per page cost
 * more than the rest of a page-cache hit's own work (ADR 035). Every byte is used once.
 */
const pool = Buffer.alloc(4096)
let poolAt = pool.length

/** 128 random bits, base64url (a valid CSP nonce-source). */
export function newNonce(): string {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool)
    poolAt = 0
  }
  const nonce = pool.toString('base64url', poolAt, poolAt + 16)
  poolAt += 16
  return nonce
}

/**
 * The page policy for a nonce. `'strict-dynamic'` lets the nonce'd entry module load the app's
 * chunks; `https:` and `'unsafe-inline'` only matter to browsers too old to know nonces (CSP 3
 * browsers ignore both when a nonce is present). The service worker is same-origin.
 */
export function pageCsp(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "object-src 'none'",
    "base-uri 'none'",
    "worker-src 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The policy of every other response (APIs, files, stand-in pages): no framing elsewhere. */
export const DEFAULT_CSP = "frame-ancestors 'self'"

/** The request with a fresh nonce in NONCE_REQUEST_HEADER (any value a client sent is replaced). */
export function withNonce(request: Request): { request: Request; nonce: string } {
  const nonce = newNonce()
  const headers = new Headers(request.headers)
  headers.set(NONCE_REQUEST_HEADER, nonce)
  // Built from its parts: srvx's Node request is not an undici Request that `new Request(request)` could copy.
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal }
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body) {
    init.body = request.body
    init.duplex = 'half'
  }
  return { request: new Request(request.url, init), nonce }
}

/** Sends the page policy with an HTML response (other responses keep theirs). */
export function withPageCsp(response: Response, nonce: string): Response {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response
  try {
    response.headers.set('content-security-policy', pageCsp(nonce))
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set('content-security-policy', pageCsp(nonce))
    return copy
  }
}

const META_NONCE = /<meta property="csp-nonce" content="([A-Za-z0-9+/_=-]{16,})"/

/** The nonce a rendered page carries (from its csp-nonce meta tag), if any. */
export function nonceOf(html: string): string | undefined {
  return META_NONCE.exec(html)?.[1]
}

/**
 * A cached page's HTML with its nonce replaced by a fresh one, and that nonce: send
 * `pageCsp(nonce)` with it. The old nonce is 128 random bits, so every occurrence of it in the
 * page is a nonce attribute or the meta tag.
 */
export function renonceHtml(html: string): { html: string; nonce: string } {
  const nonce = newNonce()
  const old = nonceOf(html)
  return { html: old ? html.replaceAll(old, nonce) : html, nonce }
}
