import { and, asc, count, desc, eq, inArray, sql, type SQL, gt } from 'drizzle-orm'
import { getBrandList, getSelectBrandOption } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { brands, categories, countries } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, isOn } from '../http/handler'
import { getInventoryBrandList } from '../../api/contract/common'
import { pageOfBrandCards, recommendedBrandOrder, selectBrandCards, toBrandCard } from './brand-cards.server'
import { categoryWithChildren } from '../db/sql.server'
import { inRankOrder, MAX_SEARCH_MATCHES, pageOfRanked, searchBrandIds } from '../search/search.server'

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

/**
 * Brands matching `keyword` (the search index: either language, prefixes, typos) that pass
 * `where`, one page of them: by relevance, or in `order` when one is given.
 */
async function searchBrands(db: Db, keyword: string, where: SQL | undefined, order: Array<SQL> | undefined, paging: { page: number; page_size: number }) {
  const ranked = await searchBrandIds(db, keyword, MAX_SEARCH_MATCHES)
  if (ranked.length === 0) return { rows: [], total: 0 }
  if (order) {
    const matching = inArray(
      brands.id,
      ranked.map((hit) => hit.id),
    )
    return pageOfBrandCards(db, and(matching, where), order, paging)
  }
  const page = await pageOfRanked(
    ranked,
    paging,
    where && ((ids) => db.select({ id: brands.id }).from(brands).where(and(inArray(brands.id, ids), where)).then((rows) => rows.map((row) => row.id))),
  )
  const rows = page.ids.length ? await selectBrandCards(db).where(inArray(brands.id, page.ids)) : []
  return { rows: inRankOrder(rows, page.ids), total: page.total }
}

export const handlers: Array<BoundHandler> = [
  handle(getBrandList, async (input, { db, lan }) => {
    const filters: Array<SQL | undefined> = []
    if (input.country_code) filters.push(eq(brands.countryCode, input.country_code))
    if (input.category_id !== undefined) {
      const ids = await categoryWithChildren(db, input.category_id)
      if (!ids.length) throw new ApiError({ en: 'Field category_id: no such category', cn: '字段 category_id：分类不存在' })
      filters.push(inArray(brands.categoryId, ids))
    }
    if (input.certification) filters.push(sql`${input.certification} = any(${brands.certifications})`)
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
    const { rows, total } = input.keyword
      ? await searchBrands(db, input.keyword, where, input.sort === 'recommended' ? undefined : order, input)
      : await pageOfBrandCards(db, where, order, input)
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

  handle(getInventoryBrandList, async (input, { db, lan }) => {
    const filters: Array<SQL | undefined> = [gt(brands.inventory, 0)]
    if (input.country_code) filters.push(eq(brands.countryCode, input.country_code))
    if (input.category_id !== undefined) {
      const ids = await categoryWithChildren(db, input.category_id)
      if (!ids.length) throw new ApiError({ en: 'Field category_id: no such category', cn: '字段 category_id：分类不存在' })
      filters.push(inArray(brands.categoryId, ids))
    }
    const where = and(...filters)
    const order =
      input.sort === 'newest'
        ? [desc(brands.createdAt), desc(brands.id)]
        : input.sort === 'name'
          ? [asc(lan === 'cn' ? brands.nameZh : brands.nameEn), asc(brands.id)]
          : [desc(brands.inventory), asc(brands.id)]
    const { rows, total } = input.keyword ? await searchBrands(db, input.keyword, where, order, input) : await pageOfBrandCards(db, where, order, input)
    return {
      list: rows.map((row) => ({ ...toBrandCard(row, lan), inventory: row.inventory })),
      total,
      page: input.page,
      page_size: input.page_size,
    }
  }),
]
