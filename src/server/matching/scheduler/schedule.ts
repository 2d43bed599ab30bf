// The scheduler (scheduleMeetings) and the greedy first-come baseline (greedySchedule).
// Method (ADR 015): pins first; then slot by slot a maximum-weight matching between the free
// buyers and free brands of that slot, limited to the free tables (min-cost flow, ./flow.ts),
// with tiered weights: mutual must-meet ≫ a buyer's first meeting ≫ score, plus urgency for
// pairs with few slots left; then a repair pass that moves or trades meetings to place the
// mutual must-meets and the buyers still without a meeting; then a second fill pass and a
// move-only pass for the pairs still unmet; then
// tables (a brand keeps its table from slot to slot where it can). Fully deterministic.
import { maxWeightMatching } from './flow'
import { pairKey, prepare, summarize, type Pair, type Prepared } from './prepare'
import { scorePair } from './score'
import type { Meeting, PinRejection, Reason, ScheduleResult, SchedulerInput } from './types'

/** Weight tiers of the per-slot matching (score is 0‥100). */
export const ASSIGNMENT_WEIGHTS = {
  mutualMust: 1000,
  buyerFirstMeeting: 500,
  brandFirstMeeting: 50,
  /** Divided by the number of slots the pair has left, this one included. */
  urgency: 100,
} as const

interface Placed {
  key: string
  buyerId: number
  brandId: number
  buyer: number
  brand: number
  slot: number
  table: number
  pinned: boolean
  mutualMust: boolean
  score: number
  reasons: Reason[]
  /** Slots it may move to (empty for pins). */
  slots: number[]
}

class Board {
  readonly buyerAt: Array<Array<Placed | undefined>>
  readonly brandAt: Array<Array<Placed | undefined>>
  readonly bySlot: Array<Set<Placed>>
  readonly met = new Map<string, Placed>()
  readonly buyerCount: Int32Array
  readonly brandCount: Int32Array
  journal: Array<() => void> | null = null

  constructor(
    readonly slots: number,
    readonly tables: number,
    buyers: number,
    brands: number,
  ) {
    this.buyerAt = Array.from({ length: slots }, () => Array<Placed | undefined>(buyers))
    this.brandAt = Array.from({ length: slots }, () => Array<Placed | undefined>(brands))
    this.bySlot = Array.from({ length: slots }, () => new Set<Placed>())
    this.buyerCount = new Int32Array(buyers)
    this.brandCount = new Int32Array(brands)
  }

  fits(buyer: number, brand: number, slot: number): boolean {
    return !this.buyerAt[slot][buyer] && !this.brandAt[slot][brand] && this.bySlot[slot].size < this.tables
  }

  add(p: Placed, slot: number) {
    p.slot = slot
    this.buyerAt[slot][p.buyer] = p
    this.brandAt[slot][p.brand] = p
    this.bySlot[slot].add(p)
    this.met.set(p.key, p)
    this.buyerCount[p.buyer]++
    this.brandCount[p.brand]++
    this.journal?.push(() => this.remove(p, true))
  }

  remove(p: Placed, undoing = false) {
    const slot = p.slot
    this.buyerAt[slot][p.buyer] = undefined
    this.brandAt[slot][p.brand] = undefined
    this.bySlot[slot].delete(p)
    this.met.delete(p.key)
    this.buyerCount[p.buyer]--
    this.brandCount[p.brand]--
    if (!undoing) this.journal?.push(() => this.add(p, slot))
  }

  /** Runs `attempt`; if it returns false, every change it made is undone. */
  tryAtomically(attempt: () => boolean): boolean {
    const outer = this.journal
    const journal: Array<() => void> = []
    this.journal = journal
    let ok = false
    try {
      ok = attempt()
    } finally {
      this.journal = null
      if (!ok) for (let i = journal.length - 1; i >= 0; i--) journal[i]()
      this.journal = outer
      if (ok && outer) outer.push(...journal)
    }
    return ok
  }
}

const placedFromPair = (pair: Pair): Placed => ({
  key: pair.key,
  buyerId: pair.buyerId,
  brandId: pair.brandId,
  buyer: pair.buyer,
  brand: pair.brand,
  slot: -1,
  table: -1,
  pinned: false,
  mutualMust: pair.mutualMust,
  score: pair.score,
  reasons: pair.reasons,
  slots: pair.slots,
})

