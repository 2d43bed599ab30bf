// Contract entries of the `bulk` controller group (see ./define.ts): bulk procurement requests.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, optionalId, page, pageSize, paged, requiredText, text } from './define'
import { BULK_MAX_ATTACHMENTS, INCOTERMS } from './catalogue-constants'
import { phone } from './opb-goods'

/** Units a bulk request may be stated in. */
export const BULK_UNITS = [
  'kg',
  'tonne',
  'carton',
  'case',
  'bag',
  'box',
  'drum',
  'bottle',
  'piece',
  'pallet',
  'container',
  'litre',
] as const

/** How far ahead a bulk request's deadline may lie. */
export const BULK_MAX_DEADLINE_DAYS = 365

/** A bulk request as lists show it (the open list, a matching supplier's inbox). */
export const bulkRequestItem = z.object({
  id: z.number(),
  /** The buyer's company; null on the public list (as is the target price): only the suppliers a request fits see them. */
  company: z.nullable(z.string()),
  product_name: z.string(),
  category: z.nullable(z.object({ id: z.number(), name: z.string() })),
  quantity: z.number(),
  unit: z.string(),
  unit_name: z.string(),
  /** Cents of `currency`, or null when the buyer gave none. */
  target_price: z.nullable(z.number()),
  currency: z.string(),
  destination: z.object({ code: z.string(), name: z.string() }),
  deadline: z.string(),
  note: z.string(),
  spec: z.string(),
  incoterm: z.nullable(z.string()),
  /** The origin asked for, or null for any. */
  origin: z.nullable(z.object({ code: z.string(), name: z.string() })),
  attachment_count: z.number(),
  status: z.string(),
  created_at: z.string(),
})

export const bulkList = endpoint({
  name: 'bulkList',
  group: 'bulk',
  method: 'GET',
  path: '/newApi/Bulk/BulkList',
  auth: 'anonymous',
  description:
    "Open bulk procurement requests (deadline not passed), filtered by category, destination, origin, quantity, deadline and keyword (product, note, category), newest first. The buyer's company and target price are not shown here: the suppliers a request fits see them in their offers inbox.",
  input: z.object({
    page: page(),
    page_size: pageSize(),
    /** A top-level category includes its children. */
    category_id: optionalId(),
    country_code: z.optional(countryCode()),
    /** Requests that ask for this origin. */
    origin_code: z.optional(countryCode()),
    /** Requests for at least this quantity (in their own unit). */
    min_quantity: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
    /** Requests whose deadline is on or before this day. */
    deadline_before: z.optional(z.iso.date()),
    keyword: z.optional(text(100)),
  }),
  output: paged(bulkRequestItem),
  cacheTags: ['bulk', 'categories', 'countries'],
})

export const formPostBefore = endpoint({
  name: 'formPostBefore',
  group: 'bulk',
  method: 'GET',
  path: '/newApi/Bulk/formPostBefore',
  auth: 'anonymous',
  description: "The bulk request form's options: two-level categories, units, countries and the deadline window.",
  input: z.object({}),
  output: z.object({
    categories: z.array(z.object({ id: z.number(), name: z.string(), children: z.array(z.object({ id: z.number(), name: z.string() })) })),
    units: z.array(z.object({ value: z.string(), name: z.string() })),
    countries: z.array(z.object({ code: z.string(), name: z.string(), dial_code: z.string() })),
    /** The deadline may lie from today (the server's UTC date) up to this many days ahead. */
    max_deadline_days: z.number(),
    currency: z.string(),
  }),
  cacheTags: ['categories', 'countries'],
})

export const formPost = endpoint({
  name: 'formPost',
  group: 'bulk',
  method: 'POST',
  path: '/newApi/Bulk/formPost',
  auth: 'optional',
  description:
    "Creates a bulk procurement request. Logged in, the request is the caller's and may carry their own common/upload files (attachment_ids).",
  input: z.object({
    company: requiredText(200),
    contact_name: requiredText(100),
    contact_phone: phone(),
    email: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(254),
        z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)),
      ),
    ),
    product_name: requiredText(200),
    /** Grade, size, packing. */
    spec: z._default(text(1000), ''),
    category_id: id(),
    quantity: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
    unit: z.enum(BULK_UNITS),
    /** Cents (USD). */
    target_price: z.optional(z.nullable(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)))),
    destination_country: countryCode(),
    origin_country: z.optional(countryCode()),
    incoterm: z.optional(z.enum(INCOTERMS)),
    deadline: z.iso.date(),
    note: z._default(text(2000), ''),
    /** Ids of the caller's own uploads (at most BULK_MAX_ATTACHMENTS). */
    attachment_ids: z._default(z.array(id()).check(z.maxLength(BULK_MAX_ATTACHMENTS)), []),
  }),
  output: z.object({ id: z.number() }),
  invalidates: ['bulk'],
})
