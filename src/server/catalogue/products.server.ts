import type * as z from 'zod/mini'
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { CERTIFICATE_TYPES, type productItem } from '../../api/contract/opb-goods'
import type { Db } from '../db/client.server'
import { categories, certificates, products } from '../db/schema'
import { pick, type Lan } from '../http/handler'
import { readCount } from '../db/counts.server'
import { inCategory, isoDay } from '../db/sql.server'
import { productMatch, whereMatches, type KeywordMatch } from '../search/search.server'
import { productCards } from './product-cards.server'

export type ProductItem = z.input<typeof productItem>

export type ProductFilters = {
  categoryId?: number
  countryCode?: string
  brandId?: number
  /** Products whose price range reaches this (price_max ≥ it). */
  priceMin?: number
  /** Products whose price range starts at or below this (price_min ≤ it). */
  priceMax?: number
  moqMax?: number
  unit?: string
  /** A certificate type valid on the request's day. */
  certification?: string
}

export type ProductSort = 'recommended' | 'newest' | 'price_asc' | 'price_desc' | 'popular'

export const CERTIFICATE_NAMES: Record<(typeof CERTIFICATE_TYPES)[number], { en: string; zh: string }> = {
  halal: { en: 'Halal', zh: '清真认证' },
  organic: { en: 'Organic', zh: '有机认证' },
  gap: { en: 'GAP (Good Agricultural Practice)', zh: 'GAP 良好农业规范' },
  haccp: { en: 'HACCP', zh: 'HACCP 危害分析与关键控制点' },
  iso22000: { en: 'ISO 22000', zh: 'ISO 22000 食品安全管理体系' },
  fairtrade: { en: 'Fairtrade', zh: '公平贸易认证' },
  kosher: { en: 'Kosher', zh: '犹太洁食认证' },
}

export const UNIT_NAMES: Record<string, { en: string; zh: string }> = {
  kg: { en: 'kg', zh: '公斤' },
  ton: { en: 'ton', zh: '吨' },
  tonne: { en: 'tonne', zh: '吨' },
  carton: { en: 'carton', zh: '箱' },
  box: { en: 'box', zh: '盒' },
  bag: { en: 'bag', zh: '袋' },
  bottle: { en: 'bottle', zh: '瓶' },
  can: { en: 'can', zh: '罐' },
  piece: { en: 'piece', zh: '件' },
  pallet: { en: 'pallet', zh: '托盘' },
  container: { en: 'container', zh: '集装箱' },
  litre: { en: 'litre', zh: '升' },
  liter: { en: 'litre', zh: '升' },
  case: { en: 'case', zh: '箱' },
  crate: { en: 'crate', zh: '筐' },
  jar: { en: 'jar', zh: '罐' },
  pack: { en: 'pack', zh: '包' },
  drum: { en: 'drum', zh: '桶' },
}

/**
 * A product's shelf life in days, from its specification ("…; shelf life: 3 weeks; …", in
 * either language: "保质期：21个月"), or null when it names none. A month counts 30 days.
 */
export function shelfLifeDays(spec: string): number | null {
  const en = /shelf[ -]life\s*[:：]\s*(\d+)\s*(day|week|month|year)s?/i.exec(spec)
  if (en) return Number(en[1]) * { day: 1, week: 7, month: 30, year: 365 }[en[2]!.toLowerCase() as 'day' | 'week' | 'month' | 'year']
  const zh = /保质期\s*[:：]\s*(\d+)\s*(天|周|个月|年)/.exec(spec)
  if (zh) return Number(zh[1]) * { 天: 1, 周: 7, 个月: 30, 年: 365 }[zh[2] as '天' | '周' | '个月' | '年']
  return null
}

/** A unit's display name in the request's language (the stored value when it is not known). */
export function unitName(lan: Lan, unit: string): string {
  const names = UNIT_NAMES[unit.toLowerCase()]
  return names ? pick(lan, names.en, names.zh) : unit
}

/**
 * One page of products matching `where` (a condition on products' own columns) and, with a
 * keyword, its matches (`match`), in `orderBy` order, each with the types of its certificates
 * valid on `now`. One query picks the page's ids from products alone (and the keyword's at most
 * 1,000 matches, counted there by `count(*) over ()`); the cards of those ids are the kept ones
 * (./product-cards.server.ts), read only when not kept. A list that is `ranked`, ids already in
 * their order, is its page of them, with no query but the cards'.
 */
