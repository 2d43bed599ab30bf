import { asText, coerceInt, searchEnum, type SearchField } from './search-params'

/**
 * Typed list search params (filters, sort, page) that never fail a page: each field is parsed
 * on its own and an invalid value is dropped, so a hand-edited or stale link still renders
 * (an invalid param is never a 500). The router hands values over JSON-parsed (`?page=2`
 * arrives as 2, `?q=123` as 123), so text fields accept numbers and numeric fields text.
 * Plain functions, no zod: they are in every page's first load (ADR 046).
 *
 * Every field is present in the result, undefined when absent or invalid: the router merges a
 * route's result over the raw search it received, so a dropped field must be overwritten.
 */
export type FieldSchemas = Record<string, SearchField<unknown>>

export function parseSearchFields<F extends FieldSchemas>(
  fields: F,
  input: Record<string, unknown>,
): { [K in keyof F]?: Exclude<ReturnType<F[K]>, undefined> } {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields)) {
    out[key] = undefined
    if (!(key in input)) continue
    const parsed = fields[key]!(input[key])
    if (parsed !== undefined && parsed !== '') out[key] = parsed
  }
  return out as { [K in keyof F]?: Exclude<ReturnType<F[K]>, undefined> }
}

/** A free-text search param (trimmed, 1–100 characters; a number typed as a keyword stays text). */
export const keywordParam = (): SearchField<string> => (value) => asText(value)?.trim().slice(0, 100)

/** A positive integer search param (an id or a page). */
export const positiveIntParam =
  (max = 2_147_483_647): SearchField<number> =>
  (value) =>
    coerceInt(value, 1, max)

const COUNTRY = /^[A-Z]{2}$/

/** An ISO 3166-1 alpha-2 country code (upper case). */
export const countryParam = (): SearchField<string> => (value) => (typeof value === 'string' && COUNTRY.test(value) ? value : undefined)

/** A yes-only flag: `1` / `true` mean on; anything else is dropped. */
export const flagParam = (): SearchField<true> => (value) =>
  value === 1 || value === '1' || value === true || value === 'true' ? true : undefined

/** One of a fixed list of values. */
export const enumParam = searchEnum
