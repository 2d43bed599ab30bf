import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { failureMessage } from '@/api/client/pipeline'
import { EmptyState } from '@/components/catalogue/empty-state'
import { formatDate } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import { Badge } from '@/components/ui/badge'
import { QuoteComparison } from '@/components/quote/quote-comparison'
import { OFFERS_PAGE_SIZE, myBulkRequestsQuery } from '../api/queries'
import { BulkRequestFacts } from './bulk-request-facts'
import { OfferActions } from './offer-actions'
import { m } from '@/paraglide/messages'

/** The buyer's own bulk requests, each with the suppliers' offers side by side, field by field. */
export function MyBulkRequests({ userId, page }: { userId: number; page: number }) {
  const mine = useQuery(myBulkRequestsQuery(userId, page))
  if (mine.error) return <p role="alert">{m.offers_load_failed({ reason: failureMessage(mine.error) })}</p>
  if (!mine.data) return <p className="text-dp-14 text-muted-foreground">{m.offers_loading()}</p>
  const { list, total } = mine.data
  if (!total) {
    return (
      <EmptyState title={m.offers_mine_empty_title()}>
        <p className="text-dp-14 text-muted-foreground">{m.offers_mine_empty_lead()}</p>
        <Link to="/large/reportForm" className="text-dp-14 text-primary hover:underline">
          {m.offers_post_cta()}
        </Link>
      </EmptyState>
    )
  }
  return (
    <section aria-labelledby="my-bulk-h" className="flex flex-col gap-12">
      <h2 id="my-bulk-h" className="text-dp-16 font-semibold">
        {m.offers_mine_count({ total })}
      </h2>
      <ul className="flex flex-col gap-16" data-testid="my-bulk-requests">
        {list.map((r) => (
          <li key={r.id} className="flex flex-col gap-12 rounded-lg border border-border p-12 md:p-16" data-testid="my-bulk-request">
            <BulkRequestFacts
              request={r}
              title={
                <div className="flex flex-wrap items-center gap-8">
                  <h3 className="text-dp-16 font-semibold text-brand-ink">{r.product_name}</h3>
                  <Badge variant={r.offers.length ? 'default' : 'secondary'}>{m.offers_count({ count: r.offers.length })}</Badge>
                  <span className="text-dp-13 text-muted-foreground">{m.offers_ref({ id: r.id })}</span>
                </div>
              }
            />
            {r.offers.length ? (
              <QuoteComparison
                id={`offers-${r.id}`}
                level={4}
                title={m.offers_compare_title({ id: r.id })}
                columns={r.offers.map((offer) => ({
                  key: offer.id,
                  heading: offer.brand.name,
                  sub: formatDate(offer.updated_at.slice(0, 10)),
                  quote: offer,
                  // The request's quantity, unit and target: each offer's unit, total and the target row.
                  asked: { quantity: r.quantity, unit: r.unit, unitLabel: r.unit_name, target: r.target_price },
                }))}
              />
            ) : null}
            {r.offers.length ? (
              <OfferActions request={r} />
            ) : (
              <p className="text-dp-14 text-muted-foreground">{m.offers_no_offers({ deadline: formatDate(r.deadline) })}</p>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / OFFERS_PAGE_SIZE)} />
    </section>
  )
}
