import { describe, expect, it } from 'vitest'
import type { QuoteFields } from '@/api/contract/quote'
import { bestOf, compareRows, unitsCompare, type ComparedQuote } from './compare-rows'

const quote = (patch: Partial<QuoteFields>): QuoteFields => ({
  unit_price: 1000,
  currency: 'USD',
  moq: 1,
  pack_unit: 'carton',
  incoterm: 'FOB',
  port: 'Guayaquil',
  lead_time_days: 30,
  shelf_life_days: 21,
  certificates: [],
  sample_offered: false,
  valid_until: '2027-01-31',
  message: '',
  ...patch,
})
const column = (key: number, unit: string, unitPrice: number, quantity = 10, patch: Partial<QuoteFields> = {}): ComparedQuote => ({
  key,
  heading: `Brand ${key}`,
  sub: '',
  quote: quote({ unit_price: unitPrice, ...patch }),
  asked: { quantity, unit, unitLabel: unit, target: 900 },
})
const row = (columns: Array<ComparedQuote>, index: number) => compareRows(columns)[index]!

describe('the quote comparison', () => {
  it('compares kg with tonne per kg, and says when units differ', () => {
    expect(unitsCompare([column(1, 'kg', 100), column(2, 'tonne', 90_000)])).toMatchObject({ same: true, perKg: true })
    expect(unitsCompare([column(1, 'carton', 1620), column(2, 'tonne', 79_846)])).toMatchObject({ same: false })
    expect(unitsCompare([column(1, 'carton', 1620), column(2, 'carton', 1500, 10, { currency: 'EUR' })]).same).toBe(false)
    // $1.00 per kg against $900 per tonne ($0.90 per kg): the tonne is the better price.
    expect(bestOf(row([column(1, 'kg', 100), column(2, 'tonne', 90_000)], 0), [column(1, 'kg', 100), column(2, 'tonne', 90_000)])).toEqual(
      new Set([2]),
    )
  })

  it('marks no best unit price across units that differ, but the lowest total for the quantity asked', () => {
    const columns = [column(1, 'carton', 1620, 1000), column(2, 'tonne', 79_846, 20)]
    const [price, total, target] = compareRows(columns)
    expect(bestOf(price!, columns).size).toBe(0)
    expect(total!.best).toBeDefined()
    // 1,000 cartons at $16.20 = $16,200; 20 tonnes at $798.46 = $15,969.20.
    expect(bestOf(total!, columns)).toEqual(new Set([2]))
    expect(target!.best).toBeUndefined()
  })

  it('marks nothing when every quote is equal, the longest shelf life and the shortest lead time otherwise', () => {
    const same = [column(1, 'carton', 1000), column(2, 'carton', 1000)]
    expect(bestOf(row(same, 0), same).size).toBe(0)
    const columns = [
      column(1, 'carton', 1000, 10, { shelf_life_days: 21, lead_time_days: 40 }),
      column(2, 'carton', 1100, 10, { shelf_life_days: 60, lead_time_days: 20 }),
    ]
    const rows = compareRows(columns)
    const lead = rows.find((r) => r.best?.figure(columns[0]!) === 40)!
    const shelf = rows.find((r) => r.best?.figure(columns[0]!) === 21)!
    expect(bestOf(lead, columns)).toEqual(new Set([2]))
    expect(bestOf(shelf, columns)).toEqual(new Set([2]))
    expect(bestOf(rows[0]!, columns)).toEqual(new Set([1]))
  })
})
