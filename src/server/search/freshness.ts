/**
 * When data derived from the catalogue's rows must be read again. Writes invalidate cache tags (a
 * contract entry's `invalidates`, or a tag arriving from another instance over the invalidation
 * bus); the search index and the kept product cards follow the tags of the data they are made
 * from. Kept free of imports, so the server can subscribe to invalidations without loading the
 * index or the database.
 */

/** The tags of the data the index is built from. */
export const SEARCH_TAGS: ReadonlySet<string> = new Set(['products', 'brands', 'categories', 'countries'])

/** The tags of the data a product card shows (its names, brand, category, origin and certificates). */
export const CARD_TAGS: ReadonlySet<string> = new Set([...SEARCH_TAGS, 'certificates'])

let generation = 0
let cards = 0

/** Marks every index (and every kept card) stale when `tags` name data it is made from. */
export function invalidateSearch(tags: ReadonlyArray<string>): void {
  if (tags.some((tag) => SEARCH_TAGS.has(tag))) generation += 1
  if (tags.some((tag) => CARD_TAGS.has(tag))) cards += 1
}

/** Bumped by every relevant invalidation; an index built at an older generation is stale. */
export function searchGeneration(): number {
  return generation
}

/** Bumped by every invalidation of a card's data; a card kept at an older generation is stale. */
export function cardGeneration(): number {
  return cards
}
