// The search params of the product list: the one typed, validated description of a view. A shared
// link reproduces the view exactly; an invalid param is dropped (see src/lib/search-params.ts).
import { CERTIFICATE_TYPES, PRODUCT_SORTS } from '@/api/contract/catalogue-constants'
import { parseSearch, searchCountry, searchEnum, searchInt, searchText, type SearchOf } from '@/lib/search-params'

export const productSearchFields = {
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
}

export type ProductSearch = SearchOf<typeof productSearchFields>

/** For `validateSearch`: parse the raw params, dropping anything invalid (never throws). */
export function parseProductSearch(raw: Record<string, unknown>): ProductSearch {
  return parseSearch(productSearchFields, raw)
}

/** The number of filters set (for the phone's "Filters (n)" button). */
export function activeFilterCount(search: ProductSearch): number {
  return [search.category, search.country, search.cert, search.unit, search.moq_max].filter((v) => v !== undefined).length
}
