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
