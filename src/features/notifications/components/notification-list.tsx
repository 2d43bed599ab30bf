import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { OutputOf } from '@/api/contract/define'
import type { myNotifications } from '@/api/contract/notification'
import { failureMessage } from '@/api/client/pipeline'
import { EmptyState } from '@/components/catalogue/empty-state'
import { Pagination } from '@/components/catalogue/pagination'
import { Button } from '@/components/ui/button'
import { NOTIFICATIONS_PAGE_SIZE, notificationsQuery, useMarkReadMutation } from '../api/queries'
import { formatMoment, notificationText } from '../utils/labels'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Item = OutputOf<typeof myNotifications>['list'][number]

/** Where a notification leads: the thread in the inbox or in "My inquiries", or the bulk request. */
function Target({ item, onOpen }: { item: Item; onOpen: () => void }) {
  const className = cn('text-dp-16 hover:underline', item.read ? 'font-medium' : 'font-bold')
  const text = notificationText(item.kind, item.inquiry_id ?? item.bulk_request_id ?? 0)
  const label = (
    <>
      {item.read ? null : <span className="sr-only">{m.notif_unread()}: </span>}
      {text}
    </>
  )
  if (item.inquiry_id !== null) {
    return (
      <Link to={item.side === 'brand' ? '/inbox' : '/inquiries'} search={{ id: item.inquiry_id }} onClick={onOpen} className={className}>
        {label}
      </Link>
    )
  }
  return item.side === 'brand' ? (
    <Link to="/inbox" search={{ tab: 'bulk', bulk: item.bulk_request_id ?? undefined }} onClick={onOpen} className={className}>
      {label}
    </Link>
  ) : (
    <Link to="/inquiries" search={{ tab: 'bulk' }} onClick={onOpen} className={className}>
      {label}
    </Link>
  )
}

/** The viewer's notifications, newest first: unread ones marked, each leading to its thread. */
export function NotificationList({ userId, page }: { userId: number; page: number }) {
  const list = useQuery(notificationsQuery(userId, page))
  const mark = useMarkReadMutation()
  if (list.error) return <p role="alert">{m.notif_load_failed({ reason: failureMessage(list.error) })}</p>
  if (!list.data) {
    return (
      <p role="status" className="text-dp-14 text-muted-foreground">
        {m.notif_loading()}
      </p>
    )
  }
  const { total, unread_count } = list.data
  if (!total) {
    return (
      <EmptyState title={m.notif_empty_title()}>
        <p className="text-dp-14 text-muted-foreground">{m.notif_empty_lead()}</p>
      </EmptyState>
    )
  }
  const locale = getLocale()
  return (
    <section aria-labelledby="notifications-h" className="flex flex-col gap-12">
      <div className="flex flex-wrap items-center justify-between gap-8">
        <h2 id="notifications-h" className="text-dp-16 font-semibold" data-testid="notifications-count">
          {m.notif_count({ total, unread: unread_count })}
        </h2>
        <Button
          type="button"
          variant="outline"
          disabled={!unread_count || mark.isPending}
          onClick={() => mark.mutate({ all: true })}
          data-testid="notifications-mark-all"
        >
          {m.notif_mark_all()}
        </Button>
      </div>
      <ul className="flex flex-col gap-8" data-testid="notifications-list">
        {list.data.list.map((item) => (
          <li
            key={item.id}
            data-testid="notification-item"
            data-unread={item.read ? 'false' : 'true'}
            className={cn(
              'flex flex-wrap items-start justify-between gap-8 rounded-lg border p-12',
              item.read ? 'border-border' : 'border-primary bg-primary/5',
            )}
          >
            <div className="flex min-w-0 flex-col gap-2">
              <Target item={item} onOpen={() => (item.read ? undefined : mark.mutate({ id: item.id }))} />
              <p className="text-dp-13 text-muted-foreground">
                {item.name ? <span className="break-words">{item.name} · </span> : null}
                <time dateTime={item.created_at}>{formatMoment(item.created_at, locale)}</time>
              </p>
            </div>
            {item.read ? null : (
              <Button type="button" variant="ghost" size="sm" disabled={mark.isPending} onClick={() => mark.mutate({ id: item.id })}>
                {m.notif_mark_read()}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)} resetScroll={false} />
    </section>
  )
}
