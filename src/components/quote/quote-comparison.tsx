import type { QuoteFields } from '@/api/contract/quote'
import { quoteRows } from './quote-view'
import { m } from '@/paraglide/messages'

/** One column of the comparison: whose quote (brand) on what (product or request), and the quote. */
export type ComparedQuote = { key: number; heading: string; sub: string; quote: QuoteFields }

/**
 * Quotes side by side, field by field in the schema's order: inquiry quotes and bulk offers alike.
 * From md up a table (a column per quote); on a phone the same fields as a list, each field with
 * every quote's value under it, so nothing scrolls sideways.
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
  const rows = quoteRows()
  const headingId = `${id}-h`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8" data-testid="quote-comparison">
      <Heading id={headingId} className="text-dp-16 font-semibold">
        {title}
      </Heading>
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
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-border">
                <th scope="row" className="sticky left-0 bg-background p-10 text-left font-medium text-muted-foreground">
                  {label}
                </th>
                {columns.map((c) => (
                  <td key={c.key} className="p-10 align-top">
                    {value(c.quote)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="flex flex-col rounded-lg border border-border text-dp-14 md:hidden" data-testid="quote-comparison-list">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-4 border-t border-border p-10 first:border-t-0">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            {columns.map((c) => (
              <dd key={c.key} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-8">
                <span className="min-w-0 text-dp-13 break-words text-muted-foreground">
                  {c.heading}
                  {c.sub ? ` · ${c.sub}` : ''}
                </span>
                <span className="min-w-0 text-right break-words">{value(c.quote)}</span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  )
}
