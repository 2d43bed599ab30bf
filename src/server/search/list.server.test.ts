/**
 * A keyword list answered from the index's memory (./list.ts) equals the SQL answer over the
 * same matches, for a set of filter, sort and page combinations (PGlite, or PostgreSQL with
 * DATABASE_URL).
 */
import { and, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageOfBrandCards } from '../brands/brand-cards.server'
import { listProducts, productConditions, productOrder, type ProductFilters, type ProductSort } from '../catalogue/products.server'
import { brands, categories, products } from '../db/schema'
import { createTestApi, TEST_NOW, type TestApi } from '../http/test-api.server'
import { asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { CatalogueIndex } from './catalogue-index'
import { brandPage, categoryAndChildren, productPage, type BrandFilters, type BrandSort } from './list'
import { catalogueIndex, MAX_SEARCH_MATCHES } from './search.server'

let api: TestApi
let index: CatalogueIndex
let grains: number

beforeAll(async () => {
  api = await createTestApi()
  index = await catalogueIndex(api.db)
  const [top] = await api.db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, 'Grains & oils'))
  grains = top!.id
}, 120_000)
afterAll(async () => {
  await api.close()
})

const KEYWORDS = ['rice', 'jasmin ric', '茉莉香米', 'coffee beans', 'thai', '有机']

describe('keyword product lists from memory equal SQL', () => {
  it('for every filter, sort and page combination', async () => {
    const filterSets: Array<ProductFilters> = [
      {},
      { categoryId: grains },
      { countryCode: 'TH' },
      { priceMin: 500, priceMax: 2000 },
      { moqMax: 10, unit: 'ton' },
      { certification: 'halal' },
      { certification: 'organic', categoryId: grains },
    ]
    const sorts: Array<ProductSort> = ['recommended', 'newest', 'price_asc', 'price_desc', 'popular']
    let compared = 0
    for (const keyword of KEYWORDS) {
      const ranked = index.searchProducts(keyword, MAX_SEARCH_MATCHES)
      expect({ keyword, found: ranked.length > 0 }).toEqual({
        keyword,
        found: true,
      })
      const ids = ranked.map((hit) => hit.id)
      for (const filters of filterSets) {
        const where = and(inArray(products.id, ids), productConditions(filters, TEST_NOW))
        for (const sort of sorts) {
          for (const page of [1, 2]) {
            const paging = { page, page_size: 7 }
            const memory = productPage(index, ranked, filters, sort, paging, TEST_NOW, 'en')
            let expected
            if (sort === 'recommended') {
              const passing = new Set((await api.db.select({ id: products.id }).from(products).where(where)).map((row) => row.id))
              const inRank = ids.filter((id) => passing.has(id))
              const pageIds = inRank.slice((page - 1) * 7, page * 7)
              const { list } = pageIds.length
                ? await listProducts(api.db, 'en', TEST_NOW, {
                    where: inArray(products.id, pageIds),
                    orderBy: [],
                    limit: 7,
                  })
                : { list: [] }
              const byId = new Map(list.map((item) => [item.id, item]))
              expected = {
                total: inRank.length,
                list: pageIds.map((id) => byId.get(id)),
              }
            } else {
              expected = await listProducts(api.db, 'en', TEST_NOW, {
                where,
                orderBy: productOrder(sort),
                limit: 7,
                offset: (page - 1) * 7,
                withTotal: true,
              })
            }
            const label = `${keyword} ${JSON.stringify(filters)} ${sort} ${page}`
            expect({ label, ...memory }).toEqual({ label, ...expected })
            if (expected.list.length) compared++
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100)
  }, 120_000)
})

describe('keyword brand lists from memory equal SQL', () => {
  it('for every filter, sort and page combination', async () => {
    const filterSets: Array<BrandFilters> = [
      {},
      { countryCode: 'TH' },
      { categoryIds: categoryAndChildren(index, grains) },
      { certification: 'halal' },
      { exportReady: true },
      { inStock: true },
    ]
    const orders: Record<Exclude<BrandSort, 'relevance'>, ReturnType<typeof asc>[]> = {
      newest: [desc(brands.createdAt), desc(brands.id)],
      popular: [desc(brands.views), asc(brands.id)],
      inventory: [desc(brands.inventory), asc(brands.id)],
    }
    let compared = 0
    for (const keyword of [...KEYWORDS, 'farms', '泰国']) {
      const ranked = index.searchBrands(keyword, MAX_SEARCH_MATCHES)
      const ids = ranked.map((hit) => hit.id)
      if (!ids.length) continue
      for (const filters of filterSets) {
        const where = and(
          inArray(brands.id, ids),
          filters.countryCode !== undefined ? eq(brands.countryCode, filters.countryCode) : undefined,
          filters.categoryIds !== undefined ? inArray(brands.categoryId, [...filters.categoryIds]) : undefined,
          filters.certification !== undefined ? sql`${filters.certification} = any(${brands.certifications})` : undefined,
          filters.exportReady !== undefined ? eq(brands.exportReady, filters.exportReady) : undefined,
          filters.inStock ? gt(brands.inventory, 0) : undefined,
        )
        for (const sort of ['relevance', 'newest', 'popular', 'inventory'] as const) {
          const paging = { page: 1, page_size: 5 }
          const memory = brandPage(index, ranked, filters, sort, paging)
          let expected
          if (sort === 'relevance') {
            const all = await pageOfBrandCards(api.db, where, [asc(brands.id)], { page: 1, page_size: 1000 })
            const byId = new Map(all.rows.map((row) => [row.id, row]))
            const inRank = ids.filter((id) => byId.has(id))
            expected = {
              total: inRank.length,
              rows: inRank.slice(0, 5).map((id) => byId.get(id)),
            }
          } else {
            expected = await pageOfBrandCards(api.db, where, orders[sort], paging)
          }
          const label = `${keyword} ${JSON.stringify(filters)} ${sort}`
          expect({ label, ...memory }).toEqual({ label, ...expected })
          if (expected.rows.length) compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(40)
  }, 120_000)
})
