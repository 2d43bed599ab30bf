import type * as React from 'react'
import type { OutputOf } from '@/api/contract/define'
import type { bulkList } from '@/api/contract/bulk'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { m } from '@/paraglide/messages'

export type BulkRequest = OutputOf<typeof bulkList>['list'][number]

/** What every view of a bulk request shows: the goods, quantity, route and deadline (the open list, a supplier's inbox, the buyer's requests). */
export function BulkRequestFacts({ request: r, title }: { request: BulkRequest; title: React.ReactNode }) {
  return (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr_1fr_1fr] md:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {title}
        {r.spec ? <p className="text-dp-14">{r.spec}</p> : null}
        <p className="text-dp-13 text-muted-foreground">
          {[r.category?.name, r.company, r.attachment_count ? m.bulk_attachments_n({ count: String(r.attachment_count) }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <dl className="contents text-dp-14">
        <div className="flex flex-col">
          <dt className="text-dp-13 text-muted-foreground">{m.bulk_col_quantity()}</dt>
          <dd className="font-semibold tabular-nums">
            {formatNumber(r.quantity)} {r.unit_name}
          </dd>
          {r.target_price !== null ? (
            <dd className="text-dp-13">{m.bulk_target_price({ price: formatMoney(r.target_price, r.currency) })}</dd>
          ) : null}
        </div>
        <div className="flex flex-col">
          <dt className="text-dp-13 text-muted-foreground">{m.bulk_col_route()}</dt>
          <dd>
            {r.origin ? r.origin.name : m.bulk_any_origin()} → {r.destination.name}
          </dd>
          {r.incoterm ? <dd className="text-dp-13">{r.incoterm}</dd> : null}
        </div>
        <div className="flex flex-col">
          <dt className="text-dp-13 text-muted-foreground">{m.bulk_col_deadline()}</dt>
          <dd>
            <time dateTime={r.deadline}>{formatDate(r.deadline)}</time>
          </dd>
        </div>
      </dl>
    </div>
  )
}
