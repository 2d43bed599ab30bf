// Ours, not the spec's: the content editor (ADR 096). Editors only (role `editor`);
// anyone else logged in gets 403.
import * as z from 'zod/mini'
import { ARTICLE_CATEGORIES } from './catalogue-constants'
import { CREATABLE_KINDS, EDITOR_FIELD_LIMITS, EDITOR_REF_PATTERN, ITEM_KINDS, type EditorRef } from './content-constants'
import { endpoint, id, requiredText, text } from './define'

export const EDITOR_LANGS = ['en', 'zh'] as const
/** The key of a page's title and lead among its draft blocks: tracked and translated like any block. */
export const HEAD_KEY = '_head'

/** A page slug (`about`) or an item (`article-12`, `case-3`, `faq-7`, `banner-2`). */
export const editorRef = z.pipe(
  z.string().check(z.regex(EDITOR_REF_PATTERN)),
  z.transform((ref) => ref as EditorRef),
)

/** Where an image may come from: an upload of this site (common/upload answers `/uploads/…`) or the built-in artwork (`/media/…`). */
export const IMAGE_SRC_PATTERN = /^\/(?:uploads|media)\/[A-Za-z0-9._/-]{1,200}$/

/** The blocks of an article, case or banner besides its title and lead (ADR 102), checked on save. */
export const itemBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('markdown'), key: z.string(), markdown: requiredText(EDITOR_FIELD_LIMITS.markdown) }),
  z.object({
    type: z.literal('image'),
    key: z.string(),
    src: z.string().check(z.regex(IMAGE_SRC_PATTERN)),
    alt: requiredText(EDITOR_FIELD_LIMITS.alt),
  }),
])

/** How one language's draft of a block stands against the other language's. */
export const translationStatus = z.enum(['current', 'missing', 'outdated'])

const draft = z.object({
  /** The block's fields (without key and type), as stored. */
  data: z.record(z.string(), z.unknown()),
  revision: z.number(),
  /** The other language's revision this text was translated from (null: written as the source). */
  source_revision: z.nullable(z.number()),
  updated_at: z.string(),
})

const side = z.object({
  draft: z.nullable(draft),
  status: translationStatus,
  /** A Markdown block's draft as the page will show it (rendered and sanitised on the server). */
  html: z.optional(z.string()),
  /** What the sanitiser left out of that Markdown: elements (`<script>`), attributes (`onclick`), link schemes kept as plain text (`javascript:`). */
  removed: z.optional(z.object({ elements: z.array(z.string()), attributes: z.array(z.string()), links: z.array(z.string()) })),
})

const languageState = z.object({
  /** The version the page shows in this language (null: not published in it). */
  published_version: z.nullable(z.number()),
  missing: z.number(),
  outdated: z.number(),
})

/** A language of the page being edited: also whether its draft differs from the live version (null: not published). */
const editedLanguageState = z.extend(languageState, { draft_differs: z.nullable(z.boolean()) })

export const editorItems = endpoint({
  name: 'editorItems',
  group: 'editor',
  method: 'GET',
  path: '/newApi/api_v2/Editor/items',
  auth: 'user',
  description: 'Editors only: the information pages with, per language, the published version and how many blocks are missing or outdated.',
  input: z.object({}),
  output: z.object({
    pages: z.array(z.object({ slug: editorRef, title: z.string(), en: languageState, zh: languageState, updated_at: z.string() })),
    /** Articles, cases, FAQs and banners, newest first within each kind. */
    items: z.array(
      z.object({
        slug: editorRef,
        kind: z.enum(ITEM_KINDS),
        title: z.string(),
        en: languageState,
        zh: languageState,
        updated_at: z.string(),
      }),
    ),
  }),
})

export const editorPage = endpoint({
  name: 'editorPage',
  group: 'editor',
  method: 'GET',
  path: '/newApi/api_v2/Editor/page',
  auth: 'user',
  description:
    'Editors only: one page in both languages side by side: the draft of each block per language with its translation status (missing, or outdated when its source changed after it was translated), the published versions and the history.',
  input: z.object({ slug: editorRef }),
  output: z.object({
    slug: editorRef,
    kind: z.enum(['page', ...ITEM_KINDS]),
    /** The item's public page (an article's detail, /cases, /about for FAQs, the home page for banners). */
    public_path: z.string(),
    blocks: z.array(z.object({ key: z.string(), type: z.string(), sort: z.number(), en: side, zh: side })),
    en: editedLanguageState,
    zh: editedLanguageState,
    history: z.array(
      z.object({
        /** Internal: what a rollback names. */
        id: z.number(),
        /** The version's number within this page or item: #1 is its first publish, in either language. */
        number: z.number(),
        lang: z.enum(EDITOR_LANGS),
        title: z.string(),
        published_at: z.string(),
        published_by: z.nullable(z.string()),
        live: z.boolean(),
      }),
    ),
  }),
})

