import { asc, eq, isNull, sql } from 'drizzle-orm'
import { getGoodsCateChildList } from '../../api/contract/activity'
import { categories, products } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler } from '../http/handler'
import { outer } from '../db/sql.server'

export const handlers: Array<BoundHandler> = [
  handle(getGoodsCateChildList, async (input, { db, lan }) => {
    if (input.parent_id) {
      const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.parent_id)).limit(1)
      if (!parent) {
        throw new ApiError({
          en: `No category found for parent_id ${input.parent_id}`,
          cn: `找不到 parent_id 为 ${input.parent_id} 的分类`,
        })
      }
    }
    const rows = await db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameEn: categories.nameEn,
        nameZh: categories.nameZh,
        productCount: sql<number>`(select count(*) from ${products} p where p.category_id = ${outer(categories, categories.id)}
          or p.category_id in (select s.id from ${categories} s where s.parent_id = ${outer(categories, categories.id)}))::int`.mapWith(
          Number,
        ),
        childCount:
          sql<number>`(select count(*) from ${categories} s where s.parent_id = ${outer(categories, categories.id)})::int`.mapWith(Number),
      })
      .from(categories)
      .where(input.parent_id ? eq(categories.parentId, input.parent_id) : isNull(categories.parentId))
      .orderBy(asc(categories.sort), asc(categories.id))
    return {
      list: rows.map((row) => ({
        id: row.id,
        parent_id: row.parentId,
        name: pick(lan, row.nameEn, row.nameZh),
        product_count: row.productCount,
        child_count: row.childCount,
      })),
    }
  }),
]
