import { and, count, eq } from 'drizzle-orm'
import { addFavorite } from '../../api/contract/common'
import { activities, brands, favorites, products } from '../db/schema'
import { ApiError, handle, type BoundHandler } from '../http/handler'

const FAVORITE_TARGETS = {
  brand: { table: brands, en: 'brand', cn: '品牌' },
  product: { table: products, en: 'product', cn: '产品' },
  activity: { table: activities, en: 'activity', cn: '活动' },
} as const

export const handlers: Array<BoundHandler> = [
  handle(addFavorite, async (input, { db, session, now }) => {
    const target = FAVORITE_TARGETS[input.target_type]
    const [exists] = await db.select({ id: target.table.id }).from(target.table).where(eq(target.table.id, input.target_id))
    if (!exists) {
      throw new ApiError({
        en: `Field target_id: no ${target.en} with id ${input.target_id}`,
        cn: `字段 target_id：不存在 id 为 ${input.target_id} 的${target.cn}`,
      })
    }
    const key = and(
      eq(favorites.userId, session.userId),
      eq(favorites.targetType, input.target_type),
      eq(favorites.targetId, input.target_id),
    )
    const removed = await db.delete(favorites).where(key).returning({ userId: favorites.userId })
    const favorited = removed.length === 0
    if (favorited) {
      await db
        .insert(favorites)
        .values({ userId: session.userId, targetType: input.target_type, targetId: input.target_id, createdAt: now })
        .onConflictDoNothing()
    }
    const [total] = await db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.targetType, input.target_type), eq(favorites.targetId, input.target_id)))
    return { favorited, total_favorites: total?.n ?? 0 }
  }),
]
