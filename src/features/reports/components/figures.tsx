import type * as React from 'react'
import { SearchLink } from '@/components/catalogue/search-link'
import { formatMoney, formatNumber } from '@/components/catalogue/format'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

/** A share as a percentage in the page's locale; a dash when there is nothing to divide. */
export function formatShare(part: number, whole: number): string {
  if (!whole) return '—'
  return new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(part / whole)
}

/** Cents of US dollars, in the page's locale. */
export const usd = (cents: number) => formatMoney(cents, 'USD')

/** A month key (YYYY-MM) in the page's locale: "Mar 2026" / "2026年3月". */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat(getLocale(), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )
}

/** A month under a chart's bar: "Mar" / "3月", with the year at January and at the first bar. */
export function monthTick(month: string, first: boolean): string {
  const date = new Date(`${month}-01T00:00:00Z`)
  const withYear = first || month.endsWith('-01')
  return new Intl.DateTimeFormat(getLocale(), { ...(withYear ? { year: '2-digit' } : {}), month: 'short', timeZone: 'UTC' }).format(date)
}

export function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex break-inside-avoid flex-col gap-2 rounded-lg border border-border p-12" data-testid={testId}>
      <span className="text-dp-13 text-muted-foreground">{label}</span>
      <span className="text-dp-22 font-semibold text-brand-ink tabular-nums">{value}</span>
    </div>
  )
}

export type Column<T> = { key: string; label: string; numeric?: boolean; cell: (row: T) => React.ReactNode; sort?: string }

/** A figures table; columns with a `sort` are links that sort the list (typed search param). */
export function FigureTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  testId,
}: {
  caption: string
  columns: Array<Column<T>>
  rows: Array<T>
  rowKey: (row: T) => string | number
  sort?: string
  testId?: string
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-dp-14" data-testid={testId}>
        <caption className="mb-8 text-left text-dp-15 font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`px-8 py-6 font-medium whitespace-nowrap text-muted-foreground ${c.numeric ? 'text-right' : ''}`}
                aria-sort={c.sort && c.sort === sort ? (c.sort === 'company' ? 'ascending' : 'descending') : undefined}
              >
                {c.sort ? (
                  <SearchLink patch={{ sort: c.sort, page: undefined }} className="underline-offset-2 hover:underline">
                    {c.label}
                    {c.sort === sort ? (c.sort === 'company' ? ' ↑' : ' ↓') : ''}
                  </SearchLink>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((row) => (
              <tr key={rowKey(row)} className="break-inside-avoid border-b border-border/60">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th
                      key={c.key}
                      scope="row"
                      className={`px-8 py-6 text-left font-normal ${c.key === 'month' ? 'whitespace-nowrap' : 'min-w-[8em]'}`}
                    >
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={`px-8 py-6 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="px-8 py-12 text-muted-foreground">
                {m.report_no_rows()}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

export const n = formatNumber
