import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { searchReportQuery } from '../api/queries'
import type { SearchReportSearch } from '../utils/report-search'
import { FigureTable, formatShare, n, Stat } from './figures'
import { GateMessage, useStaffGate } from './report-frame'
import { SEARCH_REPORT_DEFAULT_WEEKS, SEARCH_REPORT_WEEKS } from '@/api/contract/report-constants'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { zoneLabel } from '@/lib/event-dates'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

const control =
  'h-40 min-h-[36px] w-full rounded-md border border-border bg-background px-8 text-dp-14 outline-none focus-visible:ring-3 focus-visible:ring-ring/50'

/** A day key (YYYY-MM-DD) in the page's locale: "15 Jun 2026" / "2026年6月15日". */
const formatDay = (day: string) =>
  new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** Mean result counts keep one decimal. */
const mean = (value: number) => new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(value)

/** A query as a link to the product list searching it, as the visitor did. */
const queryLink = (query: string) => (
  <Link to="/product" search={{ q: query }} className="text-brand-ink underline-offset-2 hover:underline">
    {query}
  </Link>
)

/** A week as a link to the report with the query tables limited to it. */
const weekLink = (week: string, search: SearchReportSearch, current: string | null) => (
  <Link
    to="/report/search"
    search={{ weeks: search.weeks, week, q: search.q }}
    className="underline-offset-2 hover:underline"
    aria-current={week === current ? 'true' : undefined}
  >
    {formatDay(week)}
  </Link>
)

