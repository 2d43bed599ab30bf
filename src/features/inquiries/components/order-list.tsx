import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import type { OutputOf } from '@/api/contract/define'
import type { orderList } from '@/api/contract/order'
import { ORDER_STATES } from '@/api/contract/order-constants'
import { PACK_UNITS } from '@/api/contract/catalogue-constants'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { packUnitLabel } from '@/components/quote/quote-labels'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { ordersQuery, useAdvanceOrderMutation } from '../api/queries'
import { formatMoment, orderStateLabel, paymentTermsLabel } from '../utils/labels'
import { m } from '@/paraglide/messages'
import { portName } from '@/lib/ports'

type Order = OutputOf<typeof orderList>['list'][number]

const unitLabel = (unit: string) =>
  (PACK_UNITS as ReadonlyArray<string>).includes(unit) ? packUnitLabel(unit as (typeof PACK_UNITS)[number]) : unit

/** The four steps, the current one marked; both sides see the same. */
function Steps({ order }: { order: Order }) {
  const at = ORDER_STATES.indexOf(order.state)
  const when = [order.created_at, order.confirmed_at, order.shipped_at, order.received_at]
  return (
    <ol className="grid grid-cols-2 gap-6 sm:grid-cols-4" aria-label={m.order_steps_label()} data-testid="order-steps">
      {ORDER_STATES.map((state, index) => (
        <li
          key={state}
          aria-current={index === at ? 'step' : undefined}
          className={cn(
            'rounded-md border p-8 text-dp-13',
            index <= at ? 'border-primary bg-primary/5 text-foreground' : 'border-border text-muted-foreground',
            index === at && 'font-semibold',
          )}
        >
          {index <= at ? '✓ ' : ''}
          {orderStateLabel(state)}
          {when[index] ? <span className="block font-normal text-muted-foreground">{formatMoment(when[index]!)}</span> : null}
        </li>
      ))}
    </ol>
  )
}

