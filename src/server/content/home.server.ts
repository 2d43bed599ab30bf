import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  getBanner,
  getBrandList,
  getCountryPavilionInfo,
  getHomeJson,
  getSelectBrandOption,
  postPv,
  type brandCard,
  type pavilionCard,
  type platformCounters,
} from '../../api/contract/home'
import type * as z from 'zod/mini'
import type { Db } from '../db/client.server'
import {
  activities,
  areas,
  articles,
  banners,
  brands,
  catalogueCounts,
  categories,
  countries,
  pageViews,
  pavilions,
  products,
} from '../db/schema'
import { readCounts } from '../db/counts.server'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { listProducts } from '../catalogue/opb-goods.server'

// ─── helpers shared with the common and supplier handlers ──────────────────────────────

/** An ILIKE pattern matching `keyword` anywhere, with %, _ and \ taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Matches the keyword against both language columns. */
export function bilingualLike(keyword: string, en: SQLWrapper, zh: SQLWrapper): SQL {
  const pattern = likePattern(keyword)
  return or(sql`${en} ilike ${pattern}`, sql`${zh} ilike ${pattern}`)!
}

/** True for a query flag such as export_ready=1. */
export function isOn(flag: boolean | '0' | '1' | 'true' | 'false' | undefined): boolean | undefined {
  if (flag === undefined) return undefined
  return flag === true || flag === '1' || flag === 'true'
}

/** A category id and, when it is a top-level category, the ids of its children. */
export async function categoryWithChildren(db: Db, categoryId: number): Promise<Array<number>> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)))
  return rows.map((row) => row.id)
}

const brandCategory = alias(categories, 'brand_category')

/** The columns of a brand card; the query must join countries and (left) brand_category. */
export const brandCardColumns = {
  id: brands.id,
  nameEn: brands.nameEn,
  nameZh: brands.nameZh,
  logo: brands.logo,
  introEn: brands.introEn,
  introZh: brands.introZh,
  countryCode: brands.countryCode,
  countryEn: countries.nameEn,
  countryZh: countries.nameZh,
  categoryId: brandCategory.id,
  categoryEn: brandCategory.nameEn,
  categoryZh: brandCategory.nameZh,
  certifications: brands.certifications,
  exportReady: brands.exportReady,
  foundedYear: brands.foundedYear,
  inventory: brands.inventory,
  views: brands.views,
  productCount: sql<number>`(select count(*) from ${products} where ${products.brandId} = ${brands.id})`.mapWith(Number),
}

/** Brands joined with what a card shows. */
export function selectBrandCards(db: Db) {
  return db
    .select(brandCardColumns)
    .from(brands)
    .innerJoin(countries, eq(countries.code, brands.countryCode))
    .leftJoin(brandCategory, eq(brandCategory.id, brands.categoryId))
}

/** One page of brand cards matching `where`, and how many match in all. */
export async function pageOfBrandCards(
  db: Db,
  where: SQL | undefined,
  order: Array<SQL>,
  paging: { page: number; page_size: number },
) {
  const [rows, totalRows] = await Promise.all([
    selectBrandCards(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size),
    db.select({ n: count() }).from(brands).where(where),
  ])
  return { rows, total: totalRows[0]?.n ?? 0 }
}

type BrandCardRow = {
  id: number
  nameEn: string
  nameZh: string
  logo: string
  introEn: string
  introZh: string
  countryCode: string
  countryEn: string
  countryZh: string
  categoryId: number | null
  categoryEn: string | null
  categoryZh: string | null
  certifications: Array<string>
  exportReady: boolean
  foundedYear: number | null
  views: number
  productCount: number
}

