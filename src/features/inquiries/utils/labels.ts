import type { BUYER_VERIFICATION, INQUIRY_STATES } from '@/api/contract/inquiry'
import type { CloseReason, DeclineReason, OrderState } from '@/api/contract/order-constants'
import { getLocale } from '@/paraglide/runtime'
export { paymentTermsLabel } from '@/components/quote/quote-labels'
import { m } from '@/paraglide/messages'

export function stateLabel(state: (typeof INQUIRY_STATES)[number]): string {
  switch (state) {
    case 'sent':
      return m.inbox_state_sent()
    case 'read':
      return m.inbox_state_read()
    case 'quoted':
      return m.inbox_state_quoted()
    case 'accepted':
      return m.inbox_state_accepted()
    case 'declined':
      return m.inbox_state_declined()
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

export function declineReasonLabel(reason: DeclineReason): string {
  switch (reason) {
    case 'price':
      return m.decision_reason_price()
    case 'moq':
      return m.decision_reason_moq()
    case 'lead_time':
      return m.decision_reason_lead_time()
    case 'certificates':
      return m.decision_reason_certificates()
    case 'other':
      return m.decision_reason_other()
  }
}

export function closeReasonLabel(reason: CloseReason): string {
  switch (reason) {
    case 'no_longer_needed':
      return m.decision_reason_no_longer_needed()
    case 'found_elsewhere':
      return m.decision_reason_found_elsewhere()
    case 'price':
      return m.decision_reason_price()
    case 'other':
      return m.decision_reason_other()
  }
}

export function orderStateLabel(state: OrderState): string {
  switch (state) {
    case 'placed':
      return m.order_state_placed()
    case 'confirmed':
      return m.order_state_confirmed()
    case 'shipped':
      return m.order_state_shipped()
    case 'received':
      return m.order_state_received()
  }
}
