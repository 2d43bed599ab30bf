/**
 * The API server: every contract entry at its exact path (matched case-insensitively), input
 * validated by the entry's schema, auth checked, the handler run, and the answer wrapped in the
 * {code, msg, data} envelope. Bad input is HTTP 200 with code 0 and a message naming the field;
 * a missing or forged key on a protected endpoint is 401; an unknown path is 404. Nothing a
 * client sends produces a 5xx: only a bug in a handler does, answered with code -1.
 */
import { gzipSync } from 'node:zlib'
import { FastResponse } from 'srvx'
import * as z from 'zod/mini'
import { isWrite, type CsvAnswer, type EndpointDef } from '../../api/contract/define'
import { appendQuery } from '../../lib/query-params'
import type { Database } from '../db/client.server'
import { isDatabaseUnavailable } from '../db/errors.server'
import type { Session } from '../auth/session.server'
import { ApiError, type BoundHandler, type HandlerContext, type Lan } from './handler'
import { readBodyInput, bareObject } from './body'
import { clientIp } from './client-ip'
import { controlCharacterField, describeError } from './input-guard'
import { apiText, controlText, describeIssue } from './messages'
import { recordRenderRead } from './render-scope.server'
import { Doorkeeper } from './doorkeeper'
import { hasFreeText } from '@/lib/free-text'
import { acceptsGzip } from './accept-encoding'
import { ResponseCache } from './response-cache.server'
import { takeQuota } from '../db/rate-counters.server'
import { isCrossOriginWrite } from './same-origin'
import { WRITE_LIMITS } from './write-limits'

/** Smaller answers are sent as they stand: gzip would save less than its own overhead and time. */
const GZIP_MIN_BYTES = 1024

/** Query params every pipeline request carries; they are not part of any endpoint's input. */
export const PIPELINE_PARAMS = ['lan', 'authorization', 'mobile_key', 'frombrandid', 'timestamp'] as const

export type Envelope = { code: number; msg: string; data: unknown }

