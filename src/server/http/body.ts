/**
 * Request bodies, read under a cap while they stream: a Content-Length above the
 * cap is refused before a byte is read, and a body without one (chunked) is read chunk by
 * chunk and abandoned the moment it passes the cap, so no request ever holds more than its
 * endpoint's cap in memory. Parsed objects have no prototype (`__proto__` is just a key).
 */
import type { EndpointDef } from '../../api/contract/define'

/** Caps: a JSON body, and a multipart upload (10 MB file + form fields). */
export const DEFAULT_JSON_LIMIT = 256 * 1024
export const DEFAULT_MULTIPART_LIMIT = 10 * 1024 * 1024 + 64 * 1024

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'bad_json' | 'bad_form' | 'want_json' | 'want_multipart' }

/**
 * The cap of an endpoint's body: its own `maxBodyBytes`, else the default for the kind it takes.
 * The endpoint decides, never the client's Content-Type.
 */
export function bodyLimit(def: EndpointDef): number {
  return def.maxBodyBytes ?? (def.body === 'multipart' ? DEFAULT_MULTIPART_LIMIT : DEFAULT_JSON_LIMIT)
}

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
function mediaType(contentType: string): string {
  return contentType.split(';', 1)[0]!.trim().toLowerCase()
}

/** The body's bytes, or null once it passes `limit` (reading stops there; the rest is never read). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined)
    return null
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0))
  const reader = request.body.getReader()
  const chunks: Array<Uint8Array> = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(new ArrayBuffer(total))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

/** A plain object without a prototype: a key named `__proto__` is data, never the prototype. */
export function bareObject(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>
}

/** JSON.parse with every object rebuilt prototype-less. */
function parseJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) return Object.assign(bareObject(), value)
    return value
  })
}

/**
 * The request body as input, under the endpoint's cap, parsed only as what the endpoint takes
 *: multipart form data on an endpoint that takes files, JSON on every other.
 * A body of another type is refused unread (a cross-site `text/plain` post is never parsed as
 * JSON; multipart cannot borrow the upload cap). An empty body without a type is an empty input.
 */
export async function readBodyInput(request: Request, def: EndpointDef): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? ''
  const multipart = def.body === 'multipart'
  const media = mediaType(type)
  const declaredEmpty = request.headers.get('content-length') === '0' || request.body === null
  // Not read, not cancelled: the answer closes the connection (the dispatcher's 415).
  if (multipart ? media !== 'multipart/form-data' : media !== 'application/json' && !(media === '' && declaredEmpty)) {
    return { ok: false, reason: multipart ? 'want_multipart' : 'want_json' }
  }
  const bytes = await readCapped(request, bodyLimit(def))
  if (!bytes) return { ok: false, reason: 'too_large' }
  if (multipart) {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
      const out = bareObject()
      for (const [key, value] of form) out[key] = value
      return { ok: true, value: out }
    } catch {
      return { ok: false, reason: 'bad_form' }
    }
  }
  const raw = new TextDecoder().decode(bytes)
  if (raw.trim() === '') return { ok: true, value: bareObject() }
  try {
    return { ok: true, value: parseJson(raw) }
  } catch {
    return { ok: false, reason: 'bad_json' }
  }
}
