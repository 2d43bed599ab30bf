/**
 * zod/mini field schemas for the routes' `validateSearch`. Every field is optional and lenient:
 * a value that does not parse becomes `undefined` (`z.catch`), so a hand-edited or stale link
 * renders the page without that parameter instead of an error. The router hands values over
 * JSON-parsed (`?q=123` arrives as the number 123), so text accepts numbers and numbers text.
 * Each feature builds its route's schema from these (e.g. features/catalogue/utils/product-search.ts).
 */
import * as z from 'zod/mini'

/** Absent or invalid → undefined. */
export const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** No C0 or C1 control character (NUL, vertical tab, DEL…): never part of a keyword or an id. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u

/** A number, or a string of up to 16 digits (`' 7 '`) read as one. */
export const digits = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d{1,16}\s*$/))]),
  z.transform((value: number | string) => Number(value)),
)

/** Trimmed text of 1..max characters without control characters; a number typed in the URL stays text. */
export const searchText = (max: number) =>
  lenient(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.pipe(
        z.transform((value: string | number) => String(value).trim()),
        z.string().check(z.minLength(1), z.maxLength(max), z.regex(NO_CONTROL_CHARACTERS)),
      ),
    ),
  )

/** A positive integer (an id, a page number) up to `max`, from a number or its digits. */
export const searchInt = (max = 2_147_483_647) => lenient(z.pipe(digits, z.number().check(z.int(), z.minimum(1), z.maximum(max))))

/** One of a fixed list of values. */
export const searchEnum = <const T extends readonly [string, ...Array<string>]>(values: T) => lenient(z.enum(values))

/** An ISO 3166-1 alpha-2 country code, upper-cased (`ec` → `EC`). */
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

/** A yes-only flag: `1` / `true` mean on; anything else is dropped. */
export const searchFlag = () =>
  lenient(
    z.pipe(
      z.union([z.literal(1), z.literal('1'), z.literal(true), z.literal('true')]),
      z.transform(() => true as const),
    ),
  )
