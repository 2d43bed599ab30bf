/**
 * When the search index must be rebuilt. Writes invalidate cache tags (a contract entry's
 * `invalidates`, or a tag arriving from another instance over the invalidation bus); the search
 * index follows the tags of the data it is built from. Kept free of imports, so the server can
 * subscribe to invalidations without loading the index or the database.
 */

/** The tags of the data the index is built from. */
export const SEARCH_TAGS: ReadonlySet<string> = new Set(['products', 'brands', 'categories', 'countries'])

let generation = 0

/** Marks every index stale when `tags` name data it is built from. */
export function invalidateSearch(tags: ReadonlyArray<string>): void {
  if (tags.some((tag) => SEARCH_TAGS.has(tag))) generation += 1
}

/** Bumped by every relevant invalidation; an index built at an older generation is stale. */
export function searchGeneration(): number {
  return generation
}
