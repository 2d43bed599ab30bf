import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, buyerForms } from '../db/schema'
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

const OPTIONS = '/newApi/api_v2/Buyers/memberCateNameOptionEnglish'
const FORM = '/newApi/api_v2/Buyers/pcForm2Post'
const SEARCH = '/newApi/api_v2/Buyers/searchCompanyName'

async function search(keyword: unknown, lan: 'en' | 'cn' = 'en'): Promise<Array<string>> {
  const res = await api.get(SEARCH, { keyword }, { lan })
  expect(res.body.code).toBe(1)
  return (res.body.data as { list: Array<string> }).list
}

const validForm = {
  company: 'Zephyr Fresh Imports Ltd.',
  contact_name: 'Li Na',
  mobile: '+8613912345678',
  email: 'li.na@zephyr.example',
  country_code: 'CN',
  member_category_ids: [1, 2],
  annual_volume: '40 containers',
  note: 'Looking for durian and cherries',
}

// Each anonymous submission from its own address: one address may post 5 in 10 minutes.
let address = 0
async function submit(body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') {
  address += 1
  return api.post(FORM, body, { lan, ip: `198.51.${Math.floor(address / 250)}.${address % 250}` })
}

describe('buyers/memberCateNameOptionEnglish', () => {
  it('lists the member categories as options in the request language', async () => {
    const en = await api.get(OPTIONS)
    expect(en.body.code).toBe(1)
    const list = (en.body.data as { list: Array<{ id: number; name: string }> }).list
    expect(list).toHaveLength(10)
    expect(list[0]).toEqual({ id: 1, name: 'Importer' })
    const cn = await api.get(OPTIONS, {}, { lan: 'cn' })
    expect((cn.body.data as { list: Array<{ name: string }> }).list[0]?.name).toBe('进口商')
  })

  it('takes no input: unknown parameters are ignored rather than failing', async () => {
    const res = await api.get(OPTIONS, { foo: 'bar' })
    expect(res.body.code).toBe(1)
    expect((res.body.data as { list: Array<unknown> }).list).toHaveLength(10)
  })
})

describe('buyers/pcForm2Post', () => {
  it('stores a buyer form without login, never shown in the company search', async () => {
    const res = await submit(validForm)
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(1)
    const id = (res.body.data as { id: number }).id
    expect(id).toBeGreaterThan(0)
    const [row] = await api.db.select().from(buyerForms).where(eq(buyerForms.id, id))
    expect(row).toMatchObject({
      company: 'Zephyr Fresh Imports Ltd.',
      mobile: '+8613912345678',
      countryCode: 'CN',
      memberCategoryIds: [1, 2],
      activityId: null,
      userId: null,
    })
    expect(row?.createdAt.toISOString()).toBe(TEST_NOW.toISOString())
    expect(await search('zephyr')).toEqual([])
  })

  it('ties the form to the user when valid keys come, ignores forged keys, and updates the buyer counter', async () => {
    const counter = async () =>
      ((await api.get('/newApi/api_v2/Home/getHomeJson')).body.data as { counters: { buyers: number } }).counters.buyers
    const before = await counter()
    const buyer = await api.loginAs('buyer')
    const mine = await api.post(FORM, validForm, { keys: buyer })
    const [row] = await api.db
      .select()
      .from(buyerForms)
      .where(eq(buyerForms.id, (mine.body.data as { id: number }).id))
    expect(row?.userId).toBe(buyer.userId)
    const forged = await api.post(FORM, validForm, { keys: { api_key: 'forged', mobile_key: 'forged' }, ip: '192.0.2.200' })
    expect(forged.status).toBe(200)
    const [anonymous] = await api.db
      .select()
      .from(buyerForms)
      .where(eq(buyerForms.id, (forged.body.data as { id: number }).id))
    expect(anonymous?.userId).toBeNull()
    // The cached home counters were invalidated by the two submissions.
    expect(await counter()).toBe(before + 2)
  })

  it('accepts an activity sign-up with optional fields left out', async () => {
    const res = await submit(
      {
        company: '  深圳果然鲜贸易有限公司 ',
        contact_name: '王伟',
        mobile: '075588889999',
        email: '',
        country_code: 'CN',
        member_category_ids: [3],
        act_id: 1,
      },
      'cn',
    )
    expect(res.body).toMatchObject({ code: 1, msg: '成功' })
    const [row] = await api.db
      .select()
      .from(buyerForms)
      .where(eq(buyerForms.id, (res.body.data as { id: number }).id))
    expect(row).toMatchObject({ company: '深圳果然鲜贸易有限公司', email: null, activityId: 1, annualVolume: '', note: '' })
    expect(await search('果然鲜', 'cn')).toEqual([])
  })

  it('rejects bad input, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validForm, company: '   ' }, 'company'],
      [{ ...validForm, company: undefined }, 'company'],
      [{ ...validForm, contact_name: '' }, 'contact_name'],
      [{ ...validForm, mobile: 'call me' }, 'mobile'],
      [{ ...validForm, mobile: '12345' }, 'mobile'],
      [{ ...validForm, mobile: '+123456789012345678901' }, 'mobile'],
      [{ ...validForm, email: 'not-an-email' }, 'email'],
      [{ ...validForm, country_code: 'XX' }, 'country_code'],
      [{ ...validForm, country_code: 'china' }, 'country_code'],
      [{ ...validForm, member_category_ids: [] }, 'member_category_ids'],
      [{ ...validForm, member_category_ids: [1, 2, 3, 4, 5, 6] }, 'member_category_ids'],
      [{ ...validForm, member_category_ids: [1, 999] }, 'member_category_ids'],
      [{ ...validForm, member_category_ids: [2, 2] }, 'member_category_ids'],
      [{ ...validForm, annual_volume: 'v'.repeat(101) }, 'annual_volume'],
      [{ ...validForm, act_id: 4242 }, 'act_id'],
      [{ ...validForm, note: 'n'.repeat(2001) }, 'note'],
    ]
    for (const [body, field] of cases) {
      const res = await submit(body)
      expect(res.status).toBe(200)
      expect({ case: body, ...res.body }).toMatchObject({ code: 0, data: null })
      expect(res.body.msg).toContain(field)
    }
    const cn = await submit({ ...validForm, country_code: 'XX' }, 'cn')
    expect(cn.body.msg).toContain('字段 country_code')
  })
})

