// The drawn part of the report charts (shadcn's chart kit over recharts), in its own chunk:
// report-chart.tsx loads it lazily and keeps the caption, the description and the height.
import { Bar, BarChart, CartesianGrid, XAxis, YAxis, type TooltipContentProps } from 'recharts'
import type { Series } from './report-chart'
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart'

const configOf = <K extends string>(series: ReadonlyArray<Series<K>>): ChartConfig =>
  Object.fromEntries(series.map((s) => [s.key, { label: s.label, color: s.color }]))

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

/** Bars by month: the rows with their month in full (`full`), ticks on a slant when many. */
export function MonthBars<K extends string>({
  data,
  series,
  format,
  axisFormat,
  slant,
  height,
}: {
  data: ReadonlyArray<{ full: string } & Record<K, number>>
  series: ReadonlyArray<Series<K>>
  format: (value: number) => string
  axisFormat: (value: number) => string
  slant: boolean
  height: string
}) {
  return (
    <ChartContainer config={configOf(series)} className={`aspect-auto w-full ${height}`} aria-hidden="true">
      <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
        <CartesianGrid vertical={false} />
        {/* interval 0: every month is labelled, none skipped; many months are set on a slant to fit. */}
        <XAxis
          dataKey="full"
          tickLine={false}
          axisLine={false}
          tickMargin={6}
          interval={0}
          {...(slant ? { angle: -40, textAnchor: 'end', height: 56 } : {})}
        />
        <YAxis tickLine={false} axisLine={false} width="auto" tickFormatter={(v: number) => axisFormat(v)} allowDecimals={false} />
        <ChartTooltip cursor={false} content={<MonthTooltip format={format} />} />
        {series.length > 1 ? <ChartLegend content={<ChartLegendContent />} /> : null}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} fill={`var(--color-${s.key})`} radius={2} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartContainer>
  )
}

/** Horizontal bars, one row per category, with a legend. */
export function CategoryBars<K extends string>({
  rows,
  series,
  format,
  height,
}: {
  rows: ReadonlyArray<{ label: string } & Record<K, number | null>>
  series: ReadonlyArray<Series<K>>
  format: (value: number | null) => string
  height: string
}) {
  return (
    <ChartContainer config={configOf(series)} className="aspect-auto w-full" style={{ height }} aria-hidden="true">
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
  )
}
