import { and, asc, count, desc, eq, lte, or, gt, lt, ne, sql } from 'drizzle-orm'
import { articles, brands, countries } from '../db/schema'
import { selectPage } from '../db/paginate.server'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { articleIndex, articleIndexNext } from '../../api/contract/supplier'
import { articleInfo } from '../../api/contract/activity'
import { articleLanguages } from '../../api/contract/content'
import { bilingualLike } from '../db/sql.server'
import { renderMarkdown } from './markdown.server'
import { liveIn } from '../db/content-live.server'

/** The columns of an article card (not the body). */
export const articleCardColumns = {
  id: articles.id,
  category: articles.category,
  titleEn: articles.titleEn,
  titleZh: articles.titleZh,
  summaryEn: articles.summaryEn,
  summaryZh: articles.summaryZh,
  cover: articles.cover,
  author: articles.author,
  publishedAt: articles.publishedAt,
  views: articles.views,
}

export type ArticleCardRow = Omit<
  typeof articles.$inferSelect,
  'bodyEn' | 'bodyZh' | 'countryCode' | 'categoryId' | 'coverAltEn' | 'coverAltZh'
>

export function toArticleCard(row: ArticleCardRow, lan: Lan) {
  return {
    id: row.id,
    category: row.category,
    title: pick(lan, row.titleEn, row.titleZh),
    summary: pick(lan, row.summaryEn, row.summaryZh),
    cover: row.cover,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    views: row.views,
  }
}

export const articleLinkColumns = {
  id: articles.id,
  category: articles.category,
  titleEn: articles.titleEn,
  titleZh: articles.titleZh,
  cover: articles.cover,
  publishedAt: articles.publishedAt,
}

export const articleLink = (
  row: { id: number; category: string; titleEn: string; titleZh: string; cover: string; publishedAt: Date } | undefined,
  lan: Lan,
) =>
  row
    ? {
        id: row.id,
        title: pick(lan, row.titleEn, row.titleZh),
        cover: row.cover,
        category: row.category,
        published_at: row.publishedAt.toISOString(),
      }
    : null

export const handlers: Array<BoundHandler> = [
  // Which languages an article is live in: an English request for a Chinese-only article offers the Chinese.
  handle(articleLanguages, async (input, { db }) => {
    const liveInLanguage = async (lan: Lan) =>
      (
        await db
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.id, input.id), liveIn('article', articles.id, lan)))
          .limit(1)
      ).length > 0
    const [en, zh] = await Promise.all([liveInLanguage('en'), liveInLanguage('cn')])
    return { id: input.id, languages: [...(en ? (['en'] as const) : []), ...(zh ? (['zh'] as const) : [])] }
  }),
  handle(articleIndex, async (input, { db, lan, now }) => {
    const where = and(
      lte(articles.publishedAt, now),
      liveIn('article', articles.id, lan),
      input.category ? eq(articles.category, input.category) : undefined,
      input.keyword
        ? or(
            bilingualLike(input.keyword, articles.titleEn, articles.titleZh),
            bilingualLike(input.keyword, articles.summaryEn, articles.summaryZh),
          )
        : undefined,
    )
    const order =
      input.sort === 'popular'
        ? [desc(articles.views), desc(articles.publishedAt), desc(articles.id)]
        : [desc(articles.publishedAt), desc(articles.id)]
    return selectPage(
      db
        .select(articleCardColumns)
        .from(articles)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      db.select({ n: count() }).from(articles).where(where),
      input,
      (row) => toArticleCard(row, lan),
    )
  }),

  handle(articleIndexNext, async (input, { db, lan, now }) => {
    const [current] = await db
      .select(articleLinkColumns)
      .from(articles)
      .where(and(eq(articles.id, input.id), lte(articles.publishedAt, now), liveIn('article', articles.id, lan)))
    if (!current)
      throw new ApiError({ en: `Field id: no published article with id ${input.id}`, cn: `字段 id：不存在 id 为 ${input.id} 的已发布文章` })
    const sameCategory = input.same_category === '1' ? eq(articles.category, current.category) : undefined
    const [[prev], [next]] = await Promise.all([
      db
        .select(articleLinkColumns)
        .from(articles)
        .where(
          and(
            sameCategory,
            liveIn('article', articles.id, lan),
            or(
              lt(articles.publishedAt, current.publishedAt),
              and(eq(articles.publishedAt, current.publishedAt), lt(articles.id, current.id)),
            ),
          ),
        )
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(1),
      db
        .select(articleLinkColumns)
        .from(articles)
        .where(
          and(
            sameCategory,
            lte(articles.publishedAt, now),
            liveIn('article', articles.id, lan),
            or(
              gt(articles.publishedAt, current.publishedAt),
              and(eq(articles.publishedAt, current.publishedAt), gt(articles.id, current.id)),
            ),
          ),
        )
        .orderBy(asc(articles.publishedAt), asc(articles.id))
        .limit(1),
    ])
    return { prev: articleLink(prev, lan), next: articleLink(next, lan) }
  }),

  handle(articleInfo, async (input, { db, lan }) => {
    const [row] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.id, input.id), liveIn('article', articles.id, lan)))
      .limit(1)
    if (!row) {
      // Never the other language's text (ADR 102): an article not published in the reader's language is not found in it.
      throw new ApiError({
        en: `No article in English found for id ${input.id}`,
        cn: `找不到 id 为 ${input.id} 的中文文章`,
      })
    }
    const [related, marketBrands] = await Promise.all([
      db
        .select()
        .from(articles)
        .where(and(eq(articles.category, row.category), ne(articles.id, row.id), liveIn('article', articles.id, lan)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(4),
      row.countryCode
        ? db
            .select({
              id: brands.id,
              nameEn: brands.nameEn,
              nameZh: brands.nameZh,
              logo: brands.logo,
              code: countries.code,
              countryEn: countries.nameEn,
              countryZh: countries.nameZh,
            })
            .from(brands)
            .innerJoin(countries, eq(countries.code, brands.countryCode))
            .where(eq(brands.countryCode, row.countryCode))
            // The article's own category first, then the country's other brands in the recommended order.
            .orderBy(
              sql`${row.categoryId === null ? sql`0` : sql`(${brands.categoryId} = ${row.categoryId})::int`} desc`,
              asc(brands.sort),
              desc(brands.views),
              asc(brands.id),
            )
            .limit(4)
        : [],
    ])
    const summary = (a: typeof row) => ({
      id: a.id,
      category: a.category,
      title: pick(lan, a.titleEn, a.titleZh),
      summary: pick(lan, a.summaryEn, a.summaryZh),
      cover: a.cover,
      published_at: a.publishedAt.toISOString(),
    })
    return {
      ...summary(row),
      cover_alt: pick(lan, row.coverAltEn, row.coverAltZh),
      body: pick(lan, row.bodyEn, row.bodyZh),
      body_html: renderMarkdown(pick(lan, row.bodyEn, row.bodyZh)),
      author: row.author,
      views: row.views,
      related: related.map(summary),
      related_brands: marketBrands.map((b) => ({
        id: b.id,
        name: pick(lan, b.nameEn, b.nameZh),
        logo: b.logo,
        country: { code: b.code, name: pick(lan, b.countryEn, b.countryZh) },
      })),
    }
  }),
]
