import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import type { OutputOf } from '@/api/contract/define'
import type { inquiryThread } from '@/api/contract/inquiry'
import { CLOSE_REASONS, DECLINE_REASONS, PAYMENT_TERMS, type PaymentTerms } from '@/api/contract/order-constants'
import type { QuoteLine } from '@/api/contract/quote'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { packUnitLabel } from '@/components/quote/quote-labels'
import { Button } from '@/components/ui/button'
import { Modal, modalControl } from '@/components/dialog/modal'
import { useAcceptQuoteMutation, useCloseInquiryMutation, useDeclineQuoteMutation } from '../api/queries'
import { closeReasonLabel, declineReasonLabel, orderStateLabel, paymentTermsLabel } from '../utils/labels'
import { CounterForm } from './counter'
import { DecisionFooter } from './decision-footer'
import { m } from '@/paraglide/messages'
import { portName } from '@/lib/ports'

type Thread = OutputOf<typeof inquiryThread>

const control = modalControl

/** Lines of the latest quote with the quantity asked: what accepting orders. */
function orderedLines(inquiry: Thread['inquiry'], quotes: ReadonlyArray<QuoteLine>) {
  return quotes.map((q) => {
    const asked = inquiry.items.find((i) => i.product_id === q.product_id)?.quantity ?? q.moq
    const quantity = Math.max(asked, q.moq)
    return { quote: q, quantity, total: quantity * q.unit_price }
  })
}

