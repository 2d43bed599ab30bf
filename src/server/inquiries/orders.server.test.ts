// Integration: a quote ends in a decision, through the real dispatcher on PGlite (or PostgreSQL
// with DATABASE_URL). The buyer accepts the latest quote (an order with its own number, once,
// however often the accept is sent), declines one with a reason, or closes an inquiry with one;
// the order moves placed → confirmed → shipped → received, each step by its side only and from
// the version the caller saw; every refused change leaves nothing written, and the other side
// is told in platform wording that never carries what a user typed.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { inquiries, notifications, orders, products, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const I = '/newApi/api_v2/Inquiry/'
const O = '/newApi/api_v2/Order/'
let api: TestApi
let outbox: string

type Account = Keys & { userId: number }
let brand: Account & { brandId: number; mobile: string; productId: number }
let otherBrand: Account
let buyer: Account
let stranger: Account

const inAMonth = isoDay(TEST_NOW, 30)

type Thread = {
  inquiry: { state: string }
  latest_quote_entry_id: number | null
  decision: { reason: string | null; note: string } | null
  order: { id: number; number: string; state: string } | null
}
type OrderOut = {
  id: number
  number: string
  state: string
  version: number
  side: string
  total: number
  currency: string
  incoterm: string
  port: string
  payment_terms: string
  delivery_date: string | null
  lines: Array<{ product_id: number; quantity: number; unit: string; unit_price: number }>
  shipping_note: string
}

/** A 409 with the envelope: the change came from an outdated view. */
async function expectConflict(promise: ReturnType<TestApi['post']>): Promise<string> {
  const res = await promise
  expect(res.status).toBe(409)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

/** A new inquiry from the buyer to the brand, with one quote on it; its id and the quote's entry. */
async function quotedInquiry(unitPrice = 1250): Promise<{ inquiryId: number; entryId: number }> {
  await expectData(api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: brand.productId, quantity: 400 }, { keys: buyer }))
  const sent = await expectData<{ inquiry_ids: Array<number> }>(
    api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      {
        contact_name: 'Zhang Wei',
        contact_phone: '+86 138 0000 1111',
        company: 'Wei Foods Import Co.',
        terms: [{ brand_id: brand.brandId, incoterm: 'CIF', destination_port: 'Shanghai', required_date: inAMonth }],
      },
      { keys: buyer },
    ),
  )
  const inquiryId = sent.inquiry_ids[0]!
  const quoted = await expectData<{ entry_id: number }>(api.post(`${I}postInquiryQuote`, quote(inquiryId, unitPrice), { keys: brand }))
  return { inquiryId, entryId: quoted.entry_id }
}

function quote(inquiryId: number, unitPrice: number) {
  return {
    inquiry_id: inquiryId,
    lines: [
      {
        product_id: brand.productId,
        unit_price: unitPrice,
        currency: 'USD',
        moq: 100,
        pack_unit: 'carton',
        incoterm: 'CIF',
        port: 'Shanghai',
        lead_time_days: 21,
        shelf_life_days: 30,
        valid_until: inAMonth,
      },
    ],
  }
}

