import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { INCOTERMS, QUOTE_CURRENCIES } from '@/api/contract/catalogue-constants'
import type { OutputOf } from '@/api/contract/define'
import type { bulkRequestForBrand } from '@/api/contract/offer'
import { formatDate } from '@/components/catalogue/format'
import { Button } from '@/components/ui/button'
import { QuoteFieldset, draftFields, isoDayPlus, type QuoteDraft } from '@/components/quote/quote-fieldset'
import { centsToInput, defaultPackUnit } from '@/components/quote/quote-labels'
import { bulkRequestForBrandQuery, useBulkOfferMutation, useDeclineBulkCounterMutation } from '../api/queries'
import { Modal, modalControl } from '@/components/dialog/modal'
import { counterWords } from '@/components/quote/counter-fields'
import { OfferHistory, openCounter, type Counter, type Offer } from './offer-history'
import { BulkRequestFacts } from './bulk-request-facts'
import { Badge } from '@/components/ui/badge'
import { m } from '@/paraglide/messages'

type Detail = OutputOf<typeof bulkRequestForBrand>

/** The form's start: the brand's offer as it stands, else the request's terms and plain defaults. */
function initialDraft({ request, shelf_life_days: shelfLife }: Detail): QuoteDraft {
  const offer = request.my_offer
  if (offer) {
    return {
      ...offer,
      unit_price: centsToInput(offer.unit_price),
      moq: String(offer.moq),
      lead_time_days: String(offer.lead_time_days),
      shelf_life_days: String(offer.shelf_life_days),
    }
  }
  const incoterm = (INCOTERMS as ReadonlyArray<string>).includes(request.incoterm ?? '')
    ? (request.incoterm as QuoteDraft['incoterm'])
    : 'FOB'
  const inThirty = isoDayPlus(30)
  return {
    // The supplier's own price, never the buyer's target put in its mouth.
    unit_price: '',
    currency: ((QUOTE_CURRENCIES as ReadonlyArray<string>).includes(request.currency) ? request.currency : 'USD') as QuoteDraft['currency'],
    moq: '1',
    // Counted in the unit the buyer asked in, so the offer compares with the request.
    pack_unit: defaultPackUnit(request.unit),
    incoterm,
    port: '',
    lead_time_days: '30',
    // The shelf life of the supplier's product that matches the request; empty when it names none.
    shelf_life_days: shelfLife === null ? '' : String(shelfLife),
    certificates: [],
    sample_offered: false,
    valid_until: request.deadline < inThirty && request.deadline >= isoDayPlus(0) ? request.deadline : inThirty,
    message: '',
  }
}

/** The buyer's open counter on the supplier's offer: its terms and note, and the way to keep the offer as it stands. */
function CounterToAnswer({ offer, counter }: { offer: Offer; counter: Counter }) {
  const [declining, setDeclining] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const decline = useDeclineBulkCounterMutation()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    decline.mutate({ counter_id: counter.id, note }, { onSuccess: () => setDeclining(false), onError: (e) => setError(failureMessage(e)) })
  }
  return (
    <section
      className="flex flex-col gap-8 rounded-lg border border-amber-400/60 bg-amber-50 p-12 text-dp-14 md:p-16"
      data-testid="counter-to-answer"
    >
      <p className="font-semibold">{m.bulk_counter_from_buyer({ version: counter.version, terms: counterWords(counter, offer) })}</p>
      {counter.note ? <p className="whitespace-pre-line">{m.bulk_counter_buyer_note({ note: counter.note })}</p> : null}
      <p className="text-muted-foreground">{m.bulk_counter_answer_lead()}</p>
      <div>
        <Button type="button" variant="outline" onClick={() => setDeclining(true)} data-testid="counter-decline">
          {m.bulk_counter_decline()}
        </Button>
      </div>
      <Modal open={declining} onClose={() => setDeclining(false)} title={m.bulk_counter_decline_title()} testId="counter-decline-dialog">
        <form onSubmit={submit} className="flex flex-col gap-12">
          <p className="text-dp-14 text-muted-foreground">{m.bulk_counter_decline_lead()}</p>
          <div className="flex flex-col gap-4">
            <label htmlFor="counter-decline-note" className="text-dp-13 font-medium">
              {m.bulk_counter_decline_note()}
            </label>
            <textarea
              id="counter-decline-note"
              rows={3}
              maxLength={1000}
              className={modalControl}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-dp-14 text-destructive" data-testid="counter-decline-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-8">
            <Button type="button" variant="outline" onClick={() => setDeclining(false)}>
              {m.decision_cancel()}
            </Button>
            <Button type="submit" disabled={decline.isPending} data-testid="counter-decline-confirm">
              {m.bulk_counter_decline_confirm()}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  )
}

