import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQLWrapper } from 'drizzle-orm'
import {
  articleIndex,
  articleIndexNext,
  brandReportInfo,
  getCountryPavilionList,
  getCountryPavilionListV2,
  type supplierPavilion,
} from '../../api/contract/supplier'
import type * as z from 'zod/mini'
import type { Db } from '../db/client.server'
import { articles, brands, countries, dockings, favorites, inquiries, pageViews, pavilions, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { articleCardColumns, bilingualLike, toArticleCard } from '../content/home.server'

/** Pavilions with their brand count and up to `sampleSize` brands each (one query for all samples). */
async function supplierPavilions(
  db: Db,
  lan: Lan,
  options: { region?: string; sampleSize: number },
): Promise<Array<z.input<typeof supplierPavilion>>> {
  const brandCounts = db
    .select({ code: brands.countryCode, n: count().as('brand_n') })
    .from(brands)
    .groupBy(brands.countryCode)
    .as('brand_counts')
  const rows = await db
    .select({
      pavilion: pavilions,
      countryEn: countries.nameEn,
      countryZh: countries.nameZh,
      region: countries.region,
      brandCount: sql<number>`coalesce(${brandCounts.n}, 0)`.mapWith(Number),
    })
    .from(pavilions)
    .innerJoin(countries, eq(countries.code, pavilions.countryCode))
    .leftJoin(brandCounts, eq(brandCounts.code, pavilions.countryCode))
    .where(options.region ? sql`lower(${countries.region}) = lower(${options.region})` : undefined)
    .orderBy(asc(pavilions.sort), asc(pavilions.id))

  const samples = new Map<string, Array<{ id: number; name: string; logo: string }>>()
  const codes = [...new Set(rows.map((row) => row.pavilion.countryCode))]
  if (options.sampleSize > 0 && codes.length) {
    const ranked = db
      .select({
        id: brands.id,
        nameEn: brands.nameEn,
        nameZh: brands.nameZh,
        logo: brands.logo,
        countryCode: brands.countryCode,
        rank: sql<number>`row_number() over (partition by ${brands.countryCode} order by ${brands.sort}, ${brands.views} desc, ${brands.id})`.as(
          'rank',
        ),
      })
      .from(brands)
      .where(inArray(brands.countryCode, codes))
      .as('ranked')
    const sampleRows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, options.sampleSize))
      .orderBy(asc(ranked.countryCode), asc(ranked.rank))
    for (const row of sampleRows) {
      const list = samples.get(row.countryCode) ?? []
      list.push({ id: row.id, name: pick(lan, row.nameEn, row.nameZh), logo: row.logo })
      samples.set(row.countryCode, list)
    }
  }
  return rows.map((row) => ({
    id: row.pavilion.id,
    name: pick(lan, row.pavilion.nameEn, row.pavilion.nameZh),
    intro: pick(lan, row.pavilion.introEn, row.pavilion.introZh),
    banner: row.pavilion.banner,
    country: { code: row.pavilion.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
    region: row.region,
    brand_count: row.brandCount,
    sample_brands: samples.get(row.pavilion.countryCode) ?? [],
  }))
}

