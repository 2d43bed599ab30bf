import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { INCOTERMS } from '@/api/contract/catalogue-constants'
import type { OutputOf } from '@/api/contract/define'
import type { inquiryThread } from '@/api/contract/inquiry'
import { QUOTE_CURRENCIES } from '@/api/contract/catalogue-constants'
import { Button } from '@/components/ui/button'
import { useQuoteMutation } from '../api/queries'
import { defaultPackUnit } from '@/components/quote/quote-labels'
import { Field, QuoteFieldset, draftFields, isoDayPlus, type QuoteDraft } from '@/components/quote/quote-fieldset'
import { m } from '@/paraglide/messages'

type Inquiry = OutputOf<typeof inquiryThread>['inquiry']
type Currency = (typeof QUOTE_CURRENCIES)[number]
type Line = QuoteDraft & { product_id: number }

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
export function QuoteForm({ inquiry, onSent }: { inquiry: Inquiry; onSent: () => void }) {
  const [lines, setLines] = useState<Array<Line>>(() => inquiry.items.map((_, index) => initialLine(inquiry, index)))
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
      },
      { onSuccess: onSent, onError: (e) => setError(failureMessage(e)) },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-16" aria-labelledby="quote-form-h" data-testid="quote-form">
      <h3 id="quote-form-h" className="text-dp-16 font-semibold">
        {m.inbox_quote_title()}
      </h3>
      {lines.map((line, index) => {
        const item = inquiry.items[index]!
        const held = inquiry.lines[index]!.certificates
        return (
          <QuoteFieldset
            key={line.product_id}
            prefix={`q${index}`}
            legend={`${item.name} · ${item.quantity} ${item.unit}`}
            line={line}
            held={held}
            onChange={(patch) => set(index, patch)}
          />
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