/** /report/search: what visitors search the product list for, by week (staff only). */
export function SearchReport({ search }: { search: SearchReportSearch }) {
  const gate = useStaffGate()
  const navigate = useNavigate()
  const report = useQuery({ ...searchReportQuery(search), enabled: gate === 'staff' })
  if (gate !== 'staff') return <GateMessage gate={gate} />
  if ((report.error as { status?: number } | null)?.status === 403) return <GateMessage gate="forbidden" />
  if (report.isError) {
    return (
      <div className="flex flex-col items-start gap-12">
        <p role="alert" className="text-dp-15 text-destructive">
          {report.error.message}
        </p>
        {/* A week from an old link may have left the period: the whole period always answers. */}
        {search.week ? (
          <Button asChild variant="outline">
            <Link to="/report/search" search={{ weeks: search.weeks, q: search.q }}>
              {m.report_search_show_period()}
            </Link>
          </Button>
        ) : null}
      </div>
    )
  }
  if (report.isPending) return <Skeleton className="h-320 w-full" aria-label={m.cat_b_loading()} />
  const data = report.data
  const weeks = search.weeks ?? SEARCH_REPORT_DEFAULT_WEEKS
  const sum = (pick: (w: (typeof data.weeks)[number]) => number) => data.weeks.reduce((s, w) => s + pick(w), 0)
  const total = sum((w) => w.searches)
  const scope = data.week ? m.report_search_scope_week({ date: formatDay(data.week) }) : m.report_search_scope_period()
  const made = new Intl.DateTimeFormat(getLocale(), { dateStyle: 'long', timeStyle: 'short', timeZone: data.time_zone }).format(
    new Date(data.generated_at),
  )
  return (
    <div className="flex flex-col gap-24" data-report="">
      <form
        aria-label={m.report_filters()}
        className="grid gap-12 rounded-lg border border-border bg-muted/40 p-16 sm:grid-cols-2 lg:grid-cols-4 lg:items-end print:hidden"
        data-testid="report-filters"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          const chosenWeeks = Number(form.get('weeks'))
          const chosenWeek = String(form.get('week') ?? '')
          const text = String(form.get('q') ?? '').trim()
          void navigate({
            to: '/report/search',
            search: {
              weeks: chosenWeeks === SEARCH_REPORT_DEFAULT_WEEKS ? undefined : chosenWeeks,
              // The week list is the current period's: another period starts with all its weeks.
              week: chosenWeeks === weeks && chosenWeek ? chosenWeek : undefined,
              q: text || undefined,
            },
          })
        }}
      >
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_search_weeks()}
          <select name="weeks" defaultValue={weeks} className={control} key={`weeks-${weeks}`} data-testid="report-weeks">
            {SEARCH_REPORT_WEEKS.map((count) => (
              <option key={count} value={count}>
                {m.report_search_weeks_value({ weeks: String(count) })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_search_week()}
          <select name="week" defaultValue={data.week ?? ''} className={control} key={`week-${data.week}`} data-testid="report-week">
            <option value="">{m.report_search_all_weeks()}</option>
            {data.weeks.map((w) => (
              <option key={w.week} value={w.week}>
                {m.report_search_week_of({ date: formatDay(w.week) })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_search_containing()}
          <input
            type="search"
            name="q"
            maxLength={100}
            defaultValue={search.q ?? ''}
            className={control}
            key={`q-${search.q}`}
            data-testid="report-query"
          />
        </label>
        <Button type="submit">{m.report_apply()}</Button>
      </form>

      <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-2 text-dp-14" data-testid="report-stamp">
        <dt className="text-muted-foreground">{m.report_filter_period()}</dt>
        <dd>{m.report_period_value({ from: formatDay(data.from), to: formatDay(data.to) })}</dd>
        {data.q ? (
          <>
            <dt className="text-muted-foreground">{m.report_search_containing()}</dt>
            <dd>{data.q}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{m.report_time_zone()}</dt>
        <dd>{zoneLabel(data.time_zone, getLocale())}</dd>
        <dt className="text-muted-foreground">{m.report_made()}</dt>
        <dd>{m.report_made_value({ when: made, zone: data.time_zone })}</dd>
      </dl>
      <p className="text-dp-14 text-muted-foreground">{m.report_search_privacy()}</p>

      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-24 py-32 text-center text-dp-16" data-testid="report-empty">
          {data.q ? m.report_search_empty_containing({ text: data.q }) : m.report_search_empty()}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-12 md:grid-cols-3" data-testid="report-totals">
            <Stat label={m.report_search_col_searches()} value={n(total)} testId="total-searches" />
            <Stat
              label={m.report_search_col_no_results()}
              value={formatShare(
                sum((w) => w.no_results),
                total,
              )}
            />
            <Stat
              label={m.report_search_col_no_clicks()}
              value={formatShare(
                sum((w) => w.no_clicks),
                total,
              )}
            />
          </div>
          <FigureTable
            caption={m.report_search_by_week()}
            rows={data.weeks}
            rowKey={(w) => w.week}
            testId="search-weeks"
            columns={[
              {
                key: 'week',
                label: m.report_search_col_week(),
                nowrap: true,
                cell: (w) => weekLink(w.week, search, data.week),
              },
              { key: 'searches', label: m.report_search_col_searches(), numeric: true, cell: (w) => n(w.searches) },
              { key: 'none', label: m.report_search_col_no_results(), numeric: true, cell: (w) => n(w.no_results) },
              { key: 'unclicked', label: m.report_search_col_no_clicks(), numeric: true, cell: (w) => n(w.no_clicks) },
            ]}
          />
          <FigureTable
            caption={m.report_search_top({ scope })}
            rows={data.top}
            rowKey={(r) => r.query}
            testId="search-top"
            columns={[
              { key: 'query', label: m.report_search_col_query(), cell: (r) => queryLink(r.query) },
              { key: 'searches', label: m.report_search_col_searches(), numeric: true, cell: (r) => n(r.searches) },
              { key: 'mean', label: m.report_search_col_mean_results(), numeric: true, cell: (r) => mean(r.mean_results) },
              { key: 'clicked', label: m.report_search_col_clicked(), numeric: true, cell: (r) => formatShare(r.clicked, r.searches) },
            ]}
          />
          <div className="grid gap-24 lg:grid-cols-2">
            <FigureTable
              caption={m.report_search_none({ scope })}
              rows={data.no_results}
              rowKey={(r) => r.query}
              testId="search-none"
              columns={[
                { key: 'query', label: m.report_search_col_query(), cell: (r) => queryLink(r.query) },
                { key: 'searches', label: m.report_search_col_searches(), numeric: true, cell: (r) => n(r.searches) },
              ]}
            />
            <FigureTable
              caption={m.report_search_unclicked({ scope })}
              rows={data.no_clicks}
              rowKey={(r) => r.query}
              testId="search-unclicked"
              columns={[
                { key: 'query', label: m.report_search_col_query(), cell: (r) => queryLink(r.query) },
                { key: 'searches', label: m.report_search_col_searches(), numeric: true, cell: (r) => n(r.searches) },
                { key: 'mean', label: m.report_search_col_mean_results(), numeric: true, cell: (r) => mean(r.mean_results) },
              ]}
            />
          </div>
        </>
      )}
    </div>
  )
}
