/**
 * Keyword matching for the catalogue's lists and suggestions (ADR 063). The in-memory index
 * (./catalogue-index.ts) says which products, brands or categories match a keyword and in which
 * order of relevance; the lists turn that into one SQL condition and one SQL order, beside their
 * own filters and sorts, which exist only in SQL.
 *
 * The index is built off the request path: at server start, and again after a write to the data
 * it is built from (./freshness.ts). Until the build at the current generation is done, a keyword
 * is matched in the database instead (every word in the name; most viewed first), so no request
 * waits for a build and a write is seen by the very next search.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { brands, categories, countries, products } from '../db/schema'
import { CatalogueIndex, type CatalogueDocs, type Hit } from './catalogue-index'
import type { KeywordOrigin } from './origins'
import { searchGeneration } from './freshness'

/** When kept product cards are stale (the catalogue's list reads them, ADR 084). */
export { cardGeneration } from './freshness'
import { isEmptyQuery, parseQuery } from './tokenize'

const parent = alias(categories, 'parent_category')

/**
 * At most this many best matches of a keyword are listed (and counted): a one-letter prefix
 * can match the whole catalogue, and nobody pages past the first thousand by relevance.
 */
export const MAX_SEARCH_MATCHES = 1000

/**
 * Every product, brand and category with the words the index searches, and the countries whose
 * names are origin words: four queries. Each in the order that breaks a tie in relevance:
 * products and brands most viewed first, categories in their own order.
 */
export async function loadCatalogueDocs(db: Db): Promise<CatalogueDocs> {
  const [productRows, brandRows, categoryRows, countryRows] = await Promise.all([
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameZh: products.nameZh,
        brandEn: brands.nameEn,
        brandZh: brands.nameZh,
        categoryEn: sql<string>`concat_ws(' ', ${categories.nameEn}, ${parent.nameEn})`,
        categoryZh: sql<string>`concat_ws(' ', ${categories.nameZh}, ${parent.nameZh})`,
        originEn: countries.nameEn,
        originZh: countries.nameZh,
        originCode: products.originCountry,
        categoryId: products.categoryId,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .innerJoin(countries, eq(countries.code, products.originCountry))
      .orderBy(desc(products.views), asc(products.id)),
    db
      .select({
        id: brands.id,
        nameEn: brands.nameEn,
        nameZh: brands.nameZh,
        countryEn: countries.nameEn,
        countryZh: countries.nameZh,
        countryCode: brands.countryCode,
        categoryEn: sql<string>`coalesce(${categories.nameEn}, '')`,
        categoryZh: sql<string>`coalesce(${categories.nameZh}, '')`,
      })
      .from(brands)
      .innerJoin(countries, eq(countries.code, brands.countryCode))
      .leftJoin(categories, eq(categories.id, brands.categoryId))
      .orderBy(desc(brands.views), asc(brands.id)),
    db
      .select({ id: categories.id, nameEn: categories.nameEn, nameZh: categories.nameZh })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ code: countries.code, nameEn: countries.nameEn, nameZh: countries.nameZh }).from(countries),
  ])
  return { products: productRows, brands: brandRows, categories: categoryRows, countries: countryRows }
}

// ─── the index's life ────────────────────────────────────────────────────────────────────

type Entry = { index?: CatalogueIndex; generation: number; building?: Promise<void> }
/** One entry per database (tests open several); dropped with the database. */
const entries = new WeakMap<Db, Entry>()

export type BuildStats = { ms: number; heapBytes: number } & CatalogueIndex['size']
let lastBuild: BuildStats | undefined

/** How long the last build took and what it holds (for the startup log and the memory report). */
export const lastSearchBuild = (): BuildStats | undefined => lastBuild

async function build(db: Db, entry: Entry, generation: number): Promise<void> {
  const started = performance.now()
  const heapBefore = process.memoryUsage().heapUsed
  const index = await CatalogueIndex.build(await loadCatalogueDocs(db))
  lastBuild = {
    ms: Math.round(performance.now() - started),
    heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore),
    ...index.size,
  }
  entry.index = index
  entry.generation = generation
}

