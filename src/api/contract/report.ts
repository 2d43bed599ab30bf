// Contract entries of the analyst reports: /report/buyer, /report/monthly and their CSV.
// Ours, not the spec's. Staff only: analysts and organisers (others get 403 from the handler).
import * as z from 'zod/mini'
import { countryCode, endpoint, id, page, pageSize, paged, text } from './define'
import { BUYER_SORTS, REPORT_KINDS, REPORT_MAX_MONTHS, SEARCH_REPORT_DEFAULT_WEEKS, SEARCH_REPORT_WEEKS } from './report-constants'

export { BUYER_SORTS, REPORT_KINDS, REPORT_MAX_MONTHS }

const month = () => z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))

/**
 * The filters both reports take. `from`/`to` are months (YYYY-MM, inclusive; default: the
 * last 12 months); `country` and `category` select buyers by their country and member category;
 * `activity` limits the event figures (wishes, meetings, outcomes) to one event.
 */
export const reportFilters = z.object({
  from: z.optional(month()),
  to: z.optional(month()),
  country: z.optional(countryCode()),
  category: z.optional(id()),
  activity: z.optional(id()),
})

const option = z.object({ id: z.number(), name: z.string() })

/** What every report answer carries about itself: the period applied and when it was made. */
const reportMeta = {
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  generated_at: z.string(),
  /**
   * The figures shown that the filters asked for cannot reach (page views have no visitor, an
   * inquiry belongs to no event…): the page marks each "not filtered" beside its value.
   */
  not_filtered: z.array(z.string()),
  /** The filter choices, named in the request's language. */
  options: z.object({
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
    categories: z.array(option),
    activities: z.array(option),
  }),
}

export const buyerMonth = z.object({
  month: z.string(),
  new_buyers: z.number(),
  wishes: z.number(),
  meetings: z.number(),
  deals: z.number(),
  inquiries: z.number(),
  /** The month's inquiries that got a quote (a quote row, not the inquiry's status). */
  quoted: z.number(),
})

export const buyerRow = z.object({
  id: z.number(),
  company: z.string(),
  country: z.string(),
  country_name: z.string(),
  status: z.string(),
  categories: z.string(),
  joined: z.string(),
  wishes: z.number(),
  meetings: z.number(),
  deals: z.number(),
  /** Cents of US dollars agreed at the event tables (deals). */
  intent_amount: z.number(),
  inquiries: z.number(),
  quoted: z.number(),
})

export const reportBuyer = endpoint({
  name: 'reportBuyer',
  group: 'report',
  method: 'GET',
  path: '/newApi/Report/buyer',
  auth: 'user',
  description:
    'Buyers over a period (analysts and organisers): by month, country and verification state, with their wishes, meetings, outcomes, inquiries and the share quoted; and a sorted page of buyers.',
  input: z.extend(reportFilters, {
    sort: z._default(z.enum(BUYER_SORTS), 'inquiries'),
    page: page(),
    page_size: pageSize(20),
  }),
  output: z.object({
    ...reportMeta,
    /** The period's figures; `active_buyers`: buyers with an inquiry, a meeting held or a bulk request in it. */
    totals: z.extend(z.omit(buyerMonth, { month: true }), { active_buyers: z.number() }),
    months: z.array(buyerMonth),
    by_country: z.array(z.object({ code: z.string(), name: z.string(), buyers: z.number(), inquiries: z.number() })),
    by_status: z.array(z.object({ status: z.string(), buyers: z.number() })),
    /** The period's new buyers, active buyers and buyers with a wish, with their figures: the table's sums are `totals`. */
    buyers: paged(buyerRow),
    /** The table's rows beyond the new buyers: buyers active in the period who registered outside it. */
    buyers_joined_outside: z.number(),
  }),
})

