/**
 * The content editor (ADR 096): the information pages' drafts in both languages, their
 * translation status, and publishing each language on its own, with history and rollback. Editors
 * only (role `editor`). The drafts are content_blocks rows (the title and lead under HEAD_KEY);
 * a publish copies one language's drafts into a content_versions snapshot and points the page at it.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { CONTENT_SLUGS, contentBlock } from '../../api/contract/content'
import { EDITOR_FIELD_LIMITS, ITEM_BLOCKS, ITEM_KINDS, parseEditorRef, type ItemKind } from '../../api/contract/content-constants'
import { requiredText, text } from '../../api/contract/define'
import {
  editorArrange,
  editorCreate,
  editorItems,
  editorPage,
  editorPublish,
  editorSave,
  editorSaveBlock,
  HEAD_KEY,
  itemBlock,
} from '../../api/contract/editor'
import type { Session } from '../auth/session.server'
import type { Db } from '../db/client.server'
import { brands, contentBlocks, contentPages, contentVersions, users } from '../db/schema'
import { ApiError, ConflictError, ForbiddenError, handle, type BoundHandler, type Lan } from '../http/handler'
import { blockName, fieldName } from './field-names'
import { createItem, projectVersion, publicPath } from './items.server'
import { renderMarkdownReport } from './markdown.server'
import { afterSave, statusOf, type Draft } from './translation'

type Lang = 'en' | 'zh'
const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en')
const LANGUAGE_NAME = { en: { en: 'English', cn: '英文' }, zh: { en: 'Chinese', cn: '中文' } } as const

export function requireEditor(session: Session): void {
  if (session.role !== 'editor') {
    throw new ForbiddenError({ en: 'Only content editors may edit and publish pages', cn: '只有内容编辑可以编辑和发布页面' })
  }
}

/** The title and lead of a page in one language (the head block's data). */
export const headData = z.object({ title: requiredText(EDITOR_FIELD_LIMITS.title), lead: text(EDITOR_FIELD_LIMITS.lead) })

type BlockRow = typeof contentBlocks.$inferSelect
type Words = { en: string; cn: string }

const noPage = (slug: string) => new ApiError({ en: `Field slug: no page ${slug}`, cn: `字段 slug：没有页面 ${slug}` })

/** The fixed blocks of an item kind (none for a page). */
const templateOf = (kind: string) => (kind === 'page' ? [] : ITEM_BLOCKS[kind as ItemKind])

/**
 * The page's draft rows, by key, in display order (the head first). An item's fixed blocks that
 * neither language has yet are listed too, without drafts (missing in both).
 */
async function draftsOf(db: Db, slug: string, kind = 'page') {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.pageSlug, slug))
    .orderBy(asc(contentBlocks.sort), asc(contentBlocks.id))
  const byKey = new Map<string, { key: string; type: string; sort: number; en?: BlockRow; zh?: BlockRow }>()
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { key: row.key, type: row.type, sort: row.key === HEAD_KEY ? -1 : row.sort }
    entry[row.lang as Lang] = row
    byKey.set(row.key, entry)
  }
  templateOf(kind).forEach((b, sort) => {
    if (!byKey.has(b.key)) byKey.set(b.key, { key: b.key, type: b.type, sort })
  })
  return [...byKey.values()].toSorted((a, b) => a.sort - b.sort)
}

const asDraft = (row: BlockRow | undefined): Draft | undefined => row && { revision: row.revision, sourceRevision: row.sourceRevision }

function languageState(drafts: Awaited<ReturnType<typeof draftsOf>>, lang: Lang, published: number | null) {
  let missing = 0
  let outdated = 0
  for (const d of drafts) {
    const status = !d.en && !d.zh ? 'missing' : statusOf(asDraft(d[lang]), asDraft(d[other(lang)]))
    if (status === 'missing') missing += 1
    if (status === 'outdated') outdated += 1
  }
  return { published_version: published, missing, outdated }
}

/**
 * The first problem of a block's data, naming the field in words in both languages (the answer
 * picks the caller's): "Lead: at most 1000 characters", "标题：不能为空".
 */
