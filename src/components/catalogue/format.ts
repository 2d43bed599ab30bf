import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

const formatters = new Map<string, Intl.NumberFormat>()
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** An amount in cents as money in the current locale, e.g. "US$552.79" / "US$552.79". */
export function formatMoney(cents: number, currency: string): string {
  const key = `${getLocale()}|${currency}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(getLocale(), { style: 'currency', currency, maximumFractionDigits: 2 })
    formatters.set(key, format)
  }
  return format.format(cents / 100)
}

/** A price range "US$552.79 – US$825.84"; one price when both ends are equal. */
export function formatPriceRange(min: number, max: number, currency: string): string {
  return min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`
}

/** A plain number in the current locale (counts, quantities). */
export function formatNumber(value: number): string {
  // One formatter per locale: building one costs more than a page's worth of formatting.
  const key = getLocale()
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(key)
    formatters.set(key, format)
  }
  return format.format(value)
}

/** A calendar date (YYYY-MM-DD or ISO) in the current locale, read as UTC so SSR and browser agree. */
export function formatDate(value: string): string {
  const key = getLocale()
  let format = dateFormatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(key, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    dateFormatters.set(key, format)
  }
  return format.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
}

/** A product unit (kg, tonne, bag…) in the current language; unknown units as they are. */
export function unitLabel(unit: string): string {
  const labels: Record<string, () => string> = {
    kg: m.cat_b_unit_kg,
    tonne: m.cat_b_unit_tonne,
    bag: m.cat_b_unit_bag,
    box: m.cat_b_unit_box,
    carton: m.cat_b_unit_carton,
    case: m.cat_b_unit_case,
    drum: m.cat_b_unit_drum,
  }
  return labels[unit]?.() ?? unit
}
