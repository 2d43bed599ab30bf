import { describe, expect, it } from 'vitest'
import { parseRootSearch } from './root-search'

describe('parseRootSearch', () => {
  it('keeps valid QR-login return params', () => {
    expect(parseRootSearch({ code: 'abc', state: 'xyz', type: 2, activity_id: 17 })).toEqual({
      code: 'abc',
      state: 'xyz',
      type: 2,
      activity_id: 17,
    })
  })
  it('accepts numbers the router parsed from numeric strings', () => {
    expect(parseRootSearch({ code: 123456, state: 42, type: '1', activity_id: '9' })).toEqual({
      code: '123456',
      state: '42',
      type: 1,
      activity_id: 9,
    })
  })
  it('drops each invalid value on its own and keeps the rest', () => {
    expect(parseRootSearch({ code: 'ok', type: 3, activity_id: -1 })).toEqual({ code: 'ok' })
    expect(parseRootSearch({ type: 'x', activity_id: 1.5, state: '' })).toEqual({})
    expect(parseRootSearch({ code: 'a'.repeat(513), state: 'a'.repeat(512) })).toEqual({ state: 'a'.repeat(512) })
    expect(parseRootSearch({ activity_id: '99999999999999999' })).toEqual({})
    expect(parseRootSearch({ code: { nested: true }, state: ['a'] })).toEqual({})
  })
  it('ignores unrelated params', () => {
    expect(parseRootSearch({ page: 2, q: 'tea' })).toEqual({})
  })
})
