// Constants of the quote fields (./quote.ts) in a module of their own, so the quote form can use
// them without loading zod (ADR 037).

/** How the goods are packed for the MOQ: carton, pallet, 20 ft or 40 ft container. */
export const PACK_UNITS = ['carton', 'pallet', 'container_20ft', 'container_40ft'] as const
/** Currencies a quote may be in. */
export const QUOTE_CURRENCIES = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'MYR', 'THB', 'TRY'] as const
/** The longest a quote may stay valid, in days from today. */
export const QUOTE_MAX_VALID_DAYS = 365
