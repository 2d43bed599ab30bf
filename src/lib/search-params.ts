/**
 * Building blocks for a route's `validateSearch`: plain functions, no zod, because every route's
 * `validateSearch` is in the first load of every page (ADR 046). Every field is optional and
 * *lenient*: a value that does not parse becomes `undefined` (the param is dropped), so a
 * hand-edited or stale link renders the page without that filter instead of an error page. The
 * router hands values over JSON-parsed (`?q=123` arrives as the number 123), so text accepts
 * numbers too.
 */

/** Parses one search value: the normalised value, or undefined (dropped). Never throws. */
export type SearchField<T> = (value: unknown) => T | undefined

/** `Number(value)` as a coercing parse does it (a value that cannot convert is NaN). */
export function toNumber(value: unknown): number {
  try {
    return Number(value)
  } catch {
    return Number.NaN
  }
}

/** A (safe) integer in [min, max] after coercion with Number(): `'7'`, 7, `' 7 '`; else undefined. */
export function coerceInt(value: unknown, min: number, max: number): number | undefined {
  const number = toNumber(value)
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined
}

/** Text: a string, or a finite number written as text (the router JSON-parses `?q=123`). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Trimmed text of 1..max characters; empty text is dropped. */
export const searchText =
  (max: number): SearchField<string> =>
  (value) => {
    const text = asText(value)?.trim()
    return text !== undefined && text.length >= 1 && text.length <= max ? text : undefined
  }

/** A positive integer (ids, page numbers), at most `max`. */
export const searchInt =
  (max = 2_147_483_647): SearchField<number> =>
  (value) =>
    coerceInt(value, 1, max)

/** One of a fixed list of values. */
export const searchEnum =
  <const T extends readonly [string, ...Array<string>]>(values: T): SearchField<T[number]> =>
  (value) =>
    (values as ReadonlyArray<unknown>).includes(value) ? (value as T[number]) : undefined

const COUNTRY = /^[A-Z]{2}$/

/** An ISO 3166 alpha-2 country code, upper-cased. */
export const searchCountry = (): SearchField<string> => (value) => {
  if (typeof value !== 'string') return undefined
  const upper = value.toUpperCase()
  return COUNTRY.test(upper) ? upper : undefined
}

export type SearchShape = Record<string, SearchField<unknown>>
export type SearchOf<S extends SearchShape> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> }

/**
 * A route's search from its fields: each field present in the raw search is parsed on its own
 * (kept, or undefined when invalid: the router merges the result over the raw search, so a
 * dropped field must be overwritten); absent fields stay absent; unknown params are removed.
 */
export function parseSearch<S extends SearchShape>(shape: S, raw: Record<string, unknown>): SearchOf<S> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    if (key in raw) out[key] = shape[key]!(raw[key])
  }
  return out as SearchOf<S>
}

/** Removes undefined fields and the given defaults, so links stay short and canonical. */
export function compactSearch<T extends Record<string, unknown>>(search: T, defaults: Partial<T> = {}): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(search) as Array<keyof T>) {
    const value = search[key]
    if (value !== undefined && value !== defaults[key]) out[key] = value
  }
  return out
}