const smsLines = () =>
  existsSync(join(outbox, 'sms.jsonl'))
    ? readFileSync(join(outbox, 'sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string })
    : []

const kindsFor = async (userId: number) =>
  (await api.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind)

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'orders-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  const [product] = await api.db.select({ id: products.id, brandId: products.brandId }).from(products).orderBy(asc(products.id)).limit(1)
  const mobile = '+8613700000301'
  const [user] = await api.db
    .insert(users)
    .values({ mobile, role: 'brand', name: 'Order brand user', brandId: product!.brandId })
    .returning({ id: users.id })
  brand = { ...(await createSession(api.db, user!.id)), userId: user!.id, brandId: product!.brandId, mobile, productId: product!.id }
  otherBrand = await api.loginAs('brand')
  buyer = await api.loginAs('buyer')
  await api.db.update(users).set({ mobile: '+8613800002222' }).where(eq(users.id, buyer.userId))
  stranger = await api.loginAs('buyer')
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('accepting a quote', () => {
  let inquiryId: number
  let entryId: number
  let order: OrderOut

  beforeAll(async () => {
    ;({ inquiryId, entryId } = await quotedInquiry())
  })

  it('refuses the brand, another buyer, a bad payment term and a past delivery date', async () => {
    const accept = { inquiry_id: inquiryId, quote_entry_id: entryId, payment_terms: 'tt_30_70' }
    // The endpoint is for users; the brand is not the inquiry's buyer.
    expect(await expectForbidden(api.post(`${O}acceptQuote`, accept, { keys: brand }))).toMatch(/Only the buyer/)
    expect(await expectForbidden(api.post(`${O}acceptQuote`, accept, { keys: stranger }))).toMatch(/Only the buyer/)
    expect(await expectRejection(api.post(`${O}acceptQuote`, { ...accept, payment_terms: 'cash' }, { keys: buyer }))).toMatch(
      /payment_terms/,
    )
    expect(
      await expectRejection(api.post(`${O}acceptQuote`, { ...accept, delivery_date: isoDay(TEST_NOW, -1) }, { keys: buyer, lan: 'cn' })),
    ).toMatch(/字段 delivery_date/)
    expect(await api.db.select().from(orders).where(eq(orders.inquiryId, inquiryId))).toEqual([])
  })

  it('refuses a stale quote once the brand sent a newer one, naming the problem in the caller’s language', async () => {
    const newer = await expectData<{ entry_id: number }>(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1200), { keys: brand }))
    const stale = { inquiry_id: inquiryId, quote_entry_id: entryId, payment_terms: 'tt_30_70' }
    expect(await expectConflict(api.post(`${O}acceptQuote`, stale, { keys: buyer }))).toMatch(/newer quote/)
    expect(await expectConflict(api.post(`${O}acceptQuote`, stale, { keys: buyer, lan: 'cn' }))).toMatch(/新的报价/)
    entryId = newer.entry_id
  })

  it('places one order with its own number, the quote’s terms and a total, and tells the brand by app and SMS', async () => {
    const accept = { inquiry_id: inquiryId, quote_entry_id: entryId, payment_terms: 'lc_at_sight', delivery_date: inAMonth }
    // Sent twice at once (a double tap): one order, the other a conflict.
    const [a, b] = await Promise.all([
      api.post(`${O}acceptQuote`, accept, { keys: buyer }),
      api.post(`${O}acceptQuote`, accept, { keys: buyer }),
    ])
    expect([a.status, b.status].toSorted()).toEqual([200, 409])
    const placed = (a.status === 200 ? a : b).body.data as { order_id: number; number: string }
    expect(placed.number).toMatch(/^PO-\d{4}-\d{6}$/)
    expect(await api.db.select({ id: orders.id }).from(orders).where(eq(orders.inquiryId, inquiryId))).toHaveLength(1)
    expect(await expectConflict(api.post(`${O}acceptQuote`, accept, { keys: buyer }))).toMatch(/already accepted/)

    order = await expectData<OrderOut>(api.get(`${O}orderDetail`, { id: placed.order_id }, { keys: buyer }))
    expect(order).toMatchObject({
      number: placed.number,
      state: 'placed',
      version: 1,
      side: 'buyer',
      currency: 'USD',
      incoterm: 'CIF',
      port: 'Shanghai',
      payment_terms: 'lc_at_sight',
      delivery_date: inAMonth,
      total: 400 * 1200,
      lines: [{ product_id: brand.productId, quantity: 400, unit: 'carton', unit_price: 1200 }],
    })
    const thread = await expectData<Thread>(api.get(`${I}inquiryThread`, { id: inquiryId }, { keys: buyer }))
    expect(thread.inquiry.state).toBe('accepted')
    expect(thread.order).toEqual({ id: order.id, number: order.number, state: 'placed' })

    expect(await kindsFor(brand.userId)).toContain('quote_accepted')
    const texts = smsLines().filter((s) => s.to === brand.mobile)
    expect(texts.map((s) => s.text).join('\n')).toContain(`order ${order.number} was placed`)
  })

  it('takes no new quote and cannot be closed once it is an order', async () => {
    expect(await expectConflict(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1100), { keys: brand }))).toMatch(/order/)
    expect(await expectConflict(api.post(`${I}closeInquiry`, { inquiry_id: inquiryId }, { keys: buyer }))).toMatch(/order/)
  })

  it('is listed for the buyer and for the brand, and to no one else', async () => {
    const mine = await expectData<{ list: Array<OrderOut> }>(api.get(`${O}orderList`, {}, { keys: buyer }))
    expect(mine.list.map((o) => o.id)).toContain(order.id)
    const theirs = await expectData<{ list: Array<OrderOut> }>(api.get(`${O}orderList`, { as: 'brand' }, { keys: brand }))
    expect(theirs.list.find((o) => o.id === order.id)).toMatchObject({ side: 'brand' })
    const others = await expectData<{ list: Array<OrderOut> }>(api.get(`${O}orderList`, { as: 'brand' }, { keys: otherBrand }))
    expect(others.list.map((o) => o.id)).not.toContain(order.id)
    expect(await expectForbidden(api.get(`${O}orderList`, { as: 'brand' }, { keys: buyer }))).toMatch(/Field as/)
    expect(await expectForbidden(api.get(`${O}orderDetail`, { id: order.id }, { keys: stranger }))).toMatch(/not yours/)
    expect(await expectRejection(api.get(`${O}orderDetail`, { id: 99_999_999 }, { keys: buyer }))).toMatch(/Field id/)
  })

  it('moves placed → confirmed → shipped → received, each step by its side and from the current version', async () => {
    const step = (keys: Keys, to: string, version: number, extra: Record<string, unknown> = {}) =>
      api.post(`${O}advanceOrder`, { order_id: order.id, to, version, ...extra }, { keys })
    // The wrong side, a step out of order, a stranger.
    expect(await expectForbidden(step(buyer, 'confirmed', 1))).toMatch(/Only the supplier/)
    expect(await expectForbidden(step(brand, 'received', 1))).toMatch(/Only the buyer/)
    expect(await expectForbidden(step(stranger, 'confirmed', 1))).toMatch(/not yours/)
    expect(await expectForbidden(step(otherBrand, 'confirmed', 1))).toMatch(/not yours/)
    expect(await expectConflict(step(brand, 'shipped', 1))).toMatch(/Field to/)

    const confirmed = await expectData<OrderOut>(step(brand, 'confirmed', 1))
    expect(confirmed).toMatchObject({ state: 'confirmed', version: 2, side: 'brand' })
    // A second tab still showing version 1.
    expect(await expectConflict(step(brand, 'confirmed', 1))).toMatch(/changed since you opened it/)
    expect(await expectConflict(step(brand, 'shipped', 1, {}))).toMatch(/Field version/)
    expect(await kindsFor(buyer.userId)).toContain('order_confirmed')

    const shipped = await expectData<OrderOut>(step(brand, 'shipped', 2, { shipping_note: 'MSC B/L 12345' }))
    expect(shipped).toMatchObject({ state: 'shipped', version: 3, shipping_note: 'MSC B/L 12345' })
    // SMS carries the order number, never the note the brand typed.
    const toBuyer = smsLines().filter((s) => s.to === '+8613800002222')
    expect(toBuyer.some((s) => s.text.includes(`shipped order ${order.number}`))).toBe(true)
    expect(toBuyer.some((s) => s.text.includes('MSC'))).toBe(false)

    expect(await expectForbidden(step(brand, 'received', 3))).toMatch(/Only the buyer/)
    const received = await expectData<OrderOut>(step(buyer, 'received', 3))
    expect(received).toMatchObject({ state: 'received', version: 4, side: 'buyer' })
    expect(await expectConflict(step(buyer, 'received', 4))).toMatch(/cannot be received/)
    expect(await kindsFor(brand.userId)).toContain('order_received')
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.confirmedAt && row!.shippedAt && row!.receivedAt).toBeTruthy()
  })
})

