/**
 * The catalogue search index of a database: built from it on first use (at server start, see
 * warmUpApi), rebuilt after writes to the data it indexes, and queried by the product and brand
 * lists and by the suggestion box (ADR 013).
 *
 * Freshness: every invalidation of a catalogue cache tag (./freshness.ts) bumps a generation;
 * the next search waits for a rebuild at the new generation, so a write is visible to the very
 * next search of this instance, and of every other instance once the tag reaches it.
 */
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.server";
import { brands, categories, countries, products } from "../db/schema";
import {
  CatalogueIndex,
  type CatalogueDocs,
  type Hit,
} from "./catalogue-index";
import { searchGeneration } from "./freshness";

const parent = alias(categories, "parent_category");

/** Every product, brand and category, as the index's documents: three queries. */
export async function loadCatalogueDocs(db: Db): Promise<CatalogueDocs> {
  const [productRows, brandRows, categoryRows] = await Promise.all([
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
  ]);
  return { products: productRows, brands: brandRows, categories: categoryRows };
}

/**
 * At most this many best matches of a keyword are listed (and counted): a one-letter prefix
 * can match the whole catalogue, and nobody pages past the first thousand by relevance.
 */
export const MAX_SEARCH_MATCHES = 1000;

type Entry = {
  index?: CatalogueIndex;
  generation: number;
  building?: Promise<CatalogueIndex>;
};
const entries = new WeakMap<Db, Entry>();

export type BuildStats = {
  ms: number;
  heapBytes: number;
  products: number;
  brands: number;
  categories: number;
  terms: number;
};
let lastBuild: BuildStats | undefined;

/** How long the last build took and what it holds (for the startup log and the ADR's numbers). */
export const lastSearchBuild = (): BuildStats | undefined => lastBuild;

async function build(
  db: Db,
  entry: Entry,
  generation: number,
): Promise<CatalogueIndex> {
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  const index = new CatalogueIndex(await loadCatalogueDocs(db));
  lastBuild = {
    ms: Math.round(performance.now() - started),
    heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore),
    ...index.size,
  };
  // A newer generation may have arrived during the build: it then stays stale and the next search builds again.
  if (!entry.index || entry.generation <= generation) {
    entry.index = index;
    entry.generation = generation;
  }
  return index;
}

/** The database's current index: built now if there is none or it is stale (one build at a time). */
export function catalogueIndex(
  db: Db,
): CatalogueIndex | Promise<CatalogueIndex> {
  let entry = entries.get(db);
  if (!entry) entries.set(db, (entry = { generation: -1 }));
  const generation = searchGeneration();
  if (entry.index && entry.generation === generation) return entry.index;
  const current = entry;
  current.building ??= build(db, current, generation).finally(() => {
    current.building = undefined;
  });
  return current.building;
}

/** Builds the index ahead of the first search (server start); resolves with the build's stats. */
export async function warmUpSearch(db: Db): Promise<BuildStats | undefined> {
  await catalogueIndex(db);
  return lastBuild;
}

/** Product ids matching `keyword`, best first. */
export async function searchProductIds(
  db: Db,
  keyword: string,
  limit?: number,
): Promise<Array<Hit>> {
  return (await catalogueIndex(db)).searchProducts(keyword, limit);
}

/** Brand ids matching `keyword`, best first. */
export async function searchBrandIds(
  db: Db,
  keyword: string,
  limit?: number,
): Promise<Array<Hit>> {
  return (await catalogueIndex(db)).searchBrands(keyword, limit);
}

/**
 * The page `page` (1-based, `pageSize` long) of the ids in `ranked` (best first) that pass
 * `filter` (given every ranked id, it returns those that pass, or undefined for "no filter"),
 * with the number that pass.
 */
export async function pageOfRanked(
  ranked: Array<Hit>,
  paging: { page: number; page_size: number },
  filter?: (ids: Array<number>) => Promise<Array<number>>,
): Promise<{ ids: Array<number>; total: number }> {
  let ids = ranked.map((hit) => hit.id);
  if (filter && ids.length) {
    const passing = new Set(await filter(ids));
    ids = ids.filter((id) => passing.has(id));
  }
  const start = (paging.page - 1) * paging.page_size;
  return { ids: ids.slice(start, start + paging.page_size), total: ids.length };
}

/** Rows reordered to follow `ids` (a page of ranked ids). */
export function inRankOrder<T extends { id: number }>(
  rows: Array<T>,
  ids: Array<number>,
): Array<T> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