/** Starts a build at the current generation unless one is running; resolves when it is done. */
function startBuild(db: Db): Promise<void> {
  let entry = entries.get(db)
  if (!entry) entries.set(db, (entry = { generation: -1 }))
  const current = entry
  current.building ??= build(db, current, searchGeneration())
    .catch((error: unknown) => console.error('Search index build failed (keywords are matched in the database):', error))
    .finally(() => {
      current.building = undefined
    })
  return current.building
}

/** The database's index when it is current; else undefined, and a build is started. */
function currentIndex(db: Db): CatalogueIndex | undefined {
  const entry = entries.get(db)
  if (entry?.index && entry.generation === searchGeneration()) return entry.index
  void startBuild(db)
  return undefined
}

/**
 * Builds the index (server start, tests) until it is current, and resolves with the build's
 * stats. Searches meanwhile are matched in the database.
 */
export async function warmUpSearch(db: Db): Promise<BuildStats | undefined> {
  for (;;) {
    await startBuild(db)
    const entry = entries.get(db)
    if (!entry?.index) return undefined // the build failed (logged)
    if (entry.generation === searchGeneration()) return lastBuild
  }
}

// ─── a keyword as SQL ────────────────────────────────────────────────────────────────────

/**
 * How a keyword selects rows of a list, and their relevance order. With the index, `ids` are its
 * matches in relevance order (ties most viewed first, as of the index's build), `join` the same
 * as a table, `keyword_match(id, ord)` from `unnest … with ordinality`, joined on the list's id,
 * and `where` the same ids; `order` is then their place in `ids`. While the index is built,
 * `where` alone: the previous index's matches or a condition on the names; `order` the rows the
 * names match first, then the previous index's order, then views, then id.
 */
export type KeywordMatch = { ids?: ReadonlyArray<number>; join?: { table: SQL; on: SQL }; where?: SQL; order: Array<SQL> }

/**
 * `query` narrowed to a keyword's matches: the join of the index's matches (when there is one)
 * and the match's condition with `where`. `query` is a dynamic select (`.$dynamic()`).
 */
export function whereMatches<T extends PgSelect>(query: T, match: KeywordMatch | undefined, where?: SQL): T {
  const joined = match?.join ? (query.innerJoin(match.join.table, match.join.on) as unknown as T) : query
  return joined.where(and(match?.where, where)) as T
}

const intArray = (values: ReadonlyArray<number>) => `{${values.join(',')}}`

/** The index's hits, best first, as a join of (id, ord) rows, ordered by `ord`. */
function fromHits(hits: ReadonlyArray<Hit>, id: PgColumn): KeywordMatch {
  const ids = hits.map((hit) => hit.id)
  const array = intArray(ids)
  return {
    ids,
    join: {
      table: sql`unnest(${array}::int[]) with ordinality as keyword_match(id, ord)`,
      on: sql`keyword_match.id = ${id}`,
    },
    // The same ids as a condition too: the planner then reads just those rows by primary key
    // (without it, it hash-joined a scan of the whole table).
    where: sql`${id} = any(${array}::int[])`,
    order: [sql`keyword_match.ord`],
  }
}

/**
 * The keyword matched in the database while the index is being built: every Latin word and
 * Chinese run of the keyword occurs in one of `names` (lower-cased).
 */
function inNames(keyword: string, names: Array<PgColumn>, id: PgColumn, views: PgColumn | undefined): KeywordMatch {
  const parsed = parseQuery(keyword)
  const text = sql.join(
    names.map((name) => sql`lower(${name})`),
    sql` || ' ' || `,
  )
  const parts = [...parsed.latin, ...parsed.han.map((run) => run.run)]
  return {
    where: sql.join(
      parts.map((part) => sql`strpos(${text}, ${part}) > 0`),
      sql` and `,
    ),
    order: [...(views ? [desc(views)] : []), asc(id)],
  }
}

