import { articleInfoQuery } from '@/api/client/activity.gen'
import { aboutUsQuery, casesBrandListQuery, pcCasesQuery, ticketProblemQuery } from '@/api/client/common.gen'
import { articleLanguagesQuery, contentPageQuery } from '@/api/client/content.gen'
import { getSelectOpbGoodsOptionQuery } from '@/api/client/opb-goods.gen'
import { articleIndexNextQuery, articleIndexQuery } from '@/api/client/supplier.gen'
import type { ContentSlug } from '@/api/contract/content'
import type { CasesSearch, ColumnSearch } from '../utils/search'

/** Articles per page on /column; cases per page on /cases. */
export const COLUMN_PAGE_SIZE = 9
export const CASES_PAGE_SIZE = 8

/** An information page in the current language: blocks, live figures and certificate data. */
export const contentPageQueryOf = (slug: ContentSlug) => ({ ...contentPageQuery({ slug }), staleTime: 60_000 })

/** /about: the platform's partner countries and general questions; the ticket questions beside them. */
export const aboutFactsQuery = () => aboutUsQuery({ faq_limit: 50 })
export const ticketFaqQuery = () => ticketProblemQuery({})

/** /column: one page of articles of a category, newest or most read first. */
export const columnQuery = (search: Pick<ColumnSearch, 'category' | 'sort' | 'page'>) =>
  articleIndexQuery({ category: search.category, sort: search.sort ?? 'newest', page: search.page ?? 1, page_size: COLUMN_PAGE_SIZE })

/** /column/detail: the article, its related articles and brands, and its neighbours in time. */
export const articleQuery = (id: number) => articleInfoQuery({ id })
/** The languages an article is live in: asked only when it is not live in the reader's language. */
export const articleLanguagesQueryOf = (id: number) => articleLanguagesQuery({ id })
export const articleNeighboursQuery = (id: number) => articleIndexNextQuery({ id, same_category: '0' })

/** /cases: one page of success stories, and the brands involved (of the chosen country). */
export const casesQuery = (search: Pick<CasesSearch, 'country' | 'category' | 'page'>) =>
  pcCasesQuery({ country_code: search.country, category_id: search.category, page: search.page ?? 1, page_size: CASES_PAGE_SIZE })
export const casesBrandsQuery = (country?: string) => casesBrandListQuery({ country_code: country })
/** The top-level categories for the case filter (the catalogue's filter options). */
export const caseFilterOptionsQuery = () => ({ ...getSelectOpbGoodsOptionQuery(), staleTime: 10 * 60_000 })
