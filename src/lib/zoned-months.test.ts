import { describe, expect, it } from 'vitest'
import { addMonths, dateKeyIn, monthKeyIn, monthStartIn, zonedMidnight } from './zoned-months'

describe('months in a time zone', () => {
  it('starts a Beijing month at 16:00 UTC the day before', () => {
    expect(monthStartIn('2026-02', 'Asia/Shanghai').toISOString()).toBe('2026-01-31T16:00:00.000Z')
    expect(monthStartIn('2026-01', 'Asia/Shanghai').toISOString()).toBe('2025-12-31T16:00:00.000Z')
    expect(monthStartIn('2026-02', 'UTC').toISOString()).toBe('2026-02-01T00:00:00.000Z')
  })

  it('finds midnight across a daylight-saving change', () => {
    // New York is UTC−5 in winter and UTC−4 from 8 March 2026.
    expect(monthStartIn('2026-03', 'America/New_York').toISOString()).toBe('2026-03-01T05:00:00.000Z')
    expect(monthStartIn('2026-04', 'America/New_York').toISOString()).toBe('2026-04-01T04:00:00.000Z')
    expect(zonedMidnight(2026, 3, 9, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })

  it('reads the month and day the zone shows at an instant', () => {
    expect(monthKeyIn(new Date('2026-01-31T17:00:00Z'), 'Asia/Shanghai')).toBe('2026-02')
    expect(monthKeyIn(new Date('2026-01-31T15:00:00Z'), 'Asia/Shanghai')).toBe('2026-01')
    expect(dateKeyIn(new Date('2026-12-06T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-12-07')
    expect(dateKeyIn(new Date('2026-12-06T16:30:00Z'), 'UTC')).toBe('2026-12-06')
  })

  it('adds months across years, both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-03', -11)).toBe('2025-04')
    expect(addMonths('2026-03', 0)).toBe('2026-03')
  })
})
