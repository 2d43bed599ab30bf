// Contract entries of the `activity` controller group (see ./define.ts): exhibitions and live
// buyer-matching events, their buyer needs and dockings, sign-up forms, categories and articles.
//
// An activity's `state` (upcoming | live | ended) derives from its dates and the current time,
// so answers that carry it are not put in the tag-invalidated response cache (which has no
// expiry): a cached "upcoming" would outlive the activity's start.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, optionalId, page, pageSize, paged, text } from './define'
import { lookingRequest } from './looking'
import { countryRef } from './home'

/** An online activity has no venue and no tables; its join link goes only to registered buyers (ADR 044). */
export const activityKind = z.enum(['exhibition', 'matching', 'online'])
export type ActivityKind = z.infer<typeof activityKind>
export const activityState = z.enum(['upcoming', 'live', 'ended'])
export const dockingStatus = z.enum(['scheduled', 'met', 'deal', 'cancelled'])

/** One field of an activity's registration form, labels in the request language. */
export const formField = z.object({
  name: z.string(),
  type: z.string(),
  label: z.string(),
  required: z.boolean(),
  placeholder: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
})

/** Compact activity, for cards. */
export const activityCard = z.object({
  id: z.number(),
  kind: activityKind,
  title: z.string(),
  cover: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: activityState,
  country_code: z.string(),
  country_name: z.string(),
  venue: z.string(),
})

/** Full activity list item. */
export const activityItem = z.extend(activityCard, {
  intro: z.string(),
  need_count: z.number(),
  docking_count: z.number(),
})

const listFilters = {
  kind: z.optional(activityKind),
  state: z.optional(activityState),
  country_code: z.optional(countryCode()),
  year: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  /** With year: activities running during that month. */
  month: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12))),
  keyword: z.optional(text(100)),
  page: page(),
  page_size: pageSize(),
}

/** live → upcoming (soonest first) → ended (latest first); or plain start date. */
const activitySort = z.optional(z.enum(['state', 'starts_desc', 'starts_asc']))

export const getActivityNeedList = endpoint({
  name: 'getActivityNeedList',
  group: 'activity',
  method: 'GET',
  path: '/newApi/api_v2/Activity/getActivityNeedList',
  auth: 'anonymous',
  description: 'Buyer needs posted at an activity, newest first; filter by category (with its children), country, keyword.',
  input: z.object({
    act_id: id(),
    category_id: optionalId(),
    country_code: z.optional(countryCode()),
    keyword: z.optional(text(100)),
    page: page(),
    page_size: pageSize(),
  }),
  output: paged(
    z.object({
      id: z.number(),
      act_id: z.number(),
      buyer_company: z.string(),
      country_code: z.string(),
      country_name: z.nullable(z.string()),
      category_id: z.nullable(z.number()),
      category_name: z.nullable(z.string()),
      content: z.string(),
      quantity: z.string(),
      created_at: z.string(),
    }),
  ),
  cacheTags: ['activities', 'needs', 'categories', 'countries'],
})

export const getActivityDockingList = endpoint({
  name: 'getActivityDockingList',
  group: 'activity',
  method: 'GET',
  path: '/newApi/api_v2/Activity/getActivityDockingList',
  auth: 'anonymous',
  description: 'Buyer–brand dockings of an activity with totals by status (for the big-screen dashboards); filter by status and brand.',
  input: z.object({
    act_id: id(),
    status: z.optional(dockingStatus),
    brand_id: optionalId(),
    sort: z.optional(z.enum(['time_asc', 'time_desc', 'amount_desc'])),
    page: page(),
    page_size: pageSize(),
  }),
  output: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        buyer_company: z.string(),
        brand: z.object({
          id: z.number(),
          name: z.string(),
          logo: z.string(),
          country_code: z.string(),
          country_name: z.string(),
        }),
        table_no: z.number(),
        status: dockingStatus,
        scheduled_at: z.string(),
        /** Intended purchase value in integer cents of `currency`. */
        intent_amount: z.number(),
        currency: z.string(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
    /** Over the activity's dockings (and brand_id when given), regardless of the status filter. */
    totals: z.object({
      all: z.number(),
      scheduled: z.number(),
      met: z.number(),
      deal: z.number(),
      cancelled: z.number(),
      intent_amount: z.number(),
      currency: z.string(),
    }),
  }),
  cacheTags: ['activities', 'dockings', 'brands', 'countries'],
})

