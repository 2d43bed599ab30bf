// Integration: the inquiry inbox through the real dispatcher on PGlite, or on
// PostgreSQL when DATABASE_URL is set: a buyer's cart inquiry reaches two brands, each brand sees
// only its own, quotes in the shared fields (bad input names the field in both languages), the
// buyer sees the states and both quotes, the other side is notified through the outbox, and the
// responsiveness figures follow.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { brands, buyerProfiles, certificates, inquiries, notificationSends, notificationSettings, products, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { isoDay } from '../db/sql.server'
import { responsivenessBand } from './inquiries.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const P = '/newApi/api_v2/Inquiry/'
let api: TestApi
let outbox: string

type BrandAccount = Keys & { userId: number; brandId: number; mobile: string; productId: number; cert: string | null }
let brandA: BrandAccount
let brandB: BrandAccount
let buyer: Keys & { userId: number }
let otherBuyer: Keys & { userId: number }
let inquiryA: number
let inquiryB: number

const today = isoDay(TEST_NOW)
const inAMonth = isoDay(TEST_NOW, 30)

/** A brand account for the brand of a product holding a valid certificate (or, at the offset, any product). */
async function brandAccount(offset: number, mobile: string): Promise<BrandAccount> {
  const [product] = await api.db
    .select({ id: products.id, brandId: products.brandId, cert: certificates.type })
    .from(products)
    .innerJoin(certificates, eq(certificates.productId, products.id))
    .where(and(lte(certificates.validFrom, today), gte(certificates.validTo, today)))
    .orderBy(asc(products.brandId), asc(products.id))
    .offset(offset * 40)
    .limit(1)
  const [user] = await api.db
    .insert(users)
    .values({ mobile, role: 'brand', name: `Brand user ${offset}`, brandId: product!.brandId })
    .returning({ id: users.id })
  return {
    ...(await createSession(api.db, user!.id)),
    userId: user!.id,
    brandId: product!.brandId,
    mobile,
    productId: product!.id,
    cert: product!.cert,
  }
}

function quoteLine(productId: number, extra: Record<string, unknown> = {}) {
  return {
    product_id: productId,
    unit_price: 1250,
    currency: 'USD',
    moq: 100,
    pack_unit: 'carton',
    incoterm: 'FOB',
    port: 'Guayaquil',
    lead_time_days: 21,
    shelf_life_days: 365,
    certificates: [],
    sample_offered: true,
    valid_until: inAMonth,
    message: 'Price holds for this season',
    ...extra,
  }
}

