import { and, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, articles, brands, buyerForms, buyerProfiles, categories, pageViews, pavilions, products } from '../db/schema'
import { createTestApi, expectData as data, expectRejection as rejection, TEST_NOW, type TestApi } from '../app/test-api.server'

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
type Brand = {
  id: number
  name: string
  logo: string
  intro: string
  country: Country
  category: { id: number; name: string } | null
  certifications: Array<string>
  export_ready: boolean
  product_count: number
  views: number
}
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }
const han = /[\u4e00-\u9fff]/

describe('home/getHomeJson', () => {
  type Home = {
    banners: Array<{ position: string; title: string; image: string }>
    pavilions: Array<{ id: number; name: string; brand_count: number; product_count: number }>
    brands: Array<Brand>
    products: Array<{
      id: number
      name: string
      brand: { id: number; name: string }
      price_min: number
      price_max: number
      currency: string
    }>
    activities: Array<{ id: number; title: string; starts_at: string; ends_at: string; status: string }>
    articles: Array<{ id: number; title: string; published_at: string }>
    counters: { brands: number; products: number; countries: number; buyers: number }
  }

  it('returns every section of the home page from the seeded data', async () => {
    const home = await data<Home>(api.get('/newApi/api_v2/Home/getHomeJson'))
    expect(home.banners.length).toBeGreaterThan(0)
    expect(home.banners.every((b) => b.position === 'home')).toBe(true)
    expect(home.pavilions.length).toBeGreaterThan(0)
    expect(home.pavilions.length).toBeLessThanOrEqual(8)
    expect(home.pavilions.every((p) => p.brand_count >= 0 && p.product_count >= 0)).toBe(true)
    expect(home.brands).toHaveLength(8)
    expect(home.products).toHaveLength(8)
    expect(home.products.every((p) => p.price_min <= p.price_max && p.currency.length === 3)).toBe(true)
    expect(home.activities.every((a) => new Date(a.ends_at) >= TEST_NOW)).toBe(true)
    for (const a of home.activities) expect(a.status).toBe(new Date(a.starts_at) <= TEST_NOW ? 'live' : 'upcoming')
    expect(home.articles.length).toBeGreaterThan(0)
    expect(home.articles.every((a) => new Date(a.published_at) <= TEST_NOW)).toBe(true)
    const published = home.articles.map((a) => a.published_at)
    expect([...published].toSorted().toReversed()).toEqual(published)

    const [brandCount] = await api.db.select({ n: count() }).from(brands)
    const [productCount] = await api.db.select({ n: count() }).from(products)
    expect(home.counters.brands).toBe(brandCount!.n)
    expect(home.counters.products).toBe(productCount!.n)
    expect(home.counters.brands).toBeGreaterThanOrEqual(300)
    expect(home.counters.countries).toBeGreaterThanOrEqual(15)
    // The buyers counter is the real count of buyer registrations, every seeded buyer among them.
    const [forms] = await api.db.select({ n: count() }).from(buyerForms)
    const [profiles] = await api.db.select({ n: count() }).from(buyerProfiles)
    expect(home.counters.buyers).toBe(forms!.n)
    expect(home.counters.buyers).toBeGreaterThanOrEqual(profiles!.n)
    expect(home.counters.buyers).toBeGreaterThan(1)
  })

  it('features varied products: at most 2 from one brand and 2 from one product family', async () => {
    const home = await data<Home>(api.get('/newApi/api_v2/Home/getHomeJson'))
    const rows = await api.db
      .select({ id: products.id, brandId: products.brandId, family: categories.parentId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        inArray(
          products.id,
          home.products.map((p) => p.id),
        ),
      )
    expect(rows).toHaveLength(8)
    const most = (key: (r: (typeof rows)[number]) => number | null) =>
      Math.max(...Object.values(Object.groupBy(rows, (r) => String(key(r)))).map((g) => g!.length))
    expect(most((r) => r.brandId)).toBeLessThanOrEqual(2)
    expect(most((r) => r.family)).toBeLessThanOrEqual(2)
  })

  it('localises names and honours the section limit', async () => {
    const home = await data<Home>(api.get('/newApi/api_v2/Home/getHomeJson', { limit: 3 }, { lan: 'cn' }))
    expect(home.brands).toHaveLength(3)
    expect(home.brands[0]!.name).toMatch(han)
    expect(home.pavilions[0]!.name).toMatch(han)
  })

  it('rejects a bad limit naming the field', async () => {
    expect(await rejection(api.get('/newApi/api_v2/Home/getHomeJson', { limit: 0 }))).toContain('limit')
    expect(await rejection(api.get('/newApi/api_v2/Home/getHomeJson', { limit: 'many' }))).toContain('limit')
  })
})

describe('home/getBanner', () => {
  type Banners = { list: Array<{ id: number; position: string; title: string; image: string; link_path: string }> }

  it('lists the banners of a position, localised', async () => {
    const en = await data<Banners>(api.get('/newApi/Home/getBanner', { position: 'home' }))
    expect(en.list.length).toBeGreaterThan(0)
    expect(en.list.every((b) => b.position === 'home' && b.image.length > 0)).toBe(true)
    const cn = await data<Banners>(api.get('/newApi/Home/getBanner', { position: 'home' }, { lan: 'cn' }))
    expect(cn.list[0]!.title).toMatch(han)
    expect(cn.list.map((b) => b.id)).toEqual(en.list.map((b) => b.id))
  })

  it('rejects an unknown position naming the field', async () => {
    expect(await rejection(api.get('/newApi/Home/getBanner', { position: 'sidebar' }))).toContain('position')
  })
})

describe('home/getBrandList', () => {
  it('pages through all brands', async () => {
    const [total] = await api.db.select({ n: count() }).from(brands)
    const first = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList'))
    expect(first.total).toBe(total!.n)
    expect(first.list).toHaveLength(20)
    expect(first).toMatchObject({ page: 1, page_size: 20 })
    const second = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { page: 2 }))
    const ids = new Set(first.list.map((b) => b.id))
    expect(second.list.some((b) => ids.has(b.id))).toBe(false)
    const brand = first.list[0]!
    expect(brand.logo).toMatch(/^\//)
    expect(brand.country.name.length).toBeGreaterThan(0)
    const [products_] = await api.db.select({ n: count() }).from(products).where(eq(products.brandId, brand.id))
    expect(brand.product_count).toBe(products_!.n)
    expect(brand.product_count).toBeGreaterThanOrEqual(4)
  })

  it('filters by country, certification and export readiness', async () => {
    const [sample] = await api.db
      .select()
      .from(brands)
      .where(sql`cardinality(${brands.certifications}) > 0`)
      .limit(1)
    const country = sample!.countryCode
    const res = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { country_code: country, page_size: 100 }))
    const [n] = await api.db.select({ n: count() }).from(brands).where(eq(brands.countryCode, country))
    expect(res.total).toBe(n!.n)
    expect(res.list.every((b) => b.country.code === country)).toBe(true)

    const cert = sample!.certifications[0]!
    const certified = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { certification: cert, page_size: 100 }))
    expect(certified.total).toBeGreaterThan(0)
    expect(certified.list.every((b) => b.certifications.includes(cert))).toBe(true)

    const ready = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { export_ready: 1, page_size: 100 }))
    const [readyCount] = await api.db.select({ n: count() }).from(brands).where(eq(brands.exportReady, true))
    expect(ready.total).toBe(readyCount!.n)
    expect(ready.list.every((b) => b.export_ready)).toBe(true)
  })

  it('filters by a top-level category including its children', async () => {
    const [child] = await api.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1)
    const top = child!.parentId!
    const family = await api.db
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.id, top), eq(categories.parentId, top)))
    const ids = family.map((c) => c.id)
    const [n] = await api.db.select({ n: count() }).from(brands).where(inArray(brands.categoryId, ids))
    const res = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { category_id: top, page_size: 100 }))
    expect(res.total).toBe(n!.n)
    expect(res.list.every((b) => b.category !== null && ids.includes(b.category.id))).toBe(true)
  })

  it('matches a keyword in either language, taking % literally', async () => {
    const [brand] = await api.db.select().from(brands).limit(1).offset(7)
    const zh = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { keyword: brand!.nameZh }, { lan: 'cn' }))
    expect(zh.list.map((b) => b.id)).toContain(brand!.id)
    expect(zh.list.find((b) => b.id === brand!.id)!.name).toBe(brand!.nameZh)
    const en = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { keyword: brand!.nameEn.toUpperCase() }))
    expect(en.list.map((b) => b.id)).toContain(brand!.id)
    const none = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { keyword: '%_%' }))
    expect(none.total).toBe(0)
  })

  it('sorts by popularity, newest and name', async () => {
    const popular = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { sort: 'popular', page_size: 50 }))
    const views = popular.list.map((b) => b.views)
    expect([...views].toSorted((a, b) => b - a)).toEqual(views)
    const byName = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { sort: 'name', page_size: 50 }))
    expect(byName.list).toHaveLength(50)
    const newest = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { sort: 'newest' }))
    expect(newest.total).toBe(popular.total)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/Home/getBrandList', { page_size: 101 }))).toContain('page_size')
    expect(await rejection(api.get('/newApi/Home/getBrandList', { country_code: 'ecuador' }))).toContain('country_code')
    expect(await rejection(api.get('/newApi/Home/getBrandList', { sort: 'cheapest' }))).toContain('sort')
    expect(await rejection(api.get('/newApi/Home/getBrandList', { certification: 'iso9001' }))).toContain('certification')
    expect(await rejection(api.get('/newApi/Home/getBrandList', { category_id: 999_999 }))).toContain('category_id')
  })
})

