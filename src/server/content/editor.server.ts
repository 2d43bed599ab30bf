/**
 * The content editor (issue 31, ADR 096): the information pages' drafts in both languages, their
 * translation status, and publishing each language on its own, with history and rollback. Editors
 * only (role `editor`). The drafts are content_blocks rows (the title and lead under HEAD_KEY);
 * a publish copies one language's drafts into a content_versions snapshot and points the page at it.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import { CONTENT_SLUGS, contentBlock, type ContentSlug } from '../../api/contract/content'
import { requiredText, text } from '../../api/contract/define'
import { editorItems, editorPage, editorPublish, editorSaveBlock, HEAD_KEY } from '../../api/contract/editor'
import type { Session } from '../auth/session.server'
import type { Db } from '../db/client.server'
import { contentBlocks, contentPages, contentVersions, users } from '../db/schema'
import { ApiError, ForbiddenError, handle, type BoundHandler } from '../http/handler'
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
export const headData = z.object({ title: requiredText(200), lead: text(1000) })

type BlockRow = typeof contentBlocks.$inferSelect

/** The page's draft rows, by key, in display order (the head first). */
async function draftsOf(db: Db, slug: ContentSlug) {
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
  return [...byKey.values()].toSorted((a, b) => a.sort - b.sort)
}

const asDraft = (row: BlockRow | undefined): Draft | undefined => row && { revision: row.revision, sourceRevision: row.sourceRevision }

function languageState(drafts: Awaited<ReturnType<typeof draftsOf>>, lang: Lang, published: number | null) {
  let missing = 0
  let outdated = 0
  for (const d of drafts) {
    const status = statusOf(asDraft(d[lang]), asDraft(d[other(lang)]))
    if (status === 'missing') missing += 1
    if (status === 'outdated') outdated += 1
  }
  return { published_version: published, missing, outdated }
}

/** Names the field of the first problem of a block's data, in both languages (the answer picks the caller's). */
function fieldError(error: z.core.$ZodError): ApiError {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || 'data'
  return new ApiError({
    en: `Field ${field}: ${issue?.code === 'too_small' ? 'required' : 'not valid here'}`,
    cn: `字段 ${field}：${issue?.code === 'too_small' ? '不能为空' : '内容无效'}`,
  })
}

