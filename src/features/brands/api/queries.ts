import type { BrandListDeps } from '../utils/search'
import { BRAND_PAGE_SIZE } from '../utils/search'
import { getBrandGoodsListQuery, getBrandViewInfoV2Query, getResumesQuery } from '@/api/client/brand.gen'
import { favoriteListQuery } from '@/api/client/common.gen'
import { brandResponsivenessQuery } from '@/api/client/inquiry.gen'
import { getBrandFacetsQuery, getBrandListQuery, getSelectBrandOptionQuery } from '@/api/client/home.gen'

/** One page of the brand search (keyword in either language, facets, sort). */
export const brandListQuery = (deps: BrandListDeps) =>
  getBrandListQuery({ page: deps.page, page_size: BRAND_PAGE_SIZE, ...brandFilterInput(deps), sort: deps.sort })

/** The keyword and filters of a brand search, as the list and facet endpoints take them. */
const brandFilterInput = (deps: BrandListDeps) => ({
  keyword: deps.q,
  country_code: deps.country,
  category_id: deps.category,
  certification: deps.cert,
  export_ready: deps.export ? ('1' as const) : undefined,
})

/** The counts beside the facets: brands with the keyword and the other filters, per option. */
export const brandFacetCountsQuery = (deps: BrandListDeps) => getBrandFacetsQuery(brandFilterInput(deps))

/** The facet options (countries, two-level categories, certifications) with brand counts. */
export const brandFacetsQuery = () => getSelectBrandOptionQuery({ with_brands_only: '1' })

/** A brand's profile with its pavilion, featured products and certificates. */
export const brandProfileQuery = (brandId: number) => getBrandViewInfoV2Query({ brand_id: brandId })

/** How fast the brand answers inquiries (last 90 days): median first reply and share within 24 hours. */
export const responsivenessQuery = (brandId: number) => brandResponsivenessQuery({ brand_id: brandId })

/** A brand's timeline, oldest first. */
export const brandResumesQuery = (brandId: number) => getResumesQuery({ brand_id: brandId })

export const BRAND_PRODUCTS_PAGE_SIZE = 12

/** A page of a brand's products. */
export const brandProductsQuery = (brandId: number, page: number) =>
  getBrandGoodsListQuery({ brand_id: brandId, page, page_size: BRAND_PRODUCTS_PAGE_SIZE, sort: 'popular' })

/** The caller's favourites: personal, so read only after hydration and with a login. */
export const favouritesQuery = () => favoriteListQuery({})
