/**
 * A buyer's favourites (common/favoriteList): the brands and products they saved with
 * common/add_favorite, most recently saved first. Personal, so never cached.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { favoriteList } from '../../api/contract/common'
import { selectBrandCards, toBrandCard } from '../brands/brand-cards.server'
import { listProducts } from '../catalogue/products.server'
import { brands, favorites, products } from '../db/schema'
import { handle, type BoundHandler } from '../http/handler'

/** The most favourites of one type the list answers. */
export const MAX_LISTED_FAVOURITES = 200

export const handlers: Array<BoundHandler> = [
  handle(favoriteList, async (_input, { db, lan, now, session }) => {
    const saved = await db
      .select({ type: favorites.targetType, id: favorites.targetId, at: favorites.createdAt })
      .from(favorites)
      .where(and(eq(favorites.userId, session.userId), inArray(favorites.targetType, ['brand', 'product'])))
      .orderBy(desc(favorites.createdAt), asc(favorites.targetId))
    const brandIds = saved.filter((f) => f.type === 'brand').slice(0, MAX_LISTED_FAVOURITES)
    const productIds = saved.filter((f) => f.type === 'product').slice(0, MAX_LISTED_FAVOURITES)
    const [brandRows, productRows] = await Promise.all([
      brandIds.length
        ? selectBrandCards(db).where(
            inArray(
              brands.id,
              brandIds.map((f) => f.id),
            ),
          )
        : Promise.resolve([]),
      productIds.length
        ? listProducts(db, lan, now, {
            where: inArray(
              products.id,
              productIds.map((f) => f.id),
            ),
            orderBy: [asc(products.id)],
            limit: MAX_LISTED_FAVOURITES,
          })
        : Promise.resolve({ list: [], total: 0 }),
    ])
    const brandById = new Map(brandRows.map((row) => [row.id, row]))
    const productById = new Map(productRows.list.map((item) => [item.id, item]))
    return {
      brands: brandIds.flatMap((f) => {
        const row = brandById.get(f.id)
        return row ? [{ ...toBrandCard(row, lan), favorited_at: f.at.toISOString() }] : []
      }),
      products: productIds.flatMap((f) => {
        const item = productById.get(f.id)
        return item ? [{ ...item, favorited_at: f.at.toISOString() }] : []
      }),
    }
  }),
]
