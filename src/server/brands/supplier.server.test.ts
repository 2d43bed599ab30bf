import { and, count, eq, inArray, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, brands } from '../db/schema'
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
