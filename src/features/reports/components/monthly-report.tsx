import { useQuery } from '@tanstack/react-query'
import { monthlyReportQuery, reportCsvAddress } from '../api/queries'
import type { ReportFilters } from '../utils/report-search'
import { BarChart } from './bar-chart'
import { FigureTable, formatMonth, formatShare, monthPoints, n, Stat, usd } from './figures'
import { GateMessage, ReportFrame, useStaffGate } from './report-frame'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages'

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
  return (
    <ReportFrame
      to="/report/monthly"
      filters={search}
      meta={data}
      csvAddress={reportCsvAddress('monthly', search)}
      csvLabel={m.report_csv_months()}
    >
      <div className="grid grid-cols-2 gap-12 md:grid-cols-6" data-testid="report-totals">
        <Stat label={m.report_col_page_views()} value={n(sum((x) => x.page_views))} testId="total-page-views" />
        <Stat label={m.report_col_new_buyers()} value={n(sum((x) => x.new_buyers))} />
        <Stat label={m.report_col_inquiries()} value={n(sum((x) => x.inquiries))} testId="total-inquiries" />
        <Stat
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
        <BarChart
          title={m.report_chart_page_views()}
          points={monthPoints(data.months, (x) => x.page_views)}
          format={n}
          testId="chart-page-views"
        />
        <BarChart title={m.report_chart_inquiries()} points={monthPoints(data.months, (x) => x.inquiries)} format={n} />
      </div>
      <FigureTable
        caption={m.report_by_month()}
        rows={data.months}
        rowKey={(r) => r.month}
        testId="monthly-table"
        columns={[
          { key: 'month', label: m.report_col_month(), cell: (r) => formatMonth(r.month) },
          { key: 'views', label: m.report_col_page_views(), numeric: true, cell: (r) => n(r.page_views) },
          { key: 'buyers', label: m.report_col_new_buyers(), numeric: true, cell: (r) => n(r.new_buyers) },
          { key: 'brands', label: m.report_col_new_brands(), numeric: true, cell: (r) => n(r.new_brands) },
          { key: 'inquiries', label: m.report_col_inquiries(), numeric: true, cell: (r) => n(r.inquiries) },
          { key: 'quoted', label: m.report_col_quoted(), numeric: true, cell: (r) => n(r.quoted) },
          {
            key: 'reply',
            label: m.report_col_reply(),
            numeric: true,
            cell: (r) => (r.median_reply_hours === null ? '—' : n(r.median_reply_hours)),
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
