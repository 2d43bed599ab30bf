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

/** An inline or external script element and its text (an HTML script's text ends at the first `</script`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi
const HAS_SRC = /\ssrc\s*=/i

/** The `'sha256-…'` sources of the page's inline scripts, in order of first appearance, each once. */
export function inlineScriptHashes(html: string): Array<string> {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || text === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
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
export function pageCspFor(html: string): string {
  return pageCsp(inlineScriptHashes(html))
}

/** The policy of every other response (APIs, files, stand-in pages): no framing elsewhere. */
export const DEFAULT_CSP = "frame-ancestors 'self'"
