// Labels and conversions of the shared quote fields (issue 30): inquiry quotes and bulk offers.
import type { PACK_UNITS } from '@/api/contract/catalogue-constants'
import { m } from '@/paraglide/messages'

export function packUnitLabel(unit: (typeof PACK_UNITS)[number]): string {
  switch (unit) {
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

/** Cents to the decimal a price input shows ("12.5"), and back. */
export const centsToInput = (cents: number) => String(cents / 100)
export const inputToCents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100)