export function fieldError(error: z.core.$ZodError, block?: Words): ApiError {
  const issue = error.issues[0]
  const field = fieldName(issue?.path ?? [])
  // In a save of several blocks, the field's block is named too: "Lead (Title and lead): required".
  const name = block ? { en: `${field.en} (${block.en})`, cn: `${field.cn}（${block.cn}）` } : field
  if (issue?.code === 'too_big' && typeof issue.maximum === 'number') {
    return new ApiError({
      en: `${name.en}: at most ${issue.maximum} characters`,
      cn: `${name.cn}：最多 ${issue.maximum} 个字符`,
    })
  }
  if (issue?.code === 'too_small') return new ApiError({ en: `${name.en}: required`, cn: `${name.cn}：不能为空` })
  return new ApiError({ en: `${name.en}: not in a form this block takes`, cn: `${name.cn}：格式不符合该区块的要求` })
}

/** One language of a block, for the editor: its draft and how it stands against the other language. */
const side = (mine: BlockRow | undefined, theirs: BlockRow | undefined) => ({
  status: !mine && !theirs ? ('missing' as const) : statusOf(asDraft(mine), asDraft(theirs)),
  // A Markdown block as the public page renders it: sanitised HTML from the server's one renderer.
  // What the sanitiser left out is named too, so the editor knows what readers will not see.
  ...(mine?.type === 'markdown' ? renderMarkdownReport(String((mine.data as { markdown?: unknown }).markdown ?? '')) : {}),
  draft: mine
    ? {
        data: mine.data as Record<string, unknown>,
        revision: mine.revision,
        source_revision: mine.sourceRevision,
        updated_at: mine.updatedAt.toISOString(),
      }
    : null,
})

/** A page or item row, its kind and item id parsed; refused naming the field when unknown. */
async function pageRow(db: Db, slug: string, lock = false) {
  const query = db.select().from(contentPages).where(eq(contentPages.slug, slug))
  const [page] = lock ? await query.for('update') : await query
  if (!page) throw noPage(slug)
  return page
}

/** Each language's title (the editor's first) of a set of pages, from their head drafts. */
function titleIn(heads: Array<{ pageSlug: string; lang: string; data: unknown }>, slug: string, lan: string): string {
  const mine = heads.filter((h) => h.pageSlug === slug)
  const first = mine.find((h) => h.lang === (lan === 'cn' ? 'zh' : 'en'))
  const second = mine.find((h) => h.lang !== (lan === 'cn' ? 'zh' : 'en'))
  const title = (row: typeof first) => String((row?.data as { title?: string } | undefined)?.title ?? '')
  return title(first) || title(second) || slug
}

const kindOrder = (kind: string) => ITEM_KINDS.indexOf(kind as ItemKind)

/** JSON with every object's keys sorted: two block data compare equal whatever order the database kept. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .toSorted()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

type PublishedText = { title: string; lead: string; blocks: unknown }
type VersionBlock = { key: string; type: string; data: unknown }

/** A version's text as draft blocks of its language: the head first, then its blocks. */
const versionBlocks = (version: PublishedText): Array<VersionBlock> => [
  { key: HEAD_KEY, type: 'head', data: { title: version.title, lead: version.lead } },
  ...(Array.isArray(version.blocks) ? (version.blocks as Array<VersionBlock>) : []),
]

/**
 * True when one language's drafts are not what its live version shows: a block changed, added or
 * removed since (the next publish would change the page).
 */
function draftDiffers(drafts: Awaited<ReturnType<typeof draftsOf>>, lang: Lang, live: PublishedText): boolean {
  const shown = new Map(versionBlocks(live).map((b) => [b.key, b]))
  const written = drafts.filter((d) => d[lang])
  if (written.length !== shown.size) return true
  return written.some((d) => {
    const block = shown.get(d.key)
    return !block || block.type !== d[lang]!.type || stable(block.data) !== stable(d[lang]!.data)
  })
}

