import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type Keys, type TestApi } from '../app/test-api.server'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

const HAN = /[\u4e00-\u9fff]/
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }
type CallOptions = Parameters<TestApi['get']>[2]

async function data<T>(path: string, query: Record<string, unknown> = {}, options: CallOptions = {}) {
  const res = await api.get(path, query, options)
  expect(res.status).toBe(200)
  expect(res.body.code).toBe(1)
  return res.body.data as T
}

/** The message of a failed call (HTTP 200, code 0, no data). */
async function failure(path: string, query: Record<string, unknown>, options: CallOptions = {}) {
  const res = await api.get(path, query, options)
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

const POST = '/newApi/api_v2/Looking/LookingPost'
const LOG = '/newApi/api_v2/Looking/lookingLog'
const FOR_ACTIVITY = '/newApi/api_v2/Looking/LookingForActivity'

type Brand = {
  id: number
  name: string
  logo: string
  country_code: string
  country_name: string
  category_id: number | null
  category_name: string | null
  docked: boolean
}
type Request = {
  id: number
  act_id: number | null
  activity_title: string | null
  brands: Array<{ id: number; name: string; logo: string; country_code: string; rank: number }>
  product_ids: Array<number>
  note: string
  status: string
  created_at: string
}

async function post(body: unknown, keys?: Keys) {
  const res = await api.post(POST, body, { keys })
  return res
}

async function postOk(body: unknown, keys: Keys): Promise<number> {
  const res = await post(body, keys)
  expect(res.body.msg).toBe('success')
  expect(res.body.code).toBe(1)
  return (res.body.data as { id: number }).id
}

/** Brands taking part in the live Ecuador matching week (activity 1). */
async function ecuadorBrands(count: number): Promise<Array<number>> {
  const res = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, page_size: count })
  return res.list.map((b) => b.id)
}

describe('looking/LookingForActivity', () => {
  it("lists the brands taking part in an activity: its country's brands and those docked there", async () => {
    const en = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, page_size: 100 })
    expect(en.total).toBe(20)
    expect(en.list.every((b) => b.country_code === 'EC' && b.country_name === 'Ecuador')).toBe(true)
    expect(en.list[0]).toMatchObject({ docked: true })
    expect(en.list[0]?.logo).toMatch(/^\/media\/brand\/\d+\.svg$/)
    const docked = en.list.filter((b) => b.docked).length
    expect(en.list.slice(0, docked).every((b) => b.docked)).toBe(true)
    const dockings = await data<Paged<{ brand: { id: number } }>>('/newApi/api_v2/Activity/getActivityDockingList', {
      act_id: 1,
      page_size: 100,
    })
    expect(new Set(dockings.list.map((d) => d.brand.id)).size).toBe(docked)

    const cn = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, page_size: 5 }, { lan: 'cn' })
    expect(cn.list[0]?.name).toMatch(HAN)
    expect(cn.list[0]?.category_name).toMatch(HAN)

    // The import expo in China: no Chinese brands and no dockings.
    expect((await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 5 })).total).toBe(0)
  })

  it('filters by keyword in either language, and paginates', async () => {
    const all = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, page_size: 100 })
    const first = all.list[0]!
    const word = first.name.split(' ')[0]!
    const en = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, keyword: word.toUpperCase(), page_size: 100 })
    expect(en.total).toBeGreaterThan(0)
    expect(en.list.every((b) => b.name.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    const cnName = (await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, page_size: 1 }, { lan: 'cn' })).list[0]!.name
    const cn = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, keyword: cnName }, { lan: 'cn' })
    expect(cn.list.map((b) => b.name)).toContain(cnName)
    const page2 = await data<Paged<Brand>>(FOR_ACTIVITY, { act_id: 1, page: 2, page_size: 7 })
    expect(page2.list.map((b) => b.id)).toEqual(all.list.slice(7, 14).map((b) => b.id))
  })

  it('rejects bad input and unknown activities, naming the field', async () => {
    expect(await failure(FOR_ACTIVITY, {})).toContain('act_id')
    expect(await failure(FOR_ACTIVITY, { act_id: 31337 })).toContain('act_id')
    expect(await failure(FOR_ACTIVITY, { act_id: 1, keyword: 'k'.repeat(101) })).toContain('keyword')
  })
})