type Listed = { id: number; state: string; unread: boolean; quote_count: number }

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'inquiries-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  brandA = await brandAccount(0, '+8613700000101')
  brandB = await brandAccount(1, '+8613700000102')
  expect(brandA.brandId).not.toBe(brandB.brandId)
  buyer = await api.loginAs('buyer')
  // A real mainland number: notices go by SMS only to numbers of the allowed countries.
  await api.db.update(users).set({ mobile: '+8613800001111' }).where(eq(users.id, buyer.userId))
  otherBuyer = await api.loginAs('buyer')
  for (const productId of [brandA.productId, brandB.productId]) {
    await expectData(api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: productId, quantity: 500 }, { keys: buyer }))
  }
  const sent = await expectData<{ inquiry_ids: Array<number> }>(
    api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      {
        contact_name: 'Zhang Wei',
        contact_phone: '+86 138 0000 1111',
        company: 'Wei Foods Import Co.',
        terms: [{ brand_id: brandA.brandId, target_price: 1100, incoterm: 'CIF', destination_port: 'Shanghai', required_date: inAMonth }],
      },
      { keys: buyer },
    ),
  )
  expect(sent.inquiry_ids).toHaveLength(2)
  const [first, second] = sent.inquiry_ids as [number, number]
  const inbox = await expectData<{ list: Array<Listed> }>(api.get(`${P}brandInbox`, {}, { keys: brandA }))
  inquiryA = inbox.list.some((i) => i.id === first) ? first : second
  inquiryB = inquiryA === first ? second : first
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('the brand inbox', () => {
  it('lists the brand’s own inquiries, newest first, unread, with the buyer and the terms', async () => {
    const inbox = await expectData<{
      list: Array<
        Listed & {
          buyer: { company: string; verification: string }
          incoterm: string
          destination_port: string
          target_price: number
          items: Array<{ product_id: number; quantity: number }>
        }
      >
      unread_count: number
    }>(api.get(`${P}brandInbox`, {}, { keys: brandA }))
    const mine = inbox.list[0]!
    expect(mine).toMatchObject({
      id: inquiryA,
      state: 'sent',
      unread: true,
      incoterm: 'CIF',
      destination_port: 'Shanghai',
      target_price: 1100,
    })
    expect(mine.buyer).toEqual({ company: 'Wei Foods Import Co.', contact_name: 'Zhang Wei', verification: 'none' })
    expect(mine.items).toEqual([expect.objectContaining({ product_id: brandA.productId, quantity: 500 })])
    expect(inbox.unread_count).toBeGreaterThan(0)
    const other = await expectData<{ list: Array<Listed> }>(api.get(`${P}brandInbox`, { page_size: 100 }, { keys: brandB }))
    expect(other.list.map((i) => i.id)).not.toContain(inquiryA)
  })

  it('keeps each inquiry to its brand and its buyer', async () => {
    await expectForbidden(api.get(`${P}inquiryThread`, { id: inquiryA }, { keys: brandB }))
    await expectForbidden(api.get(`${P}inquiryThread`, { id: inquiryA }, { keys: otherBuyer }))
    await expectForbidden(
      api.post(`${P}postInquiryQuote`, { inquiry_id: inquiryA, lines: [quoteLine(brandA.productId)] }, { keys: brandB }),
    )
    await expectForbidden(api.post(`${P}postInquiryMessage`, { inquiry_id: inquiryA, body: 'Hello' }, { keys: otherBuyer }))
    // A buyer cannot call the brand's endpoints at all.
    expect((await api.get(`${P}brandInbox`, {}, { keys: buyer })).status).toBe(403)
    const others = await expectData<{ list: Array<Listed> }>(api.get(`${P}myInquiries`, {}, { keys: otherBuyer }))
    expect(others.list).toEqual([])
  })

  it('marks the inquiry read when the brand opens it', async () => {
    const thread = await expectData<{
      side: string
      inquiry: Listed & {
        items: Array<{ unit_code: string }>
        lines: Array<{ certificates: Array<string>; unit: string; shelf_life_days: number | null }>
      }
    }>(api.get(`${P}inquiryThread`, { id: inquiryA }, { keys: brandA }))
    expect(thread.side).toBe('brand')
    expect(thread.inquiry.state).toBe('read')
    expect(thread.inquiry.lines[0]!.certificates).toContain(brandA.cert)
    // What the quote form starts from: the unit the buyer asked in and the product's own shelf life.
    const [product] = await api.db
      .select({ unit: products.unit, spec: products.specEn })
      .from(products)
      .where(eq(products.id, brandA.productId))
    expect(thread.inquiry.lines[0]).toMatchObject({ unit: product!.unit })
    expect(thread.inquiry.items[0]).toMatchObject({ unit_code: product!.unit })
    const shelf = /shelf life: (\d+) (day|week|month)s?/.exec(product!.spec)!
    expect(thread.inquiry.lines[0]!.shelf_life_days).toBe(
      Number(shelf[1]) * { day: 1, week: 7, month: 30 }[shelf[2] as 'day' | 'week' | 'month'],
    )
    const mine = await expectData<{ list: Array<Listed> }>(api.get(`${P}myInquiries`, {}, { keys: buyer }))
    expect(mine.list.find((i) => i.id === inquiryA)!.state).toBe('read')
    expect(mine.list.find((i) => i.id === inquiryB)!.state).toBe('sent')
  })
})