describe('declining a quote', () => {
  it('needs a reason (and words for “other”), refuses the brand and a stale quote, then tells the brand', async () => {
    const { inquiryId, entryId } = await quotedInquiry()
    const decline = { inquiry_id: inquiryId, quote_entry_id: entryId }
    expect(await expectRejection(api.post(`${I}declineQuote`, decline, { keys: buyer }))).toMatch(/reason/)
    expect(await expectRejection(api.post(`${I}declineQuote`, { ...decline, reason: 'other' }, { keys: buyer }))).toMatch(/Field note/)
    expect(await expectForbidden(api.post(`${I}declineQuote`, { ...decline, reason: 'price' }, { keys: brand }))).toMatch(/Only the buyer/)
    expect(
      await expectConflict(api.post(`${I}declineQuote`, { ...decline, quote_entry_id: entryId - 1, reason: 'price' }, { keys: buyer })),
    ).toMatch(/newer quote/)

    const note = 'Visit http://evil.example to re-verify'
    expect(await expectData(api.post(`${I}declineQuote`, { ...decline, reason: 'moq', note }, { keys: buyer }))).toEqual({
      state: 'declined',
    })
    const thread = await expectData<Thread>(api.get(`${I}inquiryThread`, { id: inquiryId }, { keys: brand }))
    expect(thread.inquiry.state).toBe('declined')
    expect(thread.decision).toMatchObject({ reason: 'moq', note })
    expect(await kindsFor(brand.userId)).toContain('quote_declined')
    expect(smsLines().some((s) => s.text.includes('evil'))).toBe(false)
    // Decided: no accept, no second decline, no more quotes or messages.
    expect(await expectConflict(api.post(`${O}acceptQuote`, { ...decline, payment_terms: 'tt_30_70' }, { keys: buyer }))).toMatch(
      /declined/,
    )
    expect(await expectConflict(api.post(`${I}declineQuote`, { ...decline, reason: 'price' }, { keys: buyer }))).toMatch(/declined/)
    expect(await expectRejection(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1000), { keys: brand }))).toMatch(/closed/)
  })
})