/**
 * Validates and places the pins, in input order. A pin is kept exactly (slot and table) unless
 * it breaks a hard constraint: then it is returned as rejected with the reason. The organiser
 * may pin a pair nobody asked for, never one where someone said no, declined, is unverified
 * or the pair is forbidden.
 */
function placePins(prepared: Prepared, board: Board, tablesUsed: Array<Set<number>>) {
  const { input } = prepared
  const rejected: ScheduleResult['rejectedPins'] = []
  for (const pin of input.pinned ?? []) {
    const reject = (reason: PinRejection) => rejected.push({ ...pin, reason })
    const buyer = prepared.buyerIndex.get(pin.buyerId)
    const brand = prepared.brandIndex.get(pin.brandId)
    const slot = prepared.slotIndex.get(pin.slotId)
    const table = prepared.tableIndex.get(pin.tableId)
    if (buyer === undefined || brand === undefined) {
      reject('unknown-party')
      continue
    }
    if (slot === undefined) {
      reject('unknown-slot')
      continue
    }
    if (table === undefined) {
      reject('unknown-table')
      continue
    }
    const key = pairKey(pin.buyerId, pin.brandId)
    const scored = scorePair({
      buyer: input.buyers[buyer],
      brand: input.brands[brand],
      buyerWish: prepared.buyerWish.get(key),
      brandWish: prepared.brandWish.get(key),
      buyerPositiveWishes: prepared.positiveWishes.get(pin.buyerId) ?? 0,
      forbidden: prepared.forbidden.has(key),
      categoryParents: input.categoryParents,
      allowOneSided: true,
    })
    if (!scored.eligible && scored.blocked !== 'no-wish') {
      reject(scored.blocked ?? 'unknown-party')
      continue
    }
    if (!input.buyers[buyer].availableSlotIds.includes(pin.slotId) || !input.brands[brand].availableSlotIds.includes(pin.slotId)) {
      reject('unavailable')
      continue
    }
    if (board.met.has(key)) {
      reject('duplicate-pair')
      continue
    }
    if (board.buyerAt[slot][buyer] || board.brandAt[slot][brand] || tablesUsed[slot].has(table)) {
      reject('double-booked')
      continue
    }
    const placed: Placed = {
      key,
      buyerId: pin.buyerId,
      brandId: pin.brandId,
      buyer,
      brand,
      slot,
      table,
      pinned: true,
      mutualMust: scored.mutualMust,
      score: scored.score,
      reasons: [{ kind: 'pinned' }, ...scored.reasons],
      slots: [],
    }
    board.add(placed, slot)
    tablesUsed[slot].add(table)
  }
  return rejected
}

/** Gives every meeting a table: pins keep theirs; a brand keeps its previous table when free. */
function assignTables(prepared: Prepared, board: Board, tablesUsed: Array<Set<number>>): Meeting[] {
  const { input } = prepared
  const home = new Map<number, number>()
  const meetings: Meeting[] = []
  for (let s = 0; s < board.slots; s++) {
    const used = tablesUsed[s]
    const list = [...board.bySlot[s]].toSorted((a, b) => a.brandId - b.brandId || a.buyerId - b.buyerId)
    for (const p of list) if (p.pinned) home.set(p.brand, p.table)
    const waiting: Placed[] = []
    for (const p of list) {
      if (p.pinned) continue
      const h = home.get(p.brand)
      if (h !== undefined && !used.has(h)) {
        p.table = h
        used.add(h)
      } else waiting.push(p)
    }
    let t = 0
    for (const p of waiting) {
      while (used.has(t)) t++
      p.table = t
      used.add(t)
      home.set(p.brand, t)
    }
    for (const p of list.toSorted((a, b) => a.table - b.table)) {
      meetings.push({
        buyerId: p.buyerId,
        brandId: p.brandId,
        slotId: input.slots[s].id,
        tableId: input.tables[p.table].id,
        score: p.score,
        pinned: p.pinned,
        reasons: p.reasons,
      })
    }
  }
  return meetings
}

