import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import type { OutputOf } from '@/api/contract/define'
import type { myBulkRequests } from '@/api/contract/offer'
import { PAYMENT_TERMS, type PaymentTerms } from '@/api/contract/order-constants'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { ContactSupplier } from '@/components/dialog/contact-supplier'
import { Modal, modalControl } from '@/components/dialog/modal'
import { packUnitLabel, paymentTermsLabel } from '@/components/quote/quote-labels'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useAwardOfferMutation, useContactSupplierMutation, useCounterBulkOfferMutation } from '../api/queries'
import { CounterFields, CounterNote, counterAsked, emptyCounter, type CounterDraft } from '@/components/quote/counter-fields'
import { isoDayPlus } from '@/components/quote/quote-fieldset'
import { OfferHistory, answeredCounter, openCounter } from './offer-history'
import { m } from '@/paraglide/messages'
import { portName } from '@/lib/ports'

type Request = OutputOf<typeof myBulkRequests>['list'][number]
type Offer = Request['offers'][number]

/**
 * What awarding orders (as the server does): the quantity of the buyer's counter this version
 * answers, else the request's, raised to the offer's MOQ, in the offer's unit.
 */
export function awardedQuantity(request: Pick<Request, 'quantity'>, offer: Pick<Offer, 'moq' | 'counters' | 'version'>): number {
  return Math.max(answeredCounter(offer)?.quantity ?? request.quantity, offer.moq)
}

/** The buyer's counter on the offer's current version: a price and/or quantity, and a note. */
function CounterForm({ request, offer, onCancel }: { request: Request; offer: Offer; onCancel: () => void }) {
  const counter = useCounterBulkOfferMutation()
  const [draft, setDraft] = useState<CounterDraft>(emptyCounter)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    const asked = counterAsked(draft)
    if (!asked) {
      setError(m.counter_need_one())
      return
    }
    counter.mutate(
      { bulk_request_id: request.id, offer_id: offer.id, offer_version: offer.version, ...asked, note },
      { onSuccess: onCancel, onError: (e) => setError(failureMessage(e)) },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-12">
      <p className="text-dp-14 text-muted-foreground">{m.bulk_counter_lead()}</p>
      <p className="text-dp-14 font-medium">{request.product_name}</p>
      <CounterFields
        id="bulk-counter"
        quote={offer}
        quoted={m.bulk_counter_offered({
          price: formatMoney(offer.unit_price, offer.currency),
          unit: packUnitLabel(offer.pack_unit),
          moq: formatNumber(offer.moq),
        })}
        draft={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <CounterNote id="bulk-counter-note" value={note} onChange={setNote} />
      <p className="text-dp-13 text-muted-foreground">{m.decision_brand_told()}</p>
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="counter-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-8">
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.decision_cancel()}
        </Button>
        <Button type="submit" disabled={counter.isPending} data-testid="counter-confirm">
          {m.counter_confirm()}
        </Button>
      </div>
    </form>
  )
}

