// The bulk request form's values and their validation. Every message names its field in the
// user's language; the server checks the same rules again (its messages name the field too).
import * as z from 'zod/mini'
import { searchText } from '@/lib/search-fields'
import { m } from '@/paraglide/messages'

export type RequestForm = {
  product_name: string
  spec: string
  category_id: string
  quantity: string
  unit: string
  /** Per unit, in US dollars as typed ("12.50"). */
  target_price: string
  destination_country: string
  origin_country: string
  incoterm: string
  /** YYYY-MM-DD from the date input. */
  deadline: string
  note: string
  company: string
  contact_name: string
  contact_phone: string
  email: string
}

export type FormErrors = Partial<Record<keyof RequestForm, string>>

export const emptyRequest = (): RequestForm => ({
  product_name: '',
  spec: '',
  category_id: '',
  quantity: '',
  unit: 'tonne',
  target_price: '',
  destination_country: 'CN',
  origin_country: '',
  incoterm: 'CIF',
  deadline: '',
  note: '',
  company: '',
  contact_name: '',
  contact_phone: '',
  email: '',
})

/** The field's label, as the form shows it (messages name fields by these). */
export const fieldLabel: Record<keyof RequestForm, () => string> = {
  product_name: m.bulk_field_product,
  spec: m.bulk_field_spec,
  category_id: m.bulk_field_category,
  quantity: m.bulk_field_quantity,
  unit: m.bulk_field_unit,
  target_price: m.bulk_field_target_price,
  destination_country: m.bulk_field_destination,
  origin_country: m.bulk_field_origin,
  incoterm: m.bulk_field_incoterm,
  deadline: m.bulk_field_deadline,
  note: m.bulk_field_note,
  company: m.bulk_field_company,
  contact_name: m.bulk_field_contact,
  contact_phone: m.bulk_field_phone,
  email: m.bulk_field_email,
}

const PHONE = /^\+?(?=(?:[ -]*\d){6})[\d -]{6,20}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Today (UTC) plus `days`, as YYYY-MM-DD. */
export function isoDay(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10)
}

/** Field → message; empty when the form is valid. */
export function validateRequest(form: RequestForm, maxDays: number, now = new Date()): FormErrors {
  const errors: FormErrors = {}
  const required = (name: keyof RequestForm) => {
    if (!form[name].trim()) errors[name] = m.bulk_err_required({ field: fieldLabel[name]() })
  }
  for (const name of ['product_name', 'category_id', 'destination_country', 'company', 'contact_name', 'contact_phone'] as const)
    required(name)
  if (!/^\d{1,10}$/.test(form.quantity.trim()) || Number(form.quantity) < 1 || Number(form.quantity) > 2_147_483_647) {
    errors.quantity = m.bulk_err_quantity({ field: fieldLabel.quantity() })
  }
  if (form.target_price.trim() && !/^\d{1,8}(\.\d{1,2})?$/.test(form.target_price.trim())) {
    errors.target_price = m.bulk_err_price({ field: fieldLabel.target_price() })
  }
  if (form.contact_phone.trim() && !PHONE.test(form.contact_phone.trim())) {
    errors.contact_phone = m.bulk_err_phone({ field: fieldLabel.contact_phone() })
  }
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = m.bulk_err_email({ field: fieldLabel.email() })
  const first = isoDay(0, now)
  const last = isoDay(maxDays, now)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.deadline) || form.deadline < first || form.deadline > last) {
    errors.deadline = m.bulk_err_deadline({ field: fieldLabel.deadline(), first, last })
  }
  return errors
}

/** Cents from "12.50"; null when empty. */
export function toCents(value: string): number | null {
  const v = value.trim()
  if (!v) return null
  const [whole, fraction = ''] = v.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** /large/reportForm?product=…: the product a search found nothing for, typed in the form for the buyer. */
export const requestFormSearchSchema = z.object({ product: searchText(200) })
