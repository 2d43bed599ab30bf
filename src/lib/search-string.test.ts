import { defaultStringifySearch } from '@tanstack/react-router'
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stringifySearch } from './search-string'

describe('stringifySearch', () => {
  it("writes the router default's string for the searches links carry", () => {
    const searches = [
      {},
      { id: 12, page: undefined },
      { q: 'nuts', cert: 'fairtrade', unit: 'tonne' },
      { q: 'true' },
      { q: 'true  ' },
      { q: 'null' },
      { q: 'falsehood' },
      { q: ' 12' },
      { q: '12' },
      { q: '-' },
      { q: '"quoted"' },
      { q: '[1,2]' },
      { q: '{"a":1}' },
      { q: '茉莉香米', country: 'TH', exportReady: true },
      { redirect: '/product?q=rice&page=2' },
      { tags: ['a', 'b'], filter: { a: 1 } },
    ]
    for (const search of searches) expect(stringifySearch(search)).toBe(defaultStringifySearch(search))
  })

  it('matches the router default on any search', () => {
    const literalish = fc.constantFrom('true', 'false', 'null', 'tr', 'fa', 'nu', 'nuts', 'fairtrade', 'trader', 'true\n', 'null x')
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      literalish,
      fc.tuple(literalish, fc.string()).map(([a, b]) => a + b),
      fc.json(),
      fc.integer(),
      fc.boolean(),
      fc.constant(undefined),
      fc.jsonValue(),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), (search) => {
        expect(stringifySearch(search)).toBe(defaultStringifySearch(search))
      }),
      { numRuns: 1000 },
    )
  })
})
