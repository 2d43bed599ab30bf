// The decision on a quote and the order it becomes: plain values the pages use without the
// contract's schemas.

/** placed (the buyer accepted a quote) → confirmed (by the brand) → shipped (by the brand) → received (by the buyer). */
export const ORDER_STATES = ['placed', 'confirmed', 'shipped', 'received'] as const
export type OrderState = (typeof ORDER_STATES)[number]

/** Payment terms an order records; no payment is taken on the platform. */
export const PAYMENT_TERMS = ['tt_advance', 'tt_30_70', 'tt_50_50', 'lc_at_sight', 'lc_60_days', 'dp_at_sight', 'oa_30_days'] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]

/** Why a buyer declines a quote. */
export const DECLINE_REASONS = ['price', 'moq', 'lead_time', 'certificates', 'other'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]

/** Why a buyer closes an inquiry (optional). */
export const CLOSE_REASONS = ['no_longer_needed', 'found_elsewhere', 'price', 'other'] as const
export type CloseReason = (typeof CLOSE_REASONS)[number]

/** Who moves an order into each state: the brand confirms and ships, the buyer marks it received. */
export const ORDER_STEP_SIDE = { confirmed: 'brand', shipped: 'brand', received: 'buyer' } as const

/** The state an order must be in for each step. */
export const ORDER_STEP_FROM = { confirmed: 'placed', shipped: 'confirmed', received: 'shipped' } as const

/** A supplier's offer on a bulk request: open, then awarded (it became an order) or declined (another was awarded). */
export const BULK_OFFER_STATES = ['open', 'awarded', 'declined'] as const
export type BulkOfferState = (typeof BULK_OFFER_STATES)[number]

/** A sample request: requested by the buyer → accepted or declined by the brand → sent (with its tracking). */
export const SAMPLE_STATES = ['requested', 'accepted', 'declined', 'sent'] as const
export type SampleState = (typeof SAMPLE_STATES)[number]

/** A request still waiting on the brand (to answer it, or to send it): one per inquiry at a time. */
export const OPEN_SAMPLE_STATES: ReadonlyArray<SampleState> = ['requested', 'accepted']

/** The brand's steps on a sample request, and the state each starts from. */
export const SAMPLE_STEP_FROM = { accepted: 'requested', declined: 'requested', sent: 'accepted' } as const

/** Limits of a sample request's fields (characters). */
export const SAMPLE_LIMITS = {
  addressMin: 10,
  address: 500,
  note: 1000,
  reason: 500,
  carrier: 60,
  trackingNumber: 40,
  trackingNote: 500,
} as const
/** A buyer's counter to a bulk offer: open until the supplier answers with a revised offer (revised) or keeps its offer (declined). */
export const BULK_COUNTER_STATES = ['open', 'revised', 'declined'] as const
export type BulkCounterState = (typeof BULK_COUNTER_STATES)[number]
