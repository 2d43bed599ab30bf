import type * as React from 'react'
import { useEffect, useId, useState } from 'react'
import { useCartSummaryMutation, useSubmitInquiryMutation } from '../api/queries'
import {
  emptyDelivery,
  emptyTerms,
  isoDay,
  toSubmitInput,
  validateInquiry,
  type BrandTerms,
  type Delivery,
  type FormErrors,
  type InquiryForm,
} from '../utils/inquiry-form'
import { formatEstimate, formatTotals } from './cart-lines'
import { formatNumber, unitLabel } from '@/components/catalogue/format'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useUserInfo } from '@/lib/user-info'
import { actionBarRef } from '@/lib/bottom-bars'
import { ApiRequestError } from '@/api/client/request'
import { INCOTERMS, INQUIRY_MAX_DAYS_AHEAD } from '@/api/contract/catalogue-constants'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const input =
  'h-40 min-h-[36px] w-full rounded-md border border-border bg-background px-12 text-dp-15 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 aria-invalid:border-destructive'

function Field({
  label,
  error,
  hint,
  required = false,
  children,
}: {
  label: string
  error?: string
  hint?: string
  /** Marked with an asterisk, and `aria-required` on the control. */
  required?: boolean
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: true }) => React.ReactNode
}) {
  const id = useId()
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={id} className="text-dp-14 font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described, 'aria-required': required || undefined })}
      {error ? (
        <p id={`${id}-error`} className="text-dp-13 text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-dp-13 text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The review step: the server's pre-submit summary (postOpbGoodsCarBefore) per brand, with its
 * warnings, and the buyer's terms for each brand; then the submit (postOpbGoodsCar).
 */
export function InquiryReview({
  onBack,
  onSent,
}: {
  onBack: () => void
  onSent: (sent: { inquiry_ids: Array<number>; brand_count: number; item_count: number }) => void
}) {
  const summary = useCartSummaryMutation()
  const submit = useSubmitInquiryMutation()
  const user = useUserInfo()
  const [form, setForm] = useState<InquiryForm>(() => ({
    contact_name: typeof user?.name === 'string' ? user.name : '',
    contact_phone: typeof user?.mobile === 'string' ? user.mobile : '',
    company: typeof user?.company === 'string' ? user.company : '',
    delivery: emptyDelivery(),
    terms: {},
  }))
  const [errors, setErrors] = useState<FormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const { mutate } = summary
  useEffect(() => mutate({}), [mutate])

  if (summary.isError)
    return (
      <div className="flex flex-col items-start gap-12" role="alert">
        <p>{m.cart_b_load_error()}</p>
        <Button variant="outline" onClick={() => mutate({})}>
          {m.cart_b_retry()}
        </Button>
      </div>
    )
  if (!summary.data)
    return (
      <div className="flex flex-col gap-12" role="status" aria-busy="true" aria-label={m.cat_b_loading()}>
        <Skeleton className="h-160" />
      </div>
    )

  const brands = summary.data.brands.map((b) => b.brand)
  const terms = (id: number): BrandTerms => form.terms[id] ?? emptyTerms()
  const setTerm = (id: number, patch: Partial<BrandTerms>) =>
    setForm((f) => ({ ...f, terms: { ...f.terms, [id]: { ...(f.terms[id] ?? emptyTerms()), ...patch } } }))

  const setDelivery = (patch: Partial<Delivery>) => setForm((f) => ({ ...f, delivery: { ...f.delivery, ...patch } }))
  // A supplier set apart starts from the shared port and date.
  const setOwnDelivery = (id: number, own: boolean) =>
    setTerm(
      id,
      own
        ? { own_delivery: true, destination_port: form.delivery.destination_port, required_date: form.delivery.required_date }
        : { own_delivery: false },
    )
  const several = brands.length > 1
  const sharedUsed = brands.some((b) => !terms(b.id).own_delivery)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Kept now: React clears the event's currentTarget once the handler returns.
    const formElement = event.currentTarget
    const found = validateInquiry(form, brands)
    setErrors(found)
    setServerError(null)
    if (Object.keys(found).length) {
      // Focus the first field in error (after the errors render), so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => {
        const first = formElement.querySelector<HTMLElement>('[aria-invalid="true"]')
        first?.focus()
        first?.scrollIntoView({ block: 'center' })
      })
      return
    }
    try {
      const sent = await submit.mutateAsync({
        ...toSubmitInput(
          form,
          brands.map((b) => b.id),
        ),
        cart_ids: summary.data!.brands.flatMap((b) => b.items.map((i) => i.cart_id)),
      })
      onSent(sent)
    } catch (error) {
      setServerError(error instanceof ApiRequestError ? error.message : m.cart_b_load_error())
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-24" data-testid="inquiry-review">
      <div className="flex flex-wrap items-center justify-between gap-12">
        <h2 className="text-dp-22 font-semibold">{m.cart_b_review_title()}</h2>
        <Button type="button" variant="ghost" onClick={onBack}>
          {m.cart_b_back_to_cart()}
        </Button>
      </div>
      <p className="text-dp-15 text-muted-foreground" data-testid="review-summary">
        {m.cart_b_summary_line({
          brands: String(summary.data.brand_count),
          lines: String(summary.data.item_count),
          totals: formatTotals(summary.data.brands.flatMap((b) => b.items)),
        })}
      </p>
      <p className="text-dp-13 text-muted-foreground">
        <span aria-hidden="true" className="text-destructive">
          *
        </span>{' '}
        {m.cart_b_required_note()}
      </p>
      {sharedUsed ? (
        <section
          className="flex flex-col gap-12 rounded-lg border border-border p-16"
          aria-labelledby="review-delivery"
          data-testid="review-delivery"
        >
          <h3 id="review-delivery" className="text-dp-18 font-semibold">
            {several ? m.cart_b_delivery_all() : m.cart_b_delivery()}
          </h3>
          {several ? <p className="text-dp-13 text-muted-foreground">{m.cart_b_delivery_all_hint()}</p> : null}
          <div className="grid gap-12 sm:grid-cols-2">
            <DeliveryFields
              value={form.delivery}
              onChange={setDelivery}
              errors={{ port: errors['delivery.destination_port'], date: errors['delivery.required_date'] }}
              testId="all"
            />
          </div>
        </section>
      ) : null}
      {summary.data.brands.map((group) => {
        const t = terms(group.brand.id)
        const err = (field: string) => errors[`terms.${group.brand.id}.${field}`]
        const currency = group.items[0]?.currency ?? 'USD'
        return (
          <section
            key={group.brand.id}
            className="flex flex-col gap-16 rounded-lg border border-border p-16"
            aria-labelledby={`review-${group.brand.id}`}
            data-testid="review-brand"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-8">
              <h3 id={`review-${group.brand.id}`} className="text-dp-18 font-semibold">
                {group.brand.name} <span className="text-dp-14 font-normal text-muted-foreground">· {group.brand.country.name}</span>
              </h3>
              <span className="text-dp-14 text-muted-foreground">{m.cart_b_estimate({ value: formatEstimate(group.estimated) })}</span>
            </header>
            <ul className="flex flex-col gap-4 text-dp-14">
              {group.items.map((item) => (
                <li key={item.cart_id} className="flex justify-between gap-12">
                  <span className="min-w-0 truncate">{item.name}</span>
                  <span className="whitespace-nowrap tabular-nums">
                    {formatNumber(item.quantity)} {unitLabel(item.unit)}
                  </span>
                </li>
              ))}
            </ul>
            {group.warnings.length ? (
              <ul className="flex flex-col gap-4 rounded-md bg-amber-50 px-12 py-8 text-dp-13 text-amber-900">
                {group.warnings.map((w) => (
                  <li key={`${w.code}-${w.cart_id}`}>{w.message}</li>
                ))}
              </ul>
            ) : null}
            {several ? (
              <label className="flex min-h-36 items-center gap-8 text-dp-14">
                <input
                  type="checkbox"
                  className="size-18"
                  checked={t.own_delivery}
                  onChange={(e) => setOwnDelivery(group.brand.id, e.target.checked)}
                  data-testid="own-delivery"
                />
                {m.cart_b_own_delivery({ brand: group.brand.name })}
              </label>
            ) : null}
            <div className="grid gap-12 sm:grid-cols-2">
              {t.own_delivery ? (
                <DeliveryFields
                  value={t}
                  onChange={(patch) => setTerm(group.brand.id, patch)}
                  errors={{ port: err('destination_port'), date: err('required_date') }}
                  testId="brand"
                />
              ) : null}
              <Field label={m.cart_b_field_incoterm()} error={err('incoterm')}>
                {(p) => (
                  <select
                    {...p}
                    className={input}
                    value={t.incoterm}
                    onChange={(e) => setTerm(group.brand.id, { incoterm: e.target.value as BrandTerms['incoterm'] })}
                  >
                    <option value="">{m.cart_b_incoterm_any()}</option>
                    {INCOTERMS.map((term) => (
                      <option key={term} value={term}>
                        {term}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={m.cart_b_field_target_price_in({ currency })} error={err('target_price')} hint={m.cart_b_optional()}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="decimal"
                    className={input}
                    value={t.target_price}
                    onChange={(e) => setTerm(group.brand.id, { target_price: e.target.value })}
                    data-testid="field-price"
                  />
                )}
              </Field>
              <div className="sm:col-span-2">
                <Field label={m.cart_b_field_message()} error={err('message')} hint={m.cart_b_message_hint()}>
                  {(p) => (
                    <textarea
                      {...p}
                      className={cn(input, 'h-auto min-h-[80px] py-8')}
                      rows={3}
                      maxLength={2000}
                      value={t.message}
                      onChange={(e) => setTerm(group.brand.id, { message: e.target.value })}
                    />
                  )}
                </Field>
              </div>
            </div>
          </section>
        )
      })}
      <section className="flex flex-col gap-12 rounded-lg border border-border p-16" aria-labelledby="review-contact">
        <h3 id="review-contact" className="text-dp-18 font-semibold">
          {m.cart_b_contact_title()}
        </h3>
        <div className="grid gap-12 sm:grid-cols-3">
          <Field label={m.cart_b_field_contact_name()} error={errors.contact_name} required>
            {(p) => (
              <input
                {...p}
                className={input}
                autoComplete="name"
                maxLength={100}
                value={form.contact_name}
                onChange={(e) => setForm((f) => ({ ...f, contact_name: e.target.value }))}
                data-testid="field-name"
              />
            )}
          </Field>
          <Field label={m.cart_b_field_phone()} error={errors.contact_phone} required>
            {(p) => (
              <input
                {...p}
                className={input}
                type="tel"
                autoComplete="tel"
                value={form.contact_phone}
                onChange={(e) => setForm((f) => ({ ...f, contact_phone: e.target.value }))}
                data-testid="field-phone"
              />
            )}
          </Field>
          <Field label={m.cart_b_field_company()} error={errors.company} required>
            {(p) => (
              <input
                {...p}
                className={input}
                autoComplete="organization"
                maxLength={200}
                value={form.company}
                onChange={(e) => setForm((f) => ({ ...f, company: e.target.value }))}
                data-testid="field-company"
              />
            )}
          </Field>
        </div>
      </section>
      {serverError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-12 py-8 text-dp-14 text-destructive">
          {serverError}
        </p>
      ) : null}
      {Object.keys(errors).length ? (
        <p role="alert" className="text-dp-14 text-destructive" data-testid="form-errors">
          {m.cart_b_fix_errors({ count: String(Object.keys(errors).length) })}
        </p>
      ) : null}
      {/* Below lg a bar fixed above the phone's tab bar; the document reserves its height (bottom-bars.ts). */}
      <div
        ref={actionBarRef}
        className="fixed inset-x-0 bottom-(--tab-bar-height,0px) z-20 border-t border-border bg-background/95 px-16 py-12 pb-[max(12px,var(--action-bar-safe-area))] lg:static lg:border-0 lg:bg-transparent lg:p-0"
      >
        <Button type="submit" size="lg" className="w-full lg:w-auto" disabled={submit.isPending} data-testid="submit-inquiry">
          {m.cart_b_submit({ count: String(summary.data.brand_count) })}
        </Button>
      </div>
    </form>
  )
}

/** Destination port and required date (both required): the shared pair, or one supplier's own. */
function DeliveryFields({
  value,
  onChange,
  errors,
  testId,
}: {
  value: Delivery
  onChange: (patch: Partial<Delivery>) => void
  errors: { port?: string; date?: string }
  testId: 'all' | 'brand'
}) {
  return (
    <>
      <Field label={m.cart_b_field_port()} error={errors.port} required>
        {(p) => (
          <input
            {...p}
            className={input}
            value={value.destination_port}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => onChange({ destination_port: e.target.value })}
            data-testid={testId === 'all' ? 'field-port-all' : 'field-port'}
          />
        )}
      </Field>
      <Field label={m.cart_b_field_date()} error={errors.date} required>
        {(p) => (
          <input
            {...p}
            type="date"
            className={input}
            min={isoDay(1)}
            max={isoDay(INQUIRY_MAX_DAYS_AHEAD)}
            value={value.required_date}
            onChange={(e) => onChange({ required_date: e.target.value })}
            data-testid={testId === 'all' ? 'field-date-all' : 'field-date'}
          />
        )}
      </Field>
    </>
  )
}
