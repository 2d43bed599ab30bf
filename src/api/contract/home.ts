// Contract entries of the `home` controller group (see ./define.ts).
import * as z from 'zod/mini'
import { CERTIFICATE_TYPES as certificationCodes } from './catalogue-constants'
import { boolFlag, countryCode, endpoint, optionalId, page, pageSize, paged, requiredText, text } from './define'

/** Certification codes a brand or certificate can carry (the product certificates' list). */
export { certificationCodes }

/** Where a banner is shown. */
export const bannerPositions = ['home', 'pavilion', 'exhibition'] as const

/** Items per home-page section. */
const sectionLimit = () => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20)), 8)

export const banner = z.object({
  id: z.number(),
  position: z.string(),
  title: z.string(),
  image: z.string(),
  link_path: z.string(),
})

/** A country beside a brand, product or pavilion: code plus localised name. */
export const countryRef = z.object({ code: z.string(), name: z.string() })

/** A brand as shown in lists and cards. */
export const brandCard = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  intro: z.string(),
  country: countryRef,
  category: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** Certification codes the brand holds (halal, organic, haccp, …). */
  certifications: z.array(z.string()),
  export_ready: z.boolean(),
  founded_year: z.nullable(z.number()),
  product_count: z.number(),
  views: z.number(),
})

/** A country pavilion as shown in lists and cards. */
export const pavilionCard = z.object({
  id: z.number(),
  name: z.string(),
  banner: z.string(),
  country: countryRef,
  region: z.string(),
  brand_count: z.number(),
  product_count: z.number(),
})

export const productCard = z.object({
  id: z.number(),
  name: z.string(),
  /** The first image, or null when the product has none. */
  image: z.nullable(z.string()),
  brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }),
  origin: countryRef,
  unit: z.string(),
  moq: z.number(),
  price_min: z.number(),
  price_max: z.number(),
  currency: z.string(),
  created_at: z.string(),
})

export const activityCard = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  venue: z.string(),
  country: countryRef,
  cover: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** live while ctx.now is between starts_at and ends_at, upcoming before. */
  status: z.enum(['upcoming', 'live']),
})

export const articleCard = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  published_at: z.string(),
  views: z.number(),
})

/** Platform-wide counters. */
export const platformCounters = z.object({
  brands: z.number(),
  products: z.number(),
  countries: z.number(),
  buyers: z.number(),
})

export const getHomeJson = endpoint({
  name: 'getHomeJson',
  group: 'home',
  method: 'GET',
  path: '/newApi/api_v2/Home/getHomeJson',
  auth: 'anonymous',
  description: 'Everything the home page shows in one call: banners, pavilions, brands, products, activities, articles, counters.',
  input: z.object({ limit: sectionLimit() }),
  output: z.object({
    banners: z.array(banner),
    pavilions: z.array(pavilionCard),
    brands: z.array(brandCard),
    products: z.array(productCard),
    activities: z.array(activityCard),
    articles: z.array(articleCard),
    counters: platformCounters,
  }),
  cacheTags: ['banners', 'pavilions', 'countries', 'brands', 'products', 'categories', 'activities', 'articles', 'buyers'],
})

export const getBanner = endpoint({
  name: 'getBanner',
  group: 'home',
  method: 'GET',
  path: '/newApi/Home/getBanner',
  auth: 'anonymous',
  description: 'The banners of one position (home, pavilion or exhibition), in display order.',
  input: z.object({ position: z._default(z.enum(bannerPositions), 'home') }),
  output: z.object({ list: z.array(banner) }),
  cacheTags: ['banners'],
})

/** The filters of a brand search (getBrandList) and of its facet counts (getBrandFacets). */
const brandFilters = z.object({
  country_code: z.optional(countryCode()),
  category_id: optionalId(),
  certification: z.optional(z.enum(certificationCodes)),
  keyword: z.optional(text(100)),
  export_ready: boolFlag(),
})

export const getBrandList = endpoint({
  name: 'getBrandList',
  group: 'home',
  method: 'GET',
  path: '/newApi/Home/getBrandList',
  auth: 'anonymous',
  description: 'Brand search: paginated, filtered by country, category (with its children), certification, keyword and export readiness.',
  input: z.extend(brandFilters, {
    page: page(),
    page_size: pageSize(),
    sort: z._default(z.enum(['recommended', 'newest', 'popular', 'name']), 'recommended'),
  }),
  output: paged(brandCard),
  cacheTags: ['brands', 'countries', 'categories', 'products'],
})

const brandFacetCount = <T extends z.ZodMiniType>(key: T) => z.array(z.object({ key, brand_count: z.number() }))

export const getBrandFacets = endpoint({
  name: 'getBrandFacets',
  group: 'home',
  method: 'GET',
  path: '/newApi/Home/getBrandFacets',
  auth: 'anonymous',
  description:
    "Facet counts of a brand search: for each filter's options, how many brands match the keyword and the other filters (a top-level category counts its children). Options without a match are left out.",
  input: brandFilters,
  output: z.object({
    countries: brandFacetCount(z.string()),
    categories: brandFacetCount(z.number()),
    certifications: brandFacetCount(z.string()),
  }),
  cacheTags: ['brands', 'categories'],
})

export const getSelectBrandOption = endpoint({
  name: 'getSelectBrandOption',
  group: 'home',
  method: 'GET',
  path: '/newApi/Home/getSelectBrandOption',
  auth: 'anonymous',
  description: 'The options of the brand search filters: countries with brand counts, two-level categories, certifications.',
  input: z.object({ with_brands_only: z._default(z.enum(['0', '1']), '1') }),
  output: z.object({
    countries: z.array(z.object({ code: z.string(), name: z.string(), brand_count: z.number() })),
    categories: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        brand_count: z.number(),
        children: z.array(z.object({ id: z.number(), name: z.string(), brand_count: z.number() })),
      }),
    ),
    certifications: z.array(z.object({ code: z.string(), label: z.string(), brand_count: z.number() })),
    sorts: z.array(z.object({ code: z.string(), label: z.string() })),
  }),
  cacheTags: ['countries', 'categories', 'brands'],
})

export const postPv = endpoint({
  name: 'postPv',
  group: 'home',
  method: 'POST',
  path: '/newApi/Home/postPv',
  auth: 'anonymous',
  description: 'Records a page view and increments the view counter of the brand, product or article it shows.',
  input: z.object({
    path: requiredText(500),
    ref_type: z.enum(['brand', 'product', 'activity', 'article', 'page']),
    ref_id: optionalId(),
  }),
  output: z.object({ ok: z.boolean(), views: z.number() }),
})

export const getCountryPavilionInfo = endpoint({
  name: 'getCountryPavilionInfo',
  group: 'home',
  method: 'GET',
  path: '/newApi/Home/getCountryPavilionInfo',
  auth: 'anonymous',
  description: 'One country pavilion (by country_code or pavilion_id): intro, banner, counters, top categories, featured brands.',
  input: z.object({
    country_code: z.optional(countryCode()),
    pavilion_id: optionalId(),
    brand_limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12),
  }),
  output: z.object({
    id: z.number(),
    country: countryRef,
    region: z.string(),
    name: z.string(),
    intro: z.string(),
    banner: z.string(),
    counters: z.object({
      brands: z.number(),
      products: z.number(),
      export_ready_brands: z.number(),
      certified_brands: z.number(),
      areas: z.number(),
    }),
    top_categories: z.array(z.object({ id: z.number(), name: z.string(), product_count: z.number() })),
    featured_brands: z.array(brandCard),
  }),
  cacheTags: ['pavilions', 'countries', 'areas', 'brands', 'products', 'categories'],
})
