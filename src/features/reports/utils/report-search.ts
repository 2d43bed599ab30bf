// The search params of /report/buyer and /report/monthly: every filter of a report view, typed and
// validated, so a shared link opens exactly that view. An invalid param is dropped (search-fields.ts).
import * as z from 'zod/mini'
import { BRAND_REPORT_PRESETS, BUYER_SORTS, SEARCH_REPORT_WEEKS } from '@/api/contract/report-constants'
import { digits, lenient, searchCountry, searchEnum, searchInt, searchText } from '@/lib/search-fields'

/** A month, YYYY-MM. */
const searchMonth = () => lenient(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)))

/** The filters both reports share. */
const filters = {
  /** First and last month of the period (inclusive); default: the last 12 months. */
  from: searchMonth(),
  to: searchMonth(),
  /** Buyers from this country. */
  country: searchCountry(),
  /** Buyers of this member category. */
  category: searchInt(),
  /** Event figures of this activity only. */
  activity: searchInt(),
}

export const monthlyReportSearchSchema = z.object(filters)
export const buyerReportSearchSchema = z.object({ ...filters, sort: searchEnum(BUYER_SORTS), page: searchInt(10_000) })

export type ReportFilters = z.output<typeof monthlyReportSearchSchema>
export type BuyerReportSearch = z.output<typeof buyerReportSearchSchema>

/** The filters as the endpoints take them (the same names). */
export const filterInput = (search: ReportFilters): ReportFilters => ({
  from: search.from,
  to: search.to,
  country: search.country,
  category: search.category,
  activity: search.activity,
})

/** /report/brand: the brand (staff), a preset period, or the first and last month (both replace the preset). */
export const brandReportSearchSchema = z.object({
  /** The brand whose funnel an analyst or organiser reads (a brand reads its own). */
  brand_id: searchInt(),
  preset: searchEnum(BRAND_REPORT_PRESETS),
  from: searchMonth(),
  to: searchMonth(),
})

export type BrandReportSearch = z.output<typeof brandReportSearchSchema>

/** A week's Monday, YYYY-MM-DD: a real calendar day that is a Monday, or dropped. */
const searchMonday = () =>
  lenient(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine((value) => {
        const day = new Date(`${value}T00:00:00Z`)
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && day.getUTCDay() === 1
      }),
    ),
  )

/**
 * /report/search: the last N weeks (default 8), one week of them for the query tables (default:
 * all), and a text the queries contain (default: any).
 */
export const searchReportSearchSchema = z.object({
  weeks: lenient(z.pipe(digits, z.number().check(z.refine((value) => (SEARCH_REPORT_WEEKS as ReadonlyArray<number>).includes(value))))),
  week: searchMonday(),
  q: searchText(100),
})

export type SearchReportSearch = z.output<typeof searchReportSearchSchema>
