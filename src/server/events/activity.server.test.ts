import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, TEST_NOW, type TestApi } from '../app/test-api.server'

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

async function data<T>(path: string, query: Record<string, unknown> = {}, options: Parameters<TestApi['get']>[2] = {}) {
  const res = await api.get(path, query, options)
  expect(res.status).toBe(200)
  expect(res.body.msg).toBe(options.lan === 'cn' ? '成功' : 'success')
  expect(res.body.code).toBe(1)
  return res.body.data as T
}

/** The message of a failed call (HTTP 200, code 0, no data). */
async function failure(path: string, query: Record<string, unknown>, options: Parameters<TestApi['get']>[2] = {}) {
  const res = await api.get(path, query, options)
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

// Seeded activities (relative to TEST_NOW): 1 Ecuador matching, 2 Malaysia matching and 14 (CL,
// online) are live; 3 (MY), 6 (CL), 8 (VN), 10 (ID), 12 (NZ) and 13 (AU, online) have ended; the
// others (15: ZA, online) are upcoming.
describe('activity/getActivityNeedList', () => {
  const path = '/newApi/api_v2/Activity/getActivityNeedList'
  type Need = {
    id: number
    act_id: number
    buyer_company: string
    category_id: number | null
    category_name: string | null
    content: string
    created_at: string
  }

  it("lists an activity's buyer needs, newest first, in the request language", async () => {
    const en = await data<Paged<Need>>(path, { act_id: 1, page_size: 100 })
    expect(en.total).toBeGreaterThanOrEqual(10)
    expect(en.list).toHaveLength(en.total)
    expect(en.list.every((n) => n.act_id === 1 && n.content.startsWith('Looking for'))).toBe(true)
    const times = en.list.map((n) => n.created_at)
    expect(times).toEqual(times.toSorted().toReversed())

    const cn = await data<Paged<Need>>(path, { act_id: 1, page_size: 1 }, { lan: 'cn' })
    expect(cn.list[0]?.content).toMatch(/^求购/)
    expect(cn.list[0]?.category_name).toMatch(HAN)
    expect(cn.total).toBe(en.total)
  })

  it('filters by category (including child categories), country and keyword', async () => {
    // Ecuador grows bananas (category 2, a child of 1 "Fresh fruit"), shrimp, cocoa and coffee.
    const bananas = await data<Paged<Need>>(path, { act_id: 1, category_id: 2, page_size: 100 })
    expect(bananas.total).toBeGreaterThan(0)
    expect(bananas.list.every((n) => n.category_id === 2)).toBe(true)
    const fruit = await data<Paged<Need>>(path, { act_id: 1, category_id: 1, page_size: 100 })
    expect(fruit.total).toBe(bananas.total)

    const keyword = await data<Paged<Need>>(path, { act_id: 1, keyword: 'BANANA', page_size: 100 })
    expect(keyword.total).toBe(bananas.total)
    const keywordCn = await data<Paged<Need>>(path, { act_id: 1, keyword: '香蕉', page_size: 100 })
    expect(keywordCn.total).toBe(bananas.total)
    expect((await data<Paged<Need>>(path, { act_id: 1, keyword: '%' })).total).toBe(0)
    expect((await data<Paged<Need>>(path, { act_id: 1, country_code: 'EC' })).total).toBe(0)
    expect((await data<Paged<Need>>(path, { act_id: 1, country_code: 'CN' })).total).toBeGreaterThan(0)
  })

  it('rejects bad input and unknown activities, naming the field', async () => {
    expect(await failure(path, { act_id: 'abc' })).toContain('act_id')
    expect(await failure(path, {})).toContain('act_id')
    expect(await failure(path, { act_id: 9999 })).toContain('act_id')
    expect(await failure(path, { act_id: 1, country_code: 'ecuador' })).toContain('country_code')
  })
})

describe('activity/getActivityDockingList', () => {
  const path = '/newApi/api_v2/Activity/getActivityDockingList'
  type Docking = {
    id: number
    buyer_company: string
    brand: { id: number; name: string; logo: string; country_code: string; country_name: string }
    table_no: number
    status: string
    scheduled_at: string
    intent_amount: number
    currency: string
  }
  type Totals = { all: number; scheduled: number; met: number; deal: number; cancelled: number; intent_amount: number }
  type Answer = Paged<Docking> & { totals: Totals }

  it("lists an activity's dockings with brands and totals by status", async () => {
    const all = await data<Answer>(path, { act_id: 1, page_size: 100 })
    expect(all.total).toBeGreaterThanOrEqual(20)
    expect(all.list).toHaveLength(all.total)
    const t = all.totals
    expect(t.all).toBe(all.total)
    expect(t.scheduled + t.met + t.deal + t.cancelled).toBe(t.all)
    expect(all.list.every((d) => d.brand.country_code === 'EC' && d.brand.country_name === 'Ecuador')).toBe(true)
    expect(all.list[0]?.brand.logo).toMatch(/^\/media\/brand\/\d+\.svg$/)
    const dealSum = all.list.filter((d) => d.status === 'deal').reduce((sum, d) => sum + d.intent_amount, 0)
    expect(t.intent_amount).toBe(dealSum)
    const times = all.list.map((d) => d.scheduled_at)
    expect(times).toEqual(times.toSorted())

    const cn = await data<Answer>(path, { act_id: 1, page_size: 1 }, { lan: 'cn' })
    expect(cn.list[0]?.brand.name).toMatch(HAN)
    expect(cn.list[0]?.brand.country_name).toBe('厄瓜多尔')
  })

  it('filters by status and brand; totals ignore the status filter', async () => {
    const all = await data<Answer>(path, { act_id: 1, page_size: 100 })
    const deals = await data<Answer>(path, { act_id: 1, status: 'deal', page_size: 100, sort: 'amount_desc' })
    expect(deals.total).toBe(all.totals.deal)
    expect(deals.list.every((d) => d.status === 'deal' && d.intent_amount > 0)).toBe(true)
    expect(deals.totals).toEqual(all.totals)
    const amounts = deals.list.map((d) => d.intent_amount)
    expect(amounts).toEqual(amounts.toSorted((a, b) => b - a))

    const brandId = all.list[0]!.brand.id
    const byBrand = await data<Answer>(path, { act_id: 1, brand_id: brandId, page_size: 100 })
    expect(byBrand.total).toBe(all.list.filter((d) => d.brand.id === brandId).length)
    expect(byBrand.totals.all).toBe(byBrand.total)
  })

  it('rejects bad input and unknown activities, naming the field', async () => {
    expect(await failure(path, { act_id: 1, status: 'bogus' })).toContain('status')
    expect(await failure(path, { act_id: 1, brand_id: -3 })).toContain('brand_id')
    expect(await failure(path, { act_id: 12345 })).toContain('act_id')
  })
})

type Card = {
  id: number
  kind: string
  title: string
  state: string
  country_code: string
  country_name: string
  venue: string
  starts_at: string
}

describe('activity/activityListForPc', () => {
  const path = '/newApi/api_v2/Activity/activityListForPc'
  type Item = Card & { intro: string; need_count: number; docking_count: number }

  it('lists full activities with intro and counts, newest start first', async () => {
    const res = await data<Paged<Item>>(path, { page_size: 100 })
    expect(res.total).toBe(15)
    const starts = res.list.map((a) => a.starts_at)
    expect(starts).toEqual(starts.toSorted().toReversed())
    const ecuador = res.list.find((a) => a.id === 1)!
    expect(ecuador).toMatchObject({ kind: 'matching', state: 'live', country_code: 'EC', country_name: 'Ecuador' })
    expect(ecuador.intro).toContain('Ecuador')
    expect(ecuador.need_count).toBeGreaterThanOrEqual(10)
    expect(ecuador.docking_count).toBeGreaterThanOrEqual(20)
    expect(res.list.find((a) => a.id === 5)?.docking_count).toBe(0)

    const cn = await data<Paged<Item>>(path, { page_size: 100 }, { lan: 'cn' })
    expect(cn.list.find((a) => a.id === 1)?.title).toBe('厄瓜多尔采购对接周')
  })

  it('filters by kind, state, country and year', async () => {
    const live = await data<Paged<Item>>(path, { state: 'live' })
    expect(live.list.map((a) => a.id).toSorted((a, b) => a - b)).toEqual([1, 2, 14])
    const exhibitions = await data<Paged<Item>>(path, { kind: 'exhibition', page_size: 100 })
    expect(exhibitions.total).toBe(6)
    expect(exhibitions.list.every((a) => a.kind === 'exhibition')).toBe(true)
    const malaysia = await data<Paged<Item>>(path, { country_code: 'MY' })
    expect(malaysia.list.map((a) => a.id).toSorted()).toEqual([2, 3])
    const lastYear = await data<Paged<Item>>(path, { year: TEST_NOW.getUTCFullYear() - 1 })
    expect(lastYear.list.every((a) => a.starts_at.startsWith(String(TEST_NOW.getUTCFullYear() - 1)))).toBe(true)
    expect(lastYear.list.map((a) => a.id)).toContain(3)
  })

  it('rejects bad input, naming the field', async () => {
    expect(await failure(path, { state: 'soon' })).toContain('state')
    expect(await failure(path, { year: 1900 })).toContain('year')
    expect(await failure(path, { kind: 'party' })).toContain('kind')
  })
})

describe('activity/activityListForPc2', () => {
  const path = '/newApi/api_v2/Activity/activityListForPc2'

  it('lists compact cards ordered live, upcoming, ended', async () => {
    const res = await data<Paged<Card>>(path, { page_size: 100 })
    expect(res.total).toBe(15)
    const rank = { live: 0, upcoming: 1, ended: 2 } as Record<string, number>
    const ranks = res.list.map((a) => rank[a.state]!)
    expect(ranks).toEqual(ranks.toSorted())
    expect(res.list.slice(0, 3).map((a) => a.state)).toEqual(['live', 'live', 'live'])
    expect(res.list.at(-1)?.state).toBe('ended')
    expect(res.list[0]).not.toHaveProperty('intro')
    const upcoming = res.list.filter((a) => a.state === 'upcoming').map((a) => a.starts_at)
    expect(upcoming).toEqual(upcoming.toSorted())

    const page3 = await data<Paged<Card>>(path, { page: 3, page_size: 5 })
    expect(page3.list.map((a) => a.id)).toEqual(res.list.slice(10).map((a) => a.id))

    const cn = await data<Paged<Card>>(path, { country_code: 'TR' }, { lan: 'cn' })
    expect(cn.list[0]).toMatchObject({ country_name: '土耳其', venue: '伊兹密尔展览中心', state: 'upcoming' })
  })

  it('rejects bad input, naming the field', async () => {
    expect(await failure(path, { page_size: 101 })).toContain('page_size')
    expect(await failure(path, { country_code: 'XYZ' })).toContain('country_code')
  })
})

describe('activity/h5FormList', () => {
  const path = '/newApi/api_v2/Activity/h5FormList'
  type Field = { name: string; type: string; label: string; required: boolean; options: Array<{ value: string; label: string }> }

  it("returns an activity's registration form with localised labels", async () => {
    const en = await data<{ act_id: number; title: string; list: Array<Field> }>(path, { act_id: 1 })
    expect(en.title).toBe('Ecuador Buyer Matching Week')
    expect(en.list.map((f) => f.name)).toEqual(['company', 'contact_name', 'mobile', 'email', 'buyer_type'])
    expect(en.list[0]).toMatchObject({ type: 'text', label: 'Company', required: true })
    expect(en.list.find((f) => f.name === 'email')?.required).toBe(false)
    expect(en.list.find((f) => f.name === 'buyer_type')?.options[0]).toEqual({ value: 'Importer', label: 'Importer' })

    const cn = await data<{ list: Array<Field> }>(path, { act_id: 1 }, { lan: 'cn' })
    expect(cn.list[0]?.label).toBe('公司名称')
    expect(cn.list.find((f) => f.name === 'buyer_type')?.options[0]).toEqual({ value: 'Importer', label: '进口商' })
  })

  it('rejects bad input and unknown activities, naming the field', async () => {
    expect(await failure(path, {})).toContain('act_id')
    expect(await failure(path, { act_id: 777 })).toContain('act_id')
  })
})

describe('activity/getActivityLookList', () => {
  const path = '/newApi/api_v2/activity/getActivityLookList'
  type Request = {
    id: number
    act_id: number
    activity_title: string
    brands: Array<{ id: number; name: string; country_code: string; rank: number }>
    status: string
  }

  it("returns only the caller's matching requests for the activity, with ranked brands", async () => {
    const brands = await data<Paged<{ id: number }>>('/newApi/api_v2/Looking/LookingForActivity', { act_id: 2, page_size: 3 })
    const ids = brands.list.map((b) => b.id).toReversed()
    const buyer = await api.loginAs('buyer')
    const other = await api.loginAs('buyer')
    const posted = await api.post('/newApi/api_v2/Looking/LookingPost', { act_id: 2, brand_ids: ids, note: 'mine' }, { keys: buyer })
    expect(posted.body.code).toBe(1)
    await api.post('/newApi/api_v2/Looking/LookingPost', { act_id: 2, brand_ids: [ids[0]] }, { keys: other })
    await api.post('/newApi/api_v2/Looking/LookingPost', { act_id: 1, brand_ids: [1] }, { keys: buyer })

    const en = await data<{ list: Array<Request> }>(path, { act_id: 2 }, { keys: buyer })
    expect(en.list).toHaveLength(1)
    expect(en.list[0]).toMatchObject({ id: (posted.body.data as { id: number }).id, act_id: 2, status: 'submitted' })
    expect(en.list[0]?.activity_title).toBe('Malaysia Durian & Halal Food Matching')
    expect(en.list[0]?.brands.map((b) => [b.id, b.rank])).toEqual(ids.map((id, i) => [id, i + 1]))
    expect(en.list[0]?.brands.every((b) => b.country_code === 'MY')).toBe(true)

    const cn = await data<{ list: Array<Request> }>(path, { act_id: 2 }, { keys: buyer, lan: 'cn' })
    expect(cn.list[0]?.brands[0]?.name).toMatch(HAN)
    expect((await data<{ list: Array<Request> }>(path, { act_id: 4 }, { keys: buyer })).list).toEqual([])
  })

  it('needs a login', async () => {
    const res = await api.get(path, { act_id: 2 })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(0)
  })

  it('rejects bad input and unknown activities, naming the field', async () => {
    const keys = await api.loginAs('buyer')
    for (const act_id of ['x', 4040]) {
      const res = await api.get(path, { act_id }, { keys })
      expect(res.body).toMatchObject({ code: 0, data: null })
      expect(res.body.msg).toContain('act_id')
    }
  })
})

describe('activity/getOpbActivityList', () => {
  const path = '/newApi/Activity/getOpbActivityList'
  type Item = Card & { intro: string }

  it('lists public activities, live first, with keyword in either language', async () => {
    const res = await data<Paged<Item>>(path, { page_size: 4 })
    expect(res.total).toBe(15)
    expect(res.list).toHaveLength(4)
    expect(res.list.slice(0, 3).every((a) => a.state === 'live')).toBe(true)

    const durian = await data<Paged<Item>>(path, { keyword: 'durian' })
    expect(durian.list.map((a) => a.id)).toEqual([2])
    const cn = await data<Paged<Item>>(path, { keyword: '榴莲' }, { lan: 'cn' })
    expect(cn.list[0]).toMatchObject({ id: 2, title: '马来西亚榴莲与清真食品对接会' })
    expect(cn.list[0]?.intro).toMatch(HAN)
    expect((await data<Paged<Item>>(path, { keyword: '_' })).total).toBe(0)
  })

  it('filters by state, kind and country', async () => {
    const ended = await data<Paged<Item>>(path, { state: 'ended', page_size: 100 })
    expect(ended.list.map((a) => a.id).toSorted((a, b) => a - b)).toEqual([3, 6, 8, 10, 12, 13])
    const upcomingMatching = await data<Paged<Item>>(path, { state: 'upcoming', kind: 'matching' })
    expect(upcomingMatching.list.map((a) => a.id)).toEqual([4])
    // Online activities: one past, one live, one upcoming, none with a venue.
    const online = await data<Paged<Item>>(path, { kind: 'online', page_size: 100 })
    expect(online.list.map((a) => [a.id, a.state])).toEqual([
      [14, 'live'],
      [15, 'upcoming'],
      [13, 'ended'],
    ])
    expect(online.list.every((a) => a.kind === 'online' && a.venue === 'Online')).toBe(true)
    const onlineCn = await data<Paged<Item>>(path, { kind: 'online', state: 'upcoming' }, { lan: 'cn' })
    expect(onlineCn.list[0]).toMatchObject({ id: 15, venue: '线上', country_code: 'ZA' })
    const byStart = await data<Paged<Item>>(path, { country_code: 'MY', sort: 'starts_asc' })
    expect(byStart.list.map((a) => a.id)).toEqual([3, 2])
  })

  it('rejects bad input, naming the field', async () => {
    expect(await failure(path, { kind: 'party' })).toContain('kind')
    expect(await failure(path, { sort: 'random' })).toContain('sort')
    expect(await failure(path, { keyword: 'x'.repeat(101) })).toContain('keyword')
  })
})

describe('activity/getOpbActivityInfo', () => {
  const path = '/newApi/Activity/getOpbActivityInfo'
  type Info = Card & {
    intro: string
    need_count: number
    docking_count: number
    brand_count: number
    form_fields: Array<{ name: string; label: string }>
  }

  it('returns one activity with its state, counts and form fields', async () => {
    const info = await data<Info>(path, { act_id: 1 })
    expect(info).toMatchObject({
      id: 1,
      kind: 'matching',
      state: 'live',
      title: 'Ecuador Buyer Matching Week',
      venue: 'Guayaquil Convention Center',
    })
    const needs = await data<Paged<unknown>>('/newApi/api_v2/Activity/getActivityNeedList', { act_id: 1 })
    expect(info.need_count).toBe(needs.total)
    const dockings = await data<Paged<unknown>>('/newApi/api_v2/Activity/getActivityDockingList', { act_id: 1 })
    expect(info.docking_count).toBe(dockings.total)
    const brands = await data<Paged<unknown>>('/newApi/api_v2/Looking/LookingForActivity', { act_id: 1 })
    expect(info.brand_count).toBe(brands.total)
    expect(info.brand_count).toBeGreaterThan(0)
    expect(info.form_fields).toHaveLength(5)

    const cn = await data<Info>(path, { act_id: 3 }, { lan: 'cn' })
    expect(cn).toMatchObject({ state: 'ended', title: '2025马来西亚采购对接会' })
    expect(cn.form_fields[1]?.label).toBe('联系人')
    expect((await data<Info>(path, { act_id: 11 })).state).toBe('upcoming')
  })

  it('rejects bad input and unknown activities, naming the field', async () => {
    expect(await failure(path, { act_id: 0 })).toContain('act_id')
    expect(await failure(path, { act_id: 9999 })).toContain('act_id')
  })
})

describe('activity/getGoodsCateChildList', () => {
  const path = '/newApi/Activity/getGoodsCateChildList'
  type Category = { id: number; parent_id: number | null; name: string; product_count: number; child_count: number }

  it('lists the top-level categories with product counts', async () => {
    const top = await data<{ list: Array<Category> }>(path)
    expect(top.list).toHaveLength(8)
    expect(top.list[0]).toMatchObject({ id: 1, parent_id: null, name: 'Fresh fruit', child_count: 6 })
    expect(top.list.reduce((sum, c) => sum + c.product_count, 0)).toBe(3000)
    const cn = await data<{ list: Array<Category> }>(path, {}, { lan: 'cn' })
    expect(cn.list[0]?.name).toBe('新鲜水果')
  })

  it('lists the children of a category, their counts adding up to the parent', async () => {
    const top = await data<{ list: Array<Category> }>(path)
    const fruit = await data<{ list: Array<Category> }>(path, { parent_id: 1 })
    expect(fruit.list.map((c) => c.name)).toEqual(['Bananas', 'Durian', 'Cherries', 'Citrus', 'Avocados', 'Mangoes'])
    expect(fruit.list.every((c) => c.parent_id === 1 && c.child_count === 0)).toBe(true)
    expect(fruit.list.reduce((sum, c) => sum + c.product_count, 0)).toBe(top.list[0]!.product_count)
    expect((await data<{ list: Array<Category> }>(path, { parent_id: 2 })).list).toEqual([])
  })

  it('rejects bad input and unknown categories, naming the field', async () => {
    expect(await failure(path, { parent_id: 'fruit' })).toContain('parent_id')
    expect(await failure(path, { parent_id: 999 })).toContain('parent_id')
  })
})

describe('activity/articleInfo', () => {
  const path = '/newApi/Activity/articleInfo'
  type Summary = { id: number; category: string; title: string; published_at: string }
  type Article = Summary & {
    body: string
    author: string
    summary: string
    related: Array<Summary>
    related_brands: Array<{ id: number; name: string; country: { code: string; name: string } }>
  }

  it('returns an article with its body and up to 4 related articles of its category', async () => {
    const en = await data<Article>(path, { id: 1 })
    expect(en).toMatchObject({ id: 1, category: 'news', cover: '/media/article/1.svg' })
    expect(en.body.split('\n\n')).toHaveLength(3)
    expect(en.title).toMatch(/exports to China up \d+%$/)
    expect(en.related).toHaveLength(4)
    expect(en.related.every((a) => a.category === 'news' && a.id !== 1)).toBe(true)
    const dates = en.related.map((a) => a.published_at)
    expect(dates).toEqual(dates.toSorted().toReversed())

    const cn = await data<Article>(path, { id: 1 }, { lan: 'cn' })
    expect(cn.title).toMatch(/对华出口增长/)
    expect(cn.body).toMatch(HAN)
    expect(cn.related[0]?.title).toMatch(HAN)
    // Brands of the market the article is about: its country (named in the title), up to four.
    expect(en.related_brands.length).toBeGreaterThan(0)
    expect(en.related_brands.length).toBeLessThanOrEqual(4)
    expect(new Set(en.related_brands.map((b) => b.country.code)).size).toBe(1)
    expect(en.title.startsWith(en.related_brands[0]!.country.name)).toBe(true)
    expect(cn.related_brands[0]!.name).toMatch(HAN)
  })

  it('rejects bad input and unknown articles, naming the field', async () => {
    expect(await failure(path, { id: 'abc' })).toContain('id')
    const res = await api.get(path, { id: 4000 }, { lan: 'cn' })
    expect(res.body).toMatchObject({ code: 0, data: null })
    expect(res.body.msg).toContain('id 为 4000')
  })
})
