// The event day's plain lists (no zod), for pages and the contract alike (first-load-imports.test.ts).

/** A meeting record's states, in the order a meeting goes through them (no-show aside). */
export const recordStates = ['scheduled', 'checked_in', 'in_progress', 'done', 'no_show'] as const
export const recordOutcomes = ['deal', 'follow_up', 'no_fit'] as const
/** The currencies an intent amount is recorded in. */
export const recordCurrencies = ['USD', 'CNY', 'EUR', 'MYR', 'TRY'] as const
