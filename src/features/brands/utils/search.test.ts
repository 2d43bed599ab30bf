import { describe, expect, it } from 'vitest'
import { brandListDeps, parseBrandSearch } from './search'

describe('brand search params', () => {
  it('keeps valid params with their types, drops invalid ones and keeps every key', () => {
    const out = parseBrandSearch({ id: 'x', page: '2', sort: 'name', cert: 'nope', export: 'true', q: ' 12 ', country: 'ec', utm: 1 })
    expect(Object.keys(out).toSorted()).toEqual(['category', 'cert', 'country', 'export', 'id', 'page', 'q', 'sort'])
    expect(out).toStrictEqual({
      id: undefined,
      q: '12',
      country: undefined,
      category: undefined,
      cert: undefined,
      export: true,
      sort: 'name',
      page: 2,
    })
  })
  it('coerces numbers, bounds the page, accepts the router’s JSON-parsed values', () => {
    expect(parseBrandSearch({ id: 12, category: '7', page: 10_000, cert: 'halal', export: 1, q: 123, country: 'EC' })).toMatchObject({
      id: 12,
      category: 7,
      page: 10_000,
      cert: 'halal',
      export: true,
      q: '123',
      country: 'EC',
    })
    expect(parseBrandSearch({ page: 10_001, id: 0, category: 1.5, export: 'no', sort: 'bogus', q: '   ' })).toStrictEqual({
      id: undefined,
      q: undefined,
      country: undefined,
      category: undefined,
      cert: undefined,
      export: undefined,
      sort: undefined,
      page: undefined,
    })
    expect(parseBrandSearch({ q: ` ${'x'.repeat(120)} ` }).q).toBe('x'.repeat(100))
  })
  it('fills the list defaults', () => {
    expect(brandListDeps(parseBrandSearch({}))).toEqual({ sort: 'recommended', page: 1 })
    expect(brandListDeps(parseBrandSearch({}), { sort: 'newest', export: true })).toMatchObject({ sort: 'newest', export: true })
  })
})
