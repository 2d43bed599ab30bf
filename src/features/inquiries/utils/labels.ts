import type { PACK_UNITS } from '@/api/contract/catalogue-constants'
import type { BUYER_VERIFICATION, INQUIRY_STATES } from '@/api/contract/inquiry'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

export function stateLabel(state: (typeof INQUIRY_STATES)[number]): string {
  switch (state) {
    case 'sent':
      return m.inbox_state_sent()
    case 'read':
      return m.inbox_state_read()
    case 'quoted':
      return m.inbox_state_quoted()
    case 'closed':
      return m.inbox_state_closed()
  }
}

export function verificationLabel(status: (typeof BUYER_VERIFICATION)[number]): string {
  switch (status) {
    case 'verified':
      return m.inbox_buyer_verified()
    case 'submitted':
      return m.inbox_buyer_pending()
    case 'rejected':
      return m.inbox_buyer_rejected()
    case 'none':
      return m.inbox_buyer_unverified()
  }
}

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

const timeFormats = new Map<string, Intl.DateTimeFormat>()

/** A moment (ISO) as date and time in the current locale and the browser's time zone. */
export function formatMoment(iso: string): string {
  const key = getLocale()
  let format = timeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(key, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    timeFormats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** Cents to the decimal a price input shows ("12.5"), and back. */
export const centsToInput = (cents: number) => String(cents / 100)
export const inputToCents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100)
