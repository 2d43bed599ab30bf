/**
 * The SSR page cache (ADR 066). SSR output never depends on who asks (design.md: identity lives
 * in the browser), so a page is a function of its path (which carries the locale), the search
 * params its route declares (page-url.server.ts redirects every other one away first) and the
 * device variant. A bounded in-process LRU keeps rendered pages under the cache tags of the API
 * answers the render read (see render-scope.server.ts), and the API response cache's
 * invalidations drop them: a write that makes a catalogue answer stale makes its pages stale.
 *
 * A page is kept as it will be sent: its bytes, its gzip form (compressed once, here), and its
 * headers, the CSP of its inline-script hashes among them (csp.ts). A hit copies nothing.
 */
import { gzipSync } from 'node:zlib'
import { FastResponse } from 'srvx'
import { pageCspFor } from './csp'
import { Doorkeeper } from './doorkeeper'
import { acceptsGzip } from './accept-encoding'
import { hasFreeText } from '@/lib/free-text'
import { ResponseCache } from './response-cache.server'
import { runInRenderScope, type RenderScope } from './render-scope.server'
import type { Device } from '@/lib/device'
import { securityHeaders } from '@/lib/security-headers'

/** The WeChat login return: personal, single-use, never cached (src/features/account/utils/wechat-return.ts). */
export const PERSONAL_PARAMS: ReadonlyArray<string> = ['code', 'state', 'type', 'activity_id', 'wechat_ticket']

/** What the CDN and browsers may do with a cacheable page. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** The page differs by device variant (cookie or user agent) and first-visit language. */
export const PAGE_VARY = 'Cookie, User-Agent, Accept-Language, Accept-Encoding'

/** A kept page, ready to be written out as it stands. */
export type CachedPage = {
  status: number
  /** The HTML as rendered. */
  html: Uint8Array<ArrayBuffer>
  /** Its gzip form, compressed once when the page is stored (absent on a page answered but not stored). */
  gzip?: Uint8Array<ArrayBuffer>
  /** A hit's headers: rendered, page, CSP and security headers. */
  headers: Array<[string, string]>
}

const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** The kept pages' total size: an upper bound on the cache's memory, whatever the entry count. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024

function keptPageSize(page: CachedPage): number {
  let bytes = page.html.byteLength + (page.gzip?.byteLength ?? 0)
  for (const [name, value] of page.headers) bytes += 2 * (name.length + value.length)
  return bytes
}

/**
 * The cache key of a page request, or null when the page must not be cached. The URL has passed
 * checkPageUrl (only declared params, none over-long; a pinned host), so every param counts.
 */
export function pageCacheKey(url: URL, device: Device): string | null {
  const params: Array<[string, string]> = []
  for (const [name, value] of url.searchParams) {
    if (PERSONAL_PARAMS.includes(name)) return null
    params.push([name, value])
  }
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
  return `${url.origin}|${device}|${url.pathname}|${new URLSearchParams(params).toString()}`
}

export type PageCache = {
  /**
   * Answers a page request: from the cache, or by rendering it (in a render scope) and keeping
   * it when it may. Every HTML answer carries its page's CSP.
   */
  serve: (request: Request, device: Device, render: () => Promise<Response>, url?: URL) => Promise<Response>
  readonly size: number
  /** The kept pages' total size in bytes (see keptPageSize). */
  readonly bytes: number
  clear: () => void
}

function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)
}

/** Deflate level of a stored page's gzip form: built once per kept page, so the better ratio is worth it. */
const STORED_LEVEL = 6
/** …and of a page answered once: the fastest. */
const ONCE_LEVEL = 1

/** The page as kept: its bytes and a hit's headers, computed once. */
function keep(status: number, rendered: Headers, html: Buffer): CachedPage {
  const skip = new Set(['content-length', 'content-encoding', 'date', 'cache-control', 'vary', 'x-page-cache', 'content-security-policy'])
  const headers: Array<[string, string]> = [...rendered].filter(([name]) => !skip.has(name))
  headers.push(['cache-control', PAGE_CACHE_CONTROL], ['vary', PAGE_VARY], ['content-security-policy', pageCspFor(html)])
  for (const [name, value] of Object.entries(securityHeaders)) if (!headers.some(([n]) => n === name)) headers.push([name, value])
  return { status, html: bytesOf(html), headers }
}

/** A kept page as a response: gzip when the client takes it. */
function answer(page: CachedPage, request: Request, state: 'hit' | 'miss'): Response {
  const gzip = acceptsGzip(request.headers.get('accept-encoding'))
  const body = gzip ? (page.gzip ?? bytesOf(gzipSync(page.html, { level: ONCE_LEVEL }))) : page.html
  // The kept headers as pairs (no Headers object to build and copy on a hit): keep() left out
  // every header set here.
  const headers: Array<[string, string]> = [...page.headers, ['x-page-cache', state], ['content-length', String(body.byteLength)]]
  if (gzip) headers.push(['content-encoding', 'gzip'])
  // srvx's FastResponse skips the web-stream machinery on Node: a hit is written as it stands.
  return new FastResponse(request.method === 'HEAD' ? null : body, { status: page.status, headers })
}

/**
 * An HTML answer that is not kept (an error page, a personal or uncacheable page, HEAD, or the
 * cache off) with its page's CSP; compressed when the client takes gzip.
 */