/**
 * A restore writes the restored version into the language's drafts, so the draft is what the page
 * shows again and the next publish cannot bring back the text that was rolled back. A block that
 * changes is saved as any edit is (the other language then shows it outdated); an unchanged one
 * keeps its revision. Blocks added after that version stay in the draft (the status then says
 * the draft differs from the live version).
 */
async function restoreDrafts(tx: Db, slug: string, lang: Lang, version: PublishedText, now: Date): Promise<void> {
  const rows = await tx.select().from(contentBlocks).where(eq(contentBlocks.pageSlug, slug))
  let last = rows.reduce((max, row) => Math.max(max, row.sort), 0)
  for (const block of versionBlocks(version)) {
    const mine = rows.find((r) => r.key === block.key && r.lang === lang)
    const theirs = rows.find((r) => r.key === block.key && r.lang === other(lang))
    if (mine && mine.type === block.type && stable(mine.data) === stable(block.data)) continue
    const next = afterSave(asDraft(mine), asDraft(theirs), false)
    const data = block.data as Record<string, unknown>
    if (mine) {
      await tx
        .update(contentBlocks)
        .set({ data, type: block.type, revision: next.revision, sourceRevision: next.sourceRevision, updatedAt: now })
        .where(eq(contentBlocks.id, mine.id))
    } else {
      await tx.insert(contentBlocks).values({
        pageSlug: slug,
        lang,
        key: block.key,
        sort: block.key === HEAD_KEY ? -1 : (theirs?.sort ?? (last += 1)),
        type: block.type,
        data,
        revision: next.revision,
        sourceRevision: next.sourceRevision,
        updatedAt: now,
      })
    }
    if (theirs && next.otherSourceRevision !== undefined) {
      await tx.update(contentBlocks).set({ sourceRevision: next.otherSourceRevision }).where(eq(contentBlocks.id, theirs.id))
    }
  }
}

/** A block of a save named in words, by its heading in the caller's language first (as the editor labels it). */
function nameOf(rows: ReadonlyArray<BlockRow>, block: { key: string; type: string }, lan: Lan): Words {
  const order: Array<Lang> = lan === 'cn' ? ['zh', 'en'] : ['en', 'zh']
  const heading = order
    .map((lang) => (rows.find((r) => r.key === block.key && r.lang === lang)?.data as { heading?: unknown } | undefined)?.heading)
    .find((h): h is string => typeof h === 'string' && h !== '')
  return blockName({ key: block.key, type: block.type, heading })
}

/**
 * A block's data checked against its type's schema (the head: title and lead; an item's fixed
 * blocks: Markdown or an image with its alt text; a page's blocks: the public page's block
 * schemas), refused naming the field in words (and the block, when a save holds several).
 */
function checkedData(kind: string, input: { key: string; type: string; data: Record<string, unknown> }, block?: Words) {
  if (input.key === HEAD_KEY || input.type === 'head') {
    if (input.key !== HEAD_KEY || input.type !== 'head') throw new ApiError({ en: 'Field type: not valid here', cn: '字段 type：内容无效' })
    const parsed = headData.safeParse(input.data)
    if (!parsed.success) throw fieldError(parsed.error, block)
    return parsed.data as Record<string, unknown>
  }
  if (kind !== 'page') {
    if (!templateOf(kind).some((b) => b.key === input.key && b.type === input.type))
      throw new ApiError({ en: `Field key: a ${kind} has no block ${input.key}`, cn: `字段 key：该内容没有区块 ${input.key}` })
    const parsed = itemBlock.safeParse({ ...input.data, key: input.key, type: input.type })
    if (!parsed.success) throw fieldError(parsed.error, block)
    const { key: _key, type: _type, ...rest } = parsed.data
    return rest as Record<string, unknown>
  }
  const parsed = contentBlock.safeParse({ ...input.data, key: input.key, type: input.type })
  if (!parsed.success) throw fieldError(parsed.error, block)
  const { key: _key, type: _type, ...rest } = parsed.data
  return rest as Record<string, unknown>
}

