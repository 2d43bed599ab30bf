import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm'
import { getBanner, getHomeJson, postPv } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { takeQuota } from '../db/rate-counters.server'
import { activities, articles, banners, brands, countries, pageViews, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { recommendedBrandOrder, selectBrandCards, toBrandCard } from '../brands/brand-cards.server'
import { listFeaturedProducts } from '../catalogue/products.server'
import { articleCardColumns, toArticleCard } from './articles.server'
import { loadPlatformCounters } from './counters.server'
import { liveIn } from '../db/content-live.server'
import { pavilionCards } from '../pavilions/pavilion-cards.server'

function bannerItem(row: typeof banners.$inferSelect, lan: Lan) {
  return {
    id: row.id,
    position: row.position,
    title: pick(lan, row.titleEn, row.titleZh),
    image: row.image,
    link_path: row.linkPath,
  }
}

async function loadBanners(db: Db, lan: Lan, position: string) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.position, position), liveIn('banner', banners.id, lan)))
    .orderBy(asc(banners.sort), asc(banners.id))
  return rows.map((row) => bannerItem(row, lan))
}

/** A visitor's views of one target count once in this window. */
const VIEW_WINDOW_MS = 3_600_000

const pvNotFound = (refType: string) =>
  new ApiError({
    en: `Field ref_id: no ${refType} with this id`,
    cn: `字段 ref_id：不存在该${{ brand: '品牌', product: '产品', activity: '活动', article: '文章' }[refType] ?? ''}`,
  })

export const handlers: Array<BoundHandler> = [
  handle(getHomeJson, async (input, { db, lan, now }) => {
    const limit = input.limit
    const [bannerList, pavilionList, brandRows, productRows, activityRows, articleRows, counters] = await Promise.all([
      loadBanners(db, lan, 'home'),
      pavilionCards(db, lan, { limit }),
      selectBrandCards(db)
        .orderBy(...recommendedBrandOrder)
        .limit(limit),
      listFeaturedProducts(db, lan, now, limit),
      db
        .select({ activity: activities, countryEn: countries.nameEn, countryZh: countries.nameZh })
        .from(activities)
        .innerJoin(countries, eq(countries.code, activities.countryCode))
        .where(gte(activities.endsAt, now))
        .orderBy(asc(activities.startsAt), asc(activities.id))
        .limit(limit),
      db
        .select(articleCardColumns)
        .from(articles)
        .where(and(lte(articles.publishedAt, now), liveIn('article', articles.id, lan)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit),
      loadPlatformCounters(db),
    ])
    return {
      banners: bannerList,
      pavilions: pavilionList,
      brands: brandRows.map((row) => toBrandCard(row, lan)),
      // The shared product rows; the contract's productCard keeps the fields a card shows.
      products: productRows,
      activities: activityRows.map(({ activity, countryEn, countryZh }) => ({
        id: activity.id,
        kind: activity.kind,
        title: pick(lan, activity.titleEn, activity.titleZh),
        venue: pick(lan, activity.venueEn, activity.venueZh),
        country: { code: activity.countryCode, name: pick(lan, countryEn, countryZh) },
        cover: activity.cover,
        starts_at: activity.startsAt.toISOString(),
        ends_at: activity.endsAt.toISOString(),
        status: activity.startsAt <= now ? ('live' as const) : ('upcoming' as const),
      })),
      articles: articleRows.map((row) => toArticleCard(row, lan)),
      counters,
    }
  }),

  handle(getBanner, async (input, { db, lan }) => ({ list: await loadBanners(db, lan, input.position) })),

  handle(postPv, async (input, { db, ip, now }) => {
    const refId = input.ref_id
    if (input.ref_type !== 'page' && refId === undefined) {
      throw new ApiError({
        en: `Field ref_id is required when ref_type is ${input.ref_type}`,
        cn: `ref_type 为 ${input.ref_type} 时缺少字段 ref_id`,
      })
    }
    // A view counts at most once per visitor (client address), target and hour:
    // reloading a page cannot raise the counters that order "popular" and "recommended".
    const target = input.ref_type === 'page' || refId === undefined ? `page:${input.path}` : `${input.ref_type}:${refId}`
    const counts = (await takeQuota(db, `pv:${ip}:${target}`, 1, 1, VIEW_WINDOW_MS, now)) > 0
    let views: number
    if (input.ref_type === 'page' || refId === undefined) {
      if (counts) await db.insert(pageViews).values({ path: input.path, refType: 'page', refId: null, createdAt: now })
      const [row] = await db
        .select({ n: count() })
        .from(pageViews)
        .where(and(eq(pageViews.refType, 'page'), eq(pageViews.path, input.path)))
      views = row?.n ?? 0
    } else if (input.ref_type === 'activity') {
      const [exists] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, refId))
      if (!exists) throw pvNotFound('activity')
      if (counts) await db.insert(pageViews).values({ path: input.path, refType: 'activity', refId, createdAt: now })
      const [row] = await db
        .select({ n: count() })
        .from(pageViews)
        .where(and(eq(pageViews.refType, 'activity'), eq(pageViews.refId, refId)))
      views = row?.n ?? 0
    } else {
      const table = input.ref_type === 'brand' ? brands : input.ref_type === 'product' ? products : articles
      if (!counts) {
        const [seen] = await db.select({ views: table.views }).from(table).where(eq(table.id, refId))
        if (!seen) throw pvNotFound(input.ref_type)
        return { ok: true, views: seen.views }
      }
      const [updated] = await db
        .update(table)
        .set({ views: sql`${table.views} + 1` })
        .where(eq(table.id, refId))
        .returning({ views: table.views })
      if (!updated) throw pvNotFound(input.ref_type)
      await db.insert(pageViews).values({ path: input.path, refType: input.ref_type, refId, createdAt: now })
      views = updated.views
    }
    return { ok: true, views }
  }),
]
