// An offer's versions and the buyer's counters between them, as both sides see them: the buyer
// on the offer row, the supplier above its offer form.
import type { OutputOf } from '@/api/contract/define'
import type { postBulkOffer } from '@/api/contract/offer'
import type { QuoteFields } from '@/api/contract/quote'
import { formatMoney, formatNumber } from '@/components/catalogue/format'
import { counterWords } from '@/components/quote/counter-fields'
import { packUnitLabel } from '@/components/quote/quote-labels'
import { Badge } from '@/components/ui/badge'
import { portName } from '@/lib/ports'
import { m } from '@/paraglide/messages'

export type Offer = OutputOf<typeof postBulkOffer>['offer']
export type Counter = Offer['counters'][number]

/** The buyer's counter still waiting for the supplier's answer, if any. */
export const openCounter = (offer: Pick<Offer, 'counters'>): Counter | undefined => offer.counters.find((c) => c.status === 'open')

/** The counter the offer's current version answered (the supplier revised it), if any. */
export const answeredCounter = (offer: Pick<Offer, 'counters' | 'version'>): Counter | undefined =>
  offer.counters.find((c) => c.status === 'revised' && c.version === offer.version - 1)

/** A version's terms in one line: price per unit, MOQ, incoterm and port. */
export function versionTerms(version: number, terms: QuoteFields): string {
  return m.bulk_offer_version_terms({
    version,
    price: formatMoney(terms.unit_price, terms.currency),
    unit: packUnitLabel(terms.pack_unit),
    moq: formatNumber(terms.moq),
    incoterm: terms.incoterm,
    port: portName(terms.port),
  })
}

function counterState(counter: Counter): string {
  if (counter.status === 'open') return m.bulk_counter_waiting()
  if (counter.status === 'revised') return m.bulk_counter_revised({ version: counter.version + 1 })
  return m.bulk_counter_declined()
}

/**
 * Each version of the offer, oldest first, with the counters made on it; nothing for an offer never
 * countered or changed. The supplier answers the open counter in its own panel (`withOpen` false).
 */
export function OfferHistory({ offer, withOpen = true }: { offer: Offer; withOpen?: boolean }) {
  const counters = withOpen ? offer.counters : offer.counters.filter((c) => c.status !== 'open')
  if (!offer.versions.length && !counters.length) return null
  const versions: Array<{ version: number; terms: QuoteFields; current: boolean }> = [
    ...offer.versions.map((v) => ({ version: v.version, terms: v, current: false })),
    { version: offer.version, terms: offer, current: true },
  ]
  return (
    <div className="flex flex-col gap-4 text-dp-13" data-testid="offer-history">
      <p className="font-medium text-muted-foreground">{m.bulk_offer_history()}</p>
      <ol className="flex flex-col gap-4">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-col gap-4">
            <p className={v.current ? 'font-semibold' : 'text-muted-foreground'} data-testid="offer-version">
              {versionTerms(v.version, v.terms)}
            </p>
            {counters
              .filter((c) => c.version === v.version)
              .map((c) => (
                <div
                  key={c.id}
                  className="flex flex-col gap-2 rounded-md border border-amber-400/60 bg-amber-50 p-8"
                  data-testid="offer-counter"
                  data-counter-state={c.status}
                >
                  <p className="font-medium">{m.bulk_counter_entry({ version: c.version, terms: counterWords(c, v.terms) })}</p>
                  {c.note ? <p className="whitespace-pre-line">{m.bulk_counter_buyer_note({ note: c.note })}</p> : null}
                  <p>
                    <Badge variant={c.status === 'open' ? 'default' : 'secondary'}>{counterState(c)}</Badge>
                  </p>
                  {c.answer_note ? <p className="whitespace-pre-line">{m.bulk_counter_declined_note({ note: c.answer_note })}</p> : null}
                </div>
              ))}
          </li>
        ))}
      </ol>
    </div>
  )
}
