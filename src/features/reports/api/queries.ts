// The reports feature's reads (staff only: personal to the session, so read after hydration).
import {
  filterInput,
  type BrandReportSearch,
  type BuyerReportSearch,
  type ReportFilters,
  type SearchReportSearch,
} from '../utils/report-search'
import { SEARCH_REPORT_DEFAULT_WEEKS } from '@/api/contract/report-constants'
import { reportBuyerQuery, reportCsvUrl, reportMonthlyQuery, reportSearch, reportSearchQuery } from '@/api/client/report.gen'
import { brandReportInfoQuery } from '@/api/client/supplier.gen'

/** Buyers per page of the buyer table. */
export const BUYER_PAGE_SIZE = 20

export const buyerReportQuery = (search: BuyerReportSearch) => ({
  ...reportBuyerQuery({ ...filterInput(search), sort: search.sort, page: search.page ?? 1, page_size: BUYER_PAGE_SIZE }),
  retry: false,
})

/** Buyers per request when the whole table is read for print (the endpoint's largest page). */
export const BUYER_PRINT_PAGE_SIZE = 100

/** One page of the whole buyer table, read for print: the screen's view, in the endpoint's largest pages. */
export const buyerReportPrintQuery = (search: BuyerReportSearch, page: number) => ({
  ...reportBuyerQuery({ ...filterInput(search), sort: search.sort, page, page_size: BUYER_PRINT_PAGE_SIZE }),
  retry: false,
})

export const monthlyReportQuery = (search: ReportFilters) => ({ ...reportMonthlyQuery(filterInput(search)), retry: false })

/** The CSV of a report view: the buyer table's rows (every page) or the month table's. */
export const reportCsvAddress = (report: 'buyer' | 'monthly', search: ReportFilters & { sort?: BuyerReportSearch['sort'] }) =>
  reportCsvUrl({ ...filterInput(search), report, sort: search.sort })

/** The signed-in brand's funnel for the page's period (the search params as the endpoint takes them). */
export const brandReportQuery = (search: BrandReportSearch) => ({
  ...brandReportInfoQuery({ brand_id: search.brand_id, preset: search.preset, from: search.from, to: search.to }),
  retry: false,
})

/** The search report of a period (the last N weeks), one week or all of them for its query tables, and a text its queries contain. */
export const searchReportQuery = (search: SearchReportSearch) => {
  const input = { weeks: search.weeks ?? SEARCH_REPORT_DEFAULT_WEEKS, week: search.week, q: search.q }
  return {
    ...reportSearchQuery(input),
    // The page says what went wrong beside the period it offers instead: no toast on top of it.
    queryFn: ({ signal }: { signal: AbortSignal }) => reportSearch(input, { signal, toast: false }),
    retry: false,
  }
}
