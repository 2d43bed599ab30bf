/**
 * The handler of Search/suggest: the search box's suggestions. The index picks the best matches;
 * their names are read from the database in the request's language (three queries).
 */
import { eq, sql } from 'drizzle-orm'
import { suggest } from '../../api/contract/search'
import { brands, categories, countries, products } from '../db/schema'
import { handle, pick, type BoundHandler } from '../http/handler'
import { brandMatch, categoryMatch, productMatch, whereMatches } from './search.server'

export const handlers: Array<BoundHandler> = [
  handle(suggest, async (input, { db, lan }) => {
    const [brandMatches, productMatches, categoryMatches] = [
      brandMatch(db, input.keyword, input.limit),
      productMatch(db, input.keyword, input.limit),
      categoryMatch(db, input.keyword, input.limit),
    ]
    const [brandRows, productRows, categoryRows] = await Promise.all([
      brandMatches
        ? whereMatches(
            db
              .select({
                id: brands.id,
                nameEn: brands.nameEn,
                nameZh: brands.nameZh,
                logo: brands.logo,
                countryEn: countries.nameEn,
                countryZh: countries.nameZh,
              })
              .from(brands)
              .innerJoin(countries, eq(countries.code, brands.countryCode))
              .$dynamic(),
            brandMatches,
          )
            .orderBy(...brandMatches.order)
            .limit(input.limit)
        : [],
      productMatches
        ? whereMatches(
            db
              .select({
                id: products.id,
                nameEn: products.nameEn,
                nameZh: products.nameZh,
                image: sql<string | null>`${products.images}[1]`,
                brandEn: brands.nameEn,
                brandZh: brands.nameZh,
              })
              .from(products)
              .innerJoin(brands, eq(brands.id, products.brandId))
              .$dynamic(),
            productMatches,
          )
            .orderBy(...productMatches.order)
            .limit(input.limit)
        : [],
      categoryMatches
        ? whereMatches(
            db
              .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh })
              .from(categories)
              .$dynamic(),
            categoryMatches,
          )
            .orderBy(...categoryMatches.order)
            .limit(input.limit)
        : [],
    ])
    return {
      brands: brandRows.map((row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        logo: row.logo,
        country: pick(lan, row.countryEn, row.countryZh),
      })),
      products: productRows.map((row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        image: row.image ?? null,
        brand_name: pick(lan, row.brandEn, row.brandZh),
      })),
      categories: categoryRows.map((row) => ({ id: row.id, name: pick(lan, row.nameEn, row.nameZh), parent_id: row.parentId })),
    }
  }),
]
