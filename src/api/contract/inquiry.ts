// Contract entries of the `inquiry` group (ours): a brand's inquiry inbox, the buyer's
// "My inquiries", one thread per inquiry with quotes in the shared fields (./quote.ts), and a
// brand's responsiveness.
import * as z from 'zod/mini'
import { endpoint, id, optionalId, page, pageSize, paged, requiredText, text } from './define'
import { counterTerms, quoteFields, quoteLine } from './quote'
import { CLOSE_REASONS, DECLINE_REASONS, ORDER_STATES, SAMPLE_LIMITS, SAMPLE_STATES } from './order-constants'

/**
 * sent → read (the brand opened it) → quoted (its first quote) → accepted (an order) or declined
 * (by the buyer, with a reason); closed by the buyer at any time before an order.
 */
export const INQUIRY_STATES = ['sent', 'read', 'quoted', 'accepted', 'declined', 'closed'] as const
/** A buyer's verification by the organiser; `none` when the buyer never filed a profile. */
export const BUYER_VERIFICATION = ['verified', 'submitted', 'rejected', 'none'] as const
/** The most lines one quote may carry. */
export const MAX_QUOTE_LINES = 200

const inquiryLine = z.object({
  product_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  /** The unit's name in the request's language. */
  unit: z.string(),
  /** The unit's code (kg, tonne, carton…): what the comparison converts and compares by. */
  unit_code: z.string(),
  image: z.nullable(z.string()),
})

/** What both sides see of an inquiry: the buyer's terms and lines. */
const inquiryBase = {
  id: z.number(),
  created_at: z.string(),
  state: z.enum(INQUIRY_STATES),
  /** A new entry from the other side since this side last opened the thread. */
  unread: z.boolean(),
  items: z.array(inquiryLine),
  /** Target price per unit in cents of `currency` (the products' currency), or null. */
  target_price: z.nullable(z.number()),
  currency: z.string(),
  incoterm: z.nullable(z.string()),
  destination_port: z.string(),
  required_date: z.nullable(z.string()),
  message: z.string(),
  quote_count: z.number(),
}

const buyerRef = z.object({ company: z.string(), contact_name: z.string(), verification: z.enum(BUYER_VERIFICATION) })
const brandRef = z.object({ id: z.number(), name: z.string(), logo: z.string() })

export const inboxItem = z.object({ ...inquiryBase, buyer: buyerRef })

export const brandInbox = endpoint({
  name: 'brandInbox',
  group: 'inquiry',
  method: 'GET',
  path: '/newApi/api_v2/Inquiry/brandInbox',
  auth: 'brand',
  description: "The inquiries buyers sent to the caller's brand, newest first, with the unread state and the buyer's verification.",
  input: z.object({ page: page(), page_size: pageSize(10) }),
  output: z.extend(paged(inboxItem), { unread_count: z.number() }),
})

/** The buyer's inquiry with the brand's latest quote (one line per product), for the comparison. */
export const myInquiryItem = z.object({ ...inquiryBase, brand: brandRef, latest_quote: z.array(quoteLine) })

export const myInquiries = endpoint({
  name: 'myInquiries',
  group: 'inquiry',
  method: 'GET',
  path: '/newApi/api_v2/Inquiry/myInquiries',
  auth: 'user',
  description: "The caller's own inquiries, newest first, each with its state and the brand's latest quote lines.",
  input: z.object({ page: page(), page_size: pageSize(10) }),
  output: paged(myInquiryItem),
})

/** A buyer's sample request as both sides see it: what, where, and the brand's answer and tracking. */
export const sampleRequest = z.object({
  id: z.number(),
  state: z.enum(SAMPLE_STATES),
  /** The quote version it was asked on (its thread entry and number). */
  quote_entry_id: z.number(),
  version: z.number(),
  products: z.array(z.object({ product_id: z.number(), name: z.string() })),
  address: z.string(),
  decline_reason: z.string(),
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_note: z.string(),
  requested_at: z.string(),
  accepted_at: z.nullable(z.string()),
  declined_at: z.nullable(z.string()),
  sent_at: z.nullable(z.string()),
})

export const threadEntry = z.object({
  id: z.number(),
  side: z.enum(['buyer', 'brand']),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
  quotes: z.array(quoteLine),
  /** The quote's version (1, 2 …) when the entry carries a quote, else null. */
  version: z.nullable(z.number()),
  /** The buyer's counter-offer this entry carries: the version it answers and what it asks per line. */
  counter: z.nullable(
    z.object({
      quote_entry_id: z.number(),
      version: z.number(),
      lines: z.array(z.object({ product_id: z.number(), unit_price: z.nullable(z.number()), quantity: z.nullable(z.number()) })),
    }),
  ),
  /** The buyer's sample request this entry carries (the entry's body is the buyer's note), with its current state. */
  sample: z.nullable(sampleRequest),
})

