// Input and output types of the meeting scheduler (see ./index.ts for the overview).
// Plain data only: no database rows, no Drizzle types, so the scheduler can be unit-tested and
// benchmarked on its own. All ids are numbers (serial ids), countries are ISO 3166-1 alpha-2.

/** The buyer's wish for one brand. `no` = "no thanks": the pair never meets. */
export type BuyerWishLevel = 'must' | 'like' | 'no'
/**
 * The brand's side of a pair: its answer to the buyer's wish (`accept` / `decline`), or its own
 * request to meet the buyer (`must` / `like`, which also counts as acceptance).
 */
export type BrandWishLevel = 'accept' | 'decline' | 'must' | 'like'

export type VerificationState = 'submitted' | 'verified' | 'rejected'

export interface SchedulerBuyer {
  id: number
  verification: VerificationState
  /** Category ids the buyer sources (top-level or sub-categories). */
  categoryIds: readonly number[]
  /** Origin countries the buyer sources from; empty = any origin. */
  originCountries: readonly string[]
  /** Free-text volumes ("2 × 40 ft containers a month"); scored against the brand's minimum order (./volume.ts). */
  volumes?: readonly string[]
  /** Slot ids in which the buyer can meet. */
  availableSlotIds: readonly number[]
}

export interface SchedulerBrand {
  id: number
  /** Category ids of the brand (its own category and those of its products). */
  categoryIds: readonly number[]
  countryCode: string
  availableSlotIds: readonly number[]
  /** The brand's smallest minimum order in tonnes (./volume.ts minOrderTonnes); absent = unknown. */
  minOrderTonnes?: number | null
}

export interface BuyerWish {
  buyerId: number
  brandId: number
  level: BuyerWishLevel
  /** The buyer's rank of this brand, 1 = first choice. Ranks of `no` wishes are ignored. */
  rank: number
}

export interface BrandWish {
  brandId: number
  buyerId: number
  level: BrandWishLevel
}

export interface SchedulerSlot {
  id: number
  /** Optional label, e.g. "10:00–10:20" (not used by the algorithm). */
  label?: string
}

export interface SchedulerTable {
  id: number
  label?: string
}

export interface PinnedMeeting {
  buyerId: number
  brandId: number
  slotId: number
  tableId: number
}

export interface PairRef {
  buyerId: number
  brandId: number
}

export interface SchedulerOptions {
  /**
   * Let a pair meet when one side asked and the other has not answered yet (never when it said
   * no/decline). Default false: both sides must be positive.
   */
  allowOneSided?: boolean
}

export interface SchedulerInput {
  buyers: readonly SchedulerBuyer[]
  brands: readonly SchedulerBrand[]
  /** In chronological order: the scheduler and the greedy baseline fill earlier slots first. */
  slots: readonly SchedulerSlot[]
  tables: readonly SchedulerTable[]
  /** In submission order (the greedy baseline serves them first come, first served). */
  buyerWishes: readonly BuyerWish[]
  brandWishes: readonly BrandWish[]
  /**
   * Parent of each sub-category, for partial category fit (a buyer of "rice" and a brand of
   * "jasmine rice"); missing = top level.
   */
  categoryParents?: Readonly<Record<number, number | null>>
  pinned?: readonly PinnedMeeting[]
  forbidden?: readonly PairRef[]
  options?: SchedulerOptions
}

/** Why a pair scores what it scores. Rendered into words by `describeReasons`. */
export type Reason =
  | { kind: 'pinned' }
  | {
      kind: 'wishes'
      buyer: 'must' | 'like' | null
      brand: 'must' | 'like' | 'accept' | null
    }
  | { kind: 'rank'; rank: number; of: number }
  | {
      kind: 'category'
      match: 'exact' | 'related' | 'sibling'
      buyerCategoryId: number
      brandCategoryId: number
    }
  | { kind: 'origin'; countryCode: string }
  | { kind: 'volume'; buyerTonnesPerMonth: number; minOrderTonnes: number }

export interface PairScore {
  /** 0‥100; higher = better. 0 with `eligible: false` when the pair may not meet. */
  score: number
  eligible: boolean
  /** Why the pair may not meet (when not eligible). */
  blocked?: BlockReason
  /** Someone marked must-meet and the other side agreed. */
  mutualMust: boolean
  reasons: Reason[]
}

export type BlockReason = 'buyer-said-no' | 'brand-declined' | 'buyer-unverified' | 'forbidden' | 'no-wish' | 'one-sided' | 'unknown-party'

export interface Meeting {
  buyerId: number
  brandId: number
  slotId: number
  tableId: number
  score: number
  pinned: boolean
  reasons: Reason[]
}

export type PinRejection = BlockReason | 'unknown-slot' | 'unknown-table' | 'unavailable' | 'double-booked' | 'duplicate-pair'

export interface ScheduleStats {
  meetings: number
  pinnedKept: number
  /** Pairs allowed to meet (both sides positive, verified, not forbidden, a common slot). */
  eligiblePairs: number
  /** Mutual must-meet pairs with at least one slot both sides are available in. */
  feasibleMutualMust: number
  mutualMustMet: number
  /** mutualMustMet / feasibleMutualMust (1 when there are none). */
  mutualMustCoverage: number
  /** Verified buyers with at least one eligible pair. */
  buyersWithAcceptedWish: number
  /** …of whom got no meeting. */
  buyersWithoutMeeting: number
  /** Meetings per slot, in slot order. */
  perSlot: number[]
  scoreSum: number
}

export interface ScheduleResult {
  meetings: Meeting[]
  stats: ScheduleStats
  /** Pins that break a hard constraint and were therefore not scheduled. */
  rejectedPins: Array<PinnedMeeting & { reason: PinRejection }>
  /** Mutual must-meet pairs that have a common slot but could not be placed. */
  unmetMutualMust: PairRef[]
}

export type Conflict =
  | {
      kind: 'buyer-double-booked' | 'brand-double-booked' | 'table-double-booked'
      slotId: number
      id: number
    }
  | { kind: 'pair-twice'; buyerId: number; brandId: number }
  | { kind: 'not-allowed'; buyerId: number; brandId: number; why: string }
  | { kind: 'unavailable'; buyerId: number; brandId: number; slotId: number }
  | { kind: 'unknown-slot-or-table'; slotId: number; tableId: number }
  | { kind: 'pin-moved'; buyerId: number; brandId: number }
