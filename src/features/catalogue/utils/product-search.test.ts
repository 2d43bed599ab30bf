import { describe, expect, it } from 'vitest'
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
