/**
 * The SSR page cache. SSR output never depends on who asks (design.md: identity lives in the
 * browser), so a page is a function of its path (which carries the locale), its search params
 * and the device variant. A bounded in-process LRU keeps rendered pages under the cache tags of
 * the API answers the render read (see render-scope.server.ts), and the API response cache's
 * invalidations drop them: a write that makes a catalogue answer stale makes its pages stale.
 */
import type { ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { newNonce, nonceOf, pageCsp } from './csp'
import { Doorkeeper } from './doorkeeper'
import { acceptsGzip } from './accept-encoding'
import { buildGzipForm, gzipAnswer, type GzipForm } from './page-gzip.server'
import { hasFreeText } from '@/lib/free-text'
import { ResponseCache } from './response-cache.server'
import { runInRenderScope, type RenderScope } from './render-scope.server'
import type { Device } from '@/lib/device'
import { securityHeaders } from '@/lib/security-headers'

/** Tracking params say nothing about the page: one entry serves every campaign link. */
const TRACKING_PARAM = /^(?:utm_.*|gclid|fbclid|msclkid|_ga|mc_[a-z]+)$/i
/** The WeChat login return: personal, single-use, never cached. */
const PERSONAL_PARAMS = ['code', 'state', 'wechat_ticket']

/** What the CDN and browsers may do with a cacheable page. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** The page differs by device variant (cookie or user agent) and first-visit language. */
export const PAGE_VARY = 'Cookie, User-Agent, Accept-Language, Accept-Encoding'

/**
 * A kept page, ready to be written out: its UTF-8 bytes as rendered and the byte offsets of the
 * CSP nonce it was rendered with, so each answer copies the bytes with a fresh nonce in those
 * places (one nonce served to everyone would protect nothing; see csp.ts), and the headers of a
 * hit, computed once. No string is built or encoded per answer (ADR 035).
 */
export type CachedPage = {
  status: number
  /** The HTML as rendered. Shared by every answer: never written to. */
  html: Buffer
  /** Where the rendered nonce sits in `html`, and its byte length. */
  nonceAt: Array<number>
  nonceLength: number
  /** A hit's headers (rendered, page, security), without the per-answer CSP and length. */
  headers: Array<[string, string]>
  /** The same as a flat node:http list (name, value, name, value, …). */
  raw: Array<string>
  /** Copies of `html` free for the next answer (see sendCachedPage). */
  spare: Array<Buffer>
  /**
   * The page's gzip form (page-gzip.server.ts), built when the page is stored; null when it
   * cannot be built. Answers to a request that takes gzip use it (ADR 050).
   */
  gzip?: GzipForm | null
}

const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** The kept pages' total size: an upper bound on the cache's memory, whatever the entry count. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024

/** A kept page's memory: its bytes, their spare copies and its headers. */
function keptPageSize(page: CachedPage): number {
  let bytes = 0
  // The HTML and each spare copy of it, plus the headers in both shapes.
  bytes += page.html.length * (1 + page.spare.length)
  if (page.gzip) bytes += page.gzip.bytes.length * (1 + page.gzip.spare.length)
  for (const [name, value] of page.headers) bytes += 2 * (name.length + value.length)
  return bytes
}

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
  /**
   * The kept page for a request, or undefined: the hit path of the node:http layer
   * (src/server.ts `pageHit`), which writes it with `sendCachedPage`.
   */
  lookup: (url: URL, device: Device) => CachedPage | undefined
  readonly size: number
  /** The kept pages' total size in bytes (see keptPageSize). */
  readonly bytes: number
  clear: () => void
}

/** A kept page's bytes with `nonce` in place of the rendered one (the kept bytes when it has none). */
export function pageBytes(page: CachedPage, nonce: string): Buffer {
  if (page.nonceAt.length === 0) return page.html
  const fresh = Buffer.from(nonce, 'latin1')
  const out = Buffer.allocUnsafe(page.html.length + page.nonceAt.length * (fresh.length - page.nonceLength))
  let from = 0
  let to = 0
  for (const at of page.nonceAt) {
    to += page.html.copy(out, to, from, at)
    to += fresh.copy(out, to)
    from = at + page.nonceLength
  }
  page.html.copy(out, to, from)
  return out
}