function result(prepared: Prepared, meetings: Meeting[], rejectedPins: ScheduleResult['rejectedPins']): ScheduleResult {
  const met = new Set(meetings.map((m) => pairKey(m.buyerId, m.brandId)))
  return {
    meetings,
    stats: summarize(prepared, meetings),
    rejectedPins,
    unmetMutualMust: prepared.pairs.filter((p) => p.mutualMust && !met.has(p.key)).map((p) => ({ buyerId: p.buyerId, brandId: p.brandId })),
  }
}

function setup(input: SchedulerInput) {
  const prepared = prepare(input)
  const board = new Board(input.slots.length, input.tables.length, input.buyers.length, input.brands.length)
  const tablesUsed = input.slots.map(() => new Set<number>())
  const rejectedPins = placePins(prepared, board, tablesUsed)
  return { prepared, board, tablesUsed, rejectedPins }
}

/** Slot by slot, the best set of new meetings (max-weight matching limited to free tables). */
function fillSlots(prepared: Prepared, board: Board) {
  const W = ASSIGNMENT_WEIGHTS
  const bySlot: Pair[][] = Array.from({ length: board.slots }, () => [])
  for (const pair of prepared.pairs) for (const s of pair.slots) bySlot[s].push(pair)
  for (let s = 0; s < board.slots; s++) {
    const free = board.tables - board.bySlot[s].size
    if (free <= 0) continue
    const candidates = bySlot[s].filter((p) => !board.met.has(p.key) && !board.buyerAt[s][p.buyer] && !board.brandAt[s][p.brand])
    if (!candidates.length) continue
    const left = new Map<number, number>()
    const right = new Map<number, number>()
    const edges = candidates.map((p) => {
      if (!left.has(p.buyer)) left.set(p.buyer, left.size)
      if (!right.has(p.brand)) right.set(p.brand, right.size)
      let remaining = 0
      for (const t of p.slots) if (t >= s && !board.buyerAt[t][p.buyer] && !board.brandAt[t][p.brand]) remaining++
      const weight =
        p.score +
        (p.mutualMust ? W.mutualMust : 0) +
        (board.buyerCount[p.buyer] === 0 ? W.buyerFirstMeeting : 0) +
        (board.brandCount[p.brand] === 0 ? W.brandFirstMeeting : 0) +
        W.urgency / Math.max(1, remaining)
      return { left: left.get(p.buyer)!, right: right.get(p.brand)!, weight }
    })
    for (const i of maxWeightMatching(left.size, right.size, edges, free)) {
      board.add(placedFromPair(candidates[i]), s)
    }
  }
}

/** May `p` be dropped to make room? Never pins, must-meets, or a buyer's only meeting. */
const tradeable = (board: Board, p: Placed) => !p.pinned && !p.mutualMust && board.buyerCount[p.buyer] >= 2

const byLowScore = (a: Placed, b: Placed) => a.score - b.score || a.key.localeCompare(b.key)

/**
 * Moves a meeting to another of its slots where both sides are free: where a table is free, or
 * (with `trade`) where the lowest-scored tradeable meeting gives up its table.
 */
function relocate(board: Board, p: Placed, avoid: number, dropped: Placed[], trade: boolean): boolean {
  if (p.pinned) return false
  for (const s of p.slots) {
    if (s === avoid || !board.fits(p.buyer, p.brand, s)) continue
    board.remove(p)
    board.add(p, s)
    return true
  }
  if (!trade) return false
  for (const s of p.slots) {
    if (s === avoid || board.buyerAt[s][p.buyer] || board.brandAt[s][p.brand]) continue
    const victim = [...board.bySlot[s]].toSorted(byLowScore).find((v) => tradeable(board, v))
    if (!victim) continue
    board.remove(victim)
    dropped.push(victim)
    board.remove(p)
    board.add(p, s)
    return true
  }
  return false
}

/**
 * Places `pair` in one of its slots. The meetings in the way (the buyer's, the brand's, or one
 * holding a table) move to another of their slots; with `trade`, a meeting that is neither a
 * must-meet, a pin nor its buyer's only meeting may instead give way (directly or one step
 * further along), so each trade keeps every covered buyer covered.
 */
