/**
 * Calendar months and days in a named time zone (IANA, e.g. Asia/Shanghai), for reports that cut
 * their periods where the business runs rather than in UTC. Pure and Intl-based, so the server
 * (period boundaries) and its tests agree with PostgreSQL's `AT TIME ZONE`.
 */

const partFormats = new Map<string, Intl.DateTimeFormat>()

function partsIn(instant: Date, zone: string) {
  let format = partFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partFormats.set(zone, format)
  }
  const parts: Record<string, number> = {}
  for (const p of format.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function offsetMs(instant: Date, zone: string): number {
  const p = partsIn(instant, zone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant the zone's wall clock reads midnight starting the given day (month 1–12; day may overflow). */
export function zonedMidnight(year: number, month: number, day: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day)
  // The offset at the guess may differ from the offset at midnight itself (a daylight-saving
  // change between them); the second pass reads it at the corrected instant.
  const first = wall - offsetMs(new Date(wall), zone)
  return new Date(wall - offsetMs(new Date(first), zone))
}

/** The month key (YYYY-MM) `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + n
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The instant the month (YYYY-MM) begins in the zone. */
export function monthStartIn(month: string, zone: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return zonedMidnight(y, m, 1, zone)
}

/** The month (YYYY-MM) the zone's calendar shows at `instant`. */
export function monthKeyIn(instant: Date, zone: string): string {
  return dateKeyIn(instant, zone).slice(0, 7)
}

/** The day (YYYY-MM-DD) the zone's calendar shows at `instant`. */
export function dateKeyIn(instant: Date, zone: string): string {
  const p = partsIn(instant, zone)
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}