type SaveTarget = { slug: string; kind: string; lang: Lang; rows: Array<BlockRow>; now: Date }

/**
 * Writes one block's checked data as the language's draft, with its translation marks (a missing
 * or outdated block is saved as a translation; a current one becomes the source unless wording
 * only). `rows` are the page's drafts as read under the page's lock; they are kept up to date
 * here, so several blocks of one save see each other's new places. Answers the new revision.
 */
async function writeBlock(
  tx: Db,
  target: SaveTarget,
  input: { key: string; type: string; data: Record<string, unknown>; wording_only: boolean },
): Promise<number> {
  const { slug, kind, lang, rows, now } = target
  const mine = rows.find((r) => r.key === input.key && r.lang === lang)
  const theirs = rows.find((r) => r.key === input.key && r.lang === other(lang))
  if (theirs && theirs.type !== input.type) {
    throw new ApiError({
      en: `Field type: this block is a ${theirs.type} block in the other language`,
      cn: `字段 type：该区块在另一语言中是 ${theirs.type} 类型`,
    })
  }
  const next = afterSave(asDraft(mine), asDraft(theirs), input.wording_only)
  if (mine) {
    const [row] = await tx
      .update(contentBlocks)
      .set({ data: input.data, type: input.type, revision: next.revision, sourceRevision: next.sourceRevision, updatedAt: now })
      .where(eq(contentBlocks.id, mine.id))
      .returning()
    rows[rows.indexOf(mine)] = row!
  } else {
    // A translation takes its block's place; a new block goes last (an item's fixed block: its place in the kind).
    const fixed = templateOf(kind).findIndex((b) => b.key === input.key)
    const last = rows.length ? Math.max(...rows.map((r) => r.sort)) : 0
    const sort = input.key === HEAD_KEY ? -1 : (theirs?.sort ?? (fixed >= 0 ? fixed : last + 1))
    const [row] = await tx
      .insert(contentBlocks)
      .values({
        pageSlug: slug,
        lang,
        key: input.key,
        sort,
        type: input.type,
        data: input.data,
        revision: next.revision,
        sourceRevision: next.sourceRevision,
        updatedAt: now,
      })
      .returning()
    rows.push(row!)
  }
  if (theirs && next.otherSourceRevision !== undefined) {
    const [row] = await tx
      .update(contentBlocks)
      .set({ sourceRevision: next.otherSourceRevision })
      .where(eq(contentBlocks.id, theirs.id))
      .returning()
    rows[rows.indexOf(theirs)] = row!
  }
  return next.revision
}

