// Volume fit: does the buyer's sourcing volume cover the brand's minimum order? Both sides are
// free text in the data (a buyer's "2 × 40 ft containers a month", a product's MOQ in cartons of
// "18 kg"), so they are read into tonnes here; a figure that cannot be read (no weight, no
// number) gives no verdict rather than a guess.

/** Tonnes in one 40 ft container of food cargo, the trade's usual round figure. */
export const TONNES_PER_CONTAINER = 20

const PER_MONTH: Array<[RegExp, number]> = [
  [/week|weekly|每周|每星期/i, 52 / 12],
  [/quarter|quarterly|season|每季|季度|产季|节日季/i, 1 / 3],
  [/year|annual|yearly|每年|年/i, 1 / 12],
  [/month|monthly|每月|月/i, 1],
]

/**
 * A buyer's volume in tonnes a month, or null when the text gives no weight: "1 container a
 * month" → 20, "20 tonnes a quarter" → 6.67, "每月2个40尺货柜" → 40. Without a period, one order
 * a month.
 */
export function monthlyTonnes(text: string): number | null {
  const clean = text.replace(/(\d),(\d{3})/g, '$1$2')
  const first = /(\d+(?:\.\d+)?)/.exec(clean)
  const count = first ? Number(first[1]) : 1
  let tonnes: number | null = null
  if (/container|货柜|集装箱|(?<!\d)柜/i.test(clean)) tonnes = count * TONNES_PER_CONTAINER
  else if (/\btonnes?\b|\btons?\b|\d\s*t\b|吨/i.test(clean) && first) tonnes = count
  else if (/\bkg\b|kilograms?|公斤|千克/i.test(clean) && first) tonnes = count / 1000
  if (tonnes === null || !(tonnes > 0)) return null
  const factor = PER_MONTH.find(([pattern]) => pattern.test(clean))?.[1] ?? 1
  return tonnes * factor
}

/**
 * The weight of one unit of a product in kg, from its unit and packing: unit "tonne" → 1000,
 * "kg" → 1, a carton of "18 kg carton" → 18, "frozen, 10 × 1 kg" → 10; null when the packing
 * gives no weight (e.g. "12 × 750 ml").
 */
export function unitKg(unit: string, packing: string): number | null {
  if (/^(tonnes?|t|吨)$/i.test(unit.trim())) return 1000
  if (/^(kg|公斤|千克)$/i.test(unit.trim())) return 1
  const multi = /(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)\s*(kg|g)\b/i.exec(packing)
  if (multi) return (Number(multi[1]) * Number(multi[2])) / (multi[3]!.toLowerCase() === 'g' ? 1000 : 1)
  const single = /(\d+(?:\.\d+)?)\s*kg\b/i.exec(packing)
  return single ? Number(single[1]) : null
}

/** A brand's smallest minimum order in tonnes over its products, or null when none can be read. */
export function minOrderTonnes(products: ReadonlyArray<{ moq: number; unit: string; packing: string }>): number | null {
  let best: number | null = null
  for (const p of products) {
    const kg = unitKg(p.unit, p.packing)
    if (kg === null || !(p.moq > 0)) continue
    const tonnes = (p.moq * kg) / 1000
    if (best === null || tonnes < best) best = tonnes
  }
  return best
}

/**
 * Whether the buyer's volume covers the brand's minimum order: 'fits' (a month's volume covers
 * it), 'short' (it does not), or null when either figure is unknown.
 */
export function volumeFit(buyerTonnesPerMonth: number | null, brandMinOrderTonnes: number | null | undefined): 'fits' | 'short' | null {
  if (buyerTonnesPerMonth === null || brandMinOrderTonnes === null || brandMinOrderTonnes === undefined) return null
  return buyerTonnesPerMonth >= brandMinOrderTonnes ? 'fits' : 'short'
}
