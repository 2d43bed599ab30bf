/**
 * Meeting scheduler: plain, deterministic functions, no database (ADR 015).
 *
 * Build a `SchedulerInput` from the activity's rows and call:
 *
 *   const result = scheduleMeetings(input)
 *   // result.meetings: { buyerId, brandId, slotId, tableId, score, pinned, reasons }[]
 *   // result.stats: coverage figures (ScheduleStats); result.rejectedPins; result.unmetMutualMust
 *   const words = explainMeeting(meeting.reasons, 'zh-CN', { category, country })
 *   // "双方均标记为必须会面；大米进口商 ↔ 茉莉香米出口商；泰国在采购商的意向原产地之列"
 *
 * Inputs (./types.ts):
 * - buyers: id, verification ('submitted' | 'verified' | 'rejected'), categoryIds,
 *   originCountries (empty = any), volumes, availableSlotIds;
 * - brands: id, categoryIds, countryCode, availableSlotIds;
 * - buyerWishes: { buyerId, brandId, level: 'must' | 'like' | 'no', rank } in submission order;
 * - brandWishes: { brandId, buyerId, level: 'accept' | 'decline' | 'must' | 'like' };
 * - slots (chronological), tables, categoryParents (sub-category → parent), pinned
 *   { buyerId, brandId, slotId, tableId }, forbidden { buyerId, brandId }, options.
 *
 * A pair may meet when the buyer is verified, the buyer wished must/like and the brand
 * accepted or asked (must/like) — or one side asked and the other is silent, with
 * `options.allowOneSided` — and neither said no/declined, the pair is not forbidden and both
 * are available in the slot. Pins are kept exactly; an invalid pin comes back in `rejectedPins`.
 * Re-running with the same input (pins included) gives the same result.
 *
 * Also: `scorePair` (one pair's score and reasons), `describeReasons` / `explainMeeting` /
 * `explainMeetingBoth` (reasons in en-US and zh-CN), `checkSchedule` (independent conflict
 * checker), `evaluateSchedule` (stats of any meeting list, e.g. after manual edits),
 * `greedySchedule` (first-come baseline, for comparison only), `generateEvent` (seeded
 * synthetic event for benches and demos).
 */
export { scheduleMeetings, greedySchedule, evaluateSchedule, ASSIGNMENT_WEIGHTS } from './schedule'
export { scorePair, categoryFit, SCORE_WEIGHTS, type PairContext } from './score'
export { describeReasons, explainMeeting, explainMeetingBoth, type ReasonLabels, type ReasonLocale } from './reasons'
export { checkSchedule, movedPins } from './check'
export { generateEvent, prng, BENCH_EVENT, type EventSize } from './fixture'
export { maxWeightMatching, type WeightedEdge } from './flow'
export type * from './types'
