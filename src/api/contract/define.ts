/**
 * The shape of one contract entry. The contract (this folder) is the single source of truth
 * for every endpoint: `npm run gen:api` generates the typed client and public/openapi.json
 * from it, and the server validates every request against the same schemas.
 *
 * Schemas use zod/mini, whose factories are side-effect free: a page's bundle keeps only the
 * schemas of the endpoints it calls.
 */
import * as z from 'zod/mini'

/**
 * Who may call an endpoint: anyone; anyone, with the caller's session attached when valid keys
 * are sent ('optional': a form that also works logged out); any logged-in user; or only a
 * buyer / brand account; 'analyst': staff who read reports and monitoring.
 */
export type Auth = 'anonymous' | 'optional' | 'user' | 'buyer' | 'brand' | 'analyst'

export type EndpointDef<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> = {
  /** The generated client function's name (unique). */
  name: string
  /** Controller group, for the OpenAPI tags and the client's query keys. */
  group: string
  method: 'GET' | 'POST'
  /** The exact path, e.g. /newApi/Home/getBrandList (matched case-insensitively). */
  path: string
  auth: Auth
  /** GET: query params; POST: a JSON body, or multipart form data when `body` is 'multipart'. */
  input: I
  /** The `data` of a successful envelope. */
  output: O
  body?: 'json' | 'multipart'
  /**
   * 'csv': the answer is a file, not an envelope: the handler returns a {@link CsvAnswer} and the
   * dispatcher streams it (errors before the first row still come as envelopes).
   */
  produces?: 'csv'
  description: string
  /**
   * Anonymous catalogue reads whose answer does not depend on who asks: the server caches them
   * (keyed without timestamp and auth params) under these tags.
   */
  cacheTags?: ReadonlyArray<string>
  /** The largest request body accepted, in bytes (default 256 KB for JSON, 10 MB + fields for multipart). */
  maxBodyBytes?: number
  /** Tags of cached reads that a successful call of this (write) endpoint makes stale. */
  invalidates?: ReadonlyArray<string>
  /**
   * A GET that changes state (the spec makes a few writes GETs: a code sent, a favourite added, a
   * token issued). Like every POST it gets the same-origin check and a write limit.
   */
  writes?: true
}

/** True for an endpoint that changes state: every POST, and a GET marked `writes`. */
export function isWrite(def: Pick<EndpointDef, 'method' | 'writes'>): boolean {
  return def.method === 'POST' || def.writes === true
}

/**
 * An endpoint as the generated client carries it: what the request pipeline needs synchronously
 * (a small literal, no schema), and a loader of the full def (its contract module, and zod with
 * it), which the pipeline starts with the fetch and awaits to validate the answer.
 */
export type EndpointRef<E extends EndpointDef = EndpointDef> = Pick<E, 'name' | 'group' | 'method' | 'path' | 'body'> & {
  load: () => Promise<E>
}

/* @__NO_SIDE_EFFECTS__ */
export function endpoint<I extends z.ZodMiniType, O extends z.ZodMiniType>(def: EndpointDef<I, O>): EndpointDef<I, O> {
  return def
}

/** What a `produces: 'csv'` handler returns: the file's name and its text, chunk by chunk. */
export type CsvAnswer = { filename: string; chunks: AsyncIterable<string> }

export type InputOf<E extends EndpointDef> = z.input<E['input']>
export type OutputOf<E extends EndpointDef> = z.output<E['output']>

// ─── shared field schemas ──────────────────────────────────────────────────────────────
/** A positive integer id; query strings arrive as text, so it coerces. */
export const id = () => z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))
export const optionalId = () => z.optional(id())
/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text).
 * PostgreSQL refuses NUL in text; none of them belongs in a form field. The server refuses them
 * in every input string (src/server/http/input-guard.ts); these schemas refuse them in forms.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/
/** A text filter or field (control characters refused, see CONTROL_CHARACTERS). */
export const text = (max = 200) => z.string().check(z.trim(), z.maxLength(max), z.regex(NO_CONTROL_CHARACTERS))
export const requiredText = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(NO_CONTROL_CHARACTERS))
export const page = () => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1)
export const pageSize = (fallback = 20) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), fallback)
export const boolFlag = () => z.optional(z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]))
/** A country code as stored (ISO 3166-1 alpha-2, upper case). */
export const countryCode = () => z.string().check(z.regex(/^[A-Z]{2}$/))

/** Paginated list output. */
export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  })

/** Outputs of writes that only acknowledge. */
export const ok = () => z.object({ ok: z.boolean() })