describe('looking/LookingPost and lookingLog', () => {
  it('stores a ranked matching request, visible in the log newest first', async () => {
    const buyer = await api.loginAs('buyer')
    const [a, b, c] = await ecuadorBrands(3)
    const firstId = await postOk({ act_id: 1, brand_ids: [a, b], note: 'first' }, buyer)
    const products = await data<Paged<{ id: number }>>(
      '/newApi/api_v2/Looking/lookingBrandGoods',
      { looking_id: firstId, page_size: 2 },
      { keys: buyer },
    )
    const secondId = await postOk(
      { act_id: 1, brand_ids: [c, a], product_ids: products.list.map((p) => p.id), note: 'Need 2 containers per month' },
      buyer,
    )
    const noActivity = await postOk({ brand_ids: [b] }, buyer)

    const log = await data<Paged<Request>>(LOG, {}, { keys: buyer })
    expect(log.total).toBe(3)
    expect(log.list.map((r) => r.id)).toEqual([noActivity, secondId, firstId])
    const second = log.list[1]!
    expect(second).toMatchObject({
      act_id: 1,
      activity_title: 'Ecuador Buyer Matching Week',
      status: 'submitted',
      note: 'Need 2 containers per month',
      product_ids: products.list.map((p) => p.id),
    })
    expect(second.brands.map((x) => [x.id, x.rank])).toEqual([
      [c, 1],
      [a, 2],
    ])
    expect(second.brands[0]?.country_code).toBe('EC')
    expect(log.list[0]).toMatchObject({ act_id: null, activity_title: null, note: '' })

    const filtered = await data<Paged<Request>>(LOG, { act_id: 1, page_size: 1 }, { keys: buyer })
    expect(filtered).toMatchObject({ total: 2, page_size: 1 })
    expect(filtered.list.map((r) => r.id)).toEqual([secondId])
    const cn = await data<Paged<Request>>(LOG, { act_id: 1 }, { keys: buyer, lan: 'cn' })
    expect(cn.list[0]?.activity_title).toBe('厄瓜多尔采购对接周')
    expect(cn.list[0]?.brands[0]?.name).toMatch(HAN)

    // Another user's log does not show them.
    const other = await api.loginAs('none')
    expect((await data<Paged<Request>>(LOG, {}, { keys: other })).total).toBe(0)
  })

  it('needs a login', async () => {
    const res = await post({ brand_ids: [1] })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(0)
    const log = await api.get(LOG)
    expect(log.status).toBe(401)
  })

  it('refuses brand supplier accounts', async () => {
    const brand = await api.loginAs('brand')
    const res = await post({ act_id: 1, brand_ids: [1] }, brand)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 0, data: null })
    expect(res.body.msg).toMatch(/buyers/i)
  })

  it('rejects duplicate, unknown, too many or missing brands, naming brand_ids', async () => {
    const buyer = await api.loginAs('buyer')
    const cases: Array<[unknown, string]> = [
      [{ brand_ids: [3, 4, 3] }, 'brand_ids'],
      [{ brand_ids: [3, 99999] }, 'brand_ids'],
      [{ brand_ids: [] }, 'brand_ids'],
      [{ brand_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'brand_ids'],
      [{ brand_ids: ['x'] }, 'brand_ids'],
      [{}, 'brand_ids'],
      [{ brand_ids: [3], product_ids: [999999] }, 'product_ids'],
      [{ brand_ids: [3], product_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'product_ids'],
      [{ brand_ids: [3], note: 'n'.repeat(1001) }, 'note'],
      [{ act_id: 9999, brand_ids: [3] }, 'act_id'],
      // Activity 3 (Malaysia 2025) has ended.
      [{ act_id: 3, brand_ids: [3] }, 'act_id'],
    ]
    for (const [body, field] of cases) {
      const res = await post(body, buyer)
      expect({ case: body, code: res.body.code }).toMatchObject({ code: 0 })
      expect(res.body.msg).toContain(field)
    }
    const cn = await api.post(POST, { brand_ids: [5, 5] }, { keys: buyer, lan: 'cn' })
    expect(cn.body.msg).toContain('字段 brand_ids')
    expect((await data<Paged<Request>>(LOG, {}, { keys: buyer })).total).toBe(0)
  })

  it('rejects bad log filters, naming the field', async () => {
    const buyer = await api.loginAs('buyer')
    expect(await failure(LOG, { status: 'pending' }, { keys: buyer })).toContain('status')
    expect(await failure(LOG, { page: 0 }, { keys: buyer })).toContain('page')
  })
})

