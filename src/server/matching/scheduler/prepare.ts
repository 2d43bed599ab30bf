// Turns a SchedulerInput into indexed pairs (eligibility, score, reasons, common slots) and
// summarises any set of meetings against it. Shared by the scheduler, the greedy baseline and
// the bench; the conflict checker (./check.ts) deliberately does not use it.
import { scorePair } from './score'
import type { BrandWish, BuyerWish, Meeting, Reason, ScheduleStats, SchedulerInput } from './types'

export interface Pair {
  key: string
  buyerId: number
  brandId: number
  /** Index into input.buyers / input.brands. */
  buyer: number
  brand: number
  score: number
  reasons: Reason[]
  mutualMust: boolean
  /** Slot indexes (into input.slots) where both are available, ascending. */
  slots: number[]
}

export interface Prepared {
  input: SchedulerInput
  buyerIndex: Map<number, number>
  brandIndex: Map<number, number>
  slotIndex: Map<number, number>
  tableIndex: Map<number, number>
  /** Eligible pairs with at least one common slot, sorted by buyer id then brand id. */
  pairs: Pair[]
  pairByKey: Map<string, Pair>
  buyerWish: Map<string, BuyerWish>
  brandWish: Map<string, BrandWish>
  positiveWishes: Map<number, number>
  forbidden: Set<string>
}

export const pairKey = (buyerId: number, brandId: number) => `${buyerId}:${brandId}`

export function prepare(input: SchedulerInput): Prepared {
  const buyerIndex = new Map(input.buyers.map((b, i) => [b.id, i]))
  const brandIndex = new Map(input.brands.map((b, i) => [b.id, i]))
  const slotIndex = new Map(input.slots.map((s, i) => [s.id, i]))
  const tableIndex = new Map(input.tables.map((t, i) => [t.id, i]))
  // The last wish given for a pair is the current one.
  const buyerWish = new Map<string, BuyerWish>()
  for (const w of input.buyerWishes) buyerWish.set(pairKey(w.buyerId, w.brandId), w)
  const brandWish = new Map<string, BrandWish>()
  for (const w of input.brandWishes) brandWish.set(pairKey(w.buyerId, w.brandId), w)
  const positiveWishes = new Map<number, number>()
  for (const w of buyerWish.values()) if (w.level !== 'no') positiveWishes.set(w.buyerId, (positiveWishes.get(w.buyerId) ?? 0) + 1)
  const forbidden = new Set((input.forbidden ?? []).map((p) => pairKey(p.buyerId, p.brandId)))

  const keys = [...new Set([...buyerWish.keys(), ...brandWish.keys()])]
  const found: Pair[] = []
  for (const key of keys) {
    const [buyerId, brandId] = key.split(':').map(Number)
    const bi = buyerIndex.get(buyerId)
    const ri = brandIndex.get(brandId)
    if (bi === undefined || ri === undefined) continue
    const buyer = input.buyers[bi]
    const brand = input.brands[ri]
    const scored = scorePair({
      buyer,
      brand,
      buyerWish: buyerWish.get(key),
      brandWish: brandWish.get(key),
      buyerPositiveWishes: positiveWishes.get(buyerId) ?? 0,
      forbidden: forbidden.has(key),
      categoryParents: input.categoryParents,
      allowOneSided: input.options?.allowOneSided,
    })
    if (!scored.eligible) continue
    const brandSlots = new Set(brand.availableSlotIds)
    const slots = [...new Set(buyer.availableSlotIds)]
      .filter((id) => brandSlots.has(id) && slotIndex.has(id))
      .map((id) => slotIndex.get(id)!)
      .toSorted((a, b) => a - b)
    if (!slots.length) continue
    found.push({
      key,
      buyerId,
      brandId,
      buyer: bi,
      brand: ri,
      score: scored.score,
      reasons: scored.reasons,
      mutualMust: scored.mutualMust,
      slots,
    })
  }
  const pairs = found.toSorted((a, b) => a.buyerId - b.buyerId || a.brandId - b.brandId)
  return {
    input,
    buyerIndex,
    brandIndex,
    slotIndex,
    tableIndex,
    pairs,
    pairByKey: new Map(pairs.map((p) => [p.key, p])),
    buyerWish,
    brandWish,
    positiveWishes,
    forbidden,
  }
}

/** Figures of a set of meetings against the input's wishes (see ScheduleStats). */
export function summarize(prepared: Prepared, meetings: readonly Meeting[]): ScheduleStats {
  const { input, pairs } = prepared
  const met = new Set(meetings.map((m) => pairKey(m.buyerId, m.brandId)))
  const mustPairs = pairs.filter((p) => p.mutualMust)
  const mutualMustMet = mustPairs.filter((p) => met.has(p.key)).length
  const buyersWithPair = new Set(pairs.map((p) => p.buyerId))
  const buyersMet = new Set(meetings.map((m) => m.buyerId))
  const perSlot = input.slots.map(() => 0)
  for (const m of meetings) {
    const s = prepared.slotIndex.get(m.slotId)
    if (s !== undefined) perSlot[s]++
  }
  return {
    meetings: meetings.length,
    pinnedKept: meetings.filter((m) => m.pinned).length,
    eligiblePairs: pairs.length,
    feasibleMutualMust: mustPairs.length,
    mutualMustMet,
    mutualMustCoverage: mustPairs.length ? mutualMustMet / mustPairs.length : 1,
    buyersWithAcceptedWish: buyersWithPair.size,
    buyersWithoutMeeting: [...buyersWithPair].filter((id) => !buyersMet.has(id)).length,
    perSlot,
    scoreSum: Math.round(meetings.reduce((sum, m) => sum + m.score, 0) * 100) / 100,
  }
}
