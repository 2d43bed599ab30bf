import { describe, expect, it } from 'vitest'
import { applyLocally, localWalkInId, overlayPending } from './local-records'
import type { RecordBoard, RecordItem } from './order'
import type { SaveInput } from './pending-records'

const record = (id: number, patch: Partial<RecordItem> = {}): RecordItem => ({
  id,
  act_id: 1,
  meeting_id: id * 10,
  walk_in: false,
  state: 'scheduled',
  slot_id: 1,
  starts_at: '2026-06-15T09:00:00.000Z',
  ends_at: '2026-06-15T09:20:00.000Z',
  table_no: id,
  buyer: { user_id: 100 + id, company: `Buyer ${id}`, name: '', country_code: 'CN' },
  brand: { id: 5, name: 'Andes Shrimp', logo: '', country_code: 'EC' },
  checked_in_at: null,
  started_at: null,
  ended_at: null,
  outcome: null,
  intent_amount: null,
  currency: 'USD',
  product_ids: [],
  next_step: '',
  next_step_date: null,
  notes: '',
  version: 1,
  updated_at: '2026-06-15T08:00:00.000Z',
  ...patch,
})

const board = (records: Array<RecordItem>): RecordBoard => ({
  act_id: 1,
  title: 'Ecuador',
  venue: 'Guayaquil',
  time_zone: 'America/Guayaquil',
  slots: [],
  tables: [1, 2, 3],
  records,
  products: [],
  buyers: [{ user_id: 101, company: 'Buyer 1', name: '', country_code: 'CN' }],
  brand_id: 5,
  brands: [{ id: 5, name: 'Andes Shrimp' }],
})

const save = (patch: Partial<SaveInput>): SaveInput => ({
  act_id: 1,
  base_version: 1,
  idempotency_key: 'k',
  state: 'done',
  checked_in_at: null,
  started_at: null,
  ended_at: null,
  outcome: 'deal',
  intent_amount: 50_000,
  currency: 'USD',
  product_ids: [],
  next_step: '',
  next_step_date: null,
  notes: 'mine',
  ...patch,
})

describe('overlayPending (a live update or an offline reload never hides an unconfirmed save)', () => {
  it('keeps the phone’s copy of a record with a pending save and takes the server’s for every other record', () => {
    const server = board([record(1, { version: 1 }), record(2, { state: 'checked_in', version: 4, table_no: 9 })])
    const shown = overlayPending(server, [save({ record_id: 1, idempotency_key: 'a' })])
    expect(shown.records.find((r) => r.id === 1)).toMatchObject({ state: 'done', outcome: 'deal', notes: 'mine', version: 2 })
    // An organiser's move of record 2 shows although record 1 is still pending.
    expect(shown.records.find((r) => r.id === 2)).toMatchObject({ state: 'checked_in', table_no: 9, version: 4 })
  })

  it('shows an offline walk-in once, under its local id, and leaves another activity’s saves alone', () => {
    const walkIn = save({ idempotency_key: 'w', buyer_company: 'Quito Foods', state: 'in_progress', outcome: null })
    const shown = overlayPending(board([record(1)]), [walkIn, save({ act_id: 2, record_id: 1, idempotency_key: 'x' })])
    expect(shown.records).toHaveLength(2)
    expect(shown.records[1]).toMatchObject({ id: localWalkInId('w'), walk_in: true, buyer: { company: 'Quito Foods' } })
    expect(shown.records[0]!.notes).toBe('')
    expect(overlayPending(shown, [walkIn]).records).toHaveLength(2)
  })

  it('applies successive saves of one record in order', () => {
    const shown = overlayPending(board([record(1)]), [
      save({ record_id: 1, idempotency_key: 'a', notes: 'first' }),
      save({ record_id: 1, idempotency_key: 'b', base_version: 2, notes: 'second' }),
    ])
    expect(shown.records[0]).toMatchObject({ notes: 'second', version: 3 })
  })

  it('has no copy for a record the list does not hold', () => {
    expect(applyLocally(board([]), save({ record_id: 4 }))).toBeUndefined()
  })
})
