/**
 * iCalendar (RFC 5545) files for "add to calendar": an activity, or a person's meetings. Pure
 * text; the page offers it as a download (a Blob URL), so nothing personal passes the server twice.
 */
export type IcsEvent = {
  uid: string
  start: string
  end: string
  title: string
  location: string
  description: string
}

function stamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/**
 * Escapes TEXT values (RFC 5545 §3.3.11): a line break of any kind (CR LF, a lone LF or a lone
 * CR) becomes `\n`, so no value can end its content line or start a property of its own.
 */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Folds lines longer than 75 octets (RFC 5545 §3.1): each continuation starts with one space and
 * holds at most 74 octets after it; a UTF-8 sequence (a code point) is never split.
 */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const out: Array<string> = []
  let current = ''
  let size = 0
  for (const char of line) {
    const n = new TextEncoder().encode(char).length
    if (size + n > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      size = 0
    }
    current += char
    size += n
  }
  out.push(current)
  return out.join('\r\n ')
}

export function buildIcs(events: ReadonlyArray<IcsEvent>, now = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//tradebridge//events//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(e.uid)}`,
      `DTSTAMP:${stamp(now.toISOString())}`,
      `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`,
      `SUMMARY:${text(e.title)}`,
      `LOCATION:${text(e.location)}`,
      `DESCRIPTION:${text(e.description)}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
