import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSchedule, movedPins } from './check'
import { maxWeightMatching } from './flow'
import { prepare } from './prepare'
import { greedySchedule, scheduleMeetings } from './schedule'
import type { SchedulerInput } from './types'

/** Small random events: every constraint is reachable (no, decline, unverified, forbidden, bad pins). */
const eventArb: fc.Arbitrary<SchedulerInput> = fc
  .record({
    buyers: fc.integer({ min: 1, max: 8 }),
    brands: fc.integer({ min: 1, max: 6 }),
    slots: fc.integer({ min: 1, max: 4 }),
    tables: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ buyers, brands, slots, tables }) => {
    const slotIds = Array.from({ length: slots }, (_, i) => i + 1)
    const buyerIds = Array.from({ length: buyers }, (_, i) => i + 1)
    const brandIds = Array.from({ length: brands }, (_, i) => 100 + i)
    const avail = fc.subarray(slotIds)
    const pair = fc.record({
      buyerId: fc.constantFrom(...buyerIds),
      brandId: fc.constantFrom(...brandIds),
    })
    return fc.record({
      buyers: fc.tuple(
        ...buyerIds.map((id) =>
          fc.record({
            id: fc.constant(id),
            verification: fc.constantFrom('verified', 'verified', 'verified', 'submitted', 'rejected' as const),
            categoryIds: fc.subarray([1, 2, 11, 12, 21]),
            originCountries: fc.subarray(['TH', 'VN', 'EC']),
            availableSlotIds: avail,
          }),
        ),
      ),
      brands: fc.tuple(
        ...brandIds.map((id) =>
          fc.record({
            id: fc.constant(id),
            categoryIds: fc.subarray([11, 12, 21, 22], { minLength: 1 }),
            countryCode: fc.constantFrom('TH', 'VN', 'EC', 'TR'),
            availableSlotIds: avail,
          }),
        ),
      ),
      slots: fc.constant(slotIds.map((id) => ({ id }))),
      tables: fc.constant(Array.from({ length: tables }, (_, i) => ({ id: 50 + i }))),
      buyerWishes: fc.array(
        fc.record({
          buyerId: fc.constantFrom(...buyerIds),
          brandId: fc.constantFrom(...brandIds),
          level: fc.constantFrom('must', 'like', 'like', 'no' as const),
          rank: fc.integer({ min: 1, max: 6 }),
        }),
        { maxLength: 30 },
      ),
      brandWishes: fc.array(
        fc.record({
          buyerId: fc.constantFrom(...buyerIds),
          brandId: fc.constantFrom(...brandIds),
          level: fc.constantFrom('accept', 'accept', 'decline', 'must', 'like' as const),
        }),
        { maxLength: 30 },
      ),
      categoryParents: fc.constant({ 11: 1, 12: 1, 21: 2, 22: 2 }),
      pinned: fc.array(
        fc.record({
          buyerId: fc.constantFrom(...buyerIds),
          brandId: fc.constantFrom(...brandIds),
          slotId: fc.constantFrom(...slotIds, 99),
          tableId: fc.integer({ min: 50, max: 50 + tables }),
        }),
        { maxLength: 3 },
      ),
      forbidden: fc.array(pair, { maxLength: 3 }),
      options: fc.record({ allowOneSided: fc.boolean() }),
    })
  })

const runs = { numRuns: 300 }
const meetingKey = (m: { buyerId: number; brandId: number; slotId: number; tableId: number }) =>
  `${m.buyerId}:${m.brandId}:${m.slotId}:${m.tableId}`

/** Exhaustive: the best total weight of any matching of at most `limit` edges. */
function bruteForce(edges: { left: number; right: number; weight: number }[], limit: number): number {
  let best = 0
  const walk = (i: number, usedL: Set<number>, usedR: Set<number>, count: number, sum: number) => {
    best = Math.max(best, sum)
    if (i === edges.length || count === limit) return
    walk(i + 1, usedL, usedR, count, sum)
    const e = edges[i]
    if (e.weight > 0 && !usedL.has(e.left) && !usedR.has(e.right)) {
      usedL.add(e.left)
      usedR.add(e.right)
      walk(i + 1, usedL, usedR, count + 1, sum + e.weight)
      usedL.delete(e.left)
      usedR.delete(e.right)
    }
  }
  walk(0, new Set(), new Set(), 0, 0)
  return best
}

