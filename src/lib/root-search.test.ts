import { describe, expect, it } from 'vitest'
import { rootSearchSchema } from './root-search'

describe('rootSearchSchema', () => {
  it('keeps valid QR-login return params', () => {
    expect(rootSearchSchema.parse({ code: 'abc', state: 'xyz', type: 2, activity_id: 17 })).toEqual({
      code: 'abc',
      state: 'xyz',
      type: 2,
      activity_id: 17,
    })
  })
  it('accepts numbers the router parsed from numeric strings', () => {
    expect(rootSearchSchema.parse({ code: 123456, state: 42, type: '1', activity_id: '9' })).toEqual({
      code: '123456',
      state: '42',
      type: 1,
      activity_id: 9,
    })
  })
  it('drops each invalid value on its own and keeps the rest', () => {
    expect(rootSearchSchema.parse({ code: 'ok', type: 3, activity_id: -1 })).toStrictEqual({
      code: 'ok',
      type: undefined,
      activity_id: undefined,
    })
    expect(rootSearchSchema.parse({ type: 'x', activity_id: 1.5, state: '' })).toStrictEqual({
      type: undefined,
      activity_id: undefined,
      state: undefined,
    })
    expect(rootSearchSchema.parse({ code: 'a'.repeat(513), state: 'a'.repeat(512) })).toStrictEqual({
      code: undefined,
      state: 'a'.repeat(512),
    })
    expect(rootSearchSchema.parse({ activity_id: '99999999999999999' })).toStrictEqual({ activity_id: undefined })
    expect(rootSearchSchema.parse({ code: { nested: true }, state: ['a'] })).toStrictEqual({ code: undefined, state: undefined })
  })
  it('ignores unrelated params', () => {
    expect(rootSearchSchema.parse({ page: 2, q: 'tea' })).toEqual({})
  })
})
