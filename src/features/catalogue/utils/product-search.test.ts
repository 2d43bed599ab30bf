import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CERTIFICATE_TYPES, PRODUCT_SORTS } from '@/api/contract/catalogue-constants'
import { activeFilterCount, parseProductSearch } from './product-search'

describe('product search params', () => {
  it('parses a full deep link', () => {
    expect(
      parseProductSearch({ q: 'jasmine rice', category: 22, country: 'vn', cert: 'kosher', unit: 'tonne', sort: 'price_asc', page: 2 }),
    ).toEqual({ q: 'jasmine rice', category: 22, country: 'VN', cert: 'kosher', unit: 'tonne', sort: 'price_asc', page: 2 })
  })
  it('drops invalid params one by one and keeps the rest', () => {
    expect(parseProductSearch({ q: 'rice', category: 'abc', cert: 'bogus', sort: 'cheapest', page: 0, unit: 'tonne' })).toEqual({
      q: 'rice',
      unit: 'tonne',
    })
  })
  it('counts the filters that are set', () => {
    expect(activeFilterCount({ q: 'x', category: 1, cert: 'halal' })).toBe(2)
  })
})

// The former zod schema's building blocks (src/lib/search-params.ts before ADR 046's third round).
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)
const text = (max: number) =>
  lenient(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.pipe(
        z.transform((v: string | number) => String(v).trim()),
        z.string().check(z.minLength(1), z.maxLength(max)),
      ),
    ),
  )
const int = (max = 2_147_483_647) => lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)))
const country = () =>
  lenient(
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((v: string) => v.toUpperCase()),
        z.string().check(z.regex(/^[A-Z]{2}$/)),
      ),
    ),
  )
describe('product search params = the former zod schema (ADR 046: plain parsers in the first load)', () => {
  const schema = z.object({
    q: text(100),
    category: int(),
    country: country(),
    cert: lenient(z.enum(CERTIFICATE_TYPES)),
    unit: text(20),
    moq_max: int(),
    sort: lenient(z.enum(PRODUCT_SORTS)),
    page: int(1000),
  })
  const VALUES: ReadonlyArray<unknown> = [
    undefined,
    null,
    true,
    false,
    0,
    1,
    22,
    -1,
    1.5,
    1000,
    1001,
    2_147_483_647,
    2_147_483_648,
    2 ** 60,
    1e21,
    '',
    ' ',
    '1',
    ' 3 ',
    '1.5',
    '1e3',
    '0x10',
    'abc',
    'vn',
    'VN',
    'Viet',
    'ß',
    'x'.repeat(20),
    'x'.repeat(21),
    'x'.repeat(100),
    'x'.repeat(101),
    [],
    ['5'],
    {},
    ...CERTIFICATE_TYPES,
    ...PRODUCT_SORTS,
    'HALAL',
    'cheapest',
  ]
  it('parses every field as the zod schema did, keys included', () => {
    for (const value of VALUES) {
      const raw = { q: value, category: value, country: value, cert: value, unit: value, moq_max: value, sort: value, page: value, utm: 1 }
      expect([value, parseProductSearch(raw)]).toStrictEqual([value, schema.parse(raw)])
    }
    expect(parseProductSearch({})).toStrictEqual({})
    expect(parseProductSearch({ page: 'x' })).toStrictEqual({ page: undefined })
  })
})
