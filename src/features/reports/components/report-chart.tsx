import { lazy, Suspense } from 'react'
import { allZero } from '../utils/report-format'
import { formatMonth } from './figures'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/** One series of a chart: the row's field it draws, its name and its colour (a CSS colour). */
export type Series<K extends string> = { key: K; label: string; color: string }

/** The site's chart colours: the primary green, the brand ink and the median amber. */
export const CHART_COLORS = ['var(--primary)', 'var(--brand-ink)', 'var(--color-amber-600)'] as const

// recharts is most of a report page's JavaScript: drawn from its own chunk, the figures and the
// tables hydrate and show without waiting for it, and each chart keeps its height meanwhile.
const MonthBars = lazy(() => import('./report-chart-draw').then((draw) => ({ default: draw.MonthBars })))
const CategoryBars = lazy(() => import('./report-chart-draw').then((draw) => ({ default: draw.CategoryBars })))

/** A label's colon and a list's comma in the page's language. */
const punctuation = () => (getLocale() === 'zh-CN' ? { colon: '：', comma: '，' } : { colon: ': ', comma: ', ' })

/** The chart's figures as a sentence for screen readers (the chart itself is drawn after hydration). */
function Description({ id, lines }: { id: string; lines: Array<string> }) {
  return (
    <p id={id} className="sr-only">
      {lines.join(m.report_list_separator())}
    </p>
  )
}

/**
 * In place of a chart whose every figure is zero: an axis of "$0 $0 $0" reads as data, so the
 * figure says there is none, in the page's language, at the chart's own height.
 */
function NoData({ className, height }: { className: string; height?: string }) {
  return (
    <div
      className={`flex items-center justify-center rounded-md border border-dashed border-border text-dp-14 text-muted-foreground ${className}`}
      style={height === undefined ? undefined : { height }}
      data-testid="chart-no-data"
      // The figure's description already says so to screen readers.
      aria-hidden="true"
    >
      {m.report_no_data()}
    </div>
  )
}

/** Month labels this many or more are set on a slant, so every one shows ("Jan 2026" takes room). */
const SLANT_FROM = 7

/**
 * Bars by month (shadcn's chart kit over recharts): month ticks and tooltip titles in the page's
 * locale, the value axis and the tooltip figures through `format` (numbers or money in the locale).
 * The figure's caption and a description listing every value are ordinary text; the table beside
 * the chart holds the same figures.
 */
export function MonthBarChart<K extends string, R extends { month: string } & Record<K, number>>({
  id,
  title,
  rows,
  series,
  format,
  axisFormat = format,
  testId,
}: {
  id: string
  title: string
  rows: ReadonlyArray<R>
  series: ReadonlyArray<Series<K>>
  format: (value: number) => string
  axisFormat?: (value: number) => string
  testId?: string
}) {
  const data = rows.map((row) => ({ ...row, full: formatMonth(row.month) }))
  const { colon, comma } = punctuation()
  const empty = allZero(
    rows,
    series.map((s) => s.key),
  )
  const lines = empty
    ? [m.report_no_data()]
    : data.map(
        (row) =>
          `${row.full}${colon}${series.map((s) => (series.length > 1 ? `${s.label} ${format(row[s.key])}` : format(row[s.key]))).join(comma)}`,
      )
  const slant = data.length >= SLANT_FROM
  const height = 'h-[max(200px,calc(var(--spacing)*220))] print:h-[180px]'
  return (
    <figure className="flex min-w-0 break-inside-avoid flex-col gap-8" data-testid={testId} aria-describedby={`${id}-d`}>
      <figcaption className="text-dp-15 font-semibold">{title}</figcaption>
      <Description id={`${id}-d`} lines={lines} />
      {empty ? (
        <NoData className={`w-full ${height}`} />
      ) : (
        <Suspense fallback={<div className={`w-full ${height}`} aria-hidden="true" />}>
          <MonthBars data={data} series={series} format={format} axisFormat={axisFormat} slant={slant} height={height} />
        </Suspense>
      )}
    </figure>
  )
}

/**
 * Horizontal bars, one row per category (the brand's funnel): the value and, as a second bar, a
 * comparison (the pavilion's median). Same conventions as {@link MonthBarChart}.
 */
export function CategoryBarChart<K extends string, R extends { label: string } & Record<K, number | null>>({
  id,
  title,
  rows,
  series,
  format,
  testId,
}: {
  id: string
  title: string
  rows: ReadonlyArray<R>
  series: ReadonlyArray<Series<K>>
  format: (value: number | null) => string
  testId?: string
}) {
  const { colon, comma } = punctuation()
  const empty = allZero(
    rows,
    series.map((s) => s.key),
  )
  const lines = empty
    ? [m.report_no_data()]
    : rows.map((row) => `${row.label}${colon}${series.map((s) => `${s.label} ${format(row[s.key])}`).join(comma)}`)
  const height = `${48 + rows.length * 34}px`
  return (
    <figure className="flex min-w-0 break-inside-avoid flex-col gap-8" data-testid={testId} aria-describedby={`${id}-d`}>
      <figcaption className="text-dp-15 font-semibold">{title}</figcaption>
      <Description id={`${id}-d`} lines={lines} />
      {empty ? (
        <NoData className="w-full" height={height} />
      ) : (
        <Suspense fallback={<div className="w-full" style={{ height }} aria-hidden="true" />}>
          <CategoryBars rows={rows} series={series} format={format} height={height} />
        </Suspense>
      )}
    </figure>
  )
}
