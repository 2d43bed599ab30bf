// An independent conflict checker: reads only the raw input and the meetings (none of the
// scheduler's indexes or scoring), so the bench and the property tests do not trust the code
// they are checking. An empty list means the schedule obeys every hard constraint.
import type { Conflict, Meeting, SchedulerInput } from './types'

export function checkSchedule(input: SchedulerInput, meetings: readonly Meeting[]): Conflict[] {
  const conflicts: Conflict[] = []
  const buyers = new Map(input.buyers.map((b) => [b.id, b]))
  const brands = new Map(input.brands.map((b) => [b.id, b]))
  const slots = new Set(input.slots.map((s) => s.id))
  const tables = new Set(input.tables.map((t) => t.id))
  const lastBuyerWish = new Map<string, string>()
  for (const w of input.buyerWishes) lastBuyerWish.set(`${w.buyerId}:${w.brandId}`, w.level)
  const lastBrandWish = new Map<string, string>()
  for (const w of input.brandWishes) lastBrandWish.set(`${w.buyerId}:${w.brandId}`, w.level)
  const forbidden = new Set((input.forbidden ?? []).map((p) => `${p.buyerId}:${p.brandId}`))
  const pinned = new Set((input.pinned ?? []).map((p) => `${p.buyerId}:${p.brandId}:${p.slotId}:${p.tableId}`))

  const seen = new Map<string, number>()
  const once = (key: string) => {
    const n = (seen.get(key) ?? 0) + 1
    seen.set(key, n)
    return n === 2
  }
  for (const m of meetings) {
    const pair = `${m.buyerId}:${m.brandId}`
    if (!slots.has(m.slotId) || !tables.has(m.tableId))
      conflicts.push({
        kind: 'unknown-slot-or-table',
        slotId: m.slotId,
        tableId: m.tableId,
      })
    if (once(`b:${m.slotId}:${m.buyerId}`))
      conflicts.push({
        kind: 'buyer-double-booked',
        slotId: m.slotId,
        id: m.buyerId,
      })
    if (once(`r:${m.slotId}:${m.brandId}`))
      conflicts.push({
        kind: 'brand-double-booked',
        slotId: m.slotId,
        id: m.brandId,
      })
    if (once(`t:${m.slotId}:${m.tableId}`))
      conflicts.push({
        kind: 'table-double-booked',
        slotId: m.slotId,
        id: m.tableId,
      })
    if (once(`p:${pair}`))
      conflicts.push({
        kind: 'pair-twice',
        buyerId: m.buyerId,
        brandId: m.brandId,
      })

    const buyer = buyers.get(m.buyerId)
    const brand = brands.get(m.brandId)
    const notAllowed = (why: string) =>
      conflicts.push({
        kind: 'not-allowed',
        buyerId: m.buyerId,
        brandId: m.brandId,
        why,
      })
    if (!buyer || !brand) {
      notAllowed('unknown buyer or brand')
      continue
    }
    if (buyer.verification !== 'verified') notAllowed('buyer not verified')
    const bw = lastBuyerWish.get(pair)
    const rw = lastBrandWish.get(pair)
    if (bw === 'no') notAllowed('buyer said no')
    if (rw === 'decline') notAllowed('brand declined')
    if (forbidden.has(pair)) notAllowed('forbidden pair')
    const isPin = pinned.has(`${pair}:${m.slotId}:${m.tableId}`)
    if (m.pinned && !isPin) notAllowed('marked pinned but not in the pins')
    if (!isPin) {
      const buyerYes = bw === 'must' || bw === 'like'
      const brandYes = rw === 'accept' || rw === 'must' || rw === 'like'
      const ok = input.options?.allowOneSided ? buyerYes || brandYes : buyerYes && brandYes
      if (!ok) notAllowed('not wished by both sides')
    }
    if (!buyer.availableSlotIds.includes(m.slotId) || !brand.availableSlotIds.includes(m.slotId))
      conflicts.push({
        kind: 'unavailable',
        buyerId: m.buyerId,
        brandId: m.brandId,
        slotId: m.slotId,
      })
  }
  return conflicts
}

const pinKey = (p: { buyerId: number; brandId: number; slotId: number; tableId: number }) =>
  `${p.buyerId}:${p.brandId}:${p.slotId}:${p.tableId}`

/**
 * Pins that a result dropped or moved although they were valid (the scheduler reports the
 * invalid ones in `rejectedPins`; pass those as `rejected`).
 */
export function movedPins(
  input: SchedulerInput,
  meetings: readonly Meeting[],
  rejected: ReadonlyArray<{
    buyerId: number
    brandId: number
    slotId: number
    tableId: number
  }> = [],
): Conflict[] {
  const kept = new Set(meetings.map(pinKey))
  const skipped = new Set(rejected.map(pinKey))
  return (input.pinned ?? [])
    .filter((p) => !kept.has(pinKey(p)) && !skipped.has(pinKey(p)))
    .map((p) => ({
      kind: 'pin-moved' as const,
      buyerId: p.buyerId,
      brandId: p.brandId,
    }))
}
