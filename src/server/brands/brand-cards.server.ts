import type * as z from 'zod/mini'
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { brandCard } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { brands, categories, countries, products } from '../db/schema'
import { pick, type Lan } from '../http/handler'
import { whereMatches, type KeywordMatch } from '../search/search.server'

export const brandCategory = alias(categories, 'brand_category')

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

/**
 * One page of brand cards matching `where` and, with a keyword, its matches (`match`), and how
 * many match in all.
 */
export async function pageOfBrandCards(
  db: Db,
  where: SQL | undefined,
  order: Array<SQL>,
  paging: { page: number; page_size: number },
  match?: KeywordMatch,
) {
  const [rows, totalRows] = await Promise.all([
    whereMatches(selectBrandCards(db).$dynamic(), match, where)
      .orderBy(...order)
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size),
    whereMatches(db.select({ n: count() }).from(brands).$dynamic(), match, where),
  ])
  return { rows, total: totalRows[0]?.n ?? 0 }
}

export type BrandCardRow = {
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
    category: row.categoryId === null ? null : { id: row.categoryId, name: pick(lan, row.categoryEn ?? '', row.categoryZh ?? '') },
    certifications: row.certifications,
    export_ready: row.exportReady,
    founded_year: row.foundedYear,
    product_count: row.productCount,
    views: row.views,
  }
}

/** The "recommended" order of brands: curated sort, then the most viewed. */
export const recommendedBrandOrder = [asc(brands.sort), desc(brands.views), asc(brands.id)]
