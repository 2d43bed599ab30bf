/**
 * Reads of catalogue_counts: exact counts kept by database triggers (drizzle/0003), so pages
 * that show "N brands from M countries" or counts beside filter options do not aggregate the
 * catalogue on every request.
 */
import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from './client.server'
import { catalogueCounts } from './schema'

export type CountDimension =
  | 'products'
  | 'products.category'
  | 'products.origin'
  | 'products.brand'
  | 'products.brand_country'
  | 'brands'
  | 'brands.country'
  | 'buyer_forms'

/** Dimension → key → count (keys with a zero count left out; totals under the key ''). */
export async function readCounts(db: Db, dimensions: ReadonlyArray<CountDimension>): Promise<Map<CountDimension, Map<string, number>>> {
  const rows = await db
    .select()
    .from(catalogueCounts)
    .where(and(inArray(catalogueCounts.dimension, [...dimensions]), gt(catalogueCounts.n, 0)))
  const byDimension = new Map<CountDimension, Map<string, number>>(dimensions.map((dimension) => [dimension, new Map()]))
  for (const row of rows) byDimension.get(row.dimension as CountDimension)?.set(row.key, row.n)
  return byDimension
}

/** One count (0 when nothing was ever counted). */
export async function readCount(db: Db, dimension: CountDimension, key = ''): Promise<number> {
  const [row] = await db
    .select({ n: catalogueCounts.n })
    .from(catalogueCounts)
    .where(and(eq(catalogueCounts.dimension, dimension), eq(catalogueCounts.key, key)))
  return row?.n ?? 0
}
