import { and, count, eq, inArray, lte, or, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, brands, dockings, favorites, inquiries, products, users } from '../db/schema'
import { createTestApi, expectData as data, expectRejection as rejection, TEST_NOW, type TestApi } from '../http/test-api.server'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

type Country = { code: string; name: string }
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }
type Pavilion = {
  id: number
  name: string
  intro: string
  banner: string
  country: Country
  region: string
  brand_count: number
  sample_brands: Array<{ id: number; name: string; logo: string }>
}
type Article = {
  id: number
  category: string
  title: string
  summary: string
  cover: string
  author: string
  published_at: string
  views: number
}
type Link = { id: number; title: string; published_at: string } | null
const han = /[\u4e00-\u9fff]/

async function checkSamples(list: Array<Pavilion>, size: number) {
  const ids = list.flatMap((p) => p.sample_brands.map((b) => b.id))
  const rows = await api.db.select({ id: brands.id, code: brands.countryCode }).from(brands).where(inArray(brands.id, ids))
  const countryOf = new Map(rows.map((r) => [r.id, r.code]))
  for (const pavilion of list) {
    expect(pavilion.sample_brands.length).toBe(Math.min(size, pavilion.brand_count))
    for (const brand of pavilion.sample_brands) expect(countryOf.get(brand.id)).toBe(pavilion.country.code)
  }
}

describe('supplier/getCountryPavilionListV2', () => {
  it('lists the pavilions with brand counts and sample brands, filterable by region', async () => {
    const res = await data<{ list: Array<Pavilion> }>(api.get('/newApi/api_v2/supplier/getCountryPavilionList'))
    expect(res.list.length).toBeGreaterThanOrEqual(15)
    await checkSamples(res.list, 4)
    const first = res.list.find((p) => p.brand_count > 0)!
    const [n] = await api.db.select({ n: count() }).from(brands).where(eq(brands.countryCode, first.country.code))
    expect(first.brand_count).toBe(n!.n)

    const region = await data<{ list: Array<Pavilion> }>(
      api.get('/newApi/api_v2/supplier/getCountryPavilionList', { region: first.region, sample_size: 2 }, { lan: 'cn' }),
    )
    expect(region.list.length).toBeGreaterThan(0)
    expect(region.list.length).toBeLessThanOrEqual(res.list.length)
    expect(region.list.every((p) => p.region === first.region)).toBe(true)
    await checkSamples(region.list, 2)
    expect(region.list[0]!.name).toMatch(han)
    expect(region.list[0]!.intro).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/supplier/getCountryPavilionList', { sample_size: 11 }))).toContain('sample_size')
    expect(await rejection(api.get('/newApi/api_v2/supplier/getCountryPavilionList', { region: 'r'.repeat(51) }))).toContain('region')
  })
})

describe('supplier/getCountryPavilionList', () => {
  it('lists the pavilions with sample brands', async () => {
    const res = await data<{ list: Array<Pavilion> }>(api.get('/newApi/supplier/getCountryPavilionList', { sample_size: 3 }))
    expect(res.list.length).toBeGreaterThanOrEqual(15)
    await checkSamples(res.list, 3)
    const none = await data<{ list: Array<Pavilion> }>(
      api.get('/newApi/supplier/getCountryPavilionList', { sample_size: 0 }, { lan: 'cn' }),
    )
    expect(none.list.every((p) => p.sample_brands.length === 0)).toBe(true)
    expect(none.list[0]!.country.name).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/supplier/getCountryPavilionList', { sample_size: -1 }))).toContain('sample_size')
  })
})

