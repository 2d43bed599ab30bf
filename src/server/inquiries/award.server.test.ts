// Integration: a bulk request ends in a decision, and a buyer writes to a supplier without the
// cart (ADR 115), through the real dispatcher on PGlite (or PostgreSQL with DATABASE_URL).
// Only the request's buyer awards; a changed offer or a second award is a 409 naming the field in
// the caller's language; two awards at once make one order; the awarded offer becomes an order in
// the same table and steps as an accepted quote; the other offers are declined and every supplier
// is told in platform wording that never carries what a user typed. Contact opens or reuses one
// thread per brand and subject.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { bulkOffers, bulkRequests, inquiries, inquiryMessages, notifications, orders, products, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const O = '/newApi/api_v2/Order/'
const I = '/newApi/api_v2/Inquiry/'
let api: TestApi
let outbox: string
type Account = Keys & { userId: number; brandId: number | null }
let winner: Account
let loser: Account
let buyer: Account
let stranger: Account

const inAMonth = isoDay(TEST_NOW, 30)
const PRODUCT_NAME = 'Hass avocado, call +1 555 0100 now'

type OrderOut = {
  id: number
  number: string
  inquiry_id: number
  state: string
  version: number
  side: string
  total: number
  incoterm: string
  port: string
  payment_terms: string
  delivery_date: string | null
  lines: Array<{ name: string; quantity: number; unit: string; unit_price: number }>
}
type Mine = {
  list: Array<{
    id: number
    status: string
    order: { number: string; inquiry_id: number } | null
    offers: Array<{ id: number; status: string; version: number; brand: { id: number } }>
  }>
}

/** A bulk request of the buyer with an offer from each supplier: its id and the two offers. */
async function requestWithOffers(): Promise<{ requestId: number; win: { id: number; version: number }; lose: { id: number } }> {
  const [request] = await api.db
    .insert(bulkRequests)
    .values({
      userId: buyer.userId,
      company: 'Shanghai Fresh Import Co.',
      contactName: 'Wang Fang',
      contactPhone: '+8613911110000',
      productName: PRODUCT_NAME,
      quantity: 40,
      unit: 'tonne',
      destinationCountry: 'CN',
      deadline: isoDay(TEST_NOW, 20),
      createdAt: TEST_NOW,
    })
    .returning({ id: bulkRequests.id })
  const terms = (brandId: number, unitPrice: number) => ({
    bulkRequestId: request!.id,
    brandId,
    unitPrice,
    currency: 'USD',
    moq: 50,
    packUnit: 'tonne',
    incoterm: 'CIF',
    port: 'Shanghai',
    leadTimeDays: 21,
    shelfLifeDays: 30,
    validUntil: inAMonth,
    createdAt: TEST_NOW,
  })
  const [win, lose] = await api.db
    .insert(bulkOffers)
    .values([terms(winner.brandId!, 182_000), terms(loser.brandId!, 190_000)])
    .returning({ id: bulkOffers.id, version: bulkOffers.version })
  return { requestId: request!.id, win: win!, lose: lose! }
}

const award = (requestId: number, offerId: number, version: number, keys: Keys, lan: 'en' | 'cn' = 'en') =>
  api.post(
    `${O}awardBulkOffer`,
    { bulk_request_id: requestId, offer_id: offerId, offer_version: version, payment_terms: 'lc_at_sight', delivery_date: inAMonth },
    { keys, lan },
  )

async function expectConflict(promise: ReturnType<TestApi['post']>): Promise<string> {
  const res = await promise
  expect(res.status).toBe(409)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
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

const ordersOf = (requestOffers: Array<number>) =>
  api.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...requestOffers.map((id) => eq(orders.bulkOfferId, id))))

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'award-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  winner = await api.loginAs('brand')
  loser = await api.loginAs('brand')
  buyer = await api.loginAs('buyer')
  stranger = await api.loginAs('buyer')
  // Mainland numbers: the suppliers are texted at their accounts' numbers.
  await api.db.update(users).set({ mobile: '+8613911112001' }).where(eq(users.id, winner.userId))
  await api.db.update(users).set({ mobile: '+8613911112002' }).where(eq(users.id, loser.userId))
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  rmSync(outbox, { recursive: true, force: true })
})

