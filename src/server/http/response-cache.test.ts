import { describe, expect, it } from 'vitest'
import { MAX_KEY_LENGTH, ResponseCache } from './response-cache.server'

const bytes = (n: number) => new Uint8Array(n)

describe('ResponseCache', () => {
  it("keys an endpoint's answer by the input keys its contract declares only", () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000 })
    const key = cache.keyFor('opbGoodsList', 'en', { keyword: 'tea' })
    expect(cache.keyFor('opbGoodsList', 'en', { keyword: 'tea', zz: '1' })).toBe(key)
    expect(cache.keyFor('opbGoodsList', 'en', { keyword: 'tea', zz: '2' })).toBe(key)
    expect(cache.keyFor('opbGoodsList', 'en', { keyword: 'rice' })).not.toBe(key)
  })

  it('never keeps an answer under an over-long key (a padded param cannot flush the cache)', () => {
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 1000 })
    cache.set('a', bytes(1), ['products'])
    const long = cache.keyFor('opbGoodsList', 'en', { keyword: 'x'.repeat(MAX_KEY_LENGTH) })
    expect(cache.set(long, bytes(1), ['products'])).toBe(false)
    expect(cache.get(long)).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
  })

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

  it('bounds the total size of the bodies: counts bytes on set, replace, eviction, invalidation and clear', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 10, ttlMs: 60_000 })
    cache.set('a', bytes(4), ['products'])
    cache.set('b', bytes(4), ['brands'])
    expect(cache.bytes).toBe(8)
    cache.set('a', bytes(2), ['products']) // replaced, not added
    expect(cache.bytes).toBe(6)
    cache.set('c', bytes(6), ['brands']) // 12 > 10: the least recently used (b) goes
    expect(cache.get('b')).toBeUndefined()
    expect([cache.size, cache.bytes]).toEqual([2, 8])
    cache.set('huge', bytes(11), ['products']) // larger than the whole budget: not kept, nothing evicted
    expect([cache.size, cache.bytes]).toEqual([2, 8])
    cache.invalidate(['brands'])
    expect([cache.size, cache.bytes]).toEqual([1, 2])
    cache.clear()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
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

  it('answers an invalidating write once the settlers (the bus) are done, and never hangs on one that is not', async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 })
    cache.set('x', new TextEncoder().encode('X'), ['content'])
    const order: Array<string> = []
    const off = cache.onSettle(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('sent')
    })
    await cache.invalidateAndSettle(['content'])
    order.push('answered')
    expect(order).toEqual(['sent', 'answered'])
    expect(cache.get('x')).toBeUndefined()
    off()
    // A bus that cannot send (the database away): the write answers after the bound, dropped here all the same.
    cache.set('y', new TextEncoder().encode('Y'), ['content'])
    cache.onSettle(() => new Promise<void>(() => undefined))
    const started = performance.now()
    await cache.invalidateAndSettle(['content'], 50)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(cache.get('y')).toBeUndefined()
  })
})
