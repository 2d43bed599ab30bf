import { useState } from 'react'
import type * as React from 'react'
import { failureMessage } from '@/api/client/pipeline'
import { INCOTERMS } from '@/api/contract/catalogue-constants'
import type { OutputOf } from '@/api/contract/define'
import type { inquiryThread } from '@/api/contract/inquiry'
import type { QuoteFields } from '@/api/contract/quote'
import { PACK_UNITS, QUOTE_CURRENCIES } from '@/api/contract/catalogue-constants'
import { Button } from '@/components/ui/button'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { useQuoteMutation } from '../api/queries'
import { centsToInput, inputToCents, packUnitLabel } from '../utils/labels'
import { m } from '@/paraglide/messages'

type Inquiry = OutputOf<typeof inquiryThread>['inquiry']
type Currency = (typeof QUOTE_CURRENCIES)[number]
type Line = Omit<QuoteFields, 'unit_price' | 'moq' | 'lead_time_days' | 'shelf_life_days'> & {
  product_id: number
  unit_price: string
  moq: string
  lead_time_days: string
  shelf_life_days: string
}

const control =
  'h-40 w-full min-w-0 rounded-md border border-border bg-background px-10 text-dp-14 outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40'

function isoDayPlus(days: number): string {
  const d = new Date()
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10)
}

function initialLine(inquiry: Inquiry, index: number): Line {
  const facts = inquiry.lines[index]!
  const incoterm = (INCOTERMS as ReadonlyArray<string>).includes(inquiry.incoterm ?? '') ? (inquiry.incoterm as Line['incoterm']) : 'FOB'
  return {
    product_id: facts.product_id,
    unit_price: inquiry.target_price === null ? '' : centsToInput(inquiry.target_price),
    currency: ((QUOTE_CURRENCIES as ReadonlyArray<string>).includes(facts.currency) ? facts.currency : 'USD') as Currency,
    moq: String(facts.moq),
    pack_unit: 'carton',
    incoterm,
    port: incoterm === 'FOB' || incoterm === 'EXW' || incoterm === 'FCA' ? '' : inquiry.destination_port,
    lead_time_days: '30',
    shelf_life_days: '365',
    certificates: [],
    sample_offered: false,
    valid_until: isoDayPlus(30),
    message: '',
  }
}

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <label htmlFor={id} className="text-dp-13 font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  )
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
        lines: lines.map((l) => ({
          ...l,
          unit_price: inputToCents(l.unit_price),
          moq: Number(l.moq),
          lead_time_days: Number(l.lead_time_days),
          shelf_life_days: Number(l.shelf_life_days),
        })),
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
        const p = `q${index}`
        return (
          <fieldset key={line.product_id} className="flex flex-col gap-10 rounded-md border border-border p-12">
            <legend className="px-4 text-dp-14 font-semibold">
              {item.name} · {item.quantity} {item.unit}
            </legend>
            <div className="grid grid-cols-2 gap-10 md:grid-cols-4">
              <Field id={`${p}-price`} label={m.inbox_f_unit_price()}>
                {(id) => (
                  <input
                    id={id}
                    className={control}
                    inputMode="decimal"
                    required
                    value={line.unit_price}
                    onChange={(e) => set(index, { unit_price: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`${p}-currency`} label={m.inbox_f_currency()}>
                {(id) => (
                  <select
                    id={id}
                    className={control}
                    value={line.currency}
                    onChange={(e) => set(index, { currency: e.target.value as Currency })}
                  >
                    {QUOTE_CURRENCIES.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${p}-moq`} label={m.inbox_f_moq()}>
                {(id) => (
                  <input
                    id={id}
                    className={control}
                    type="number"
                    min={1}
                    required
                    value={line.moq}
                    onChange={(e) => set(index, { moq: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`${p}-pack`} label={m.inbox_f_pack_unit()}>
                {(id) => (
                  <select
                    id={id}
                    className={control}
                    value={line.pack_unit}
                    onChange={(e) => set(index, { pack_unit: e.target.value as Line['pack_unit'] })}
                  >
                    {PACK_UNITS.map((u) => (
                      <option key={u} value={u}>
                        {packUnitLabel(u)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${p}-incoterm`} label={m.inbox_f_incoterm_only()}>
                {(id) => (
                  <select
                    id={id}
                    className={control}
                    value={line.incoterm}
                    onChange={(e) => set(index, { incoterm: e.target.value as Line['incoterm'] })}
                  >
                    {INCOTERMS.map((t) => (
                      <option key={t}>{t}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${p}-port`} label={m.inbox_f_port()}>
                {(id) => (
                  <input
                    id={id}
                    className={control}
                    required
                    maxLength={100}
                    value={line.port}
                    onChange={(e) => set(index, { port: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`${p}-lead`} label={m.inbox_f_lead_time_days()}>
                {(id) => (
                  <input
                    id={id}
                    className={control}
                    type="number"
                    min={1}
                    max={365}
                    required
                    value={line.lead_time_days}
                    onChange={(e) => set(index, { lead_time_days: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`${p}-shelf`} label={m.inbox_f_shelf_life_days()}>
                {(id) => (
                  <input
                    id={id}
                    className={control}
                    type="number"
                    min={1}
                    max={3650}
                    required
                    value={line.shelf_life_days}
                    onChange={(e) => set(index, { shelf_life_days: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`${p}-valid`} label={m.inbox_f_valid_until()}>
                {(id) => (
                  <input
                    id={id}
                    className={control}
                    type="date"
                    required
                    value={line.valid_until}
                    onChange={(e) => set(index, { valid_until: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <div className="flex flex-wrap items-center gap-x-16 gap-y-6 text-dp-14">
              <span className="font-medium">{m.inbox_f_certificates()}:</span>
              {held.length ? (
                held.map((c) => (
                  <label key={c} className="inline-flex items-center gap-6">
                    <input
                      type="checkbox"
                      className="size-16"
                      checked={line.certificates.includes(c as Line['certificates'][number])}
                      onChange={(e) =>
                        set(index, {
                          certificates: e.target.checked
                            ? [...line.certificates, c as Line['certificates'][number]]
                            : line.certificates.filter((x) => x !== c),
                        })
                      }
                    />
                    {certificateLabel(c)}
                  </label>
                ))
              ) : (
                <span className="text-muted-foreground">{m.inbox_no_certificates()}</span>
              )}
              <label className="inline-flex items-center gap-6">
                <input
                  type="checkbox"
                  className="size-16"
                  checked={line.sample_offered}
                  onChange={(e) => set(index, { sample_offered: e.target.checked })}
                />
                {m.inbox_f_sample_offered()}
              </label>
            </div>
            <Field id={`${p}-message`} label={m.inbox_f_line_message()}>
              {(id) => (
                <input
                  id={id}
                  className={control}
                  maxLength={2000}
                  value={line.message}
                  onChange={(e) => set(index, { message: e.target.value })}
                />
              )}
            </Field>
          </fieldset>
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
