import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { BUYER_PRINT_PAGE_SIZE, buyerReportPrintQuery, buyerReportQuery, reportCsvAddress } from '../api/queries'
import type { BuyerReportSearch } from '../utils/report-search'
import { type Column, FigureTable, formatMonth, formatShare, n, Stat, usd } from './figures'
import { CHART_COLORS, MonthBarChart } from './report-chart'
import { GateMessage, ReportFrame, useStaffGate } from './report-frame'
import { Pagination } from '@/components/catalogue/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import type { reportBuyer } from '@/api/client/report.gen'
import { m } from '@/paraglide/messages'

const STATUS: Record<string, () => string> = {
  verified: m.report_status_verified,
  submitted: m.report_status_submitted,
  rejected: m.report_status_rejected,
  none: m.report_status_none,
}

type BuyerRow = Awaited<ReturnType<typeof reportBuyer>>['buyers']['list'][number]

/** /report/buyer: buyers over the period, by country and verification, with their activity (staff only). */
export function BuyerReport({ search }: { search: BuyerReportSearch }) {
  const gate = useStaffGate()
  const report = useQuery({ ...buyerReportQuery(search), enabled: gate === 'staff' })
  const queryClient = useQueryClient()
  // Every row of the table for paper, read through the same endpoint when Print is pressed; kept
  // with the view it belongs to, so a changed filter or sort never prints another view's rows.
  const view = JSON.stringify({ ...search, page: undefined })
  const [printRows, setPrintRows] = useState<{ view: string; rows: Array<BuyerRow> } | null>(null)
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
  const t = data.totals
  const allRows = printRows?.view === view ? printRows.rows : null
  async function preparePrint() {
    const pages = Math.max(1, Math.ceil(data.buyers.total / BUYER_PRINT_PAGE_SIZE))
    const results = await Promise.all(Array.from({ length: pages }, (_, i) => queryClient.fetchQuery(buyerReportPrintQuery(search, i + 1))))
    // Committed before the print dialog reads the document.
    flushSync(() => setPrintRows({ view, rows: results.flatMap((r) => r.buyers.list) }))
  }
  const buyerColumns: Array<Column<BuyerRow>> = [
    { key: 'company', label: m.report_col_company(), sort: 'company', cell: (r) => r.company },
    { key: 'country', label: m.report_filter_country(), cell: (r) => r.country_name },
    { key: 'status', label: m.report_col_status(), cell: (r) => STATUS[r.status]?.() ?? r.status },
    { key: 'categories', label: m.report_filter_category(), cell: (r) => r.categories },
    { key: 'joined', label: m.report_col_joined(), sort: 'joined', nowrap: true, cell: (r) => r.joined },
    { key: 'wishes', label: m.report_col_wishes(), numeric: true, sort: 'wishes', cell: (r) => n(r.wishes) },
    { key: 'meetings', label: m.report_col_meetings(), numeric: true, sort: 'meetings', cell: (r) => n(r.meetings) },
    { key: 'deals', label: m.report_col_deals(), numeric: true, sort: 'deals', cell: (r) => n(r.deals) },
    { key: 'amount', label: m.report_col_intent(), numeric: true, cell: (r) => usd(r.intent_amount) },
    { key: 'inquiries', label: m.report_col_inquiries(), numeric: true, sort: 'inquiries', cell: (r) => n(r.inquiries) },
    { key: 'quoted', label: m.report_col_quoted(), numeric: true, cell: (r) => n(r.quoted) },
  ]
  const buyerCaption =
    data.buyers_joined_outside > 0
      ? m.report_buyer_table_outside({ count: n(data.buyers.total), outside: n(data.buyers_joined_outside) })
      : m.report_buyer_table({ count: n(data.buyers.total) })
  // Figures the chosen filters cannot reach are marked beside their value.
  const nf = (key: string) => data.not_filtered.includes(key)
  return (
    <ReportFrame
      to="/report/buyer"
      filters={search}
      meta={data}
      csvAddress={reportCsvAddress('buyer', search)}
      csvLabel={m.report_csv_buyers()}
      preparePrint={preparePrint}
    >
      <div className="grid grid-cols-2 gap-12 md:grid-cols-7" data-testid="report-totals">
        <Stat label={m.report_col_new_buyers()} value={n(t.new_buyers)} testId="total-new-buyers" notFiltered={nf('new_buyers')} />
        <Stat
          label={m.report_col_active_buyers()}
          value={n(t.active_buyers)}
          testId="total-active-buyers"
          notFiltered={nf('active_buyers')}
        />
        <Stat label={m.report_col_wishes()} value={n(t.wishes)} />
        <Stat label={m.report_col_meetings()} value={n(t.meetings)} />
        <Stat label={m.report_col_deals()} value={n(t.deals)} />
        <Stat label={m.report_col_inquiries()} value={n(t.inquiries)} testId="total-inquiries" notFiltered={nf('inquiries')} />
        <Stat label={m.report_col_quoted_share()} value={formatShare(t.quoted, t.inquiries)} notFiltered={nf('quoted')} />
      </div>
      <div className="grid gap-24 lg:grid-cols-2">
        <MonthBarChart
          id="chart-new-buyers"
          title={m.report_chart_new_buyers()}
          rows={data.months}
          series={[{ key: 'new_buyers', label: m.report_col_new_buyers(), color: CHART_COLORS[0] }]}
          format={n}
          testId="chart-new-buyers"
        />
        <MonthBarChart
          id="chart-inquiries"
          title={m.report2_chart_inquiries_quoted()}
          rows={data.months}
          series={[
            { key: 'inquiries', label: m.report_col_inquiries(), color: CHART_COLORS[0] },
            { key: 'quoted', label: m.report_col_quoted(), color: CHART_COLORS[1] },
          ]}
          format={n}
          testId="chart-inquiries"
        />
      </div>
      <FigureTable
        caption={m.report_by_month()}
        rows={data.months}
        rowKey={(r) => r.month}
        testId="buyer-months"
        columns={[
          { key: 'month', label: m.report_col_month(), cell: (r) => formatMonth(r.month) },
          { key: 'new', label: m.report_col_new_buyers(), numeric: true, cell: (r) => n(r.new_buyers) },
          { key: 'wishes', label: m.report_col_wishes(), numeric: true, cell: (r) => n(r.wishes) },
          { key: 'meetings', label: m.report_col_meetings(), numeric: true, cell: (r) => n(r.meetings) },
          { key: 'deals', label: m.report_col_deals(), numeric: true, cell: (r) => n(r.deals) },
          { key: 'inquiries', label: m.report_col_inquiries(), numeric: true, cell: (r) => n(r.inquiries) },
          { key: 'quoted', label: m.report_col_quoted_share(), numeric: true, cell: (r) => formatShare(r.quoted, r.inquiries) },
        ]}
      />
      <div className="grid gap-24 lg:grid-cols-2">
        <FigureTable
          caption={m.report_by_country()}
          rows={data.by_country}
          rowKey={(r) => r.code}
          columns={[
            { key: 'country', label: m.report_filter_country(), cell: (r) => r.name },
            { key: 'buyers', label: m.report_col_new_buyers(), numeric: true, cell: (r) => n(r.buyers) },
            { key: 'inquiries', label: m.report_col_inquiries(), numeric: true, cell: (r) => n(r.inquiries) },
          ]}
        />
        <FigureTable
          caption={m.report_by_status()}
          rows={data.by_status}
          rowKey={(r) => r.status}
          columns={[
            { key: 'status', label: m.report_col_status(), cell: (r) => STATUS[r.status]?.() ?? r.status },
            { key: 'buyers', label: m.report_col_new_buyers(), numeric: true, cell: (r) => n(r.buyers) },
          ]}
        />
      </div>
      <div className={allRows ? 'print:hidden' : undefined}>
        <FigureTable
          caption={buyerCaption}
          rows={data.buyers.list}
          rowKey={(r) => r.id}
          sort={search.sort ?? 'inquiries'}
          testId="buyer-table"
          columns={buyerColumns}
        />
      </div>
      {allRows ? (
        <div className="hidden print:block" data-testid="buyer-table-print">
          <FigureTable
            caption={buyerCaption}
            rows={allRows}
            rowKey={(r) => r.id}
            sort={search.sort ?? 'inquiries'}
            columns={buyerColumns}
          />
        </div>
      ) : data.buyers.total > data.buyers.list.length ? (
        // Printed from the browser's menu, the screen's page is all there is: the printout says so.
        <p className="hidden print:block">{m.report_print_partial({ shown: n(data.buyers.list.length), total: n(data.buyers.total) })}</p>
      ) : null}
      <div className="print:hidden">
        <Pagination page={data.buyers.page} pageCount={Math.ceil(data.buyers.total / data.buyers.page_size)} resetScroll={false} />
      </div>
    </ReportFrame>
  )
}