describe('quotes', () => {
  it('names the bad field in English and in Chinese', async () => {
    const noPort = { inquiry_id: inquiryA, lines: [quoteLine(brandA.productId, { port: '' })] }
    expect(await expectRejection(api.post(`${P}postInquiryQuote`, noPort, { keys: brandA }))).toContain('port')
    const cn = await expectRejection(api.post(`${P}postInquiryQuote`, noPort, { keys: brandA, lan: 'cn' }))
    expect(cn).toContain('port')
    expect(cn).toMatch(/[\u4e00-\u9fff]/)
    const pastValidity = { inquiry_id: inquiryA, lines: [quoteLine(brandA.productId, { valid_until: '2020-01-01' })] }
    expect(await expectRejection(api.post(`${P}postInquiryQuote`, pastValidity, { keys: brandA }))).toContain('lines[0].valid_until')
    expect(await expectRejection(api.post(`${P}postInquiryQuote`, pastValidity, { keys: brandA, lan: 'cn' }))).toContain('请选择')
    const foreignCert = ['halal', 'organic', 'kosher', 'fairtrade'].find((c) => c !== brandA.cert)!
    const badCert = { inquiry_id: inquiryA, lines: [quoteLine(brandA.productId, { certificates: [foreignCert] })] }
    expect(await expectRejection(api.post(`${P}postInquiryQuote`, badCert, { keys: brandA }))).toContain('lines[0].certificates')
    const wrongProduct = { inquiry_id: inquiryA, lines: [quoteLine(brandB.productId)] }
    expect(await expectRejection(api.post(`${P}postInquiryQuote`, wrongProduct, { keys: brandA, lan: 'cn' }))).toContain(
      '字段 lines[0].product_id',
    )
  })

  it('stores quotes from two brands, notifies the buyer, and the buyer compares them', async () => {
    const quoted = await expectData<{ state: string }>(
      api.post(
        `${P}postInquiryQuote`,
        { inquiry_id: inquiryA, lines: [quoteLine(brandA.productId, { certificates: [brandA.cert] })], note: 'Our best price' },
        { keys: brandA },
      ),
    )
    expect(quoted.state).toBe('quoted')
    await expectData(
      api.post(
        `${P}postInquiryQuote`,
        {
          inquiry_id: inquiryB,
          lines: [quoteLine(brandB.productId, { unit_price: 1190, incoterm: 'CIF', port: 'Shanghai', pack_unit: 'container_40ft' })],
        },
        { keys: brandB },
      ),
    )
    const sms = join(outbox, 'sms.jsonl')
    expect(existsSync(sms)).toBe(true)
    const [buyerUser] = await api.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, buyer.userId))
    const toBuyer = readFileSync(sms, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((m) => m.to === buyerUser!.mobile)
    expect(toBuyer.map((m) => m.text).join('\n')).toContain(`quote on inquiry #${inquiryA}`)

    const mine = await expectData<{
      list: Array<Listed & { latest_quote: Array<{ unit_price: number; pack_unit: string; certificates: Array<string> }> }>
    }>(api.get(`${P}myInquiries`, {}, { keys: buyer }))
    const a = mine.list.find((i) => i.id === inquiryA)!
    const b = mine.list.find((i) => i.id === inquiryB)!
    expect(a).toMatchObject({ state: 'quoted', unread: true, quote_count: 1 })
    expect(a.latest_quote).toEqual([expect.objectContaining({ unit_price: 1250, pack_unit: 'carton', certificates: [brandA.cert] })])
    expect(b.latest_quote).toEqual([expect.objectContaining({ unit_price: 1190, pack_unit: 'container_40ft' })])
  })

  it('carries messages both ways in one thread and notifies the brand', async () => {
    await expectData(api.post(`${P}postInquiryMessage`, { inquiry_id: inquiryA, body: 'Can you do 1,200 cartons?' }, { keys: buyer }))
    expect(readFileSync(join(outbox, 'sms.jsonl'), 'utf8')).toContain(brandA.mobile)
    const inbox = await expectData<{ list: Array<Listed> }>(api.get(`${P}brandInbox`, {}, { keys: brandA }))
    expect(inbox.list.find((i) => i.id === inquiryA)!.unread).toBe(true)
    await expectData(api.post(`${P}postInquiryMessage`, { inquiry_id: inquiryA, body: 'Yes, from the March harvest.' }, { keys: brandA }))
    const thread = await expectData<{ thread: Array<{ side: string; body: string; quotes: Array<unknown> }> }>(
      api.get(`${P}inquiryThread`, { id: inquiryA }, { keys: buyer }),
    )
    expect(thread.thread.map((e) => [e.side, e.quotes.length])).toEqual([
      ['brand', 1],
      ['buyer', 0],
      ['brand', 0],
    ])
    const empty = await expectRejection(
      api.post(`${P}postInquiryMessage`, { inquiry_id: inquiryA, body: '  ' }, { keys: buyer, lan: 'cn' }),
    )
    expect(empty).toContain('body')
  })

  it('never puts text a user typed into the SMS or mail it sends (a phishing company name)', async () => {
    const phishing = 'TradeBridge Security: your supplier account is suspended. Re-verify at https://evil.example'
    await api.db.update(inquiries).set({ company: phishing }).where(eq(inquiries.id, inquiryA))
    // Messages are texted only to those who chose it, and not twice in 10 minutes on one thread:
    // the brand's account chose it, and its last text is long past.
    await api.db.insert(notificationSettings).values({ userId: brandA.userId, channels: { inquiry_message: { sms: true } } })
    await api.db.delete(notificationSends).where(eq(notificationSends.userId, brandA.userId))
    const before = readFileSync(join(outbox, 'sms.jsonl'), 'utf8').length
    await expectData(
      api.post(`${P}postInquiryMessage`, { inquiry_id: inquiryA, body: 'Re-verify at https://evil.example' }, { keys: buyer }),
    )
    const sent = readFileSync(join(outbox, 'sms.jsonl'), 'utf8').slice(before)
    expect(sent).toContain(brandA.mobile)
    expect(sent).toContain(`inquiry #${inquiryA}`)
    expect(sent).not.toContain('evil.example')
    expect(sent).not.toContain('suspended')
  })

  it('takes nothing more once the buyer closes the inquiry', async () => {
    await expectForbidden(api.post(`${P}closeInquiry`, { inquiry_id: inquiryB }, { keys: brandB }))
    expect(await expectData<{ state: string }>(api.post(`${P}closeInquiry`, { inquiry_id: inquiryB }, { keys: buyer }))).toEqual({
      state: 'closed',
    })
    const late = await expectRejection(
      api.post(`${P}postInquiryQuote`, { inquiry_id: inquiryB, lines: [quoteLine(brandB.productId)] }, { keys: brandB }),
    )
    expect(late).toContain('closed')
  })
})

