import { csvLine } from '@/lib/csv'

type Figure = { label: string; value: number | null; previous: number | null; median: number | null }

/**
 * The brand funnel as a CSV file (UTF-8 with a BOM, so spreadsheets read Chinese): the figures on
 * screen, one line per step and per intent currency, the period and time zone in the first heading.
 */
export function brandFunnelCsv({
  headings,
  period,
  zone,
  rows,
}: {
  headings: { step: string; value: string; previous: string; median: string }
  period: string
  zone: string
  rows: Array<Figure>
}): string {
  const lines = [csvLine([`${headings.step} (${period} · ${zone})`, headings.value, headings.previous, headings.median])]
  for (const row of rows) lines.push(csvLine([row.label, row.value, row.previous, row.median]))
  return `\uFEFF${lines.join('')}`
}
