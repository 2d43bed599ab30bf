import type * as z from 'zod/mini'
import type { platformCounters } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { readCounts } from '../db/counts.server'

/** Brands, products, countries with brands, and buyers (registration forms). */
export async function loadPlatformCounters(db: Db): Promise<z.input<typeof platformCounters>> {
  const counts = await readCounts(db, ['brands', 'products', 'brands.country', 'buyer_forms'])
  return {
    brands: counts.get('brands')?.get('') ?? 0,
    products: counts.get('products')?.get('') ?? 0,
    countries: counts.get('brands.country')?.size ?? 0,
    buyers: counts.get('buyer_forms')?.get('') ?? 0,
  }
}
