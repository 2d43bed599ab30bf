import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.server'

describe('ResponseCache', () => {
  it('keys ignore input order, evicts the least recently used, and expires entries', () => {
    let now = 0
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 1000, now: () => now })
    const a = cache.keyFor('list', 'en', { page: 1, q: 'tea' })
    expect(cache.keyFor('list', 'en', { q: 'tea', page: 1 })).toBe(a)
    expect(cache.keyFor('list', 'cn', { page: 1, q: 'tea' })).not.toBe(a)
    const [A, B, C] = ['A', 'B', 'C', 'X', 'Y'].map((t) => new TextEncoder().encode(t))
    cache.set(a, A!, ['products'])
    cache.set('b', B!, ['brands'])
    expect(cache.get(a)).toBe(A) // a is now the most recent
    cache.set('c', C!, ['brands'])
    expect(cache.get('b')).toBeUndefined()
    expect(cache.size).toBe(2)
    now = 1000
    expect(cache.get(a)).toBeUndefined()
  })

  it('invalidates by tag', () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    const [X, Y] = ['X', 'Y'].map((t) => new TextEncoder().encode(t))
    cache.set('x', X!, ['bulk'])
    cache.set('y', Y!, ['brands', 'countries'])
    cache.invalidate(['bulk', 'countries'])
    expect(cache.get('x')).toBeUndefined()
    expect(cache.get('y')).toBeUndefined()
  })
})
