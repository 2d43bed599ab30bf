import { useQuery } from '@tanstack/react-query'
import { monthlyReportQuery, reportCsvAddress } from '../api/queries'
import { compactUsd } from '../utils/report-format'
import type { ReportFilters } from '../utils/report-search'
import { FigureTable, formatMonth, formatShare, n, Stat, usd } from './figures'
import { CHART_COLORS, MonthBarChart } from './report-chart'
import { GateMessage, ReportFrame, useStaffGate } from './report-frame'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/** Hours with one decimal, in the page's locale. */
const hours = (value: number) => new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(value)

/** Cents of US dollars on a chart's axis: compact ("$5.4M", "540万美元"), in the page's locale. */
const usdShort = (cents: number) => compactUsd(cents, getLocale())

/** /report/monthly: the platform month by month (staff only). */
export function MonthlyReport({ search }: { search: ReportFilters }) {
  const gate = useStaffGate()
  const report = useQuery({ ...monthlyReportQuery(search), enabled: gate === 'staff' })
  if (gate !== 'staff') return <GateMessage gate={gate} />
  if ((report.error as { status?: number } | null)?.status === 403) return <GateMessage gate="forbidden" />
  if (report.isError) {
    return (
      <p role="alert" className="text-dp-15 text-destructive">
        {report.error.message}
      </p>
    )
  }
  if (report.isPending) return <Skeleton className="h-320 w-full" />
  const data = report.data
  const sum = (pick: (x: (typeof data.months)[number]) => number) => data.months.reduce((total, x) => total + pick(x), 0)
  const meetings = sum((x) => x.meetings)
  // Figures the chosen filters cannot reach are marked beside their value.
  const nf = (key: string) => data.not_filtered.includes(key)
  const heading = (label: string, key: string) => (nf(key) ? `${label} (${m.report_not_filtered()})` : label)
  return (
    <ReportFrame
      to="/report/monthly"
      filters={search}
      meta={data}
      csvAddress={reportCsvAddress('monthly', search)}
      csvLabel={m.report_csv_months()}
    >
      <div className="grid grid-cols-2 gap-12 md:grid-cols-6" data-testid="report-totals">
        <Stat
          label={m.report_col_page_views()}
          value={n(sum((x) => x.page_views))}
          testId="total-page-views"
          notFiltered={nf('page_views')}
        />
        <Stat label={m.report_col_new_buyers()} value={n(sum((x) => x.new_buyers))} notFiltered={nf('new_buyers')} />
        <Stat label={m.report_col_inquiries()} value={n(sum((x) => x.inquiries))} testId="total-inquiries" notFiltered={nf('inquiries')} />
        <Stat
          notFiltered={nf('quoted')}
          label={m.report_col_quoted_share()}
          value={formatShare(
            sum((x) => x.quoted),
            sum((x) => x.inquiries),
          )}
        />
        <Stat label={m.report_col_held()} value={n(sum((x) => x.held))} />
        <Stat
          label={m.report_col_no_show_rate()}
          value={formatShare(
            sum((x) => x.no_shows),
            meetings,
          )}
        />
      </div>
      <div className="grid gap-24 lg:grid-cols-2">
        <MonthBarChart
          id="chart-page-views"
          title={m.report_chart_page_views()}
          rows={data.months}
          series={[{ key: 'page_views', label: m.report_col_page_views(), color: CHART_COLORS[0] }]}
          format={n}
          testId="chart-page-views"
        />
        <MonthBarChart
          id="chart-inquiries"
          title={m.report2_chart_inquiries_quotes()}
          rows={data.months}
          series={[
            { key: 'inquiries', label: m.report_col_inquiries(), color: CHART_COLORS[0] },
            { key: 'quotes', label: m.report2_col_quotes(), color: CHART_COLORS[1] },
          ]}
          format={n}
          testId="chart-inquiries"
        />
        <MonthBarChart
          id="chart-deals"
          title={m.report2_chart_intent()}
          rows={data.months}
          series={[{ key: 'intent_amount', label: m.report_col_intent(), color: CHART_COLORS[2] }]}
          format={usd}
          axisFormat={usdShort}
          testId="chart-intent"
        />
        <MonthBarChart
          id="chart-reply"
          title={m.report2_chart_reply()}
          rows={data.months.map((x) => ({ month: x.month, reply: x.median_reply_hours ?? 0 }))}
          series={[{ key: 'reply', label: m.report_col_reply(), color: CHART_COLORS[1] }]}
          format={hours}
          testId="chart-reply"
        />
      </div>
      <FigureTable
        caption={m.report_by_month()}
        rows={data.months}
        rowKey={(r) => r.month}
        testId="monthly-table"
        columns={[
          { key: 'month', label: m.report_col_month(), cell: (r) => formatMonth(r.month) },
          { key: 'views', label: heading(m.report_col_page_views(), 'page_views'), numeric: true, cell: (r) => n(r.page_views) },
          { key: 'buyers', label: heading(m.report_col_new_buyers(), 'new_buyers'), numeric: true, cell: (r) => n(r.new_buyers) },
          { key: 'brands', label: heading(m.report_col_new_brands(), 'new_brands'), numeric: true, cell: (r) => n(r.new_brands) },
          { key: 'inquiries', label: heading(m.report_col_inquiries(), 'inquiries'), numeric: true, cell: (r) => n(r.inquiries) },
          { key: 'quoted', label: heading(m.report_col_quoted(), 'quoted'), numeric: true, cell: (r) => n(r.quoted) },
          { key: 'quotes', label: heading(m.report2_col_quotes(), 'quotes'), numeric: true, cell: (r) => n(r.quotes) },
          {
            key: 'reply',
            label: heading(m.report_col_reply(), 'median_reply_hours'),
            numeric: true,
            cell: (r) => (r.median_reply_hours === null ? '—' : hours(r.median_reply_hours)),
          },
          { key: 'held', label: m.report_col_held(), numeric: true, cell: (r) => n(r.held) },
          { key: 'noshow', label: m.report_col_no_show_rate(), numeric: true, cell: (r) => formatShare(r.no_shows, r.meetings) },
          { key: 'deals', label: m.report_col_deals(), numeric: true, cell: (r) => n(r.deals) },
          { key: 'amount', label: m.report_col_intent(), numeric: true, cell: (r) => usd(r.intent_amount) },
        ]}
      />
      <FigureTable
        caption={m.report_by_event()}
        rows={data.by_event}
        rowKey={(r) => r.id}
        columns={[
          { key: 'event', label: m.report_filter_activity(), cell: (r) => r.name },
          { key: 'meetings', label: m.report_col_meetings_booked(), numeric: true, cell: (r) => n(r.meetings) },
          { key: 'held', label: m.report_col_held(), numeric: true, cell: (r) => n(r.held) },
          { key: 'deals', label: m.report_col_deals(), numeric: true, cell: (r) => n(r.deals) },
          { key: 'amount', label: m.report_col_intent(), numeric: true, cell: (r) => usd(r.intent_amount) },
        ]}
      />
    </ReportFrame>
  )
}
