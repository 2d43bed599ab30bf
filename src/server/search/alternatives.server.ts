/**
 * The handler of Search/alternatives: what a search that found nothing offers instead. The index
 * corrects the keyword and finds the products around it (./search.server.ts); the closest
 * categories are theirs, most products first (or the categories of goods the catalogue lacks),
 * and the brands are those with the most products in those categories (a top-level category
 * counts its children). Three queries, in the request's language.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { alternatives } from '../../api/contract/search'
import { brands, categories, countries, products } from '../db/schema'
import { handle, pick, type BoundHandler } from '../http/handler'
import { noResultAnswer } from './search.server'

export const handlers: Array<BoundHandler> = [
  handle(alternatives, async (input, { db, lan }) => {
    const answer = noResultAnswer(db, input.keyword)
    const count = sql<number>`count(*)`.mapWith(Number)
    // The categories of the products found, most of them first; else the closest by name.
    const categoryIds = answer.products.length
      ? (
          await db
            .select({ id: products.categoryId, n: count })
            .from(products)
            .where(sql`${products.id} = any(${`{${answer.products.join(',')}}`}::int[])`)
            .groupBy(products.categoryId)
            .orderBy(desc(count), products.categoryId)
            .limit(input.limit)
        ).map((row) => row.id)
      : answer.categories.slice(0, input.limit)
    if (!categoryIds.length) return { suggestion: answer.suggestion ?? null, categories: [], brands: [] }
    const [categoryRows, brandRows] = await Promise.all([
      db
        .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh })
        .from(categories)
        .where(inArray(categories.id, categoryIds)),
      db
        .select({
          id: brands.id,
          nameEn: brands.nameEn,
          nameZh: brands.nameZh,
          logo: brands.logo,
          countryEn: countries.nameEn,
          countryZh: countries.nameZh,
          n: count,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(countries, eq(countries.code, brands.countryCode))
        .where(and(or(inArray(categories.id, categoryIds), inArray(categories.parentId, categoryIds))))
        .groupBy(brands.id, countries.code)
        .orderBy(desc(count), desc(brands.views), brands.id)
        .limit(input.limit),
    ])
    const order = new Map(categoryIds.map((id, i) => [id, i]))
    return {
      suggestion: answer.suggestion ?? null,
      categories: categoryRows
        .toSorted((a, b) => order.get(a.id)! - order.get(b.id)!)
        .map((row) => ({ id: row.id, name: pick(lan, row.nameEn, row.nameZh), parent_id: row.parentId })),
      brands: brandRows.map((row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        logo: row.logo,
        country: pick(lan, row.countryEn, row.countryZh),
      })),
    }
  }),
]