export const monthlyRow = z.object({
  month: z.string(),
  page_views: z.number(),
  new_buyers: z.number(),
  new_brands: z.number(),
  inquiries: z.number(),
  /** The month's inquiries that got a quote (a quote row, not the inquiry's status). */
  quoted: z.number(),
  /** Quotes the brands sent in the month (thread entries carrying quote lines). */
  quotes: z.number(),
  /** Median hours from the month's inquiries to the brand's first answer, or null when none was answered. */
  median_reply_hours: z.nullable(z.number()),
  meetings: z.number(),
  held: z.number(),
  no_shows: z.number(),
  deals: z.number(),
  intent_amount: z.number(),
})

export const reportMonthly = endpoint({
  name: 'reportMonthly',
  group: 'report',
  method: 'GET',
  path: '/newApi/Report/monthly',
  auth: 'user',
  description:
    'The platform month by month (analysts and organisers): page views, new buyers and brands, inquiries and quotes, meetings held, no-shows, and deals by event.',
  input: reportFilters,
  output: z.object({
    ...reportMeta,
    months: z.array(monthlyRow),
    by_event: z.array(
      z.object({ id: z.number(), name: z.string(), meetings: z.number(), held: z.number(), deals: z.number(), intent_amount: z.number() }),
    ),
  }),
})

export const reportCsv = endpoint({
  name: 'reportCsv',
  group: 'report',
  method: 'GET',
  path: '/newApi/Report/csv',
  auth: 'user',
  produces: 'csv',
  description:
    "A report's rows as CSV (UTF-8 with BOM, streamed): `buyer` gives the buyer table (every page), `monthly` the month table. Same filters as the report.",
  input: z.extend(reportFilters, {
    report: z.enum(REPORT_KINDS),
    sort: z._default(z.enum(BUYER_SORTS), 'inquiries'),
  }),
  /** The CSV text (not an envelope). */
  output: z.string(),
})

const searchQueryRow = z.object({
  query: z.string(),
  /** Searches for it in the period (or week). */
  searches: z.number(),
  /** The mean result count of those searches, one decimal. */
  mean_results: z.number(),
  /** The searches after which a product was opened from the results. */
  clicked: z.number(),
})

export const reportSearch = endpoint({
  name: 'reportSearch',
  group: 'report',
  method: 'GET',
  path: '/newApi/Report/search',
  auth: 'user',
  description:
    "Product searches over the last `weeks` weeks (analysts and organisers), weeks starting on Monday in the report's time zone: searches per week, with those that found nothing and those with results but no product opened; and the top 20 queries, the top 20 that found nothing and the top 20 with results but no click, for the whole period or for one `week` (its Monday, YYYY-MM-DD); `q` keeps only the queries containing it.",
  input: z.object({
    weeks: z._default(
      z.coerce.number().check(
        z.int(),
        z.refine((n) => (SEARCH_REPORT_WEEKS as ReadonlyArray<number>).includes(n)),
      ),
      SEARCH_REPORT_DEFAULT_WEEKS,
    ),
    week: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    /** Only the queries that contain this text (compared as stored: lower case, spaces collapsed). */
    q: z.optional(text(100)),
  }),
  output: z.object({
    /** The first day (a Monday) and the last day (a Sunday) of the period, in `time_zone`. */
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
    generated_at: z.string(),
    /** The week the query tables are limited to (its Monday), or null for the whole period. */
    week: z.nullable(z.string()),
    /** The text the queries were limited to, as compared, or null. */
    q: z.nullable(z.string()),
    weeks: z.array(
      z.object({
        /** The week's Monday, YYYY-MM-DD. */
        week: z.string(),
        searches: z.number(),
        no_results: z.number(),
        /** Searches with results after which no product was opened. */
        no_clicks: z.number(),
      }),
    ),
    top: z.array(searchQueryRow),
    no_results: z.array(z.object({ query: z.string(), searches: z.number() })),
    no_clicks: z.array(z.object({ query: z.string(), searches: z.number(), mean_results: z.number() })),
  }),
})