export function toBrandCard(row: BrandCardRow, lan: Lan): z.input<typeof brandCard> {
  return {
    id: row.id,
    name: pick(lan, row.nameEn, row.nameZh),
    logo: row.logo,
    intro: pick(lan, row.introEn, row.introZh),
    country: { code: row.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
    category:
      row.categoryId === null ? null : { id: row.categoryId, name: pick(lan, row.categoryEn ?? '', row.categoryZh ?? '') },
    certifications: row.certifications,
    export_ready: row.exportReady,
    founded_year: row.foundedYear,
    product_count: row.productCount,
    views: row.views,
  }
}

/** The "recommended" order of brands: curated sort, then the most viewed. */
export const recommendedBrandOrder = [asc(brands.sort), desc(brands.views), asc(brands.id)]

/** Pavilions with their country and brand / product counts, in display order. */
export async function pavilionCards(
  db: Db,
  lan: Lan,
  options: { where?: SQL; limit?: number } = {},
): Promise<Array<z.input<typeof pavilionCard>>> {
  // Counts kept by triggers (catalogue_counts), not aggregated per request.
  const brandCounts = alias(catalogueCounts, 'brand_counts')
  const productCounts = alias(catalogueCounts, 'product_counts')
  const query = db
    .select({
      id: pavilions.id,
      nameEn: pavilions.nameEn,
      nameZh: pavilions.nameZh,
      banner: pavilions.banner,
      countryCode: pavilions.countryCode,
      countryEn: countries.nameEn,
      countryZh: countries.nameZh,
      region: countries.region,
      brandCount: sql<number>`coalesce(${brandCounts.n}, 0)`.mapWith(Number),
      productCount: sql<number>`coalesce(${productCounts.n}, 0)`.mapWith(Number),
    })
    .from(pavilions)
    .innerJoin(countries, eq(countries.code, pavilions.countryCode))
    .leftJoin(brandCounts, and(eq(brandCounts.dimension, 'brands.country'), eq(brandCounts.key, pavilions.countryCode)))
    .leftJoin(productCounts, and(eq(productCounts.dimension, 'products.brand_country'), eq(productCounts.key, pavilions.countryCode)))
    .where(options.where)
    .orderBy(asc(pavilions.sort), asc(pavilions.id))
  const rows = options.limit ? await query.limit(options.limit) : await query
  return rows.map((row) => ({
    id: row.id,
    name: pick(lan, row.nameEn, row.nameZh),
    banner: row.banner,
    country: { code: row.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
    region: row.region,
    brand_count: row.brandCount,
    product_count: row.productCount,
  }))
}

/** Brands, products, countries with brands, and buyers (registration forms). */
export async function loadPlatformCounters(db: Db): Promise<z.input<typeof platformCounters>> {
  const counts = await readCounts(db, ['brands', 'products', 'brands.country', 'buyer_forms'])
  return {
    brands: counts.get('brands')?.get('') ?? 0,
    products: counts.get('products')?.get('') ?? 0,
    countries: counts.get('brands.country')?.size ?? 0,
    buyers: counts.get('buyer_forms')?.get('') ?? 0,
  }
}

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
    .where(eq(banners.position, position))
    .orderBy(asc(banners.sort), asc(banners.id))
  return rows.map((row) => bannerItem(row, lan))
}

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

type ArticleCardRow = Omit<typeof articles.$inferSelect, 'bodyEn' | 'bodyZh'>

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

const CERTIFICATION_LABELS: Record<string, { en: string; cn: string }> = {
  halal: { en: 'Halal', cn: '清真认证' },
  organic: { en: 'Organic', cn: '有机认证' },
  gap: { en: 'GAP (Good Agricultural Practice)', cn: 'GAP 良好农业规范' },
  haccp: { en: 'HACCP', cn: 'HACCP 危害分析与关键控制点' },
  iso22000: { en: 'ISO 22000', cn: 'ISO 22000 食品安全管理体系' },
  fairtrade: { en: 'Fairtrade', cn: '公平贸易认证' },
  kosher: { en: 'Kosher', cn: '犹太洁食认证' },
}

const SORT_LABELS: Array<{ code: string; en: string; cn: string }> = [
  { code: 'recommended', en: 'Recommended', cn: '推荐' },
  { code: 'newest', en: 'Newest', cn: '最新入驻' },
  { code: 'popular', en: 'Most viewed', cn: '最受关注' },
  { code: 'name', en: 'Name', cn: '名称' },
]

const pvNotFound = (refType: string) =>
  new ApiError({
    en: `Field ref_id: no ${refType} with this id`,
    cn: `字段 ref_id：不存在该${{ brand: '品牌', product: '产品', activity: '活动', article: '文章' }[refType] ?? ''}`,
  })

// ─── handlers ──────────────────────────────────────────────────────────────────────────

export const handlers: Array<BoundHandler> = [
  handle(getHomeJson, async (input, { db, lan, now }) => {
    const limit = input.limit
    const [bannerList, pavilionList, brandRows, productRows, activityRows, articleRows, counters] = await Promise.all([
      loadBanners(db, lan, 'home'),
      pavilionCards(db, lan, { limit }),
      selectBrandCards(db)
        .orderBy(...recommendedBrandOrder)
        .limit(limit),
      listProducts(db, lan, now, { orderBy: [desc(products.createdAt), desc(products.id)], limit }),
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
        .where(lte(articles.publishedAt, now))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit),
      loadPlatformCounters(db),
    ])
    return {
      banners: bannerList,
      pavilions: pavilionList,
      brands: brandRows.map((row) => toBrandCard(row, lan)),
      // The shared product rows; the contract's productCard keeps the fields a card shows.
      products: productRows.list,
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

  handle(getBrandList, async (input, { db, lan }) => {
    const filters: Array<SQL | undefined> = []
    if (input.country_code) filters.push(eq(brands.countryCode, input.country_code))
    if (input.category_id !== undefined) {
      const ids = await categoryWithChildren(db, input.category_id)
      if (!ids.length) throw new ApiError({ en: 'Field category_id: no such category', cn: '字段 category_id：分类不存在' })
      filters.push(inArray(brands.categoryId, ids))
    }
    if (input.certification) filters.push(sql`${input.certification} = any(${brands.certifications})`)
    if (input.keyword) filters.push(bilingualLike(input.keyword, brands.nameEn, brands.nameZh))
    const exportReady = isOn(input.export_ready)
    if (exportReady !== undefined) filters.push(eq(brands.exportReady, exportReady))
    const where = and(...filters)

    const order =
      input.sort === 'newest'
        ? [desc(brands.createdAt), desc(brands.id)]
        : input.sort === 'popular'
          ? [desc(brands.views), asc(brands.id)]
          : input.sort === 'name'
            ? [asc(lan === 'cn' ? brands.nameZh : brands.nameEn), asc(brands.id)]
            : recommendedBrandOrder
    const { rows, total } = await pageOfBrandCards(db, where, order, input)
    return {
      list: rows.map((row) => toBrandCard(row, lan)),
      total,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(getSelectBrandOption, async (input, { db, lan }) => {
    const [countryRows, categoryRows, brandCategoryRows, certificationRows] = await Promise.all([
      db
        .select({ code: countries.code, nameEn: countries.nameEn, nameZh: countries.nameZh, n: count(brands.id) })
        .from(countries)
        .leftJoin(brands, eq(brands.countryCode, countries.code))
        .groupBy(countries.code)
        .orderBy(asc(countries.sort), asc(countries.code)),
      db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
      db
        .select({ categoryId: brands.categoryId, n: count() })
        .from(brands)
        .groupBy(brands.categoryId),
      db
        .select({ code: sql<string>`c.code`, n: sql<number>`count(*)`.mapWith(Number) })
        .from(sql`${brands} cross join lateral unnest(${brands.certifications}) as c(code)`)
        .groupBy(sql`c.code`),
    ])
    const onlyWithBrands = input.with_brands_only === '1'
    const byCategory = new Map(brandCategoryRows.map((row) => [row.categoryId, row.n]))
    const tops = categoryRows.filter((row) => row.parentId === null)
    const categoryOptions = tops.map((top) => {
      const children = categoryRows
        .filter((row) => row.parentId === top.id)
        .map((child) => ({ id: child.id, name: pick(lan, child.nameEn, child.nameZh), brand_count: byCategory.get(child.id) ?? 0 }))
      const total = (byCategory.get(top.id) ?? 0) + children.reduce((sum, child) => sum + child.brand_count, 0)
      return {
        id: top.id,
        name: pick(lan, top.nameEn, top.nameZh),
        brand_count: total,
        children: onlyWithBrands ? children.filter((child) => child.brand_count > 0) : children,
      }
    })
    const byCertification = new Map(certificationRows.map((row) => [row.code, row.n]))
    return {
      countries: countryRows
        .filter((row) => !onlyWithBrands || row.n > 0)
        .map((row) => ({ code: row.code, name: pick(lan, row.nameEn, row.nameZh), brand_count: row.n })),
      categories: onlyWithBrands ? categoryOptions.filter((top) => top.brand_count > 0) : categoryOptions,
      certifications: Object.entries(CERTIFICATION_LABELS)
        .map(([code, label]) => ({ code, label: label[lan], brand_count: byCertification.get(code) ?? 0 }))
        .filter((row) => !onlyWithBrands || row.brand_count > 0),
      sorts: SORT_LABELS.map((row) => ({ code: row.code, label: row[lan] })),
    }
  }),

  handle(postPv, async (input, { db, now }) => {
    const refId = input.ref_id
    if (input.ref_type !== 'page' && refId === undefined) {
      throw new ApiError({ en: `Field ref_id is required when ref_type is ${input.ref_type}`, cn: `ref_type 为 ${input.ref_type} 时缺少字段 ref_id` })
    }
    let views: number
    if (input.ref_type === 'page' || refId === undefined) {
      await db.insert(pageViews).values({ path: input.path, refType: 'page', refId: null, createdAt: now })
      const [row] = await db
        .select({ n: count() })
        .from(pageViews)
        .where(and(eq(pageViews.refType, 'page'), eq(pageViews.path, input.path)))
      views = row?.n ?? 0
    } else if (input.ref_type === 'activity') {
      const [exists] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, refId))
      if (!exists) throw pvNotFound('activity')
      await db.insert(pageViews).values({ path: input.path, refType: 'activity', refId, createdAt: now })
      const [row] = await db
        .select({ n: count() })
        .from(pageViews)
        .where(and(eq(pageViews.refType, 'activity'), eq(pageViews.refId, refId)))
      views = row?.n ?? 0
    } else {
      const table = input.ref_type === 'brand' ? brands : input.ref_type === 'product' ? products : articles
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
      db
        .select({ n: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(brands.countryCode, code)),
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
]
