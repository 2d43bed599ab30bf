// Contract entries of the `offer` group (ours, ADR 099): suppliers answer the bulk
// requests that match their categories and origins with an offer in the shared quote fields
// (./quote.ts); the buyer compares the offers on their own requests.
import * as z from 'zod/mini'
import { endpoint, id, page, pageSize, paged } from './define'
import { bulkRequestItem } from './bulk'
import { quoteFields } from './quote'
import { BULK_OFFER_STATES } from './order-constants'

/** An offer as the API answers it: the shared quote fields, and when it was made and last changed. */
export const bulkOffer = z.extend(quoteFields, {
  id: z.number(),
  /** open, awarded (it became an order) or declined (the buyer awarded another offer). */
  status: z.enum(BULK_OFFER_STATES),
  /** Bumped by each change: an award names the version the buyer saw. */
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
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
    "The caller's brand's offer on a matching bulk request, in the shared quote fields: one per brand and request, replaced on each post until the deadline. The buyer is notified.",
  input: z.extend(quoteFields, { bulk_request_id: id() }),
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
