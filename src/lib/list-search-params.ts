import * as z from 'zod/mini'

/**
 * Typed list search params (filters, sort, page) that never fail a page: each field is parsed
 * on its own and an invalid value is dropped, so a hand-edited or stale link still renders
 * (an invalid param is never a 500). The router hands values over JSON-parsed (`?page=2`
 * arrives as 2, `?q=123` as 123), so text fields accept numbers and numeric fields text.
 *
 * Every field is present in the result, undefined when absent or invalid: the router merges a
 * route's result over the raw search it received, so a dropped field must be overwritten.
 */
export type FieldSchemas = Record<string, z.ZodMiniType>

export function parseSearchFields<F extends FieldSchemas>(
  fields: F,
  input: Record<string, unknown>,
): { [K in keyof F]?: z.output<F[K]> } {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields)) {
    out[key] = undefined
    if (!(key in input)) continue
    const parsed = fields[key]!.safeParse(input[key])
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') out[key] = parsed.data
  }
  return out as { [K in keyof F]?: z.output<F[K]> }
}

/** A free-text search param (trimmed, 1–100 characters; a number typed as a keyword stays text). */
export const keywordParam = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).trim().slice(0, 100)),
  )

/** A positive integer search param (an id or a page). */
export const positiveIntParam = (max = 2_147_483_647) =>
  z.coerce.number().check(z.int(), z.positive(), z.maximum(max))

/** An ISO 3166-1 alpha-2 country code (upper case). */
export const countryParam = () => z.string().check(z.regex(/^[A-Z]{2}$/))

/** A yes-only flag: `1` / `true` mean on; anything else is dropped. */
export const flagParam = () =>
  z.pipe(
    z.union([z.literal(1), z.literal('1'), z.literal(true), z.literal('true')]),
    z.transform(() => true as const),
  )
