/**
 * The routes' search parsers were zod/mini schemas until ADR 046's third round; they are plain
 * functions now (first load). This pins the plain ones to the former schemas, value by value,
 * over the inputs a router can hand over (JSON-parsed search values) and some odd ones.
 */
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { countryParam, flagParam, keywordParam, parseSearchFields, positiveIntParam } from './list-search-params'
import { parseSearch, searchCountry, searchEnum, searchInt, searchText } from './search-params'
import { parseRootSearch } from './root-search'

const VALUES: ReadonlyArray<unknown> = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  -1,
  1.5,
  3,
  20,
  100,
  101,
  1000,
  1001,
  10_000,
  10_001,
  2_147_483_647,
  2_147_483_648,
  2 ** 53,
  2 ** 60,
  1e21,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  '0',
  '1',
  '2',
  ' 3 ',
  '1.5',
  '-1',
  '1e3',
  '0x10',
  '1001',
  '10000',
  'abc',
  'true',
  'false',
  'yes',
  'a',
  ' rice ',
  'jasmine rice',
  'x'.repeat(10),
  'x'.repeat(11),
  'x'.repeat(20),
  'x'.repeat(21),
  'x'.repeat(100),
  ` ${'y'.repeat(100)} `,
  'x'.repeat(101),
  'x'.repeat(512),
  'x'.repeat(513),
  'vn',
  'VN',
  'Vn',
  'Viet',
  'ß',
  'é',
  'ec',
  'EC',
  'newest',
  'popular',
  'name',
  'NAME',
  'bogus',
  '2024-05',
  '2024-13',
  '1999-01',
  'upcoming',
  'past',
  'matching',
  [],
  ['5'],
  [1, 2],
  {},
  { a: 1 },
]

const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)
const former = {
  searchText: (max: number) =>
    lenient(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.pipe(
          z.transform((v: string | number) => String(v).trim()),
          z.string().check(z.minLength(1), z.maxLength(max)),
        ),
      ),
    ),
  searchInt: (max = 2_147_483_647) => lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max))),
  searchEnum: <const T extends readonly [string, ...Array<string>]>(values: T) => lenient(z.enum(values)),
  searchCountry: () =>
    lenient(
      z.pipe(
        z.string(),
        z.pipe(
          z.transform((v: string) => v.toUpperCase()),
          z.string().check(z.regex(/^[A-Z]{2}$/)),
        ),
      ),
    ),
  keywordParam: () =>
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v).trim().slice(0, 100)),
    ),
  positiveIntParam: (max = 2_147_483_647) => z.coerce.number().check(z.int(), z.positive(), z.maximum(max)),
  countryParam: () => z.string().check(z.regex(/^[A-Z]{2}$/)),
  flagParam: () =>
    z.pipe(
      z.union([z.literal(1), z.literal('1'), z.literal(true), z.literal('true')]),
      z.transform(() => true as const),
    ),
}

describe('plain search parsers = the former zod schemas', () => {
  const pairs: Array<[string, (v: unknown) => unknown, z.ZodMiniType]> = [
    ['searchText(10)', searchText(10), former.searchText(10)],
    ['searchText(100)', searchText(100), former.searchText(100)],
    ['searchInt()', searchInt(), former.searchInt()],
    ['searchInt(1000)', searchInt(1000), former.searchInt(1000)],
    ['searchEnum', searchEnum(['newest', 'popular']), former.searchEnum(['newest', 'popular'])],
    ['searchCountry', searchCountry(), former.searchCountry()],
  ]
  for (const [name, plain, schema] of pairs) {
    it(`${name}`, () => {
      for (const value of VALUES) expect([value, plain(value)]).toEqual([value, schema.parse(value)])
    })
  }

  const fieldPairs: Array<[string, (v: unknown) => unknown, z.ZodMiniType]> = [
    ['keywordParam', keywordParam(), former.keywordParam()],
    ['positiveIntParam()', positiveIntParam(), former.positiveIntParam()],
    ['positiveIntParam(10000)', positiveIntParam(10_000), former.positiveIntParam(10_000)],
    ['countryParam', countryParam(), former.countryParam()],
    ['flagParam', flagParam(), former.flagParam()],
  ]
  for (const [name, plain, schema] of fieldPairs) {
    it(`${name} (through parseSearchFields)`, () => {
      for (const value of VALUES) {
        const parsed = schema.safeParse(value)
        const expected = parsed.success && parsed.data !== undefined && parsed.data !== '' ? parsed.data : undefined
        expect([value, parseSearchFields({ f: plain }, { f: value })]).toEqual([value, { f: expected }])
      }
    })
  }

  it('parseSearch keeps z.object’s shape: absent fields absent, present invalid ones undefined, unknown ones removed', () => {
    const fields = { q: searchText(10), page: searchInt(100) }
    const schema = z.object({ q: former.searchText(10), page: former.searchInt(100) })
    for (const raw of [{}, { q: 'x' }, { q: '' }, { page: 'x', extra: 1 }, { q: undefined }, { q: ' a ', page: '2' }]) {
      const plain = parseSearch(fields, raw)
      expect(plain).toStrictEqual(schema.parse(raw))
      expect(Object.keys(plain)).toEqual(Object.keys(schema.parse(raw)))
    }
  })

  it('the root search (QR login return)', () => {
    const fields = {
      code: z.string().check(z.minLength(1), z.maxLength(512)),
      state: z.string().check(z.minLength(1), z.maxLength(512)),
      type: z.union([z.literal(1), z.literal(2)]),
      activity_id: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
    }
    for (const value of VALUES) {
      const out = parseRootSearch({ code: value, state: value, type: value, activity_id: value })
      for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
        const normalised =
          key === 'code' || key === 'state'
            ? typeof value === 'number'
              ? String(value)
              : value
            : typeof value === 'string' && /^\d{1,16}$/.test(value)
              ? Number(value)
              : value
        const parsed = fields[key].safeParse(normalised)
        expect([key, value, out[key]]).toEqual([key, value, parsed.success ? parsed.data : undefined])
      }
    }
  })
})
