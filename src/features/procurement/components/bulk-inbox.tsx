import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { failureMessage } from '@/api/client/pipeline'
import { EmptyState } from '@/components/catalogue/empty-state'
import { Pagination } from '@/components/catalogue/pagination'
import { Badge } from '@/components/ui/badge'
import { OFFERS_PAGE_SIZE, bulkInboxQuery } from '../api/queries'
import { BulkRequestFacts } from './bulk-request-facts'
import { openCounter } from './offer-history'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** A supplier's matching bulk requests: newest first, unread ones marked, each opening its offer form. */
export function BulkInbox({ userId, page }: { userId: number; page: number }) {
  const inbox = useQuery(bulkInboxQuery(userId, page))
  if (inbox.error) return <p role="alert">{m.offers_load_failed({ reason: failureMessage(inbox.error) })}</p>
  if (!inbox.data) return <p className="text-dp-14 text-muted-foreground">{m.offers_loading()}</p>
  const { list, total, unread_count } = inbox.data
  if (!total) {
    return (
      <EmptyState title={m.offers_inbox_empty_title()}>
        <p className="text-dp-14 text-muted-foreground">{m.offers_inbox_empty_lead()}</p>
      </EmptyState>
    )
  }
  return (
    <section aria-labelledby="bulk-inbox-h" className="flex flex-col gap-12">
      <h2 id="bulk-inbox-h" className="text-dp-16 font-semibold">
        {m.offers_inbox_count({ total, unread: unread_count })}
      </h2>
      <ul className="flex flex-col gap-10" data-testid="bulk-inbox">
        {list.map((item) => (
          <li
            key={item.id}
            data-testid="bulk-inbox-item"
            data-unread={item.unread ? 'true' : 'false'}
            className={cn('rounded-lg border p-12 md:p-16', item.unread ? 'border-primary bg-primary/5' : 'border-border')}
          >
            <BulkRequestFacts
              request={item}
              title={
                <div className="flex flex-wrap items-center gap-8">
                  <h3 className="text-dp-16">
                    <Link
                      to="/inbox"
                      search={{ tab: 'bulk', bulk: item.id }}
                      className={cn('text-brand-ink hover:underline', item.unread ? 'font-bold' : 'font-semibold')}
                    >
                      {item.product_name}
                    </Link>
                  </h3>
                  {item.unread ? <Badge>{m.offers_unread()}</Badge> : null}
                  {item.my_offer ? <Badge variant="secondary">{m.offers_offered()}</Badge> : null}
                  {item.my_offer && openCounter(item.my_offer) ? (
                    <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-950" data-testid="counter-badge">
                      {m.bulk_counter_to_answer()}
                    </Badge>
                  ) : null}
                  <span className="text-dp-13 text-muted-foreground">{m.offers_ref({ id: item.id })}</span>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / OFFERS_PAGE_SIZE)} />
    </section>
  )
}
