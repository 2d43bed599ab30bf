import { useId } from 'react'
import { m } from '@/paraglide/messages'

/** `label` sits under the bar (short); `full` names the point in the description. */
export type ChartPoint = { label: string; full: string; value: number }

/**
 * A bar chart drawn as SVG from the data (no chart library): an image whose title and description
 * say what it shows and every value, for screen readers; the table beside it holds the same figures.
 */
export function BarChart({
  title,
  points,
  format,
  testId,
}: {
  title: string
  points: Array<ChartPoint>
  format: (value: number) => string
  testId?: string
}) {
  const id = useId()
  const width = 640
  const height = 200
  const top = 16
  const bottom = 28
  const max = Math.max(1, ...points.map((p) => p.value))
  const slot = width / Math.max(1, points.length)
  const bar = Math.max(4, Math.min(40, slot * 0.6))
  const scale = (v: number) => ((height - top - bottom) * v) / max
  return (
    <figure className="flex break-inside-avoid flex-col gap-8" data-testid={testId}>
      <figcaption className="text-dp-15 font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full text-primary"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{points.map((p) => `${p.full}: ${format(p.value)}`).join(m.report_list_separator())}</desc>
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className="stroke-border" strokeWidth={1} />
        {points.map((p, i) => {
          const h = scale(p.value)
          const x = i * slot + (slot - bar) / 2
          return (
            <g key={p.full}>
              <rect x={x} y={height - bottom - h} width={bar} height={h} rx={2} className="fill-current" />
              {points.length <= 14 ? (
                <text x={x + bar / 2} y={height - bottom - h - 4} textAnchor="middle" className="fill-foreground text-[11px]">
                  {format(p.value)}
                </text>
              ) : null}
              {points.length <= 14 || i % Math.ceil(points.length / 12) === 0 ? (
                <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                  {p.label}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
