import { CERTIFICATE_TYPES as certificationCodes } from '@/api/contract/catalogue-constants'
import * as z from 'zod/mini'
import { searchCountry, searchEnum, searchFlag, searchInt, searchText } from '@/lib/search-fields'

export const BRAND_SORTS = ['recommended', 'newest', 'popular', 'name'] as const
export const BRAND_PAGE_SIZE = 20

/** /brand search params; an invalid one is dropped. */
export const brandSearchSchema = z.object({
  /** A brand's profile (ADR 023): /brand?id=12. */
  id: searchInt(),
  q: searchText(100),
  country: searchCountry(),
  category: searchInt(),
  cert: searchEnum(certificationCodes),
  export: searchFlag(),
  sort: searchEnum(BRAND_SORTS),
  page: searchInt(10_000),
})

export type BrandSearch = z.output<typeof brandSearchSchema>

/** /newBrand: the brand search, always newest first. */
export const newBrandSearchSchema = z.omit(brandSearchSchema, { id: true, sort: true })

/** /export/brandList: the brand search, export-ready brands only. */
export const exportBrandSearchSchema = z.omit(brandSearchSchema, { id: true, export: true })

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

export function brandListDeps(search: BrandSearch): BrandListDeps {
  return {
    q: search.q,
    country: search.country,
    category: search.category,
    cert: search.cert,
    export: search.export,
    sort: search.sort ?? 'recommended',
    page: search.page ?? 1,
  }
}