/** Copies of a kept page that finished answers handed back, per page (each as long as the page). */
const MAX_SPARE_COPIES = 8

/**
 * Writes a kept page straight to a node:http response: the hit's headers, a fresh nonce in the
 * page and its policy, and the bytes in one write (none for HEAD).
 *
 * The bytes are a copy of the page with the fresh nonce stamped in. A copy is handed back for the
 * next answer once this one has finished (node has passed every byte to the OS); only its nonce
 * bytes are then rewritten, so a hit neither allocates nor copies the page (ADR 035).
 */
export function sendCachedPage(res: ServerResponse, page: CachedPage, method: string, acceptEncoding?: string | null): void {
  const raw = page.raw.slice()
  let length = page.html.length
  let body: Buffer | undefined
  const nonce = page.nonceAt.length > 0 ? newNonce() : ''
  if (nonce) raw.push('content-security-policy', pageCsp(nonce))
  const form = gzipFormFor(page, nonce, acceptEncoding)
  if (form) {
    // The gzip form with the fresh nonce written into its stored blocks (page-gzip.server.ts).
    raw.push('content-encoding', 'gzip', 'content-length', String(form.bytes.length))
    res.writeHead(page.status, raw)
    if (method === 'HEAD') return void res.end()
    const copy = gzipAnswer(form, page.html, page.nonceAt, page.nonceLength, Buffer.from(nonce, 'latin1'))
    res.once('finish', () => {
      if (form.spare.length < MAX_SPARE_COPIES) form.spare.push(copy)
    })
    return void res.end(copy)
  }
  if (nonce) {
    length += page.nonceAt.length * (nonce.length - page.nonceLength)
    if (method === 'HEAD') body = undefined
    else if (nonce.length !== page.nonceLength) body = pageBytes(page, nonce)
    else {
      const copy = page.spare.pop() ?? Buffer.from(page.html)
      for (const at of page.nonceAt) copy.write(nonce, at, 'latin1')
      res.once('finish', () => {
        if (page.spare.length < MAX_SPARE_COPIES) page.spare.push(copy)
      })
      body = copy
    }
  } else if (method !== 'HEAD') body = page.html
  raw.push('content-length', String(length))
  res.writeHead(page.status, raw)
  res.end(body)
}

/** The kept page's gzip form, when this answer may use it (the client takes gzip, the nonce fits). */
function gzipFormFor(page: CachedPage, nonce: string, acceptEncoding: string | null | undefined): GzipForm | undefined {
  if (!page.gzip || !acceptsGzip(acceptEncoding)) return undefined
  return nonce.length === page.nonceLength ? page.gzip : undefined
}

/** Stores a page with its gzip form, built once here (a few ms; ADR 050). */
function store(room: ResponseCache<CachedPage>, key: string, page: CachedPage, tags: Array<string>): void {
  page.gzip = buildGzipForm(page.html, page.nonceAt, page.nonceLength)
  room.set(key, page, tags)
}

/**
 * A page answer that was not kept (or not yet compressed), for a client that takes gzip:
 * compressed now, at the fastest level, as the whole page is in hand.
 */
function compressed(body: Buffer, headers: Headers, acceptEncoding: string | null): Buffer {
  if (!acceptsGzip(acceptEncoding)) return body
  headers.set('content-encoding', 'gzip')
  return gzipSync(body, { level: 1 })
}

/** A Buffer as a Response body, without a copy. */
function asBody(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
}

/** The bytes and headers a rendered page is kept as. */
/**
 * The page's nonce, read from its head: the meta tag is there, and the nonce is ASCII, so only
 * the head is decoded (as latin1, byte for byte), not the whole page.
 */
function pageNonce(html: Buffer): string | undefined {
  const headEnd = html.indexOf('</head>')
  if (headEnd !== -1) {
    const inHead = nonceOf(html.toString('latin1', 0, headEnd))
    if (inHead) return inHead
  }
  return nonceOf(html.toString('latin1'))
}

