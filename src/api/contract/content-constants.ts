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

/** What else the editor edits (ADR 102): each item is a content_pages row `<kind>-<id>` with the pages' drafts and versions. */
export const ITEM_KINDS = ['article', 'case', 'faq', 'banner'] as const
export type ItemKind = (typeof ITEM_KINDS)[number]
/** The kinds an editor may create (banners are positions of the site: edited, not added). */
export const CREATABLE_KINDS = ['article', 'case', 'faq'] as const

/**
 * The blocks each item kind has besides its title and lead (`_head`), fixed per kind: an article's
 * body and cover, a case's story, a banner's image. A FAQ is its question (title) and answer (lead).
 */
export const ITEM_BLOCKS: Record<ItemKind, ReadonlyArray<{ key: string; type: 'markdown' | 'image' }>> = {
  article: [
    { key: 'body', type: 'markdown' },
    { key: 'cover', type: 'image' },
  ],
  case: [{ key: 'body', type: 'markdown' }],
  faq: [],
  banner: [{ key: 'image', type: 'image' }],
}

/** The empty data of an item block type: what a block lacking in both languages starts from. */
export const EMPTY_ITEM_DATA = { markdown: { markdown: '' }, image: { src: '', alt: '' } } as const

/** What the editor edits: a page slug, or `<kind>-<id>` of an item. */
export type EditorRef = ContentSlug | `${ItemKind}-${number}`
export const EDITOR_REF_PATTERN = new RegExp(`^(?:${CONTENT_SLUGS.join('|')}|(?:${ITEM_KINDS.join('|')})-[1-9][0-9]{0,9})$`)

/** The kind and id of an editor ref (a page: kind `page`, id null). */
export function parseEditorRef(ref: string): { kind: 'page' | ItemKind; id: number | null } {
  const match = /^(article|case|faq|banner)-([0-9]+)$/.exec(ref)
  return match ? { kind: match[1] as ItemKind, id: Number(match[2]) } : { kind: 'page', id: null }
}

/**
 * The longest text each field of a page's or item's blocks takes, by the field's name (the last
 * name in its path: `items.2.title` is a `title`). The contract's schemas check them on save
 * (content.ts, editor.ts); the editor stops each field there (maxlength) and counts towards it.
 */
export const EDITOR_FIELD_LIMITS = {
  title: 200,
  lead: 1000,
  markdown: 20_000,
  alt: 200,
  heading: 200,
  paragraphs: 4000,
  body: 2000,
  question: 300,
  answer: 4000,
  label: 120,
  caption: 300,
  columns: 120,
  cells: 300,
  note: 1000,
  name: 200,
  issuer: 200,
  scope: 1000,
  expiry: 100,
  email: 200,
  phone: 60,
  hours: 200,
} as const
export type EditorFieldName = keyof typeof EDITOR_FIELD_LIMITS