describe('closing an inquiry', () => {
  it('records the optional reason, tells the brand once, and refuses the brand', async () => {
    const { inquiryId } = await quotedInquiry()
    expect(await expectForbidden(api.post(`${I}closeInquiry`, { inquiry_id: inquiryId }, { keys: brand }))).toMatch(/Only the buyer/)
    expect(await expectRejection(api.post(`${I}closeInquiry`, { inquiry_id: inquiryId, reason: 'bored' }, { keys: buyer }))).toMatch(
      /reason/,
    )
    const before = (await kindsFor(brand.userId)).filter((k) => k === 'inquiry_closed').length
    await expectData(
      api.post(`${I}closeInquiry`, { inquiry_id: inquiryId, reason: 'found_elsewhere', note: 'Local stock' }, { keys: buyer }),
    )
    await expectData(api.post(`${I}closeInquiry`, { inquiry_id: inquiryId }, { keys: buyer }))
    expect((await kindsFor(brand.userId)).filter((k) => k === 'inquiry_closed').length).toBe(before + 1)
    const [row] = await api.db
      .select({ status: inquiries.status, reason: inquiries.decisionReason, note: inquiries.decisionNote })
      .from(inquiries)
      .where(and(eq(inquiries.id, inquiryId)))
    expect(row).toEqual({ status: 'closed', reason: 'found_elsewhere', note: 'Local stock' })
  })
})
