import { describe, expect, it } from 'vitest'
import { currentSlot, orderRecords, type RecordItem } from './order'

const slots = [
  { id: 1, starts_at: '2026-06-15T10:00:00Z', ends_at: '2026-06-15T10:30:00Z' },
  { id: 2, starts_at: '2026-06-15T10:30:00Z', ends_at: '2026-06-15T11:00:00Z' },
  { id: 3, starts_at: '2026-06-15T11:00:00Z', ends_at: '2026-06-15T11:30:00Z' },
]
const record = (id: number, slot: number | null, table: number, state: RecordItem['state'] = 'scheduled') =>
  ({ id, slot_id: slot, table_no: table, state, starts_at: slot ? slots[slot - 1]!.starts_at : null }) as RecordItem
const at = Date.parse('2026-06-15T10:40:00Z')

describe('the meeting list order', () => {
  it('finds the slot under way, or the next one', () => {
    expect(currentSlot(slots, at)?.id).toBe(2)
    expect(currentSlot(slots, Date.parse('2026-06-15T09:00:00Z'))?.id).toBe(1)
    expect(currentSlot(slots, Date.parse('2026-06-15T12:00:00Z'))).toBeUndefined()
  })

  it('puts the current slot first, then later, then earlier slots, then walk-ins', () => {
    const list = [record(1, 1, 2), record(2, 3, 1), record(3, null, 4), record(4, 2, 5), record(5, 2, 1)]
    expect(orderRecords(list, slots, {}, at).map((r) => r.id)).toEqual([5, 4, 2, 1, 3])
  })

  it('filters by slot, table and state', () => {
    const list = [record(1, 1, 2, 'done'), record(2, 2, 2), record(3, 2, 3, 'done')]
    expect(orderRecords(list, slots, { slot: 2 }, at).map((r) => r.id)).toEqual([2, 3])
    expect(orderRecords(list, slots, { table: 2 }, at).map((r) => r.id)).toEqual([2, 1])
    expect(orderRecords(list, slots, { state: 'done', slot: 2 }, at).map((r) => r.id)).toEqual([3])
  })
})
