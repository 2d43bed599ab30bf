// Contract entries of the `supplier` controller group (see ./define.ts): the supplier side of
// the platform — pavilion lists, the brand's own report, and the articles (columns).
import * as z from 'zod/mini'
import { ARTICLE_CATEGORIES } from './catalogue-constants'
import { BRAND_FUNNEL_STEPS, BRAND_REPORT_DEFAULT_PRESET, BRAND_REPORT_PRESETS } from './report-constants'
import { endpoint, id, page, pageSize, paged, text } from './define'
import { articleCard, countryRef } from './home'

const sampleSize = () => z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10)), 4)

/** A pavilion on the supplier side: its brand count and a few sample brands. */
export const supplierPavilion = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string(),
  banner: z.string(),
  country: countryRef,
  region: z.string(),
  brand_count: z.number(),
  sample_brands: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
})

export const getCountryPavilionListV2 = endpoint({
  name: 'getCountryPavilionListV2',
  group: 'supplier',
  method: 'GET',
  path: '/newApi/api_v2/supplier/getCountryPavilionList',
  auth: 'anonymous',
  description: 'The country pavilions with their brand count and a few sample brands; optionally of one region.',
  input: z.object({ region: z.optional(text(50)), sample_size: sampleSize() }),
  output: z.object({ list: z.array(supplierPavilion) }),
  cacheTags: ['pavilions', 'countries', 'brands'],
})

export const getCountryPavilionList = endpoint({
  name: 'getCountryPavilionList',
  group: 'supplier',
  method: 'GET',
  path: '/newApi/supplier/getCountryPavilionList',
  auth: 'anonymous',
  description: 'The country pavilions with their brand count and a few sample brands.',
  input: z.object({ sample_size: sampleSize() }),
  output: z.object({ list: z.array(supplierPavilion) }),
  cacheTags: ['pavilions', 'countries', 'brands'],
})

// Years 2000–2099: a month the database and the calendar arithmetic both handle (year 0000 is neither).
const month = () => z.string().check(z.regex(/^20\d{2}-(0[1-9]|1[0-2])$/))

/** One step of the brand's funnel: this period, the period before, and the median brand of its pavilion. */
export const brandFunnelStep = z.object({
  step: z.enum(BRAND_FUNNEL_STEPS),
  /** A count, or hours for `reply_hours` (null when no inquiry of the period was answered). */
  value: z.nullable(z.number()),
  previous: z.nullable(z.number()),
  pavilion_median: z.nullable(z.number()),
})

export const brandReportInfo = endpoint({
  name: 'brandReportInfo',
  group: 'supplier',
  method: 'GET',
  path: '/newApi/api_v2/SupplierCentre/brandReportInfo',
  auth: 'user',
  description:
    "A brand's funnel — the signed-in brand's own, or for an analyst or organiser the brand `brand_id` names (required for them; a brand naming another brand gets 403) — over a period (a preset of the last N months, or from/to months, in the business time zone REPORT_TIME_ZONE): profile and product views, favourites, inquiries, quotes, the median first-reply time, meeting wishes, meetings held and event-day outcomes with intent amounts by currency; each with the previous period of the same length and the median brand of its pavilion (the brands of its country; at most 5 minutes old; null for a pavilion of fewer than 3 brands).",
  input: z.object({
    /** The brand (staff only; a brand's own staff may leave it out or name their own brand). */
    brand_id: z.optional(id()),
    preset: z._default(z.enum(BRAND_REPORT_PRESETS), BRAND_REPORT_DEFAULT_PRESET),
    /** First month (YYYY-MM), inclusive; with `to` it replaces the preset. */
    from: z.optional(month()),
    /** Last month (YYYY-MM), inclusive; default: the current month. */
    to: z.optional(month()),
  }),
  output: z.object({
    brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }),
    pavilion: z.object({ country_code: z.string(), name: z.string(), brands: z.number() }),
    from: z.string(),
    to: z.string(),
    previous_from: z.string(),
    previous_to: z.string(),
    time_zone: z.string(),
    generated_at: z.string(),
    /** When the pavilion medians were computed (at most 5 minutes before `generated_at`). */
    medians_at: z.string(),
    steps: z.array(brandFunnelStep),
    /** Intent amounts of the deals and follow-ups, in whole units of each currency. */
    intent: z.array(z.object({ currency: z.string(), amount: z.number(), previous: z.number(), pavilion_median: z.nullable(z.number()) })),
  }),
})

/** The categories of the column's articles (one list: catalogue-constants). */
export const articleCategories = ARTICLE_CATEGORIES

export const articleIndex = endpoint({
  name: 'articleIndex',
  group: 'supplier',
  method: 'GET',
  path: '/newApi/SupplierWork/articleIndex',
  auth: 'anonymous',
  description: 'The published articles (columns), newest first or most read, filtered by category and keyword.',
  input: z.object({
    page: page(),
    page_size: pageSize(),
    category: z.optional(z.enum(articleCategories)),
    keyword: z.optional(text(100)),
    sort: z._default(z.enum(['newest', 'popular']), 'newest'),
  }),
  output: paged(articleCard),
  cacheTags: ['articles'],
})

const articleLink = z.nullable(
  z.object({ id: z.number(), title: z.string(), cover: z.string(), category: z.string(), published_at: z.string() }),
)

export const articleIndexNext = endpoint({
  name: 'articleIndexNext',
  group: 'supplier',
  method: 'GET',
  path: '/newApi/SupplierWork/articleIndexNext',
  auth: 'anonymous',
  description: 'The articles published just before (prev) and just after (next) the given one; optionally within its category.',
  input: z.object({ id: id(), same_category: z._default(z.enum(['0', '1']), '0') }),
  output: z.object({ prev: articleLink, next: articleLink }),
  cacheTags: ['articles'],
})