function OfferForm({ detail }: { detail: Detail }) {
  const [draft, setDraft] = useState<QuoteDraft>(() => initialDraft(detail))
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<'sent' | 'updated' | 'revised' | null>(null)
  const offer = useBulkOfferMutation()
  const { request } = detail
  const countered = request.my_offer ? openCounter(request.my_offer) : undefined
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    setDone(null)
    offer.mutate(
      // A change names the version it revises: one made meanwhile (another account of the brand) is refused.
      { ...draftFields(draft), bulk_request_id: request.id, ...(request.my_offer ? { previous_version: request.my_offer.version } : {}) },
      {
        onSuccess: (answer) => setDone(answer.created ? 'sent' : countered ? 'revised' : 'updated'),
        onError: (e) => setError(failureMessage(e)),
      },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-12" aria-labelledby="offer-form-h" data-testid="offer-form">
      <h3 id="offer-form-h" className="text-dp-16 font-semibold">
        {m.offers_form_title()}
      </h3>
      <p className="text-dp-14 text-muted-foreground">{m.offers_form_lead({ deadline: formatDate(request.deadline) })}</p>
      <QuoteFieldset
        prefix="offer"
        legend={`${request.product_name} · ${request.quantity} ${request.unit_name}`}
        line={draft}
        held={detail.certificates}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="offer-error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-dp-14 text-primary" data-testid="offer-done">
          {done === 'sent' ? m.offers_sent() : done === 'revised' ? m.offers_revised() : m.offers_updated()}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={offer.isPending} data-testid="offer-submit">
          {offer.isPending ? m.offers_sending() : countered ? m.offers_revise() : request.my_offer ? m.offers_update() : m.offers_send()}
        </Button>
      </div>
    </form>
  )
}

/** One matching request for the supplier: the buyer's terms and files, and the brand's offer form. */
export function BulkOffer({ userId, id }: { userId: number; id: number }) {
  const detail = useQuery(bulkRequestForBrandQuery(userId, id))
  const back = (
    <Link to="/inbox" search={{ tab: 'bulk' }} className="text-dp-14 text-primary hover:underline">
      ← {m.offers_back()}
    </Link>
  )
  if (detail.error) {
    return (
      <div className="flex flex-col gap-12">
        {back}
        <p role="alert">{m.offers_load_failed({ reason: failureMessage(detail.error) })}</p>
      </div>
    )
  }
  if (!detail.data) return <p className="text-dp-14 text-muted-foreground">{m.offers_loading()}</p>
  const { request, attachments, editable } = detail.data
  return (
    <div className="flex flex-col gap-16" data-testid="bulk-offer">
      {back}
      <section aria-labelledby="bulk-request-h" className="flex flex-col gap-10 rounded-lg border border-border p-12 md:p-16">
        <BulkRequestFacts
          request={request}
          title={
            <h2 id="bulk-request-h" className="text-dp-17 font-semibold text-brand-ink">
              {request.product_name}{' '}
              <span className="text-dp-13 font-normal text-muted-foreground">{m.offers_ref({ id: request.id })}</span>
              {request.my_offer?.status === 'awarded' ? <Badge data-testid="my-offer-state">{m.offer_state_awarded()}</Badge> : null}
              {request.my_offer?.status === 'declined' ? (
                <Badge variant="secondary" data-testid="my-offer-state">
                  {m.offer_state_declined()}
                </Badge>
              ) : null}
            </h2>
          }
        />
        {request.note ? (
          <div className="text-dp-14">
            <h3 className="font-medium">{m.offers_buyer_note()}</h3>
            <p className="whitespace-pre-line">{request.note}</p>
          </div>
        ) : null}
        {attachments.length ? (
          <div className="text-dp-14">
            <h3 className="font-medium">{m.offers_attachments()}</h3>
            <ul className="flex flex-wrap gap-x-16 gap-y-4" data-testid="offer-attachments">
              {attachments.map((file) => (
                <li key={file.id}>
                  <a href={file.url} className="text-primary hover:underline" target="_blank" rel="noreferrer">
                    {file.filename}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      {request.my_offer ? <OfferHistory offer={request.my_offer} withOpen={false} /> : null}
      {editable && request.my_offer && openCounter(request.my_offer) ? (
        <CounterToAnswer offer={request.my_offer} counter={openCounter(request.my_offer)!} />
      ) : null}
      {editable ? (
        <OfferForm key={request.id} detail={detail.data} />
      ) : (
        <p className="text-dp-14 text-muted-foreground">{m.offers_closed({ deadline: formatDate(request.deadline) })}</p>
      )}
    </div>
  )
}
