// The event day's plain lists (no zod), for pages and the contract alike (first-load-imports.test.ts).

/**
 * A meeting record's states, in the order a meeting goes through them (no-show aside). `late`: the
 * grace passed with the buyer checked in at the door but not at the table (set by the sweep only).
 */
export const recordStates = ['scheduled', 'late', 'checked_in', 'in_progress', 'done', 'no_show'] as const

/**
 * The grace of the automatic no-show (ADR 097, ADR 124), in minutes: how long after a slot's start
 * (or a replacement meeting's publication) a meeting nobody started waits before it is judged by
 * presence. A buyer checked in at the door by then is `late` and nudged; one who is not is a
 * no-show. The default of `activities.no_show_minutes`; the organiser may set 1–60 per activity.
 */
export const NO_SHOW_GRACE_MINUTES = 10

export const recordOutcomes = ['deal', 'follow_up', 'no_fit'] as const
/** The currencies an intent amount is recorded in. */
export const recordCurrencies = ['USD', 'CNY', 'EUR', 'MYR', 'TRY'] as const

/**
 * The texts of recordSave's rules (contract/live.ts), both languages, without the field's name:
 * the server's answer and the phone's field error use the same words.
 */
export const recordRuleText = {
  walk_in_buyer: { en: 'name the buyer of the walk-in meeting', cn: '请填写现场会面的采购商' },
  time_order: { en: 'a later step cannot be before an earlier one', cn: '后一步的时间不能早于前一步' },
  no_fit_amount: { en: 'a meeting with no fit has no intent amount', cn: '不合适的会面不能填写意向金额' },
} as const
export type RecordRule = keyof typeof recordRuleText
