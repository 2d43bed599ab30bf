import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { failureMessage } from '@/api/client/pipeline'
import { EmptyState } from '@/components/catalogue/empty-state'
import { Pagination } from '@/components/catalogue/pagination'
import { INQUIRIES_PAGE_SIZE, inboxQuery } from '../api/queries'
import { formatMoment } from '../utils/labels'
import { InquiryTerms, StateBadge, VerificationBadge } from './inquiry-summary'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The brand's inquiry inbox: newest first, unread ones marked, each opening its thread. */
export function InboxList({ userId, page }: { userId: number; page: number }) {
  const inbox = useQuery(inboxQuery(userId, page))
  if (inbox.error) return <p role="alert">{m.inbox_load_failed({ reason: failureMessage(inbox.error) })}</p>
  if (!inbox.data) return <p className="text-dp-14 text-muted-foreground">{m.inbox_loading()}</p>
  const { list, total, unread_count } = inbox.data
  if (!total) {
    return (
      <EmptyState title={m.inbox_empty_title()}>
        <p className="text-dp-14 text-muted-foreground">{m.inbox_empty_lead()}</p>
      </EmptyState>
    )
  }
  return (
    <section aria-labelledby="inbox-h" className="flex flex-col gap-12">
      <h2 id="inbox-h" className="text-dp-16 font-semibold">
        {m.inbox_count({ total, unread: unread_count })}
      </h2>
      <ul className="flex flex-col gap-10" data-testid="inbox-list">
        {list.map((item) => (
          <li
            key={item.id}
            data-testid="inbox-item"
            data-unread={item.unread ? 'true' : 'false'}
            className={cn('rounded-lg border p-12 md:p-16', item.unread ? 'border-primary bg-primary/5' : 'border-border')}
          >
            <div className="flex flex-wrap items-center justify-between gap-8">
              <Link
                to="/inbox"
                search={{ id: item.id }}
                className={cn('text-dp-16 hover:underline', item.unread ? 'font-bold' : 'font-semibold')}
              >
                {item.unread ? <span className="sr-only">{m.inbox_unread()}: </span> : null}
                {item.buyer.company}
              </Link>
              <div className="flex flex-wrap items-center gap-6">
                {item.unread ? <span className="size-8 rounded-full bg-primary" aria-hidden data-testid="unread-dot" /> : null}
                <VerificationBadge status={item.buyer.verification} />
                <StateBadge state={item.state} />
              </div>
            </div>
            <p className="mt-2 mb-8 text-dp-13 text-muted-foreground">
              {item.buyer.contact_name} · {formatMoment(item.created_at)} · {m.inbox_ref({ id: item.id })}
            </p>
            <InquiryTerms inquiry={item} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / INQUIRIES_PAGE_SIZE)} />
    </section>
  )
}
