import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { asc, count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from './schema'
import { isDatabaseEmpty, seedDatabase } from './seed.server'

const NOW = new Date('2026-06-15T08:00:00Z')
const words = (names: Array<string>) => new Set(names.flatMap((name) => name.toLowerCase().split(/[^a-z]+/)))

async function freshSeeded(scale = 1) {
  const client = new PGlite()
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: 'drizzle' })
  expect(await isDatabaseEmpty(db)).toBe(true)
  const started = performance.now()
  const summary = await seedDatabase(db, { now: NOW, scale })
  return { db, client, summary, ms: performance.now() - started }
}

describe('seedDatabase', () => {
  it('fills an empty database with the bilingual demo dataset, deterministically', async () => {
    const a = await freshSeeded()
    expect(a.summary).toMatchObject({ brands: 300, products: 3000, activities: 15, articles: 40, faqs: 16 })
    expect(a.summary.countries).toBeGreaterThanOrEqual(15)
    expect(a.summary.pavilions).toBeGreaterThanOrEqual(15)
    expect(await isDatabaseEmpty(a.db)).toBe(false)

    const products = await a.db.select().from(schema.products).orderBy(asc(schema.products.id))
    expect(products).toHaveLength(3000)
    for (const p of products) {
      expect(p.priceMin).toBeLessThanOrEqual(p.priceMax)
      expect(p.moq).toBeGreaterThan(0)
      expect(p.nameZh).toMatch(/[\u4e00-\u9fff]/)
    }
    const brandRows = await a.db.select().from(schema.brands).orderBy(asc(schema.brands.id))
    expect(brandRows.every((b) => /[\u4e00-\u9fff]/.test(b.nameZh) && /[\u4e00-\u9fff]/.test(b.introZh))).toBe(true)
    expect(new Set(brandRows.map((b) => b.nameEn)).size).toBe(300)

    const certs = await a.db.select().from(schema.certificates)
    const today = NOW.toISOString().slice(0, 10)
    const expired = certs.filter((c) => c.validTo < today).length
    expect(expired).toBeGreaterThan(0)
    expect(expired / certs.length).toBeLessThan(0.3)

    const activities = await a.db.select().from(schema.activities)
    const live = activities.filter((x) => x.startsAt <= NOW && x.endsAt >= NOW)
    expect(live.length).toBeGreaterThanOrEqual(2)
    expect(activities.some((x) => x.endsAt < NOW)).toBe(true)
    expect(activities.some((x) => x.startsAt > NOW)).toBe(true)

    // Every seeded buyer has a company name of its own: no "Name (2)" (issue 28 §12).
    const buyers = await a.db.select({ company: schema.buyerProfiles.company }).from(schema.buyerProfiles)
    expect(buyers.length).toBeGreaterThanOrEqual(30)
    expect(new Set(buyers.map((x) => x.company)).size).toBe(buyers.length)
    expect(buyers.filter((x) => /\(\d+\)$/.test(x.company))).toEqual([])

    const b = await freshSeeded()
    const productsB = await b.db.select().from(schema.products).orderBy(asc(schema.products.id))
    expect(productsB.map((p) => [p.nameEn, p.priceMin, p.brandId])).toEqual(products.map((p) => [p.nameEn, p.priceMin, p.brandId]))
    const [{ value: brandsB }] = (await b.db.select({ value: count() }).from(schema.brands)) as [{ value: number }]
    expect(brandsB).toBe(300)
    // Seeding stays fast enough to run at first start (about 4 s on PGlite here).
    expect(a.ms).toBeLessThan(30_000)
    await a.client.close()
    await b.client.close()
  }, 120_000)

  it('grows to SEED_SCALE × the products with new words, and brands capped at 10 per country and category', async () => {
    const { db, client, summary } = await freshSeeded(3)
    expect(summary.products).toBe(9000)
    expect(summary.brands).toBeGreaterThan(300)
    expect(summary.brands).toBeLessThanOrEqual(900)
    // The cap adds no brand where the base catalogue already has 10 or more.
    const perPair = await db
      .select({ base: sql<number>`count(*) filter (where ${schema.brands.id} <= 300)`.mapWith(Number), n: count() })
      .from(schema.brands)
      .groupBy(schema.brands.countryCode, schema.brands.categoryId)
    expect(perPair.every((row) => row.n <= Math.max(10, row.base))).toBe(true)
    expect(perPair.some((row) => row.n === 10 && row.base < 10)).toBe(true)
    const brandNames = await db.select({ nameEn: schema.brands.nameEn }).from(schema.brands)
    expect(new Set(brandNames.map((b) => b.nameEn)).size).toBe(summary.brands)
    // The base catalogue is unchanged; the extra products name an estate and a lot.
    const rows = await db
      .select({ id: schema.products.id, nameEn: schema.products.nameEn, nameZh: schema.products.nameZh })
      .from(schema.products)
      .orderBy(asc(schema.products.id))
    expect(rows[2999]!.nameEn).not.toMatch(/ lot /)
    const extra = rows.slice(3000)
    expect(extra.every((p) => / lot [A-Z]{2}\d{2}-\d{4}$/.test(p.nameEn) && /批号[A-Z]{2}\d{2}-\d{4}$/.test(p.nameZh))).toBe(true)
    expect(words(extra.map((p) => p.nameEn)).size).toBeGreaterThan(words(rows.slice(0, 3000).map((p) => p.nameEn)).size * 5)
    await client.close()
  }, 180_000)
})
