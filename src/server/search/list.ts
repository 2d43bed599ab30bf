/**
 * Keyword lists answered from memory (ADR 033): the index's documents carry what a product or
 * brand card shows, so a keyword search's filters, sort, paging and count are applied here to the
 * index's matches, with no database query. `list.test.ts` and `list.server.test.ts` check that
 * the answer equals the SQL answer (catalogue/products.server.ts, brands/brand-cards.server.ts)
 * for a set of filter, sort and page combinations.
 *
 * Semantics follow the SQL exactly: a category filter takes the category and its children, a
 * price range overlaps [price_min, price_max], a certification counts when it is valid on the
 * request's UTC day, and every sort ends with the id so pages are stable.
 */
import type * as z from 'zod/mini'
import type { productItem } from '../../api/contract/opb-goods'
import { isoDay } from '../db/sql.server'
import { pick, type Lan } from '../http/handler'
import type { BrandDoc, CatalogueIndex, Hit, ProductDoc } from './catalogue-index'

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

export type BrandFilters = {
  countryCode?: string
  /** The brand's category is one of these (a category and its children). */
  categoryIds?: ReadonlyArray<number>
  certification?: string
  exportReady?: boolean
  /** Only brands with units in stock (the inventory list). */
  inStock?: boolean
}

/** Brand orders the index can reproduce (a name order follows the database's collation: SQL). */
export type BrandSort = 'relevance' | 'newest' | 'popular' | 'inventory'

export type Paging = { page: number; page_size: number }

/** A brand card's fields (brands/brand-cards.server.ts `BrandCardRow`, with the inventory). */
export type BrandRow = {
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
  inventory: number
  views: number
  productCount: number
}

/** A category and, when it is a top-level category, its children (as `inCategory` in SQL). */
export function categoryAndChildren(index: CatalogueIndex, categoryId: number): Array<number> {
  const ids: Array<number> = []
  for (const category of index.categories.values())
    if (category.id === categoryId || category.parentId === categoryId) ids.push(category.id)
  return ids
}

/** Sorted distinct types of the product's certificates valid on `day` (an ISO date). */
function validTypes(doc: ProductDoc, day: string): Array<string> {
  const types = new Set<string>()
  for (const span of doc.card?.certificates ?? []) if (span.validFrom <= day && span.validTo >= day) types.add(span.type)
  return [...types].toSorted()
}

function card<T extends { card?: unknown }>(doc: T): NonNullable<T['card']> {
  if (!doc.card) throw new Error('search index documents were loaded without their cards')
  return doc.card as NonNullable<T['card']>
}

const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)

function productOrder(sort: Exclude<ProductSort, 'recommended'>): (a: ProductDoc, b: ProductDoc) => number {
  switch (sort) {
    case 'newest':
      return (a, b) => desc(card(a).createdKey, card(b).createdKey) || b.id - a.id
    case 'price_asc':
      return (a, b) => card(a).priceMin - card(b).priceMin || a.id - b.id
    case 'price_desc':
      return (a, b) => card(b).priceMin - card(a).priceMin || a.id - b.id
    case 'popular':
      return (a, b) => b.views - a.views || a.id - b.id
  }
}

function brandOrder(sort: Exclude<BrandSort, 'relevance'>): (a: BrandDoc, b: BrandDoc) => number {
  switch (sort) {
    case 'newest':
      return (a, b) => desc(card(a).createdKey, card(b).createdKey) || b.id - a.id
    case 'popular':
      return (a, b) => b.views - a.views || a.id - b.id
    case 'inventory':
      return (a, b) => card(b).inventory - card(a).inventory || a.id - b.id
  }
}

/** The matches in `ranked` that pass `passes`, sorted by `order` (else kept in rank order). */
function filterAndSort<T extends { id: number }>(
  ranked: ReadonlyArray<Hit>,
  docs: ReadonlyMap<number, T>,
  passes: (doc: T) => boolean,
  order: ((a: T, b: T) => number) | undefined,
): Array<T> {
  const out: Array<T> = []
  for (const hit of ranked) {
    const doc = docs.get(hit.id)
    if (doc && passes(doc)) out.push(doc)
  }
  return order ? out.toSorted(order) : out
}

const pageOf = <T>(list: Array<T>, paging: Paging): Array<T> => {
  const start = (paging.page - 1) * paging.page_size
  return list.slice(start, start + paging.page_size)
}

