// Contract entries of the `offer` group (ours, ADR 099): suppliers answer the bulk
// requests that match their categories and origins with an offer in the shared quote fields
// (./quote.ts); the buyer compares the offers on their own requests.
import * as z from 'zod/mini'
import { endpoint, id, page, pageSize, paged, text } from './define'
import { bulkRequestItem } from './bulk'
import { counterTerms, quoteFields } from './quote'
import { BULK_COUNTER_STATES, BULK_OFFER_STATES } from './order-constants'

const version = () => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))

/** An earlier version of an offer: its terms as they stood before the supplier changed them. */
export const bulkOfferVersion = z.extend(quoteFields, { version: z.number(), made_at: z.string() })

/** The buyer's counter to one version of an offer, and how the supplier answered it. */
export const bulkOfferCounter = z.object({
  id: z.number(),
  /** The offer version it answers. */
  version: z.number(),
  /** Cents of the offer's currency, or null when only the quantity was countered. */
  unit_price: z.nullable(z.number()),
  /** In the offer's unit, or null when only the price was countered. */
  quantity: z.nullable(z.number()),
  note: z.string(),
  /** open (waiting for the supplier), revised (answered with the next version) or declined (the supplier kept its offer). */
  status: z.enum(BULK_COUNTER_STATES),
  /** The supplier's words when it declined. */
  answer_note: z.string(),
  created_at: z.string(),
  answered_at: z.nullable(z.string()),
})

/** An offer as the API answers it: the shared quote fields, when it was made and last changed, its earlier versions and the buyer's counters. */
export const bulkOffer = z.extend(quoteFields, {
  id: z.number(),
  /** open, awarded (it became an order) or declined (the buyer awarded another offer). */
  status: z.enum(BULK_OFFER_STATES),
  /** Bumped by each change: an award, a counter and a revision name the version they answer. */
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The versions before this one, oldest first (empty for an offer never changed). */
  versions: z.array(bulkOfferVersion),
  /** The buyer's counters, oldest first; at most one is open. */
  counters: z.array(bulkOfferCounter),
})

/** A matching request in the brand's inbox: unread until the brand opens it, with the brand's own offer. */
export const bulkInboxItem = z.extend(bulkRequestItem, {
  unread: z.boolean(),
  my_offer: z.nullable(bulkOffer),
})

export const bulkInbox = endpoint({
  name: 'bulkInbox',
  group: 'offer',
  method: 'GET',
  path: '/newApi/api_v2/Offer/bulkInbox',
  auth: 'brand',
  description:
    "Open bulk requests that match the caller's brand (a product of its in the request's category or a child of it, from the requested origin when one is asked), newest first, with the unread state and the brand's own offer.",
  input: z.object({ page: page(), page_size: pageSize(10) }),
  output: z.extend(paged(bulkInboxItem), { unread_count: z.number() }),
})

export const bulkRequestForBrand = endpoint({
  name: 'bulkRequestForBrand',
  group: 'offer',
  method: 'GET',
  path: '/newApi/api_v2/Offer/bulkRequest',
  auth: 'brand',
  // Opening the request is reading it: it leaves the brand's unread count.
  writes: true,
  description:
    "One matching bulk request for the caller's brand, with its attachments, the brand's own offer (never another brand's) and the certificates the brand's products hold today (what an offer may claim); marks it read.",
  input: z.object({ id: id() }),
  output: z.object({
    request: bulkInboxItem,
    attachments: z.array(z.object({ id: z.number(), filename: z.string(), url: z.string() })),
    certificates: z.array(z.string()),
    /** The shelf life (days) of the brand's product matching the request, or null: where the offer form starts. */
    shelf_life_days: z.nullable(z.number()),
    /** Whether the offer may still be made or changed (request open, deadline not passed). */
    editable: z.boolean(),
  }),
})

export const postBulkOffer = endpoint({
  name: 'postBulkOffer',
  group: 'offer',
  method: 'POST',
  path: '/newApi/api_v2/Offer/postBulkOffer',
  auth: 'brand',
  description:
    "The caller's brand's offer on a matching bulk request, in the shared quote fields: one per brand and request, replaced on each post until the deadline (each change is a new version; the earlier ones are kept). A revision names `previous_version`, the version the supplier revised: a change made since is refused (409). It answers the buyer's open counter. The buyer is notified.",
  input: z.extend(quoteFields, {
    bulk_request_id: id(),
    /** The version this post revises (the offer as the supplier saw it); omitted for a first offer. */
    previous_version: z.optional(version()),
  }),
  output: z.object({ offer: bulkOffer, created: z.boolean() }),
})

/** The buyer's request with every offer on it, for the side-by-side comparison. */
export const myBulkRequestItem = z.extend(bulkRequestItem, {
  /** The order the awarded offer became (ADR 115), or null while nothing is awarded. */
  order: z.nullable(z.object({ number: z.string(), inquiry_id: z.number() })),
  offers: z.array(z.extend(bulkOffer, { brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }) })),
})

export const myBulkRequests = endpoint({
  name: 'myBulkRequests',
  group: 'offer',
  method: 'GET',
  path: '/newApi/api_v2/Offer/myBulkRequests',
  auth: 'user',
  description: "The caller's own bulk requests, newest first, each with the suppliers' offers in the order they came.",
  input: z.object({ page: page(), page_size: pageSize(10) }),
  output: paged(myBulkRequestItem),
})

export const counterBulkOffer = endpoint({
  name: 'counterBulkOffer',
  group: 'offer',
  method: 'POST',
  path: '/newApi/api_v2/Offer/counterBulkOffer',
  auth: 'user',
  description:
    "The bulk request's buyer counters one supplier's offer (`offer_version`, the version they saw) with a unit price (cents of the offer's currency) and/or a quantity (in the offer's unit) and an optional note; the supplier is notified and answers with a revised offer or declines. Another caller is refused (403); a changed offer, a counter still open on the offer, or a request awarded, closed or past its deadline is refused (409).",
  input: z.object({
    bulk_request_id: id(),
    offer_id: id(),
    offer_version: version(),
    ...counterTerms,
    note: z._default(text(2000), ''),
  }),
  output: z.object({ counter: bulkOfferCounter }),
})

export const declineBulkCounter = endpoint({
  name: 'declineBulkCounter',
  group: 'offer',
  method: 'POST',
  path: '/newApi/api_v2/Offer/declineBulkCounter',
  auth: 'brand',
  description:
    "The offer's supplier declines the buyer's open counter and keeps its offer as it stands, with an optional note; the buyer is notified and may still award the offer or counter again. Another brand is refused (403); a counter already answered is refused (409).",
  input: z.object({ counter_id: id(), note: z._default(text(1000), '') }),
  output: z.object({ counter: bulkOfferCounter }),
})
