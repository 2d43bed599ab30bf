import { and, count, eq, gte, inArray, lt, or, sql, type SQLWrapper } from 'drizzle-orm'
import { brandReportInfo } from '../../api/contract/supplier'
import { brands, dockings, favorites, inquiries, pageViews, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler } from '../http/handler'

/** YYYY-MM of a timestamp column, in UTC. */
const monthOf = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`

const byMonth = (rows: Array<{ month: string; n: number }>) => new Map(rows.map((row) => [row.month, row.n]))

export const handlers: Array<BoundHandler> = [
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
]
