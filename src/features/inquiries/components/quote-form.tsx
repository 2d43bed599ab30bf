import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { INCOTERMS } from '@/api/contract/catalogue-constants'
import type { OutputOf } from '@/api/contract/define'
import type { inquiryThread } from '@/api/contract/inquiry'
import { QUOTE_CURRENCIES } from '@/api/contract/catalogue-constants'
import { Button } from '@/components/ui/button'
import { useQuoteMutation } from '../api/queries'
import type { QuoteLine } from '@/api/contract/quote'
import { formatMoney } from '@/components/catalogue/format'
import { centsToInput, defaultPackUnit } from '@/components/quote/quote-labels'
import { Field, QuoteFieldset, draftFields, isoDayPlus, type QuoteDraft } from '@/components/quote/quote-fieldset'
import { counterTerms } from './counter'
import { m } from '@/paraglide/messages'

type Inquiry = OutputOf<typeof inquiryThread>['inquiry']
type Currency = (typeof QUOTE_CURRENCIES)[number]
type Line = QuoteDraft & { product_id: number }
type Counter = NonNullable<OutputOf<typeof inquiryThread>['thread'][number]['counter']>
/** The latest quote version a revised quote starts from. */
type Previous = { entryId: number; version: number; quotes: ReadonlyArray<QuoteLine> }

/**
 * A revised quote starts from the brand's previous version, field for field; the unit price is
 * the brand's own previous price, never the buyer's counter (shown beside it instead).
 */
function revisedLine(base: Line, q: QuoteLine): Line {
  const today = isoDayPlus(0)
  return {
    ...base,
    unit_price: centsToInput(q.unit_price),
    currency: q.currency,
    moq: String(q.moq),
    pack_unit: q.pack_unit,
    incoterm: q.incoterm,
    port: q.port,
    lead_time_days: String(q.lead_time_days),
    shelf_life_days: String(q.shelf_life_days),
    certificates: q.certificates,
    sample_offered: q.sample_offered,
    valid_until: q.valid_until >= today ? q.valid_until : isoDayPlus(30),
    message: q.message,
  }
}

function initialLine(inquiry: Inquiry, index: number): Line {
  const facts = inquiry.lines[index]!
  const incoterm = (INCOTERMS as ReadonlyArray<string>).includes(inquiry.incoterm ?? '')
    ? (inquiry.incoterm as QuoteDraft['incoterm'])
    : 'FOB'
  return {
    product_id: facts.product_id,
    // The brand's own price: starting from the buyer's target would put a figure in its mouth.
    unit_price: '',
    currency: ((QUOTE_CURRENCIES as ReadonlyArray<string>).includes(facts.currency) ? facts.currency : 'USD') as Currency,
    moq: String(facts.moq),
    // Counted in the unit the buyer asked in, so the quote compares with the request.
    pack_unit: defaultPackUnit(facts.unit),
    incoterm,
    port: incoterm === 'FOB' || incoterm === 'EXW' || incoterm === 'FCA' ? '' : inquiry.destination_port,
    lead_time_days: '30',
    // The product's own shelf life (fresh bananas keep weeks, not a year); empty when it names none.
    shelf_life_days: facts.shelf_life_days === null ? '' : String(facts.shelf_life_days),
    certificates: [],
    sample_offered: false,
    valid_until: isoDayPlus(30),
    message: '',
  }
}

/** The brand's quote: one block of the shared fields per product of the inquiry, and a note. */
export function QuoteForm({
  inquiry,
  previous = null,
  counter = null,
  onSent,
}: {
  inquiry: Inquiry
  previous?: Previous | null
  counter?: Counter | null
  onSent: () => void
}) {
  const [lines, setLines] = useState<Array<Line>>(() =>
    inquiry.items.map((_, index) => {
      const base = initialLine(inquiry, index)
      const before = previous?.quotes.find((q) => q.product_id === base.product_id)
      return before ? revisedLine(base, before) : base
    }),
  )
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const quote = useQuoteMutation()
  const set = (index: number, patch: Partial<Line>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    quote.mutate(
      {
        inquiry_id: inquiry.id,
        note,
        lines: lines.map((l) => ({ ...draftFields(l), product_id: l.product_id })),
        ...(previous ? { previous_entry_id: previous.entryId } : {}),
      },
      { onSuccess: onSent, onError: (e) => setError(failureMessage(e)) },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-16" aria-labelledby="quote-form-h" data-testid="quote-form">
      <h3 id="quote-form-h" className="text-dp-16 font-semibold">
        {previous ? m.inbox_revise_title({ version: previous.version }) : m.inbox_quote_title()}
      </h3>
      {lines.map((line, index) => {
        const item = inquiry.items[index]!
        const held = inquiry.lines[index]!.certificates
        const before = previous?.quotes.find((q) => q.product_id === line.product_id)
        const asked = counter?.lines.find((l) => l.product_id === line.product_id)
        return (
          <div key={line.product_id} className="flex flex-col gap-8">
            {before || asked ? (
              <div
                className="flex flex-col gap-4 rounded-md border border-amber-400/60 bg-amber-50 p-10 text-dp-13"
                data-testid="revise-beside"
              >
                {before ? (
                  <p>{m.inbox_previous_price({ version: previous!.version, price: formatMoney(before.unit_price, before.currency) })}</p>
                ) : null}
                {asked && previous ? (
                  <p className="font-medium">
                    {m.inbox_countered_beside({ terms: counterTerms({ ...counter!, lines: [asked] }, previous.quotes) })}
                  </p>
                ) : null}
              </div>
            ) : null}
            <QuoteFieldset
              prefix={`q${index}`}
              legend={`${item.name} · ${item.quantity} ${item.unit}`}
              line={line}
              held={held}
              onChange={(patch) => set(index, patch)}
            />
          </div>
        )
      })}
      <Field id="quote-note" label={m.inbox_f_note()}>
        {(id) => (
          <textarea
            id={id}
            rows={3}
            maxLength={2000}
            className="w-full rounded-md border border-border bg-background p-10 text-dp-14 outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      {error ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="quote-error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={quote.isPending}>
          {m.inbox_send_quote()}
        </Button>
      </div>
    </form>
  )
}
