/**
 * The Content-Security-Policy of HTML pages (ADR 066): `script-src 'self'` plus the SHA-256 hash
 * of every inline script the page carries, `object-src 'none'`, `base-uri 'none'`.
 *
 * The policy is a function of the page's bytes, computed once when a page is rendered (and kept
 * with it in the page cache): a kept page is the same bytes for every visitor, so it is compressed
 * once, and no answer rewrites it. An injected inline script has no listed hash; an injected
 * `<script src>` must come from this origin, which serves only the build's scripts
 * (uploads and media are images, sent with `nosniff`).
 */
import { createHash } from 'node:crypto'

const OPEN = Buffer.from('<script')
const CLOSE = Buffer.from('</script')
const HAS_SRC = /\ssrc\s*=/i

/**
 * The `'sha256-…'` sources of the page's inline scripts, in order of first appearance, each once.
 * The page is searched as bytes (a script's text is hashed as its UTF-8 bytes): the renderer
 * writes `<script` in lower case, and a script's text ends at the first `</script`. A script
 * written otherwise is not listed, and so is blocked, never allowed by mistake.
 */
export function inlineScriptHashes(html: Buffer): Array<string> {
  const hashes = new Set<string>()
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, at)) {
    const next = html[at + OPEN.length]
    const tagEnd = html.indexOf(0x3e, at) // '>'
    if (tagEnd === -1) break
    // `<scripts…>` or the like is another element.
    if (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d && next !== 0x2f) {
      at = tagEnd
      continue
    }
    const close = html.indexOf(CLOSE, tagEnd)
    if (close === -1) break
    const attributes = html.toString('latin1', at + OPEN.length, tagEnd)
    if (close > tagEnd + 1 && !HAS_SRC.test(attributes)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(html.subarray(tagEnd + 1, close))
          .digest('base64')}'`,
      )
    }
    at = close + CLOSE.length
  }
  return [...hashes]
}

/** The page policy for a page's inline-script hashes. The service worker is same-origin. */
export function pageCsp(hashes: ReadonlyArray<string>): string {
  return [
    ['script-src', "'self'", ...hashes].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "worker-src 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The policy of a rendered page, from its HTML. */
export function pageCspFor(html: Buffer): string {
  return pageCsp(inlineScriptHashes(html))
}

/** The policy of every other response (APIs, files, stand-in pages): no framing elsewhere. */
export const DEFAULT_CSP = "frame-ancestors 'self'"
