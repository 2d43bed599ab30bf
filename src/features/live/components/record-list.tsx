import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { EventTime } from '@/components/event-time'
import type { Viewer } from '@/lib/use-viewer'
import { m } from '@/paraglide/messages'
import { recordStates } from '@/api/contract/live-constants'
import { useRecordStream } from '../hooks/use-record-stream'
import { recordListQuery, useConfirmRecordSaves } from '../api/queries'
import { useMinute } from '../utils/clock'
import { currentSlot, orderRecords, type RecordItem } from '../utils/order'
import { needsAttention, recordKeyOf, recordSaves, useRecordSaves } from '../utils/pending-records'
import type { RecordListSearch } from '../utils/search'
import { stateLabel, stateTone } from './labels'
import { LiveError, LiveLoading } from './viewer-gate'
import { OfflineBar } from './offline-bar'

/** The viewer's meetings of one activity (a brand's staff: their brand's; an organiser: all), current slot first. */
export function RecordList({ viewer, actId, search }: { viewer: Viewer; actId: number; search: RecordListSearch }) {
  const board = useQuery(recordListQuery(viewer.userId, actId))
  const saves = useRecordSaves()
  useConfirmRecordSaves(viewer.userId)
  useRecordStream(viewer.userId, actId)
  const navigate = useNavigate()
  const now = useMinute()
  const data = board.data
  const list = useMemo(() => (data ? orderRecords(data.records, data.slots, search, now) : []), [data, search, now])
  if (!data) return board.error ? <LiveError error={board.error} retry={() => void board.refetch()} /> : <LiveLoading />
  const pending = new Set(saves.pending.map((p) => recordKeyOf(p)))
  const current = currentSlot(data.slots, now)
  const setFilter = (patch: Partial<RecordListSearch>) =>
    void navigate({ to: '/liveBuyerRecord/list/$act_id', params: { act_id: actId }, search: { ...search, ...patch }, replace: true })
  const selectClass = 'h-48 rounded-md border border-border bg-background px-12 text-dp-16'

  return (
    <section className="flex flex-col gap-16" aria-labelledby="live-list-h">
      <OfflineBar />
      <div className="flex flex-wrap items-center justify-between gap-12">
        <h2 id="live-list-h" className="text-dp-20 font-semibold">
          {data.title}
        </h2>
        <Button asChild size="lg" data-testid="live-walk-in">
          <Link to="/liveBuyerRecord/$act_id/{-$record_id}" params={{ act_id: actId, record_id: undefined }}>
            {m.live_walk_in()}
          </Link>
        </Button>
      </div>
      <AttentionBanner actId={actId} records={data.records} />
      <div className="grid grid-cols-2 gap-12 sm:flex sm:flex-wrap" role="group" aria-label={m.live_filters()}>
        <label className="flex flex-col gap-4 text-dp-14">
          {m.live_filter_slot()}
          <select
            className={selectClass}
            value={search.slot ?? ''}
            onChange={(e) => setFilter({ slot: e.target.value ? Number(e.target.value) : undefined })}
            data-testid="live-filter-slot"
          >
            <option value="">{m.live_all()}</option>
            {data.slots.map((s) => (
              <option key={s.id} value={s.id}>
                {slotText(s.starts_at, data.time_zone)}
                {s.id === current?.id ? ` · ${m.live_now()}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14">
          {m.live_filter_table()}
          <select
            className={selectClass}
            value={search.table ?? ''}
            onChange={(e) => setFilter({ table: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{m.live_all()}</option>
            {data.tables.map((t) => (
              <option key={t} value={t}>
                {m.live_table({ table: String(t) })}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex flex-wrap gap-8" role="group" aria-label={m.live_filter_state()}>
          {[undefined, ...recordStates].map((state) => (
            <Button
              key={state ?? 'all'}
              size="sm"
              variant={search.state === state ? 'default' : 'outline'}
              aria-pressed={search.state === state}
              className="h-40"
              onClick={() => setFilter({ state })}
            >
              {state ? stateLabel(state) : m.live_all()}
            </Button>
          ))}
        </div>
      </div>
      {list.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-border p-24 text-center text-dp-16 text-muted-foreground"
          data-testid="live-empty"
        >
          {data.records.length === 0 ? m.live_empty() : m.live_empty_filtered()}
        </p>
      ) : (
        <ul className="flex flex-col gap-10" data-testid="live-records">
          {list.map((record) => (
            <li key={record.id}>
              <RecordCard
                record={record}
                actId={actId}
                timeZone={data.time_zone}
                pending={
                  pending.has(recordKeyOf({ record_id: record.id > 0 ? record.id : undefined, idempotency_key: '' })) || record.id < 0
                }
                conflict={Boolean(saves.conflicts[String(record.id)])}
                isCurrent={record.slot_id !== null && record.slot_id === current?.id}
                showBrand={viewer.role === 'organiser'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The drafts the server refused and the open conflicts: each with a way to fix it (and to drop a refused one). */
function AttentionBanner({ actId, records }: { actId: number; records: ReadonlyArray<RecordItem> }) {
  const saves = useRecordSaves()
  const count = needsAttention(saves)
  if (!count) return null
  const company = (id: string) => records.find((r) => String(r.id) === id)?.buyer.company || m.record_label({ id })
  const items = [
    ...Object.entries(saves.refused).map(([key, refused]) => ({
      key,
      walkIn: refused.input.record_id === undefined,
      label:
        refused.input.record_id === undefined
          ? m.live_draft_walk_in({ company: refused.input.buyer_company || m.live_unnamed_buyer() })
          : company(key),
      refused: true,
    })),
    ...Object.keys(saves.conflicts).map((key) => ({ key, walkIn: false, label: company(key), refused: false })),
  ]
  return (
    <section role="status" className="flex flex-col gap-8 rounded-lg border-2 border-destructive/60 p-12" data-testid="live-attention">
      <p className="text-dp-16 font-semibold">{m.live_drafts_attention({ count: String(count) })}</p>
      <ul className="flex flex-col gap-8">
        {items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center gap-8 text-dp-14">
            <span className="grow">{item.label}</span>
            <Button asChild size="sm" className="h-40">
              <Link
                to="/liveBuyerRecord/$act_id/{-$record_id}"
                params={{ act_id: actId, record_id: item.walkIn ? undefined : Number(item.key) }}
                search={item.walkIn ? { draft: item.key } : {}}
                data-testid="live-attention-fix"
              >
                {m.live_fix()}
              </Link>
            </Button>
            {item.refused ? (
              <Button type="button" size="sm" variant="outline" className="h-40" onClick={() => recordSaves.discard(item.key)}>
                {m.live_discard()}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

function slotText(start: string, timeZone: string) {
  return new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(start))
}

function RecordCard(props: {
  record: RecordItem
  actId: number
  timeZone: string
  pending: boolean
  conflict: boolean
  isCurrent: boolean
  showBrand: boolean
}) {
  const { record } = props
  const body = (
    <>
      <div className="flex items-start justify-between gap-8">
        <span className="text-dp-17 leading-snug font-semibold">{record.buyer.company || m.live_unnamed_buyer()}</span>
        <span className={`shrink-0 rounded-full px-10 py-2 text-dp-13 font-medium ${stateTone[record.state]}`}>
          {stateLabel(record.state)}
        </span>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-12 gap-y-4 text-dp-14 text-muted-foreground">
        {record.table_no ? <span className="font-medium text-foreground">{m.live_table({ table: String(record.table_no) })}</span> : null}
        {record.starts_at && record.ends_at ? (
          <EventTime start={record.starts_at} end={record.ends_at} timeZone={props.timeZone} />
        ) : (
          <span>{m.live_walk_in_label()}</span>
        )}
        {props.showBrand ? <span>{record.brand.name}</span> : null}
        {record.buyer.name ? <span>{record.buyer.name}</span> : null}
      </div>
      <div className="flex flex-wrap gap-8 text-dp-13">
        {props.isCurrent ? <span className="font-semibold text-primary">{m.live_now()}</span> : null}
        {props.pending ? (
          <span className="font-medium text-amber-900" data-testid="live-pending">
            {m.live_pending()}
          </span>
        ) : null}
        {props.conflict ? <span className="font-medium text-destructive">{m.live_conflict_badge()}</span> : null}
      </div>
    </>
  )
  const cardClass = `flex flex-col gap-6 rounded-lg border p-14 ${props.isCurrent ? 'border-primary/60 bg-primary/5' : 'border-border'}`
  // A walk-in not yet stored has no page of its own until the server confirms it.
  if (record.id < 0) return <div className={cardClass}>{body}</div>
  return (
    <Link
      to="/liveBuyerRecord/$act_id/{-$record_id}"
      params={{ act_id: props.actId, record_id: record.id }}
      className={`${cardClass} no-underline hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50`}
      data-testid="live-record"
    >
      {body}
    </Link>
  )
}