describe('looking/lookingBrandGoods', () => {
  const path = '/newApi/api_v2/Looking/lookingBrandGoods'
  type Product = {
    id: number
    name: string
    brand_id: number
    brand_name: string
    rank: number
    image: string | null
    price_min: number
    price_max: number
    currency: string
    selected: boolean
  }

  it("lists the products of a request's brands in the request's brand order", async () => {
    const buyer = await api.loginAs('buyer')
    const [a, b] = await ecuadorBrands(2)
    const probe = await postOk({ act_id: 1, brand_ids: [a] }, buyer)
    const ofA = await data<Paged<Product>>(path, { looking_id: probe, page_size: 100 }, { keys: buyer })
    const lookingId = await postOk({ act_id: 1, brand_ids: [b, a], product_ids: [ofA.list[0]!.id] }, buyer)

    const res = await data<Paged<Product>>(path, { looking_id: lookingId, page_size: 100 }, { keys: buyer })
    expect(res.total).toBeGreaterThanOrEqual(8)
    const ranks = res.list.map((p) => p.rank)
    expect(ranks).toEqual(ranks.toSorted())
    expect(res.list[0]).toMatchObject({ brand_id: b, rank: 1, currency: 'USD' })
    expect(res.list.at(-1)).toMatchObject({ brand_id: a, rank: 2 })
    expect(res.list.filter((p) => p.selected).map((p) => p.id)).toEqual([ofA.list[0]!.id])
    expect(res.list.every((p) => p.price_min <= p.price_max && p.image?.startsWith('/illustrations/'))).toBe(true)

    const onlyA = await data<Paged<Product>>(path, { looking_id: lookingId, brand_id: a }, { keys: buyer })
    expect(onlyA.total).toBe(ofA.total)
    const cn = await data<Paged<Product>>(path, { looking_id: lookingId, page_size: 1 }, { keys: buyer, lan: 'cn' })
    expect(cn.list[0]?.name).toMatch(HAN)
    expect(cn.list[0]?.brand_name).toMatch(HAN)
  })

  it("refuses other users' requests and unknown ids, naming looking_id", async () => {
    const owner = await api.loginAs('buyer')
    const stranger = await api.loginAs('buyer')
    const lookingId = await postOk({ brand_ids: [10] }, owner)
    expect(await failure(path, { looking_id: lookingId }, { keys: stranger })).toContain('looking_id')
    expect(await failure(path, { looking_id: 888888 }, { keys: owner })).toContain('looking_id')
    expect(await failure(path, { looking_id: 'abc' }, { keys: owner })).toContain('looking_id')
    expect(await failure(path, { looking_id: lookingId, brand_id: 11 }, { keys: owner })).toContain('brand_id')
  })

  it('needs a login', async () => {
    const res = await api.get(path, { looking_id: 1 })
    expect(res.status).toBe(401)
  })
})

describe('looking/lookingLogData', () => {
  const path = '/newApi/api_v2/Looking/lookingLogData'
  type Stats = {
    request_count: number
    average_rank: number | null
    list: Array<{
      id: number
      buyer_company: string | null
      rank: number
      brand_count: number
      act_id: number | null
      activity_title: string | null
      status: string
      created_at: string
    }>
    total: number
    page: number
    page_size: number
  }

  it('tells a brand how often and how high buyers ranked it', async () => {
    const brand = await api.loginAs('brand')
    const brandId = brand.brandId!
    // Other tests' requests may rank this brand too: compare with the count before.
    const before = await data<Stats>(path, { page_size: 100 }, { keys: brand })
    expect(before.total).toBe(before.request_count)
    expect(before.average_rank === null).toBe(before.request_count === 0)
    const rankSum = before.list.reduce((sum, r) => sum + r.rank, 0)

    const first = await api.loginAs('buyer')
    const second = await api.loginAs('buyer')
    const other = brandId === 1 ? 2 : 1
    await postOk({ brand_ids: [brandId] }, first)
    const latest = await postOk({ act_id: 1, brand_ids: [other, brandId] }, second)
    await postOk({ brand_ids: [other] }, second)

    const stats = await data<Stats>(path, {}, { keys: brand })
    expect(stats).toMatchObject({ request_count: before.request_count + 2, total: before.total + 2, page: 1, page_size: 20 })
    expect(stats.average_rank).toBeCloseTo((rankSum + 3) / (before.request_count + 2), 2)
    expect(stats.list[0]).toMatchObject({
      id: latest,
      buyer_company: expect.stringMatching(/^Test Trading \d+$/),
      rank: 2,
      brand_count: 2,
      act_id: 1,
      activity_title: 'Ecuador Buyer Matching Week',
      status: 'submitted',
    })
    expect(stats.list[1]).toMatchObject({ rank: 1, act_id: null })

    const cn = await data<Stats>(path, { page_size: 1 }, { keys: brand, lan: 'cn' })
    expect(cn.list).toHaveLength(1)
    expect(cn.list[0]?.activity_title).toBe('厄瓜多尔采购对接周')
  })

  it('needs a brand login', async () => {
    expect((await api.get(path)).status).toBe(401)
    const buyer = await api.loginAs('buyer')
    const res = await api.get(path, {}, { keys: buyer })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(0)
  })

  it('rejects bad input, naming the field', async () => {
    const brand = await api.loginAs('brand')
    expect(await failure(path, { page_size: 0 }, { keys: brand })).toContain('page_size')
  })
})
