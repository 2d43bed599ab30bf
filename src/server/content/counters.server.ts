import { count, eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { platformCounters } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { readCounts } from '../db/counts.server'
import { buyerProfiles } from '../db/schema'

/**
 * Brands, products, countries with brands, and verified buyers (buyer profiles the organisers
 * verified): the real counts, the same wherever a page shows them.
 */
export async function loadPlatformCounters(db: Db): Promise<z.input<typeof platformCounters>> {
  const [counts, [buyers]] = await Promise.all([
    readCounts(db, ['brands', 'products', 'brands.country']),
    db.select({ n: count() }).from(buyerProfiles).where(eq(buyerProfiles.status, 'verified')),
  ])
  return {
    brands: counts.get('brands')?.get('') ?? 0,
    products: counts.get('products')?.get('') ?? 0,
    countries: counts.get('brands.country')?.size ?? 0,
    buyers: buyers?.n ?? 0,
  }
}