export const inquiryThread = endpoint({
  name: 'inquiryThread',
  group: 'inquiry',
  method: 'GET',
  path: '/newApi/api_v2/Inquiry/inquiryThread',
  auth: 'user',
  // Opening the thread is reading it: the brand's first look turns `sent` into `read`.
  writes: true,
  description:
    "One inquiry and its thread, to its buyer or its brand only; marks it read for the caller. Each line carries the product's MOQ, currency, unit, shelf life and valid certificates (what a quote may claim and starts from).",
  input: z.object({ id: id() }),
  output: z.object({
    inquiry: z.object({
      ...inquiryBase,
      buyer: buyerRef,
      brand: brandRef,
      lines: z.array(
        z.object({
          product_id: z.number(),
          moq: z.number(),
          currency: z.string(),
          /** The product's unit code (kg, tonne, bag, carton…): the unit the buyer asked in. */
          unit: z.string(),
          /** The product's shelf life in days, from its specification, or null when it names none. */
          shelf_life_days: z.nullable(z.number()),
          certificates: z.array(z.string()),
        }),
      ),
    }),
    /** Which side the caller is on. */
    side: z.enum(['buyer', 'brand']),
    /** The buyer's decline or close, with its reason code and own words; null while undecided or accepted. */
    decision: z.nullable(
      z.object({ reason: z.nullable(z.enum([...DECLINE_REASONS, ...CLOSE_REASONS])), note: z.string(), at: z.nullable(z.string()) }),
    ),
    /** The order an accepted quote became. */
    order: z.nullable(z.object({ id: z.number(), number: z.string(), state: z.enum(ORDER_STATES) })),
    /** The thread entry of the latest quote: the version an accept or decline answers. */
    latest_quote_entry_id: z.nullable(z.number()),
    thread: z.array(threadEntry),
  }),
})

export const postInquiryQuote = endpoint({
  name: 'postInquiryQuote',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/postInquiryQuote',
  auth: 'brand',
  description:
    "The brand's quote on its inquiry: one line per product of the inquiry, in the shared quote fields, and an optional note; the buyer is notified. No monthly cap.",
  input: z.object({
    inquiry_id: id(),
    lines: z.array(z.extend(quoteFields, { product_id: id() })).check(z.minLength(1), z.maxLength(MAX_QUOTE_LINES)),
    note: z._default(text(2000), ''),
    /** A revised quote names the latest quote entry the brand saw; an older one is refused (409). */
    previous_entry_id: z.optional(id()),
  }),
  output: z.object({ entry_id: z.number(), state: z.enum(INQUIRY_STATES) }),
  invalidates: ['responsiveness'],
})

export const postInquiryMessage = endpoint({
  name: 'postInquiryMessage',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/postInquiryMessage',
  auth: 'user',
  description: 'A message in the inquiry thread, from its buyer or its brand; the other side is notified.',
  input: z.object({ inquiry_id: id(), body: requiredText(2000) }),
  output: z.object({ entry_id: z.number(), state: z.enum(INQUIRY_STATES) }),
  invalidates: ['responsiveness'],
})

export const closeInquiry = endpoint({
  name: 'closeInquiry',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/closeInquiry',
  auth: 'user',
  description:
    'The buyer closes one of their inquiries, with an optional reason and note; the thread takes no more quotes or messages and the brand is notified. An inquiry that became an order cannot be closed (409).',
  input: z.object({ inquiry_id: id(), reason: z.optional(z.enum(CLOSE_REASONS)), note: z._default(text(500), '') }),
  output: z.object({ state: z.enum(INQUIRY_STATES) }),
})

export const declineQuote = endpoint({
  name: 'declineQuote',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/declineQuote',
  auth: 'user',
  description:
    "The inquiry's buyer declines its latest quote (`quote_entry_id`) with a reason (price, MOQ, lead time, certificates, other: `note` required); the inquiry ends and the brand is notified. An older quote, or an inquiry already decided, is refused (409).",
  input: z.object({
    inquiry_id: id(),
    quote_entry_id: id(),
    reason: z.enum(DECLINE_REASONS),
    note: z._default(text(500), ''),
  }),
  output: z.object({ state: z.enum(INQUIRY_STATES) }),
  invalidates: ['responsiveness'],
})

