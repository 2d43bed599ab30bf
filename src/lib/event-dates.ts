/**
 * The one way dates and times of activities and meetings are shown: in the venue's time zone,
 * named in words ("Istanbul time" / "伊斯坦布尔时间", never an IANA code), with the visitor's own
 * time beside it where that differs (src/components/event-time.tsx).
 */
import { ZONE_CITIES } from './venue-time-zone'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/paraglide/runtime'

/**
 * Node's and the browser's ICU differ in the spaces around range dashes (thin or narrow
 * no-break spaces): plain spaces keep the server's HTML and the hydrated page identical.
 */
function plain(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ')
}

const asLocale = (locale: string): Locale => (locale.startsWith('zh') ? 'zh-CN' : 'en-US')

/**
 * A time zone in words: its city ("Istanbul time" / "伊斯坦布尔时间"). Zones outside the venue list
 * (a visitor's own) by the city of their IANA name in English, by ICU's generic name in Chinese.
 */
export function zoneLabel(timeZone: string, locale: string): string {
  const lang = asLocale(locale)
  const known = ZONE_CITIES[timeZone]
  if (known) return m.tz_zone_time({ city: lang === 'zh-CN' ? known[1] : known[0] }, { locale: lang })
  if (lang === 'zh-CN') {
    const name = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value
    if (name) return name
  }
  const city = (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')
  return m.tz_zone_time({ city }, { locale: lang })
}

/** A range of dates and times in a zone ("Jan 1, 2027, 10:00 – 10:30"), without the zone's name. */
export function formatRange(startIso: string, endIso: string, timeZone: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }
  return plain(new Intl.DateTimeFormat(locale, options).formatRange(new Date(startIso), new Date(endIso)))
}

/** A meeting or slot: day and times, no year ("Jan 1, 10:00 – 10:30"), without the zone's name. */
export function formatTime(startIso: string, endIso: string, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone })
  return plain(format.formatRange(new Date(startIso), new Date(endIso)))
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const month = (x: { m: number }) => MONTHS[x.m - 1]!

/** The calendar day of an instant on a zone's wall clock. */
function dayIn(iso: string, timeZone: string): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    new Date(iso),
  )
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  return { y: n('year'), m: n('month'), d: n('day') }
}

/**
 * A range of calendar days, written out (not ICU's range format, whose shape differs between
 * Node's and the browser's ICU): "Jan 1 – 5, 2027" / "2027年1月1日至5日".
 */
function dayRange(a: { y: number; m: number; d: number }, b: { y: number; m: number; d: number }, lang: Locale): string {
  const same = { y: a.y === b.y, m: a.y === b.y && a.m === b.m, d: a.y === b.y && a.m === b.m && a.d === b.d }
  if (lang === 'zh-CN') {
    const first = `${a.y}年${a.m}月${a.d}日`
    if (same.d) return first
    return `${first}至${same.m ? '' : same.y ? `${b.m}月` : `${b.y}年${b.m}月`}${b.d}日`
  }
  if (same.d) return `${month(a)} ${a.d}, ${a.y}`
  if (same.m) return `${month(a)} ${a.d} – ${b.d}, ${a.y}`
  if (same.y) return `${month(a)} ${a.d} – ${month(b)} ${b.d}, ${a.y}`
  return `${month(a)} ${a.d}, ${a.y} – ${month(b)} ${b.d}, ${b.y}`
}

/**
 * An activity's dates, on every page: the venue's calendar dates with the zone in words,
 * e.g. "Jan 1 – 5, 2027 (Bangkok time)" / "2027年1月1日至5日（曼谷时间）".
 */
export function formatEventDates(startIso: string, endIso: string, timeZone: string, locale: string): string {
  const lang = asLocale(locale)
  return m.ev_dates_in_zone(
    { dates: dayRange(dayIn(startIso, timeZone), dayIn(endIso, timeZone), lang), zone: zoneLabel(timeZone, lang) },
    { locale: lang },
  )
}

/** The visitor's own time zone (browser only). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}
