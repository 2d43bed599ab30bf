// The search params of the catalogue's product pages: the one typed, validated description of a
// view. A shared link reproduces the view exactly; an invalid param is dropped (src/lib/search-fields.ts).
import * as z from 'zod/mini'
import { BULK_TABS } from './bulk-units'
import { CERTIFICATE_TYPES, PRODUCT_SORTS } from '@/api/contract/catalogue-constants'
import { searchCountry, searchEnum, searchInt, searchText } from '@/lib/search-fields'

/** /product */
export const productSearchSchema = z.object({
  /** Keyword, in either language. */
  q: searchText(100),
  /** A category id: a top-level one includes its children. */
  category: searchInt(),
  /** Origin country (ISO alpha-2). */
  country: searchCountry(),
  /** A certificate type valid today. */
  cert: searchEnum(CERTIFICATE_TYPES),
  /** The unit the product is sold in. */
  unit: searchText(20),
  /** Products whose minimum order is at most this. */
  moq_max: searchInt(),
  sort: searchEnum(PRODUCT_SORTS),
  page: searchInt(1000),
})

export type ProductSearch = z.output<typeof productSearchSchema>

/** /product/detail?id=7 (and the legacy /productDetail). */
export const productDetailSearchSchema = z.object({ id: searchInt() })

/** /bigGoodsList: the bulk commodities, by unit. */
export const bulkSearchSchema = z.object({ unit: searchEnum(BULK_TABS), page: searchInt(1000) })

/** /halal: the halal programme's products, by origin. */
export const halalSearchSchema = z.object({ country: searchCountry(), page: searchInt(1000) })

/** The number of filters set (for the phone's "Filters (n)" button). */
export function activeFilterCount(search: ProductSearch): number {
  return [search.category, search.country, search.cert, search.unit, search.moq_max].filter((v) => v !== undefined).length
}

/** The keyword of a search that finds nothing with no filter set: no product is called that. */
export function unlistedKeyword(search: ProductSearch, total: number): string | undefined {
  return activeFilterCount(search) === 0 && total === 0 ? search.q : undefined
}
