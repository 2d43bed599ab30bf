import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { getCountryPavilionInfo } from '../../api/contract/home'
import { areas, brands, categories, countries, pavilions, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler } from '../http/handler'
import { commonCountryPavilionList } from '../../api/contract/common'
import { getCountryPavilionList, getCountryPavilionListV2 } from '../../api/contract/supplier'
import { recommendedBrandOrder, selectBrandCards, toBrandCard } from '../brands/brand-cards.server'
import { bilingualLike } from '../db/sql.server'
import { pavilionCards, supplierPavilions } from './pavilion-cards.server'

export const handlers: Array<BoundHandler> = [
  handle(getCountryPavilionInfo, async (input, { db, lan }) => {
    if (input.country_code === undefined && input.pavilion_id === undefined) {
      throw new ApiError({ en: 'Field country_code or pavilion_id is required', cn: '缺少字段 country_code 或 pavilion_id' })
    }
    const [pavilion] = await db
      .select({ pavilion: pavilions, countryEn: countries.nameEn, countryZh: countries.nameZh, region: countries.region })
      .from(pavilions)
      .innerJoin(countries, eq(countries.code, pavilions.countryCode))
      .where(
        and(
          input.pavilion_id !== undefined ? eq(pavilions.id, input.pavilion_id) : undefined,
          input.country_code !== undefined ? eq(pavilions.countryCode, input.country_code) : undefined,
        ),
      )
      .orderBy(asc(pavilions.sort), asc(pavilions.id))
      .limit(1)
    if (!pavilion) {
      throw input.pavilion_id !== undefined
        ? new ApiError({ en: 'Field pavilion_id: no such pavilion', cn: '字段 pavilion_id：国家馆不存在' })
        : new ApiError({ en: 'Field country_code: this country has no pavilion', cn: '字段 country_code：该国家没有国家馆' })
    }
    const code = pavilion.pavilion.countryCode
    const topCategory = sql<number>`coalesce(${categories.parentId}, ${categories.id})`
    const topCategories = alias(categories, 'top_category')
    const [brandCounters, productCounters, areaCounters, categoryRows, featured] = await Promise.all([
      db
        .select({
          brands: count(),
          exportReady: sql<number>`count(*) filter (where ${brands.exportReady})`.mapWith(Number),
          certified: sql<number>`count(*) filter (where cardinality(${brands.certifications}) > 0)`.mapWith(Number),
        })
        .from(brands)
        .where(eq(brands.countryCode, code)),
      db.select({ n: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(eq(brands.countryCode, code)),
      db.select({ n: count() }).from(areas).where(eq(areas.countryCode, code)),
      db
        .select({
          id: topCategories.id,
          nameEn: topCategories.nameEn,
          nameZh: topCategories.nameZh,
          n: count(products.id),
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(topCategories, eq(topCategories.id, topCategory))
        .where(eq(brands.countryCode, code))
        .groupBy(topCategories.id)
        .orderBy(desc(count(products.id)), asc(topCategories.id))
        .limit(6),
      selectBrandCards(db)
        .where(eq(brands.countryCode, code))
        .orderBy(...recommendedBrandOrder)
        .limit(input.brand_limit),
    ])
    return {
      id: pavilion.pavilion.id,
      country: { code, name: pick(lan, pavilion.countryEn, pavilion.countryZh) },
      region: pavilion.region,
      name: pick(lan, pavilion.pavilion.nameEn, pavilion.pavilion.nameZh),
      intro: pick(lan, pavilion.pavilion.introEn, pavilion.pavilion.introZh),
      banner: pavilion.pavilion.banner,
      counters: {
        brands: brandCounters[0]?.brands ?? 0,
        products: productCounters[0]?.n ?? 0,
        export_ready_brands: brandCounters[0]?.exportReady ?? 0,
        certified_brands: brandCounters[0]?.certified ?? 0,
        areas: areaCounters[0]?.n ?? 0,
      },
      top_categories: categoryRows.map((row) => ({ id: row.id, name: pick(lan, row.nameEn, row.nameZh), product_count: row.n })),
      featured_brands: featured.map((row) => toBrandCard(row, lan)),
    }
  }),

  handle(commonCountryPavilionList, async (input, { db, lan }) => {
    const where = and(
      input.region ? sql`lower(${countries.region}) = lower(${input.region})` : undefined,
      input.keyword
        ? or(
            bilingualLike(input.keyword, pavilions.nameEn, pavilions.nameZh),
            bilingualLike(input.keyword, countries.nameEn, countries.nameZh),
          )
        : undefined,
    )
    return { list: await pavilionCards(db, lan, { where }) }
  }),

  handle(getCountryPavilionListV2, async (input, { db, lan }) => ({
    list: await supplierPavilions(db, lan, { region: input.region || undefined, sampleSize: input.sample_size }),
  })),

  handle(getCountryPavilionList, async (input, { db, lan }) => ({
    list: await supplierPavilions(db, lan, { sampleSize: input.sample_size }),
  })),
]
