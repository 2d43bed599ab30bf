import * as z from 'zod/mini'

/**
 * Building blocks for a route's `validateSearch`. Every field is optional and *lenient*: a value
 * that does not parse becomes `undefined` (the param is dropped), so a hand-edited or stale link
 * renders the page without that filter instead of an error page. The router hands values over
 * JSON-parsed (`?q=123` arrives as the number 123), so text accepts numbers too.
 */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** Trimmed text of 1..max characters; empty text is dropped. */
export const searchText = (max: number) =>
  lenient(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.pipe(
        z.transform((value: string | number) => String(value).trim()),
        z.string().check(z.minLength(1), z.maxLength(max)),
      ),
    ),
  )

/** A positive integer (ids, page numbers), at most `max`. */
export const searchInt = (max = 2_147_483_647) =>
  lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)))

/** One of a fixed list of values. */
export const searchEnum = <const T extends readonly [string, ...Array<string>]>(values: T) => lenient(z.enum(values))

/** An ISO 3166 alpha-2 country code, upper-cased. */
export const searchCountry = () =>
  lenient(
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((value: string) => value.toUpperCase()),
        z.string().check(z.regex(/^[A-Z]{2}$/)),
      ),
    ),
  )

/** Removes undefined fields and the given defaults, so links stay short and canonical. */
export function compactSearch<T extends Record<string, unknown>>(search: T, defaults: Partial<T> = {}): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(search) as Array<keyof T>) {
    const value = search[key]
    if (value !== undefined && value !== defaults[key]) out[key] = value
  }
  return out
}