describe('scheduleMeetings invariants', () => {
  it('never double-books, never pairs a no/decline/forbidden/unverified pair, respects availability', () => {
    fc.assert(
      fc.property(eventArb, (input) => {
        const { meetings } = scheduleMeetings(input)
        expect(checkSchedule(input, meetings)).toEqual([])
      }),
      runs,
    )
  })

  it('keeps every valid pin exactly, and re-running with the result pinned moves nothing', () => {
    fc.assert(
      fc.property(eventArb, (input) => {
        const first = scheduleMeetings(input)
        expect(movedPins(input, first.meetings, first.rejectedPins)).toEqual([])
        const again = {
          ...input,
          pinned: first.meetings.map(({ buyerId, brandId, slotId, tableId }) => ({
            buyerId,
            brandId,
            slotId,
            tableId,
          })),
        }
        const second = scheduleMeetings(again)
        expect(second.rejectedPins).toEqual([])
        expect(new Set(second.meetings.map(meetingKey))).toEqual(new Set(first.meetings.map(meetingKey)))
      }),
      runs,
    )
  })

  it('is deterministic', () => {
    fc.assert(
      fc.property(eventArb, (input) => {
        expect(scheduleMeetings(input)).toEqual(scheduleMeetings(structuredClone(input)))
      }),
      runs,
    )
  })

  it('leaves no pair unmet that would still fit (both sides and a table free in a common slot)', () => {
    fc.assert(
      fc.property(eventArb, (input) => {
        const { meetings } = scheduleMeetings(input)
        const busy = new Set(meetings.flatMap((m) => [`b${m.slotId}:${m.buyerId}`, `r${m.slotId}:${m.brandId}`]))
        const perSlot = new Map<number, number>()
        for (const m of meetings) perSlot.set(m.slotId, (perSlot.get(m.slotId) ?? 0) + 1)
        const met = new Set(meetings.map((m) => `${m.buyerId}:${m.brandId}`))
        for (const pair of prepare(input).pairs) {
          if (met.has(pair.key)) continue
          for (const s of pair.slots) {
            const slotId = input.slots[s].id
            const fits =
              !busy.has(`b${slotId}:${pair.buyerId}`) &&
              !busy.has(`r${slotId}:${pair.brandId}`) &&
              (perSlot.get(slotId) ?? 0) < input.tables.length
            expect(fits).toBe(false)
          }
        }
      }),
      runs,
    )
  })

  it('greedy baseline obeys the same hard constraints', () => {
    fc.assert(
      fc.property(eventArb, (input) => {
        const { meetings, rejectedPins } = greedySchedule(input)
        expect(checkSchedule(input, meetings)).toEqual([])
        expect(movedPins(input, meetings, rejectedPins)).toEqual([])
      }),
      runs,
    )
  })
})

describe('maxWeightMatching', () => {
  it('finds a maximum-weight matching of at most `limit` edges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(
          fc.record({
            l: fc.nat(4),
            r: fc.nat(4),
            weight: fc.integer({ min: 1, max: 1000 }),
          }),
          { maxLength: 12 },
        ),
        (nl, nr, limit, raw) => {
          const edges = raw.map((e) => ({
            left: e.l % nl,
            right: e.r % nr,
            weight: e.weight,
          }))
          const chosen = maxWeightMatching(nl, nr, edges, limit)
          expect(chosen.length).toBeLessThanOrEqual(limit)
          expect(new Set(chosen.map((i) => edges[i].left)).size).toBe(chosen.length)
          expect(new Set(chosen.map((i) => edges[i].right)).size).toBe(chosen.length)
          const total = chosen.reduce((s, i) => s + edges[i].weight, 0)
          expect(total).toBe(bruteForce(edges, limit))
        },
      ),
      { numRuns: 500 },
    )
  })
})
