import type { OutputOf } from '@/api/contract/define'
import type { recordList } from '@/api/contract/live'
import type { RecordListSearch } from './search'

export type RecordBoard = OutputOf<typeof recordList>
export type RecordItem = RecordBoard['records'][number]
export type Slot = RecordBoard['slots'][number]

/** The slot under way at `now`, else the next one, else none. */
export function currentSlot(slots: ReadonlyArray<Slot>, now: number): Slot | undefined {
  return (
    slots.find((s) => Date.parse(s.starts_at) <= now && now < Date.parse(s.ends_at)) ?? slots.find((s) => Date.parse(s.starts_at) > now)
  )
}

/**
 * The list as a phone shows it: filtered by slot, table and state; the current slot first, then
 * the later slots, then the earlier ones (latest first), then walk-ins without a slot.
 */
export function orderRecords(records: ReadonlyArray<RecordItem>, slots: ReadonlyArray<Slot>, filter: RecordListSearch, now: number) {
  const current = currentSlot(slots, now)
  const currentStart = current ? Date.parse(current.starts_at) : now
  const rank = (r: RecordItem) => {
    if (!r.starts_at) return [3, 0] as const
    const start = Date.parse(r.starts_at)
    if (current && r.slot_id === current.id) return [0, 0] as const
    return start >= currentStart ? ([1, start] as const) : ([2, -start] as const)
  }
  return records
    .filter((r) => (filter.slot === undefined || r.slot_id === filter.slot) && (filter.table === undefined || r.table_no === filter.table))
    .filter((r) => filter.state === undefined || r.state === filter.state)
    .toSorted((a, b) => {
      const [ga, ka] = rank(a)
      const [gb, kb] = rank(b)
      return ga - gb || ka - kb || (a.table_no ?? 0) - (b.table_no ?? 0) || a.id - b.id
    })
}