describe('home/getSelectBrandOption', () => {
  type Options = {
    countries: Array<{ code: string; name: string; brand_count: number }>
    categories: Array<{ id: number; name: string; brand_count: number; children: Array<{ id: number; name: string; brand_count: number }> }>
    certifications: Array<{ code: string; label: string; brand_count: number }>
    sorts: Array<{ code: string; label: string }>
  }

  it('lists countries with brand counts, two-level categories and certifications', async () => {
    const options = await data<Options>(api.get('/newApi/Home/getSelectBrandOption'))
    const [total] = await api.db.select({ n: count() }).from(brands)
    expect(options.countries.reduce((sum, c) => sum + c.brand_count, 0)).toBe(total!.n)
    expect(options.countries.every((c) => c.brand_count > 0)).toBe(true)
    expect(options.categories.length).toBeGreaterThan(0)
    expect(options.categories.some((c) => c.children.length > 0)).toBe(true)
    expect(options.certifications.length).toBeGreaterThan(0)
    expect(options.certifications.every((c) => c.label.length > 0 && c.brand_count > 0)).toBe(true)
    expect(options.sorts.map((s) => s.code)).toEqual(['recommended', 'newest', 'popular', 'name'])

    const all = await data<Options>(api.get('/newApi/Home/getSelectBrandOption', { with_brands_only: 0 }, { lan: 'cn' }))
    expect(all.countries.length).toBeGreaterThanOrEqual(options.countries.length)
    expect(all.categories[0]!.name).toMatch(han)
    expect(all.certifications.find((c) => c.code === 'halal')?.label).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/Home/getSelectBrandOption', { with_brands_only: 'yes' }))).toContain('with_brands_only')
  })
})

