import { describe, expect, it } from 'vitest'
import { buildIcs } from './ics'

describe('buildIcs', () => {
  const ics = buildIcs(
    [
      {
        uid: 'meeting-7@tradebridge',
        start: '2026-06-14T10:00:00.000Z',
        end: '2026-06-14T10:30:00.000Z',
        title: 'Meeting: Guayas Golden Farms, table 3',
        location: 'Guayaquil Convention Center; Hall B',
        description: 'Both marked must-meet\nranked #1',
      },
    ],
    new Date('2026-06-01T00:00:00Z'),
  )

  it('writes one VEVENT in UTC with escaped text and CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('DTSTART:20260614T100000Z\r\n')
    expect(ics).toContain('DTEND:20260614T103000Z\r\n')
    expect(ics).toContain('SUMMARY:Meeting: Guayas Golden Farms\\, table 3\r\n')
    expect(ics).toContain('LOCATION:Guayaquil Convention Center\\; Hall B\r\n')
    expect(ics).toContain('DESCRIPTION:Both marked must-meet\\nranked #1\r\n')
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
  })

  it('folds lines over 75 octets, also in Chinese', () => {
    const long = buildIcs([
      {
        uid: 'u',
        start: '2026-06-14T10:00:00Z',
        end: '2026-06-14T11:00:00Z',
        title: '厄瓜多尔采购对接周'.repeat(5),
        location: '',
        description: '',
      },
    ])
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(long).toContain('\r\n ')
  })
})
