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
import { bulkRequestForBrandQuery, useBulkOfferMutation } from '../api/queries'
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

function OfferForm({ detail }: { detail: Detail }) {
  const [draft, setDraft] = useState<QuoteDraft>(() => initialDraft(detail))
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<'sent' | 'updated' | null>(null)
  const offer = useBulkOfferMutation()
  const { request } = detail
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    setDone(null)
    offer.mutate(
      { ...draftFields(draft), bulk_request_id: request.id },
      { onSuccess: (answer) => setDone(answer.created ? 'sent' : 'updated'), onError: (e) => setError(failureMessage(e)) },
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
          {done === 'sent' ? m.offers_sent() : m.offers_updated()}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={offer.isPending}>
          {offer.isPending ? m.offers_sending() : request.my_offer ? m.offers_update() : m.offers_send()}
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
      {editable ? (
        <OfferForm key={request.id} detail={detail.data} />
      ) : (
        <p className="text-dp-14 text-muted-foreground">{m.offers_closed({ deadline: formatDate(request.deadline) })}</p>
      )}
    </div>
  )
}
