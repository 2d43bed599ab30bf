import { defaultStringifySearch } from '@tanstack/react-router'
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { plainSearchString } from './search-string'

describe('plainSearchString', () => {
  it('writes what the router writes for the search of a catalogue link', () => {
    const searches = [
      {},
      { id: 12 },
      { q: 'jasmine rice', page: 2 },
      { q: '茉莉香米', country: 'TH', sort: undefined },
      { q: "it's (50%) ~ *ok* !", cert: 'halal' },
      { q: 'a+b&c=d/e?f#g', exportReady: true },
      { redirect: '/product?q=rice&page=2' },
      { 'odd key': 'x y' },
    ]
    for (const search of searches) expect(plainSearchString(search)).toBe(defaultStringifySearch(search))
  })

  it('leaves to the router what it would quote or cannot encode', () => {
    for (const search of [{ q: '12' }, { q: 'true' }, { q: ' x' }, { q: '-1' }, { tags: ['a'] }, { f: { a: 1 } }, { q: 'a\uD800' }, { v: null }]) {
      expect(plainSearchString(search)).toBeUndefined()
    }
  })

  it('matches the router on any strings, numbers and booleans', () => {
    let compared = 0
    const value = fc.oneof(fc.string({ unit: 'binary' }), fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(undefined))
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary', minLength: 1 }), value), (search) => {
        const plain = plainSearchString(search)
        if (plain === undefined) return
        compared++
        expect(plain).toBe(defaultStringifySearch(search))
      }),
      { numRuns: 600 },
    )
    // Most draws take the plain path; the property is not vacuous.
    expect(compared).toBeGreaterThan(300)
  })
})
