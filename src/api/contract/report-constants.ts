// Constants of the analyst reports, importable by pages without the contract's schemas.

/** The longest period a report covers, in months. */
export const REPORT_MAX_MONTHS = 24

export const REPORT_KINDS = ['buyer', 'monthly'] as const

export const BUYER_SORTS = ['inquiries', 'meetings', 'deals', 'wishes', 'joined', 'company'] as const

/** The brand report's period presets: the last N calendar months, ending with the current one. */
export const BRAND_REPORT_PRESETS = ['1m', '3m', '6m', '12m'] as const

/** The brand report's default period. */
export const BRAND_REPORT_DEFAULT_PRESET = '3m'

/**
 * The brand's funnel, in order: catalogue (views, favourites), trade (inquiries, quotes, the
 * median hours to the first reply) and events (wishes, meetings held, the event-day outcomes).
 */
export const BRAND_FUNNEL_STEPS = [
  'profile_views',
  'product_views',
  'favourites',
  'inquiries',
  'quotes',
  'reply_hours',
  'wishes',
  'meetings_held',
  'deals',
  'follow_ups',
  'no_fit',
] as const

/** How old the pavilion medians of the brand report may be (they are cached per pavilion and period). */
export const BRAND_REPORT_MAX_AGE_MS = 5 * 60_000

/** The search report's periods: the last N weeks, ending with the current one. */
export const SEARCH_REPORT_WEEKS = [4, 8, 12, 26] as const

/** The search report's default period, in weeks. */
export const SEARCH_REPORT_DEFAULT_WEEKS = 8

/** Rows in each of the search report's query tables. */
export const SEARCH_REPORT_TOP = 20
