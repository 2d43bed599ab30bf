// Query options of the catalogue feature's lists (the product page's own is in product-view.ts),
// built on the generated client (src/api/client.gen.ts).
// Routes call `ensureQueryData(x)` in their loader and components `useSuspenseQuery(x)` with the
// same options, so SSR data is dehydrated into the page and reused on the client. Keys are the
// generated ones (['opb-goods', 'opbGoodsList', input]), so a mutation anywhere that invalidates
// ['opb-goods'] refreshes these too.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ProductSearch } from '../utils/product-search'
import { getGoodsCateChildListQuery } from '@/api/client/activity.gen'
import { bulkListQuery } from '@/api/client/bulk.gen'
import { getOpbGoodsFacetsQuery, getSelectOpbGoodsOptionQuery, opbGoodsListQuery } from '@/api/client/opb-goods.gen'
import { alternativesQuery } from '@/api/client/search.gen'
import type { ProductCardData } from '@/components/catalogue/product-card'

/** Products per page of the catalogue grid (a multiple of 2, 3 and 4 columns). */
export const PRODUCT_PAGE_SIZE = 24

/** The filter options (categories, origins, certificates, units, price range): rarely change. */
export const productFilterOptionsQuery = () => ({ ...getSelectOpbGoodsOptionQuery(), staleTime: 10 * 60_000 })

/** The children of a top-level category, for the second level of the category filter. */
export const categoryChildrenQuery = (parentId: number) => ({
  ...getGoodsCateChildListQuery({ parent_id: parentId }),
  staleTime: 10 * 60_000,
})

/** The keyword and filters of a product search, as the list and facet endpoints take them. */
const productFilterInput = (search: ProductSearch) => ({
  keyword: search.q,
  category_id: search.category,
  country_code: search.country,
  certification: search.cert,
  unit: search.unit,
  moq_max: search.moq_max,
})

/**
 * The counts beside the filters: for each option, how many products match the keyword and the
 * other filters (not the page or the sort, so paging keeps the cached counts).
 */
export const productFacetCountsQuery = (search: ProductSearch) => getOpbGoodsFacetsQuery(productFilterInput(search))

/**
 * The answer to a keyword that finds no product: "did you mean", the closest categories and the
 * brands that sell them (fetched only for such a keyword; rarely changes).
 */
export const productAlternativesQuery = (keyword: string) => ({ ...alternativesQuery({ keyword, limit: 6 }), staleTime: 10 * 60_000 })

/** A product of a grid page: what its card shows, and its category (the bulk view names it). */
export type ProductListItem = ProductCardData & { category_name: string }

/**
 * One page of the product search. Maps the page's URL params (short names) onto the endpoint's
 * input; while the next page loads, the previous one stays on screen (no flash of a spinner).
 *
 * The cache holds the grid's own copy of the answer, under the endpoint's key plus `'grid'` (so
 * the endpoint's invalidations still reach it): only the fields the grid shows. A page dehydrates
 * its queries into the HTML, and the fields no card shows (views, dates, the brand's logo) were a
 * fifth of a search page's data; serialising them cost the server time on every fresh search.
 */
export const productListQuery = (search: ProductSearch, pageSize = PRODUCT_PAGE_SIZE) => {
  const endpoint = opbGoodsListQuery({
    page: search.page ?? 1,
    page_size: pageSize,
    ...productFilterInput(search),
    sort: search.sort ?? 'recommended',
  })
  return queryOptions({
    queryKey: [...endpoint.queryKey, 'grid'] as const,
    queryFn: async (context) => {
      const { list, total, page, page_size, keyword_origin } = await endpoint.queryFn!(context as never)
      return { list: list.map(gridItem), total, page, page_size, ...(keyword_origin ? { keyword_origin } : {}) }
    },
    placeholderData: keepPreviousData,
  })
}

function gridItem(product: ProductListItem): ProductListItem {
  const { id, name, category_name, brand, origin, unit, moq, price_min, price_max, currency, image, certifications } = product
  return {
    id,
    name,
    category_name,
    brand: { id: brand.id, name: brand.name },
    origin: { code: origin.code, name: origin.name },
    unit,
    moq,
    price_min,
    price_max,
    currency,
    image,
    certifications,
  }
}

/** Open bulk procurement requests (buyers' demand), newest first. */
export const bulkRequestsQuery = (input: { page?: number; category?: number; country?: string }) =>
  bulkListQuery({ page: input.page ?? 1, page_size: 10, category_id: input.category, country_code: input.country })

/** Products with a halal certificate valid today, optionally by origin and category. */
export const halalProductsQuery = (search: { country?: string; category?: number; page?: number }) =>
  productListQuery({ ...search, cert: 'halal', sort: 'popular' })

/** Commodities sold by a bulk unit (tonne, bag, drum, kg), cheapest first. */
export const bulkProductsQuery = (search: { unit: string; category?: number; country?: string; page?: number }) =>
  productListQuery({ ...search, sort: 'price_asc' }, 20)
