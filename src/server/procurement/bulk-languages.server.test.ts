// Integration: the demo dataset's bulk requests, offers and inquiry threads read in one script per
// page. On Chinese pages the seeded product names, specs, offer messages, buyers'
// notes and thread entries are Chinese; on English pages English; what a person types is shown as
// typed in both.
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { categories, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { demoAccounts } from '../seed/seed-events.server'
import { BRAND_MESSAGES, BRAND_NOTES, BUYER_FOLLOW_UPS, BUYER_NOTES, OFFER_MESSAGES, QUOTE_MESSAGE } from '../seed/seed-texts'
import { createTestApi, expectData, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const LATIN = /[A-Za-z]/
const HAN = /[\u4e00-\u9fff]/
const ENGLISH = new Set(
  [...BUYER_NOTES, ...BRAND_NOTES, ...BRAND_MESSAGES, ...BUYER_FOLLOW_UPS, ...OFFER_MESSAGES, QUOTE_MESSAGE]
    .map((t) => t.en)
    .filter(Boolean),
)

type Item = { id: number; product_name: string; spec: string; note: string; category: { name: string } | null }
type Offer = { message: string; brand: { name: string } }

let api: TestApi
let buyer: Keys
let brand: Keys
beforeAll(async () => {
  api = await createTestApi()
  const keysOf = async (mobile: string) => {
    const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile))
    return createSession(api.db, user!.id)
  }
  buyer = await keysOf(demoAccounts.buyer.mobile)
  brand = await keysOf(demoAccounts.brand.mobile)
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

/** Every open request of the public list, page by page. */
async function publicList(lan: 'en' | 'cn'): Promise<Array<Item>> {
  const all: Array<Item> = []
  for (let page = 1; ; page += 1) {
    const data = await expectData<{ list: Array<Item>; total: number }>(api.get('/newApi/Bulk/BulkList', { page, page_size: 50 }, { lan }))
    all.push(...data.list)
    if (all.length >= data.total || !data.list.length) return all
  }
}

describe('seeded bulk requests in the page language', () => {
  it('the Chinese public list shows no Latin-script product name, spec or note', async () => {
    const cn = await publicList('cn')
    expect(cn.length).toBeGreaterThan(10)
    expect(cn.filter((r) => !HAN.test(r.product_name))).toEqual([])
    expect(cn.filter((r) => LATIN.test(r.product_name) || LATIN.test(r.spec) || LATIN.test(r.note))).toEqual([])
  })

  it('the English public list shows the same requests in English', async () => {
    const [en, cn] = await Promise.all([publicList('en'), publicList('cn')])
    expect(en.map((r) => r.id)).toEqual(cn.map((r) => r.id))
    expect(en.filter((r) => HAN.test(r.product_name) || HAN.test(r.spec))).toEqual([])
    // A keyword in either language finds a request.
    const sample = cn[0]!
    const found = await expectData<{ list: Array<Item> }>(
      api.get('/newApi/Bulk/BulkList', { keyword: sample.product_name, page_size: 50 }, { lan: 'en' }),
    )
    expect(found.list.map((r) => r.id)).toContain(sample.id)
  })

  it("the buyer's requests with their offers, and the supplier's inbox, read in Chinese", async () => {
    const mine = await expectData<{ list: Array<Item & { offers: Array<Offer> }> }>(
      api.get('/newApi/api_v2/Offer/myBulkRequests', { page_size: 50 }, { keys: buyer, lan: 'cn' }),
    )
    const offers = mine.list.flatMap((r) => r.offers)
    expect(offers.length).toBeGreaterThan(0)
    for (const r of mine.list) expect(r.product_name).not.toMatch(LATIN)
    expect(offers.filter((o) => ENGLISH.has(o.message) || (o.message && !HAN.test(o.message)))).toEqual([])
    const inbox = await expectData<{ list: Array<Item & { my_offer: { message: string } | null }> }>(
      api.get('/newApi/api_v2/Offer/bulkInbox', { page_size: 50 }, { keys: brand, lan: 'cn' }),
    )
    expect(inbox.list.length).toBeGreaterThan(0)
    for (const r of inbox.list) {
      expect(r.product_name).not.toMatch(LATIN)
      expect(r.spec).not.toMatch(LATIN)
    }
  })

  it('a request typed in one language reads as typed on both pages', async () => {
    const typed = 'Hass avocado, size 18–22'
    const [category] = await api.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).limit(1)
    const { id } = await expectData<{ id: number }>(
      api.post(
        '/newApi/Bulk/formPost',
        {
          company: 'Shanghai Fresh Import Co.',
          contact_name: 'Wang Fang',
          contact_phone: '+86 21-5555-0101',
          product_name: typed,
          category_id: category!.id,
          quantity: 40,
          unit: 'tonne',
          destination_country: 'CN',
          deadline: isoDay(TEST_NOW, 20),
        },
        { keys: buyer },
      ),
    )
    for (const lan of ['en', 'cn'] as const) {
      const shown = (await publicList(lan)).find((r) => r.id === id)
      expect(shown?.product_name).toBe(typed)
    }
  })
})

describe('seeded inquiry threads in the page language', () => {
  it("the demo buyer's inquiries and their threads carry no English seeded text on Chinese pages", async () => {
    const mine = await expectData<{ list: Array<{ id: number; message: string; latest_quote: Array<{ message: string }> }> }>(
      api.get('/newApi/api_v2/Inquiry/myInquiries', { page_size: 50 }, { keys: buyer, lan: 'cn' }),
    )
    expect(mine.list.length).toBeGreaterThan(0)
    for (const inquiry of mine.list) {
      expect([inquiry.message, ...inquiry.latest_quote.map((q) => q.message)].filter((t) => ENGLISH.has(t))).toEqual([])
      const thread = await expectData<{ thread: Array<{ body: string }> }>(
        api.get('/newApi/api_v2/Inquiry/inquiryThread', { id: inquiry.id }, { keys: buyer, lan: 'cn' }),
      )
      expect(thread.thread.map((e) => e.body).filter((body) => ENGLISH.has(body) || (body && !HAN.test(body)))).toEqual([])
    }
    // The brand's inbox: the buyers' seeded notes in the page's language.
    const CHINESE = new Set(BUYER_NOTES.map((t) => t.zh))
    for (const lan of ['en', 'cn'] as const) {
      const inbox = await expectData<{ list: Array<{ message: string }> }>(
        api.get('/newApi/api_v2/Inquiry/brandInbox', { page_size: 50 }, { keys: brand, lan }),
      )
      const notes = inbox.list.map((i) => i.message).filter(Boolean)
      expect(notes.length).toBeGreaterThan(0)
      expect(notes.filter((note) => (lan === 'en' ? CHINESE : ENGLISH).has(note))).toEqual([])
    }
  })
})
