// Contract entries of the `supplier` controller group (see ./define.ts): the supplier side of
// the platform — pavilion lists, the brand's own report, and the articles (columns).
import * as z from 'zod/mini'
import { ARTICLE_CATEGORIES } from './catalogue-constants'
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

const dockingCounts = z.object({
  scheduled: z.number(),
  met: z.number(),
  deal: z.number(),
  cancelled: z.number(),
})

export const brandReportInfo = endpoint({
  name: 'brandReportInfo',
  group: 'supplier',
  method: 'GET',
  path: '/newApi/api_v2/SupplierCentre/brandReportInfo',
  auth: 'brand',
  description: "The logged-in brand's report: views, favourites, inquiries, dockings by status, and a monthly series.",
  input: z.object({ months: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 6) }),
  output: z.object({
    brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }),
    totals: z.object({
      brand_views: z.number(),
      product_views: z.number(),
      product_count: z.number(),
      favorites: z.number(),
      inquiries: z.number(),
      dockings: dockingCounts,
      intent_amount: z.number(),
    }),
    /** One entry per month (YYYY-MM), oldest first, ending with the current month. */
    monthly: z.array(
      z.object({
        month: z.string(),
        views: z.number(),
        favorites: z.number(),
        inquiries: z.number(),
        dockings: z.number(),
      }),
    ),
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
