// Ours, not the spec's: the information pages as typed blocks per language (ADR 092).
import * as z from 'zod/mini'
import { CERTIFICATE_TYPES } from './catalogue-constants'
import { CONTENT_SLUGS, EDITOR_FIELD_LIMITS, type EditorFieldName } from './content-constants'
import { endpoint, id } from './define'
import { countryRef } from './home'

export { CONTENT_SLUGS, type ContentSlug } from './content-constants'

/** The live figures a `figures` block may show, computed from the platform's data on each request. */
export const FIGURE_METRICS = ['brands', 'countries', 'products', 'certified_products', 'meetings', 'last_event_deals'] as const

/** Where a call to action may lead: pages of the site, never a typed URL. */
export const CTA_TARGETS = [
  '/login/registerHome',
  '/buyer',
  '/newBrand',
  '/addInquiry',
  '/product',
  '/halal',
  '/exhibitionList',
  '/nationalPavilion',
  '/large/procurement',
  '/pricing',
  '/cases',
  '/certification',
  '/solution',
  '/tool',
  '/column',
] as const

const str = z.string()
/** A text field of a block, at most as long as the editor lets it be (EDITOR_FIELD_LIMITS). */
const field = (name: EditorFieldName) => z.string().check(z.maxLength(EDITOR_FIELD_LIMITS[name]))
const item = z.object({ title: field('title'), body: field('body') })

/** One block of a page, by type. Stored as { key, type, data } per language; `key` pairs a block with its translation. */
export const contentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prose'), key: str, heading: z.optional(field('heading')), paragraphs: z.array(field('paragraphs')) }),
  z.object({ type: z.literal('steps'), key: str, heading: field('heading'), items: z.array(item) }),
  z.object({ type: z.literal('cards'), key: str, heading: field('heading'), items: z.array(item) }),
  z.object({
    type: z.literal('table'),
    key: str,
    heading: field('heading'),
    caption: z.optional(field('caption')),
    columns: z.array(field('columns')),
    rows: z.array(z.object({ label: field('label'), cells: z.array(field('cells')) })),
    /** The column index (of `columns`, 0-based) to mark as recommended. */
    highlight: z.optional(z.number()),
  }),
  z.object({
    type: z.literal('faq'),
    key: str,
    heading: field('heading'),
    items: z.array(z.object({ question: field('question'), answer: field('answer') })),
  }),
  z.object({ type: z.literal('figures'), key: str, heading: field('heading'), metrics: z.array(z.enum(FIGURE_METRICS)) }),
  z.object({
    type: z.literal('certificates'),
    key: str,
    heading: field('heading'),
    items: z.array(
      z.object({
        code: z.enum(CERTIFICATE_TYPES),
        name: field('name'),
        issuer: field('issuer'),
        scope: field('scope'),
        expiry: field('expiry'),
      }),
    ),
  }),
  z.object({ type: z.literal('certified_by_country'), key: str, heading: field('heading'), note: field('note') }),
  z.object({
    type: z.literal('cta'),
    key: str,
    heading: field('heading'),
    body: field('body'),
    actions: z.array(z.object({ label: field('label'), to: z.enum(CTA_TARGETS) })),
    contact: z.optional(z.object({ email: field('email'), phone: field('phone'), hours: field('hours') })),
  }),
])
export type ContentBlock = z.infer<typeof contentBlock>

/** The live data a page's blocks ask for (null when the page has no such block). */
const liveFigures = z.object({
  brands: z.number(),
  countries: z.number(),
  products: z.number(),
  certified_products: z.number(),
  meetings: z.number(),
  last_event_deals: z.nullable(z.object({ activity_id: z.number(), title: str, deals: z.number(), total_usd: z.number() })),
})

const certifiedLive = z.object({
  by_type: z.array(z.object({ type: z.enum(CERTIFICATE_TYPES), products: z.number(), issuers: z.array(str) })),
  by_country: z.array(z.object({ country: countryRef, products: z.number(), types: z.array(z.enum(CERTIFICATE_TYPES)) })),
  /** The day "valid today" was judged on (YYYY-MM-DD, UTC). */
  as_of: str,
})

export const contentPage = endpoint({
  name: 'contentPage',
  group: 'content',
  method: 'GET',
  path: '/newApi/api_v2/content/page',
  auth: 'anonymous',
  description:
    'An information page in the request language: its published title, lead and blocks, with the live figures and certificate data its blocks show. A page not published in that language answers published: false and the languages it has.',
  input: z.object({ slug: z.enum(CONTENT_SLUGS) }),
  output: z.object({
    slug: z.enum(CONTENT_SLUGS),
    published: z.boolean(),
    /** The languages the page is published in (en, zh). */
    languages: z.array(z.enum(['en', 'zh'])),
    title: str,
    lead: str,
    published_at: z.nullable(str),
    blocks: z.array(contentBlock),
    figures: z.nullable(liveFigures),
    certified: z.nullable(certifiedLive),
  }),
  cacheTags: ['content', 'brands', 'products', 'countries', 'activities'],
})

export const articleLanguages = endpoint({
  name: 'articleLanguages',
  group: 'content',
  method: 'GET',
  path: '/newApi/api_v2/content/articleLanguages',
  auth: 'anonymous',
  description:
    'The languages an article is published in (en, zh; none for an unknown or unpublished article): a request for an article in a language it lacks offers the other, as the information pages do.',
  input: z.object({ id: id() }),
  output: z.object({ id: z.number(), languages: z.array(z.enum(['en', 'zh'])) }),
  cacheTags: ['content'],
})