async function uncached(response: Response, request: Request): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response
  const html = Buffer.from(await response.arrayBuffer())
  const headers = new Headers([...response.headers].filter(([name]) => name !== 'content-length' && name !== 'date'))
  headers.set('content-security-policy', pageCspFor(html))
  if (response.status === 200 && !headers.has('set-cookie')) headers.set('cache-control', 'no-cache')
  headers.append('vary', 'Accept-Encoding')
  let body = html
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    headers.set('content-encoding', 'gzip')
    body = gzipSync(html, { level: ONCE_LEVEL })
  }
  return new Response(request.method === 'HEAD' ? null : bytesOf(body), { status: response.status, headers })
}

export function createPageCache(options: {
  /** The API response cache: its invalidations are the page cache's. */
  api: ResponseCache
  maxEntries?: number
  /** Room for pages of a free-text search (kept apart, see searchShare). */
  maxSearchEntries?: number
  maxBytes?: number
  ttlMs?: number
  enabled?: boolean
  now?: () => number
}): PageCache {
  const ttlMs = options.ttlMs ?? 60_000
  const maxBytes = options.maxBytes ?? MAX_CACHE_BYTES
  const pages = new ResponseCache<CachedPage>({
    maxEntries: options.maxEntries ?? 500,
    maxBytes,
    sizeOf: keptPageSize,
    ttlMs,
    now: options.now,
  })
  // Pages of a free-text search have their own, smaller room: a stream of one-off keywords (a
  // crawler, a bench) cycles through it without pushing the catalogue pages out.
  const searches = new ResponseCache<CachedPage>({
    maxEntries: options.maxSearchEntries ?? 100,
    maxBytes: Math.floor(maxBytes / 4),
    sizeOf: keptPageSize,
    ttlMs,
    now: options.now,
  })
  const roomFor = (url: URL) => (hasFreeText((name) => url.searchParams.get(name)) ? searches : pages)
  // …and a search page enters it from its second request (doorkeeper.ts).
  const searchDoor = new Doorkeeper()
  // A render that overlaps an invalidation may have read the old answer: it is served, not kept.
  let epoch = 0
  options.api.onInvalidate((tags) => {
    epoch++
    pages.invalidate(tags)
    searches.invalidate(tags)
  })

  /** Renders in flight, by key: requests for the same page meanwhile wait for it. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>()

  async function serve(request: Request, device: Device, render: () => Promise<Response>, url = new URL(request.url)): Promise<Response> {
    const key = options.enabled === false || request.method === 'HEAD' ? null : pageCacheKey(url, device)
    if (!key) {
      // HEAD of a kept page is answered from it; otherwise rendered like GET, without the body.
      const kept = options.enabled !== false && request.method === 'HEAD' ? pageCacheKey(url, device) : null
      const hit = kept ? roomFor(url).get(kept) : undefined
      return hit ? answer(hit, request, 'hit') : uncached(await render(), request)
    }
    const room = roomFor(url)
    const hit = room.get(key)
    if (hit) return answer(hit, request, 'hit')
    // The same page already rendering (a burst after an invalidation): wait for it instead of
    // rendering it again; render only if it was not kept.
    const pending = rendering.get(key)
    if (pending) {
      const page = await pending
      return page ? answer(page, request, 'hit') : renderAndKeep(request, key, room, render, () => {})
    }
    const { promise: mine, resolve: settle } = Promise.withResolvers<CachedPage | undefined>()
    rendering.set(key, mine)
    try {
      return await renderAndKeep(request, key, room, render, settle)
    } finally {
      settle(undefined)
      if (rendering.get(key) === mine) rendering.delete(key)
    }
  }

  /** Renders a page in its render scope and keeps it when it may; `kept` hears the kept page. */
  async function renderAndKeep(
    request: Request,
    key: string,
    room: ResponseCache<CachedPage>,
    render: () => Promise<Response>,
    kept: (page: CachedPage) => void,
  ): Promise<Response> {
    const scope: RenderScope = { tags: new Set(), cacheable: true }
    const startEpoch = epoch
    const response = await runInRenderScope(scope, render)
    const type = response.headers.get('content-type') ?? ''
    // Redirects, errors and anything personal are not kept.
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) {
      return uncached(response, request)
    }
    // The render streams; the whole page is read (in its scope) before it can be kept.
    const body = Buffer.from(await runInRenderScope(scope, () => response.arrayBuffer()))
    const page = keep(200, response.headers, body)
    if (scope.cacheable && epoch === startEpoch && body.length <= MAX_PAGE_BYTES) {
      // A search page seen once is not stored (doorkeeper.ts), but answers its waiters all the same.
      if (room !== searches || searchDoor.admit(key)) {
        page.gzip = bytesOf(gzipSync(body, { level: STORED_LEVEL }))
        room.set(key, page, [...scope.tags])
      }
      kept(page)
      return answer(page, request, 'miss')
    }
    const once = answer(page, request, 'miss')
    once.headers.set('cache-control', 'no-cache')
    return once
  }

  return {
    serve,
    get size() {
      return pages.size + searches.size
    },
    clear: () => {
      pages.clear()
      searches.clear()
    },
    get bytes() {
      return pages.bytes + searches.bytes
    },
  }
}
