/**
 * The judged queries (./relevance-judgements.ts) run through the product list's own search path
 * (productListPage: the function the product list API answers with; the first page by relevance,
 * no filter) on a seeded database, scored by ./relevance.ts.
 */
import { count } from 'drizzle-orm'
import { productListPage } from '../catalogue/products.server'
import type { Db } from '../db/client.server'
import { categories, products } from '../db/schema'
import { warmUpSearch } from './search.server'
import { JUDGEMENTS, type Judgement } from './relevance-judgements'
import { PRECISION_AT, scoreQuery, summarize, type RelevanceReport } from './relevance'

/** Measures the search on `db`, once its index is built (as at server start: no query is matched in the database meanwhile). */
export async function measureRelevance(db: Db, now: Date, judgements: ReadonlyArray<Judgement> = JUDGEMENTS): Promise<RelevanceReport> {
  await warmUpSearch(db)
  const categoryRows = await db.select({ id: categories.id, nameEn: categories.nameEn, parentId: categories.parentId }).from(categories)
  const heldRows = await db
    .select({ categoryId: products.categoryId, origin: products.originCountry, n: count() })
    .from(products)
    .groupBy(products.categoryId, products.originCountry)
  const nameOf = new Map(categoryRows.map((row) => [row.id, row.nameEn]))
  /** A category's own id and its children's, by its English name. */
  const idsOf = (name: string): Array<number> => {
    const row = categoryRows.find((category) => category.nameEn === name)
    if (!row) throw new Error(`A judged query names the category "${name}", which the catalogue does not hold.`)
    return [row.id, ...categoryRows.filter((category) => category.parentId === row.id).map((category) => category.id)]
  }
  const scores = []
  for (const judgement of judgements) {
    const categoryIds = judgement.categories.length ? new Set(judgement.categories.flatMap(idsOf)) : undefined
    const held = heldRows
      .filter((row) => (!categoryIds || categoryIds.has(row.categoryId)) && (!judgement.origin || row.origin === judgement.origin))
      .reduce((sum, row) => sum + row.n, 0)
    if (held === 0)
      throw new Error(
        `The judged query "${judgement.query}" wants products the catalogue does not hold (${judgement.categories.join(', ')} ${judgement.origin ?? ''}).`,
      )
    const page = await productListPage(
      db,
      judgement.lan,
      now,
      { keyword: judgement.query, sort: 'recommended', page: 1, page_size: PRECISION_AT },
      {},
    )
    const results = page.list.map((item) => ({
      categoryId: item.category_id,
      origin: item.origin.code,
      label: `${nameOf.get(item.category_id) ?? item.category_id} ${item.origin.code}`,
    }))
    scores.push(scoreQuery(judgement, categoryIds, held, { results, total: page.total }))
  }
  return summarize(scores)
}
