import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandResumes, brands, categories, pavilions, products } from '../db/schema'
import { createTestApi, type TestApi } from '../app/test-api.server'

type Product = {
  id: number
  name: string
  category_id: number
  brand: { id: number; name: string; logo: string }
  price_min: number
  views: number
  created_at: string
  certifications: Array<string>
}
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }

let api: TestApi
/** A brand with several products in more than one category, and a timeline. */
let brandId: number
let brandProductCount: number
beforeAll(async () => {
  api = await createTestApi()
  const [row] = await api.db
    .select({ id: brands.id, n: count(products.id) })
    .from(brands)
    .innerJoin(products, eq(products.brandId, brands.id))
    .where(sql`exists (select 1 from ${brandResumes} where ${brandResumes.brandId} = ${brands.id})`)
    .groupBy(brands.id)
    .having(sql`count(${products.id}) >= 6 and count(distinct ${products.categoryId}) >= 2`)
    .orderBy(desc(count(products.id)), asc(brands.id))
    .limit(1)
  if (!row) throw new Error('the seed has no brand with 6+ products in 2+ categories and a timeline')
  brandId = row!.id
  brandProductCount = row!.n
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('brand/getBrandGoodsList', () => {
  const path = '/newApi/api_v2/brand/getBrandGoodsList'

  it("lists the brand's products, paginated, in the request language", async () => {
    const res = await api.get(path, { brand_id: brandId, page_size: 5 })
    expect(res.body.code).toBe(1)
    const data = res.body.data as Paged<Product>
    expect(data.total).toBe(brandProductCount)
    expect(data.list).toHaveLength(Math.min(5, brandProductCount))
    expect(data.list.every((p) => p.brand.id === brandId)).toBe(true)
    // newest first by default
    const times = data.list.map((p) => p.created_at)
    expect(times).toEqual(times.toSorted().toReversed())

    const [brand] = await api.db.select().from(brands).where(eq(brands.id, brandId))
    expect(data.list[0]!.brand.name).toBe(brand!.nameEn)
    const cn = await api.get(path, { brand_id: brandId, page_size: 5 }, { lan: 'cn' })
    const cnData = cn.body.data as Paged<Product>
    expect(cnData.list[0]!.brand.name).toBe(brand!.nameZh)
    expect(cnData.list[0]!.name).toMatch(/[\u4e00-\u9fff]/)

    const page2 = await api.get(path, { brand_id: brandId, page_size: 5, page: 2 })
    const ids1 = data.list.map((p) => p.id)
    expect((page2.body.data as Paged<Product>).list.some((p) => ids1.includes(p.id))).toBe(false)
  })

  it('sorts by price and popularity', async () => {
    const cheapest = (await api.get(path, { brand_id: brandId, sort: 'price_asc', page_size: 100 })).body.data as Paged<Product>
    const prices = cheapest.list.map((p) => p.price_min)
    expect(prices).toEqual(prices.toSorted((a, b) => a - b))
    const dearest = (await api.get(path, { brand_id: brandId, sort: 'price_desc', page_size: 100 })).body.data as Paged<Product>
    expect(dearest.list.map((p) => p.price_min)).toEqual(prices.toSorted((a, b) => b - a))
    const popular = (await api.get(path, { brand_id: brandId, sort: 'popular', page_size: 100 })).body.data as Paged<Product>
    const views = popular.list.map((p) => p.views)
    expect(views).toEqual(views.toSorted((a, b) => b - a))
  })

  it('filters by category (a top level includes its children) and by keyword in either language', async () => {
    const [product] = await api.db
      .select({ categoryId: products.categoryId, parentId: categories.parentId, nameEn: products.nameEn, nameZh: products.nameZh })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.brandId, brandId))
      .orderBy(asc(products.id))
      .limit(1)
    const byCategory = (await api.get(path, { brand_id: brandId, category_id: product!.categoryId, page_size: 100 })).body
      .data as Paged<Product>
    expect(byCategory.total).toBeGreaterThan(0)
    expect(byCategory.total).toBeLessThan(brandProductCount)
    expect(byCategory.list.every((p) => p.category_id === product!.categoryId)).toBe(true)
    const parentId = product!.parentId ?? product!.categoryId
    const byParent = (await api.get(path, { brand_id: brandId, category_id: parentId, page_size: 100 })).body.data as Paged<Product>
    expect(byParent.total).toBeGreaterThanOrEqual(byCategory.total)
    expect(byParent.list.map((p) => p.id)).toEqual(expect.arrayContaining(byCategory.list.map((p) => p.id)))

    const zh = (await api.get(path, { brand_id: brandId, keyword: product!.nameZh })).body.data as Paged<Product>
    expect(zh.total).toBeGreaterThan(0)
    const en = (await api.get(path, { brand_id: brandId, keyword: product!.nameEn.toUpperCase() })).body.data as Paged<Product>
    expect(en.total).toBeGreaterThan(0)
    const wildcard = (await api.get(path, { brand_id: brandId, keyword: '%_%' })).body.data as Paged<Product>
    expect(wildcard.total).toBe(0)
  })

  it('rejects bad input naming the field, and an unknown brand naming brand_id', async () => {
    const bad = await api.get(path, { brand_id: 'abc' })
    expect(bad.body).toMatchObject({ code: 0, data: null })
    expect(bad.body.msg).toContain('brand_id')
    const sort = await api.get(path, { brand_id: brandId, sort: 'cheapest' })
    expect(sort.body.code).toBe(0)
    expect(sort.body.msg).toContain('sort')
    const size = await api.get(path, { brand_id: brandId, page_size: 101 })
    expect(size.body.msg).toContain('page_size')
    const unknown = await api.get(path, { brand_id: 999_999 })
    expect(unknown.body).toMatchObject({ code: 0, data: null })
    expect(unknown.body.msg).toContain('brand_id')
  })
})

