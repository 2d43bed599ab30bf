/**
 * The phone's copy of records it has saved but the server has not confirmed: each save applied on
 * top of the list the server (or, offline, the service worker's cache) answered. Every list the
 * phone reads goes through `overlayPending`, so a live update or an offline reload changes every
 * record but never hides a save still waiting to be sent.
 */
import type { RecordBoard, RecordItem } from './order'
import type { SaveInput } from './pending-records'

/** A stable number from an idempotency key: a walk-in not yet stored has the id minus this. */
export function hashKey(key: string): number {
  let h = 7
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) % 1_000_000_007
  return h + 1
}

/** The id a walk-in has on the phone until the server stores it. */
export const localWalkInId = (idempotencyKey: string) => -hashKey(idempotencyKey)

/** The phone's copy of a record after a save it has not heard back about. */
export function applyLocally(board: RecordBoard | undefined, input: SaveInput, now = new Date()): RecordItem | undefined {
  const base =
    input.record_id === undefined
      ? board?.records.find((r) => r.id === localWalkInId(input.idempotency_key))
      : board?.records.find((r) => r.id === input.record_id)
  if (input.record_id !== undefined && !base) return undefined
  const buyer = board?.buyers.find((b) => b.user_id === input.buyer_user_id)
  const brandId = input.brand_id ?? board?.brand_id ?? 0
  return {
    ...(base ?? {
      id: localWalkInId(input.idempotency_key),
      act_id: input.act_id,
      meeting_id: null,
      walk_in: true,
      slot_id: null,
      starts_at: null,
      ends_at: null,
      table_no: input.table_no ?? null,
      buyer: {
        user_id: buyer?.user_id ?? null,
        company: buyer?.company ?? input.buyer_company ?? '',
        name: buyer?.name ?? '',
        country_code: '',
      },
      brand: { id: brandId, name: board?.brands.find((b) => b.id === brandId)?.name ?? '', logo: '', country_code: '' },
      updated_at: now.toISOString(),
    }),
    state: input.state,
    checked_in_at: input.checked_in_at ?? null,
    started_at: input.started_at ?? null,
    ended_at: input.ended_at ?? null,
    outcome: input.outcome ?? null,
    intent_amount: input.intent_amount ?? null,
    currency: input.currency,
    product_ids: input.product_ids,
    next_step: input.next_step,
    next_step_date: input.next_step_date ?? null,
    notes: input.notes,
    version: input.record_id === undefined ? 1 : input.base_version + 1,
  }
}

/** Puts a record into a list, in place of the same id (and of `replaces`, a walk-in's local id). */
export function putRecord(board: RecordBoard, record: RecordItem, replaces?: number): RecordBoard {
  const gone = new Set([record.id, replaces])
  const records = board.records.some((r) => gone.has(r.id))
    ? board.records.map((r) => (gone.has(r.id) ? record : r)).filter((r, k, all) => all.findIndex((x) => x.id === r.id) === k)
    : [...board.records, record]
  return { ...board, records }
}

/** The server's list with the phone's unconfirmed saves of that activity applied on top, in order. */
export function overlayPending(board: RecordBoard, pending: ReadonlyArray<SaveInput>): RecordBoard {
  let next = board
  for (const input of pending) {
    if (input.act_id !== board.act_id) continue
    const local = applyLocally(next, input)
    if (local) next = putRecord(next, local)
  }
  return next
}
