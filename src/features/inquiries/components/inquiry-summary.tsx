import type * as React from 'react'
import type { OutputOf } from '@/api/contract/define'
import type { brandInbox } from '@/api/contract/inquiry'
import { Badge } from '@/components/ui/badge'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { stateLabel, verificationLabel } from '../utils/labels'
import { m } from '@/paraglide/messages'

type Base = Omit<OutputOf<typeof brandInbox>['list'][number], 'buyer'>

/** The state as a badge; a quoted inquiry stands out. */
export function StateBadge({ state }: { state: Base['state'] }) {
  return (
    <Badge variant={state === 'quoted' ? 'default' : state === 'closed' ? 'outline' : 'secondary'} data-testid="inquiry-state">
      {stateLabel(state)}
    </Badge>
  )
}

export function VerificationBadge({ status }: { status: OutputOf<typeof brandInbox>['list'][number]['buyer']['verification'] }) {
  return (
    <Badge variant={status === 'verified' ? 'default' : 'outline'} data-testid="buyer-verification">
      {verificationLabel(status)}
    </Badge>
  )
}

/** The buyer's lines and terms: what every view of an inquiry shows. */
export function InquiryTerms({ inquiry }: { inquiry: Base }) {
  const terms: Array<[string, React.ReactNode]> = [
    [m.inbox_target_price(), inquiry.target_price === null ? '—' : formatMoney(inquiry.target_price, inquiry.currency)],
    [m.inbox_incoterm(), inquiry.incoterm ?? '—'],
    [m.inbox_destination_port(), inquiry.destination_port || '—'],
    [m.inbox_required_date(), inquiry.required_date ? formatDate(inquiry.required_date) : '—'],
  ]
  return (
    <div className="flex flex-col gap-8">
      <ul className="flex flex-col gap-4 text-dp-14">
        {inquiry.items.map((item) => (
          <li key={item.product_id} className="flex flex-wrap justify-between gap-8">
            <span className="font-medium">{item.name}</span>
            <span className="text-muted-foreground">
              {formatNumber(item.quantity)} {item.unit}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-16 gap-y-4 text-dp-13 md:grid-cols-4">
        {terms.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