function keep(status: number, rendered: Headers, html: Buffer): CachedPage {
  const nonce = pageNonce(html)
  const nonceAt: Array<number> = []
  if (nonce) {
    const needle = Buffer.from(nonce, 'utf8')
    for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) nonceAt.push(at)
  }
  const skip = new Set(['content-length', 'date', 'cache-control', 'vary', 'x-page-cache', 'content-security-policy'])
  const headers: Array<[string, string]> = [...rendered].filter(([name]) => !skip.has(name))
  headers.push(['cache-control', PAGE_CACHE_CONTROL], ['vary', PAGE_VARY], ['x-page-cache', 'hit'])
  // What withSecurityHeaders adds to every answer (a page without a nonce keeps the default policy).
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name === 'content-security-policy' && nonce) continue
    if (!headers.some(([n]) => n === name)) headers.push([name, value])
  }
  return {
    status,
    html,
    nonceAt,
    nonceLength: nonce ? Buffer.byteLength(nonce) : 0,
    headers,
    raw: headers.flat(),
    spare: [],
  }
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

  /** A kept page as a web Response (the hit path when the node:http one is not in front). */
  function answer(page: CachedPage, request: Request): Response {
    const headers = new Headers(page.headers)
    let body = page.html
    const nonce = page.nonceAt.length > 0 ? newNonce() : ''
    if (nonce) headers.set('content-security-policy', pageCsp(nonce))
    const form = gzipFormFor(page, nonce, request.headers.get('accept-encoding'))
    if (form) {
      headers.set('content-encoding', 'gzip')
      body = gzipAnswer(form, page.html, page.nonceAt, page.nonceLength, Buffer.from(nonce, 'latin1'))
    } else if (nonce) body = pageBytes(page, nonce)
    return new Response(request.method === 'HEAD' ? null : asBody(body), {
      status: page.status,
      headers,
    })
  }

  function lookup(url: URL, device: Device): CachedPage | undefined {
    const key = options.enabled === false ? null : pageCacheKey(url, device)
    return key ? roomFor(url).get(key) : undefined
  }

  async function serve(request: Request, device: Device, render: () => Promise<Response>): Promise<Response> {
    const url = new URL(request.url)
    const key = options.enabled === false ? null : pageCacheKey(url, device)
    if (!key) return render()
    const room = roomFor(url)
    const hit = room.get(key)
    if (hit) return answer(hit, request)
    // The same page already rendering (a burst after an invalidation): wait for it instead of
    // rendering it again; render only if it was not kept.
    const pending = rendering.get(key)
    if (pending) {
      const page = await pending
      return page ? answer(page, request) : renderAndKeep(request, key, room, render, () => {})
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
    // Redirects, errors and anything personal pass through as rendered (their headers may be immutable).
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie') || request.method === 'HEAD') {
      return response
    }
    // The render streams; the whole page is read (in its scope) before it can be kept. It stays
    // bytes: decoding it to a string and encoding it back cost ~4 % of a search page's render.
    const body = Buffer.from(await runInRenderScope(scope, () => response.arrayBuffer()))
    if (scope.cacheable && epoch === startEpoch && body.length <= MAX_PAGE_BYTES) {
      const page = keep(200, response.headers, body)
      // A search page seen once is not stored (doorkeeper.ts), but answers its waiters all the same.
      if (room !== searches || searchDoor.admit(key)) store(room, key, page, [...scope.tags])
      kept(page)
      // This answer carries the nonce the page was rendered with (made for this request).
      const headers = new Headers(page.headers)
      headers.set('x-page-cache', 'miss')
      const csp = response.headers.get('content-security-policy')
      if (csp) headers.set('content-security-policy', csp)
      const acceptEncoding = request.headers.get('accept-encoding')
      if (page.gzip && acceptsGzip(acceptEncoding)) {
        headers.set('content-encoding', 'gzip')
        // The nonce keep() found, read back from its first place in the page (not searched again).
        const at = page.nonceAt[0] ?? 0
        const nonce = page.html.subarray(at, at + page.nonceLength)
        return new Response(asBody(gzipAnswer(page.gzip, page.html, page.nonceAt, page.nonceLength, nonce)), { status: 200, headers })
      }
      return new Response(asBody(compressed(page.html, headers, acceptEncoding)), { status: 200, headers })
    }
    const headers = new Headers([...response.headers].filter(([name]) => name !== 'content-length' && name !== 'date'))
    headers.set('cache-control', 'no-cache')
    headers.append('vary', 'Accept-Encoding')
    return new Response(asBody(compressed(body, headers, request.headers.get('accept-encoding'))), { status: 200, headers })
  }

  return {
    serve,
    lookup,
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
