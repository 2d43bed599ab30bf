/**
 * How the reports write their figures, in the page's language: month labels, money on a chart's
 * axis (compact), money in a table (whole dollars from 1,000 up), and whether a series has anything
 * to draw. Each function takes the locale, so a page and its unit tests format alike.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined
  if (!format) {
    format = make()
    cache.set(key, format)
  }
  return format
}

/** A month key (YYYY-MM) as people read it: "Jan 2026", "2026年1月". */
export function monthLabel(month: string, locale: string): string {
  // The key is already the business's calendar month: format it as that date, without shifting.
  return cached(`month|${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' })).format(
    new Date(`${month}-01T00:00:00Z`),
  )
}

/**
 * US cents on a chart's axis, compact: "$5.4M", "$250K" in English; "540万美元", "1.5亿美元" in
 * Chinese, whose compact notation counts in 万 and 亿 and reads best with the currency's name.
 */
export function compactUsd(cents: number, locale: string): string {
  const chinese = locale.startsWith('zh')
  return cached(
    `compact|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: chinese ? 'name' : 'narrowSymbol',
        notation: 'compact',
        maximumSignificantDigits: 3,
      }),
  ).format(cents / 100)
}

/** US cents in a table: cents below 1,000 dollars ("$999.50"), whole dollars from there ("$5,431,000"). */
export function tableUsd(cents: number, locale: string): string {
  const whole = Math.abs(cents) >= 100_000
  return cached(
    `usd|${whole}|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  ).format(whole ? Math.round(cents / 100) : cents / 100)
}

/** True when no row has a figure other than zero in any of `keys`: such a chart says "no data". */
export function allZero<K extends string>(rows: ReadonlyArray<Record<K, number | null>>, keys: ReadonlyArray<K>): boolean {
  return rows.every((row) => keys.every((key) => !row[key]))
}