/** The SQL of `keyword` for a list, or undefined when it has no words or matches nothing. */
function keywordMatch(
  db: Db,
  keyword: string,
  search: (index: CatalogueIndex) => ReadonlyArray<Hit>,
  columns: { id: PgColumn; views?: PgColumn; names: Array<PgColumn> },
): KeywordMatch | undefined {
  if (isEmptyQuery(parseQuery(keyword))) return undefined
  const index = currentIndex(db)
  if (index) {
    const hits = search(index)
    return hits.length ? fromHits(hits, columns.id) : undefined
  }
  const names = inNames(keyword, columns.names, columns.id, columns.views)
  // While a rebuild runs, the previous index still knows what the names alone do not (a country,
  // an intro, a synonym): its hits, first in its order, or the names, so that a renamed row is found
  // at once and no keyword loses what it found a moment ago.
  const previous = entries.get(db)?.index
  const hits = previous ? search(previous) : []
  if (!hits.length) return names
  const array = intArray(hits.map((hit) => hit.id))
  return {
    where: sql`(${columns.id} = any(${array}::int[]) or (${names.where}))`,
    // A row whose names hold every word first (a new brand's name beats the index's looser hits).
    order: [sql`(${names.where}) desc`, sql`array_position(${array}::int[], ${columns.id}) nulls last`, ...names.order],
  }
}

/**
 * The origin `keyword` names (智利车厘子: Chile) and the rest of it (车厘子), by which the lists
 * match; undefined when it names none, or while the index is built (the names are matched then).
 */
export function keywordOrigin(db: Db, keyword: string): KeywordOrigin | undefined {
  if (isEmptyQuery(parseQuery(keyword))) return undefined
  return currentIndex(db)?.originOf(keyword)
}

/**
 * What to offer for a keyword that found no product: the corrected keyword ("did you mean"), the
 * products it (or, for an origin without them, the keyword's other words) finds, whose categories
 * come closest, and the categories of goods the catalogue lacks ("lemon" → Citrus). Empty while
 * the index is built.
 */
export function noResultAnswer(
  db: Db,
  keyword: string,
): { suggestion?: string; products: ReadonlyArray<number>; categories: ReadonlyArray<number> } {
  const index = isEmptyQuery(parseQuery(keyword)) ? undefined : currentIndex(db)
  if (!index) return { products: [], categories: [] }
  const suggestion = index.didYouMean(keyword)
  const around = suggestion ?? index.originOf(keyword)?.rest
  const found = around ? index.searchProducts(around, MAX_SEARCH_MATCHES) : []
  return {
    ...(suggestion ? { suggestion } : {}),
    products: found.map((hit) => hit.id),
    categories: found.length ? [] : index.closestCategories(keyword).map((hit) => hit.id),
  }
}

/** Products matching `keyword` (at most `limit` of them by relevance; the whole list's cap). */
export function productMatch(db: Db, keyword: string, limit = MAX_SEARCH_MATCHES): KeywordMatch | undefined {
  return keywordMatch(db, keyword, (index) => index.searchProducts(keyword, limit), {
    id: products.id,
    views: products.views,
    names: [products.nameEn, products.nameZh],
  })
}

export function brandMatch(db: Db, keyword: string, limit = MAX_SEARCH_MATCHES): KeywordMatch | undefined {
  return keywordMatch(db, keyword, (index) => index.searchBrands(keyword, limit), {
    id: brands.id,
    views: brands.views,
    names: [brands.nameEn, brands.nameZh],
  })
}

export function categoryMatch(db: Db, keyword: string, limit = MAX_SEARCH_MATCHES): KeywordMatch | undefined {
  return keywordMatch(db, keyword, (index) => index.searchCategories(keyword, limit), {
    id: categories.id,
    names: [categories.nameEn, categories.nameZh],
  })
}