/** The confirmation of an award: what is ordered on which terms, the buyer's payment terms and date. */
function AwardForm({ request, offer, onCancel }: { request: Request; offer: Offer; onCancel: () => void }) {
  const award = useAwardOfferMutation()
  const [terms, setTerms] = useState<PaymentTerms>('tt_30_70')
  const [delivery, setDelivery] = useState('')
  const [error, setError] = useState<string | null>(null)
  const quantity = awardedQuantity(request, offer)
  const facts: Array<[string, string, string]> = [
    [m.decision_col_quantity(), `${formatNumber(quantity)} × ${packUnitLabel(offer.pack_unit)}`, 'award-quantity'],
    [m.award_col_unit_price(), `${formatMoney(offer.unit_price, offer.currency)} / ${packUnitLabel(offer.pack_unit)}`, 'award-price'],
    [m.award_col_incoterm(), `${offer.incoterm} ${portName(offer.port)}`, 'award-incoterm'],
    [m.decision_total(), formatMoney(quantity * offer.unit_price, offer.currency), 'award-total'],
  ]
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    award.mutate(
      {
        bulk_request_id: request.id,
        offer_id: offer.id,
        offer_version: offer.version,
        payment_terms: terms,
        ...(delivery ? { delivery_date: delivery } : {}),
      },
      { onSuccess: onCancel, onError: (e) => setError(failureMessage(e)) },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-12">
      <p className="text-dp-14 text-muted-foreground">{m.award_lead()}</p>
      <p className="text-dp-14 font-medium">{request.product_name}</p>
      <dl className="flex flex-col gap-4 text-dp-14" data-testid="award-summary">
        {facts.map(([label, value, testId]) => (
          <div key={testId} className="flex justify-between gap-12 border-b border-border pb-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-dp-13">{m.decision_valid_until({ date: formatDate(offer.valid_until) })}</p>
      <div className="grid gap-12 sm:grid-cols-2">
        <div className="flex flex-col gap-4">
          <label htmlFor="award-terms" className="text-dp-13 font-medium">
            {m.decision_payment_terms()}
          </label>
          <select id="award-terms" className={modalControl} value={terms} onChange={(e) => setTerms(e.target.value as PaymentTerms)}>
            {PAYMENT_TERMS.map((t) => (
              <option key={t} value={t}>
                {paymentTermsLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-4">
          <label htmlFor="award-delivery" className="text-dp-13 font-medium">
            {m.decision_delivery_date()}
          </label>
          <input id="award-delivery" type="date" className={modalControl} value={delivery} onChange={(e) => setDelivery(e.target.value)} />
        </div>
      </div>
      <p className="text-dp-13 text-muted-foreground">{m.decision_no_payment()}</p>
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="award-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-8">
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.decision_cancel()}
        </Button>
        <Button type="submit" disabled={award.isPending} data-testid="award-confirm">
          {m.award_confirm()}
        </Button>
      </div>
    </form>
  )
}

/** One offer's row under the comparison: its state, and what the buyer can do (award it, write to its supplier). */
function OfferRow({ request, offer }: { request: Request; offer: Offer }) {
  const [awarding, setAwarding] = useState(false)
  const [countering, setCountering] = useState(false)
  const contact = useContactSupplierMutation()
  const open = request.status !== 'awarded' && request.status !== 'closed' && offer.status === 'open'
  // A counter needs the request open to offers (the supplier can still revise) and none waiting.
  const counterable = open && request.status === 'open' && request.deadline >= isoDayPlus(0) && !openCounter(offer)
  return (
    <li
      className="flex flex-col gap-8 border-b border-border py-8"
      data-testid="offer-row"
      data-offer-state={offer.status}
      data-offer-version={offer.version}
    >
      <div className="flex flex-wrap items-center justify-between gap-8">
        <div className="flex flex-wrap items-center gap-8">
          <span className="text-dp-14 font-medium">{offer.brand.name}</span>
          <span className="text-dp-13 text-muted-foreground">
            {formatMoney(offer.unit_price, offer.currency)} / {packUnitLabel(offer.pack_unit)}
          </span>
          {offer.version > 1 ? <Badge variant="outline">{m.bulk_offer_version({ version: offer.version })}</Badge> : null}
          {offer.status === 'awarded' ? <Badge>{m.offer_state_awarded()}</Badge> : null}
          {offer.status === 'declined' ? <Badge variant="secondary">{m.offer_state_declined()}</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-8">
          <ContactSupplier
            brandId={offer.brand.id}
            brandName={offer.brand.name}
            about={m.offers_ref({ id: request.id })}
            label={m.contact_message_supplier()}
            pending={contact.isPending}
            failure={failureMessage}
            send={(body, done) =>
              contact.mutate(
                { brand_id: offer.brand.id, bulk_request_id: request.id, body },
                { onSuccess: (data) => done.onSuccess(data.inquiry_id), onError: done.onError },
              )
            }
          />
          {counterable ? (
            <Button type="button" variant="outline" onClick={() => setCountering(true)} data-testid="counter-offer">
              {m.bulk_counter_open()}
            </Button>
          ) : null}
          {open ? (
            <Button type="button" onClick={() => setAwarding(true)} data-testid="award-offer">
              {m.award_offer()}
            </Button>
          ) : null}
        </div>
      </div>
      <OfferHistory offer={offer} />
      <Modal
        open={countering}
        onClose={() => setCountering(false)}
        title={m.bulk_counter_title({ brand: offer.brand.name, version: offer.version })}
        testId="counter-dialog"
      >
        <CounterForm request={request} offer={offer} onCancel={() => setCountering(false)} />
      </Modal>
      <Modal open={awarding} onClose={() => setAwarding(false)} title={m.award_title({ brand: offer.brand.name })} testId="award-dialog">
        <AwardForm request={request} offer={offer} onCancel={() => setAwarding(false)} />
      </Modal>
    </li>
  )
}

/** The offers of one of the buyer's requests as rows with their actions, and the order once one is awarded. */
export function OfferActions({ request }: { request: Request }) {
  return (
    <div className="flex flex-col gap-8">
      {request.order ? (
        <p
          className="flex flex-wrap items-center gap-8 rounded-md border border-primary/40 bg-primary/5 p-12 text-dp-14"
          data-testid="award-order"
        >
          {m.award_done({ number: request.order.number })}
          <Link to="/inquiries" search={{ tab: 'orders' }} className="text-primary underline">
            {m.award_view_order()}
          </Link>
        </p>
      ) : null}
      <ul className="flex flex-col" aria-label={m.offers_compare_title({ id: request.id })}>
        {request.offers.map((offer) => (
          <OfferRow key={offer.id} request={request} offer={offer} />
        ))}
      </ul>
    </div>
  )
}
