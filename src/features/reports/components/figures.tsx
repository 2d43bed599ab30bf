import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type RowData } from '@tanstack/react-table'
import type * as React from 'react'
import { monthLabel, tableUsd } from '../utils/report-format'
import { SearchLink } from '@/components/catalogue/search-link'
import { formatNumber } from '@/components/catalogue/format'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

/** A share as a percentage in the page's locale; a dash when there is nothing to divide. */
export function formatShare(part: number, whole: number): string {
  if (!whole) return '—'
  return new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(part / whole)
}

/** Cents of US dollars in a table, in the page's locale: whole dollars from 1,000 up. */
export const usd = (cents: number) => tableUsd(cents, getLocale())

/** A month key (YYYY-MM) in the page's locale: "Mar 2026" / "2026年3月". */
export const formatMonth = (month: string) => monthLabel(month, getLocale())

/** A headline figure; `notFiltered` when the report's filters cannot reach it (said beside the value). */
export function Stat({ label, value, testId, notFiltered }: { label: string; value: string; testId?: string; notFiltered?: boolean }) {
  return (
    <div className="flex break-inside-avoid flex-col gap-2 rounded-lg border border-border p-12" data-testid={testId}>
      <span className="text-dp-13 text-muted-foreground">{label}</span>
      <span className="text-dp-22 font-semibold text-brand-ink tabular-nums">
        {value}
        {notFiltered ? (
          <span className="ml-6 text-dp-12 font-normal text-muted-foreground" data-testid="not-filtered">
            {m.report_not_filtered()}
          </span>
        ) : null}
      </span>
    </div>
  )
}

export type Column<T> = {
  key: string
  label: string
  numeric?: boolean
  /** A value that reads wrongly broken (a date): kept on one line, on screen and on paper. */
  nowrap?: boolean
  cell: (row: T) => React.ReactNode
  sort?: string
}

/** Sorting is the server's (a typed `sort` search param); the table only shows which column sorts. */
const features = tableFeatures({ rowSortingFeature })

/**
 * A figures table on TanStack Table: the rows arrive sorted and paged by the server, so sorting is
 * manual; columns with a `sort` are links that set the list's typed `sort` search param (names
 * ascend, figures descend).
 */
export function FigureTable<T extends RowData>({
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
  const helper = createColumnHelper<typeof features, T>()
  const sorted = columns.find((c) => c.sort !== undefined && c.sort === sort)
  const table = useTable({
    features,
    columns: columns.map((c) =>
      helper.display({ id: c.key, header: c.label, cell: ({ row }) => c.cell(row.original), enableSorting: c.sort !== undefined }),
    ),
    data: rows,
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    state: { sorting: sorted ? [{ id: sorted.key, desc: sorted.sort !== 'company' }] : [] },
  })
  const byKey = new Map(columns.map((c) => [c.key, c]))
  return (
    <div className="overflow-x-auto print:overflow-visible">
      {/* On paper every column fits the A4 width: smaller type, tighter cells, headings that wrap. */}
      <table className="w-full text-left text-dp-14 print:text-[8pt]" data-testid={testId}>
        <caption className="mb-8 text-left text-dp-15 font-semibold">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-border">
              {group.headers.map((header) => {
                const c = byKey.get(header.column.id)!
                const direction = header.column.getIsSorted()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`px-8 py-6 font-medium whitespace-nowrap text-muted-foreground print:px-3 print:py-3 print:whitespace-normal ${c.numeric ? 'text-right' : ''}`}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <SearchLink patch={{ sort: c.sort, page: undefined }} className="underline-offset-2 hover:underline">
                        {c.label}
                        {direction === 'asc' ? ' ↑' : direction === 'desc' ? ' ↓' : ''}
                      </SearchLink>
                    ) : (
                      c.label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length ? (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="break-inside-avoid border-b border-border/60">
                {row.getAllCells().map((cell, i) =>
                  i === 0 ? (
                    // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- the cell's text renders through FlexRender
                    <th
                      key={cell.id}
                      scope="row"
                      className={`px-8 py-6 text-left font-normal print:px-3 print:py-3 ${cell.column.id === 'month' ? 'whitespace-nowrap' : 'min-w-[8em] print:min-w-0'}`}
                    >
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- the cell's text renders through FlexRender
                    <td
                      key={cell.id}
                      className={`px-8 py-6 print:px-3 print:py-3 ${byKey.get(cell.column.id)?.numeric ? 'text-right tabular-nums' : ''} ${byKey.get(cell.column.id)?.nowrap ? 'whitespace-nowrap' : ''}`}
                    >
                      <table.FlexRender cell={cell} />
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
