import { describe, expect, it } from 'vitest'
import { activeFilterCount, bulkSearchSchema, halalSearchSchema, productDetailSearchSchema, productSearchSchema } from './product-search'

describe('product search params', () => {
  it('parses a full deep link', () => {
    expect(
      productSearchSchema.parse({
        q: 'jasmine rice',
        category: 22,
        country: 'vn',
        cert: 'kosher',
        unit: 'tonne',
        sort: 'price_asc',
        page: 2,
      }),
    ).toEqual({ q: 'jasmine rice', category: 22, country: 'VN', cert: 'kosher', unit: 'tonne', sort: 'price_asc', page: 2 })
  })
  it('drops invalid params one by one and keeps the rest', () => {
    expect(productSearchSchema.parse({ q: 'rice', category: 'abc', cert: 'bogus', sort: 'cheapest', page: 0, unit: 'tonne' })).toEqual({
      q: 'rice',
      unit: 'tonne',
    })
  })
  it('keeps the keys it was given (undefined when dropped), adds none, and removes unknown ones', () => {
    expect(productSearchSchema.parse({})).toStrictEqual({})
    expect(productSearchSchema.parse({ page: 'x', utm: 1 })).toStrictEqual({ page: undefined })
  })
  it('accepts the router’s JSON-parsed values and digits typed as text', () => {
    expect(productSearchSchema.parse({ q: 123, category: '7', moq_max: ' 5 ', page: 1000 })).toEqual({
      q: '123',
      category: 7,
      moq_max: 5,
      page: 1000,
    })
    expect(productSearchSchema.parse({ category: '1e3', moq_max: 1.5, page: 1001, country: 'Viet', unit: 'x'.repeat(21) })).toStrictEqual({
      category: undefined,
      moq_max: undefined,
      page: undefined,
      country: undefined,
      unit: undefined,
    })
  })
  it('drops a keyword with a control character', () => {
    for (const q of ['\u0000', '\u0001', 'a\u000Bb', '\u007F', 'a\u0085b']) expect(productSearchSchema.parse({ q }).q).toBeUndefined()
    expect(productSearchSchema.parse({ q: ' 茉莉香米 ' }).q).toBe('茉莉香米')
  })
  it('reads the detail, bulk and halal pages’ params', () => {
    expect(productDetailSearchSchema.parse({ id: '12' })).toEqual({ id: 12 })
    expect(productDetailSearchSchema.parse({ id: -1 })).toStrictEqual({ id: undefined })
    expect(bulkSearchSchema.parse({ unit: 'drum', page: 2 })).toEqual({ unit: 'drum', page: 2 })
    expect(bulkSearchSchema.parse({ unit: 'barrel' })).toStrictEqual({ unit: undefined })
    expect(halalSearchSchema.parse({ country: 'my', page: '3' })).toEqual({ country: 'MY', page: 3 })
  })
  it('counts the filters that are set', () => {
    expect(activeFilterCount({ q: 'x', category: 1, cert: 'halal' })).toBe(2)
  })
})
