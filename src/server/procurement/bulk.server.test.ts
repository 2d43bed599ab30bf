import { asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bulkRequests, categories, formPosts } from '../db/schema'
import { createTestApi, type TestApi } from '../app/test-api.server'

type BulkItem = {
  id: number
  company: string
  product_name: string
  category: { id: number; name: string } | null
  quantity: number
  unit: string
  unit_name: string
  target_price: number | null
  currency: string
  destination: { code: string; name: string }
  deadline: string
  status: string
  created_at: string
}
type Paged<T> = { list: Array<T>; total: number; page: number; page_size: number }

let api: TestApi
/** A second-level category and its parent. */
let child: { id: number; parentId: number }
beforeAll(async () => {
  api = await createTestApi()
  const [row] = await api.db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .orderBy(asc(categories.id))
    .limit(1)
  child = { id: row!.id, parentId: row!.parentId! }
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

const valid = () => ({
  company: 'Shanghai Fresh Import Co.',
  contact_name: 'Wang Fang',
  contact_phone: '+86 21-5555-0101',
  email: 'wang.fang@example.com',
  product_name: 'Hass avocado, size 18–22',
  category_id: child.id,
  quantity: 40,
  unit: 'tonne',
  target_price: 250_000,
  destination_country: 'CN',
  deadline: '2026-09-30',
  note: 'Reefer container, CIF Shanghai',
})

// Anonymous posts are limited per address: every test starts with a clean count.
beforeEach(async () => {
  await api.db.delete(formPosts)
})

describe('Bulk/formPostBefore', () => {
  type Options = {
    categories: Array<{ id: number; name: string; children: Array<{ id: number; name: string }> }>
    units: Array<{ value: string; name: string }>
    countries: Array<{ code: string; name: string; dial_code: string }>
    max_deadline_days: number
  }

  it("answers the form's options in the request language", async () => {
    const res = await api.get('/newApi/Bulk/formPostBefore')
    expect(res.body.code).toBe(1)
    const data = res.body.data as Options
    const parent = data.categories.find((c) => c.id === child.parentId)
    expect(parent?.children.map((c) => c.id)).toContain(child.id)
    expect(data.units.map((u) => u.value)).toContain('tonne')
    expect(data.countries.length).toBeGreaterThanOrEqual(15)
    expect(data.countries.find((c) => c.code === 'CN')?.dial_code).toBeTruthy()
    expect(data.max_deadline_days).toBe(365)

    const cn = (await api.get('/newApi/Bulk/formPostBefore', {}, { lan: 'cn' })).body.data as Options
    expect(cn.units.find((u) => u.value === 'tonne')?.name).toBe('吨')
    expect(cn.categories[0]!.name).toMatch(/[\u4e00-\u9fff]/)
  })

  it('is a cached anonymous read', async () => {
    await api.get('/newApi/Bulk/formPostBefore', { x: 1 })
    const again = await api.get('/newApi/Bulk/formPostBefore', { x: 1 })
    expect(again.headers.get('x-cache')).toBe('hit')
  })
})

async function list(query: Record<string, unknown> = {}, lan: 'en' | 'cn' = 'en') {
  const res = await api.get('/newApi/Bulk/BulkList', query, { lan })
  expect(res.body.code).toBe(1)
  return res.body.data as Paged<BulkItem>
}

describe('Bulk/formPost and Bulk/BulkList', () => {
  it('creates a request that then shows in the list (the cached list is invalidated), without the buyer or contact details', async () => {
    const before = await list()
    const res = await api.post('/newApi/Bulk/formPost', valid())
    expect(res.body.code).toBe(1)
    const { id } = res.body.data as { id: number }
    expect(id).toBeGreaterThan(0)

    const after = await list()
    expect(after.total).toBe(before.total + 1)
    const item = after.list.find((r) => r.id === id)
    expect(item).toMatchObject({
      // Who buys, and at what target, is for the suppliers the request fits (offers.server.ts), not the web.
      company: null,
      product_name: 'Hass avocado, size 18–22',
      category: { id: child.id },
      quantity: 40,
      unit: 'tonne',
      unit_name: 'tonne',
      target_price: null,
      currency: 'USD',
      destination: { code: 'CN' },
      deadline: '2026-09-30',
      status: 'open',
    })
    const raw = JSON.stringify(after.list)
    expect(raw).not.toContain('Shanghai Fresh Import')
    expect((await list({ keyword: 'Shanghai Fresh Import' })).list.map((r) => r.id)).not.toContain(id)
    expect(raw).not.toContain('5555-0101')
    expect(raw).not.toContain('wang.fang@example.com')
    expect(raw).not.toContain('Wang Fang')
    for (const key of ['contact_phone', 'email', 'contact_name']) expect(item).not.toHaveProperty(key)

    const cn = await list({}, 'cn')
    const cnItem = cn.list.find((r) => r.id === id)
    expect(cnItem?.destination.name).toMatch(/[\u4e00-\u9fff]/)
    expect(cnItem?.unit_name).toBe('吨')
  })

  it('filters the list by category (a parent includes its children), destination and keyword', async () => {
    const second = await api.post('/newApi/Bulk/formPost', {
      ...valid(),
      product_name: 'Frozen 100% Musang King pulp',
      destination_country: 'MY',
      email: '',
      target_price: null,
    })
    expect(second.body.code).toBe(1)
    const secondId = (second.body.data as { id: number }).id

    const byParent = await list({ category_id: child.parentId })
    expect(byParent.list.map((r) => r.id)).toContain(secondId)
    const byCountry = await list({ country_code: 'MY' })
    expect(byCountry.list.map((r) => r.id)).toContain(secondId)
    expect(byCountry.list.every((r) => r.destination.code === 'MY')).toBe(true)
    const byKeyword = await list({ keyword: 'MUSANG king' })
    expect(byKeyword.list.map((r) => r.id)).toEqual([secondId])
    expect(byKeyword.list[0]!.target_price).toBeNull()
    expect((await list({ keyword: '100%' })).list.map((r) => r.id)).toEqual([secondId])
    expect((await list({ keyword: '1_0%' })).total).toBe(0)
  })

  it('hides closed requests and requests past their deadline', async () => {
    const created = await api.post('/newApi/Bulk/formPost', { ...valid(), product_name: 'Closed cocoa beans' })
    const id = (created.body.data as { id: number }).id
    await api.db.update(bulkRequests).set({ status: 'closed' }).where(eq(bulkRequests.id, id))
    const expired = await api.post('/newApi/Bulk/formPost', { ...valid(), product_name: 'Expired cocoa beans' })
    const expiredId = (expired.body.data as { id: number }).id
    await api.db.update(bulkRequests).set({ deadline: '2026-06-14' }).where(eq(bulkRequests.id, expiredId))
    const ids = (await list({ keyword: 'cocoa beans' })).list.map((r) => r.id)
    expect(ids).not.toContain(id)
    expect(ids).not.toContain(expiredId)
  })

  it('rejects bad list input naming the field', async () => {
    for (const [query, field] of [
      [{ page_size: 500 }, 'page_size'],
      [{ country_code: 'cn' }, 'country_code'],
      [{ category_id: 0 }, 'category_id'],
    ] as const) {
      const res = await api.get('/newApi/Bulk/BulkList', query)
      expect(res.body).toMatchObject({ code: 0, data: null })
      expect(res.body.msg).toContain(field)
    }
  })

  it('rejects bad requests naming the field', async () => {
    for (const [patch, field] of [
      [{ contact_phone: '12345' }, 'contact_phone'],
      [{ contact_phone: '+86 abc 1234567' }, 'contact_phone'],
      [{ contact_phone: '123456789012345678901' }, 'contact_phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ company: '' }, 'company'],
      [{ product_name: undefined }, 'product_name'],
      [{ quantity: 0 }, 'quantity'],
      [{ unit: 'bushel' }, 'unit'],
      [{ target_price: -5 }, 'target_price'],
      [{ category_id: 999_999 }, 'category_id'],
      [{ destination_country: 'ZZ' }, 'destination_country'],
      [{ deadline: '2026-06-14' }, 'deadline'],
      [{ deadline: '2027-06-16' }, 'deadline'],
      [{ deadline: '2026-02-30' }, 'deadline'],
      [{ deadline: 'next week' }, 'deadline'],
      [{ note: 'x'.repeat(2001) }, 'note'],
    ] as const) {
      const res = await api.post('/newApi/Bulk/formPost', { ...valid(), ...patch })
      expect({ field, ...res.body }).toMatchObject({ field, code: 0, data: null, msg: expect.stringContaining(field) })
    }
    const cn = await api.post('/newApi/Bulk/formPost', { ...valid(), deadline: '2020-01-01' }, { lan: 'cn' })
    expect(cn.body.msg).toContain('deadline')
    expect(cn.body.msg).toMatch(/[\u4e00-\u9fff]/)
    // the edges of the window are accepted
    for (const deadline of ['2026-06-15', '2027-06-15']) {
      const ok = await api.post('/newApi/Bulk/formPost', { ...valid(), deadline })
      expect(ok.body.code).toBe(1)
    }
  })
})

describe('Bulk/formPost rate limit', () => {
  it('takes 5 anonymous requests in 10 minutes from one address, then refuses with a message', async () => {
    for (let i = 0; i < 5; i++) expect((await api.post('/newApi/Bulk/formPost', valid(), { ip: '203.0.113.60' })).body.code).toBe(1)
    const refused = await api.post('/newApi/Bulk/formPost', valid(), { ip: '203.0.113.60' })
    expect(refused.body).toMatchObject({ code: 0, data: null })
    expect(refused.body.msg).toMatch(/Too many forms/)
    expect((await api.post('/newApi/Bulk/formPost', valid(), { ip: '203.0.113.61' })).body.code).toBe(1)
  })
})
