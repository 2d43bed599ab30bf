import type * as React from 'react'
import type { QuoteFields } from '@/api/contract/quote'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { packUnitLabel } from './quote-labels'
import { m } from '@/paraglide/messages'
import { portName } from '@/lib/ports'

/** What the buyer asked for, beside a quote: the quantity, in the product's unit (code and label). */
export type Asked = { quantity: number; unit: string; unitLabel: string; target: number | null }

/** One column of the comparison: whose quote (brand) on what (product or request), and the quote. */
export type ComparedQuote = { key: number; heading: string; sub: string; quote: QuoteFields; asked?: Asked }

/** One row: its label, each column's cell, and (where one is better) the figure to compare. */
export type CompareRow = {
  label: string
  cell: (c: ComparedQuote) => React.ReactNode
  /** Lower is better ('low') or higher ('high'); a null figure takes no part. */
  best?: { prefer: 'low' | 'high'; figure: (c: ComparedQuote) => number | null }
}

/** kg and tonne convert (kg in one unit); other units compare only with themselves. */
const KG_PER_UNIT: Record<string, number> = { kg: 1, tonne: 1000 }

/** Price per kg in cents, where the unit converts. */
function perKg(c: ComparedQuote): number | null {
  const kg = c.asked ? KG_PER_UNIT[c.asked.unit] : undefined
  return kg ? c.quote.unit_price / kg : null
}

/**
 * Whether the columns' unit prices compare like for like: one currency, and one unit (or only kg
 * and tonne, compared per kg). Otherwise the comparison says the units differ.
 */
export function unitsCompare(columns: ReadonlyArray<ComparedQuote>): { same: boolean; perKg: boolean; units: Array<string> } {
  const units = [...new Set(columns.map((c) => c.asked?.unitLabel ?? ''))].filter(Boolean)
  const currencies = new Set(columns.map((c) => c.quote.currency))
  const codes = new Set(columns.map((c) => c.asked?.unit ?? ''))
  const allKg = [...codes].every((u) => u in KG_PER_UNIT)
  return { same: currencies.size === 1 && (codes.size === 1 || allKg), perKg: codes.size > 1 && allKg, units }
}

/** The rows of the comparison, field by field, each with its rule for the best value. */
export function compareRows(columns: ReadonlyArray<ComparedQuote>): Array<CompareRow> {
  const units = unitsCompare(columns)
  const asked = columns.some((c) => c.asked)
  const oneCurrency = new Set(columns.map((c) => c.quote.currency)).size === 1
  const rows: Array<CompareRow> = [
    {
      label: m.inbox_f_unit_price(),
      cell: (c) => (
        <>
          <strong>{formatMoney(c.quote.unit_price, c.quote.currency)}</strong>
          {c.asked ? ` / ${c.asked.unitLabel}` : null}
          {units.perKg && perKg(c) !== null ? (
            <span className="block text-dp-12 text-muted-foreground">
              {m.inbox_compare_per_kg({ price: formatMoney(perKg(c)!, c.quote.currency) })}
            </span>
          ) : null}
        </>
      ),
      best: units.same ? { prefer: 'low', figure: (c) => (units.perKg ? perKg(c) : c.quote.unit_price) } : undefined,
    },
  ]
  if (asked) {
    rows.push(
      {
        label: m.inbox_compare_total(),
        cell: (c) =>
          c.asked ? (
            <>
              <strong>{formatMoney(c.quote.unit_price * c.asked.quantity, c.quote.currency)}</strong>
              <span className="block text-dp-12 text-muted-foreground">
                {m.inbox_compare_for({ quantity: formatNumber(c.asked.quantity), unit: c.asked.unitLabel })}
              </span>
            </>
          ) : (
            '—'
          ),
        best: oneCurrency ? { prefer: 'low', figure: (c) => (c.asked ? c.quote.unit_price * c.asked.quantity : null) } : undefined,
      },
      {
        label: m.inbox_compare_target(),
        cell: (c) => (c.asked && c.asked.target !== null ? `${formatMoney(c.asked.target, c.quote.currency)} / ${c.asked.unitLabel}` : '—'),
      },
    )
  }
  rows.push(
    { label: m.inbox_f_moq(), cell: (c) => `${formatNumber(c.quote.moq)} × ${packUnitLabel(c.quote.pack_unit)}` },
    { label: m.inbox_f_incoterm(), cell: (c) => `${c.quote.incoterm} ${portName(c.quote.port)}` },
    {
      label: m.inbox_f_lead_time(),
      cell: (c) => m.inbox_days({ days: c.quote.lead_time_days }),
      best: { prefer: 'low', figure: (c) => c.quote.lead_time_days },
    },
    {
      label: m.inbox_f_shelf_life(),
      cell: (c) => m.inbox_days({ days: c.quote.shelf_life_days }),
      best: { prefer: 'high', figure: (c) => c.quote.shelf_life_days },
    },
    {
      label: m.inbox_f_certificates(),
      cell: (c) => (c.quote.certificates.length ? c.quote.certificates.map(certificateLabel).join(', ') : '—'),
      best: { prefer: 'high', figure: (c) => c.quote.certificates.length },
    },
    { label: m.inbox_f_sample(), cell: (c) => (c.quote.sample_offered ? m.inbox_yes() : m.inbox_no()) },
    {
      label: m.inbox_f_valid_until(),
      cell: (c) => formatDate(c.quote.valid_until),
      best: { prefer: 'high', figure: (c) => Date.parse(c.quote.valid_until) },
    },
    { label: m.inbox_f_message(), cell: (c) => c.quote.message || '—' },
  )
  return rows
}

/**
 * The keys of the columns holding a row's best value: none when fewer than two columns take part
 * or when every one of them is equal (nothing stands out).
 */
export function bestOf(row: CompareRow, columns: ReadonlyArray<ComparedQuote>): ReadonlySet<number> {
  if (!row.best) return new Set()
  const { prefer, figure } = row.best
  const scored = columns.flatMap((c) => {
    const value = figure(c)
    return value === null || Number.isNaN(value) ? [] : [{ key: c.key, value }]
  })
  if (scored.length < 2) return new Set()
  const values = scored.map((s) => s.value)
  const target = prefer === 'low' ? Math.min(...values) : Math.max(...values)
  if (values.every((v) => v === target)) return new Set()
  return new Set(scored.filter((s) => s.value === target).map((s) => s.key))
}
