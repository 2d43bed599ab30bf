import { ClientOnly } from '@tanstack/react-router'
import * as React from 'react'
import { Legend, ResponsiveContainer, Tooltip, type LegendPayload, type TooltipContentProps } from 'recharts'
import { cn } from '@/lib/utils'

/**
 * shadcn/ui's chart kit over recharts: a container that gives each series a label and a colour
 * (as `--color-<key>` CSS variables on the container, read by the chart as `var(--color-<key>)`),
 * and tooltip and legend contents in the site's type and colours.
 *
 * recharts measures its container in the browser and draws nothing useful on the server, so the
 * chart renders after hydration (`ClientOnly`); the server sends the container at its final size.
 * Pages put the same figures in a table beside the chart, which the server does render.
 */
export type ChartConfig = Record<string, { label: React.ReactNode; color?: string }>

const ChartContext = React.createContext<{ config: ChartConfig } | null>(null)

export function useChart() {
  const context = React.use(ChartContext)
  if (!context) throw new Error('useChart must be used within a <ChartContainer />')
  return context
}

export function ChartContainer({
  config,
  className,
  style,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & {
  config: ChartConfig
  children: React.ComponentProps<typeof ResponsiveContainer>['children']
}) {
  const colours = Object.fromEntries(
    Object.entries(config).flatMap(([key, item]) => (item.color ? [[`--color-${key}`, item.color]] : [])),
  ) as React.CSSProperties
  return (
    <ChartContext value={{ config }}>
      <div
        data-slot="chart"
        className={cn(
          'flex aspect-video justify-center text-dp-12 [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/60 [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-hidden',
          className,
        )}
        style={{ ...colours, ...style }}
        {...props}
      >
        <ClientOnly>
          <ResponsiveContainer>{children}</ResponsiveContainer>
        </ClientOnly>
      </div>
    </ChartContext>
  )
}

export const ChartTooltip = Tooltip

export function ChartTooltipContent({
  active,
  payload,
  label,
  formatter,
  hideLabel = false,
}: Pick<TooltipContentProps, 'active' | 'payload' | 'label'> & {
  formatter?: (value: number, key: string) => React.ReactNode
  hideLabel?: boolean
}) {
  const { config } = useChart()
  if (!active || !payload?.length) return null
  return (
    <div className="grid min-w-32 gap-4 rounded-md border border-border bg-background px-10 py-6 text-dp-12 shadow-md">
      {hideLabel ? null : <div className="font-medium">{label}</div>}
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name ?? 'value')
        const value = typeof item.value === 'number' ? item.value : Number(item.value)
        return (
          <div key={key} className="flex items-center gap-8">
            <span aria-hidden className="size-8 shrink-0 rounded-xs" style={{ background: item.color ?? `var(--color-${key})` }} />
            <span className="text-muted-foreground">{config[key]?.label ?? item.name}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">{formatter ? formatter(value, key) : value}</span>
          </div>
        )
      })}
    </div>
  )
}

export const ChartLegend = Legend

export function ChartLegendContent({ payload, className }: { payload?: ReadonlyArray<LegendPayload>; className?: string }) {
  const { config } = useChart()
  if (!payload?.length) return null
  return (
    <ul className={cn('flex flex-wrap items-center justify-center gap-16 pt-8', className)}>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.value ?? 'value')
        return (
          <li key={key} className="flex items-center gap-6">
            <span aria-hidden className="size-8 shrink-0 rounded-xs" style={{ background: item.color }} />
            {config[key]?.label ?? item.value}
          </li>
        )
      })}
    </ul>
  )
}
