import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyerForms } from '../db/schema'
import { createTestApi, TEST_NOW, type TestApi } from '../http/test-api.server'

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

async function submit(body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') {
  return api.post(FORM, body, { lan })
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
  it('stores a buyer form without login, visible through the company search', async () => {
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
    expect(await search('zephyr')).toEqual(['Zephyr Fresh Imports Ltd.'])
  })

  it('ties the form to the user when valid keys come, ignores forged keys, and updates the buyer counter', async () => {
    const counter = async () =>
      ((await api.get('/newApi/api_v2/Home/getHomeJson')).body.data as { counters: { buyers: number } }).counters.buyers
    const before = await counter()
    const buyer = await api.loginAs('buyer')
    const mine = await api.post(FORM, validForm, { keys: buyer })
    const [row] = await api.db.select().from(buyerForms).where(eq(buyerForms.id, (mine.body.data as { id: number }).id))
    expect(row?.userId).toBe(buyer.userId)
    const forged = await api.post(FORM, validForm, { keys: { api_key: 'forged', mobile_key: 'forged' } })
    expect(forged.status).toBe(200)
    const [anonymous] = await api.db.select().from(buyerForms).where(eq(buyerForms.id, (forged.body.data as { id: number }).id))
    expect(anonymous?.userId).toBeNull()
    // The cached home counters were invalidated by the two submissions.
    expect(await counter()).toBe(before + 2)
  })

  it('accepts an activity sign-up with optional fields left out', async () => {
    const res = await submit({ company: '  深圳果然鲜贸易有限公司 ', contact_name: '王伟', mobile: '075588889999', email: '', country_code: 'CN', member_category_ids: [3], act_id: 1 }, 'cn')
    expect(res.body).toMatchObject({ code: 1, msg: '成功' })
    const [row] = await api.db.select().from(buyerForms).where(eq(buyerForms.id, (res.body.data as { id: number }).id))
    expect(row).toMatchObject({ company: '深圳果然鲜贸易有限公司', email: null, activityId: 1, annualVolume: '', note: '' })
    expect(await search('果然鲜', 'cn')).toEqual(['深圳果然鲜贸易有限公司'])
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

describe('buyers/searchCompanyName', () => {
  it('suggests up to 10 distinct company names from forms and accounts, prefix matches first', async () => {
    for (const company of ['Global Acme Foods', 'ACME Fruit Imports', 'Acme Fruit Imports', 'Mega 100%_Fresh Co']) {
      expect((await submit({ ...validForm, company })).body.code).toBe(1)
    }
    const acme = await search('acme')
    // Case variants of one name count once.
    expect(acme).toHaveLength(2)
    expect(acme[0]).toMatch(/^acme fruit imports$/i)
    expect(acme[1]).toBe('Global Acme Foods')

    await api.loginAs('buyer') // an account whose company is "Test Trading N"
    for (let i = 0; i < 12; i++) await submit({ ...validForm, company: `Trading House ${String(i).padStart(2, '0')}` })
    const trading = await search('trading')
    expect(trading).toHaveLength(10)
    expect(trading.slice(0, 10).every((name) => name.startsWith('Trading House'))).toBe(true)
    const testTrading = await search('TEST TRADING')
    expect(testTrading.length).toBeGreaterThan(0)
    expect(testTrading.every((name) => /^Test Trading \d+$/.test(name))).toBe(true)

    expect(await search('100%_')).toEqual(['Mega 100%_Fresh Co'])
    expect(await search('%')).toEqual(['Mega 100%_Fresh Co'])
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
