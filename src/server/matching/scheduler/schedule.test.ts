import { describe, expect, it } from 'vitest'
import { checkSchedule } from './check'
import { generateEvent } from './fixture'
import { evaluateSchedule, greedySchedule, scheduleMeetings } from './schedule'
import type { SchedulerBuyer, SchedulerInput } from './types'

const buyer = (id: number, slots: number[], over: Partial<SchedulerBuyer> = {}): SchedulerBuyer => ({
  id,
  verification: 'verified',
  categoryIds: [],
  originCountries: [],
  availableSlotIds: slots,
  ...over,
})
const brand = (id: number, slots: number[]) => ({
  id,
  categoryIds: [1],
  countryCode: 'TH',
  availableSlotIds: slots,
})

describe('scheduleMeetings', () => {
  it('puts a mutual must-meet before an earlier-submitted like wish for the same brand', () => {
    // One slot, one table: buyer 1 asked first (like), buyer 2 marked must.
    const input: SchedulerInput = {
      buyers: [buyer(1, [1]), buyer(2, [1])],
      brands: [brand(10, [1])],
      slots: [{ id: 1 }],
      tables: [{ id: 1 }],
      buyerWishes: [
        { buyerId: 1, brandId: 10, level: 'like', rank: 1 },
        { buyerId: 2, brandId: 10, level: 'must', rank: 1 },
      ],
      brandWishes: [
        { brandId: 10, buyerId: 1, level: 'accept' },
        { brandId: 10, buyerId: 2, level: 'accept' },
      ],
    }
    expect(scheduleMeetings(input).meetings.map((m) => m.buyerId)).toEqual([2])
    expect(greedySchedule(input).meetings.map((m) => m.buyerId)).toEqual([1])
  })

  it('gives a buyer a first meeting before another buyer a second one', () => {
    // Buyer 1 wants brands 10 and 11; buyer 2 only brand 11, and only in slot 1.
    const input: SchedulerInput = {
      buyers: [buyer(1, [1, 2]), buyer(2, [1])],
      brands: [brand(10, [2]), brand(11, [1, 2])],
      slots: [{ id: 1 }, { id: 2 }],
      tables: [{ id: 1 }],
      buyerWishes: [
        { buyerId: 1, brandId: 11, level: 'like', rank: 1 },
        { buyerId: 1, brandId: 10, level: 'like', rank: 2 },
        { buyerId: 2, brandId: 11, level: 'like', rank: 1 },
      ],
      brandWishes: [
        { brandId: 11, buyerId: 1, level: 'accept' },
        { brandId: 10, buyerId: 1, level: 'accept' },
        { brandId: 11, buyerId: 2, level: 'accept' },
      ],
    }
    const { meetings, stats } = scheduleMeetings(input)
    expect(meetings.map((m) => [m.buyerId, m.brandId, m.slotId])).toEqual([
      [2, 11, 1],
      [1, 10, 2],
    ])
    expect(stats.buyersWithoutMeeting).toBe(0)
    expect(greedySchedule(input).stats.buyersWithoutMeeting).toBe(1)
  })

  it('keeps valid pins with their reasons and rejects the ones that break a hard rule', () => {
    const input: SchedulerInput = {
      buyers: [buyer(1, [1, 2]), buyer(2, [1, 2]), buyer(3, [1, 2], { verification: 'submitted' })],
      brands: [brand(10, [1, 2]), brand(11, [1])],
      slots: [{ id: 1 }, { id: 2 }],
      tables: [{ id: 1 }, { id: 2 }],
      buyerWishes: [{ buyerId: 2, brandId: 11, level: 'no', rank: 0 }],
      brandWishes: [],
      pinned: [
        { buyerId: 1, brandId: 10, slotId: 2, tableId: 2 }, // nobody asked: the organiser may
        { buyerId: 2, brandId: 10, slotId: 2, tableId: 1 }, // brand 10 is busy in slot 2
        { buyerId: 2, brandId: 11, slotId: 1, tableId: 1 }, // buyer 2 said no
        { buyerId: 3, brandId: 11, slotId: 1, tableId: 1 }, // not verified
        { buyerId: 1, brandId: 11, slotId: 2, tableId: 1 }, // brand 11 is away in slot 2
        { buyerId: 1, brandId: 11, slotId: 9, tableId: 1 },
        { buyerId: 1, brandId: 11, slotId: 1, tableId: 9 },
        { buyerId: 1, brandId: 10, slotId: 1, tableId: 1 }, // the pair already meets
      ],
    }
    const result = scheduleMeetings(input)
    expect(result.meetings).toEqual([
      {
        buyerId: 1,
        brandId: 10,
        slotId: 2,
        tableId: 2,
        score: 0,
        pinned: true,
        reasons: [{ kind: 'pinned' }],
      },
    ])
    expect(result.rejectedPins.map((p) => p.reason)).toEqual([
      'double-booked',
      'buyer-said-no',
      'buyer-unverified',
      'unavailable',
      'unknown-slot',
      'unknown-table',
      'duplicate-pair',
    ])
    expect(checkSchedule(input, result.meetings)).toEqual([])
  })

  it('keeps a brand at one table from slot to slot where it can', () => {
    const input: SchedulerInput = {
      buyers: [buyer(1, [1]), buyer(2, [2]), buyer(3, [1, 2])],
      brands: [brand(10, [1, 2]), brand(11, [1, 2])],
      slots: [{ id: 1 }, { id: 2 }],
      tables: [{ id: 1 }, { id: 2 }],
      buyerWishes: [
        { buyerId: 1, brandId: 11, level: 'like', rank: 1 },
        { buyerId: 2, brandId: 11, level: 'like', rank: 1 },
        { buyerId: 3, brandId: 10, level: 'like', rank: 1 },
      ],
      brandWishes: [
        { brandId: 11, buyerId: 1, level: 'accept' },
        { brandId: 11, buyerId: 2, level: 'accept' },
        { brandId: 10, buyerId: 3, level: 'accept' },
      ],
    }
    const tables = new Map<number, Set<number>>()
    for (const m of scheduleMeetings(input).meetings) tables.set(m.brandId, (tables.get(m.brandId) ?? new Set()).add(m.tableId))
    expect(tables.get(11)?.size).toBe(1)
  })
})

describe('the bench event', () => {
  const input = generateEvent(20261123)
  const result = scheduleMeetings(input)
  const greedy = greedySchedule(input)

  it('is conflict-free and meets the issue targets', () => {
    expect(checkSchedule(input, result.meetings)).toEqual([])
    expect(result.stats.mutualMustCoverage).toBeGreaterThanOrEqual(0.95)
    expect(result.stats.mutualMustMet).toBeGreaterThan(greedy.stats.mutualMustMet)
    expect(result.stats.meetings).toBeGreaterThan(greedy.stats.meetings)
    expect(result.stats.buyersWithoutMeeting).toBeLessThan(greedy.stats.buyersWithoutMeeting)
  })

  it('reports the same figures through evaluateSchedule', () => {
    expect(evaluateSchedule(input, result.meetings)).toEqual(result.stats)
  })

  it('is generated the same way from the same seed', () => {
    expect(generateEvent(20261123)).toEqual(input)
    expect(generateEvent(7)).not.toEqual(input)
  })
})
