import { describe, expect, it } from 'vitest'
import { containsPattern, isoDay, prefixPattern } from './sql.server'

describe('LIKE patterns', () => {
  it('take %, _ and \\ literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(prefixPattern('a_b')).toBe('a\\_b%')
  })
})

describe('isoDay', () => {
  it('is the UTC date, shifted by whole days', () => {
    expect(isoDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31')
    expect(isoDay(new Date('2026-01-31T23:30:00Z'), 1)).toBe('2026-02-01')
  })
})
