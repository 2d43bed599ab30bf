/**
 * Articles, cases, FAQs and banners in the editor (ADR 102): each item is a content_pages
 * row `<kind>-<id>` (kind, item_id) with the pages' drafts, versions and pointers, so it is edited,
 * translated, published per language, kept in history and rolled back the one way pages are. The
 * item's own table stays what the public reads: publishing or rolling back a language writes that
 * version's text into the item's columns of the language, and a language without a published
 * version is filtered out of every public read by `liveIn` (src/server/db/content-live.server.ts).
 */
import { eq, inArray, notInArray } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { ITEM_BLOCKS, ITEM_KINDS, type ItemKind } from '../../api/contract/content-constants'
import { HEAD_KEY } from '../../api/contract/editor'
import type { Db } from '../db/client.server'
import { articles, banners, cases, contentBlocks, contentPages, contentVersions, faqs } from '../db/schema'

type Lang = 'en' | 'zh'
type Texts = { title: string; lead: string; blocks: Record<string, Record<string, unknown>> }

export const itemRef = (kind: ItemKind, id: number) => `${kind}-${id}`

/** The public page that shows an item. */
export function publicPath(kind: 'page' | ItemKind, slug: string, id: number | null): string {
  if (kind === 'article') return `/column/detail?id=${id}`
  if (kind === 'case') return '/cases'
  if (kind === 'faq') return '/about'
  if (kind === 'banner') return '/'
  return `/${slug}`
}

/** Each kind's texts per language as its table holds them (the drafts and version 1 of an import). */
async function textsOf(db: Db, kind: ItemKind, ids?: ReadonlyArray<number>): Promise<Array<{ id: number; en: Texts; zh: Texts }>> {
  const only = <C extends AnyPgColumn>(column: C) => (ids ? inArray(column, [...ids]) : undefined)
  if (kind === 'article') {
    const rows = await db.select().from(articles).where(only(articles.id))
    return rows.map((r) => ({
      id: r.id,
      en: { title: r.titleEn, lead: r.summaryEn, blocks: { body: { markdown: r.bodyEn }, cover: { src: r.cover, alt: r.titleEn } } },
      zh: { title: r.titleZh, lead: r.summaryZh, blocks: { body: { markdown: r.bodyZh }, cover: { src: r.cover, alt: r.titleZh } } },
    }))
  }
  if (kind === 'case') {
    const rows = await db.select().from(cases).where(only(cases.id))
    return rows.map((r) => ({
      id: r.id,
      en: { title: r.titleEn, lead: r.resultEn, blocks: { body: { markdown: r.bodyEn } } },
      zh: { title: r.titleZh, lead: r.resultZh, blocks: { body: { markdown: r.bodyZh } } },
    }))
  }
  if (kind === 'faq') {
    const rows = await db.select().from(faqs).where(only(faqs.id))
    return rows.map((r) => ({
      id: r.id,
      en: { title: r.questionEn, lead: r.answerEn, blocks: {} },
      zh: { title: r.questionZh, lead: r.answerZh, blocks: {} },
    }))
  }
  const rows = await db.select().from(banners).where(only(banners.id))
  return rows.map((r) => ({
    id: r.id,
    en: { title: r.titleEn, lead: '', blocks: { image: { src: r.image, alt: r.titleEn } } },
    zh: { title: r.titleZh, lead: '', blocks: { image: { src: r.image, alt: r.titleZh } } },
  }))
}

/**
 * Gives every article, case, FAQ and banner the editor does not know yet its content_pages row,
 * drafts (the Chinese a current translation of the English) and version 1 of both languages,
 * published. Idempotent; runs with the seed and at every start (seedMissingContent).
 */
export async function importItems(db: Db, now: Date): Promise<number> {
  let imported = 0
  for (const kind of ITEM_KINDS) {
    const known = (await db.select({ id: contentPages.itemId }).from(contentPages).where(eq(contentPages.kind, kind)))
      .map((r) => r.id)
      .filter((id): id is number => id !== null)
    const table = { article: articles, case: cases, faq: faqs, banner: banners }[kind]
    const fresh = (
      await db
        .select({ id: table.id })
        .from(table)
        .where(known.length ? notInArray(table.id, known) : undefined)
    ).map((r) => r.id)
    if (fresh.length === 0) continue
    const items = await textsOf(db, kind, fresh)
    await db.insert(contentPages).values(items.map((item) => ({ slug: itemRef(kind, item.id), kind, itemId: item.id, updatedAt: now })))
    const drafts = items.flatMap((item) =>
      (['en', 'zh'] as const).flatMap((lang) => {
        const texts = item[lang]
        const common = { pageSlug: itemRef(kind, item.id), lang, sourceRevision: lang === 'zh' ? 1 : null, updatedAt: now }
        return [
          { ...common, key: HEAD_KEY, sort: -1, type: 'head', data: { title: texts.title, lead: texts.lead } },
          ...ITEM_BLOCKS[kind].map((b, sort) => ({ ...common, key: b.key, sort, type: b.type, data: texts.blocks[b.key] ?? {} })),
        ]
      }),
    )
    for (let i = 0; i < drafts.length; i += 500) await db.insert(contentBlocks).values(drafts.slice(i, i + 500))
    const versions = await db
      .insert(contentVersions)
      .values(
        items.flatMap((item) =>
          (['en', 'zh'] as const).map((lang) => ({
            pageSlug: itemRef(kind, item.id),
            lang,
            title: item[lang].title,
            lead: item[lang].lead,
            blocks: ITEM_BLOCKS[kind].map((b) => ({ key: b.key, type: b.type, data: item[lang].blocks[b.key] ?? {} })),
            publishedAt: now,
          })),
        ),
      )
      .returning({ id: contentVersions.id, slug: contentVersions.pageSlug, lang: contentVersions.lang })
    for (const item of items) {
      const slug = itemRef(kind, item.id)
      const id = (lang: Lang) => versions.find((v) => v.slug === slug && v.lang === lang)!.id
      await db
        .update(contentPages)
        .set({ versionEn: id('en'), versionZh: id('zh') })
        .where(eq(contentPages.slug, slug))
    }
    imported += items.length
  }
  return imported
}