/** YYYY-MM of a timestamp column, in UTC. */
const monthOf = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`

const byMonth = (rows: Array<{ month: string; n: number }>) => new Map(rows.map((row) => [row.month, row.n]))

const articleLinkColumns = {
  id: articles.id,
  category: articles.category,
  titleEn: articles.titleEn,
  titleZh: articles.titleZh,
  cover: articles.cover,
  publishedAt: articles.publishedAt,
}

const articleLink = (row: { id: number; category: string; titleEn: string; titleZh: string; cover: string; publishedAt: Date } | undefined, lan: Lan) =>
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
  handle(getCountryPavilionListV2, async (input, { db, lan }) => ({
    list: await supplierPavilions(db, lan, { region: input.region || undefined, sampleSize: input.sample_size }),
  })),

  handle(getCountryPavilionList, async (input, { db, lan }) => ({
    list: await supplierPavilions(db, lan, { sampleSize: input.sample_size }),
  })),

  handle(brandReportInfo, async (input, { db, lan, session, now }) => {
    const brandId = session.brandId
    if (brandId === null) throw new ApiError({ en: 'This account is not linked to a brand', cn: '此账号未关联品牌' })
    const [brand] = await db
      .select({ id: brands.id, nameEn: brands.nameEn, nameZh: brands.nameZh, logo: brands.logo, views: brands.views })
      .from(brands)
      .where(eq(brands.id, brandId))
    if (!brand) throw new ApiError({ en: 'The brand of this account no longer exists', cn: '此账号关联的品牌已不存在' })

    // The window: the first day of the month `months - 1` before now, to the end of this month (UTC).
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (input.months - 1), 1))
    const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    const brandProducts = db.select({ id: products.id }).from(products).where(eq(products.brandId, brandId))
    const favoriteOfBrand = or(
      and(eq(favorites.targetType, 'brand'), eq(favorites.targetId, brandId)),
      and(eq(favorites.targetType, 'product'), inArray(favorites.targetId, brandProducts)),
    )
    const viewOfBrand = or(
      and(eq(pageViews.refType, 'brand'), eq(pageViews.refId, brandId)),
      and(eq(pageViews.refType, 'product'), inArray(pageViews.refId, brandProducts)),
    )
    const viewMonth = monthOf(pageViews.createdAt)
    const favoriteMonth = monthOf(favorites.createdAt)
    const inquiryMonth = monthOf(inquiries.createdAt)
    const dockingMonth = monthOf(dockings.scheduledAt)

    const [productTotals, favoriteTotals, inquiryTotals, dockingTotals, viewSeries, favoriteSeries, inquirySeries, dockingSeries] =
      await Promise.all([
        db
          .select({ n: count(), views: sql<number>`coalesce(sum(${products.views}), 0)`.mapWith(Number) })
          .from(products)
          .where(eq(products.brandId, brandId)),
        db.select({ n: count() }).from(favorites).where(favoriteOfBrand),
        db.select({ n: count() }).from(inquiries).where(eq(inquiries.brandId, brandId)),
        db
          .select({ status: dockings.status, n: count(), amount: sql<number>`coalesce(sum(${dockings.intentAmount}), 0)`.mapWith(Number) })
          .from(dockings)
          .where(eq(dockings.brandId, brandId))
          .groupBy(dockings.status),
        db
          .select({ month: viewMonth, n: count() })
          .from(pageViews)
          .where(and(viewOfBrand, gte(pageViews.createdAt, from), lt(pageViews.createdAt, until)))
          .groupBy(viewMonth),
        db
          .select({ month: favoriteMonth, n: count() })
          .from(favorites)
          .where(and(favoriteOfBrand, gte(favorites.createdAt, from), lt(favorites.createdAt, until)))
          .groupBy(favoriteMonth),
        db
          .select({ month: inquiryMonth, n: count() })
          .from(inquiries)
          .where(and(eq(inquiries.brandId, brandId), gte(inquiries.createdAt, from), lt(inquiries.createdAt, until)))
          .groupBy(inquiryMonth),
        db
          .select({ month: dockingMonth, n: count() })
          .from(dockings)
          .where(and(eq(dockings.brandId, brandId), gte(dockings.scheduledAt, from), lt(dockings.scheduledAt, until)))
          .groupBy(dockingMonth),
      ])

    const views = byMonth(viewSeries)
    const favs = byMonth(favoriteSeries)
    const inqs = byMonth(inquirySeries)
    const docks = byMonth(dockingSeries)
    const monthly = Array.from({ length: input.months }, (_, i) => {
      const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)).toISOString().slice(0, 7)
      return {
        month,
        views: views.get(month) ?? 0,
        favorites: favs.get(month) ?? 0,
        inquiries: inqs.get(month) ?? 0,
        dockings: docks.get(month) ?? 0,
      }
    })
    const status = (name: string) => dockingTotals.find((row) => row.status === name)?.n ?? 0
    return {
      brand: { id: brand.id, name: pick(lan, brand.nameEn, brand.nameZh), logo: brand.logo },
      totals: {
        brand_views: brand.views,
        product_views: productTotals[0]?.views ?? 0,
        product_count: productTotals[0]?.n ?? 0,
        favorites: favoriteTotals[0]?.n ?? 0,
        inquiries: inquiryTotals[0]?.n ?? 0,
        dockings: { scheduled: status('scheduled'), met: status('met'), deal: status('deal'), cancelled: status('cancelled') },
        intent_amount: dockingTotals.filter((row) => row.status !== 'cancelled').reduce((sum, row) => sum + row.amount, 0),
      },
      monthly,
    }
  }),

  handle(articleIndex, async (input, { db, lan, now }) => {
    const where = and(
      lte(articles.publishedAt, now),
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
    const [rows, totalRows] = await Promise.all([
      db
        .select(articleCardColumns)
        .from(articles)
        .where(where)
        .orderBy(...order)
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db.select({ n: count() }).from(articles).where(where),
    ])
    return {
      list: rows.map((row) => toArticleCard(row, lan)),
      total: totalRows[0]?.n ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(articleIndexNext, async (input, { db, lan, now }) => {
    const [current] = await db
      .select(articleLinkColumns)
      .from(articles)
      .where(and(eq(articles.id, input.id), lte(articles.publishedAt, now)))
    if (!current) throw new ApiError({ en: `Field id: no published article with id ${input.id}`, cn: `字段 id：不存在 id 为 ${input.id} 的已发布文章` })
    const sameCategory = input.same_category === '1' ? eq(articles.category, current.category) : undefined
    const [[prev], [next]] = await Promise.all([
      db
        .select(articleLinkColumns)
        .from(articles)
        .where(
          and(
            sameCategory,
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
]
