// catalogue_counts against the aggregates it replaces, after the seed and after every kind of
// write its triggers follow (inserts, deletes, key changes, a brand moving country, cascades).
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '../app/test-api.server'
import { readCounts, type CountDimension } from './counts.server'
import { brands, buyerForms, categories, products } from './schema'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 60_000)
afterAll(() => api?.close())

const dimensions: Array<CountDimension> = [
  'products',
  'products.category',
  'products.origin',
  'products.brand',
  'products.brand_country',
  'brands',
  'brands.country',
  'buyer_forms',
]

async function grouped(dimension: string, rows: Promise<Array<{ key: unknown; n: number }>>) {
  const out: Record<string, number> = {}
  for (const row of await rows) if (row.n > 0) out[String(row.key)] = row.n
  return [dimension, out] as const
}

async function actual(): Promise<Record<string, Record<string, number>>> {
  const db = api.db
  return Object.fromEntries(
    await Promise.all([
      grouped('products', db.select({ key: sql`''`, n: count() }).from(products)),
      grouped('products.category', db.select({ key: products.categoryId, n: count() }).from(products).groupBy(products.categoryId)),
      grouped('products.origin', db.select({ key: products.originCountry, n: count() }).from(products).groupBy(products.originCountry)),
      grouped('products.brand', db.select({ key: products.brandId, n: count() }).from(products).groupBy(products.brandId)),
      grouped(
        'products.brand_country',
        db
          .select({ key: brands.countryCode, n: count() })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .groupBy(brands.countryCode),
      ),
      grouped('brands', db.select({ key: sql`''`, n: count() }).from(brands)),
      grouped('brands.country', db.select({ key: brands.countryCode, n: count() }).from(brands).groupBy(brands.countryCode)),
      grouped('buyer_forms', db.select({ key: sql`''`, n: count() }).from(buyerForms)),
    ]),
  )
}

async function kept(): Promise<Record<string, Record<string, number>>> {
  const counts = await readCounts(api.db, dimensions)
  return Object.fromEntries([...counts].map(([dimension, byKey]) => [dimension, Object.fromEntries(byKey)]))
}

describe('catalogue_counts', () => {
  it('matches the real aggregates after the seed', async () => {
    const expected = await actual()
    expect(expected['products']).toEqual({ '': 3000 })
    expect(await kept()).toEqual(expected)
  })

  it('follows inserts, deletes and key changes of products, brands and buyer forms', async () => {
    const [brand] = await api.db.select().from(brands).limit(1)
    const [other] = await api.db
      .select()
      .from(brands)
      .where(sql`${brands.countryCode} <> ${brand!.countryCode}`)
      .limit(1)
    const [category] = await api.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is not null`)
      .limit(1)
    const [template] = await api.db.select().from(products).where(eq(products.brandId, brand!.id)).limit(1)
    const { id: _id, ...copy } = template!
    await api.db.insert(products).values([
      { ...copy, nameEn: 'Count test A' },
      { ...copy, nameEn: 'Count test B' },
    ])
    await api.db
      .update(products)
      .set({ categoryId: category!.id, originCountry: other!.countryCode })
      .where(eq(products.nameEn, 'Count test A'))
    await api.db
      .update(products)
      .set({ views: sql`${products.views} + 1` })
      .where(eq(products.brandId, brand!.id))
    await api.db.update(products).set({ brandId: other!.id }).where(eq(products.nameEn, 'Count test B'))
    // A brand moving country moves its products' pavilion count too.
    await api.db.update(brands).set({ countryCode: other!.countryCode }).where(eq(brands.id, brand!.id))
    await api.db.insert(buyerForms).values({ company: 'Count Co', contactName: 'C', mobile: '+8613900000000', countryCode: 'CN' })
    expect(await kept()).toEqual(await actual())
    // Deleting a brand cascades to its products.
    const { id: _brandId, ...brandCopy } = other!
    const [fresh] = await api.db
      .insert(brands)
      .values({ ...brandCopy, nameEn: 'Count test brand' })
      .returning({ id: brands.id })
    await api.db.insert(products).values([1, 2, 3].map((i) => ({ ...copy, brandId: fresh!.id, nameEn: `Count test C${i}` })))
    expect(await kept()).toEqual(await actual())
    await api.db.delete(brands).where(eq(brands.id, fresh!.id))
    await api.db.delete(buyerForms).where(eq(buyerForms.company, 'Count Co'))
    expect(await kept()).toEqual(await actual())
  })
})