describe('supplier/brandReportInfo', () => {
  type Report = {
    brand: { id: number; name: string; logo: string }
    totals: {
      brand_views: number
      product_views: number
      product_count: number
      favorites: number
      inquiries: number
      dockings: { scheduled: number; met: number; deal: number; cancelled: number }
      intent_amount: number
    }
    monthly: Array<{ month: string; views: number; favorites: number; inquiries: number; dockings: number }>
  }
  const path = '/newApi/api_v2/SupplierCentre/brandReportInfo'

  it('needs a brand login', async () => {
    expect((await api.get(path)).status).toBe(401)
    const buyer = await api.loginAs('buyer')
    const res = await api.get(path, {}, { keys: buyer })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(0)
  })

  it("reports the brand's views, favourites, inquiries and dockings, by month", async () => {
    // The brand with the most dockings, so the report has something in it.
    const [busiest] = await api.db
      .select({ brandId: dockings.brandId, n: count() })
      .from(dockings)
      .groupBy(dockings.brandId)
      .orderBy(sql`count(*) desc`)
      .limit(1)
    const keys = await api.loginAs('brand')
    const brandId = busiest?.brandId ?? keys.brandId!
    await api.db.update(users).set({ brandId }).where(eq(users.id, keys.userId))

    const report = await data<Report>(api.get(path, {}, { keys }))
    const [brand] = await api.db.select().from(brands).where(eq(brands.id, brandId))
    expect(report.brand).toEqual({ id: brandId, name: brand!.nameEn, logo: brand!.logo })
    expect(report.totals.brand_views).toBe(brand!.views)
    const [productTotals] = await api.db
      .select({ n: count(), views: sql<number>`coalesce(sum(${products.views}), 0)`.mapWith(Number) })
      .from(products)
      .where(eq(products.brandId, brandId))
    expect(report.totals.product_count).toBe(productTotals!.n)
    expect(report.totals.product_views).toBe(productTotals!.views)
    const [inquiryCount] = await api.db.select({ n: count() }).from(inquiries).where(eq(inquiries.brandId, brandId))
    expect(report.totals.inquiries).toBe(inquiryCount!.n)
    const dockingRows = await api.db.select().from(dockings).where(eq(dockings.brandId, brandId))
    const d = report.totals.dockings
    expect(d.scheduled + d.met + d.deal + d.cancelled).toBe(dockingRows.length)
    const productIds = api.db.select({ id: products.id }).from(products).where(eq(products.brandId, brandId))
    const [favoriteCount] = await api.db
      .select({ n: count() })
      .from(favorites)
      .where(
        or(
          and(eq(favorites.targetType, 'brand'), eq(favorites.targetId, brandId)),
          and(eq(favorites.targetType, 'product'), inArray(favorites.targetId, productIds)),
        ),
      )
    expect(report.totals.favorites).toBe(favoriteCount!.n)

    expect(report.monthly.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'])
    expect(TEST_NOW.toISOString().slice(0, 7)).toBe('2026-06')

    // A page view of the brand shows in this month's views and in the totals.
    await data(api.post('/newApi/Home/postPv', { path: '/brand', ref_type: 'brand', ref_id: brandId }))
    const after = await data<Report>(api.get(path, { months: 3 }, { keys, lan: 'cn' }))
    expect(after.monthly).toHaveLength(3)
    expect(after.monthly.at(-1)!.views).toBe(report.monthly.at(-1)!.views + 1)
    expect(after.totals.brand_views).toBe(report.totals.brand_views + 1)
    expect(after.brand.name).toBe(brand!.nameZh)
  })

  it('rejects bad input naming the field', async () => {
    const keys = await api.loginAs('brand')
    expect(await rejection(api.get(path, { months: 0 }, { keys }))).toContain('months')
    expect(await rejection(api.get(path, { months: 25 }, { keys }))).toContain('months')
  })
})

describe('supplier/articleIndex', () => {
  it('pages through the published articles, newest first', async () => {
    const [n] = await api.db.select({ n: count() }).from(articles).where(lte(articles.publishedAt, TEST_NOW))
    const res = await data<Paged<Article>>(api.get('/newApi/SupplierWork/articleIndex', { page_size: 10 }))
    expect(res.total).toBe(n!.n)
    expect(res.total).toBeGreaterThan(0)
    const dates = res.list.map((a) => a.published_at)
    expect([...dates].toSorted().toReversed()).toEqual(dates)
    expect(res.list.every((a) => new Date(a.published_at) <= TEST_NOW)).toBe(true)
  })

  it('filters by category and keyword, localised', async () => {
    const [sample] = await api.db.select().from(articles).where(lte(articles.publishedAt, TEST_NOW)).limit(1)
    const byCategory = await data<Paged<Article>>(
      api.get('/newApi/SupplierWork/articleIndex', { category: sample!.category, page_size: 100 }),
    )
    const [n] = await api.db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.category, sample!.category), lte(articles.publishedAt, TEST_NOW)))
    expect(byCategory.total).toBe(n!.n)
    expect(byCategory.list.every((a) => a.category === sample!.category)).toBe(true)
    const byKeyword = await data<Paged<Article>>(
      api.get('/newApi/SupplierWork/articleIndex', { keyword: sample!.titleZh.slice(0, 6) }, { lan: 'cn' }),
    )
    const hit = byKeyword.list.find((a) => a.id === sample!.id)
    expect(hit?.title).toBe(sample!.titleZh)
    expect(hit?.title).toMatch(han)
    const popular = await data<Paged<Article>>(api.get('/newApi/SupplierWork/articleIndex', { sort: 'popular' }))
    const views = popular.list.map((a) => a.views)
    expect([...views].toSorted((a, b) => b - a)).toEqual(views)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/SupplierWork/articleIndex', { category: 'sports' }))).toContain('category')
    expect(await rejection(api.get('/newApi/SupplierWork/articleIndex', { page_size: 500 }))).toContain('page_size')
  })
})

