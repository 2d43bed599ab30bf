/**
 * Product cards by id, kept between requests (ADR 084). A list query picks a page's ids (its
 * filters, keyword and sort, in SQL); what each card shows (names in both languages, brand,
 * category, origin, price, the certificates valid today) does not depend on the list, so it is
 * read once and kept, and only the ids not kept are read.
 *
 * A kept card is dropped when the data it shows is invalidated (the tags of `CARD_TAGS`, from a
 * write here or from another instance over the bus), when the day changes (certificates valid
 * today), and after CARD_TTL_MS (views change without an invalidation). At most MAX_CARDS.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { brands, categories, certificates, countries, products } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { cardGeneration } from '../search/search.server'

/** Columns of a product card (products ⋈ brands ⋈ categories ⋈ origin countries). */
const cardColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
  categoryId: products.categoryId,
  categoryEn: categories.nameEn,
  categoryZh: categories.nameZh,
  brandId: brands.id,
  brandEn: brands.nameEn,
  brandZh: brands.nameZh,
  brandLogo: brands.logo,
  origin: products.originCountry,
  originEn: countries.nameEn,
  originZh: countries.nameZh,
  unit: products.unit,
  moq: products.moq,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  currency: products.currency,
  image: sql<string | null>`${products.images}[1]`,
  views: products.views,
  createdAt: products.createdAt,
}

/** The cards of `ids` in both languages, each with the types of its certificates valid on `day`: one query. */
function readCards(db: Db, ids: ReadonlyArray<number>, day: string) {
  return db
    .select({
      ...cardColumns,
      certifications: sql<
        Array<string>
      >`array(select distinct ${certificates.type} from ${certificates} where ${certificates.productId} = ${products.id} and ${certificates.validFrom} <= ${day} and ${certificates.validTo} >= ${day} order by 1)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(countries, eq(countries.code, products.originCountry))
    .where(sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`)
}

export type CardRow = Awaited<ReturnType<typeof readCards>>[number]

/** Cards are kept this long at most (a product's views change without an invalidation). */
export const CARD_TTL_MS = 60_000
/** At most this many cards per database (~1 KB each). */
export const MAX_CARDS = 10_000

type Kept = { row: CardRow; day: string; generation: number; expires: number }
/** One map per database (tests open several), in least-recently-used order. */
const kept = new WeakMap<Db, Map<number, Kept>>()

function keptCards(db: Db): Map<number, Kept> {
  let cards = kept.get(db)
  if (!cards) kept.set(db, (cards = new Map()))
  return cards
}

/** The cards of `ids` on the UTC day of `now`, in the order of `ids` (ids with no product are left out). */
export async function productCards(db: Db, ids: ReadonlyArray<number>, now: Date): Promise<Array<CardRow>> {
  const cards = keptCards(db)
  const day = isoDay(now)
  const generation = cardGeneration()
  const at = Date.now()
  const found = new Map<number, CardRow>()
  const missing: Array<number> = []
  for (const id of ids) {
    const card = cards.get(id)
    if (card && card.generation === generation && card.day === day && card.expires > at) {
      // Map order is insertion order: re-inserting makes this the most recently used.
      cards.delete(id)
      cards.set(id, card)
      found.set(id, card.row)
    } else missing.push(id)
  }
  if (missing.length) {
    const rows = await readCards(db, missing, day)
    // A card read while its data was invalidated is used for this answer but not kept.
    const keep = cardGeneration() === generation
    for (const row of rows) {
      found.set(row.id, row)
      if (keep) cards.set(row.id, { row, day, generation, expires: at + CARD_TTL_MS })
    }
    while (cards.size > MAX_CARDS) {
      const oldest = cards.keys().next().value
      if (oldest === undefined) break
      cards.delete(oldest)
    }
  }
  return ids.flatMap((id) => found.get(id) ?? [])
}
