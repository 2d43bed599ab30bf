// Contract entries of the `order` group (ours): a quote ends in a decision. The buyer accepts the
// latest quote of an inquiry, which becomes a purchase order with its own number; the order
// moves placed → confirmed → shipped → received, each step by its side, from the version the
// caller saw. No payment is taken: the order records the terms.
import * as z from 'zod/mini'
import { endpoint, id, page, pageSize, paged, text } from './define'
import { ORDER_STATES, PAYMENT_TERMS } from './order-constants'

const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const orderLine = z.object({
  product_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  /** The unit code the price is per (kg, tonne, carton…). */
  unit: z.string(),
  /** Cents of the order's currency per unit. */
  unit_price: z.number(),
  lead_time_days: z.number(),
})

export const orderItem = z.object({
  id: z.number(),
  number: z.string(),
  inquiry_id: z.number(),
  state: z.enum(ORDER_STATES),
  version: z.number(),
  /** Which side of the order the caller is on. */
  side: z.enum(['buyer', 'brand']),
  brand: z.object({ id: z.number(), name: z.string() }),
  buyer: z.object({ company: z.string(), contact_name: z.string() }),
  currency: z.string(),
  /** Cents of `currency`. */
  total: z.number(),
  incoterm: z.string(),
  port: z.string(),
  payment_terms: z.enum(PAYMENT_TERMS),
  delivery_date: z.nullable(z.string()),
  valid_until: z.string(),
  lines: z.array(orderLine),
  shipping_note: z.string(),
  created_at: z.string(),
  confirmed_at: z.nullable(z.string()),
  shipped_at: z.nullable(z.string()),
  received_at: z.nullable(z.string()),
})

export const acceptQuote = endpoint({
  name: 'acceptQuote',
  group: 'order',
  method: 'POST',
  path: '/newApi/api_v2/Order/acceptQuote',
  auth: 'user',
  description:
    "The inquiry's buyer accepts its latest quote (`quote_entry_id`, the thread entry that carries it): a purchase order with its own number is placed with the quote's lines and terms and the buyer's payment terms; the brand is notified. An older quote, or an inquiry already decided or closed, is refused (409); two accepts make one order.",
  input: z.object({
    inquiry_id: id(),
    quote_entry_id: id(),
    payment_terms: z.enum(PAYMENT_TERMS),
    /** The delivery date the buyer asks for (YYYY-MM-DD, not in the past); optional. */
    delivery_date: z.optional(isoDate()),
  }),
  output: z.object({ order_id: z.number(), number: z.string() }),
  invalidates: ['responsiveness'],
})

export const orderList = endpoint({
  name: 'orderList',
  group: 'order',
  method: 'GET',
  path: '/newApi/api_v2/Order/orderList',
  auth: 'user',
  description:
    "The caller's orders, newest first: as the buyer (`as=buyer`, the default) or for the caller's brand (`as=brand`, brand accounts only).",
  input: z.object({ as: z._default(z.enum(['buyer', 'brand']), 'buyer'), page: page(), page_size: pageSize(10) }),
  output: paged(orderItem),
})

export const orderDetail = endpoint({
  name: 'orderDetail',
  group: 'order',
  method: 'GET',
  path: '/newApi/api_v2/Order/orderDetail',
  auth: 'user',
  description: 'One order, to its buyer or its brand only (the printable purchase order).',
  input: z.object({ id: id() }),
  output: orderItem,
})

export const advanceOrder = endpoint({
  name: 'advanceOrder',
  group: 'order',
  method: 'POST',
  path: '/newApi/api_v2/Order/advanceOrder',
  auth: 'user',
  description:
    'Moves an order one step: the brand confirms a placed order and ships a confirmed one (with an optional shipping note), the buyer marks a shipped order received. `version` is the version the caller saw; an older one, or a step out of order, is refused (409). The other side is notified.',
  input: z.object({
    order_id: id(),
    to: z.enum(['confirmed', 'shipped', 'received']),
    version: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
    shipping_note: z._default(text(500), ''),
  }),
  output: orderItem,
})

export const awardBulkOffer = endpoint({
  name: 'awardBulkOffer',
  group: 'order',
  method: 'POST',
  path: '/newApi/api_v2/Order/awardBulkOffer',
  auth: 'user',
  description:
    "The owner of a bulk request awards one supplier's offer (`offer_version`, the version they saw): it becomes a purchase order with the request's quantity, or the quantity of the buyer's counter this version answers (raised to the offer's MOQ), the offer's unit, price and terms and the buyer's payment terms; every other offer is declined and each supplier is notified. Another buyer is refused (403); a changed offer, or a request already awarded, is refused (409); two awards make one order.",
  input: z.object({
    bulk_request_id: id(),
    offer_id: id(),
    offer_version: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
    payment_terms: z.enum(PAYMENT_TERMS),
    /** The delivery date the buyer asks for (YYYY-MM-DD, not in the past); optional. */
    delivery_date: z.optional(isoDate()),
  }),
  output: z.object({ order_id: z.number(), number: z.string(), inquiry_id: z.number() }),
})
