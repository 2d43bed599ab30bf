/**
 * The search report (/report/search): the product searches logged by the search domain
 * (`search_log`), by week. Weeks start on Monday at midnight in the business's time zone
 * (REPORT_TIME_ZONE), as the other reports cut their months there. Staff only, like them.
 */
import { sql, type SQL } from 'drizzle-orm'
import { reportSearch } from '../../api/contract/report'
import { SEARCH_REPORT_TOP } from '../../api/contract/report-constants'
import { normaliseQuery } from '../../lib/search-query'
import { dateKeyIn, zonedMidnight } from '../../lib/zoned-months'
import type { Db } from '../db/client.server'
import { isoDay } from '../db/sql.server'
import { ApiError, handle, type BoundHandler } from '../http/handler'
import { inSpan, reportTimeZone } from './metrics.server'
import { requireStaff } from './reports.server'

/** A date key (2026-06-15) as that day's UTC midnight, and its parts. */
function dayOf(key: string): { date: Date; y: number; m: number; d: number } {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number]
  return { date: new Date(Date.UTC(y, m - 1, d)), y, m, d }
}

const addDays = (key: string, n: number): string => isoDay(dayOf(key).date, n)

/** The Monday (date key) of the week holding the day `key`. */
export function mondayOf(key: string): string {
  return addDays(key, -((dayOf(key).date.getUTCDay() + 6) % 7))
}

const startOf = (key: string, zone: string) => {
  const { y, m, d } = dayOf(key)
  return zonedMidnight(y, m, d, zone)
}

export type SearchPeriod = {
  zone: string
  weeks: Array<string>
  start: Date
  end: Date
  week: { key: string; start: Date; end: Date } | null
}

/** The last `count` weeks ending with the current one in `zone`, and the week asked for, checked. */
export function searchPeriodOf(count: number, week: string | undefined, now: Date, zone: string = reportTimeZone()): SearchPeriod {
  const current = mondayOf(dateKeyIn(now, zone))
  const weeks = Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)))
  let chosen: SearchPeriod['week'] = null
  if (week !== undefined) {
    const parsed = new Date(`${week}T00:00:00Z`)
    // A real calendar day (not 2026-02-31), a Monday of the period.
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== week || !weeks.includes(week)) {
      throw new ApiError({
        en: `Field week: ${week} is not the Monday of one of the period's weeks (${weeks[0]} to ${weeks.at(-1)})`,
        cn: `字段 week：${week} 不是所选期间（${weeks[0]} 至 ${weeks.at(-1)}）内某一周的周一`,
      })
    }
    chosen = { key: week, start: startOf(week, zone), end: startOf(addDays(week, 7), zone) }
  }
  return { zone, weeks, start: startOf(weeks[0]!, zone), end: startOf(addDays(current, 7), zone), week: chosen }
}

const rowsOf = <T>(result: unknown): Array<T> => (result as { rows: Array<T> }).rows

/** Mean result count to one decimal. */
const mean = (value: number | string | null) => Math.round(Number(value ?? 0) * 10) / 10

/** A search with results after which no product was opened. */
const NO_CLICK = sql`s.result_count > 0 AND s.clicked_rank IS NULL`

export async function searchReport(db: Db, now: Date, input: { weeks: number; week?: string; q?: string }) {
  const p = searchPeriodOf(input.weeks, input.week, now)
  const q = input.q ? normaliseQuery(input.q) : ''
  // Queries are stored normalised, so the filter is normalised the same way; strpos, not LIKE: no wildcard to escape.
  const containing = q ? sql` AND strpos(s.query, ${q}) > 0` : sql``
  const periodRows: SQL = sql`${inSpan(sql`s.created_at`, p)}${containing}`
  const tableSpan: SQL = sql`${inSpan(sql`s.created_at`, p.week ?? p)}${containing}`
  const [byWeek, top, none, unclicked] = await Promise.all([
    db.execute(sql`SELECT to_char(date_trunc('week', s.created_at AT TIME ZONE ${p.zone}), 'YYYY-MM-DD') AS week,
        count(*) AS searches,
        count(*) FILTER (WHERE s.result_count = 0) AS no_results,
        count(*) FILTER (WHERE ${NO_CLICK}) AS no_clicks
      FROM search_log s WHERE ${periodRows} GROUP BY 1`),
    db.execute(sql`SELECT s.query, count(*) AS searches, avg(s.result_count) AS mean_results,
        count(s.clicked_rank) AS clicked
      FROM search_log s WHERE ${tableSpan} GROUP BY s.query ORDER BY searches DESC, s.query LIMIT ${SEARCH_REPORT_TOP}`),
    db.execute(sql`SELECT s.query, count(*) AS searches
      FROM search_log s WHERE ${tableSpan} AND s.result_count = 0
      GROUP BY s.query ORDER BY searches DESC, s.query LIMIT ${SEARCH_REPORT_TOP}`),
    db.execute(sql`SELECT s.query, count(*) AS searches, avg(s.result_count) AS mean_results
      FROM search_log s WHERE ${tableSpan} AND ${NO_CLICK}
      GROUP BY s.query ORDER BY searches DESC, s.query LIMIT ${SEARCH_REPORT_TOP}`),
  ])
  type Counts = { week: string; searches: string; no_results: string; no_clicks: string }
  const weekRows = new Map(rowsOf<Counts>(byWeek).map((r) => [r.week, r]))
  return {
    from: p.weeks[0]!,
    to: addDays(p.weeks.at(-1)!, 6),
    time_zone: p.zone,
    generated_at: now.toISOString(),
    week: p.week?.key ?? null,
    q: q || null,
    weeks: p.weeks.map((week) => {
      const r = weekRows.get(week)
      return { week, searches: Number(r?.searches ?? 0), no_results: Number(r?.no_results ?? 0), no_clicks: Number(r?.no_clicks ?? 0) }
    }),
    top: rowsOf<{ query: string; searches: string; mean_results: string; clicked: string }>(top).map((r) => ({
      query: r.query,
      searches: Number(r.searches),
      mean_results: mean(r.mean_results),
      clicked: Number(r.clicked),
    })),
    no_results: rowsOf<{ query: string; searches: string }>(none).map((r) => ({ query: r.query, searches: Number(r.searches) })),
    no_clicks: rowsOf<{ query: string; searches: string; mean_results: string }>(unclicked).map((r) => ({
      query: r.query,
      searches: Number(r.searches),
      mean_results: mean(r.mean_results),
    })),
  }
}

export const handlers: Array<BoundHandler> = [
  handle(reportSearch, async (input, { db, session, now }) => {
    requireStaff(session)
    return searchReport(db, now, input)
  }),
]
