import { CERTIFICATE_TYPES as certificationCodes } from '@/api/contract/catalogue-constants'
import { countryParam, enumParam, flagParam, keywordParam, parseSearchFields, positiveIntParam } from '@/lib/list-search-params'

export const BRAND_SORTS = ['recommended', 'newest', 'popular', 'name'] as const
export const BRAND_PAGE_SIZE = 20

const fields = {
  /** A brand's profile (ADR 023): /brand?id=12. */
  id: positiveIntParam(),
  q: keywordParam(),
  country: countryParam(),
  category: positiveIntParam(),
  cert: enumParam(certificationCodes),
  export: flagParam(),
  sort: enumParam(BRAND_SORTS),
  page: positiveIntParam(10_000),
}

export type BrandSearch = ReturnType<typeof parseBrandSearch>

/** /brand, /newBrand and /export/brandList search params; an invalid one is dropped. */
export function parseBrandSearch(input: Record<string, unknown>) {
  return parseSearchFields(fields, input)
}

/** What a brand list's data depends on, with the list's defaults filled in. */
export type BrandListDeps = {
  q?: string
  country?: string
  category?: number
  cert?: (typeof certificationCodes)[number]
  export?: true
  sort: (typeof BRAND_SORTS)[number]
  page: number
}

export function brandListDeps(search: BrandSearch, defaults: { sort?: BrandListDeps['sort']; export?: true } = {}): BrandListDeps {
  return {
    q: search.q,
    country: search.country,
    category: search.category,
    cert: search.cert,
    export: search.export ?? defaults.export,
    sort: search.sort ?? defaults.sort ?? 'recommended',
    page: search.page ?? 1,
  }
}
