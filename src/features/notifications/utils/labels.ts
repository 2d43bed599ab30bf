import type { NotificationChannel, NotificationKind } from '@/api/contract/notification-constants'
import { m } from '@/paraglide/messages'

/** A notification's headline: fixed wording per kind with the thread's number, never text a user typed. */
export function notificationText(kind: NotificationKind, id: number): string {
  switch (kind) {
    case 'new_inquiry':
      return m.notif_kind_new_inquiry({ id })
    case 'inquiry_message':
      return m.notif_kind_inquiry_message({ id })
    case 'inquiry_quote':
      return m.notif_kind_inquiry_quote({ id })
    case 'quote_expiring':
      return m.notif_kind_quote_expiring({ id })
    case 'inquiry_closed':
      return m.notif_kind_inquiry_closed({ id })
    case 'bulk_offer':
      return m.notif_kind_bulk_offer({ id })
    case 'bulk_match':
      return m.notif_kind_bulk_match({ id })
    case 'bulk_awarded':
      return m.notif_kind_bulk_awarded({ id })
    case 'bulk_declined':
      return m.notif_kind_bulk_declined({ id })
    case 'bulk_countered':
      return m.notif_kind_bulk_countered({ id })
    case 'bulk_counter_declined':
      return m.notif_kind_bulk_counter_declined({ id })
    case 'quote_accepted':
      return m.notif_kind_quote_accepted({ id })
    case 'quote_declined':
      return m.notif_kind_quote_declined({ id })
    case 'quote_countered':
      return m.notif_kind_quote_countered({ id })
    case 'order_confirmed':
      return m.notif_kind_order_confirmed({ id })
    case 'order_shipped':
      return m.notif_kind_order_shipped({ id })
    case 'order_received':
      return m.notif_kind_order_received({ id })
    case 'sample_requested':
      return m.notif_kind_sample_requested({ id })
    case 'sample_accepted':
      return m.notif_kind_sample_accepted({ id })
    case 'sample_declined':
      return m.notif_kind_sample_declined({ id })
    case 'sample_sent':
      return m.notif_kind_sample_sent({ id })
  }
}

/** A kind as the preferences form names it. */
export function kindLabel(kind: NotificationKind): string {
  switch (kind) {
    case 'new_inquiry':
      return m.notif_pref_new_inquiry()
    case 'inquiry_message':
      return m.notif_pref_inquiry_message()
    case 'inquiry_quote':
      return m.notif_pref_inquiry_quote()
    case 'quote_expiring':
      return m.notif_pref_quote_expiring()
    case 'inquiry_closed':
      return m.notif_pref_inquiry_closed()
    case 'bulk_offer':
      return m.notif_pref_bulk_offer()
    case 'bulk_match':
      return m.notif_pref_bulk_match()
    case 'bulk_awarded':
      return m.notif_pref_bulk_awarded()
    case 'bulk_declined':
      return m.notif_pref_bulk_declined()
    case 'bulk_countered':
      return m.notif_pref_bulk_countered()
    case 'bulk_counter_declined':
      return m.notif_pref_bulk_counter_declined()
    case 'quote_accepted':
      return m.notif_pref_quote_accepted()
    case 'quote_declined':
      return m.notif_pref_quote_declined()
    case 'quote_countered':
      return m.notif_pref_quote_countered()
    case 'order_confirmed':
      return m.notif_pref_order_confirmed()
    case 'order_shipped':
      return m.notif_pref_order_shipped()
    case 'order_received':
      return m.notif_pref_order_received()
    case 'sample_requested':
      return m.notif_pref_sample_requested()
    case 'sample_accepted':
      return m.notif_pref_sample_accepted()
    case 'sample_declined':
      return m.notif_pref_sample_declined()
    case 'sample_sent':
      return m.notif_pref_sample_sent()
  }
}

export function channelLabel(channel: NotificationChannel): string {
  switch (channel) {
    case 'app':
      return m.notif_channel_app()
    case 'email':
      return m.notif_channel_email()
    case 'sms':
      return m.notif_channel_sms()
  }
}

/** The bell's number: exact up to 99. */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count))

const timeFormats = new Map<string, Intl.DateTimeFormat>()

/** When it happened, in the reader's language and time zone (shown after hydration only). */
export function formatMoment(iso: string, locale: string): string {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    timeFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}
