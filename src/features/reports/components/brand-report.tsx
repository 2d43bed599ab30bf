import { useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { brandReportQuery } from '../api/queries'
import { brandFunnelCsv } from '../utils/brand-csv'
import type { BrandReportSearch } from '../utils/report-search'
import { FigureTable, formatMonth } from './figures'
import { usePrintStamp } from './report-frame'
import { CategoryBarChart, CHART_COLORS } from './report-chart'
import { BRAND_FUNNEL_STEPS, BRAND_REPORT_DEFAULT_PRESET, BRAND_REPORT_PRESETS } from '@/api/contract/report-constants'
import { formatNumber } from '@/components/catalogue/format'
import { BrandPicker } from '@/components/brand-picker'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { zoneLabel } from '@/lib/event-dates'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

type Step = (typeof BRAND_FUNNEL_STEPS)[number]
type Row = { step: Step; value: number | null; previous: number | null; pavilion_median: number | null }

const control =
  'h-40 min-h-[36px] w-full rounded-md border border-border bg-background px-8 text-dp-14 outline-none focus-visible:ring-3 focus-visible:ring-ring/50'

const STEP_LABELS: Record<Step, () => string> = {
  profile_views: m.brandreport_step_profile_views,
  product_views: m.brandreport_step_product_views,
  favourites: m.brandreport_step_favourites,
  inquiries: m.brandreport_step_inquiries,
  quotes: m.brandreport_step_quotes,
  reply_hours: m.brandreport_step_reply_hours,
  wishes: m.brandreport_step_wishes,
  meetings_held: m.brandreport_step_meetings_held,
  deals: m.brandreport_step_deals,
  follow_ups: m.brandreport_step_follow_ups,
  no_fit: m.brandreport_step_no_fit,
}

const PRESET_LABELS: Record<(typeof BRAND_REPORT_PRESETS)[number], () => string> = {
  '1m': m.brandreport_preset_1m,
  '3m': m.brandreport_preset_3m,
  '6m': m.brandreport_preset_6m,
  '12m': m.brandreport_preset_12m,
}

/** A figure in the page's locale; hours with one decimal; a dash for none. */
function figure(value: number | null, step?: Step): string {
  if (value === null) return '—'
  if (step === 'reply_hours') return new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(value)
  return formatNumber(value)
}

/** Whole units of a currency, in the page's locale. */
function money(amount: number | null, currency: string): string {
  if (amount === null) return '—'
  return new Intl.NumberFormat(getLocale(), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

/**
 * The change against the previous period: an arrow and the percentage (for the reply time, down is
 * better, so the colour follows the meaning, not the direction).
 */
function trend(value: number | null, previous: number | null, lowerIsBetter = false) {
  if (value === null || previous === null) return <span className="text-muted-foreground">—</span>
  if (value === previous) return <span className="text-muted-foreground">→ {m.brandreport_trend_flat()}</span>
  if (previous === 0) return <span className="text-brand-ink">↑ {m.brandreport_trend_new()}</span>
  const change = (value - previous) / previous
  const pct = new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(Math.abs(change))
  const good = change > 0 !== lowerIsBetter
  return (
    <span className={good ? 'text-emerald-700' : 'text-destructive'} data-trend={change > 0 ? 'up' : 'down'}>
      {change > 0 ? `↑ ${m.brandreport_trend_up({ pct })}` : `↓ ${m.brandreport_trend_down({ pct })}`}
    </span>
  )
}

/** A figure with its trend under it (one cell, so the table fits a phone). */
function withTrend(value: string, change: React.ReactNode) {
  return (
    <span className="flex flex-col items-end">
      <span>{value}</span>
      <span className="text-dp-12 whitespace-nowrap">{change}</span>
    </span>
  )
}

/** A figure with its trend on the next line (the phone cards). */
function stacked(value: string, change: React.ReactNode) {
  return (
    <>
      {value}
      <br />
      {change}
    </>
  )
}

/** A figures table on a phone: a short card per row with the period, the previous one and the median side by side. */
function PhoneFigures<T>({
  title,
  rows,
  rowKey,
  label,
  value,
  previous,
  median,
  testId,
}: {
  title: string
  rows: Array<T>
  rowKey: (row: T) => string
  label: (row: T) => string
  value: (row: T) => React.ReactNode
  previous: (row: T) => string
  median: (row: T) => string
  testId: string
}) {
  return (
    <section className="flex flex-col gap-8 sm:hidden" data-testid={testId}>
      <h2 className="text-dp-15 font-semibold">{title}</h2>
      <ul className="flex flex-col divide-y divide-border border-y border-border">
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex flex-col gap-4 py-8">
            <span className="text-dp-14 font-medium">{label(row)}</span>
            <dl className="grid grid-cols-3 gap-8 text-dp-13 tabular-nums">
              <div>
                <dt className="text-muted-foreground">{m.brandreport_col_value()}</dt>
                <dd>{value(row)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{m.brandreport_col_previous()}</dt>
                <dd>{previous(row)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{m.brandreport_col_median()}</dt>
                <dd>{median(row)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The funnel as horizontal bars (shadcn's chart kit over recharts): the brand's figure and the
 * pavilion's median per step; the reply time is in hours, so it stays in the table.
 */
function FunnelChart({ rows }: { rows: Array<Row> }) {
  const data = rows
    .filter((r) => r.step !== 'reply_hours')
    .map((r) => ({ label: STEP_LABELS[r.step](), value: r.value ?? 0, median: r.pavilion_median }))
  const series = [
    { key: 'value' as const, label: m.report2_funnel_value(), color: CHART_COLORS[0] },
    ...(data.some((r) => r.median !== null) ? [{ key: 'median' as const, label: m.report2_funnel_median(), color: CHART_COLORS[2] }] : []),
  ]
  return (
    <CategoryBarChart
      id="brand-funnel"
      title={m.brandreport_chart_title()}
      rows={data}
      series={series}
      format={(v) => figure(v)}
      testId="brand-funnel-chart"
    />
  )
}

/** The period filter: a preset, or the months; a form navigating to the typed search params. */
function PeriodForm({ search, from, to }: { search: BrandReportSearch; from: string; to: string }) {
  const navigate = useNavigate()
  const custom = Boolean(search.from || search.to)
  return (
    <form
      aria-label={m.brandreport_period()}
      className="grid gap-12 rounded-lg border border-border bg-muted/40 p-16 sm:grid-cols-2 lg:grid-cols-4 lg:items-end print:hidden"
      data-testid="brand-report-filters"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const value = (name: string) => {
          const v = String(data.get(name) ?? '').trim()
          return v === '' ? undefined : v
        }
        const preset = value('preset') as BrandReportSearch['preset']
        void navigate({
          to: '/report/brand',
          search: {
            brand_id: search.brand_id,
            preset: preset === BRAND_REPORT_DEFAULT_PRESET ? undefined : preset,
            from: value('from'),
            to: value('to'),
          },
        })
      }}
    >
      <p className="text-dp-13 text-muted-foreground sm:col-span-2 lg:col-span-4">{m.brandreport_custom_hint()}</p>
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.brandreport_period()}
        <select name="preset" defaultValue={search.preset ?? BRAND_REPORT_DEFAULT_PRESET} className={control} key={search.preset}>
          {BRAND_REPORT_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PRESET_LABELS[p]()}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.report_filter_from()}
        <input type="month" name="from" defaultValue={custom ? from : ''} className={control} key={`from-${search.from}`} />
      </label>
      <label className="flex flex-col gap-4 text-dp-14 font-medium">
        {m.report_filter_to()}
        <input type="month" name="to" defaultValue={custom ? to : ''} className={control} key={`to-${search.to}`} />
      </label>
      <Button type="submit">{m.report_apply()}</Button>
    </form>
  )
}

/** The figures on screen as a CSV file, made in the browser (they are all loaded already). */
function downloadCsv(data: {
  from: string
  to: string
  time_zone: string
  steps: Array<Row>
  intent: Array<{ currency: string; amount: number; previous: number; pavilion_median: number | null }>
}) {
  const csv = brandFunnelCsv({
    headings: {
      step: m.brandreport_col_step(),
      value: m.brandreport_col_value(),
      previous: m.brandreport_col_previous(),
      median: m.brandreport_col_median(),
    },
    period: m.report_period_value({ from: data.from, to: data.to }),
    zone: data.time_zone,
    rows: [
      ...data.steps.map((r) => ({ label: STEP_LABELS[r.step](), value: r.value, previous: r.previous, median: r.pavilion_median })),
      ...data.intent.map((r) => ({ label: r.currency, value: r.amount, previous: r.previous, median: r.pavilion_median })),
    ],
  })
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `brand-report-${data.from}-${data.to}.csv`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const stampTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso))

/** Whose report the viewer reads: a brand its own; analysts and organisers any brand they choose. */
function gateOf(user: ReturnType<typeof useUserInfo>): 'login' | 'brand' | 'staff' | 'forbidden' {
  if (!isLoggedIn(user)) return 'login'
  if (user?.role === 'brand') return 'brand'
  return user?.role === 'analyst' || user?.role === 'organiser' ? 'staff' : 'forbidden'
}

/**
 * Staff choose the brand whose funnel to read: the brand picker of the organiser's desk, each
 * choice a link of its own (`?brand_id=`), the period kept.
 */
function BrandChooser({ search }: { search: BrandReportSearch }) {
  const navigate = useNavigate()
  return (
    <section className="flex flex-col gap-8 rounded-lg border border-border p-16 print:hidden" data-testid="brand-report-chooser">
      {search.brand_id === undefined ? <p className="text-dp-15">{m.brandreport_choose_lead()}</p> : null}
      <BrandPicker
        label={search.brand_id === undefined ? m.brandreport_choose() : m.brandreport_choose_other()}
        listLabel={m.brandreport_choose_list()}
        hint={m.brandreport_choose_hint()}
        action={() => m.brandreport_open()}
        onPick={(brand) => void navigate({ to: '/report/brand', search: { ...search, brand_id: brand.id } })}
      />
    </section>
  )
}

/**
 * /report/brand: a brand's funnel, read after hydration as it is personal: a brand's staff read
 * their own; analysts and organisers choose any brand.
 */
export function BrandReport({ search }: { search: BrandReportSearch }) {
  const user = useUserInfo()
  const gate = gateOf(user)
  const report = useQuery({ ...brandReportQuery(search), enabled: gate === 'brand' || (gate === 'staff' && search.brand_id !== undefined) })
  const loaded = report.data
  const fresh = loaded
    ? m.brandreport_fresh({
        when: stampTime(loaded.generated_at, loaded.time_zone),
        medians: stampTime(loaded.medians_at, loaded.time_zone),
        zone: m.report_zone_named({ zone: zoneLabel(loaded.time_zone, getLocale()), id: loaded.time_zone }),
      })
    : ''
  usePrintStamp(loaded ? `${loaded.brand.name} · ${m.report_period_value({ from: loaded.from, to: loaded.to })} · ${fresh}` : '')
  if (gate === 'login') {
    return (
      <div className="flex flex-col items-start gap-12">
        <p className="text-dp-16">{m.brandreport_login_needed()}</p>
        <Button asChild>
          <Link to="/login">{m.report_login()}</Link>
        </Button>
      </div>
    )
  }
  if (gate === 'forbidden' || (report.error as { status?: number } | null)?.status === 403) {
    return (
      <p className="text-dp-16" role="alert" data-testid="brand-report-forbidden">
        {m.brandreport_forbidden()}
      </p>
    )
  }
  if (gate === 'staff' && search.brand_id === undefined) return <BrandChooser search={search} />
  if (report.isError) {
    return (
      <div className="flex flex-col items-start gap-12" role="alert">
        <p className="text-dp-15 text-destructive">{report.error.message || m.brandreport_error()}</p>
        <Button variant="outline" onClick={() => void report.refetch()}>
          {m.brandreport_retry()}
        </Button>
      </div>
    )
  }
  if (report.isPending) return <Skeleton className="h-320 w-full" data-testid="brand-report-loading" />
  const data = report.data
  const empty = data.steps.every((s) => !s.value) && data.intent.every((i) => !i.amount)
  const noMedian = data.steps.every((s) => s.pavilion_median === null)
  return (
    <div className="flex flex-col gap-24" data-report="" data-testid="brand-report">
      {gate === 'staff' ? <BrandChooser search={search} /> : null}
      <PeriodForm search={search} from={data.from} to={data.to} />
      <div className="flex flex-wrap gap-8 print:hidden">
        <Button variant="outline" onClick={() => downloadCsv(data)} data-testid="report-csv">
          {m.brandreport_csv()}
        </Button>
        <Button variant="outline" onClick={() => window.print()} data-testid="report-print">
          {m.report_print()}
        </Button>
      </div>
      <div className="flex flex-col gap-4 text-dp-14">
        <p className="text-dp-18 font-semibold text-brand-ink">{data.brand.name}</p>
        <p data-testid="brand-report-period">
          {m.brandreport_summary({
            from: formatMonth(data.from),
            to: formatMonth(data.to),
            previousFrom: formatMonth(data.previous_from),
            previousTo: formatMonth(data.previous_to),
          })}
        </p>
        <p>{m.brandreport_pavilion({ country: data.pavilion.name, count: formatNumber(data.pavilion.brands) })}</p>
        <p className="text-dp-13 text-muted-foreground">{fresh}</p>
        {noMedian ? <p className="text-dp-13 text-muted-foreground">{m.brandreport_no_median()}</p> : null}
      </div>
      {empty ? (
        <p className="rounded-lg border border-dashed border-border p-16 text-dp-15" data-testid="brand-report-empty">
          {m.brandreport_empty()}
        </p>
      ) : (
        <FunnelChart rows={data.steps} />
      )}
      <PhoneFigures
        title={m.brandreport_table_caption()}
        rows={data.steps}
        rowKey={(r) => r.step}
        label={(r) => STEP_LABELS[r.step]()}
        value={(r) => stacked(figure(r.value, r.step), trend(r.value, r.previous, r.step === 'reply_hours' || r.step === 'no_fit'))}
        previous={(r) => figure(r.previous, r.step)}
        median={(r) => figure(r.pavilion_median, r.step)}
        testId="brand-funnel-cards"
      />
      <div className="hidden sm:block">
        <FigureTable
          caption={m.brandreport_table_caption()}
          rows={data.steps}
          rowKey={(r) => r.step}
          testId="brand-funnel-table"
          columns={[
            { key: 'step', label: m.brandreport_col_step(), cell: (r) => STEP_LABELS[r.step]() },
            {
              key: 'value',
              label: m.brandreport_col_value(),
              numeric: true,
              cell: (r) => withTrend(figure(r.value, r.step), trend(r.value, r.previous, r.step === 'reply_hours' || r.step === 'no_fit')),
            },
            { key: 'previous', label: m.brandreport_col_previous(), numeric: true, cell: (r) => figure(r.previous, r.step) },
            { key: 'median', label: m.brandreport_col_median(), numeric: true, cell: (r) => figure(r.pavilion_median, r.step) },
          ]}
        />
      </div>
      {data.intent.length ? (
        <PhoneFigures
          title={m.brandreport_intent_caption()}
          rows={data.intent}
          rowKey={(r) => r.currency}
          label={(r) => r.currency}
          value={(r) => stacked(money(r.amount, r.currency), trend(r.amount, r.previous))}
          previous={(r) => money(r.previous, r.currency)}
          median={(r) => money(r.pavilion_median, r.currency)}
          testId="brand-intent-cards"
        />
      ) : null}
      {data.intent.length ? (
        <div className="hidden sm:block">
          <FigureTable
            caption={m.brandreport_intent_caption()}
            rows={data.intent}
            rowKey={(r) => r.currency}
            testId="brand-intent-table"
            columns={[
              { key: 'currency', label: m.brandreport_col_currency(), cell: (r) => r.currency },
              {
                key: 'value',
                label: m.brandreport_col_value(),
                numeric: true,
                cell: (r) => withTrend(money(r.amount, r.currency), trend(r.amount, r.previous)),
              },
              { key: 'previous', label: m.brandreport_col_previous(), numeric: true, cell: (r) => money(r.previous, r.currency) },
              { key: 'median', label: m.brandreport_col_median(), numeric: true, cell: (r) => money(r.pavilion_median, r.currency) },
            ]}
          />
        </div>
      ) : null}
    </div>
  )
}
