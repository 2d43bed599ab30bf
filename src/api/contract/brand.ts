// Contract entries of the `brand` controller group (see ./define.ts): a brand's page.
import * as z from 'zod/mini'
import { endpoint, id, optionalId, page, pageSize, paged, text } from './define'
import { countryRef, productItem } from './opb-goods'

export const getBrandGoodsList = endpoint({
  name: 'getBrandGoodsList',
  group: 'brand',
  method: 'GET',
  path: '/newApi/api_v2/brand/getBrandGoodsList',
  auth: 'anonymous',
  description: "A brand's products, filtered by category (a top level includes its children) and keyword, sorted, paginated.",
  input: z.object({
    brand_id: id(),
    category_id: optionalId(),
    keyword: z.optional(text(100)),
    sort: z._default(z.enum(['newest', 'price_asc', 'price_desc', 'popular']), 'newest'),
    page: page(),
    page_size: pageSize(),
  }),
  output: paged(productItem),
  cacheTags: ['brands', 'products', 'categories', 'countries', 'certificates'],
})

const brandProfile = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string(),
  logo: z.string(),
  country: countryRef,
  category: z.nullable(z.object({ id: z.number(), name: z.string() })),
  founded_year: z.nullable(z.number()),
  /** Certification codes the brand holds (halal, organic, haccp, …). */
  certifications: z.array(z.string()),
  export_ready: z.boolean(),
  /** Units in stock available for immediate export. */
  inventory: z.number(),
  views: z.number(),
  product_count: z.number(),
  /** Distinct categories of the brand's products. */
  product_category_count: z.number(),
  resume_count: z.number(),
  created_at: z.string(),
})

export const getBrandViewInfoV2 = endpoint({
  name: 'getBrandViewInfoV2',
  group: 'brand',
  method: 'GET',
  path: '/newApi/api_v2/Brand/getBrandViewInfo',
  auth: 'anonymous',
  description:
    "A brand's profile with its country's pavilion, six featured products and its products' certificates valid today (issuer, number, expiry).",
  input: z.object({ brand_id: id() }),
  output: z.extend(brandProfile, {
    pavilion: z.nullable(z.object({ id: z.number(), name: z.string(), banner: z.string() })),
    featured_products: z.array(productItem),
    /** The certificates valid today of the brand's products, one per type, issuer and number; soonest expiry first. */
    certificates: z.array(
      z.object({
        type: z.string(),
        issuer: z.string(),
        number: z.string(),
        valid_from: z.string(),
        valid_to: z.string(),
        product_count: z.number(),
      }),
    ),
  }),
  cacheTags: ['brands', 'products', 'categories', 'countries', 'pavilions', 'certificates'],
})

export const getBrandViewInfo = endpoint({
  name: 'getBrandViewInfo',
  group: 'brand',
  method: 'GET',
  path: '/newApi/Brand/getBrandViewInfo',
  auth: 'anonymous',
  description: "A brand's profile: name, intro, logo, country, category, founding year, certifications, export readiness, counts.",
  input: z.object({ brand_id: id() }),
  output: brandProfile,
  cacheTags: ['brands', 'products', 'categories', 'countries'],
})

export const getResumes = endpoint({
  name: 'getResumes',
  group: 'brand',
  method: 'GET',
  path: '/newApi/Brand/getResumes',
  auth: 'anonymous',
  description: "A brand's timeline, oldest year first.",
  input: z.object({ brand_id: id() }),
  output: z.object({
    list: z.array(z.object({ id: z.number(), year: z.number(), title: z.string(), body: z.string() })),
  }),
  cacheTags: ['brands'],
})
