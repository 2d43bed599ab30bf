// Contract entries of the `common` controller group (see ./define.ts).
import * as z from 'zod/mini'
import { countryCode, endpoint, id, optionalId, page, pageSize, paged, text } from './define'
import { brandCard, countryRef, pavilionCard, platformCounters } from './home'
import { productItem } from './opb-goods'

export const country = z.object({
  code: z.string(),
  name: z.string(),
  region: z.string(),
  dial_code: z.string(),
  brand_count: z.number(),
})

export const getCountryList = endpoint({
  name: 'getCountryList',
  group: 'common',
  method: 'GET',
  path: '/newApi/common/getCountryList',
  auth: 'anonymous',
  description: 'Countries, with the number of brands from each; optionally only those that have brands.',
  input: z.object({ with_brands_only: z.optional(z.enum(['0', '1'])) }),
  output: z.object({ list: z.array(country) }),
  cacheTags: ['countries', 'brands'],
})

/** A question and its answer, localised. */
export const faqItem = z.object({ id: z.number(), question: z.string(), answer: z.string() })

/** A success case, with its brand. */
export const caseItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  result: z.string(),
  year: z.number(),
  brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }),
  country: countryRef,
})

const listLimit = (fallback: number, max: number) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback)

export const ticketProblem = endpoint({
  name: 'ticketProblem',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/common/ticketProblem',
  auth: 'anonymous',
  description: 'The frequently asked questions about tickets, in display order; optionally filtered by keyword.',
  input: z.object({ keyword: z.optional(text(100)) }),
  output: z.object({ list: z.array(faqItem) }),
  cacheTags: ['faqs'],
})

export const aboutUs = endpoint({
  name: 'aboutUs',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/common/aboutUs',
  auth: 'anonymous',
  description: 'The about-us page: platform counters, general questions and answers, partner countries.',
  input: z.object({ faq_limit: listLimit(20, 100) }),
  output: z.object({
    counters: z.extend(platformCounters, {
      pavilions: z.number(),
      activities: z.number(),
      cases: z.number(),
    }),
    faqs: z.array(faqItem),
    partner_countries: z.array(
      z.object({ code: z.string(), name: z.string(), region: z.string(), brand_count: z.number(), pavilion_id: z.nullable(z.number()) }),
    ),
  }),
  cacheTags: ['faqs', 'countries', 'pavilions', 'brands', 'products', 'activities', 'cases', 'buyers'],
})

export const commonCountryPavilionList = endpoint({
  name: 'commonCountryPavilionList',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/Common/getCountryPavilionList',
  auth: 'anonymous',
  description: 'The country pavilions with country name, banner, brand and product counts; optionally of one region.',
  input: z.object({ region: z.optional(text(50)), keyword: z.optional(text(100)) }),
  output: z.object({ list: z.array(pavilionCard) }),
  cacheTags: ['pavilions', 'countries', 'brands', 'products'],
})

export const casesBrandList = endpoint({
  name: 'casesBrandList',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/Common/casesBrandList',
  auth: 'anonymous',
  description: 'The brands that have success cases, with their case count, most cases first.',
  input: z.object({ country_code: z.optional(countryCode()) }),
  output: z.object({
    list: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string(), country: countryRef, case_count: z.number() })),
  }),
  cacheTags: ['cases', 'brands', 'countries'],
})

export const getArea = endpoint({
  name: 'getArea',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/Common/getArea',
  auth: 'anonymous',
  description: 'The areas of a country: its top-level areas, or the children of parent_id.',
  input: z.object({ country_code: countryCode(), parent_id: optionalId() }),
  output: z.object({
    list: z.array(z.object({ id: z.number(), name: z.string(), parent_id: z.nullable(z.number()), has_children: z.boolean() })),
  }),
  cacheTags: ['areas', 'countries'],
})

export const getInventoryBrandList = endpoint({
  name: 'getInventoryBrandList',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/common/getInventoryBrandList',
  auth: 'anonymous',
  description: 'Brands with stock available for immediate export, filtered by country, category (with its children) and keyword.',
  input: z.object({
    page: page(),
    page_size: pageSize(),
    country_code: z.optional(countryCode()),
    category_id: optionalId(),
    keyword: z.optional(text(100)),
    sort: z._default(z.enum(['inventory', 'newest', 'name']), 'inventory'),
  }),
  output: paged(z.extend(brandCard, { inventory: z.number() })),
  cacheTags: ['brands', 'countries', 'categories', 'products'],
})

export const pcCases = endpoint({
  name: 'pcCases',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/Common/pcCases',
  auth: 'anonymous',
  description:
    "Success cases, newest year first, with brand name, logo and country; filtered by brand, country, the brand's category (with its children) and keyword.",
  input: z.object({
    page: page(),
    page_size: pageSize(),
    brand_id: optionalId(),
    country_code: z.optional(countryCode()),
    /** The brand's category: a top-level category takes its children too. */
    category_id: optionalId(),
    keyword: z.optional(text(100)),
  }),
  output: paged(caseItem),
  cacheTags: ['cases', 'brands', 'countries', 'categories'],
})

export const commonHome = endpoint({
  name: 'commonHome',
  group: 'common',
  method: 'GET',
  path: '/newApi/api_v2/Common/home',
  auth: 'anonymous',
  description: 'The light home summary: platform counters, the country pavilions and the latest success cases.',
  input: z.object({ case_limit: listLimit(6, 20) }),
  output: z.object({
    counters: platformCounters,
    pavilions: z.array(pavilionCard),
    cases: z.array(caseItem),
  }),
  cacheTags: ['pavilions', 'countries', 'brands', 'products', 'cases', 'buyers'],
})

export const addFavorite = endpoint({
  name: 'addFavorite',
  group: 'common',
  method: 'GET',
  path: '/newApi/common/add_favorite',
  writes: true,
  auth: 'user',
  description: "Toggles the caller's favourite on a brand, product or activity; answers the new state and the target's total.",
  input: z.object({ target_type: z.enum(['brand', 'product', 'activity']), target_id: id() }),
  output: z.object({ favorited: z.boolean(), total_favorites: z.number() }),
})

export const favoriteList = endpoint({
  name: 'favoriteList',
  group: 'common',
  method: 'GET',
  path: '/newApi/common/favoriteList',
  auth: 'user',
  description: "The caller's favourite brands and products (add_favorite toggles them), most recently added first.",
  input: z.object({}),
  output: z.object({
    brands: z.array(z.extend(brandCard, { favorited_at: z.string() })),
    products: z.array(z.extend(productItem, { favorited_at: z.string() })),
  }),
})

/** The largest file common/upload accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export const upload = endpoint({
  name: 'upload',
  group: 'common',
  method: 'POST',
  path: '/newApi/common/upload',
  auth: 'user',
  body: 'multipart',
  description:
    "Uploads one file (field file): a JPEG, PNG, WebP image or a PDF of at most 10 MB. An image for the site's content (purpose `content`, editors only) must be an image and carry its alt text in both languages (alt_en, alt_zh).",
  input: z.object({
    file: z.file(),
    purpose: z.optional(z.enum(['content'])),
    alt_en: z.optional(text(200)),
    alt_zh: z.optional(text(200)),
  }),
  output: z.object({ id: z.number(), url: z.string(), mime: z.string(), size: z.number(), filename: z.string() }),
})