export async function listProducts(
  db: Db,
  lan: Lan,
  now: Date,
  options: {
    where?: SQL
    match?: KeywordMatch
    ranked?: ReadonlyArray<number>
    orderBy: Array<SQL>
    limit: number
    offset?: number
    withTotal?: boolean
  },
): Promise<{ list: Array<ProductItem>; total: number }> {
  const { match, ranked } = options
  const offset = options.offset ?? 0
  // With a keyword the rows are at most MAX_SEARCH_MATCHES, so the window count is cheap;
  // without one a count would read every filtered row beside the index-ordered page.
  const windowTotal = options.withTotal === true && match !== undefined && !ranked
  const page = ranked
    ? { ids: ranked.slice(offset, offset + options.limit), total: ranked.length }
    : await pageIds(db, options, windowTotal)
  const rows = await productCards(db, page.ids, now)
  let total = rows.length
  if (ranked || windowTotal) {
    // An offset past the last match leaves no row to carry the window count.
    total = page.total ?? (offset && match ? await countMatches(db, match, options.where) : 0)
  } else if (options.withTotal) {
    if (options.where === undefined) {
      total = await readCount(db, 'products')
    } else {
      // Filters only name products' own columns (or subqueries), so the count needs no join.
      const [counted] = await db.select({ n: count() }).from(products).where(options.where)
      total = counted?.n ?? 0
    }
  }
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      name: pick(lan, row.nameEn, row.nameZh),
      category_id: row.categoryId,
      category_name: pick(lan, row.categoryEn, row.categoryZh),
      brand: { id: row.brandId, name: pick(lan, row.brandEn, row.brandZh), logo: row.brandLogo },
      origin: { code: row.origin, name: pick(lan, row.originEn, row.originZh) },
      unit: row.unit,
      moq: row.moq,
      price_min: row.priceMin,
      price_max: row.priceMax,
      currency: row.currency,
      image: row.image ?? null,
      certifications: row.certifications,
      views: row.views,
      created_at: row.createdAt.toISOString(),
    })),
  }
}

/**
 * A page's ids in `orderBy` order and, with `windowTotal`, how many rows the list has (undefined
 * when the page has no row to carry it).
 */
async function pageIds(
  db: Db,
  options: { where?: SQL; match?: KeywordMatch; orderBy: Array<SQL>; limit: number; offset?: number },
  windowTotal: boolean,
): Promise<{ ids: Array<number>; total: number | undefined }> {
  const rows = await whereMatches(
    db
      .select({
        id: products.id,
        total: (windowTotal ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number),
      })
      .from(products)
      .$dynamic(),
    options.match,
    options.where,
  )
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0)
  return { ids: rows.map((row) => row.id), total: rows[0]?.total }
}

/** How many products a keyword's matches and `where` select. */
async function countMatches(db: Db, match: KeywordMatch, where: SQL | undefined): Promise<number> {
  const [counted] = await whereMatches(db.select({ n: count() }).from(products).$dynamic(), match, where)
  return counted?.n ?? 0
}

/** Certificates valid on the UTC day of `now`. */
export function validOn(now: Date): SQL {
  const day = isoDay(now)
  return and(lte(certificates.validFrom, day), gte(certificates.validTo, day))!
}

/** Product id → sorted distinct types of its certificates valid on `now`. */
export async function validCertificateTypes(db: Db, productIds: Array<number>, now: Date): Promise<Map<number, Array<string>>> {
  const byProduct = new Map<number, Array<string>>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .selectDistinct({ productId: certificates.productId, type: certificates.type })
    .from(certificates)
    .where(and(inArray(certificates.productId, productIds), validOn(now)))
    .orderBy(asc(certificates.productId), asc(certificates.type))
  for (const row of rows) {
    const list = byProduct.get(row.productId)
    if (list) list.push(row.type)
    else byProduct.set(row.productId, [row.type])
  }
  return byProduct
}

/** A product sort order for list queries (ties broken by id, so pages are stable). */
export function productOrder(sort: ProductSort): Array<SQL> {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)]
    case 'price_asc':
      return [asc(products.priceMin), asc(products.id)]
    case 'price_desc':
      return [desc(products.priceMin), asc(products.id)]
    case 'popular':
      return [desc(products.views), asc(products.id)]
    case 'recommended':
      return [desc(products.brandExportReady), asc(products.brandSort), desc(products.views), asc(products.id)]
  }
}

