import { Bar, BarChart, CartesianGrid, XAxis, YAxis, type TooltipContentProps } from 'recharts'
import { formatMonth, monthTick } from './figures'
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/** One series of a chart: the row's field it draws, its name and its colour (a CSS colour). */
export type Series<K extends string> = { key: K; label: string; color: string }

/** The site's chart colours: the primary green, the brand ink and the median amber. */
export const CHART_COLORS = ['var(--primary)', 'var(--brand-ink)', 'var(--color-amber-600)'] as const

const configOf = <K extends string>(series: ReadonlyArray<Series<K>>): ChartConfig =>
  Object.fromEntries(series.map((s) => [s.key, { label: s.label, color: s.color }]))

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

type TooltipProps = Partial<Pick<TooltipContentProps, 'active' | 'payload' | 'label'>>

/** A month's tooltip: the month in full ("March 2026" / "2026年3月") and each series' figure. */
function MonthTooltip({ active, payload, format }: TooltipProps & { format: (value: number) => string }) {
  const full = (payload?.[0]?.payload as { full?: string } | undefined)?.full
  return <ChartTooltipContent active={active ?? false} payload={payload ?? []} label={full} formatter={(value) => format(value)} />
}

/** A category's tooltip: its name and each series' figure. */
function CategoryTooltip({ active, payload, label, format }: TooltipProps & { format: (value: number | null) => string }) {
  return <ChartTooltipContent active={active ?? false} payload={payload ?? []} label={label} formatter={(value) => format(value)} />
}

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
  const data = rows.map((row, i) => ({ ...row, tick: monthTick(row.month, i === 0), full: formatMonth(row.month) }))
  const { colon, comma } = punctuation()
  const lines = data.map(
    (row) =>
      `${row.full}${colon}${series.map((s) => (series.length > 1 ? `${s.label} ${format(row[s.key])}` : format(row[s.key]))).join(comma)}`,
  )
  return (
    <figure className="flex min-w-0 break-inside-avoid flex-col gap-8" data-testid={testId} aria-describedby={`${id}-d`}>
      <figcaption className="text-dp-15 font-semibold">{title}</figcaption>
      <Description id={`${id}-d`} lines={lines} />
      <ChartContainer
        config={configOf(series)}
        className="aspect-auto h-[max(200px,calc(var(--spacing)*220))] w-full print:h-[180px]"
        aria-hidden="true"
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="tick" tickLine={false} axisLine={false} tickMargin={6} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tickLine={false} axisLine={false} width="auto" tickFormatter={(v: number) => axisFormat(v)} allowDecimals={false} />
          <ChartTooltip cursor={false} content={<MonthTooltip format={format} />} />
          {series.length > 1 ? <ChartLegend content={<ChartLegendContent />} /> : null}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} fill={`var(--color-${s.key})`} radius={2} isAnimationActive={false} />
          ))}
        </BarChart>
      </ChartContainer>
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
  const lines = rows.map((row) => `${row.label}${colon}${series.map((s) => `${s.label} ${format(row[s.key])}`).join(comma)}`)
  return (
    <figure className="flex min-w-0 break-inside-avoid flex-col gap-8" data-testid={testId} aria-describedby={`${id}-d`}>
      <figcaption className="text-dp-15 font-semibold">{title}</figcaption>
      <Description id={`${id}-d`} lines={lines} />
      <ChartContainer
        config={configOf(series)}
        className="aspect-auto w-full"
        style={{ height: `${48 + rows.length * 34}px` }}
        aria-hidden="true"
      >
        <BarChart data={[...rows]} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={(v: number) => format(v)} allowDecimals={false} />
          <YAxis type="category" dataKey="label" tickLine={false} axisLine={false} width={110} interval={0} />
          <ChartTooltip cursor={false} content={<CategoryTooltip format={format} />} />
          <ChartLegend content={<ChartLegendContent />} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} fill={`var(--color-${s.key})`} radius={2} barSize={10} isAnimationActive={false} />
          ))}
        </BarChart>
      </ChartContainer>
    </figure>
  )
}
