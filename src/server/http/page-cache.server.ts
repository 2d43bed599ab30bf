/**
 * The SSR page cache. SSR output never depends on who asks (design.md: identity lives in the
 * browser), so a page is a function of its path (which carries the locale), its search params
 * and the device variant. A bounded in-process LRU keeps rendered pages under the cache tags of
 * the API answers the render read (see render-scope.server.ts), and the API response cache's
 * invalidations drop them: a write that makes a catalogue answer stale makes its pages stale.
 */
import { newNonce, nonceOf, pageCsp } from './csp'
import { ResponseCache } from './response-cache.server'
import { runInRenderScope, type RenderScope } from './render-scope.server'
import type { Device } from '@/lib/device'

/** Tracking params say nothing about the page: one entry serves every campaign link. */
const TRACKING_PARAM = /^(?:utm_.*|gclid|fbclid|msclkid|_ga|mc_[a-z]+)$/i
/** The WeChat login return: personal, single-use, never cached. */
const PERSONAL_PARAMS = ['code', 'state', 'wechat_ticket']

/** What the CDN and browsers may do with a cacheable page. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** The page differs by device variant (cookie or user agent) and first-visit language. */
export const PAGE_VARY = 'Cookie, User-Agent, Accept-Language'

/**
 * A kept page: its HTML cut at the CSP nonce it was rendered with, so each answer joins the
 * parts with a fresh nonce (one nonce served to everyone would protect nothing; see csp.ts).
 */
type CachedPage = { status: number; headers: Array<[string, string]>; parts: Array<string> }

const MAX_PAGE_BYTES = 2 * 1024 * 1024

/**
 * The cache key of a page request, or null when the page must not be cached. The origin is part
 * of it: canonical and Open Graph URLs carry it when PUBLIC_ORIGIN is unset.
 */
export function pageCacheKey(url: URL, device: Device): string | null {
  const params: Array<[string, string]> = []
  for (const [name, value] of url.searchParams) {
    if (PERSONAL_PARAMS.includes(name)) return null
    if (!TRACKING_PARAM.test(name)) params.push([name, value])
  }
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
  return `${url.origin}|${device}|${url.pathname}|${new URLSearchParams(params).toString()}`
}

export type PageCache = {
  /** Serves a page from the cache, or renders it (in a render scope) and keeps it when it may. */
  serve: (request: Request, device: Device, render: () => Promise<Response>) => Promise<Response>
  readonly size: number
  clear: () => void
}

export function createPageCache(options: {
  /** The API response cache: its invalidations are the page cache's. */
  api: ResponseCache
  maxEntries?: number
  ttlMs?: number
  enabled?: boolean
  now?: () => number
}): PageCache {
  const pages = new ResponseCache<CachedPage>({ maxEntries: options.maxEntries ?? 500, ttlMs: options.ttlMs ?? 60_000, now: options.now })
  // A render that overlaps an invalidation may have read the old answer: it is served, not kept.
  let epoch = 0
  options.api.onInvalidate((tags) => {
    epoch++
    pages.invalidate(tags)
  })

  function answer(page: CachedPage, request: Request, state: 'hit' | 'miss'): Response {
    const headers = new Headers(page.headers)
    headers.set('cache-control', PAGE_CACHE_CONTROL)
    headers.set('vary', PAGE_VARY)
    headers.set('x-page-cache', state)
    let body = page.parts[0]!
    if (page.parts.length > 1) {
      const nonce = newNonce()
      body = page.parts.join(nonce)
      headers.set('content-security-policy', pageCsp(nonce))
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers })
  }

  async function serve(request: Request, device: Device, render: () => Promise<Response>): Promise<Response> {
    const key = options.enabled === false ? null : pageCacheKey(new URL(request.url), device)
    if (!key) return render()
    const hit = pages.get(key)
    if (hit) return answer(hit, request, 'hit')

    const scope: RenderScope = { tags: new Set(), cacheable: true }
    const startEpoch = epoch
    const response = await runInRenderScope(scope, render)
    const type = response.headers.get('content-type') ?? ''
    // Redirects, errors and anything personal pass through as rendered (their headers may be immutable).
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie') || request.method === 'HEAD') {
      return response
    }
    // The render streams; the whole page is read (in its scope) before it can be kept.
    const body = await runInRenderScope(scope, () => response.text())
    const headers = [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'date')
    if (scope.cacheable && epoch === startEpoch && body.length <= MAX_PAGE_BYTES) {
      const nonce = nonceOf(body)
      pages.set(key, { status: 200, headers, parts: nonce ? body.split(nonce) : [body] }, [...scope.tags])
      const fresh = new Response(body, { status: 200, headers })
      fresh.headers.set('cache-control', PAGE_CACHE_CONTROL)
      fresh.headers.set('vary', PAGE_VARY)
      fresh.headers.set('x-page-cache', 'miss')
      return fresh
    }
    const uncached = new Response(body, { status: 200, headers })
    uncached.headers.set('cache-control', 'no-cache')
    return uncached
  }

  return {
    serve,
    get size() {
      return pages.size
    },
    clear: () => pages.clear(),
  }
}
