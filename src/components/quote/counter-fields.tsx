// The fields of one counter-offer line, shared by a counter on an inquiry's quote and on a bulk
// offer: what was quoted, the buyer's unit price and/or quantity, and the terms in words.
import type { QuoteFields } from '@/api/contract/quote'
import { formatMoney, formatNumber } from '@/components/catalogue/format'
import { modalControl } from '@/components/dialog/modal'
import { inputToCents, packUnitLabel } from './quote-labels'
import { m } from '@/paraglide/messages'

/** A counter line as typed: empty strings keep the quote's figure. */
export type CounterDraft = { price: string; quantity: string }

export const emptyCounter = (): CounterDraft => ({ price: '', quantity: '' })

/** The typed line as the API's terms, or null when it asks for nothing. */
export function counterAsked(draft: CounterDraft): { unit_price: number | null; quantity: number | null } | null {
  if (!draft.price.trim() && !draft.quantity.trim()) return null
  return {
    unit_price: draft.price.trim() ? inputToCents(draft.price) : null,
    quantity: draft.quantity.trim() ? Number(draft.quantity) : null,
  }
}

/** A counter's terms in words: "unit price 11.00, quantity 500 cartons". */
export function counterWords(
  terms: { unit_price: number | null; quantity: number | null },
  quote: Pick<QuoteFields, 'currency' | 'pack_unit'> | undefined,
): string {
  return [
    terms.unit_price !== null ? m.counter_line_price({ price: formatMoney(terms.unit_price, quote?.currency ?? 'USD') }) : null,
    terms.quantity !== null
      ? m.counter_line_quantity({ quantity: `${formatNumber(terms.quantity)}${quote ? ` × ${packUnitLabel(quote.pack_unit)}` : ''}` })
      : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/** The price and quantity inputs of one counter line, under what was quoted. */
export function CounterFields({
  id,
  quote,
  quoted,
  draft,
  onChange,
}: {
  /** Prefix of the inputs' ids. */
  id: string
  quote: Pick<QuoteFields, 'currency' | 'pack_unit'>
  /** What was quoted, in words, above the inputs. */
  quoted: string
  draft: CounterDraft
  onChange: (patch: Partial<CounterDraft>) => void
}) {
  const unit = packUnitLabel(quote.pack_unit)
  return (
    <>
      <p className="text-dp-13 text-muted-foreground">{quoted}</p>
      <div className="grid gap-12 sm:grid-cols-2">
        <div className="flex flex-col gap-4">
          <label htmlFor={`${id}-price`} className="text-dp-13 font-medium">
            {m.counter_price({ currency: quote.currency, unit })}
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            pattern="[0-9]+([.,][0-9]{1,2})?"
            className={modalControl}
            value={draft.price}
            onChange={(e) => onChange({ price: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-4">
          <label htmlFor={`${id}-quantity`} className="text-dp-13 font-medium">
            {m.counter_quantity({ unit })}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={1}
            step={1}
            className={modalControl}
            value={draft.quantity}
            onChange={(e) => onChange({ quantity: e.target.value })}
          />
        </div>
      </div>
    </>
  )
}

/** The note under a counter. */
export function CounterNote({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={id} className="text-dp-13 font-medium">
        {m.counter_note()}
      </label>
      <textarea id={id} rows={3} maxLength={2000} className={modalControl} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}