/** The SQL condition of product list filters. */
export function productConditions(filters: ProductFilters, now: Date): SQL | undefined {
  return and(
    filters.categoryId !== undefined ? inCategory(products.categoryId, filters.categoryId) : undefined,
    filters.countryCode !== undefined ? eq(products.originCountry, filters.countryCode) : undefined,
    filters.brandId !== undefined ? eq(products.brandId, filters.brandId) : undefined,
    filters.priceMin !== undefined ? gte(products.priceMax, filters.priceMin) : undefined,
    filters.priceMax !== undefined ? lte(products.priceMin, filters.priceMax) : undefined,
    filters.moqMax !== undefined ? lte(products.moq, filters.moqMax) : undefined,
    filters.unit !== undefined ? eq(products.unit, filters.unit) : undefined,
    filters.certification !== undefined
      ? sql`exists (select 1 from ${certificates} where ${certificates.productId} = ${products.id} and ${certificates.type} = ${filters.certification} and ${validOn(now)})`
      : undefined,
  )
}

/**
 * Products matching `keyword` (the search index: either language, prefixes, typos) that pass
 * `filters`, one page of them: by relevance for the default sort, else in the sort's order. The
 * index gives the matches and their rank; the filters and sorts are the SQL list's (ADR 063).
 */
export async function searchProducts(
  db: Db,
  lan: Lan,
  now: Date,
  keyword: string,
  filters: ProductFilters,
  sort: ProductSort,
  paging: { page: number; page_size: number },
): Promise<{ list: Array<ProductItem>; total: number }> {
  const match = productMatch(db, keyword)
  if (!match) return { list: [], total: 0 }
  const where = productConditions(filters, now)
  return listProducts(db, lan, now, {
    match,
    where,
    // Unfiltered and by relevance, the index's matches are the list, in its order.
    ranked: sort === 'recommended' && where === undefined ? match.ids : undefined,
    orderBy: sort === 'recommended' ? match.order : productOrder(sort),
    limit: paging.page_size,
    offset: (paging.page - 1) * paging.page_size,
    withTotal: true,
  })
}

export type FacetCounts<K> = Array<{ key: K; product_count: number }>

const counted = <K>(rows: Array<{ key: K; n: number }>): FacetCounts<K> => rows.map((row) => ({ key: row.key, product_count: row.n }))

/**
 * For each filter, how many products match `keyword` and the other filters, per option of that
 * filter: the counts beside a search's filters. Each facet is one grouped
 * count over the list's own condition (`productConditions`) without that facet's filter; a
 * top-level category counts its children's products too.
 */