export const activityListForPc = endpoint({
  name: 'activityListForPc',
  group: 'activity',
  method: 'GET',
  path: '/newApi/api_v2/Activity/activityListForPc',
  auth: 'anonymous',
  description: 'Activities for the desktop site, full items with intro and need/docking counts; newest start first by default.',
  input: z.object({ ...listFilters, sort: activitySort }),
  output: paged(activityItem),
  cacheTags: ['activities', 'needs', 'dockings', 'countries'],
})

export const activityListForPc2 = endpoint({
  name: 'activityListForPc2',
  group: 'activity',
  method: 'GET',
  path: '/newApi/api_v2/Activity/activityListForPc2',
  auth: 'anonymous',
  description: 'Compact activity cards for the desktop site, ordered live → upcoming → ended.',
  input: z.object(listFilters),
  output: paged(activityCard),
  cacheTags: ['activities', 'needs', 'dockings', 'countries'],
})

export const h5FormList = endpoint({
  name: 'h5FormList',
  group: 'activity',
  method: 'GET',
  path: '/newApi/api_v2/Activity/h5FormList',
  auth: 'anonymous',
  description: "An activity's registration form fields with localised labels, for the mobile sign-up form.",
  input: z.object({ act_id: id() }),
  output: z.object({ act_id: z.number(), title: z.string(), list: z.array(formField) }),
  cacheTags: ['activities'],
})

export const getActivityLookList = endpoint({
  name: 'getActivityLookList',
  group: 'activity',
  method: 'GET',
  path: '/newApi/api_v2/activity/getActivityLookList',
  auth: 'user',
  description: "The caller's matching requests for an activity, newest first, with their ranked brands resolved.",
  input: z.object({ act_id: id() }),
  output: z.object({ list: z.array(lookingRequest) }),
})

export const getOpbActivityList = endpoint({
  name: 'getOpbActivityList',
  group: 'activity',
  method: 'GET',
  path: '/newApi/Activity/getOpbActivityList',
  auth: 'anonymous',
  description: 'Public activity list; filter by kind, state, country, year, keyword; live → upcoming → ended by default.',
  input: z.object({ ...listFilters, sort: activitySort }),
  output: paged(z.extend(activityCard, { intro: z.string() })),
  cacheTags: ['activities', 'needs', 'dockings', 'countries'],
})

export const getOpbActivityInfo = endpoint({
  name: 'getOpbActivityInfo',
  group: 'activity',
  method: 'GET',
  path: '/newApi/Activity/getOpbActivityInfo',
  auth: 'anonymous',
  description: 'One activity: details, state, counts of needs, dockings and brands taking part, and its form fields.',
  input: z.object({ act_id: id() }),
  output: z.extend(activityItem, {
    brand_count: z.number(),
    form_fields: z.array(formField),
  }),
  cacheTags: ['activities', 'needs', 'dockings', 'countries', 'brands', 'event_participation'],
})

export const getGoodsCateChildList = endpoint({
  name: 'getGoodsCateChildList',
  group: 'activity',
  method: 'GET',
  path: '/newApi/Activity/getGoodsCateChildList',
  auth: 'anonymous',
  description: 'Child categories of a top-level category (or the top-level ones), with product counts.',
  input: z.object({ parent_id: optionalId() }),
  output: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        parent_id: z.nullable(z.number()),
        name: z.string(),
        /** Products in the category, including those of its child categories. */
        product_count: z.number(),
        child_count: z.number(),
      }),
    ),
  }),
  cacheTags: ['categories', 'products'],
})

const articleSummary = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  published_at: z.string(),
})

export const articleInfo = endpoint({
  name: 'articleInfo',
  group: 'activity',
  method: 'GET',
  path: '/newApi/Activity/articleInfo',
  auth: 'anonymous',
  description:
    'One article with its full body, plus up to 4 related articles of the same category and up to 4 brands of the market it is about (its country and product category, then its country).',
  input: z.object({ id: id() }),
  output: z.extend(articleSummary, {
    /** The cover's alt text in the reader's language; empty when the cover is decorative. */
    cover_alt: z.string(),
    body: z.string(),
    /** The body's Markdown rendered on the server and sanitised: safe to insert as HTML. */
    body_html: z.string(),
    author: z.string(),
    views: z.number(),
    related: z.array(articleSummary),
    related_brands: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string(), country: countryRef })),
  }),
  cacheTags: ['articles', 'brands'],
})