describe('home/postPv', () => {
  it("increments the brand's views, visible in the brand search, without invalidating caches", async () => {
    const [brand] = await api.db.select().from(brands).limit(1).offset(11)
    const cached = { page: 1, page_size: 5, sort: 'popular' }
    await api.get('/newApi/Home/getBrandList', cached)
    const res = await data<{ ok: boolean; views: number }>(
      api.post('/newApi/Home/postPv', { path: `/brand?id=${brand!.id}`, ref_type: 'brand', ref_id: brand!.id }),
    )
    expect(res).toEqual({ ok: true, views: brand!.views + 1 })
    const list = await data<Paged<Brand>>(api.get('/newApi/Home/getBrandList', { keyword: brand!.nameEn, page_size: 100 }))
    expect(list.list.find((b) => b.id === brand!.id)?.views).toBe(brand!.views + 1)
    const again = await api.get('/newApi/Home/getBrandList', cached)
    expect(again.headers.get('x-cache')).toBe('hit')
    const [logged] = await api.db
      .select({ n: count() })
      .from(pageViews)
      .where(and(eq(pageViews.refType, 'brand'), eq(pageViews.refId, brand!.id)))
    expect(logged!.n).toBeGreaterThanOrEqual(1)
  })

  it('counts product, article, activity and page views', async () => {
    const [product] = await api.db.select().from(products).limit(1)
    const p = await data<{ views: number }>(
      api.post('/newApi/Home/postPv', { path: '/product/detail', ref_type: 'product', ref_id: product!.id }),
    )
    expect(p.views).toBe(product!.views + 1)
    const [article] = await api.db.select().from(articles).limit(1)
    const a = await data<{ views: number }>(
      api.post('/newApi/Home/postPv', { path: '/column/detail', ref_type: 'article', ref_id: article!.id }),
    )
    expect(a.views).toBe(article!.views + 1)
    const [activity] = await api.db.select().from(activities).limit(1)
    const first = await data<{ views: number }>(
      api.post('/newApi/Home/postPv', { path: '/exhibitionDetail', ref_type: 'activity', ref_id: activity!.id }),
    )
    // Another visitor (client address): the same visitor's second view in the hour is not counted.
    const second = await data<{ views: number }>(
      api.post('/newApi/Home/postPv', { path: '/exhibitionDetail', ref_type: 'activity', ref_id: activity!.id }, { ip: '198.51.100.2' }),
    )
    expect(second.views).toBe(first.views + 1)
    const page = await data<{ views: number }>(api.post('/newApi/Home/postPv', { path: '/about-test-page', ref_type: 'page' }))
    expect(page.views).toBe(1)
  })

  it('counts a view once per visitor, target and hour', async () => {
    const [brand] = await api.db.select().from(brands).limit(1).offset(13)
    const view = (ip: string) =>
      data<{ views: number }>(api.post('/newApi/Home/postPv', { path: '/brand', ref_type: 'brand', ref_id: brand!.id }, { ip }))
    const counted = []
    for (let i = 0; i < 5; i++) counted.push((await view('203.0.113.50')).views)
    expect(counted).toEqual(Array(5).fill(brand!.views + 1))
    expect((await view('203.0.113.51')).views).toBe(brand!.views + 2)
    const [stored] = await api.db.select({ views: brands.views }).from(brands).where(eq(brands.id, brand!.id))
    expect(stored!.views).toBe(brand!.views + 2)
    const page = async () =>
      (await data<{ views: number }>(api.post('/newApi/Home/postPv', { path: '/pv-once', ref_type: 'page' }, { ip: '203.0.113.50' }))).views
    expect([await page(), await page()]).toEqual([1, 1])
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.post('/newApi/Home/postPv', { path: '/x', ref_type: 'video' }))).toContain('ref_type')
    expect(await rejection(api.post('/newApi/Home/postPv', { ref_type: 'page' }))).toContain('path')
    expect(await rejection(api.post('/newApi/Home/postPv', { path: '/brand', ref_type: 'brand' }))).toContain('ref_id')
    expect(await rejection(api.post('/newApi/Home/postPv', { path: '/brand', ref_type: 'brand', ref_id: 999_999 }))).toContain('ref_id')
    expect(await rejection(api.post('/newApi/Home/postPv', { path: '/brand', ref_type: 'activity', ref_id: 999_999 }))).toContain('ref_id')
    expect(await rejection(api.post('/newApi/Home/postPv', { path: '/brand', ref_type: 'product', ref_id: -3 }))).toContain('ref_id')
  })
})