/** One language of a block, for the editor: its draft and how it stands against the other language. */
const side = (mine: BlockRow | undefined, theirs: BlockRow | undefined) => ({
  draft: mine
    ? {
        data: mine.data as Record<string, unknown>,
        revision: mine.revision,
        source_revision: mine.sourceRevision,
        updated_at: mine.updatedAt.toISOString(),
      }
    : null,
  status: statusOf(asDraft(mine), asDraft(theirs)),
})

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
          data: contentBlocks.data,
        })
        .from(contentBlocks),
    ])
    return {
      pages: CONTENT_SLUGS.flatMap((slug) => {
        const page = pages.find((p) => p.slug === slug)
        if (!page) return []
        const drafts = new Map<string, { en?: BlockRow; zh?: BlockRow }>()
        for (const row of rows.filter((r) => r.pageSlug === slug)) {
          const entry = drafts.get(row.key) ?? {}
          entry[row.lang as Lang] = row as BlockRow
          drafts.set(row.key, entry)
        }
        const list = [...drafts.entries()].map(([key, d]) => ({ key, type: '', sort: 0, ...d }))
        const head = drafts.get(HEAD_KEY)
        // The page's title in the editor's language (the other language's while it has none).
        const [first, second] = lan === 'cn' ? [head?.zh, head?.en] : [head?.en, head?.zh]
        const title = String(((first ?? second)?.data as { title?: string } | undefined)?.title ?? slug)
        return [
          {
            slug,
            title,
            en: languageState(list, 'en', page.versionEn),
            zh: languageState(list, 'zh', page.versionZh),
            updated_at: page.updatedAt.toISOString(),
          },
        ]
      }),
    }
  }),

  handle(editorPage, async (input, { db, session }) => {
    requireEditor(session)
    const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, input.slug))
    if (!page) throw new ApiError({ en: `Field slug: no page ${input.slug}`, cn: `字段 slug：没有页面 ${input.slug}` })
    const [drafts, versions] = await Promise.all([
      draftsOf(db, input.slug),
      db
        .select({
          id: contentVersions.id,
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
    ])
    return {
      slug: input.slug,
      blocks: drafts.map((d) => ({ key: d.key, type: d.type, sort: d.sort, en: side(d.en, d.zh), zh: side(d.zh, d.en) })),
      en: languageState(drafts, 'en', page.versionEn),
      zh: languageState(drafts, 'zh', page.versionZh),
      history: versions.map((v) => ({
        id: v.id,
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
    // The data is checked against the block type's schema (the head: title and lead).
    let data: Record<string, unknown>
    if (input.key === HEAD_KEY || input.type === 'head') {
      if (input.key !== HEAD_KEY || input.type !== 'head')
        throw new ApiError({ en: 'Field type: not valid here', cn: '字段 type：内容无效' })
      const parsed = headData.safeParse(input.data)
      if (!parsed.success) throw fieldError(parsed.error)
      data = parsed.data
    } else {
      const parsed = contentBlock.safeParse({ ...input.data, key: input.key, type: input.type })
      if (!parsed.success) throw fieldError(parsed.error)
      const { key: _key, type: _type, ...rest } = parsed.data
      data = rest
    }
    return db.transaction(async (tx) => {
      const [page] = await tx.select().from(contentPages).where(eq(contentPages.slug, input.slug)).for('update')
      if (!page) throw new ApiError({ en: `Field slug: no page ${input.slug}`, cn: `字段 slug：没有页面 ${input.slug}` })
      const rows = await tx
        .select()
        .from(contentBlocks)
        .where(and(eq(contentBlocks.pageSlug, input.slug), eq(contentBlocks.key, input.key)))
      const mine = rows.find((r) => r.lang === input.lang)
      const theirs = rows.find((r) => r.lang === other(input.lang))
      if (theirs && theirs.type !== input.type) {
        throw new ApiError({
          en: `Field type: this block is a ${theirs.type} block in the other language`,
          cn: `字段 type：该区块在另一语言中是 ${theirs.type} 类型`,
        })
      }
      const next = afterSave(asDraft(mine), asDraft(theirs), input.wording_only)
      if (mine) {
        await tx
          .update(contentBlocks)
          .set({ data, type: input.type, revision: next.revision, sourceRevision: next.sourceRevision, updatedAt: now })
          .where(eq(contentBlocks.id, mine.id))
      } else {
        const sort =
          theirs?.sort ??
          (
            await tx
              .select({ sort: contentBlocks.sort })
              .from(contentBlocks)
              .where(eq(contentBlocks.pageSlug, input.slug))
              .orderBy(desc(contentBlocks.sort))
              .limit(1)
          )[0]?.sort ??
          0
        await tx.insert(contentBlocks).values({
          pageSlug: input.slug,
          lang: input.lang,
          key: input.key,
          sort: theirs ? sort : sort + 1,
          type: input.type,
          data,
          revision: next.revision,
          sourceRevision: next.sourceRevision,
          updatedAt: now,
        })
      }
      if (theirs && next.otherSourceRevision !== undefined) {
        await tx.update(contentBlocks).set({ sourceRevision: next.otherSourceRevision }).where(eq(contentBlocks.id, theirs.id))
      }
      await tx.update(contentPages).set({ updatedAt: now }).where(eq(contentPages.slug, input.slug))
      return { key: input.key, lang: input.lang, revision: next.revision }
    })
  }),

  handle(editorPublish, async (input, { db, session, now }) => {
    requireEditor(session)
    const lang = input.lang
    const name = LANGUAGE_NAME[lang]
    return db.transaction(async (tx) => {
      const [page] = await tx.select().from(contentPages).where(eq(contentPages.slug, input.slug)).for('update')
      if (!page) throw new ApiError({ en: `Field slug: no page ${input.slug}`, cn: `字段 slug：没有页面 ${input.slug}` })
      const column = lang === 'zh' ? 'versionZh' : 'versionEn'
      let versionId: number | null
      if (input.action === 'unpublish') {
        versionId = null
      } else if (input.action === 'rollback') {
        const [version] = input.version_id
          ? await tx
              .select({ id: contentVersions.id })
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
      } else {
        const drafts = await draftsOf(tx as unknown as Db, input.slug)
        const lacking = drafts.filter((d) => !d[lang])
        if (lacking.length > 0) {
          throw new ApiError({
            en: `${name.en} cannot be published: ${lacking.length} block${lacking.length === 1 ? ' has' : 's have'} no ${name.en} text yet (${lacking.map((d) => d.key).join(', ')})`,
            cn: `${name.cn}版无法发布：有 ${lacking.length} 个区块还没有${name.cn}内容（${lacking.map((d) => d.key).join('、')}）`,
          })
        }
        const head = headData.safeParse(drafts.find((d) => d.key === HEAD_KEY)?.[lang]?.data)
        if (!head.success) {
          throw new ApiError({ en: `Field title: the ${name.en} title is required`, cn: `字段 title：${name.cn}标题不能为空` })
        }
        const [version] = await tx
          .insert(contentVersions)
          .values({
            pageSlug: input.slug,
            lang,
            title: head.data.title,
            lead: head.data.lead,
            blocks: drafts.filter((d) => d.key !== HEAD_KEY).map((d) => ({ key: d.key, type: d[lang]!.type, data: d[lang]!.data })),
            publishedBy: session.userId,
            publishedAt: now,
          })
          .returning({ id: contentVersions.id })
        versionId = version!.id
      }
      await tx
        .update(contentPages)
        .set({ [column]: versionId, updatedAt: now })
        .where(eq(contentPages.slug, input.slug))
      return { slug: input.slug, lang, published_version: versionId }
    })
  }),
]
