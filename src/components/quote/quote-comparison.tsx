import { bestOf, compareRows, unitsCompare, type ComparedQuote } from './compare-rows'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export type { ComparedQuote } from './compare-rows'

/** A row's best value stands out (and is named for screen readers). */
const best = (on: boolean) => (on ? 'bg-emerald-50 font-semibold text-emerald-900' : '')

/**
 * Quotes side by side, field by field: inquiry quotes and bulk offers alike. With what the buyer
 * asked (`asked`), each unit price carries its unit, the total for the quantity asked and the
 * buyer's target have rows of their own, and different units are said to differ (kg and tonne
 * compare per kg). The best value of each row is marked. From md up a table (a column per quote);
 * on a phone the same fields as a list, each field with every quote's value under it, so nothing
 * scrolls sideways.
 */
export function QuoteComparison({
  id,
  title,
  columns,
  level = 2,
}: {
  id: string
  title: string
  columns: ReadonlyArray<ComparedQuote>
  /** The title's heading level where the comparison sits. */
  level?: 2 | 3 | 4
}) {
  const Heading = `h${level}` as const
  const rows = compareRows(columns).map((row) => ({ ...row, bestKeys: bestOf(row, columns) }))
  const units = unitsCompare(columns)
  const headingId = `${id}-h`
  const bestMark = <span className="sr-only"> ({m.inbox_compare_best()})</span>
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8" data-testid="quote-comparison">
      <Heading id={headingId} className="text-dp-16 font-semibold">
        {title}
      </Heading>
      {!units.same && units.units.length > 1 ? (
        <p className="rounded-md bg-amber-50 px-10 py-6 text-dp-13 text-amber-900" data-testid="units-differ">
          {m.inbox_compare_units_differ({ units: units.units.join(' / ') })}
        </p>
      ) : null}
      <div
        className="hidden overflow-x-auto rounded-lg border border-border md:block"
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
      >
        <table className="w-full min-w-[560px] border-collapse text-dp-14">
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="sticky left-0 bg-muted p-10 text-left font-medium">
                <span className="sr-only">{m.inbox_compare_field()}</span>
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="p-10 text-left align-top">
                  <span className="block font-semibold">{c.heading}</span>
                  <span className="block text-dp-13 font-normal text-muted-foreground">{c.sub}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="sticky left-0 bg-background p-10 text-left font-medium text-muted-foreground">
                  {row.label}
                </th>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={cn('p-10 align-top', best(row.bestKeys.has(c.key)))}
                    data-best={row.bestKeys.has(c.key) || undefined}
                  >
                    {row.cell(c)}
                    {row.bestKeys.has(c.key) ? bestMark : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="flex flex-col rounded-lg border border-border text-dp-14 md:hidden" data-testid="quote-comparison-list">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-4 border-t border-border p-10 first:border-t-0">
            <dt className="font-medium text-muted-foreground">{row.label}</dt>
            {columns.map((c) => (
              <dd
                key={c.key}
                className={cn('flex min-w-0 flex-wrap items-baseline justify-between gap-x-8 rounded-sm', best(row.bestKeys.has(c.key)))}
                data-best={row.bestKeys.has(c.key) || undefined}
              >
                <span className="min-w-0 text-dp-13 break-words text-muted-foreground">
                  {c.heading}
                  {c.sub ? ` · ${c.sub}` : ''}
                </span>
                <span className="min-w-0 text-right break-words">
                  {row.cell(c)}
                  {row.bestKeys.has(c.key) ? bestMark : null}
                </span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  )
}