export const editorSaveBlock = endpoint({
  name: 'editorSaveBlock',
  group: 'editor',
  method: 'POST',
  path: '/newApi/api_v2/Editor/saveBlock',
  auth: 'user',
  description:
    'Editors only: saves one block of a page in one language (key `_head`: the title and lead). A block that was missing or outdated is saved as a translation of the other language as it stands; otherwise it becomes the source and the other language shows as outdated, unless `wording_only` says the meaning did not change.',
  input: z.object({
    slug: editorRef,
    lang: z.enum(EDITOR_LANGS),
    key: requiredText(60),
    type: requiredText(40),
    data: z.record(z.string(), z.unknown()),
    wording_only: z._default(z.boolean(), false),
  }),
  output: z.object({ key: z.string(), lang: z.enum(EDITOR_LANGS), revision: z.number() }),
})

/** At most this many blocks in one save (a page has fewer; an item has three). */
export const EDITOR_SAVE_MAX_BLOCKS = 60

export const editorSave = endpoint({
  name: 'editorSave',
  group: 'editor',
  method: 'POST',
  path: '/newApi/api_v2/Editor/save',
  auth: 'user',
  description:
    "Editors only: saves every changed block of one page in one language at once, all or nothing (the editor's one Save per page and language). Each block names the draft revision its text was written over (`base_revision`, 0 for a block with no draft in that language yet): if any block was saved since, the whole save is refused with 409 naming that block, and nothing is stored. Each block is then saved as `saveBlock` saves one: a missing or outdated block as a translation, a current one as the new source unless `wording_only`.",
  input: z.object({
    slug: editorRef,
    lang: z.enum(EDITOR_LANGS),
    blocks: z
      .array(
        z.object({
          key: requiredText(60),
          type: requiredText(40),
          base_revision: z.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)),
          data: z.record(z.string(), z.unknown()),
          wording_only: z._default(z.boolean(), false),
        }),
      )
      .check(z.minLength(1), z.maxLength(EDITOR_SAVE_MAX_BLOCKS)),
  }),
  output: z.object({
    slug: editorRef,
    lang: z.enum(EDITOR_LANGS),
    blocks: z.array(z.object({ key: z.string(), revision: z.number() })),
  }),
})

export const editorPublish = endpoint({
  name: 'editorPublish',
  group: 'editor',
  method: 'POST',
  path: '/newApi/api_v2/Editor/publish',
  auth: 'user',
  description:
    "Editors only: publishes one language of a page (a new version from its draft; refused while a block lacks that language), unpublishes it, or rolls it back to an earlier version of that language, which also becomes that language's draft. The cached public pages are dropped before the answer.",
  input: z.object({
    slug: editorRef,
    lang: z.enum(EDITOR_LANGS),
    action: z.enum(['publish', 'unpublish', 'rollback']),
    version_id: z.optional(id()),
  }),
  output: z.object({ slug: editorRef, lang: z.enum(EDITOR_LANGS), published_version: z.nullable(z.number()) }),
  invalidates: ['content', 'articles', 'cases', 'faqs', 'banners'],
})

export const editorCreate = endpoint({
  name: 'editorCreate',
  group: 'editor',
  method: 'POST',
  path: '/newApi/api_v2/Editor/create',
  auth: 'user',
  description:
    'Editors only: a new article, success case or FAQ with its title in one language. It shows nowhere until a language is published.',
  input: z.object({
    kind: z.enum(CREATABLE_KINDS),
    lang: z.enum(EDITOR_LANGS),
    title: requiredText(200),
    /** Articles: the column's category. */
    category: z.optional(z.enum(ARTICLE_CATEGORIES)),
    /** Articles: the byline. */
    author: z.optional(text(80)),
    /** Cases: the brand whose story it is. */
    brand_id: z.optional(id()),
    /** FAQs: ticket (the ticket form's help) or general. */
    topic: z.optional(z.enum(['ticket', 'general'])),
  }),
  output: z.object({ slug: editorRef }),
})

export const editorArrange = endpoint({
  name: 'editorArrange',
  group: 'editor',
  method: 'POST',
  path: '/newApi/api_v2/Editor/arrange',
  auth: 'user',
  description:
    "Editors only: the order of a page's blocks (both languages), as the list of their keys; a block left out of the list is removed in both languages. Published versions are untouched until the next publish.",
  input: z.object({ slug: editorRef, order: z.array(requiredText(60)).check(z.maxLength(60)) }),
  output: z.object({ slug: editorRef, blocks: z.number() }),
})