type Profile = {
  id: number
  name: string
  intro: string
  logo: string
  country: { code: string; name: string }
  category: { id: number; name: string } | null
  certifications: Array<string>
  export_ready: boolean
  inventory: number
  product_count: number
  resume_count: number
  pavilion?: { id: number; name: string; banner: string } | null
  featured_products?: Array<Product>
}

describe('Brand/getBrandViewInfo (api_v2 and plain)', () => {
  it('answers the profile with counts, pavilion and featured products (api_v2)', async () => {
    const res = await api.get('/newApi/api_v2/Brand/getBrandViewInfo', { brand_id: brandId })
    expect(res.body.code).toBe(1)
    const data = res.body.data as Profile
    const [brand] = await api.db.select().from(brands).where(eq(brands.id, brandId))
    expect(data).toMatchObject({
      id: brandId,
      name: brand!.nameEn,
      intro: brand!.introEn,
      logo: brand!.logo,
      certifications: brand!.certifications,
      export_ready: brand!.exportReady,
      inventory: brand!.inventory,
      product_count: brandProductCount,
    })
    expect(data.country.code).toBe(brand!.countryCode)
    expect(data.resume_count).toBeGreaterThan(0)
    expect(data.featured_products).toHaveLength(6)
    expect(data.featured_products!.every((p) => p.brand.id === brandId)).toBe(true)
    const [pavilion] = await api.db.select().from(pavilions).where(eq(pavilions.countryCode, brand!.countryCode)).limit(1)
    expect(data.pavilion?.id ?? null).toBe(pavilion?.id ?? null)

    const cn = (await api.get('/newApi/api_v2/Brand/getBrandViewInfo', { brand_id: brandId }, { lan: 'cn' })).body.data as Profile
    expect(cn.name).toBe(brand!.nameZh)
    expect(cn.country.name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('answers the plain profile without pavilion and featured products', async () => {
    const res = await api.get('/newApi/Brand/getBrandViewInfo', { brand_id: brandId })
    expect(res.body.code).toBe(1)
    const data = res.body.data as Profile
    expect(data.id).toBe(brandId)
    expect(data.product_count).toBe(brandProductCount)
    expect(data).not.toHaveProperty('pavilion')
    expect(data).not.toHaveProperty('featured_products')
    const cn = (await api.get('/newApi/Brand/getBrandViewInfo', { brand_id: brandId }, { lan: 'cn' })).body.data as Profile
    expect(cn.intro).toMatch(/[\u4e00-\u9fff]/)
  })

  it('rejects a missing or unknown brand_id naming it', async () => {
    for (const path of ['/newApi/api_v2/Brand/getBrandViewInfo', '/newApi/Brand/getBrandViewInfo']) {
      const missing = await api.get(path, {})
      expect(missing.body).toMatchObject({ code: 0, data: null })
      expect(missing.body.msg).toContain('brand_id')
      const unknown = await api.get(path, { brand_id: 999_999 }, { lan: 'cn' })
      expect(unknown.body).toMatchObject({ code: 0, data: null })
      expect(unknown.body.msg).toContain('brand_id')
      expect(unknown.body.msg).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

describe('Brand/getResumes', () => {
  it("answers the brand's timeline ordered by year", async () => {
    const res = await api.get('/newApi/Brand/getResumes', { brand_id: brandId })
    expect(res.body.code).toBe(1)
    const list = (res.body.data as { list: Array<{ id: number; year: number; title: string; body: string }> }).list
    const stored = await api.db.select().from(brandResumes).where(eq(brandResumes.brandId, brandId))
    expect(list).toHaveLength(stored.length)
    const years = list.map((r) => r.year)
    expect(years).toEqual(years.toSorted((a, b) => a - b))
    const first = stored.find((r) => r.id === list[0]!.id)!
    expect(list[0]!.title).toBe(first.titleEn)

    const cn = (await api.get('/newApi/Brand/getResumes', { brand_id: brandId }, { lan: 'cn' })).body.data as {
      list: Array<{ title: string }>
    }
    expect(cn.list[0]!.title).toBe(first.titleZh)
  })

  it('rejects bad and unknown brand ids naming brand_id', async () => {
    const bad = await api.get('/newApi/Brand/getResumes', { brand_id: -3 })
    expect(bad.body).toMatchObject({ code: 0, data: null })
    expect(bad.body.msg).toContain('brand_id')
    const unknown = await api.get('/newApi/Brand/getResumes', { brand_id: 999_999 })
    expect(unknown.body.code).toBe(0)
    expect(unknown.body.msg).toContain('brand_id')
  })
})
