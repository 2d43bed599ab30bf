// The notifications' kinds, channels and defaults: plain values the pages use without the
// contract's schemas.

/** What a notification is about; the wording is fixed per kind, never text a user typed. */
export const NOTIFICATION_KINDS = [
  'new_inquiry',
  'inquiry_message',
  'inquiry_quote',
  'quote_expiring',
  'inquiry_closed',
  'bulk_offer',
  'bulk_match',
  'quote_accepted',
  'quote_declined',
  'quote_countered',
  'order_confirmed',
  'order_shipped',
  'order_received',
  'bulk_awarded',
  'bulk_declined',
  'sample_requested',
  'sample_accepted',
  'sample_declined',
  'sample_sent',
  'bulk_countered',
  'bulk_counter_declined',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_CHANNELS = ['app', 'email', 'sms'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export type ChannelChoice = Record<NotificationChannel, boolean>

/**
 * Where each kind goes unless the user chose otherwise: the app and e-mail always; a text message
 * only for what a person acts on at once (a new inquiry, a quote, an offer on a bulk request,
 * which is that request's quote).
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, ChannelChoice> = {
  new_inquiry: { app: true, email: true, sms: true },
  inquiry_message: { app: true, email: true, sms: false },
  inquiry_quote: { app: true, email: true, sms: true },
  quote_expiring: { app: true, email: true, sms: false },
  inquiry_closed: { app: true, email: true, sms: false },
  bulk_offer: { app: true, email: true, sms: true },
  bulk_match: { app: true, email: true, sms: false },
  // An accepted quote is an order the brand must confirm: acted on at once, like a new inquiry.
  quote_accepted: { app: true, email: true, sms: true },
  quote_declined: { app: true, email: true, sms: false },
  // A counter-offer waits for the brand's revised quote: acted on at once, like a new inquiry.
  quote_countered: { app: true, email: true, sms: true },
  order_confirmed: { app: true, email: true, sms: false },
  order_shipped: { app: true, email: true, sms: true },
  order_received: { app: true, email: true, sms: false },
  // An awarded offer is an order the brand must confirm, like an accepted quote.
  bulk_awarded: { app: true, email: true, sms: true },
  bulk_declined: { app: true, email: true, sms: false },
  // A sample request waits on the brand's answer, like a counter-offer; a sample on its way is
  // told like a shipment. Accepted and declined are news, not a task.
  sample_requested: { app: true, email: true, sms: true },
  sample_accepted: { app: true, email: true, sms: false },
  sample_declined: { app: true, email: true, sms: false },
  sample_sent: { app: true, email: true, sms: true },
  // A counter on an offer waits for the supplier's revised offer, as a counter on a quote does.
  bulk_countered: { app: true, email: true, sms: true },
  bulk_counter_declined: { app: true, email: true, sms: false },
}

/** A quote's buyer is reminded this long before it expires. */
export const QUOTE_EXPIRY_REMINDER_HOURS = 48

/** At most one SMS and one e-mail per thread and recipient in this window; later events only reach the app. */
export const NOTIFICATION_BATCH_MINUTES = 10
