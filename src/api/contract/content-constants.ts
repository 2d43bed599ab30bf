// Plain constants of the content contract (no zod): pages import them without the schemas.

/** The information pages whose text lives in the content tables. */
export const CONTENT_SLUGS = [
  'about',
  'aboutTD',
  'newAbout',
  'introduction',
  'solution',
  'trial-sales',
  'consignment',
  'packing',
  'certification',
  'grower',
  'partnership',
  'b2b',
  'pricing',
] as const
export type ContentSlug = (typeof CONTENT_SLUGS)[number]
