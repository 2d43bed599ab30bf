// Contract entries of the `looking` controller group (see ./define.ts): matching (looking)
// requests, a buyer's ranked brand wish list for an activity.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, optionalId, page, pageSize, paged, text } from './define'

export const lookingStatus = z.enum(['submitted', 'matched', 'closed'])

/** A brand as shown in matching lists. */
export const lookingBrand = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  country_code: z.string(),
  country_name: z.string(),
})

/** One matching request with its ranked brands resolved (rank 1 = most wanted). */
export const lookingRequest = z.object({
  id: z.number(),
  act_id: z.nullable(z.number()),
  activity_title: z.nullable(z.string()),
  brands: z.array(z.extend(lookingBrand, { rank: z.number() })),
  product_ids: z.array(z.number()),
  note: z.string(),
  status: lookingStatus,
  created_at: z.string(),
})

export const lookingForActivity = endpoint({
  name: 'lookingForActivity',
  group: 'looking',
  method: 'GET',
  path: '/newApi/api_v2/Looking/LookingForActivity',
  auth: 'anonymous',
  description: "The brands taking part in an activity (its country's brands plus those in its dockings), for a buyer to rank.",
  input: z.object({
    act_id: id(),
    keyword: z.optional(text(100)),
    country_code: z.optional(countryCode()),
    category_id: optionalId(),
    page: page(),
    page_size: pageSize(),
  }),
  output: paged(
    z.extend(lookingBrand, {
      category_id: z.nullable(z.number()),
      category_name: z.nullable(z.string()),
      docked: z.boolean(),
    }),
  ),
  cacheTags: ['activities', 'brands', 'dockings', 'countries', 'categories'],
})

export const lookingPost = endpoint({
  name: 'lookingPost',
  group: 'looking',
  method: 'POST',
  path: '/newApi/api_v2/Looking/LookingPost',
  auth: 'user',
  description:
    "Submits a matching request: a ranked list of 1–20 distinct brands, optional products and a note; with act_id and wishes, sets the buyer's ranked meeting wishes at that activity (must / like / no, note per brand).",
  invalidates: ['event_participation'],
  input: z.object({
    act_id: optionalId(),
    brand_ids: z.array(id()).check(z.minLength(1), z.maxLength(20)),
    product_ids: z._default(z.array(id()).check(z.maxLength(50)), []),
    note: z._default(text(1000), ''),
    /**
     * Per ranked brand (same order as brand_ids), must / like / no, a note and the
     * products to talk about. With act_id these become the buyer's meeting wishes there.
     */
    wishes: z.optional(
      z
        .array(
          z.object({
            brand_id: id(),
            level: z.enum(['must', 'like', 'no']),
            note: z._default(text(500), ''),
            product_ids: z._default(z.array(id()).check(z.maxLength(20)), []),
          }),
        )
        .check(z.maxLength(20)),
    ),
  }),
  output: z.object({ id: z.number() }),
})

export const lookingLog = endpoint({
  name: 'lookingLog',
  group: 'looking',
  method: 'GET',
  path: '/newApi/api_v2/Looking/lookingLog',
  auth: 'user',
  description: "The caller's matching requests, newest first, with their ranked brands and status.",
  input: z.object({
    act_id: optionalId(),
    status: z.optional(lookingStatus),
    page: page(),
    page_size: pageSize(),
  }),
  output: paged(lookingRequest),
})

export const lookingBrandGoods = endpoint({
  name: 'lookingBrandGoods',
  group: 'looking',
  method: 'GET',
  path: '/newApi/api_v2/Looking/lookingBrandGoods',
  auth: 'user',
  description: "Products of the brands in one of the caller's matching requests, in the request's brand order.",
  input: z.object({
    looking_id: id(),
    brand_id: optionalId(),
    page: page(),
    page_size: pageSize(),
  }),
  output: paged(
    z.object({
      id: z.number(),
      name: z.string(),
      image: z.nullable(z.string()),
      brand_id: z.number(),
      brand_name: z.string(),
      rank: z.number(),
      category_id: z.number(),
      origin_country: z.string(),
      unit: z.string(),
      moq: z.number(),
      price_min: z.number(),
      price_max: z.number(),
      currency: z.string(),
      selected: z.boolean(),
    }),
  ),
})

export const lookingLogData = endpoint({
  name: 'lookingLogData',
  group: 'looking',
  method: 'GET',
  path: '/newApi/api_v2/Looking/lookingLogData',
  auth: 'brand',
  description: 'For the logged-in brand: how many matching requests ranked it, its average rank, and the latest such requests.',
  input: z.object({ page: page(), page_size: pageSize() }),
  output: z.object({
    request_count: z.number(),
    /** Mean rank over all requests that include the brand (1 = first choice); null when none. */
    average_rank: z.nullable(z.number()),
    list: z.array(
      z.object({
        id: z.number(),
        buyer_company: z.nullable(z.string()),
        rank: z.number(),
        brand_count: z.number(),
        act_id: z.nullable(z.number()),
        activity_title: z.nullable(z.string()),
        status: lookingStatus,
        created_at: z.string(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
})