const HOUR = 3600_000
const insertInquiries = (brandId: number, count: number, createdAt: Date, firstReplyAt: Date | null) =>
  api.db.insert(inquiries).values(Array.from({ length: count }, () => ({ userId: buyer.userId, brandId, createdAt, firstReplyAt })))

describe('responsiveness', () => {
  it('shows the public a band, never a brand’s exact inquiry count or reply time', async () => {
    const answer = await api.get(`${P}brandResponsiveness`, { brand_id: brandA.brandId })
    expect(Object.keys(answer.body.data as object)).toEqual(['band'])
    expect(['new', 'hour', 'day', 'days', 'slow']).toContain((answer.body.data as { band: string }).band)
    expect(JSON.stringify(answer.body)).not.toMatch(/inquiries|median|within_24h/)
    expect(await expectData(api.get(`${P}brandResponsiveness`, { brand_id: 2_000_000 }))).toEqual({ band: 'new' })
  })

  it('bands a brand by the median first reply, an unanswered inquiry counting as never answered', () => {
    expect(responsivenessBand(4, 10)).toBe('new')
    expect(responsivenessBand(10, 30)).toBe('hour')
    expect(responsivenessBand(10, 600)).toBe('day')
    expect(responsivenessBand(10, 2000)).toBe('days')
    expect(responsivenessBand(10, Infinity)).toBe('slow')
  })

  it('counts only inquiries older than 24 hours: fresh unanswered ones do not make a new brand slow', async () => {
    const [young, judged] = await api.db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`not exists (select 1 from ${inquiries} where ${inquiries.brandId} = ${brands.id})`)
      .orderBy(brands.id)
      .limit(2)
    const anHourAgo = new Date(TEST_NOW.getTime() - HOUR)
    const twoDaysAgo = new Date(TEST_NOW.getTime() - 48 * HOUR)
    // Six sent an hour ago, unanswered so far: too young to judge, so the brand is still new.
    await insertInquiries(young!.id, 6, anHourAgo, null)
    expect(await expectData(api.get(`${P}brandResponsiveness`, { brand_id: young!.id }))).toEqual({ band: 'new' })
    // Five answered within the hour two days ago, and the same six young ones: fast, not slow
    // (counted, the unanswered six would put the median at never).
    await insertInquiries(judged!.id, 5, twoDaysAgo, new Date(twoDaysAgo.getTime() + HOUR))
    await insertInquiries(judged!.id, 6, anHourAgo, null)
    expect(await expectData(api.get(`${P}brandResponsiveness`, { brand_id: judged!.id }))).toEqual({ band: 'hour' })
  })
})