function repair(board: Board, pair: Pair, dropped: Placed[], trade = true): boolean {
  for (const s of pair.slots) {
    const ok = board.tryAtomically(() => {
      const blockers = [board.buyerAt[s][pair.buyer], board.brandAt[s][pair.brand]].filter((p): p is Placed => !!p)
      if (!blockers.length && board.bySlot[s].size >= board.tables) {
        const inSlot = [...board.bySlot[s]].toSorted(byLowScore)
        const drop = (p: Placed) => {
          board.remove(p)
          dropped.push(p)
          return true
        }
        const freed =
          inSlot.some((p) => relocate(board, p, s, dropped, false)) ||
          (trade && inSlot.some((p) => tradeable(board, p) && drop(p))) ||
          (trade && inSlot.some((p) => relocate(board, p, s, dropped, true)))
        if (!freed) return false
      }
      for (const b of new Set(blockers)) {
        if (relocate(board, b, s, dropped, false)) continue
        if (trade && tradeable(board, b)) {
          board.remove(b)
          dropped.push(b)
          continue
        }
        if (!trade || !relocate(board, b, s, dropped, true)) return false
      }
      if (!board.fits(pair.buyer, pair.brand, s)) return false
      board.add(placedFromPair(pair), s)
      return true
    })
    if (ok) return true
  }
  return false
}

const byScore = (a: Pair, b: Pair) => b.score - a.score || a.buyerId - b.buyerId || a.brandId - b.brandId

function repairPass(prepared: Prepared, board: Board) {
  const dropped: Placed[] = []
  for (const pair of prepared.pairs.filter((p) => p.mutualMust).toSorted(byScore)) {
    if (!board.met.has(pair.key)) repair(board, pair, dropped)
  }
  const byBuyer = new Map<number, Pair[]>()
  for (const p of prepared.pairs) byBuyer.set(p.buyer, [...(byBuyer.get(p.buyer) ?? []), p])
  for (const [buyer, pairs] of [...byBuyer].toSorted((a, b) => a[0] - b[0])) {
    if (board.buyerCount[buyer] > 0) continue
    for (const pair of pairs.toSorted(byScore)) if (repair(board, pair, dropped)) break
  }
  // Whatever was traded away goes back wherever it still fits.
  for (const p of dropped) {
    if (board.met.has(p.key)) continue
    const s = p.slots.find((t) => board.fits(p.buyer, p.brand, t))
    if (s !== undefined) board.add(p, s)
  }
}

/**
 * Schedules meetings: conflict-free, pins kept, mutual must-meets and every buyer's first
 * meeting first. Deterministic: the same input gives the same meetings.
 */
export function scheduleMeetings(input: SchedulerInput): ScheduleResult {
  const { prepared, board, tablesUsed, rejectedPins } = setup(input)
  fillSlots(prepared, board)
  repairPass(prepared, board)
  fillSlots(prepared, board)
  // Last: every pair still unmet, by moving meetings only (each success is one more meeting).
  const unused: Placed[] = []
  for (const pair of prepared.pairs.toSorted(byScore)) {
    if (!board.met.has(pair.key)) repair(board, pair, unused, false)
  }
  return result(prepared, assignTables(prepared, board, tablesUsed), rejectedPins)
}

/**
 * The baseline for comparison only: wishes served first come, first served (buyer wishes in
 * input order, then brand requests), each in the earliest slot where both sides and a table
 * are free. Same hard constraints and pins as the scheduler.
 */
export function greedySchedule(input: SchedulerInput): ScheduleResult {
  const { prepared, board, tablesUsed, rejectedPins } = setup(input)
  const order = [...input.buyerWishes, ...input.brandWishes].map((w) => pairKey(w.buyerId, w.brandId))
  for (const key of order) {
    const pair = prepared.pairByKey.get(key)
    if (!pair || board.met.has(key)) continue
    const s = pair.slots.find((t) => board.fits(pair.buyer, pair.brand, t))
    if (s !== undefined) board.add(placedFromPair(pair), s)
  }
  return result(prepared, assignTables(prepared, board, tablesUsed), rejectedPins)
}

/** Figures (ScheduleStats) for any list of meetings, e.g. one edited by the organiser. */
export function evaluateSchedule(input: SchedulerInput, meetings: readonly Meeting[]) {
  return summarize(prepare(input), meetings)
}
