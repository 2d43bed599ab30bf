import { queryOptions } from '@tanstack/react-query'
import { commonHomeQuery } from '@/api/client/common.gen'
import { getHomeJsonQuery } from '@/api/client/home.gen'
import { suggestQuery } from '@/api/client/search.gen'

/** Everything the home page shows (banners, pavilions, brands, products, activities, counters). */
export const homeQuery = (variant: 'pc' | 'mobile') => getHomeJsonQuery({ limit: variant === 'pc' ? 8 : 6 })

/** The light summary: latest success cases beside the counters. */
export const homeSummaryQuery = () => commonHomeQuery({ case_limit: 3 })

/** Suggestions for the global search box: brands, products and categories (Search/suggest, either language, typos tolerated). */
export const homeSuggestQuery = (keyword: string) => queryOptions({ ...suggestQuery({ keyword, limit: 5 }), staleTime: 60_000 })