export const handlers: Array<BoundHandler> = [
  handle(editorItems, async (_input, { db, lan, session }) => {
    requireEditor(session)
    const [pages, rows] = await Promise.all([
      db.select().from(contentPages),
      db
        .select({
          pageSlug: contentBlocks.pageSlug,
          key: contentBlocks.key,
          lang: contentBlocks.lang,
          revision: contentBlocks.revision,
          sourceRevision: contentBlocks.sourceRevision,
          // Only the head's data is read (the titles); bodies stay in the database.
          data: sql<unknown>`case when ${contentBlocks.key} = ${HEAD_KEY} then ${contentBlocks.data} end`,
        })
        .from(contentBlocks),
    ])
    const bySlug = new Map<string, Array<(typeof rows)[number]>>()
    for (const row of rows) bySlug.set(row.pageSlug, [...(bySlug.get(row.pageSlug) ?? []), row])
    const heads = rows.filter((r) => r.key === HEAD_KEY)
    const summary = (page: (typeof pages)[number]) => {
      const drafts = new Map<string, { key: string; type: string; sort: number; en?: BlockRow; zh?: BlockRow }>()
      for (const row of bySlug.get(page.slug) ?? []) {
        const entry = drafts.get(row.key) ?? { key: row.key, type: '', sort: 0 }
        entry[row.lang as Lang] = row as BlockRow
        drafts.set(row.key, entry)
      }
      for (const b of templateOf(page.kind)) if (!drafts.has(b.key)) drafts.set(b.key, { key: b.key, type: b.type, sort: 0 })
      const list = [...drafts.values()]
      return {
        slug: page.slug,
        title: titleIn(heads, page.slug, lan),
        en: languageState(list, 'en', page.versionEn),
        zh: languageState(list, 'zh', page.versionZh),
        updated_at: page.updatedAt.toISOString(),
      }
    }
    return {
      pages: CONTENT_SLUGS.flatMap((slug) => {
        const page = pages.find((p) => p.slug === slug)
        return page ? [summary(page)] : []
      }),
      items: pages
        .filter((p) => p.kind !== 'page')
        .toSorted((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || (b.itemId ?? 0) - (a.itemId ?? 0))
        .map((p) => ({ ...summary(p), kind: p.kind as ItemKind })),
    }
  }),

  handle(editorPage, async (input, { db, session }) => {
    requireEditor(session)
    const page = await pageRow(db, input.slug)
    const liveIds = [page.versionEn, page.versionZh].filter((id): id is number => id !== null)
    const [drafts, versions, live] = await Promise.all([
      draftsOf(db, input.slug, page.kind),
      db
        .select({
          id: contentVersions.id,
          // The version's number within this page or item (#1 its first publish), counted over all of
          // its versions before the list is cut: the ids are the site's, not the editor's.
          number: sql<number>`(row_number() over (order by ${contentVersions.id}))::int`,
          lang: contentVersions.lang,
          title: contentVersions.title,
          publishedAt: contentVersions.publishedAt,
          by: users.name,
        })
        .from(contentVersions)
        .leftJoin(users, eq(users.id, contentVersions.publishedBy))
        .where(eq(contentVersions.pageSlug, input.slug))
        .orderBy(desc(contentVersions.id))
        .limit(100),
      liveIds.length
        ? db
            .select({ id: contentVersions.id, title: contentVersions.title, lead: contentVersions.lead, blocks: contentVersions.blocks })
            .from(contentVersions)
            .where(inArray(contentVersions.id, liveIds))
        : Promise.resolve([]),
    ])
    /** A language's state, and whether its draft differs from what the page shows (unpublished: null). */
    const stateOf = (lang: Lang) => {
      const liveId = lang === 'zh' ? page.versionZh : page.versionEn
      const shown = live.find((v) => v.id === liveId)
      return { ...languageState(drafts, lang, liveId), draft_differs: shown ? draftDiffers(drafts, lang, shown) : null }
    }
    return {
      slug: input.slug,
      kind: page.kind as 'page' | ItemKind,
      public_path: publicPath(page.kind as 'page' | ItemKind, page.slug, page.itemId),
      blocks: drafts.map((d) => ({ key: d.key, type: d.type, sort: d.sort, en: side(d.en, d.zh), zh: side(d.zh, d.en) })),
      en: stateOf('en'),
      zh: stateOf('zh'),
      history: versions.map((v) => ({
        id: v.id,
        number: Number(v.number),
        lang: v.lang as Lang,
        title: v.title,
        published_at: v.publishedAt.toISOString(),
        published_by: v.by,
        live: v.id === (v.lang === 'zh' ? page.versionZh : page.versionEn),
      })),
    }
  }),

  handle(editorSaveBlock, async (input, { db, session, now }) => {
    requireEditor(session)
    const { kind } = parseEditorRef(input.slug)
    const data = checkedData(kind, input)
    return db.transaction(async (tx) => {
      await pageRow(tx as unknown as Db, input.slug, true)
      const rows = await tx.select().from(contentBlocks).where(eq(contentBlocks.pageSlug, input.slug))
      const revision = await writeBlock(tx as unknown as Db, { slug: input.slug, kind, lang: input.lang, rows, now }, { ...input, data })
      await tx.update(contentPages).set({ updatedAt: now }).where(eq(contentPages.slug, input.slug))
      return { key: input.key, lang: input.lang, revision }
    })
  }),

  handle(editorSave, async (input, { db, lan, session, now }) => {
    requireEditor(session)
    const { kind } = parseEditorRef(input.slug)
    const twice = input.blocks.find((b, i) => input.blocks.findIndex((o) => o.key === b.key) !== i)
    if (twice) throw new ApiError({ en: 'Field blocks: a block is listed twice', cn: '字段 blocks：有区块重复列出' })
    return db.transaction(async (tx) => {
      await pageRow(tx as unknown as Db, input.slug, true)
      const rows = await tx.select().from(contentBlocks).where(eq(contentBlocks.pageSlug, input.slug))
      const language = LANGUAGE_NAME[input.lang]
      // All or nothing: every block is checked before the first is written, under the page's lock,
      // so a refusal leaves every draft as it was.
      for (const block of input.blocks) {
        const mine = rows.find((r) => r.key === block.key && r.lang === input.lang)
        if ((mine?.revision ?? 0) !== block.base_revision) {
          const name = nameOf(rows, block, lan)
          throw new ConflictError({
            en: `Nothing was saved: “${name.en}” in ${language.en} was saved by someone else after you opened this page. Reload the page to see that text (yours stays in this browser), then save again.`,
            cn: `未保存任何内容：您打开此页面后，“${name.cn}”的${language.cn}内容已被他人保存。请刷新页面查看（您输入的内容仍保留在本浏览器中），然后再保存。`,
          })
        }
      }
      const checked = input.blocks.map((block) => ({ ...block, data: checkedData(kind, block, nameOf(rows, block, lan)) }))
      const saved: Array<{ key: string; revision: number }> = []
      for (const block of checked) {
        const revision = await writeBlock(tx as unknown as Db, { slug: input.slug, kind, lang: input.lang, rows, now }, block)
        saved.push({ key: block.key, revision })
      }
      await tx.update(contentPages).set({ updatedAt: now }).where(eq(contentPages.slug, input.slug))
      return { slug: input.slug, lang: input.lang, blocks: saved }
    })
  }),

  handle(editorPublish, async (input, { db, session, now }) => {
    requireEditor(session)
    const lang = input.lang
    const name = LANGUAGE_NAME[lang]
    return db.transaction(async (tx) => {
      const page = await pageRow(tx as unknown as Db, input.slug, true)
      const column = lang === 'zh' ? 'versionZh' : 'versionEn'
      let versionId: number | null
      let shown: { title: string; lead: string; blocks: unknown } | undefined
      if (input.action === 'unpublish') {
        versionId = null
      } else if (input.action === 'rollback') {
        const [version] = input.version_id
          ? await tx
              .select()
              .from(contentVersions)
              .where(
                and(eq(contentVersions.id, input.version_id), eq(contentVersions.pageSlug, input.slug), eq(contentVersions.lang, lang)),
              )
          : []
        if (!version) {
          throw new ApiError({
            en: `Field version_id: no ${name.en} version of this page with that id`,
            cn: `字段 version_id：此页面没有该${name.cn}版本`,
          })
        }
        versionId = version.id
        shown = version
        await restoreDrafts(tx as unknown as Db, input.slug, lang, version, now)
      } else {
        const drafts = await draftsOf(tx as unknown as Db, input.slug, page.kind)
        const lacking = drafts.filter((d) => !d[lang])
        if (lacking.length > 0) {
          // Each block in words (its role, or its type and heading in the other language), never its key.
          const names = lacking.map((d) => {
            const heading = (d[other(lang)]?.data as { heading?: unknown } | undefined)?.heading
            return blockName({ key: d.key, type: d.type, heading: typeof heading === 'string' ? heading : undefined })
          })
          throw new ApiError({
            en: `${name.en} cannot be published: ${lacking.length} block${lacking.length === 1 ? ' has' : 's have'} no ${name.en} text yet (${names.map((n) => n.en).join(', ')})`,
            cn: `${name.cn}版无法发布：有 ${lacking.length} 个区块还没有${name.cn}内容（${names.map((n) => n.cn).join('、')}）`,
          })
        }
        const head = headData.safeParse(drafts.find((d) => d.key === HEAD_KEY)?.[lang]?.data)
        if (!head.success) {
          throw new ApiError({ en: `Title: the ${name.en} title is required`, cn: `标题：${name.cn}标题不能为空` })
        }
        shown = {
          title: head.data.title,
          lead: head.data.lead,
          blocks: drafts.filter((d) => d.key !== HEAD_KEY).map((d) => ({ key: d.key, type: d[lang]!.type, data: d[lang]!.data })),
        }
        const [version] = await tx
          .insert(contentVersions)
          .values({ pageSlug: input.slug, lang, ...shown, publishedBy: session.userId, publishedAt: now })
          .returning({ id: contentVersions.id })
        versionId = version!.id
      }
      await tx
        .update(contentPages)
        .set({ [column]: versionId, updatedAt: now })
        .where(eq(contentPages.slug, input.slug))
      // An item's own row is what the public reads: it takes the text the language now shows.
      if (shown && page.kind !== 'page' && page.itemId !== null) {
        const firstPublish = input.action === 'publish' && page.versionEn === null && page.versionZh === null
        await projectVersion(tx as unknown as Db, page.kind as ItemKind, page.itemId, lang, shown, now, firstPublish)
      }
      return { slug: input.slug, lang, published_version: versionId }
    })
  }),

  handle(editorCreate, async (input, { db, session, now }) => {
    requireEditor(session)
    if (input.kind === 'case') {
      const [brand] = input.brand_id ? await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id)) : []
      if (!brand) throw new ApiError({ en: 'Field brand_id: choose the brand of this case', cn: '字段 brand_id：请选择该案例的品牌' })
    }
    return db.transaction(async (tx) => {
      const id = await createItem(tx as unknown as Db, input, now)
      const slug = `${input.kind}-${id}`
      // The title in the language it was written in; the other language shows every block missing.
      await tx.insert(contentBlocks).values({
        pageSlug: slug,
        lang: input.lang,
        key: HEAD_KEY,
        sort: -1,
        type: 'head',
        data: { title: input.title, lead: '' },
        updatedAt: now,
      })
      return { slug }
    })
  }),

  handle(editorArrange, async (input, { db, session, now }) => {
    requireEditor(session)
    if (parseEditorRef(input.slug).kind !== 'page') {
      throw new ApiError({
        en: 'Field slug: an article, case, FAQ or banner has fixed blocks',
        cn: '字段 slug：文章、案例、问答和横幅的区块是固定的',
      })
    }
    return db.transaction(async (tx) => {
      await pageRow(tx as unknown as Db, input.slug, true)
      const keys = new Set(
        (
          await tx
            .select({ key: contentBlocks.key })
            .from(contentBlocks)
            .where(and(eq(contentBlocks.pageSlug, input.slug), sql`${contentBlocks.key} <> ${HEAD_KEY}`))
        ).map((r) => r.key),
      )
      const unknown = input.order.find((key) => !keys.has(key))
      if (unknown !== undefined || new Set(input.order).size !== input.order.length) {
        throw new ApiError({
          en: `Field order: ${unknown === undefined ? 'a block is listed twice' : `no block ${unknown} on this page`}`,
          cn: `字段 order：${unknown === undefined ? '有区块重复列出' : `此页面没有区块 ${unknown}`}`,
        })
      }
      // Left out: removed in both languages, so no translation mark is left behind.
      await tx
        .delete(contentBlocks)
        .where(
          and(
            eq(contentBlocks.pageSlug, input.slug),
            sql`${contentBlocks.key} <> ${HEAD_KEY}`,
            input.order.length ? notInArray(contentBlocks.key, input.order) : undefined,
          ),
        )
      for (const [sort, key] of input.order.entries()) {
        await tx
          .update(contentBlocks)
          .set({ sort })
          .where(and(eq(contentBlocks.pageSlug, input.slug), eq(contentBlocks.key, key)))
      }
      await tx.update(contentPages).set({ updatedAt: now }).where(eq(contentPages.slug, input.slug))
      return { slug: input.slug, blocks: input.order.length }
    })
  }),
]
