import { describe, expect, it } from 'vitest'
import { formatEventDates, formatTime, zoneLabel } from './event-dates'
import { venueTimeZone } from './venue-time-zone'

describe('event dates', () => {
  it('shows the venue calendar dates near midnight, whatever the zone of the instant', () => {
    // 17:30 UTC on 31 December is 00:30 on 1 January in Bangkok (UTC+7): a 1 January event there.
    const start = '2026-12-31T17:30:00Z'
    const end = '2027-01-04T17:30:00Z'
    expect(formatEventDates(start, end, venueTimeZone('TH'), 'en-US')).toBe('Jan 1 – 5, 2027 (Bangkok time)')
    expect(formatEventDates(start, end, venueTimeZone('TH'), 'zh-CN')).toBe('2027年1月1日至5日（曼谷时间）')
    // 03:00 UTC on 1 January is 22:00 on 31 December in Guayaquil (UTC−5).
    expect(formatEventDates('2027-01-01T03:00:00Z', '2027-01-02T03:00:00Z', venueTimeZone('EC'), 'en-US')).toBe(
      'Dec 31, 2026 – Jan 1, 2027 (Guayaquil time)',
    )
    expect(formatEventDates('2027-01-01T03:00:00Z', '2027-01-02T03:00:00Z', venueTimeZone('EC'), 'zh-CN')).toBe(
      '2026年12月31日至2027年1月1日（瓜亚基尔时间）',
    )
    // Auckland in daylight saving (UTC+13): 11:30 UTC is 00:30 the next day.
    expect(formatEventDates('2026-12-10T11:30:00Z', '2026-12-10T20:00:00Z', venueTimeZone('NZ'), 'en-US')).toBe(
      'Dec 11, 2026 (Auckland time)',
    )
  })

  it('names zones in words, never an IANA code', () => {
    expect(zoneLabel('Europe/Istanbul', 'en-US')).toBe('Istanbul time')
    expect(zoneLabel('Europe/Istanbul', 'zh-CN')).toBe('伊斯坦布尔时间')
    expect(zoneLabel('America/New_York', 'en-US')).toBe('New York time')
    expect(zoneLabel('America/New_York', 'zh-CN')).not.toMatch(/[A-Za-z_/]/)
    for (const code of ['EC', 'MY', 'TR', 'CL', 'TH', 'VN', 'PE', 'ID', 'PH', 'ZA', 'BR', 'ES', 'IT', 'NZ', 'AU', 'CN']) {
      expect(zoneLabel(venueTimeZone(code), 'en-US')).not.toContain('/')
      expect(zoneLabel(venueTimeZone(code), 'zh-CN')).toMatch(/^[\u4e00-\u9fff]+时间$/)
    }
  })

  it('shows a meeting at the venue wall-clock time', () => {
    // 07:00 UTC is 10:00 in Istanbul (UTC+3).
    expect(formatTime('2026-07-05T07:00:00Z', '2026-07-05T07:30:00Z', 'Europe/Istanbul', 'en-US')).toBe('Jul 5, 10:00 – 10:30 AM')
    expect(formatTime('2026-07-05T07:00:00Z', '2026-07-05T07:30:00Z', 'Europe/Istanbul', 'zh-CN')).toMatch(/10:00.*10:30/)
  })
})
