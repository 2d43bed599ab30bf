import { activityListForPc2Query } from '@/api/client/activity.gen'
import { commonCountryPavilionListQuery } from '@/api/client/common.gen'
import { getCountryPavilionInfoQuery } from '@/api/client/home.gen'
import { opbGoodsListQuery } from '@/api/client/opb-goods.gen'

/** Every country pavilion with its brand and product counts. */
export const pavilionListQuery = () => commonCountryPavilionListQuery({})

/** One country's pavilion: story, counters, top categories, featured brands. */
export const pavilionQuery = (country: string, brandLimit = 12) =>
  getCountryPavilionInfoQuery({ country_code: country, brand_limit: brandLimit })

/** A pavilion's most viewed products. */
export const pavilionProductsQuery = (country: string) => opbGoodsListQuery({ country_code: country, page_size: 8, sort: 'popular' })

/** A country's live and upcoming activities, soonest first. */
export const pavilionActivitiesQuery = (country: string) => activityListForPc2Query({ country_code: country, page_size: 4 })

/** A pavilion's highlights on the list page: counters and top categories (one featured brand). */
export const pavilionHighlightQuery = (country: string) => pavilionQuery(country, 1)