/** A published version's texts: its title, lead, and blocks by key. */
type Version = { title: string; lead: string; blocks: unknown }

const blockData = (version: Version, key: string): Record<string, unknown> => {
  const blocks = Array.isArray(version.blocks) ? (version.blocks as Array<{ key: string; data: Record<string, unknown> }>) : []
  return blocks.find((b) => b.key === key)?.data ?? {}
}
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Writes a version of one language into the item's own columns (what the public pages read).
 * `firstPublish`: the item had no published language before, so it is dated now.
 */
export async function projectVersion(
  db: Db,
  kind: ItemKind,
  id: number,
  lang: Lang,
  version: Version,
  now: Date,
  firstPublish: boolean,
): Promise<void> {
  const zh = lang === 'zh'
  if (kind === 'article') {
    const cover = str(blockData(version, 'cover').src)
    const alt = str(blockData(version, 'cover').alt)
    await db
      .update(articles)
      .set({
        ...(zh
          ? { titleZh: version.title, summaryZh: version.lead, bodyZh: str(blockData(version, 'body').markdown) }
          : { titleEn: version.title, summaryEn: version.lead, bodyEn: str(blockData(version, 'body').markdown) }),
        ...(cover ? { cover, ...(zh ? { coverAltZh: alt } : { coverAltEn: alt }) } : {}),
        ...(firstPublish ? { publishedAt: now } : {}),
      })
      .where(eq(articles.id, id))
  } else if (kind === 'case') {
    const body = str(blockData(version, 'body').markdown)
    await db
      .update(cases)
      .set(
        zh
          ? { titleZh: version.title, resultZh: version.lead, bodyZh: body }
          : { titleEn: version.title, resultEn: version.lead, bodyEn: body },
      )
      .where(eq(cases.id, id))
  } else if (kind === 'faq') {
    await db
      .update(faqs)
      .set(zh ? { questionZh: version.title, answerZh: version.lead } : { questionEn: version.title, answerEn: version.lead })
      .where(eq(faqs.id, id))
  } else {
    const image = str(blockData(version, 'image').src)
    await db
      .update(banners)
      .set({ ...(zh ? { titleZh: version.title } : { titleEn: version.title }), ...(image ? { image } : {}) })
      .where(eq(banners.id, id))
  }
}

/** A new article, case or FAQ: its row (empty texts, shown nowhere) and its content_pages row. */
export async function createItem(
  db: Db,
  input: { kind: 'article' | 'case' | 'faq'; category?: string; author?: string; brand_id?: number; topic?: string },
  now: Date,
): Promise<number> {
  const empty = { titleEn: '', titleZh: '' }
  let id: number
  if (input.kind === 'article') {
    const [row] = await db
      .insert(articles)
      .values({
        ...empty,
        category: input.category ?? 'news',
        summaryEn: '',
        summaryZh: '',
        bodyEn: '',
        bodyZh: '',
        cover: '/media/article/1.svg',
        author: input.author ?? '',
        publishedAt: now,
      })
      .returning({ id: articles.id })
    id = row!.id
  } else if (input.kind === 'case') {
    const [row] = await db
      .insert(cases)
      .values({ ...empty, brandId: input.brand_id!, bodyEn: '', bodyZh: '', resultEn: '', resultZh: '', year: now.getUTCFullYear() })
      .returning({ id: cases.id })
    id = row!.id
  } else {
    const [row] = await db
      .insert(faqs)
      .values({ topic: input.topic ?? 'general', questionEn: '', questionZh: '', answerEn: '', answerZh: '', sort: 1000 })
      .returning({ id: faqs.id })
    id = row!.id
  }
  await db.insert(contentPages).values({ slug: itemRef(input.kind, id), kind: input.kind, itemId: id, updatedAt: now })
  return id
}
