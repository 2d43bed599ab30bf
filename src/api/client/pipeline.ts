/**
 * The request pipeline of spec §7/§8, independent of where it runs: encoding (GET → query,
 * POST → JSON or FormData), the params every call carries, the {code, msg, data} envelope,
 * validation of `data` against the contract, and the error catalogue's toasts.
 *
 * It imports neither zod nor the contract: an endpoint comes either as its full def or as the
 * generated client's `EndpointRef` (path, method, body kind, and a loader of the def). The loader
 * starts with the fetch; its schema validates the answer through the Standard Schema interface
 * every zod schema carries.
 */
import { constants, type Locale } from '../../../app.config'
import type { EndpointDef, EndpointRef, InputOf, OutputOf } from '../contract/define'
import { appendQuery } from '@/lib/query-params'
import { m } from '@/paraglide/messages'

export type RequestOptions = {
  /** Show the error toast on failure (default true). */
  toast?: boolean
  /** Reject the promise on failure (default true); when false a failure resolves to undefined. */
  reject?: boolean
  signal?: AbortSignal
}

/** A call's result: the data, or undefined too when the call opted out of rejection. */
export type RequestResult<E extends EndpointDef, O extends RequestOptions> = O extends { reject: false }
  ? OutputOf<E> | undefined
  : OutputOf<E>

export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** The envelope's code, when the server answered one. */
    readonly code: number | null,
    /** The HTTP status, when there was a response. */
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/**
 * A failed call as a sentence for the person using the page: the server's answer or the
 * catalogue's message for the status (both in the request's language), never an exception's text.
 */
export function failureMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : m.api_error_unknown()
}

export type PipelineEnv = {
  baseUrl: string
  fetch: typeof fetch
  locale: () => Locale
  /** api_key, mobile_key and brand_id of the stored userInfo. */
  credentials: () => { apiKey?: string; mobileKey?: string; brandId?: string | number }
  /** A 401 clears the stored userInfo (spec §4, §8). */
  onUnauthorized: () => void
  toast: (message: string) => void
  now?: () => number
}

const SUCCESS: ReadonlyArray<number> = constants.api.successCodes

/** An endpoint as a caller names it: the full contract def, or the generated client's lazy ref. */
export type Endpoint<E extends EndpointDef> = E | EndpointRef<E>

const loadedEndpoints = new WeakMap<object, Promise<EndpointDef>>()

/** The full def of an endpoint (loads its contract module for a lazy ref). */
export function resolveEndpoint<E extends EndpointDef>(def: Endpoint<E>): Promise<E> {
  if (!('load' in def)) return Promise.resolve(def)
  // Loaded once per ref: every SSR call resolves its endpoint, and each `import()` of a loaded
  // module still costs a trip through the module loader. A failed load is tried again next time.
  let loading = loadedEndpoints.get(def) as Promise<E> | undefined
  if (!loading) {
    loading = def.load()
    loadedEndpoints.set(def, loading)
    loading.catch(() => loadedEndpoints.delete(def))
  }
  return loading
}

/** Validates a success's `data` against the def's output schema (zod's Standard Schema validate). */
async function validateOutput(def: EndpointDef, data: unknown): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const result = await def.output['~standard'].validate(data)
  return result.issues ? { ok: false } : { ok: true, value: result.value }
}

function toFormData(input: unknown): FormData {
  if (input instanceof FormData) return input
  const form = new FormData()
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.append(key, value)
    else if (Array.isArray(value)) for (const item of value) form.append(key, String(item))
    else form.append(key, String(value))
  }
  return form
}

type Envelope = { code: number; msg?: string; data?: unknown }

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
}

/** The §8 message for an HTTP status, in the current language. */
function statusMessage(status: number | null, locale: Locale): string {
  const options = { locale }
  switch (status) {
    case null:
      return m.api_error_timeout({}, options)
    case 401:
      return m.api_error_401({}, options)
    case 403:
      return m.api_error_403({}, options)
    case 404:
      return m.api_error_404({}, options)
    case 500:
      return m.api_error_500({}, options)
    default:
      return m.api_error_unknown({}, options)
  }
}

export function createRequester(env: PipelineEnv) {
  function fail<R>(error: ApiRequestError, options: RequestOptions): R {
    if (options.toast !== false) env.toast(error.message)
    if (options.reject !== false) throw error
    return undefined as R
  }

  async function request<E extends EndpointDef, O extends RequestOptions = RequestOptions>(
    def: Endpoint<E>,
    input: InputOf<E>,
    options: O = {} as O,
  ): Promise<RequestResult<E, O>> {
    // The contract (schemas) loads in parallel with the fetch; a failure surfaces at validation.
    const full = resolveEndpoint(def)
    full.catch(() => undefined)
    const locale = env.locale()
    const url = new URL(def.path, env.baseUrl)
    const { apiKey, mobileKey, brandId } = env.credentials()
    url.searchParams.set('lan', locale === 'zh-CN' ? 'cn' : 'en')
    url.searchParams.set('Authorization', apiKey ?? '')
    url.searchParams.set('Mobile_key', mobileKey ?? '')
    url.searchParams.set('FromBrandId', brandId === undefined ? '' : String(brandId))
    url.searchParams.set('timestamp', String((env.now ?? Date.now)()))

    const init: RequestInit = { method: def.method, credentials: 'include', signal: options.signal }
    if (def.method === 'GET') appendQuery(url.searchParams, (input ?? {}) as Record<string, unknown>)
    else if (def.body === 'multipart' || input instanceof FormData) init.body = toFormData(input)
    else {
      init.body = JSON.stringify(input ?? {})
      init.headers = { 'content-type': 'application/json' }
    }

    let response: Response
    let body: unknown
    try {
      response = await env.fetch(url, init)
    } catch (error) {
      if (options.signal?.aborted) throw error
      return fail(new ApiRequestError(statusMessage(null, locale), null, null), options)
    }
    try {
      const text = await response.text()
      body = text ? (JSON.parse(text) as unknown) : undefined
    } catch {
      body = undefined
    }
    const serverMsg = isEnvelope(body) && body.msg ? body.msg : undefined

    if (!response.ok) {
      if (response.status === 401) env.onUnauthorized()
      return fail(
        new ApiRequestError(serverMsg ?? statusMessage(response.status, locale), isEnvelope(body) ? body.code : null, response.status),
        options,
      )
    }
    if (!isEnvelope(body)) {
      return fail(new ApiRequestError(statusMessage(null, locale), null, response.status), options)
    }
    if (!SUCCESS.includes(body.code)) {
      return fail(new ApiRequestError(serverMsg ?? m.api_error_failed({}, { locale }), body.code, response.status), options)
    }
    let data: Awaited<ReturnType<typeof validateOutput>>
    try {
      data = await validateOutput(await full, body.data)
    } catch (error) {
      // The contract's chunk did not load (offline, a deploy replaced it): as a network failure.
      if (options.signal?.aborted) throw error
      return fail(new ApiRequestError(statusMessage(null, locale), null, response.status), options)
    }
    if (!data.ok) {
      return fail(new ApiRequestError(m.api_error_failed({}, { locale }), body.code, response.status), options)
    }
    return data.value as RequestResult<E, O>
  }

  return request
}

export type Requester = ReturnType<typeof createRequester>
