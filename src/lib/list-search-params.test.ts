import { describe, expect, it } from 'vitest'

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))
import { countryParam, enumParam, flagParam, keywordParam, parseSearchFields, positiveIntParam } from './list-search-params'

const fields = {
  q: keywordParam(),
  country: countryParam(),
  page: positiveIntParam(10_000),
  export: flagParam(),
  sort: enumParam(['newest', 'name']),
}

describe('parseSearchFields', () => {
  it('keeps valid fields and drops invalid ones', () => {
    expect(defined(parseSearchFields(fields, { q: ' rice ', country: 'EC', page: 2, export: 1, sort: 'name' }))).toEqual({
      q: 'rice',
      country: 'EC',
      page: 2,
      export: true,
      sort: 'name',
    })
    expect(defined(parseSearchFields(fields, { q: '', country: 'ecuador', page: -1, export: 'no', sort: 'drop table' }))).toEqual({})
  })
  it('accepts what the router hands over JSON-parsed', () => {
    expect(defined(parseSearchFields(fields, { q: 123, page: '3' }))).toEqual({ q: '123', page: 3 })
  })
  it('ignores unknown keys and overwrites invalid ones with undefined', () => {
    const out = parseSearchFields(fields, { utm_source: 'x', sort: 'bad' })
    expect(out).not.toHaveProperty('utm_source')
    expect(out).toHaveProperty('sort', undefined)
  })
})
