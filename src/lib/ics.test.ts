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

  it('escapes CR LF, a lone LF and a lone CR, so no value starts a property of its own', () => {
    const out = buildIcs([
      {
        uid: 'u',
        start: '2026-06-14T10:00:00Z',
        end: '2026-06-14T11:00:00Z',
        title: 'a\rATTENDEE:mailto:x@evil.example',
        location: 'b\r\nc',
        description: 'd\ne\r\rf',
      },
    ])
    expect(out).toContain('SUMMARY:a\\nATTENDEE:mailto:x@evil.example\r\n')
    expect(out).toContain('LOCATION:b\\nc\r\n')
    expect(out).toContain('DESCRIPTION:d\\ne\\n\\nf\r\n')
    // Every CR is part of a CRLF line end; every LF ends a line.
    expect(out.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('folds at 75 octets without splitting a UTF-8 sequence, and unfolds to the original', () => {
    const title = 'x' + '🍌厄a'.repeat(40)
    const out = buildIcs([{ uid: 'u', start: '2026-06-14T10:00:00Z', end: '2026-06-14T11:00:00Z', title, location: '', description: '' }])
    const lines = out.split('\r\n')
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      expect(line).not.toMatch(/[\uD800-\uDFFF]/u)
    }
    expect(out.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}\r\n`)
  })
})
