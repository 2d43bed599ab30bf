import type * as React from 'react'
import { PACK_UNITS, QUOTE_CURRENCIES, INCOTERMS } from '@/api/contract/catalogue-constants'
import type { QuoteFields } from '@/api/contract/quote'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { inputToCents, packUnitLabel } from './quote-labels'
import { m } from '@/paraglide/messages'

type Currency = (typeof QUOTE_CURRENCIES)[number]

/** The shared quote fields as a form holds them (numbers as typed text). */
export type QuoteDraft = Omit<QuoteFields, 'unit_price' | 'moq' | 'lead_time_days' | 'shelf_life_days'> & {
  unit_price: string
  moq: string
  lead_time_days: string
  shelf_life_days: string
}
/** A draft as the API takes it (cents, whole numbers). */
export function draftFields(draft: QuoteDraft): QuoteFields {
  return {
    ...draft,
    unit_price: inputToCents(draft.unit_price),
    moq: Number(draft.moq),
    lead_time_days: Number(draft.lead_time_days),
    shelf_life_days: Number(draft.shelf_life_days),
  }
}

const control =
  'h-40 w-full min-w-0 rounded-md border border-border bg-background px-10 text-dp-14 outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/40'

export function isoDayPlus(days: number): string {
  const d = new Date()
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10)
}

/** A labelled control (the label's `for` is the id the child gets). */
export function Field({ id, label, children }: { id: string; label: string; children: (id: string) => React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <label htmlFor={id} className="text-dp-13 font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/** One block of the shared quote fields (an inquiry line's quote, a bulk offer), as a fieldset. */
export function QuoteFieldset({
  prefix,
  legend,
  line,
  held,
  onChange,
}: {
  /** Makes the controls' ids unique on the page. */
  prefix: string
  legend: React.ReactNode
  line: QuoteDraft
  /** The certificates the seller may claim (held today). */
  held: ReadonlyArray<string>
  onChange: (patch: Partial<QuoteDraft>) => void
}) {
  const set = onChange
  return (
    <fieldset className="flex flex-col gap-10 rounded-md border border-border p-12">
      <legend className="px-4 text-dp-14 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-10 md:grid-cols-4">
        <Field id={`${prefix}-price`} label={m.inbox_f_unit_price()}>
          {(id) => (
            <input
              id={id}
              className={control}
              inputMode="decimal"
              required
              value={line.unit_price}
              onChange={(e) => set({ unit_price: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${prefix}-currency`} label={m.inbox_f_currency()}>
          {(id) => (
            <select id={id} className={control} value={line.currency} onChange={(e) => set({ currency: e.target.value as Currency })}>
              {QUOTE_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${prefix}-moq`} label={m.inbox_f_moq()}>
          {(id) => (
            <input
              id={id}
              className={control}
              type="number"
              min={1}
              required
              value={line.moq}
              onChange={(e) => set({ moq: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${prefix}-pack`} label={m.inbox_f_pack_unit()}>
          {(id) => (
            <select
              id={id}
              className={control}
              value={line.pack_unit}
              onChange={(e) => set({ pack_unit: e.target.value as QuoteDraft['pack_unit'] })}
            >
              {PACK_UNITS.map((u) => (
                <option key={u} value={u}>
                  {packUnitLabel(u)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${prefix}-incoterm`} label={m.inbox_f_incoterm_only()}>
          {(id) => (
            <select
              id={id}
              className={control}
              value={line.incoterm}
              onChange={(e) => set({ incoterm: e.target.value as QuoteDraft['incoterm'] })}
            >
              {INCOTERMS.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${prefix}-port`} label={m.inbox_f_port()}>
          {(id) => (
            <input id={id} className={control} required maxLength={100} value={line.port} onChange={(e) => set({ port: e.target.value })} />
          )}
        </Field>
        <Field id={`${prefix}-lead`} label={m.inbox_f_lead_time_days()}>
          {(id) => (
            <input
              id={id}
              className={control}
              type="number"
              min={1}
              max={365}
              required
              value={line.lead_time_days}
              onChange={(e) => set({ lead_time_days: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${prefix}-shelf`} label={m.inbox_f_shelf_life_days()}>
          {(id) => (
            <input
              id={id}
              className={control}
              type="number"
              min={1}
              max={3650}
              required
              value={line.shelf_life_days}
              onChange={(e) => set({ shelf_life_days: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${prefix}-valid`} label={m.inbox_f_valid_until()}>
          {(id) => (
            <input
              id={id}
              className={control}
              type="date"
              required
              value={line.valid_until}
              onChange={(e) => set({ valid_until: e.target.value })}
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
                checked={line.certificates.includes(c as QuoteDraft['certificates'][number])}
                onChange={(e) =>
                  set({
                    certificates: e.target.checked
                      ? [...line.certificates, c as QuoteDraft['certificates'][number]]
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
            onChange={(e) => set({ sample_offered: e.target.checked })}
          />
          {m.inbox_f_sample_offered()}
        </label>
      </div>
      <Field id={`${prefix}-message`} label={m.inbox_f_line_message()}>
        {(id) => (
          <input id={id} className={control} maxLength={2000} value={line.message} onChange={(e) => set({ message: e.target.value })} />
        )}
      </Field>
    </fieldset>
  )
}