function AcceptForm({ data, quotes, onCancel }: { data: Thread; quotes: ReadonlyArray<QuoteLine>; onCancel: () => void }) {
  const accept = useAcceptQuoteMutation()
  const [terms, setTerms] = useState<PaymentTerms>('tt_30_70')
  const [delivery, setDelivery] = useState(data.inquiry.required_date ?? '')
  const [error, setError] = useState<string | null>(null)
  const lines = orderedLines(data.inquiry, quotes)
  const currency = quotes[0]?.currency ?? data.inquiry.currency
  const total = lines.reduce((sum, l) => sum + l.total, 0)
  const validUntil = quotes.reduce((min, q) => (q.valid_until < min ? q.valid_until : min), quotes[0]?.valid_until ?? '')
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    accept.mutate(
      {
        inquiry_id: data.inquiry.id,
        quote_entry_id: data.latest_quote_entry_id!,
        payment_terms: terms,
        ...(delivery ? { delivery_date: delivery } : {}),
      },
      { onSuccess: onCancel, onError: (e) => setError(failureMessage(e)) },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-12">
      <p className="text-dp-14 text-muted-foreground">{m.decision_accept_lead()}</p>
      <table className="w-full text-dp-13" data-testid="accept-summary">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-4 pr-8 font-medium">
              {m.decision_col_product()}
            </th>
            <th scope="col" className="py-4 pr-8 text-right font-medium">
              {m.decision_col_quantity()}
            </th>
            <th scope="col" className="py-4 text-right font-medium">
              {m.decision_col_total()}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ quote, quantity, total: lineTotal }) => (
            <tr key={quote.id} className="border-b border-border align-top">
              <td className="py-6 pr-8">
                {quote.product_name}
                <br />
                <span className="text-muted-foreground">
                  {formatMoney(quote.unit_price, quote.currency)} / {packUnitLabel(quote.pack_unit)} · {quote.incoterm}{' '}
                  {portName(quote.port)}
                </span>
              </td>
              <td className="py-6 pr-8 text-right whitespace-nowrap">
                {formatNumber(quantity)} × {packUnitLabel(quote.pack_unit)}
              </td>
              <td className="py-6 text-right whitespace-nowrap">{formatMoney(lineTotal, quote.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-6 pr-8 text-right">
              {m.decision_total()}
            </th>
            <td className="py-6 text-right font-semibold whitespace-nowrap" data-testid="accept-total">
              {formatMoney(total, currency)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-dp-13">{m.decision_valid_until({ date: validUntil ? formatDate(validUntil) : '—' })}</p>
      <div className="grid gap-12 sm:grid-cols-2">
        <div className="flex flex-col gap-4">
          <label htmlFor="accept-terms" className="text-dp-13 font-medium">
            {m.decision_payment_terms()}
          </label>
          <select id="accept-terms" className={control} value={terms} onChange={(e) => setTerms(e.target.value as PaymentTerms)}>
            {PAYMENT_TERMS.map((t) => (
              <option key={t} value={t}>
                {paymentTermsLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-4">
          <label htmlFor="accept-delivery" className="text-dp-13 font-medium">
            {m.decision_delivery_date()}
          </label>
          <input id="accept-delivery" type="date" className={control} value={delivery} onChange={(e) => setDelivery(e.target.value)} />
        </div>
      </div>
      <p className="text-dp-13 text-muted-foreground">{m.decision_no_payment()}</p>
      <DecisionFooter error={error} onCancel={onCancel}>
        <Button type="submit" disabled={accept.isPending} data-testid="accept-confirm">
          {m.decision_accept_confirm()}
        </Button>
      </DecisionFooter>
    </form>
  )
}

function ReasonForm({ kind, data, onCancel }: { kind: 'decline' | 'close'; data: Thread; onCancel: () => void }) {
  const decline = useDeclineQuoteMutation()
  const close = useCloseInquiryMutation()
  const [reason, setReason] = useState<string>(kind === 'decline' ? 'price' : '')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pending = decline.isPending || close.isPending
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    const done = { onSuccess: onCancel, onError: (e: Error) => setError(failureMessage(e)) }
    if (kind === 'decline') {
      decline.mutate(
        {
          inquiry_id: data.inquiry.id,
          quote_entry_id: data.latest_quote_entry_id!,
          reason: reason as (typeof DECLINE_REASONS)[number],
          note,
        },
        done,
      )
    } else {
      close.mutate({ inquiry_id: data.inquiry.id, ...(reason ? { reason: reason as (typeof CLOSE_REASONS)[number] } : {}), note }, done)
    }
  }
  const reasons = kind === 'decline' ? DECLINE_REASONS : CLOSE_REASONS
  return (
    <form onSubmit={submit} className="flex flex-col gap-12">
      <p className="text-dp-14 text-muted-foreground">{kind === 'decline' ? m.decision_decline_lead() : m.decision_close_lead()}</p>
      <fieldset className="flex flex-col gap-6">
        <legend className="mb-4 text-dp-13 font-medium">{kind === 'decline' ? m.decision_reason() : m.decision_reason_optional()}</legend>
        {reasons.map((r) => (
          <label key={r} className="flex min-h-[32px] items-center gap-8 text-dp-14">
            <input type="radio" name={`${kind}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />
            {kind === 'decline'
              ? declineReasonLabel(r as (typeof DECLINE_REASONS)[number])
              : closeReasonLabel(r as (typeof CLOSE_REASONS)[number])}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-4">
        <label htmlFor={`${kind}-note`} className="text-dp-13 font-medium">
          {reason === 'other' && kind === 'decline' ? m.decision_note_required() : m.decision_note()}
        </label>
        <textarea
          id={`${kind}-note`}
          rows={3}
          maxLength={500}
          required={reason === 'other' && kind === 'decline'}
          className={control}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <p className="text-dp-13 text-muted-foreground">{m.decision_brand_told()}</p>
      <DecisionFooter error={error} onCancel={onCancel}>
        <Button type="submit" variant={kind === 'decline' ? 'destructive' : 'default'} disabled={pending} data-testid={`${kind}-confirm`}>
          {kind === 'decline' ? m.decision_decline_confirm() : m.decision_close_confirm()}
        </Button>
      </DecisionFooter>
    </form>
  )
}

/** The buyer's decision on the latest quote: accept (an order), decline with a reason, or close the inquiry. */
export function BuyerDecision({ data }: { data: Thread }) {
  const [open, setOpen] = useState<'accept' | 'decline' | 'counter' | 'close' | null>(null)
  const latestEntry = data.thread.find((e) => e.id === data.latest_quote_entry_id)
  const latest = latestEntry?.quotes ?? []
  const version = latestEntry?.version ?? 1
  const canDecide = data.latest_quote_entry_id !== null && latest.length > 0 && data.inquiry.state === 'quoted'
  const dismiss = () => setOpen(null)
  return (
    <div className="flex flex-wrap gap-8" data-testid="buyer-decision">
      {canDecide ? (
        <>
          <Button onClick={() => setOpen('accept')} data-testid="accept-quote">
            {m.decision_accept()}
          </Button>
          <Button variant="outline" onClick={() => setOpen('decline')} data-testid="decline-quote">
            {m.decision_decline()}
          </Button>
          <Button variant="outline" onClick={() => setOpen('counter')} data-testid="counter-quote">
            {m.counter_open()}
          </Button>
        </>
      ) : null}
      <Button variant="outline" onClick={() => setOpen('close')} data-testid="close-inquiry">
        {m.inbox_close()}
      </Button>
      <Modal open={open === 'accept'} onClose={dismiss} title={m.decision_accept_title()} testId="accept-dialog">
        <AcceptForm data={data} quotes={latest} onCancel={dismiss} />
      </Modal>
      <Modal open={open === 'decline'} onClose={dismiss} title={m.decision_decline_title()} testId="decline-dialog">
        <ReasonForm kind="decline" data={data} onCancel={dismiss} />
      </Modal>
      <Modal open={open === 'counter'} onClose={dismiss} title={m.counter_title({ version })} testId="counter-dialog">
        <CounterForm data={data} quotes={latest} onCancel={dismiss} />
      </Modal>
      <Modal open={open === 'close'} onClose={dismiss} title={m.decision_close_title()} testId="close-dialog">
        <ReasonForm kind="close" data={data} onCancel={dismiss} />
      </Modal>
    </div>
  )
}

/** What the buyer decided, as both sides see it at the end of the thread. */
export function DecisionNote({ data, ordersTo }: { data: Thread; ordersTo: '/inbox' | '/inquiries' }) {
  if (data.order) {
    return (
      <p className="rounded-md border border-primary/40 bg-primary/5 p-12 text-dp-14" data-testid="decision-order">
        {m.decision_order_placed({ number: data.order.number, state: orderStateLabel(data.order.state) })}{' '}
        <Link to={ordersTo} search={{ tab: 'orders' }} className="text-primary underline">
          {m.decision_see_orders()}
        </Link>
      </p>
    )
  }
  if (!data.decision) return null
  const { reason, note } = data.decision
  const reasonText = reason
    ? (DECLINE_REASONS as ReadonlyArray<string>).includes(reason) && data.inquiry.state === 'declined'
      ? declineReasonLabel(reason as (typeof DECLINE_REASONS)[number])
      : closeReasonLabel(reason as (typeof CLOSE_REASONS)[number])
    : null
  return (
    <p className="rounded-md border border-border bg-muted/40 p-12 text-dp-14" data-testid="decision-note">
      {data.inquiry.state === 'declined' ? m.decision_declined_note() : m.inbox_closed_note()}
      {reasonText ? ` ${m.decision_reason_is({ reason: reasonText })}` : ''}
      {note ? ` “${note}”` : ''}
    </p>
  )
}