/**
 * One page of the products in `ranked` (the index's matches, best first) that pass `filters`:
 * in rank order for "recommended", else in the sort's order; with how many pass.
 */
export function productPage(
  index: CatalogueIndex,
  ranked: ReadonlyArray<Hit>,
  filters: ProductFilters,
  sort: ProductSort,
  paging: Paging,
  now: Date,
  lan: Lan,
): { list: Array<ProductItem>; total: number } {
  const day = isoDay(now)
  const inCategory = filters.categoryId === undefined ? undefined : new Set(categoryAndChildren(index, filters.categoryId))
  const passes = (doc: ProductDoc): boolean => {
    const c = card(doc)
    return (
      (!inCategory || inCategory.has(doc.categoryId)) &&
      (filters.countryCode === undefined || c.origin === filters.countryCode) &&
      (filters.brandId === undefined || doc.brandId === filters.brandId) &&
      (filters.priceMin === undefined || c.priceMax >= filters.priceMin) &&
      (filters.priceMax === undefined || c.priceMin <= filters.priceMax) &&
      (filters.moqMax === undefined || c.moq <= filters.moqMax) &&
      (filters.unit === undefined || c.unit === filters.unit) &&
      (filters.certification === undefined ||
        c.certificates.some((span) => span.type === filters.certification && span.validFrom <= day && span.validTo >= day))
    )
  }
  const matching = filterAndSort(ranked, index.products, passes, sort === 'recommended' ? undefined : productOrder(sort))
  return {
    total: matching.length,
    list: pageOf(matching, paging).map((doc) => {
      const c = card(doc)
      const category = index.categories.get(doc.categoryId)
      return {
        id: doc.id,
        name: pick(lan, doc.nameEn, doc.nameZh),
        category_id: doc.categoryId,
        category_name: pick(lan, category?.nameEn ?? '', category?.nameZh ?? ''),
        brand: {
          id: doc.brandId,
          name: pick(lan, doc.brandEn, doc.brandZh),
          logo: c.brandLogo,
        },
        origin: { code: c.origin, name: pick(lan, doc.originEn, doc.originZh) },
        unit: c.unit,
        moq: c.moq,
        price_min: c.priceMin,
        price_max: c.priceMax,
        currency: c.currency,
        image: doc.image ?? null,
        certifications: validTypes(doc, day),
        views: doc.views,
        created_at: c.createdAt.toISOString(),
      }
    }),
  }
}

/**
 * One page of the brands in `ranked` that pass `filters`, in rank order ("relevance") or the
 * sort's order, as brand card rows; with how many pass.
 */
export function brandPage(
  index: CatalogueIndex,
  ranked: ReadonlyArray<Hit>,
  filters: BrandFilters,
  sort: BrandSort,
  paging: Paging,
): { rows: Array<BrandRow>; total: number } {
  const inCategory = filters.categoryIds && new Set(filters.categoryIds)
  const passes = (doc: BrandDoc): boolean => {
    const c = card(doc)
    return (
      (filters.countryCode === undefined || c.countryCode === filters.countryCode) &&
      (!inCategory || (c.categoryId !== null && inCategory.has(c.categoryId))) &&
      (filters.certification === undefined || c.certifications.includes(filters.certification)) &&
      (filters.exportReady === undefined || c.exportReady === filters.exportReady) &&
      (!filters.inStock || c.inventory > 0)
    )
  }
  const matching = filterAndSort(ranked, index.brands, passes, sort === 'relevance' ? undefined : brandOrder(sort))
  return {
    total: matching.length,
    rows: pageOf(matching, paging).map((doc) => {
      const c = card(doc)
      return {
        id: doc.id,
        nameEn: doc.nameEn,
        nameZh: doc.nameZh,
        logo: doc.logo,
        introEn: c.introEn,
        introZh: c.introZh,
        countryCode: c.countryCode,
        countryEn: doc.countryEn,
        countryZh: doc.countryZh,
        categoryId: c.categoryId,
        categoryEn: c.categoryId === null ? null : doc.categoryEn,
        categoryZh: c.categoryId === null ? null : doc.categoryZh,
        certifications: c.certifications,
        exportReady: c.exportReady,
        foundedYear: c.foundedYear,
        inventory: c.inventory,
        views: doc.views,
        productCount: index.productCount(doc.id),
      }
    }),
  }
}
