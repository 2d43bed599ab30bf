import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL, gt } from 'drizzle-orm'
import { getBrandFacets, getBrandList, getSelectBrandOption } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { brands, categories, countries } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, isOn } from '../http/handler'
import { getInventoryBrandList } from '../../api/contract/common'
import { pageOfBrandCards, recommendedBrandOrder, toBrandCard } from './brand-cards.server'
import { categoryWithChildren } from '../db/sql.server'
import { brandMatch, whereMatches } from '../search/search.server'

type BrandFilters = {
  countryCode?: string
  /** The brand's category is one of these (a category and its children). */
  categoryIds?: ReadonlyArray<number>
  certification?: string
  exportReady?: boolean
  /** Only brands with units in stock (the inventory list). */
  inStock?: boolean
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

/** The SQL condition of brand list filters. */
function brandConditions(filters: BrandFilters): SQL | undefined {
  return and(
    filters.inStock ? gt(brands.inventory, 0) : undefined,
    filters.countryCode !== undefined ? eq(brands.countryCode, filters.countryCode) : undefined,
    filters.categoryIds !== undefined ? inArray(brands.categoryId, [...filters.categoryIds]) : undefined,
    filters.certification !== undefined ? sql`${filters.certification} = any(${brands.certifications})` : undefined,
    filters.exportReady !== undefined ? eq(brands.exportReady, filters.exportReady) : undefined,
  )
}

/** A category and its children, or a 400 when there is no such category. */
function categoryIds(ids: Array<number>): Array<number> {
  if (!ids.length) throw new ApiError({ en: 'Field category_id: no such category', cn: '字段 category_id：分类不存在' })
  return ids
}

/**
 * One page of brand cards that pass `filters` in `order`. With a keyword, only the brands the
 * search index matches (either language, prefixes, typos), and the default sort becomes their
 * relevance when `sort.byRelevance` (ADR 063); the filters and sorts are SQL either way.
 */
async function brandListPage(
  db: Db,
  keyword: string | undefined,
  filters: BrandFilters & { categoryId?: number },
  sort: { order: Array<SQL>; byRelevance: boolean },
  paging: { page: number; page_size: number },
) {
  const { categoryId, ...rest } = filters
  const inCategories = categoryId === undefined ? undefined : categoryIds(await categoryWithChildren(db, categoryId))
  const where = brandConditions({ ...rest, categoryIds: inCategories })
  if (!keyword) return pageOfBrandCards(db, where, sort.order, paging)
  const match = brandMatch(db, keyword)
  if (!match) return { rows: [], total: 0 }
  return pageOfBrandCards(db, where, sort.byRelevance ? match.order : sort.order, paging, match)
}

/**
 * For each brand filter, how many brands match `keyword` and the other filters, per option: the
 * counts beside a brand search's filters. Each facet is a grouped count over `brandConditions`
 * without that facet's filter; a top-level category counts its children's brands too.
 */
async function brandFacetCounts(db: Db, keyword: string | undefined, filters: BrandFilters & { categoryId?: number }) {
  const match = keyword ? brandMatch(db, keyword) : undefined
  if (keyword && !match) return { countries: [], categories: [], certifications: [] }
  const { categoryId, ...rest } = filters
  const inCategories = categoryId === undefined ? undefined : categoryIds(await categoryWithChildren(db, categoryId))
  const without = (omit: keyof BrandFilters) => brandConditions({ ...rest, categoryIds: inCategories, [omit]: undefined })
  const parent = sql<number | null>`(select ${categories.parentId} from ${categories} where ${categories.id} = ${brands.categoryId})`
  const codes = Object.keys(CERTIFICATION_LABELS)
  const [byCountry, byCategory, [byCertification]] = await Promise.all([
    whereMatches(db.select({ key: brands.countryCode, n: count() }).from(brands).$dynamic(), match, without('countryCode')).groupBy(
      brands.countryCode,
    ),
    whereMatches(
      db.select({ key: brands.categoryId, parent, n: count() }).from(brands).$dynamic(),
      match,
      and(without('categoryIds'), isNotNull(brands.categoryId)),
    ).groupBy(brands.categoryId),
    whereMatches(
      db
        .select(
          Object.fromEntries(
            codes.map((code) => [code, sql<number>`count(*) filter (where ${code} = any(${brands.certifications}))`.mapWith(Number)]),
          ),
        )
        .from(brands)
        .$dynamic(),
      match,
      without('certification'),
    ),
  ])
  const categoryCounts = new Map<number, number>()
  for (const row of byCategory) {
    if (row.key === null) continue
    categoryCounts.set(row.key, (categoryCounts.get(row.key) ?? 0) + row.n)
    if (row.parent !== null) categoryCounts.set(row.parent, (categoryCounts.get(row.parent) ?? 0) + row.n)
  }
  return {
    countries: byCountry.map((row) => ({ key: row.key, brand_count: row.n })),
    categories: [...categoryCounts].map(([key, brand_count]) => ({ key, brand_count })),
    certifications: codes.map((key) => ({ key, brand_count: byCertification?.[key] ?? 0 })).filter((row) => row.brand_count > 0),
  }
}

export const handlers: Array<BoundHandler> = [
  handle(getBrandFacets, async (input, { db }) =>
    brandFacetCounts(db, input.keyword, {
      countryCode: input.country_code || undefined,
      certification: input.certification || undefined,
      exportReady: isOn(input.export_ready),
      categoryId: input.category_id,
    }),
  ),

  handle(getBrandList, async (input, { db, lan }) => {
    const filters = {
      countryCode: input.country_code || undefined,
      certification: input.certification || undefined,
      exportReady: isOn(input.export_ready),
    }
    const paging = { page: input.page, page_size: input.page_size }
    const order =
      input.sort === 'newest'
        ? [desc(brands.createdAt), desc(brands.id)]
        : input.sort === 'popular'
          ? [desc(brands.views), asc(brands.id)]
          : input.sort === 'name'
            ? [asc(lan === 'cn' ? brands.nameZh : brands.nameEn), asc(brands.id)]
            : undefined
    const sort = { order: order ?? recommendedBrandOrder, byRelevance: order === undefined }
    const result = await brandListPage(db, input.keyword, { ...filters, categoryId: input.category_id }, sort, paging)
    return {
      list: result.rows.map((row) => toBrandCard(row, lan)),
      total: result.total,
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
      db.select({ categoryId: brands.categoryId, n: count() }).from(brands).groupBy(brands.categoryId),
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

  handle(getInventoryBrandList, async (input, { db, lan }) => {
    const filters = { inStock: true, countryCode: input.country_code || undefined }
    const paging = { page: input.page, page_size: input.page_size }
    const nameOrder = [asc(lan === 'cn' ? brands.nameZh : brands.nameEn), asc(brands.id)]
    const order =
      input.sort === 'newest'
        ? [desc(brands.createdAt), desc(brands.id)]
        : input.sort === 'name'
          ? nameOrder
          : [desc(brands.inventory), asc(brands.id)]
    const result = await brandListPage(
      db,
      input.keyword,
      { ...filters, categoryId: input.category_id },
      { order, byRelevance: false },
      paging,
    )
    return {
      list: result.rows.map((row) => ({ ...toBrandCard(row, lan), inventory: row.inventory })),
      total: result.total,
      page: input.page,
      page_size: input.page_size,
    }
  }),
]
