import type * as z from 'zod/mini'
import { and, asc, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { pavilionCard } from '../../api/contract/home'
import type { Db } from '../db/client.server'
import { brands, catalogueCounts, countries, pavilions } from '../db/schema'
import { pick, type Lan } from '../http/handler'
import type { supplierPavilion } from '../../api/contract/supplier'

/** Pavilions with their country and brand / product counts, in display order. */
export async function pavilionCards(
  db: Db,
  lan: Lan,
  options: { where?: SQL; limit?: number } = {},
): Promise<Array<z.input<typeof pavilionCard>>> {
  // Counts kept by triggers (catalogue_counts), not aggregated per request.
  const brandCounts = alias(catalogueCounts, 'brand_counts')
  const productCounts = alias(catalogueCounts, 'product_counts')
  const query = db
    .select({
      id: pavilions.id,
      nameEn: pavilions.nameEn,
      nameZh: pavilions.nameZh,
      banner: pavilions.banner,
      countryCode: pavilions.countryCode,
      countryEn: countries.nameEn,
      countryZh: countries.nameZh,
      region: countries.region,
      brandCount: sql<number>`coalesce(${brandCounts.n}, 0)`.mapWith(Number),
      productCount: sql<number>`coalesce(${productCounts.n}, 0)`.mapWith(Number),
    })
    .from(pavilions)
    .innerJoin(countries, eq(countries.code, pavilions.countryCode))
    .leftJoin(brandCounts, and(eq(brandCounts.dimension, 'brands.country'), eq(brandCounts.key, pavilions.countryCode)))
    .leftJoin(productCounts, and(eq(productCounts.dimension, 'products.brand_country'), eq(productCounts.key, pavilions.countryCode)))
    .where(options.where)
    .orderBy(asc(pavilions.sort), asc(pavilions.id))
  const rows = options.limit ? await query.limit(options.limit) : await query
  return rows.map((row) => ({
    id: row.id,
    name: pick(lan, row.nameEn, row.nameZh),
    banner: row.banner,
    country: { code: row.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
    region: row.region,
    brand_count: row.brandCount,
    product_count: row.productCount,
  }))
}

/** Pavilions with their brand count and up to `sampleSize` brands each (one query for all samples). */
export async function supplierPavilions(
  db: Db,
  lan: Lan,
  options: { region?: string; sampleSize: number },
): Promise<Array<z.input<typeof supplierPavilion>>> {
  const brandCounts = db
    .select({ code: brands.countryCode, n: count().as('brand_n') })
    .from(brands)
    .groupBy(brands.countryCode)
    .as('brand_counts')
  const rows = await db
    .select({
      pavilion: pavilions,
      countryEn: countries.nameEn,
      countryZh: countries.nameZh,
      region: countries.region,
      brandCount: sql<number>`coalesce(${brandCounts.n}, 0)`.mapWith(Number),
    })
    .from(pavilions)
    .innerJoin(countries, eq(countries.code, pavilions.countryCode))
    .leftJoin(brandCounts, eq(brandCounts.code, pavilions.countryCode))
    .where(options.region ? sql`lower(${countries.region}) = lower(${options.region})` : undefined)
    .orderBy(asc(pavilions.sort), asc(pavilions.id))

  const samples = new Map<string, Array<{ id: number; name: string; logo: string }>>()
  const codes = [...new Set(rows.map((row) => row.pavilion.countryCode))]
  if (options.sampleSize > 0 && codes.length) {
    const ranked = db
      .select({
        id: brands.id,
        nameEn: brands.nameEn,
        nameZh: brands.nameZh,
        logo: brands.logo,
        countryCode: brands.countryCode,
        rank: sql<number>`row_number() over (partition by ${brands.countryCode} order by ${brands.sort}, ${brands.views} desc, ${brands.id})`.as(
          'rank',
        ),
      })
      .from(brands)
      .where(inArray(brands.countryCode, codes))
      .as('ranked')
    const sampleRows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, options.sampleSize))
      .orderBy(asc(ranked.countryCode), asc(ranked.rank))
    for (const row of sampleRows) {
      const list = samples.get(row.countryCode) ?? []
      list.push({ id: row.id, name: pick(lan, row.nameEn, row.nameZh), logo: row.logo })
      samples.set(row.countryCode, list)
    }
  }
  return rows.map((row) => ({
    id: row.pavilion.id,
    name: pick(lan, row.pavilion.nameEn, row.pavilion.nameZh),
    intro: pick(lan, row.pavilion.introEn, row.pavilion.introZh),
    banner: row.pavilion.banner,
    country: { code: row.pavilion.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
    region: row.region,
    brand_count: row.brandCount,
    sample_brands: samples.get(row.pavilion.countryCode) ?? [],
  }))
}