export async function productFacetCounts(
  db: Db,
  now: Date,
  keyword: string | undefined,
  filters: ProductFilters,
): Promise<{
  categories: FacetCounts<number>
  countries: FacetCounts<string>
  certifications: FacetCounts<string>
  units: FacetCounts<string>
}> {
  const match = keyword ? productMatch(db, keyword) : undefined
  if (keyword && !match) return { categories: [], countries: [], certifications: [], units: [] }
  const without = (omit: keyof ProductFilters) => productConditions({ ...filters, [omit]: undefined }, now) ?? sql`true`
  // One statement (one round trip, one plan): the matched products once, with whether each passes
  // the list's condition without each facet's own filter, then one grouped count per facet.
  // Each product's valid certificate types come from its own rows (an index lookup per match),
  // not from a join that read the whole certificates table.
  const matched = whereMatches(
    db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        parentId: categories.parentId,
        originCountry: products.originCountry,
        unit: products.unit,
        certs: sql<
          Array<string>
        >`array(select distinct ${certificates.type} from ${certificates} where ${certificates.productId} = ${products.id} and ${validOn(now)})`.as(
          'certs',
        ),
        inCategory: sql<boolean>`${without('categoryId')}`.as('in_category'),
        inCountry: sql<boolean>`${without('countryCode')}`.as('in_country'),
        inCertification: sql<boolean>`${without('certification')}`.as('in_certification'),
        inUnit: sql<boolean>`${without('unit')}`.as('in_unit'),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .$dynamic(),
    match,
  )
  const { rows } = await db.execute<{
    facet: 'category' | 'country' | 'certification' | 'unit'
    key: string
    parent: number | null
    n: number
  }>(sql`
    with m as (${matched})
    select 'category' as facet, m.category_id::text as key, m.parent_id as parent, count(*)::int as n
      from m where m.in_category group by m.category_id, m.parent_id
    union all
    select 'country', m.origin_country, null, count(*)::int from m where m.in_country group by m.origin_country
    union all
    select 'certification', type, null, count(*)::int from m, unnest(m.certs) as type where m.in_certification group by type
    union all
    select 'unit', m.unit, null, count(*)::int from m where m.in_unit group by m.unit`)
  const facet = (name: string) => rows.filter((row) => row.facet === name)
  const byCategory = facet('category').map((row) => ({ key: Number(row.key), parent: row.parent, n: row.n }))
  const byCountry = facet('country').map((row) => ({ key: row.key, n: row.n }))
  const byCertificate = facet('certification').map((row) => ({ key: row.key, n: row.n }))
  const byUnit = facet('unit').map((row) => ({ key: row.key, n: row.n }))
  const categoryCounts = new Map<number, number>()
  for (const row of byCategory) {
    categoryCounts.set(row.key, (categoryCounts.get(row.key) ?? 0) + row.n)
    if (row.parent !== null) categoryCounts.set(row.parent, (categoryCounts.get(row.parent) ?? 0) + row.n)
  }
  return {
    categories: [...categoryCounts].map(([key, product_count]) => ({ key, product_count })),
    countries: counted(byCountry),
    certifications: counted(byCertificate),
    units: counted(byUnit),
  }
}

/**
 * One page of a product list endpoint (`opbGoodsList`, a brand's products): through the search
 * index when there is a keyword, else the filtered SQL list in the sort's order.
 */
export async function productListPage(
  db: Db,
  lan: Lan,
  now: Date,
  input: { keyword?: string; sort: ProductSort; page: number; page_size: number },
  filters: ProductFilters,
): Promise<{ list: Array<ProductItem>; total: number; page: number; page_size: number }> {
  const paging = { page: input.page, page_size: input.page_size }
  const { list, total } = input.keyword
    ? await searchProducts(db, lan, now, input.keyword, filters, input.sort, paging)
    : await listProducts(db, lan, now, {
        where: productConditions(filters, now),
        orderBy: productOrder(input.sort),
        limit: input.page_size,
        offset: (input.page - 1) * input.page_size,
        withTotal: true,
      })
  return { list, total, ...paging }
}

/** At most this many featured products from one brand, and from one product family. */
const FEATURED_PER_BRAND = 2
const FEATURED_PER_FAMILY = 2

/**
 * The home page's featured products: the newest, varied: the newest product of each category,
 * taken newest first with at most 2 per brand and per family (top-level category), so no one
 * supplier or kind fills the row.
 */
export async function listFeaturedProducts(db: Db, lan: Lan, now: Date, limit: number): Promise<Array<ProductItem>> {
  const candidates = await db
    .selectDistinctOn([products.categoryId], {
      id: products.id,
      brandId: products.brandId,
      family: sql<number>`coalesce(${categories.parentId}, ${categories.id})`.mapWith(Number),
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(products.categoryId, desc(products.createdAt), desc(products.id))
  candidates.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
  const perBrand = new Map<number, number>()
  const perFamily = new Map<number, number>()
  const picked: Array<number> = []
  for (const c of candidates) {
    if (picked.length >= limit) break
    if ((perBrand.get(c.brandId) ?? 0) >= FEATURED_PER_BRAND || (perFamily.get(c.family) ?? 0) >= FEATURED_PER_FAMILY) continue
    perBrand.set(c.brandId, (perBrand.get(c.brandId) ?? 0) + 1)
    perFamily.set(c.family, (perFamily.get(c.family) ?? 0) + 1)
    picked.push(c.id)
  }
  if (!picked.length) return []
  const { list } = await listProducts(db, lan, now, {
    where: inArray(products.id, picked),
    orderBy: [desc(products.id)],
    limit: picked.length,
  })
  const order = new Map(picked.map((id, i) => [id, i]))
  return list.toSorted((a, b) => order.get(a.id)! - order.get(b.id)!)
}
