// Counter-offers and quote versions: the buyer's counter dialog, a counter as the
// thread shows it, and what a quote version changed from the one before.
import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import type { OutputOf } from '@/api/contract/define'
import type { inquiryThread } from '@/api/contract/inquiry'
import type { QuoteLine } from '@/api/contract/quote'
import { formatDate, formatMoney, formatNumber } from '@/components/catalogue/format'
import { CounterFields, CounterNote, counterAsked, counterWords, emptyCounter, type CounterDraft } from '@/components/quote/counter-fields'
import { packUnitLabel } from '@/components/quote/quote-labels'
import { Button } from '@/components/ui/button'
import { useCounterQuoteMutation } from '../api/queries'
import { DecisionFooter } from './decision-footer'
import { m } from '@/paraglide/messages'
import { portName } from '@/lib/ports'

type Thread = OutputOf<typeof inquiryThread>
type Entry = Thread['thread'][number]
type Counter = NonNullable<Entry['counter']>

/** The counter's terms in words, per line: "Product: unit price 11.00, quantity 500". */
export function counterTerms(counter: Counter, quotes: ReadonlyArray<QuoteLine>): string {
  return counter.lines
    .map((l) => {
      const q = quotes.find((x) => x.product_id === l.product_id)
      return `${q ? `${q.product_name}: ` : ''}${counterWords(l, q)}`
    })
    .join('; ')
}

/** The quote lines of the version a counter answers. */
export function quotesOfEntry(data: Thread, entryId: number): ReadonlyArray<QuoteLine> {
  return data.thread.find((e) => e.id === entryId)?.quotes ?? []
}

/** A counter-offer in the thread. */
export function CounterView({ data, counter }: { data: Thread; counter: Counter }) {
  return (
    <div className="rounded-md border border-amber-400/60 bg-amber-50 p-10 text-dp-14" data-testid="counter-entry">
      <p className="font-semibold">{m.counter_entry({ version: counter.version })}</p>
      <p>{counterTerms(counter, quotesOfEntry(data, counter.quote_entry_id))}</p>
    </div>
  )
}

/** What changed in a quote version from the one before, field by field. */
export function VersionChanges({
  version,
  quotes,
  previous,
}: {
  version: number
  quotes: ReadonlyArray<QuoteLine>
  previous: ReadonlyArray<QuoteLine> | null
}) {
  if (!previous) return null
  const changes: Array<string> = []
  for (const q of quotes) {
    const p = previous.find((x) => x.product_id === q.product_id)
    if (!p) continue
    const fields: Array<[string, string, string]> = [
      [m.quote_f_price(), formatMoney(p.unit_price, p.currency), formatMoney(q.unit_price, q.currency)],
      [m.quote_f_moq(), formatNumber(p.moq), formatNumber(q.moq)],
      [m.quote_f_unit(), packUnitLabel(p.pack_unit), packUnitLabel(q.pack_unit)],
      [m.quote_f_incoterm(), p.incoterm, q.incoterm],
      [m.quote_f_port(), portName(p.port), portName(q.port)],
      [m.quote_f_lead(), String(p.lead_time_days), String(q.lead_time_days)],
      [m.quote_f_valid(), formatDate(p.valid_until), formatDate(q.valid_until)],
    ]
    const changed = fields.filter(([, a, b]) => a !== b).map(([label, a, b]) => `${label} ${a} → ${b}`)
    if (changed.length) changes.push(`${quotes.length > 1 ? `${q.product_name}: ` : ''}${changed.join(', ')}`)
  }
  return (
    <p className="text-dp-13 text-muted-foreground" data-testid="version-changes">
      {changes.length
        ? m.quote_changed({ version: version - 1, changes: changes.join('; ') })
        : m.quote_unchanged({ version: version - 1 })}
    </p>
  )
}

/** The buyer's counter-offer on the latest quote version: a price and/or quantity per line, and a note. */
export function CounterForm({ data, quotes, onCancel }: { data: Thread; quotes: ReadonlyArray<QuoteLine>; onCancel: () => void }) {
  const counter = useCounterQuoteMutation()
  const [lines, setLines] = useState<Array<CounterDraft>>(() => quotes.map(emptyCounter))
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const set = (index: number, patch: Partial<CounterDraft>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)))
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    const asked = quotes.flatMap((q, index) => {
      const terms = counterAsked(lines[index]!)
      return terms ? [{ product_id: q.product_id, ...terms }] : []
    })
    if (!asked.length) {
      setError(m.counter_need_one())
      return
    }
    counter.mutate(
      { inquiry_id: data.inquiry.id, quote_entry_id: data.latest_quote_entry_id!, lines: asked, note },
      { onSuccess: onCancel, onError: (e) => setError(failureMessage(e)) },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-12">
      <p className="text-dp-14 text-muted-foreground">{m.counter_lead()}</p>
      {quotes.map((q, index) => (
        <fieldset key={q.id} className="flex flex-col gap-8 rounded-md border border-border p-10">
          <legend className="px-4 text-dp-14 font-medium">{q.product_name}</legend>
          <CounterFields
            id={`counter-${index}`}
            quote={q}
            quoted={m.counter_quoted({
              price: formatMoney(q.unit_price, q.currency),
              unit: packUnitLabel(q.pack_unit),
              moq: formatNumber(q.moq),
            })}
            draft={lines[index]!}
            onChange={(patch) => set(index, patch)}
          />
        </fieldset>
      ))}
      <CounterNote id="counter-note" value={note} onChange={setNote} />
      <p className="text-dp-13 text-muted-foreground">{m.decision_brand_told()}</p>
      <DecisionFooter error={error} onCancel={onCancel}>
        <Button type="submit" disabled={counter.isPending} data-testid="counter-confirm">
          {m.counter_confirm()}
        </Button>
      </DecisionFooter>
    </form>
  )
}
