// The inquiry form's values and their validation. Every message names its field, in the user's
// language; the server checks the same rules again (its messages name the field too).
import { INCOTERMS, INQUIRY_MAX_DAYS_AHEAD } from '@/api/contract/catalogue-constants'
import { m } from '@/paraglide/messages'

export type BrandTerms = {
  message: string
  /** Per unit, in currency units as typed ("552.50"). */
  target_price: string
  incoterm: (typeof INCOTERMS)[number] | ''
  destination_port: string
  /** YYYY-MM-DD from the date input. */
  required_date: string
  /** This supplier gets its own port and date; otherwise the form's `delivery` applies. */
  own_delivery: boolean
}

/** The port and date entered once for every supplier. */
export type Delivery = { destination_port: string; required_date: string }

export type InquiryForm = {
  contact_name: string
  contact_phone: string
  company: string
  delivery: Delivery
  terms: Record<number, BrandTerms>
}

export type FormErrors = Record<string, string>

export const emptyTerms = (): BrandTerms => ({
  message: '',
  target_price: '',
  incoterm: 'FOB',
  destination_port: '',
  required_date: '',
  own_delivery: false,
})

export const emptyDelivery = (): Delivery => ({ destination_port: '', required_date: '' })

/** The port and date that go to one supplier: its own when set apart, else the form's. */
export function deliveryOf(form: InquiryForm, brandId: number): Delivery {
  const t = form.terms[brandId] ?? emptyTerms()
  return t.own_delivery ? { destination_port: t.destination_port, required_date: t.required_date } : form.delivery
}

const PHONE = /^\+?(?=(?:[ -]*\d){6})[\d -]{6,20}$/

/** Today (UTC) plus `days`, as YYYY-MM-DD. */
export function isoDay(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10)
}

/**
 * Field key → message; empty when the form is valid. Brand fields are keyed `terms.<brandId>.<field>`,
 * the shared port and date `delivery.<field>` (checked while any supplier uses them).
 */
export function validateInquiry(form: InquiryForm, brands: Array<{ id: number; name: string }>, now = new Date()): FormErrors {
  const errors: FormErrors = {}
  const required = (key: string, value: string, field: string, max: number) => {
    if (!value.trim()) errors[key] = m.cart_b_err_required({ field })
    else if (value.trim().length > max) errors[key] = m.cart_b_err_too_long({ field, max: String(max) })
  }
  required('contact_name', form.contact_name, m.cart_b_field_contact_name(), 100)
  required('company', form.company, m.cart_b_field_company(), 200)
  if (!PHONE.test(form.contact_phone.trim())) errors.contact_phone = m.cart_b_err_phone({ field: m.cart_b_field_phone() })
  const delivery = (keyOf: (field: string) => string, d: Delivery, named: (field: string) => string) => {
    required(keyOf('destination_port'), d.destination_port, named(m.cart_b_field_port()), 100)
    if (!d.required_date) errors[keyOf('required_date')] = m.cart_b_err_required({ field: named(m.cart_b_field_date()) })
    else if (
      !/^\d{4}-\d{2}-\d{2}$/.test(d.required_date) ||
      d.required_date < isoDay(1, now) ||
      d.required_date > isoDay(INQUIRY_MAX_DAYS_AHEAD, now)
    ) {
      errors[keyOf('required_date')] = m.cart_b_err_date({ field: named(m.cart_b_field_date()), max: String(INQUIRY_MAX_DAYS_AHEAD) })
    }
  }
  if (brands.some((brand) => !form.terms[brand.id]?.own_delivery))
    delivery(
      (field) => `delivery.${field}`,
      form.delivery,
      (field) => field,
    )
  for (const brand of brands) {
    const t = form.terms[brand.id] ?? emptyTerms()
    const key = (field: string) => `terms.${brand.id}.${field}`
    const named = (field: string) => m.cart_b_field_of_brand({ field, brand: brand.name })
    if (t.message.length > 2000) errors[key('message')] = m.cart_b_err_too_long({ field: named(m.cart_b_field_message()), max: '2000' })
    if (t.target_price.trim()) {
      const price = Number(t.target_price)
      if (!Number.isFinite(price) || price <= 0 || price > 20_000_000 || !/^\d+(\.\d{1,2})?$/.test(t.target_price.trim())) {
        errors[key('target_price')] = m.cart_b_err_price({ field: named(m.cart_b_field_target_price()) })
      }
    }
    if (t.incoterm && !(INCOTERMS as ReadonlyArray<string>).includes(t.incoterm)) {
      errors[key('incoterm')] = m.cart_b_err_choose({ field: named(m.cart_b_field_incoterm()) })
    }
    if (t.own_delivery) delivery(key, t, named)
  }
  return errors
}

/** The form as the endpoint's input (prices to cents, empty optional fields left out). */
export function toSubmitInput(form: InquiryForm, brandIds: Array<number>) {
  return {
    contact_name: form.contact_name.trim(),
    contact_phone: form.contact_phone.trim(),
    company: form.company.trim(),
    terms: brandIds.map((brand_id) => {
      const t = form.terms[brand_id] ?? emptyTerms()
      const d = deliveryOf(form, brand_id)
      return {
        brand_id,
        ...(t.message.trim() ? { message: t.message.trim() } : {}),
        ...(t.target_price.trim() ? { target_price: Math.round(Number(t.target_price) * 100) } : {}),
        ...(t.incoterm ? { incoterm: t.incoterm } : {}),
        destination_port: d.destination_port.trim(),
        required_date: d.required_date,
      }
    }),
  }
}

/** Quantities added up per unit ("40 tonne · 200 carton"): tonnes, cartons and cases never make one sum. */
export function totalsByUnit(lines: ReadonlyArray<{ quantity: number; unit: string }>): Array<{ unit: string; quantity: number }> {
  const totals = new Map<string, number>()
  for (const line of lines) totals.set(line.unit, (totals.get(line.unit) ?? 0) + line.quantity)
  return [...totals].map(([unit, quantity]) => ({ unit, quantity }))
}
