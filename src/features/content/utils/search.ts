// The search params of the column and cases pages: one typed description of each view; an invalid
// param is dropped (src/lib/search-fields.ts).
import * as z from 'zod/mini'
import { ARTICLE_CATEGORIES } from '@/api/contract/catalogue-constants'
import { searchCountry, searchEnum, searchInt } from '@/lib/search-fields'

/** /column */
export const columnSearchSchema = z.object({
  category: searchEnum(ARTICLE_CATEGORIES),
  sort: searchEnum(['newest', 'popular'] as const),
  page: searchInt(1000),
})
export type ColumnSearch = z.output<typeof columnSearchSchema>

/** /column/detail?id=7 */
export const articleSearchSchema = z.object({ id: searchInt() })

/** /cases */
export const casesSearchSchema = z.object({
  /** The brand's country (ISO alpha-2). */
  country: searchCountry(),
  /** A top-level category id (its children included). */
  category: searchInt(),
  page: searchInt(1000),
})
export type CasesSearch = z.output<typeof casesSearchSchema>
