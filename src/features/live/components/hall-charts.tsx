import type { Board } from '../utils/apply'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

export type DealRow = { key: string; name: string; deals: number; amount: number }

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
 * Deals and intent by one dimension, for a hall screen: its top `top` rows as a table the server
 * renders, each row's deals drawn as a bar behind its name, in type the hall reads from ten metres
 * (32 px and up on a 1920 px screen).
 */
export function DealsTable(props: {
  id: string
  title: string
  rows: Array<DealRow>
  intent: Board['intent']
  colour: string
  top: number
}) {
  const rows = props.rows.slice(0, props.top)
  const most = Math.max(1, ...rows.map((r) => r.deals))
  return (
    <div className="flex min-h-0 flex-col gap-4">
      <h3 id={props.id} className="shrink-0 truncate text-dp-32 text-white/80">
        {props.title}
      </h3>
      {rows.length ? (
        <table className="w-full table-fixed border-separate border-spacing-y-4 text-dp-32 leading-tight" data-testid={`${props.id}-table`}>
          {/* The figures keep their width (an amount in 万 is wide); the name takes the rest, truncated. */}
          <colgroup>
            <col />
            <col className="w-88" />
            <col className="w-208" />
          </colgroup>
          <thead className="sr-only">
            <tr>
              <th scope="col">{props.title}</th>
              <th scope="col">{m.hall_fig_deals()}</th>
              <th scope="col">{m.hall_fig_intent()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="relative truncate py-4 pl-12 text-left font-normal">
                  <span
                    aria-hidden
                    data-testid={`${props.id}-bar`}
                    className="absolute inset-y-0 left-0 rounded-md opacity-35"
                    style={{ width: `${(100 * r.deals) / most}%`, background: props.colour }}
                  />
                  <span className="relative">{r.name}</span>
                </th>
                <td className="py-4 text-right font-bold tabular-nums">{r.deals}</td>
                <td className="truncate py-4 text-right text-white/85 tabular-nums">{intentText(r.amount, props.intent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-dp-32 text-white/70">{m.hall_no_deals_yet()}</p>
      )}
    </div>
  )
}
