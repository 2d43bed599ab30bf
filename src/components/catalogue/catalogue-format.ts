import { getLocale } from '@/paraglide/runtime'

/** A price range in cents as the buyer's locale writes it: "US$12.00 – 22.00". */
export function formatPriceRange(min: number, max: number, currency: string): string {
  const format = new Intl.NumberFormat(getLocale(), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
  if (min === max) return format.format(min / 100)
  const plain = new Intl.NumberFormat(getLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${format.format(min / 100)} – ${plain.format(max / 100)}`
}

/** A count in the locale's grouping: 12,345. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat(getLocale()).format(n)
}

/** A date (ISO string) as a short, locale-written day. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(getLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}