describe('anonymous buyer forms are rate-limited per address', () => {
  it('takes 5 in 10 minutes from one address, then refuses; logged-in and other addresses still post', async () => {
    const from = (ip: string, keys?: { api_key: string; mobile_key: string }) => api.post(FORM, validForm, { ip, keys })
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.50')).body.code).toBe(1)
    const refused = await from('203.0.113.50')
    expect(refused.status).toBe(200)
    expect(refused.body).toMatchObject({ code: 0, data: null })
    expect(refused.body.msg).toMatch(/Too many forms/)
    // A forged X-Forwarded-For does not make a new address.
    expect((await api.post(FORM, validForm, { ip: '203.0.113.50', headers: { 'x-forwarded-for': '1.2.3.4' } })).body.code).toBe(0)
    expect((await from('203.0.113.51')).body.code).toBe(1)
    expect((await from('203.0.113.50', await api.loginAs('buyer'))).body.code).toBe(1)
  })
})

describe('buyers/searchCompanyName', () => {
  it('suggests only public names (brands), never companies typed into forms or accounts', async () => {
    for (const company of ['Global Acme Foods', 'ACME Fruit Imports']) expect((await submit({ ...validForm, company })).body.code).toBe(1)
    await api.loginAs('buyer') // an account whose company is "Test Trading N"
    expect(await search('acme')).toEqual([])
    expect(await search('test trading')).toEqual([])

    const [brand] = await api.db.select({ en: brands.nameEn, zh: brands.nameZh }).from(brands).orderBy(brands.id).limit(1)
    const en = await search(brand!.en.slice(0, 6))
    expect(en.length).toBeGreaterThan(0)
    expect(en.length).toBeLessThanOrEqual(10)
    expect(en).toContain(brand!.en)
    // In Chinese the brand's Chinese name, found by either name.
    expect(await search(brand!.en, 'cn')).toContain(brand!.zh)
    expect(await search('%')).toEqual([])
    expect(await search('no such company')).toEqual([])
  })

  it('rejects a missing, empty or long keyword, naming keyword', async () => {
    for (const keyword of [undefined, ' ', 'k'.repeat(51)]) {
      const res = await api.get(SEARCH, { keyword })
      expect(res.body).toMatchObject({ code: 0, data: null })
      expect(res.body.msg).toContain('keyword')
    }
    const cn = await api.get(SEARCH, {}, { lan: 'cn' })
    expect(cn.body.msg).toContain('缺少字段 keyword')
  })
})