describe('the verified badge', () => {
  it('shows it only beside the verified account’s own registered company', async () => {
    await api.db
      .insert(buyerProfiles)
      .values({ userId: buyer.userId, company: 'Wei Foods Import Co.', contactName: 'Zhang Wei', countryCode: 'CN', status: 'verified' })
      .onConflictDoUpdate({ target: buyerProfiles.userId, set: { company: 'Wei Foods Import Co.', status: 'verified' } })
    const badgeOf = async () => {
      const inbox = await expectData<{ list: Array<{ id: number; buyer: { company: string; verification: string } }> }>(
        api.get(`${P}brandInbox`, {}, { keys: brandA }),
      )
      const thread = await expectData<{ inquiry: { buyer: { company: string; verification: string } } }>(
        api.get(`${P}inquiryThread`, { id: inquiryA }, { keys: brandA }),
      )
      return [inbox.list.find((i) => i.id === inquiryA)!.buyer, thread.inquiry.buyer]
    }
    await api.db.update(inquiries).set({ company: 'Walmart China Sourcing Ltd.' }).where(eq(inquiries.id, inquiryA))
    for (const shown of await badgeOf()) expect(shown).toMatchObject({ company: 'Walmart China Sourcing Ltd.', verification: 'none' })
    await api.db.update(inquiries).set({ company: 'wei foods import co. ' }).where(eq(inquiries.id, inquiryA))
    for (const shown of await badgeOf()) expect(shown.verification).toBe('verified')
  })
})

describe('the seeded inquiries', () => {
  it('fill the demo brand’s inbox and the demo buyer’s comparison on first start', async () => {
    const [demoBrandUser] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts.brand.mobile))
    const [demoBuyerUser] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts.buyer.mobile))
    const brandKeys = await createSession(api.db, demoBrandUser!.id)
    const inbox = await expectData<{ list: Array<Listed & { buyer: { verification: string } }>; total: number; unread_count: number }>(
      api.get(`${P}brandInbox`, {}, { keys: brandKeys }),
    )
    expect(inbox.total).toBeGreaterThanOrEqual(10)
    expect(inbox.unread_count).toBeGreaterThanOrEqual(2)
    expect(inbox.list.some((i) => i.state === 'sent' && i.unread)).toBe(true)
    expect(new Set(inbox.list.map((i) => i.buyer.verification)).has('verified')).toBe(true)
    const figures = await expectData<{ band: string }>(api.get(`${P}brandResponsiveness`, { brand_id: demoBrandUser!.brandId }))
    expect(figures.band).not.toBe('new')
    const mine = await expectData<{ list: Array<Listed & { latest_quote: Array<unknown> }> }>(
      api.get(`${P}myInquiries`, {}, { keys: await createSession(api.db, demoBuyerUser!.id) }),
    )
    expect(mine.list.filter((i) => i.state === 'quoted' && i.latest_quote.length > 0)).toHaveLength(2)
  })
})