/** The next step this side may take, with the shipping note for a shipment. */
function NextStep({ order }: { order: Order }) {
  const advance = useAdvanceOrderMutation()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const to =
    order.side === 'brand'
      ? order.state === 'placed'
        ? 'confirmed'
        : order.state === 'confirmed'
          ? 'shipped'
          : null
      : order.state === 'shipped'
        ? 'received'
        : null
  if (!to) return null
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    advance.mutate(
      { order_id: order.id, to, version: order.version, shipping_note: to === 'shipped' ? note : '' },
      { onError: (e) => setError(failureMessage(e)) },
    )
  }
  const label = to === 'confirmed' ? m.order_confirm() : to === 'shipped' ? m.order_ship() : m.order_receive()
  return (
    <form onSubmit={submit} className="flex flex-col gap-8 print:hidden">
      {to === 'shipped' ? (
        <div className="flex flex-col gap-4">
          <label htmlFor={`ship-note-${order.id}`} className="text-dp-13 font-medium">
            {m.order_shipping_note()}
          </label>
          <input
            id={`ship-note-${order.id}`}
            maxLength={500}
            className="w-full rounded-md border border-border bg-background p-10 text-dp-14 outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="order-error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={advance.isPending} data-testid={`order-${to}`}>
          {label}
        </Button>
      </div>
    </form>
  )
}

/** One order: number, the other party, terms, lines and total, the steps, and what this side does next. */
export function OrderCard({ order }: { order: Order }) {
  const terms: Array<[string, string]> = [
    [m.order_incoterm(), `${order.incoterm} ${portName(order.port)}`],
    [m.decision_payment_terms(), paymentTermsLabel(order.payment_terms)],
    [m.decision_delivery_date(), order.delivery_date ? formatDate(order.delivery_date) : '—'],
    [m.order_valid_until(), formatDate(order.valid_until)],
  ]
  return (
    <article
      className="flex break-inside-avoid flex-col gap-12 rounded-lg border border-border p-12 md:p-16 print:border-black"
      aria-labelledby={`order-${order.id}-h`}
      data-testid="order-card"
      data-state={order.state}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-8">
        <h3 id={`order-${order.id}-h`} className="text-dp-16 font-semibold">
          {m.order_title({ number: order.number })}
        </h3>
        <p className="text-dp-13 text-muted-foreground">
          {order.side === 'buyer' ? m.order_supplier({ name: order.brand.name }) : m.order_buyer({ name: order.buyer.company })} ·{' '}
          {m.inbox_ref({ id: order.inquiry_id })}
        </p>
      </header>
      <Steps order={order} />
      <dl className="grid grid-cols-1 gap-x-16 gap-y-4 text-dp-13 sm:grid-cols-2">
        {terms.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-8 sm:flex-col sm:justify-start">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-8 text-dp-13 md:hidden print:hidden" aria-label={m.order_lines()} data-testid="order-lines-stacked">
        {order.lines.map((line) => (
          <li key={line.product_id} className="flex flex-col gap-4 border-b border-border pb-8">
            <p className="font-medium break-words">{line.name}</p>
            <dl className="flex flex-col gap-2">
              {(
                [
                  [m.decision_col_quantity(), `${formatNumber(line.quantity)} × ${unitLabel(line.unit)}`],
                  [m.order_unit_price(), formatMoney(line.unit_price, order.currency)],
                  [m.decision_col_total(), formatMoney(line.unit_price * line.quantity, order.currency)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex justify-between gap-8">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-right">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        <li className="flex justify-between gap-8 font-semibold">
          <span>{m.decision_total()}</span>
          <span>{formatMoney(order.total, order.currency)}</span>
        </li>
      </ul>
      <div className="hidden md:block print:block">
        <table className="w-full text-dp-13" data-testid="order-lines-table">
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-4 pr-8 font-medium">
                {m.decision_col_product()}
              </th>
              <th scope="col" className="py-4 pr-8 text-right font-medium">
                {m.decision_col_quantity()}
              </th>
              <th scope="col" className="py-4 pr-8 text-right font-medium">
                {m.order_unit_price()}
              </th>
              <th scope="col" className="py-4 text-right font-medium">
                {m.decision_col_total()}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.product_id} className="border-b border-border">
                <td className="py-6 pr-8">{line.name}</td>
                <td className="py-6 pr-8 text-right whitespace-nowrap">
                  {formatNumber(line.quantity)} × {unitLabel(line.unit)}
                </td>
                <td className="py-6 pr-8 text-right whitespace-nowrap">{formatMoney(line.unit_price, order.currency)}</td>
                <td className="py-6 text-right whitespace-nowrap">{formatMoney(line.unit_price * line.quantity, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-6 pr-8 text-right">
                {m.decision_total()}
              </th>
              <td className="py-6 text-right font-semibold whitespace-nowrap">{formatMoney(order.total, order.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {order.shipping_note ? <p className="text-dp-13">{m.order_shipping_note_is({ note: order.shipping_note })}</p> : null}
      <p className="text-dp-13 text-muted-foreground">{m.decision_no_payment()}</p>
      <div className="flex flex-wrap items-end justify-between gap-8">
        <NextStep order={order} />
        <Button type="button" variant="outline" className="print:hidden" onClick={() => window.print()}>
          {m.order_print()}
        </Button>
      </div>
    </article>
  )
}

/** The orders of the buyer (`/inquiries?tab=orders`) or of the brand (`/inbox?tab=orders`). */
export function OrderList({ userId, as, page, to }: { userId: number; as: 'buyer' | 'brand'; page: number; to: '/inbox' | '/inquiries' }) {
  const orders = useQuery(ordersQuery(userId, as, page))
  if (orders.error) return <p role="alert">{m.inbox_load_failed({ reason: failureMessage(orders.error) })}</p>
  if (!orders.data) return <p className="text-dp-14 text-muted-foreground">{m.inbox_loading()}</p>
  const { list, total, page_size } = orders.data
  if (!list.length)
    return <p className="text-dp-14 text-muted-foreground">{as === 'brand' ? m.order_empty_brand() : m.order_empty_buyer()}</p>
  const pages = Math.ceil(total / page_size)
  return (
    <section className="flex flex-col gap-16" aria-label={m.order_tab()} data-testid="order-list" data-order-list="">
      {list.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      {pages > 1 ? (
        <nav className="flex gap-8 print:hidden" aria-label={m.order_pages()}>
          {page > 1 ? (
            <Link to={to} search={{ tab: 'orders', page: page - 1 }} className="text-primary underline">
              {m.order_prev()}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={to} search={{ tab: 'orders', page: page + 1 }} className="text-primary underline">
              {m.order_next()}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
