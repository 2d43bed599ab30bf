/**
 * The catalogue search index of a database: built from it on first use (at server start, see
 * warmUpApi), rebuilt after writes to the data it indexes, and queried by the product and brand
 * lists and by the suggestion box (ADR 013).
 *
 * Freshness: every invalidation of a catalogue cache tag (./freshness.ts) bumps a generation;
 * the next search waits for a rebuild at the new generation, so a write is visible to the very
 * next search of this instance, and of every other instance once the tag reaches it.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { brands, categories, certificates, countries, products } from '../db/schema'
import { CatalogueIndex, type CatalogueDocs, type CertificateSpan } from './catalogue-index'
import { searchGeneration } from './freshness'

const parent = alias(categories, 'parent_category')

/** created_at to the microsecond, in UTC, as text that sorts like the timestamp. */
const createdKeyOf = (column: typeof products.createdAt | typeof brands.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`

/**
 * Every product, brand and category, as the index's documents, with what their list cards show
 * (so a keyword search is answered from memory, ./list.ts): four queries.
 */
export async function loadCatalogueDocs(db: Db): Promise<CatalogueDocs> {
  const [productRows, brandRows, categoryRows, certificateRows] = await Promise.all([
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameZh: products.nameZh,
        brandId: products.brandId,
        brandEn: brands.nameEn,
        brandZh: brands.nameZh,
        categoryId: products.categoryId,
        categoryEn: sql<string>`concat_ws(' ', ${categories.nameEn}, ${parent.nameEn})`,
        categoryZh: sql<string>`concat_ws(' ', ${categories.nameZh}, ${parent.nameZh})`,
        originEn: countries.nameEn,
        originZh: countries.nameZh,
        image: sql<string | null>`${products.images}[1]`,
        views: products.views,
        brandLogo: brands.logo,
        origin: products.originCountry,
        unit: products.unit,
        moq: products.moq,
        priceMin: products.priceMin,
        priceMax: products.priceMax,
        currency: products.currency,
        createdAt: products.createdAt,
        createdKey: createdKeyOf(products.createdAt),
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .innerJoin(countries, eq(countries.code, products.originCountry))
      .orderBy(asc(products.id)),
    db
      .select({
        id: brands.id,
        nameEn: brands.nameEn,
        nameZh: brands.nameZh,
        logo: brands.logo,
        countryEn: countries.nameEn,
        countryZh: countries.nameZh,
        categoryEn: sql<string>`coalesce(${categories.nameEn}, '')`,
        categoryZh: sql<string>`coalesce(${categories.nameZh}, '')`,
        views: brands.views,
        introEn: brands.introEn,
        introZh: brands.introZh,
        countryCode: brands.countryCode,
        categoryId: brands.categoryId,
        certifications: brands.certifications,
        exportReady: brands.exportReady,
        foundedYear: brands.foundedYear,
        inventory: brands.inventory,
        createdAt: brands.createdAt,
        createdKey: createdKeyOf(brands.createdAt),
      })
      .from(brands)
      .innerJoin(countries, eq(countries.code, brands.countryCode))
      .leftJoin(categories, eq(categories.id, brands.categoryId))
      .orderBy(asc(brands.id)),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameEn: categories.nameEn,
        nameZh: categories.nameZh,
      })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({
        productId: certificates.productId,
        type: certificates.type,
        validFrom: certificates.validFrom,
        validTo: certificates.validTo,
      })
      .from(certificates)
      .orderBy(asc(certificates.productId), asc(certificates.id)),
  ])
  const spans = new Map<number, Array<CertificateSpan>>()
  for (const { productId, ...span } of certificateRows) {
    const list = spans.get(productId)
    if (list) list.push(span)
    else spans.set(productId, [span])
  }
  return {
    products: productRows.map(({ brandLogo, origin, unit, moq, priceMin, priceMax, currency, createdAt, createdKey, ...doc }) => ({
      ...doc,
      card: {
        brandLogo,
        origin,
        unit,
        moq,
        priceMin,
        priceMax,
        currency,
        createdAt,
        createdKey,
        certificates: spans.get(doc.id) ?? [],
      },
    })),
    brands: brandRows.map(
      ({
        introEn,
        introZh,
        countryCode,
        categoryId,
        certifications,
        exportReady,
        foundedYear,
        inventory,
        createdAt,
        createdKey,
        ...doc
      }) => ({
        ...doc,
        card: {
          introEn,
          introZh,
          countryCode,
          categoryId,
          certifications,
          exportReady,
          foundedYear,
          inventory,
          createdAt,
          createdKey,
        },
      }),
    ),
    categories: categoryRows,
  }
}

/**
 * At most this many best matches of a keyword are listed (and counted): a one-letter prefix
 * can match the whole catalogue, and nobody pages past the first thousand by relevance.
 */
export const MAX_SEARCH_MATCHES = 1000

type Entry = {
  index?: CatalogueIndex
  generation: number
  building?: Promise<CatalogueIndex>
}
const entries = new WeakMap<Db, Entry>()

export type BuildStats = {
  ms: number
  heapBytes: number
  products: number
  brands: number
  categories: number
  terms: number
}
let lastBuild: BuildStats | undefined

/** How long the last build took and what it holds (for the startup log and the ADR's numbers). */
export const lastSearchBuild = (): BuildStats | undefined => lastBuild

async function build(db: Db, entry: Entry, generation: number): Promise<CatalogueIndex> {
  const started = performance.now()
  const heapBefore = process.memoryUsage().heapUsed
  const index = new CatalogueIndex(await loadCatalogueDocs(db))
  lastBuild = {
    ms: Math.round(performance.now() - started),
    heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore),
    ...index.size,
  }
  // A newer generation may have arrived during the build: it then stays stale and the next search builds again.
  if (!entry.index || entry.generation <= generation) {
    entry.index = index
    entry.generation = generation
  }
  return index
}

/** The database's current index: built now if there is none or it is stale (one build at a time). */
export function catalogueIndex(db: Db): CatalogueIndex | Promise<CatalogueIndex> {
  let entry = entries.get(db)
  if (!entry) entries.set(db, (entry = { generation: -1 }))
  const generation = searchGeneration()
  if (entry.index && entry.generation === generation) return entry.index
  const current = entry
  current.building ??= build(db, current, generation).finally(() => {
    current.building = undefined
  })
  return current.building
}

/** Builds the index ahead of the first search (server start); resolves with the build's stats. */
export async function warmUpSearch(db: Db): Promise<BuildStats | undefined> {
  await catalogueIndex(db)
  return lastBuild
}

/**
 * A view counted (Home/postPv): the kept index's copy of the count follows it. A view does not
 * invalidate any cache (it is not a catalogue change), yet keyword lists are answered from the
 * index and sorted by views, so without this they would show the count of the last rebuild.
 * Other instances catch up at their next rebuild.
 */
export function noteViews(db: Db, kind: 'brand' | 'product', id: number, views: number): void {
  const index = entries.get(db)?.index
  const doc = kind === 'brand' ? index?.brands.get(id) : index?.products.get(id)
  if (doc) doc.views = views
}