describe('supplier/articleIndexNext', () => {
  it('answers the neighbours of an article in publication order', async () => {
    const newestFirst = await data<Paged<Article>>(api.get('/newApi/SupplierWork/articleIndex', { page_size: 100 }))
    const chronological = newestFirst.list.toReversed()
    expect(chronological.length).toBeGreaterThanOrEqual(3)
    const middle = chronological[1]!
    const res = await data<{ prev: Link; next: Link }>(api.get('/newApi/SupplierWork/articleIndexNext', { id: middle.id }))
    expect(res.prev?.id).toBe(chronological[0]!.id)
    expect(res.next?.id).toBe(chronological[2]!.id)

    const oldest = await data<{ prev: Link; next: Link }>(api.get('/newApi/SupplierWork/articleIndexNext', { id: chronological[0]!.id }))
    expect(oldest.prev).toBeNull()
    expect(oldest.next?.id).toBe(middle.id)
    const newest = await data<{ prev: Link; next: Link }>(
      api.get('/newApi/SupplierWork/articleIndexNext', { id: chronological.at(-1)!.id }, { lan: 'cn' }),
    )
    expect(newest.next).toBeNull()
    expect(newest.prev?.id).toBe(chronological.at(-2)!.id)
    expect(newest.prev?.title).toMatch(han)

    const sameCategory = await data<{ prev: Link; next: Link }>(
      api.get('/newApi/SupplierWork/articleIndexNext', { id: middle.id, same_category: 1 }),
    )
    const ofCategory = chronological.filter((a) => a.category === middle.category)
    const at = ofCategory.findIndex((a) => a.id === middle.id)
    expect(sameCategory.prev?.id ?? null).toBe(ofCategory[at - 1]?.id ?? null)
    expect(sameCategory.next?.id ?? null).toBe(ofCategory[at + 1]?.id ?? null)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/SupplierWork/articleIndexNext', { id: 'abc' }))).toContain('id')
    expect(await rejection(api.get('/newApi/SupplierWork/articleIndexNext', { id: 999_999 }))).toContain('id')
  })
})