describe('awarding a bulk offer', () => {
  let requestId: number
  let win: { id: number; version: number }
  let lose: { id: number }
  let order: OrderOut

  beforeAll(async () => {
    ;({ requestId, win, lose } = await requestWithOffers())
  })

  it('is refused to anyone but the buyer of the request, writing nothing', async () => {
    expect(await expectForbidden(award(requestId, win.id, win.version, stranger))).toMatch(/Only the buyer/)
    expect(await expectForbidden(award(requestId, win.id, win.version, winner, 'cn'))).toMatch(/只有采购需求的买家/)
    const [row] = await api.db.select({ status: bulkRequests.status }).from(bulkRequests).where(eq(bulkRequests.id, requestId))
    expect(row!.status).toBe('open')
    expect(await ordersOf([win.id])).toHaveLength(0)
  })

  it('refuses an offer the supplier changed since the buyer saw it, naming the field in their language', async () => {
    await api.db
      .update(bulkOffers)
      .set({ version: win.version + 1 })
      .where(eq(bulkOffers.id, win.id))
    expect(await expectConflict(award(requestId, win.id, win.version, buyer))).toMatch(
      /^Field offer_version: the supplier changed its offer/,
    )
    expect(await expectConflict(award(requestId, win.id, win.version, buyer, 'cn'))).toMatch(/^字段 offer_version：供应商/)
    win = { ...win, version: win.version + 1 }
  })

  it('refuses an offer of another request and a past delivery date, naming the field', async () => {
    const other = await requestWithOffers()
    expect(await expectRejection(award(requestId, other.win.id, other.win.version, buyer))).toMatch(/^Field offer_id:/)
    const res = await api.post(
      `${O}awardBulkOffer`,
      { bulk_request_id: requestId, offer_id: win.id, offer_version: win.version, payment_terms: 'tt_30_70', delivery_date: '2020-01-01' },
      { keys: buyer, lan: 'cn' },
    )
    expect(res.body.msg).toMatch(/^字段 delivery_date/)
  })

  it('makes the awarded offer an order with the request quantity (raised to the MOQ) and the buyer terms', async () => {
    const placed = await expectData<{ order_id: number; number: string; inquiry_id: number }>(award(requestId, win.id, win.version, buyer))
    expect(placed.number).toMatch(/^PO-2026-\d{6}$/)
    const list = await expectData<{ list: Array<OrderOut> }>(api.get(`${O}orderList`, { as: 'buyer' }, { keys: buyer }))
    order = list.list.find((o) => o.id === placed.order_id)!
    expect(order).toMatchObject({
      number: placed.number,
      inquiry_id: placed.inquiry_id,
      state: 'placed',
      side: 'buyer',
      incoterm: 'CIF',
      port: 'Shanghai',
      payment_terms: 'lc_at_sight',
      delivery_date: inAMonth,
      total: 50 * 182_000,
    })
    expect(order.lines).toEqual([expect.objectContaining({ name: PRODUCT_NAME, quantity: 50, unit: 'tonne', unit_price: 182_000 })])
    const brandSide = await expectData<{ list: Array<OrderOut> }>(api.get(`${O}orderList`, { as: 'brand' }, { keys: winner }))
    expect(brandSide.list.find((o) => o.id === order.id)).toMatchObject({ side: 'brand', state: 'placed' })
    const [thread] = await api.db.select().from(inquiries).where(eq(inquiries.id, placed.inquiry_id))
    expect(thread).toMatchObject({ userId: buyer.userId, brandId: winner.brandId, bulkRequestId: requestId, status: 'accepted' })
  })

  it('declines every other offer and shows the buyer the order on the request', async () => {
    const mine = await expectData<Mine>(api.get('/newApi/api_v2/Offer/myBulkRequests', { page_size: 100 }, { keys: buyer }))
    const request = mine.list.find((r) => r.id === requestId)!
    expect(request.status).toBe('awarded')
    expect(request.order).toEqual({ number: order.number, inquiry_id: order.inquiry_id })
    expect(Object.fromEntries(request.offers.map((o) => [o.id, o.status]))).toEqual({ [win.id]: 'awarded', [lose.id]: 'declined' })
  })

  it('tells every supplier, by SMS in fixed wording that carries no typed text', async () => {
    expect(await kindsFor(winner.userId)).toContain('bulk_awarded')
    expect(await kindsFor(loser.userId)).toContain('bulk_declined')
    const texts = smsLines()
    const toWinner = texts.filter((s) => s.to === '+8613911112001')
    expect(toWinner.some((s) => s.text.includes(order.number) && s.text.includes(`#${requestId}`))).toBe(true)
    for (const sms of texts) {
      expect(sms.text).not.toContain('avocado')
      expect(sms.text).not.toContain('555')
    }
    // The declined supplier's notice is in the app and e-mail only by default.
    expect(texts.filter((s) => s.to === '+8613911112002')).toHaveLength(0)
  })

  it('refuses a second award of the request (409, the field named) and keeps one order', async () => {
    const [loserOffer] = await api.db.select({ version: bulkOffers.version }).from(bulkOffers).where(eq(bulkOffers.id, lose.id))
    expect(await expectConflict(award(requestId, lose.id, loserOffer!.version, buyer))).toMatch(
      /^Field offer_id: bulk request #\d+ was already awarded/,
    )
    expect(await expectConflict(award(requestId, win.id, win.version, buyer, 'cn'))).toMatch(/^字段 offer_id：采购需求 #\d+ 已选定报价/)
    expect(await api.db.select({ id: orders.id }).from(orders).where(eq(orders.bulkOfferId, lose.id))).toHaveLength(0)
    expect(await api.db.select({ id: orders.id }).from(orders).where(eq(orders.bulkOfferId, win.id))).toHaveLength(1)
  })

  it('takes no new offer once awarded', async () => {
    const [request] = await api.db.select({ status: bulkRequests.status }).from(bulkRequests).where(eq(bulkRequests.id, requestId))
    expect(request!.status).toBe('awarded')
  })

  it('moves through the same steps as any order: only the supplier confirms', async () => {
    const refused = await expectForbidden(
      api.post(`${O}advanceOrder`, { order_id: order.id, to: 'confirmed', version: order.version }, { keys: buyer }),
    )
    expect(refused).toMatch(/Only the supplier/)
    expect(
      await expectForbidden(api.post(`${O}advanceOrder`, { order_id: order.id, to: 'confirmed', version: 1 }, { keys: loser })),
    ).toMatch(/not yours/)
    const confirmed = await expectData<OrderOut>(
      api.post(`${O}advanceOrder`, { order_id: order.id, to: 'confirmed', version: order.version }, { keys: winner }),
    )
    expect(confirmed).toMatchObject({ state: 'confirmed', version: order.version + 1 })
  })

  it('makes one order of two awards sent at once', async () => {
    const fresh = await requestWithOffers()
    const results = await Promise.all([
      award(fresh.requestId, fresh.win.id, fresh.win.version, buyer),
      award(fresh.requestId, fresh.lose.id, 1, buyer),
    ])
    expect(results.map((r) => r.status).toSorted()).toEqual([200, 409])
    const made = await api.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(bulkOffers, eq(bulkOffers.id, orders.bulkOfferId))
      .where(eq(bulkOffers.bulkRequestId, fresh.requestId))
    expect(made).toHaveLength(1)
    const awarded = await api.db
      .select({ id: bulkOffers.id })
      .from(bulkOffers)
      .where(and(eq(bulkOffers.bulkRequestId, fresh.requestId), eq(bulkOffers.status, 'awarded')))
    expect(awarded).toHaveLength(1)
  })
})

describe('contacting a supplier without the cart', () => {
  let productId: number
  let brandId: number

  beforeAll(async () => {
    const [product] = await api.db
      .select({ id: products.id, brandId: products.brandId })
      .from(products)
      .where(ne(products.brandId, winner.brandId!))
      .orderBy(asc(products.id))
      .limit(1)
    productId = product!.id
    brandId = product!.brandId
  })

  it('opens a thread about the product, then reuses it, telling the brand', async () => {
    const first = await expectData<{ inquiry_id: number; created: boolean }>(
      api.post(`${I}contactSupplier`, { brand_id: brandId, product_id: productId, body: 'Do you ship to Ningbo?' }, { keys: buyer }),
    )
    expect(first.created).toBe(true)
    const second = await expectData<{ inquiry_id: number; created: boolean }>(
      api.post(`${I}contactSupplier`, { brand_id: brandId, product_id: productId, body: 'And in 20 ft containers?' }, { keys: buyer }),
    )
    expect(second).toEqual({ inquiry_id: first.inquiry_id, created: false })
    const [row] = await api.db.select().from(inquiries).where(eq(inquiries.id, first.inquiry_id))
    expect(row).toMatchObject({ userId: buyer.userId, brandId, message: 'Do you ship to Ningbo?', status: 'sent', bulkRequestId: null })
    const entries = await api.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, first.inquiry_id))
    expect(entries.map((e) => e.body)).toEqual(['And in 20 ft containers?'])
    // The buyer reads it among their inquiries, as any thread.
    const thread = await expectData<{ inquiry: { id: number } }>(api.get(`${I}inquiryThread`, { id: first.inquiry_id }, { keys: buyer }))
    expect(thread.inquiry.id).toBe(first.inquiry_id)
  })

  it("refuses another brand's product, the caller's own brand and an empty message, naming the field", async () => {
    expect(
      await expectRejection(
        api.post(`${I}contactSupplier`, { brand_id: winner.brandId, product_id: productId, body: 'Hi' }, { keys: buyer }),
      ),
    ).toMatch(/^Field product_id/)
    expect(
      await expectRejection(api.post(`${I}contactSupplier`, { brand_id: winner.brandId, body: 'Hi' }, { keys: winner, lan: 'cn' })),
    ).toMatch(/^字段 brand_id/)
    expect(await expectRejection(api.post(`${I}contactSupplier`, { brand_id: brandId, body: '  ' }, { keys: buyer }))).toMatch(/body/)
  })

  it('writes to a supplier from an offer row of the own request only; an award then uses that thread', async () => {
    const r = await requestWithOffers()
    expect(
      await expectForbidden(
        api.post(`${I}contactSupplier`, { brand_id: winner.brandId, bulk_request_id: r.requestId, body: 'Hi' }, { keys: stranger }),
      ),
    ).toMatch(/Only the buyer/)
    expect(
      await expectRejection(
        api.post(`${I}contactSupplier`, { brand_id: brandId, bulk_request_id: r.requestId, body: 'Hi' }, { keys: buyer }),
      ),
    ).toMatch(/^Field brand_id: this supplier made no offer/)
    const opened = await expectData<{ inquiry_id: number; created: boolean }>(
      api.post(
        `${I}contactSupplier`,
        { brand_id: winner.brandId, bulk_request_id: r.requestId, body: 'Can you do 45 t?' },
        { keys: buyer },
      ),
    )
    expect(opened.created).toBe(true)
    expect(await kindsFor(winner.userId)).toContain('new_inquiry')
    const placed = await expectData<{ inquiry_id: number }>(award(r.requestId, r.win.id, r.win.version, buyer))
    expect(placed.inquiry_id).toBe(opened.inquiry_id)
  })

  it('needs a signed-in caller', async () => {
    const res = await api.post(`${I}contactSupplier`, { brand_id: brandId, body: 'Hi' })
    expect(res.status).toBe(401)
  })
})
