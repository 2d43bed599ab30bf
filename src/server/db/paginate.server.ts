/**
 * The paginated list query of every domain: one page of a select and its total, answered as
 * `{ list, total, page, page_size }`. Built on Drizzle's dynamic query building (`.$dynamic()`
 * and `PgSelect`, as its docs' `withPagination`).
 */
import type { PgSelect } from 'drizzle-orm/pg-core'

export type Paging = { page: number; page_size: number }
export type Page<Item> = { list: Array<Item>; total: number; page: number; page_size: number }

/** Rows (`page` − 1) × `page_size` onwards, at most `page_size` of them. */
export function withPage<T extends PgSelect>(query: T, paging: Paging) {
  return query.limit(paging.page_size).offset((paging.page - 1) * paging.page_size)
}

/**
 * One page of `query` (a `.$dynamic()` select with its where and order, not yet limited) and
 * the total of `total` (a `select({ n: count() })` with the same where, or a count already
 * taken), run together.
 */
export async function selectPage<T extends PgSelect, Item>(
  query: T,
  total: PromiseLike<Array<{ n: number }> | number>,
  paging: Paging,
  toItem: (row: Awaited<T>[number]) => Item,
): Promise<Page<Item>> {
  const [rows, totals] = await Promise.all([withPage(query, paging), total])
  const n = typeof totals === 'number' ? totals : (totals[0]?.n ?? 0)
  return { list: rows.map(toItem), total: n, page: paging.page, page_size: paging.page_size }
}