describe('home/getCountryPavilionInfo', () => {
  type Info = {
    id: number
    country: Country
    name: string
    intro: string
    banner: string
    counters: { brands: number; products: number; export_ready_brands: number; certified_brands: number; areas: number }
    top_categories: Array<{ id: number; name: string; product_count: number }>
    featured_brands: Array<Brand>
  }

  it('describes a pavilion by country code or by id', async () => {
    const [pavilion] = await api.db.select().from(pavilions).limit(1)
    const code = pavilion!.countryCode
    const info = await data<Info>(api.get('/newApi/Home/getCountryPavilionInfo', { country_code: code }))
    expect(info.id).toBe(pavilion!.id)
    expect(info.name).toBe(pavilion!.nameEn)
    expect(info.country.code).toBe(code)
    const [n] = await api.db.select({ n: count() }).from(brands).where(eq(brands.countryCode, code))
    expect(info.counters.brands).toBe(n!.n)
    expect(info.counters.export_ready_brands).toBeLessThanOrEqual(n!.n)
    expect(info.featured_brands.length).toBe(Math.min(12, n!.n))
    expect(info.featured_brands.every((b) => b.country.code === code)).toBe(true)
    const counts = info.top_categories.map((c) => c.product_count)
    expect([...counts].toSorted((a, b) => b - a)).toEqual(counts)
    expect(counts.reduce((s, c) => s + c, 0)).toBeLessThanOrEqual(info.counters.products)

    const topIds = await api.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId))
    expect(info.top_categories.every((c) => topIds.some((t) => t.id === c.id))).toBe(true)

    const byId = await data<Info>(api.get('/newApi/Home/getCountryPavilionInfo', { pavilion_id: pavilion!.id }, { lan: 'cn' }))
    expect(byId.id).toBe(pavilion!.id)
    expect(byId.intro).toBe(pavilion!.introZh)
    expect(byId.name).toMatch(han)
  })

  it('rejects bad input naming the field', async () => {
    expect(await rejection(api.get('/newApi/Home/getCountryPavilionInfo'))).toContain('country_code')
    expect(await rejection(api.get('/newApi/Home/getCountryPavilionInfo', { country_code: 'ec' }))).toContain('country_code')
    expect(await rejection(api.get('/newApi/Home/getCountryPavilionInfo', { country_code: 'ZZ' }))).toContain('country_code')
    expect(await rejection(api.get('/newApi/Home/getCountryPavilionInfo', { pavilion_id: 999_999 }))).toContain('pavilion_id')
    expect(await rejection(api.get('/newApi/Home/getCountryPavilionInfo', { pavilion_id: 'x' }))).toContain('pavilion_id')
  })
})
