import { describe, expect, it } from 'vitest'
import { compactSearch, parseSearch, searchCountry, searchEnum, searchInt, searchText } from './search-params'

const fields = {
  q: searchText(10),
  page: searchInt(100),
  sort: searchEnum(['newest', 'popular']),
  country: searchCountry(),
}
const schema = { parse: (raw: Record<string, unknown>) => parseSearch(fields, raw) }

describe('lenient search params', () => {
  it('keeps valid values, coercing the router’s JSON-parsed numbers', () => {
    expect(schema.parse({ q: ' rice ', page: '3', sort: 'newest', country: 'vn' })).toEqual({
      q: 'rice',
      page: 3,
      sort: 'newest',
      country: 'VN',
    })
    expect(schema.parse({ q: 123 })).toEqual({ q: '123' })
  })

  it('drops each invalid value on its own, never throwing', () => {
    expect(schema.parse({ q: 'x'.repeat(11), page: -1, sort: 'bogus', country: 'Viet', extra: 1 })).toEqual({})
    expect(schema.parse({ q: '', page: 1.5, country: 7 })).toEqual({})
    expect(schema.parse({ page: 101, sort: { a: 1 } })).toEqual({})
  })

  it('compacts undefined values and defaults', () => {
    expect(compactSearch({ page: 1, sort: 'newest', q: undefined }, { page: 1 })).toEqual({ sort: 'newest' })
  })
})
