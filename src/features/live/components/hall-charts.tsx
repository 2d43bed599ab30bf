import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts'
import { ChartContainer, type ChartConfig } from '@/components/ui/chart'
import type { Board } from '../utils/apply'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

export type DealRow = { key: string; name: string; deals: number; amount: number }

const TOP = 5

/** An amount in the board's one currency when it has one, else as a plain compact number. */
export function intentText(amount: number, currencies: Board['intent']): string {
  const currency = currencies.length === 1 ? currencies[0]!.currency : undefined
  return new Intl.NumberFormat(getLocale(), {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(currency ? { style: 'currency', currency } : {}),
  }).format(amount)
}

/** The board's deals by country, as chart rows (largest first). */
export function countryRows(board: Board): Array<DealRow> {
  return board.by_country
    .map((c) => ({ key: c.country_code, name: c.country_name, deals: c.deals, amount: c.amount }))
    .toSorted((a, b) => b.deals - a.deals || b.amount - a.amount)
}

/** The board's deals by the brand's category, in the screen's language (largest first). */
export function categoryRows(board: Board): Array<DealRow> {
  const zh = getLocale() === 'zh-CN'
  return board.by_category
    .map((c) => ({
      key: String(c.category_id),
      name: (zh ? c.category_zh || c.category_en : c.category_en || c.category_zh) || m.live2_other_category(),
      deals: c.deals,
      amount: c.amount,
    }))
    .toSorted((a, b) => b.deals - a.deals || b.amount - a.amount)
}

/**
 * A hall panel of deals and intent by one dimension: a bar chart (shadcn's chart kit, drawn after
 * hydration) above the same figures as a table, which the server renders and the hall reads from
 * ten metres.
 */
export function DealsPanel(props: { id: string; title: string; rows: Array<DealRow>; intent: Board['intent']; colour: string }) {
  const rows = props.rows.slice(0, TOP)
  const config = { deals: { label: m.hall_fig_deals(), color: props.colour } } satisfies ChartConfig
  return (
    <section aria-labelledby={props.id} className="flex min-h-0 flex-col gap-8 overflow-hidden rounded-xl bg-white/6 p-20">
      <h2 id={props.id} className="text-dp-28 font-semibold">
        {props.title}
      </h2>
      {rows.length ? (
        <>
          <ChartContainer config={config} aria-hidden className="aspect-auto h-220 w-full">
            <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 40, top: 4, bottom: 4 }}>
              <XAxis type="number" dataKey="deals" hide allowDecimals={false} />
              <YAxis
                type="category"
                dataKey="name"
                width={150}
                tickLine={false}
                axisLine={false}
                tick={{ fill: 'rgb(255 255 255 / 0.85)', fontSize: 18 }}
              />
              <Bar dataKey="deals" fill="var(--color-deals)" radius={6} maxBarSize={36} isAnimationActive={false}>
                <LabelList dataKey="deals" position="right" className="fill-white" fontSize={22} fontWeight={700} />
              </Bar>
            </BarChart>
          </ChartContainer>
          <table className="w-full text-dp-22" data-testid={`${props.id}-table`}>
            <thead className="sr-only">
              <tr>
                <th scope="col">{props.title}</th>
                <th scope="col">{m.hall_fig_deals()}</th>
                <th scope="col">{m.hall_fig_intent()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-t border-white/10">
                  <th scope="row" className="max-w-0 truncate py-2 text-left font-normal text-white/85">
                    {r.name}
                  </th>
                  <td className="w-56 py-2 text-right font-semibold tabular-nums">{r.deals}</td>
                  <td className="w-160 py-2 text-right whitespace-nowrap text-white/85 tabular-nums">
                    {intentText(r.amount, props.intent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="text-dp-24 text-white/70">{m.hall_no_deals_yet()}</p>
      )}
    </section>
  )
}
