import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { asc, count, eq, sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import * as schema from '../db/schema'
import { isDatabaseEmpty, seedDatabase } from './seed.server'
import { seededDataDir } from '../app/test-database'

const NOW = new Date('2026-06-15T08:00:00Z')
const words = (names: Array<string>) => new Set(names.flatMap((name) => name.toLowerCase().split(/[^a-z]+/)))

/**
 * The run's seeded dataset (the global set-up seeds it with the same clock); on PostgreSQL runs,
 * which seed a template instead, a fresh seed.
 */
async function seeded() {
  const dump = inject('seededDataDir')
  if (!dump) return freshSeeded()
  const client = new PGlite({ loadDataDir: seededDataDir(dump) })
  return { db: drizzle(client, { schema }), client }
}

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

    // Every seeded buyer has a company name of its own: no "Name (2)".
    const buyers = await a.db.select({ company: schema.buyerProfiles.company }).from(schema.buyerProfiles)
    expect(buyers.length).toBeGreaterThanOrEqual(30)
    expect(new Set(buyers.map((x) => x.company)).size).toBe(buyers.length)
    expect(buyers.filter((x) => /\(\d+\)$/.test(x.company))).toEqual([])

    // Seeded apart from `a`, by the global set-up.
    const b = await seeded()
    const productsB = await b.db.select().from(schema.products).orderBy(asc(schema.products.id))
    expect(productsB.map((p) => [p.nameEn, p.priceMin, p.brandId])).toEqual(products.map((p) => [p.nameEn, p.priceMin, p.brandId]))
    const [{ value: brandsB }] = (await b.db.select({ value: count() }).from(schema.brands)) as [{ value: number }]
    expect(brandsB).toBe(300)
    // Seeding stays fast enough to run at first start (about 4 s on PGlite here).
    expect(a.ms).toBeLessThan(30_000)
    await a.client.close()
    await b.client.close()
  }, 120_000)

  it('seeds a year of answered inquiries: quote rows in every month, each coherent with its inquiry, brand and product', async () => {
    const { db, client } = await seeded()
    const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Array<T>
    // Quotes sent in each of the twelve months before NOW (UTC months), and inquiries quoted.
    const months = await rows<{ month: string; quotes: number; inquiries: number; quoted: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month,
        (SELECT count(DISTINCT q.message_id)::int FROM quotes q WHERE q.created_at >= m AND q.created_at < m + interval '1 month') AS quotes,
        (SELECT count(*)::int FROM inquiries i WHERE i.created_at >= m AND i.created_at < m + interval '1 month') AS inquiries,
        (SELECT count(*)::int FROM inquiries i WHERE i.created_at >= m AND i.created_at < m + interval '1 month'
          AND EXISTS (SELECT 1 FROM quotes q WHERE q.inquiry_id = i.id)) AS quoted
      FROM generate_series(date_trunc('month', ${NOW.toISOString()}::timestamptz AT TIME ZONE 'UTC') - interval '11 months',
        date_trunc('month', ${NOW.toISOString()}::timestamptz AT TIME ZONE 'UTC'), interval '1 month') AS m`)
    expect(months).toHaveLength(12)
    // Every month has quotes, and a fair share of its inquiries quoted (listed by month, so a gap names the month).
    expect(months.filter((m) => m.quotes < 5 || m.quoted / m.inquiries <= 0.2)).toEqual([])
    // A quote names a product of the quoting brand, priced within the product's range in its currency.
    const [incoherent] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM quotes q
      JOIN inquiries i ON i.id = q.inquiry_id JOIN products p ON p.id = q.product_id
      JOIN inquiry_messages e ON e.id = q.message_id
      WHERE p.brand_id <> i.brand_id OR q.currency <> p.currency OR q.unit_price NOT BETWEEN p.price_min AND p.price_max
        OR e.inquiry_id <> q.inquiry_id OR e.side <> 'brand' OR q.created_at <> e.created_at
        OR NOT EXISTS (SELECT 1 FROM inquiry_items it WHERE it.inquiry_id = i.id AND it.product_id = q.product_id)`)
    expect(incoherent!.n).toBe(0)
    // The first-reply time is the brand's first thread entry; a quoted status has a quote behind it.
    const [replies] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM inquiries i
      WHERE i.first_reply_at IS DISTINCT FROM (SELECT min(e.created_at) FROM inquiry_messages e WHERE e.inquiry_id = i.id AND e.side = 'brand')
        OR (i.status = 'quoted' AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.inquiry_id = i.id))`)
    expect(replies!.n).toBe(0)
    await client.close()
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
    expect(rows[2999]!.nameEn).not.toMatch(/ lot [A-Z]{2}\d{2}-\d{4}$/)
    const extra = rows.slice(3000)
    expect(extra.every((p) => / lot [A-Z]{2}\d{2}-\d{4}$/.test(p.nameEn) && /批号[A-Z]{2}\d{2}-\d{4}$/.test(p.nameZh))).toBe(true)
    expect(words(extra.map((p) => p.nameEn)).size).toBeGreaterThan(words(rows.slice(0, 3000).map((p) => p.nameEn)).size * 5)
    await client.close()
  }, 180_000)

  it('reads as a real catalogue: certificates that can apply, intros that match, one shelf life in both languages', async () => {
    const { db, client } = await seeded()
    const categoryName = new Map((await db.select().from(schema.categories)).map((c) => [c.id, c]))
    const products = await db.select().from(schema.products)
    const productById = new Map(products.map((p) => [p.id, p]))
    const certs = await db.select({ productId: schema.certificates.productId, type: schema.certificates.type }).from(schema.certificates)
    const certsOf = new Map<number, Set<string>>()
    for (const c of certs) certsOf.set(c.productId, (certsOf.get(c.productId) ?? new Set()).add(c.type))

    // What a food-trade reader expects of each certificate.
    const alcohol = /wine|beer|spirit|liquor/i
    const pork = /pork|ham|bacon/i
    const wildCaught = ['Squid']
    const shellfish = ['White shrimp', 'Squid']
    const processed = [
      'Red wine',
      'Orange juice concentrate',
      'Extra virgin olive oil',
      'Refined palm olein',
      'Dark chocolate',
      'Butter biscuits',
    ]
    const notFairtradeOrigins = ['ES', 'IT', 'NZ', 'AU', 'CN']
    const broken: Array<string> = []
    for (const c of certs) {
      const p = productById.get(c.productId)!
      const category = categoryName.get(p.categoryId)!.nameEn
      const wrong =
        (c.type === 'halal' && (alcohol.test(category) || alcohol.test(p.nameEn) || pork.test(category) || pork.test(p.nameEn))) ||
        (c.type === 'organic' && wildCaught.includes(category)) ||
        (c.type === 'kosher' && (shellfish.includes(category) || /halal/i.test(category))) ||
        (c.type === 'gap' && (processed.includes(category) || wildCaught.includes(category))) ||
        (c.type === 'fairtrade' && notFairtradeOrigins.includes(p.originCountry))
      if (wrong) broken.push(`${c.type} on product ${p.id} (${category}, ${p.originCountry})`)
    }
    expect(broken).toEqual([])
    // A name's promise is kept: "Organic …" has an organic certificate, halal beef a halal one.
    const organicUncertified = products.filter((p) => p.nameEn.startsWith('Organic ') && !certsOf.get(p.id)?.has('organic'))
    expect(organicUncertified.map((p) => p.id)).toEqual([])
    const halalBeef = products.filter((p) => categoryName.get(p.categoryId)!.nameEn === 'Halal beef')
    expect(halalBeef.length).toBeGreaterThan(0)
    expect(halalBeef.filter((p) => !certsOf.get(p.id)?.has('halal')).map((p) => p.id)).toEqual([])
    // /halal lists halal-certified products: never wine.
    const halalWine = await db
      .select({ id: schema.products.id })
      .from(schema.certificates)
      .innerJoin(schema.products, eq(schema.products.id, schema.certificates.productId))
      .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
      .where(sql`${schema.certificates.type} = 'halal' and ${schema.categories.nameEn} ilike '%wine%'`)
    expect(halalWine).toEqual([])

    // One shelf life in both languages.
    const units: Record<string, string> = { days: '天', weeks: '周', months: '个月' }
    const shelf = (p: (typeof products)[number]) => {
      const en = /shelf life: (\d+) (days|weeks|months)/.exec(p.specEn)
      const zh = /保质期：(\d+)(天|周|个月)/.exec(p.specZh)
      return en && zh && zh[1] === en[1] && zh[2] === units[en[2]!]
    }
    expect(products.filter((p) => !shelf(p)).map((p) => p.id)).toEqual([])

    // A brand's intro names its category and every kind of product it sells, in both languages;
    // certificates by their names, never as uppercase codes inside Chinese text.
    const brandRows = await db.select().from(schema.brands)
    const soldBy = new Map<number, Set<number>>()
    for (const p of products) soldBy.set(p.brandId, (soldBy.get(p.brandId) ?? new Set()).add(p.categoryId))
    const codes = /HALAL|ORGANIC|FAIRTRADE|KOSHER|HACCP|GAP|ISO/
    const unmentioned = brandRows.flatMap((b) =>
      [b.categoryId!, ...(soldBy.get(b.id) ?? [])]
        .map((id) => categoryName.get(id)!)
        .filter((c) => !b.introEn.includes(c.nameEn.toLowerCase()) || !b.introZh.includes(c.nameZh))
        .map((c) => `brand ${b.id}: ${c.nameEn}`),
    )
    expect(unmentioned).toEqual([])
    expect(brandRows.filter((b) => codes.test(b.introZh)).map((b) => b.id)).toEqual([])
    const resumes = await db.select({ titleZh: schema.brandResumes.titleZh, bodyZh: schema.brandResumes.bodyZh }).from(schema.brandResumes)
    expect(resumes.filter((r) => codes.test(r.titleZh + r.bodyZh))).toEqual([])
    expect(products.filter((p) => codes.test(p.nameZh + p.descriptionZh + p.specZh)).map((p) => p.id)).toEqual([])

    // A brand's products have names of their own, in both languages.
    const seen = new Set<string>()
    const repeated = products.filter((p) => {
      const keys = [`${p.brandId} ${p.nameEn}`, `${p.brandId} ${p.nameZh}`]
      const again = keys.some((key) => seen.has(key))
      for (const key of keys) seen.add(key)
      return again
    })
    expect(repeated.map((p) => `brand ${p.brandId}: ${p.nameEn}`)).toEqual([])

    // Bulk offers fit their request as the inbox decides (a product of the brand in the request's
    // category or below, from the asked origin), priced within such a product's range, holding only
    // certificates such a product has; every answered request has offers, and the demo buyer's own do.
    const requests = new Map((await db.select().from(schema.bulkRequests)).map((r) => [r.id, r]))
    const offers = await db.select().from(schema.bulkOffers)
    const misfits = offers.filter((o) => {
      const r = requests.get(o.bulkRequestId)!
      const fits = products.filter(
        (p) =>
          p.brandId === o.brandId &&
          (p.categoryId === r.categoryId || categoryName.get(p.categoryId)!.parentId === r.categoryId) &&
          (!r.originCountry || p.originCountry === r.originCountry),
      )
      return !fits.some(
        (p) =>
          p.currency === o.currency &&
          p.priceMin <= o.unitPrice &&
          o.unitPrice <= p.priceMax &&
          o.certificates.every((type) => certsOf.get(p.id)?.has(type)),
      )
    })
    expect(offers.length).toBeGreaterThan(30)
    expect(misfits.map((o) => `offer ${o.id} on request ${o.bulkRequestId}`)).toEqual([])
    const answered = new Set(offers.map((o) => o.bulkRequestId))
    const [demoBuyer] = await db.select().from(schema.users).where(eq(schema.users.mobile, '+8613800000001'))
    const own = [...requests.values()].filter((r) => r.userId === demoBuyer!.id)
    expect(own.map((r) => [r.status, answered.has(r.id)])).toEqual([
      ['open', true],
      ['open', true],
    ])
    await client.close()
  }, 120_000)
})