export const counterQuote = endpoint({
  name: 'counterQuote',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/counterQuote',
  auth: 'user',
  description:
    "The inquiry's buyer counters its latest quote (`quote_entry_id`) with a unit price (cents of the quote's currency) and/or a quantity (in the quote's unit) per line, and an optional note; the brand is notified and answers with a revised quote (a new version). Another caller is refused (403); an older version, or an inquiry accepted, declined or closed, is refused (409).",
  input: z.object({
    inquiry_id: id(),
    quote_entry_id: id(),
    lines: z.array(z.object({ product_id: id(), ...counterTerms })).check(z.minLength(1), z.maxLength(MAX_QUOTE_LINES)),
    note: z._default(text(2000), ''),
  }),
  output: z.object({ entry_id: z.number(), state: z.enum(INQUIRY_STATES) }),
})

/** The public bands of a brand's responsiveness (Inquiry/brandResponsiveness). */
export const RESPONSIVENESS_BANDS = ['new', 'hour', 'day', 'days', 'slow'] as const

/** Fewer inquiries older than 24 hours than this, and a brand shows as new on the platform, without a rate. */
export const RESPONSIVENESS_MIN_INQUIRIES = 5

export const brandResponsiveness = endpoint({
  name: 'brandResponsiveness',
  group: 'inquiry',
  method: 'GET',
  path: '/newApi/api_v2/Inquiry/brandResponsiveness',
  auth: 'anonymous',
  description:
    "A brand's responsiveness over the last 90 days, counting only inquiries older than 24 hours, as a band anyone may see: new on the platform (fewer than 5 such inquiries), replies within an hour, within a day, within a few days, or slower. The exact counts and times are for the brand itself (its report) and for staff (the analyst reports): exact public figures would undo the pavilion report's minimum of 3 brands.",
  input: z.object({ brand_id: id() }),
  output: z.object({ band: z.enum(RESPONSIVENESS_BANDS) }),
  cacheTags: ['responsiveness'],
})

export const contactSupplier = endpoint({
  name: 'contactSupplier',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/contactSupplier',
  auth: 'user',
  description:
    "Writes to a brand without the cart: about one of its products (`product_id`), about the caller's own bulk request the brand made an offer on (`bulk_request_id`), or in general. The caller's open thread with that brand about the same thing is reused (the message is added to it); otherwise a new inquiry thread is opened. The brand is notified.",
  input: z.object({
    brand_id: id(),
    product_id: optionalId(),
    bulk_request_id: optionalId(),
    body: requiredText(2000),
  }),
  output: z.object({ inquiry_id: z.number(), created: z.boolean() }),
  invalidates: ['responsiveness'],
})

/** A delivery address: required, at least a street and a city's worth of characters. */
const sampleAddress = () => requiredText(SAMPLE_LIMITS.address).check(z.minLength(SAMPLE_LIMITS.addressMin))

export const requestSample = endpoint({
  name: 'requestSample',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/requestSample',
  auth: 'user',
  description:
    "The inquiry's buyer asks for a sample of its latest quote (`quote_entry_id`): of the quoted products named in `product_ids` (all of them when left out), sent to `address` (10 to 500 characters), with an optional note; the request shows in the thread and the brand is notified. Another caller is refused (403); an older quote version, an inquiry accepted, declined or closed, or a second request while one is still requested or accepted, is refused (409).",
  input: z.object({
    inquiry_id: id(),
    quote_entry_id: id(),
    product_ids: z.optional(z.array(id()).check(z.minLength(1), z.maxLength(MAX_QUOTE_LINES))),
    address: sampleAddress(),
    note: z._default(text(SAMPLE_LIMITS.note), ''),
  }),
  output: z.object({ entry_id: z.number(), sample: sampleRequest }),
})

export const advanceSample = endpoint({
  name: 'advanceSample',
  group: 'inquiry',
  method: 'POST',
  path: '/newApi/api_v2/Inquiry/advanceSample',
  auth: 'brand',
  description:
    "The inquiry's brand answers a sample request: accepts or declines a requested one (`reason`, optional, when declining), or marks an accepted one sent with its tracking (`carrier` and `tracking_number`, and/or `tracking_note`: at least a number or a note). Each step applies once, from the state it starts from; a step the request has moved past is refused (409), another brand's request is refused (403). The buyer is notified.",
  input: z.object({
    sample_id: id(),
    to: z.enum(['accepted', 'declined', 'sent']),
    reason: z._default(text(SAMPLE_LIMITS.reason), ''),
    carrier: z._default(text(SAMPLE_LIMITS.carrier), ''),
    /** Letters, digits, spaces and dashes (a courier's or a B/L number). */
    tracking_number: z._default(z.string().check(z.trim(), z.maxLength(SAMPLE_LIMITS.trackingNumber), z.regex(/^[A-Za-z0-9 -]*$/)), ''),
    tracking_note: z._default(text(SAMPLE_LIMITS.trackingNote), ''),
  }),
  output: sampleRequest,
})
