// Labels and conversions of the shared quote fields: inquiry quotes and bulk offers.
import { PACK_UNITS } from '@/api/contract/catalogue-constants'
import type { PaymentTerms } from '@/api/contract/order-constants'
import { m } from '@/paraglide/messages'

export function packUnitLabel(unit: (typeof PACK_UNITS)[number]): string {
  switch (unit) {
    case 'kg':
      return m.inbox_pack_kg()
    case 'tonne':
      return m.inbox_pack_tonne()
    case 'bag':
      return m.inbox_pack_bag()
    case 'case':
      return m.inbox_pack_case()
    case 'box':
      return m.inbox_pack_box()
    case 'drum':
      return m.inbox_pack_drum()
    case 'carton':
      return m.inbox_pack_carton()
    case 'pallet':
      return m.inbox_pack_pallet()
    case 'container_20ft':
      return m.inbox_pack_20ft()
    case 'container_40ft':
      return m.inbox_pack_40ft()
  }
}

/** The unit a quote starts in: the one the buyer asked in, where a quote can be counted in it. */
export function defaultPackUnit(unit: string): (typeof PACK_UNITS)[number] {
  return (PACK_UNITS as ReadonlyArray<string>).includes(unit) ? (unit as (typeof PACK_UNITS)[number]) : 'carton'
}

/** Cents to the decimal a price input shows ("12.5"), and back. */
export const centsToInput = (cents: number) => String(cents / 100)
export const inputToCents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100)

/** A payment term as the order and the decision dialogs name it. */
export function paymentTermsLabel(terms: PaymentTerms): string {
  switch (terms) {
    case 'tt_advance':
      return m.order_pay_tt_advance()
    case 'tt_30_70':
      return m.order_pay_tt_30_70()
    case 'tt_50_50':
      return m.order_pay_tt_50_50()
    case 'lc_at_sight':
      return m.order_pay_lc_at_sight()
    case 'lc_60_days':
      return m.order_pay_lc_60_days()
    case 'dp_at_sight':
      return m.order_pay_dp_at_sight()
    case 'oa_30_days':
      return m.order_pay_oa_30_days()
  }
}
