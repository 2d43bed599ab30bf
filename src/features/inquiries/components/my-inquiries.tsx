import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { EmptyState } from '@/components/catalogue/empty-state'
import { Pagination } from '@/components/catalogue/pagination'
import { INQUIRIES_PAGE_SIZE, myInquiriesQuery } from '../api/queries'
import { formatMoment } from '../utils/labels'
import { InquiryTerms, StateBadge } from './inquiry-summary'
import { QuoteComparison } from '@/components/quote/quote-comparison'
import type { INQUIRY_STATES } from '@/api/contract/inquiry'

const undecided = (state: (typeof INQUIRY_STATES)[number]) => state === 'sent' || state === 'read' || state === 'quoted'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The buyer's inquiries with their states; the quoted ones can be compared side by side. */
export function MyInquiries({ userId, page }: { userId: number; page: number }) {
  const mine = useQuery(myInquiriesQuery(userId, page))
  // Inquiries left out of the comparison (all quoted ones are in by default).
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set())
  if (mine.error) return <p role="alert">{m.inbox_load_failed({ reason: failureMessage(mine.error) })}</p>
  if (!mine.data) return <p className="text-dp-14 text-muted-foreground">{m.inbox_loading()}</p>
  const { list, total } = mine.data
  if (!total) {
    return (
      <EmptyState title={m.inbox_mine_empty_title()}>
        <p className="text-dp-14 text-muted-foreground">{m.inbox_mine_empty_lead()}</p>
        <Link to="/product" className="text-dp-14 text-primary hover:underline">
          {m.inbox_browse_products()}
        </Link>
      </EmptyState>
    )
  }
  // A closed inquiry is decided: its quote no longer stands beside the open ones.
  // Only quotes still open to a decision compare: accepted, declined and closed ones are settled.
  const quoted = list.filter((i) => i.latest_quote.length > 0 && undecided(i.state))
  const compared = quoted.filter((i) => !excluded.has(i.id))
  const toggle = (id: number, on: boolean) =>
    setExcluded((prev) => {
      const next = new Set(prev)
      if (on) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <div className="flex flex-col gap-20">
      {compared.length ? (
        <QuoteComparison
          id="compare"
          title={m.inbox_compare_title()}
          columns={compared.flatMap((item) =>
            item.latest_quote.map((quote) => {
              // What the buyer asked of this product: the quote's total and target are for it.
              const line = item.items.find((i) => i.product_id === quote.product_id)
              return {
                key: quote.id,
                heading: item.brand.name,
                sub: quote.product_name,
                quote,
                asked: line
                  ? { quantity: line.quantity, unit: line.unit_code, unitLabel: line.unit, target: item.target_price }
                  : undefined,
              }
            }),
          )}
        />
      ) : null}
      <section aria-labelledby="mine-h" className="flex flex-col gap-12">
        <h2 id="mine-h" className="text-dp-16 font-semibold">
          {m.inbox_mine_count({ total })}
        </h2>
        <ul className="flex flex-col gap-10" data-testid="my-inquiries">
          {list.map((item) => (
            <li
              key={item.id}
              data-testid="my-inquiry"
              className={cn('rounded-lg border p-12 md:p-16', item.unread ? 'border-primary bg-primary/5' : 'border-border')}
            >
              <div className="flex flex-wrap items-center justify-between gap-8">
                <Link to="/inquiries" search={{ id: item.id }} className="text-dp-16 font-semibold hover:underline">
                  {item.unread ? <span className="sr-only">{m.inbox_unread()}: </span> : null}
                  {item.brand.name}
                </Link>
                <div className="flex flex-wrap items-center gap-8">
                  {item.latest_quote.length && undecided(item.state) ? (
                    <label className="inline-flex items-center gap-6 text-dp-13">
                      <input
                        type="checkbox"
                        className="size-16"
                        checked={!excluded.has(item.id)}
                        onChange={(e) => toggle(item.id, e.target.checked)}
                      />
                      {m.inbox_compare_this()}
                    </label>
                  ) : null}
                  <StateBadge state={item.state} />
                </div>
              </div>
              <p className="mt-2 mb-8 text-dp-13 text-muted-foreground">
                {formatMoment(item.created_at)} · {m.inbox_ref({ id: item.id })}
              </p>
              <InquiryTerms inquiry={item} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={Math.ceil(total / INQUIRIES_PAGE_SIZE)} />
      </section>
    </div>
  )
}