function envelope(status: number, code: number, msg: string, data: unknown, headers?: HeadersInit): Response {
  const body: Envelope = { code, msg, data }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** The URL with the key, token, ticket and code parameters masked, for logs. */
export function redactUrl(url: URL): string {
  const copy = new URL(url)
  for (const key of Array.from(copy.searchParams.keys())) {
    if (/^(authorization|mobile_key|token|browser_token|ticket|code)$/i.test(key)) copy.searchParams.set(key, '[redacted]')
  }
  return copy.pathname + copy.search
}

function lanOf(url: URL, request: Request): Lan {
  const lan = url.searchParams.get('lan')
  if (lan === 'cn' || lan === 'en') return lan
  return /^zh/i.test(request.headers.get('accept-language') ?? '') ? 'cn' : 'en'
}

/** Query string → input object: pipeline params dropped, repeated keys (or key[]) become arrays. */
export function queryInput(params: URLSearchParams): Record<string, unknown> {
  // No prototype: `?__proto__[]=x` is a key like any other.
  const out = bareObject()
  for (const [rawKey, value] of params) {
    if ((PIPELINE_PARAMS as ReadonlyArray<string>).includes(rawKey.toLowerCase())) continue
    const isArray = rawKey.endsWith('[]')
    const key = isArray ? rawKey.slice(0, -2) : rawKey
    const existing = out[key]
    if (existing === undefined) out[key] = isArray ? [value] : value
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return out
}

export type ApiServer = {
  /** Answers a request under /newApi or /api. */
  handle: (request: Request) => Promise<Response>
  /** Calls an endpoint in-process (SSR loaders): same validation, no HTTP. Throws ApiError. */
  call: (def: EndpointDef, input: unknown, options?: { lan?: Lan; session?: Session | null }) => Promise<unknown>
  cache: ResponseCache
  /** Loads the handlers now rather than on the first call. */
  ready: () => Promise<void>
}

export function createApiServer(options: {
  database: () => Promise<Database>
  /** The handlers, or a loader for them (the server loads them on first use: drizzle is slow to import). */
  handlers: ReadonlyArray<BoundHandler> | (() => Promise<ReadonlyArray<BoundHandler>>)
  log?: (line: string) => void
  now?: () => Date
  /** Cache anonymous catalogue answers (default true). */
  cache?: boolean
  /** The client's address (default: clientIp under the configured TRUST_PROXY; tests pass their own). */
  clientIp?: (request: Request) => string
  /** The site's public origin (PUBLIC_ORIGIN): writes whose Origin is this one are same-origin too. */
  publicOrigin?: string
  /** Multiplies every write limit (WRITE_LIMIT_FACTOR: end-to-end runs send everything from one address). */
  writeLimitFactor?: number
}): ApiServer {
  let routes: Promise<Map<string, BoundHandler>> | undefined
  const routeTable = () =>
    (routes ??= (async () => {
      const handlers = typeof options.handlers === 'function' ? await options.handlers() : options.handlers
      const byRoute = new Map<string, BoundHandler>()
      for (const bound of handlers) byRoute.set(`${bound.def.method} ${bound.def.path.toLowerCase()}`, bound)
      return byRoute
    })())
  // At most 1000 answers and 32 MiB of them (bench:soak reports what it holds under load).
  const cache = new ResponseCache({ maxEntries: 1000, maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 })
  /** The gzip of each cached body a client took compressed, dropped with the body. */
  const gzippedBodies = new WeakMap<Uint8Array, Uint8Array<ArrayBuffer>>()
  // Answers to free text are kept from their second request (doorkeeper.ts): one-off keywords pass by.
  const door = new Doorkeeper()
  const keeps = (key: string, query: Record<string, unknown>) => !hasFreeText((name) => query[name]) || door.admit(key)
  const log = options.log ?? ((line: string) => console.error(line))
  const now = options.now ?? (() => new Date())

  async function run(bound: BoundHandler, rawInput: unknown, ctx: HandlerContext): Promise<unknown> {
    const controlField = controlCharacterField(rawInput)
    if (controlField !== null) throw new ApiError({ en: controlText(controlField, 'en'), cn: controlText(controlField, 'cn') })
    const parsed = z.safeParse(bound.def.input, rawInput)
    if (!parsed.success) {
      const lines = parsed.error.issues.slice(0, 3).map((issue) => describeIssue(issue, ctx.lan))
      throw new ApiError({ en: lines.join('; '), cn: lines.join('；') })
    }
    const data = await bound.run(parsed.data, ctx)
    // A file: streamed by the caller as it comes, not checked against a schema.
    if (bound.def.produces === 'csv') return data
    const checked = z.safeParse(bound.def.output, data)
    if (!checked.success) {
      throw new Error(`${bound.def.name}: handler output does not match the contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`)
    }
    // Dropped here and on every other instance before the write answers: a request sent after the
    // answer (the editor's "view the page" after a publish) never gets the old answer or page.
    if (bound.def.invalidates?.length) await cache.invalidateAndSettle(bound.def.invalidates)
    return checked.data
  }

  /**
   * An answer of the response cache's kind (hit or miss), gzipped for a client that takes it.
   * A body's gzip is made once and kept beside it for as long as the body lives (ADR 050).
   */
  function cacheableAnswer(bytes: Uint8Array<ArrayBuffer>, state: 'hit' | 'miss', request: Request): Response {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'x-cache': state, vary: 'Accept-Encoding' }
    if (bytes.byteLength < GZIP_MIN_BYTES || !acceptsGzip(request.headers.get('accept-encoding')))
      return new FastResponse(bytes, { headers })
    let gzipped = gzippedBodies.get(bytes)
    if (!gzipped) {
      const out = gzipSync(bytes, { level: 6 })
      gzipped = new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.length)
      gzippedBodies.set(bytes, gzipped)
    }
    return new FastResponse(gzipped, { headers: { ...headers, 'content-encoding': 'gzip' } })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const lan = lanOf(url, request)
    const table = await routeTable()
    // HEAD never runs a handler: a HEAD of a GET that writes would send a code or
    // add a favourite with nobody reading the answer.
    if (request.method === 'HEAD') {
      if (!table.has(`GET ${url.pathname.toLowerCase()}`)) return envelope(404, 0, apiText.notFound[lan], null)
      return envelope(405, 0, apiText.headNotAllowed[lan], null, { allow: 'GET' })
    }
    const bound = table.get(`${request.method} ${url.pathname.toLowerCase()}`)
    if (!bound) return envelope(404, 0, apiText.notFound[lan], null)
    const def = bound.def
    const writes = isWrite(def)
    // Another site's page may not write here, by POST or by one of the spec's GET writes.
    if (writes && isCrossOriginWrite(request, options.publicOrigin)) return envelope(403, 0, apiText.crossOrigin[lan], null)

    const query = def.method === 'GET' ? queryInput(url.searchParams) : undefined
    const cacheKey =
      query && options.cache !== false && def.cacheTags && def.auth === 'anonymous' ? cache.keyFor(def.name, lan, query) : undefined
    if (cacheKey) {
      const hit = cache.get(cacheKey)
      // srvx's FastResponse skips the web-stream machinery on Node: this path is the hot one.
      if (hit) return cacheableAnswer(hit, 'hit', request)
    }

    // Read before the handler runs: an invalidation that lands meanwhile (a write committed here
    // or on another instance) keeps this answer out of the cache.
    const since = cache.generation
    try {
      const { db } = await options.database()
      let session: Session | null = null
      const apiKey = url.searchParams.get('Authorization') ?? url.searchParams.get('authorization')
      if (def.auth === 'optional' && apiKey) {
        // Keys that do not resolve leave the call anonymous: the endpoint does not need a login.
        const { resolveSession } = await import('../auth/session.server')
        session = await resolveSession(db, apiKey, url.searchParams.get('Mobile_key') ?? url.searchParams.get('mobile_key'))
      } else if (def.auth !== 'anonymous' && def.auth !== 'optional') {
        // Loaded on first use with the database (drizzle is slow to import; pages do not need it).
        const { resolveSession } = await import('../auth/session.server')
        session = await resolveSession(db, apiKey, url.searchParams.get('Mobile_key') ?? url.searchParams.get('mobile_key'))
        if (!session) return envelope(401, 0, apiText.unauthorized[lan], null)
        if (def.auth === 'brand' && (session.role !== 'brand' || !session.brandId))
          return envelope(403, 0, apiText.forbiddenBrand[lan], null)
        if (def.auth === 'buyer' && session.role === 'brand') return envelope(403, 0, apiText.forbiddenBuyer[lan], null)
        if (def.auth === 'analyst' && session.role !== 'analyst') return envelope(403, 0, apiText.forbiddenAnalyst[lan], null)
      }
      const ip = (options.clientIp ?? clientIp)(request)
      if (writes) {
        const limit = WRITE_LIMITS[def.name]
        if (!limit) throw new Error(`${def.name}: a write endpoint without a limit (src/server/http/write-limits.ts)`)
        const caller = session ? `u${session.userId}` : `ip:${ip}`
        const max = limit.max * (options.writeLimitFactor ?? 1)
        if ((await takeQuota(db, `w:${def.name}:${caller}`, 1, max, limit.windowSeconds * 1000, now())) === 0)
          return envelope(429, 0, apiText.tooManyWrites[lan], null, { 'retry-after': String(Math.min(limit.windowSeconds, 3600)) })
      }
      let input: unknown
      if (query) input = query
      else {
        const body = await readBodyInput(request, def)
        if (!body.ok) {
          if (body.reason === 'too_large') return envelope(413, 0, apiText.tooLarge[lan], null, { connection: 'close' })
          if (body.reason === 'want_json') return envelope(415, 0, apiText.unsupportedJson[lan], null, { connection: 'close' })
          if (body.reason === 'want_multipart') return envelope(415, 0, apiText.unsupportedMultipart[lan], null, { connection: 'close' })
          return envelope(200, 0, (body.reason === 'bad_json' ? apiText.badJson : apiText.badForm)[lan], null)
        }
        input = body.value
      }
      const fromBrand = Number(url.searchParams.get('FromBrandId') ?? url.searchParams.get('frombrandid'))
      const data = await run(bound, input, {
        db,
        lan,
        session,
        fromBrandId: Number.isSafeInteger(fromBrand) && fromBrand > 0 ? fromBrand : null,
        ip,
        request,
        now: now(),
      })
      if (def.produces === 'csv')
        return csvResponse(data as CsvAnswer, (error) => log(`CSV export failed on ${redactUrl(url)}: ${describeError(error)}`))
      const body = JSON.stringify({ code: 1, msg: apiText.success[lan], data } satisfies Envelope)
      if (cacheKey && def.cacheTags) {
        const bytes = new TextEncoder().encode(body)
        if (keeps(cacheKey, query!)) cache.set(cacheKey, bytes, def.cacheTags, since)
        // The same fast path as a hit: a fresh keyword's answer is a miss every time.
        return cacheableAnswer(bytes, 'miss', request)
      }
      return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
    } catch (error) {
      if (error instanceof ApiError) return envelope(error.status, error.code, error.messages[lan], null)
      // The database is down or restarting: a clean 503 the client may retry (ADR 020).
      if (isDatabaseUnavailable(error)) return envelope(503, -1, apiText.unavailable[lan], null, { 'retry-after': '2' })
      // Never the query's parameters: they carry phone numbers, names and addresses.
      log(`API error on ${request.method} ${redactUrl(url)}: ${describeError(error)}`)
      return envelope(500, -1, apiText.serverError[lan], null)
    }
  }

  /** Kept answers' parsed values, by the kept bytes: an evicted answer takes its value with it. */
  const parsedAnswers = new WeakMap<Uint8Array, unknown>()

  async function call(def: EndpointDef, input: unknown, callOptions: { lan?: Lan; session?: Session | null } = {}) {
    const bound = (await routeTable()).get(`${def.method} ${def.path.toLowerCase()}`)
    if (!bound) throw new ApiError(apiText.notFound)
    const lan = callOptions.lan ?? 'en'
    const session = callOptions.session ?? null
    const { db } = await options.database()
    const ctx = { db, lan, session, fromBrandId: null, ip: '', now: now() }
    const tags = def.method === 'GET' && def.auth === 'anonymous' && !session ? def.cacheTags : undefined
    // The page render this call runs in (if any) depends on these tags; a read no tag covers
    // makes the page uncacheable, since nothing would tell the page cache it changed.
    recordRenderRead(tags ?? null)
    if (options.cache === false || !tags) return run(bound, input, ctx)
    // SSR calls of anonymous catalogue endpoints share the HTTP path's cache: the input goes
    // through the same query form the browser sends, so both build the same key (and the
    // handler sees the same input), and a page render fills the entry the client then reuses.
    const params = new URLSearchParams()
    appendQuery(params, (input ?? {}) as Record<string, unknown>)
    const query = queryInput(params)
    const cacheKey = cache.keyFor(def.name, lan, query)
    let body = cache.get(cacheKey)
    if (!body) {
      const since = cache.generation
      const data = await run(bound, query, ctx)
      const text = JSON.stringify({ code: 1, msg: apiText.success[lan], data } satisfies Envelope)
      // A miss answers the value its JSON parses to, as a hit does; parsed from the text, not
      // from bytes decoded again (a fresh search's answer is not kept, so this is every search).
      if (!keeps(cacheKey, query)) return (JSON.parse(text) as Envelope).data
      body = new TextEncoder().encode(text)
      cache.set(cacheKey, body, tags, since)
    }
    // A kept answer is parsed once and its value shared by every render that reads it (a page
    // reads the same filter options and categories on every render), so no caller may change it.
    // Outside production it is frozen, so one that did would throw in development and in the
    // server tests. Not in production: the page's dehydration (seroval) would write an
    // `Object.freeze(…)` into the HTML for every frozen object (163 on /product, 3.6 KB).
    let data = parsedAnswers.get(body)
    if (data === undefined) {
      data = parseData(body)
      if (process.env.NODE_ENV !== 'production') deepFreeze(data)
      parsedAnswers.set(body, data)
    }
    return data
  }

  return { handle, call, cache, ready: () => routeTable().then(() => undefined) }
}

/**
 * A CSV file streamed chunk by chunk as the handler yields it (UTF-8 with a BOM, so Excel reads
 * Chinese text): the first byte leaves before the last row is read, and memory holds one chunk.
 */
function csvResponse(answer: CsvAnswer, onError: (error: unknown) => void): Response {
  const encoder = new TextEncoder()
  const chunks = answer.chunks[Symbol.asyncIterator]()
  let started = false
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode('\uFEFF'))
        return
      }
      try {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      } catch (error) {
        onError(error)
        controller.error(error)
      }
    },
    async cancel() {
      await chunks.return?.()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${answer.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  })
}

/** The value a kept answer's bytes carry. */
function parseData(body: Uint8Array): unknown {
  return (JSON.parse(new TextDecoder().decode(body)) as Envelope).data
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const child of Object.values(value)) deepFreeze(child)
}
