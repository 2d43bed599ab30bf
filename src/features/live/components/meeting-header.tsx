import { EventTime } from '@/components/event-time'
import { m } from '@/paraglide/messages'
import type { recordStates } from '@/api/contract/live-constants'
import { stateLabel, stateTone } from './labels'

export type MeetingHeaderData = {
  buyer: { company: string; name: string; country?: string }
  brand: { name: string; country?: string }
  table_no: number | null
  starts_at: string | null
  ends_at: string | null
  time_zone: string
  state: (typeof recordStates)[number]
}

/** A meeting's header: both parties and their companies, the table and the slot. */
export function MeetingHeader({ head, large = false }: { head: MeetingHeaderData; large?: boolean }) {
  return (
    <div className="flex flex-col gap-12 rounded-xl border border-border bg-card p-16" data-testid="meeting-header">
      <div className="flex items-start justify-between gap-12">
        <dl className="grid grow grid-cols-1 gap-8">
          <div>
            <dt className="text-dp-13 text-muted-foreground">{m.live_buyer()}</dt>
            <dd className={`${large ? 'text-dp-28' : 'text-dp-18'} leading-snug font-semibold`}>
              {head.buyer.company || m.live_unnamed_buyer()}
            </dd>
            {head.buyer.name || head.buyer.country ? (
              <dd className="text-dp-14 text-muted-foreground">{[head.buyer.name, head.buyer.country].filter(Boolean).join(' · ')}</dd>
            ) : null}
          </div>
          <div>
            <dt className="text-dp-13 text-muted-foreground">{m.live_brand()}</dt>
            <dd className={`${large ? 'text-dp-24' : 'text-dp-16'} leading-snug font-semibold`}>{head.brand.name}</dd>
            {head.brand.country ? <dd className="text-dp-14 text-muted-foreground">{head.brand.country}</dd> : null}
          </div>
        </dl>
        <span className={`shrink-0 rounded-full px-10 py-2 text-dp-13 font-medium ${stateTone[head.state]}`}>{stateLabel(head.state)}</span>
      </div>
      {head.state === 'late' ? (
        <p className="rounded-md bg-orange-50 px-10 py-6 text-dp-14 text-orange-950" data-testid="meeting-late">
          {m.live_late_hint()}
        </p>
      ) : null}
      <div className="flex flex-wrap items-baseline gap-x-16 gap-y-4 text-dp-15">
        <span className={`${large ? 'text-dp-32' : 'text-dp-20'} font-bold`} data-testid="meeting-table">
          {head.table_no ? m.live_table({ table: String(head.table_no) }) : m.live_no_table()}
        </span>
        {head.starts_at && head.ends_at ? (
          <EventTime start={head.starts_at} end={head.ends_at} timeZone={head.time_zone} />
        ) : (
          <span className="text-muted-foreground">{m.live_walk_in_label()}</span>
        )}
      </div>
    </div>
  )
}
