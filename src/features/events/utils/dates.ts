/**
 * Node's and the browser's ICU differ in the spaces around range dashes (thin or narrow
 * no-break spaces): plain spaces keep the server's HTML and the hydrated page identical.
 */
function plain(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ')
}

/** Date ranges of activities and meetings in a given IANA time zone, in the page's language. */
export function formatRange(startIso: string, endIso: string, timeZone: string, locale: string, withTime = true): string {
  const options: Intl.DateTimeFormatOptions = withTime
    ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }
    : { year: 'numeric', month: 'short', day: 'numeric', timeZone }
  const format = new Intl.DateTimeFormat(locale, options)
  return plain(format.formatRange(new Date(startIso), new Date(endIso)))
}

/** A day (a submission, a decision) in the site's date format, in the page's language. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso))
}

export function formatTime(startIso: string, endIso: string, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone })
  return plain(format.formatRange(new Date(startIso), new Date(endIso)))
}

/** The visitor's own time zone (browser only). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}
