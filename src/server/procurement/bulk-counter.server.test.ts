// Integration: counter-offers on bulk offers, through the real dispatcher on PGlite (or PostgreSQL
// with DATABASE_URL). Only the request's buyer counters, only the version they saw, one counter at
// a time; only the offer's supplier answers it, with a revised offer (the next version, the
// earlier one kept) or by keeping its offer; the buyer then awards the revised version, which
// becomes an order of the countered quantity. Each side is told in platform wording, and every
// refusal names its field in the caller's language.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { bulkOfferCounters, bulkRequests, notifications, orders, products, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const OFFER = '/newApi/api_v2/Offer/'
const NOTE = 'Call +1 555 0100 for a better deal'
type Account = Keys & { userId: number; brandId: number | null }
type Counter = {
  id: number
  version: number
  unit_price: number | null
  quantity: number | null
  note: string
  status: string
  answer_note: string
}
type Offer = {
  id: number
  version: number
  unit_price: number
  status: string
  versions: Array<{ version: number; unit_price: number; message: string }>
  counters: Array<Counter>
  brand: { id: number }
}
type Mine = { list: Array<{ id: number; status: string; order: { number: string } | null; offers: Array<Offer> }> }

let api: TestApi
let outbox: string
let buyer: Account
let stranger: Account
let supplier: Account
let rival: Account
let categoryId: number

const terms = (over: Record<string, unknown> = {}) => ({
  unit_price: 182_000,
  currency: 'USD',
  moq: 2,
  pack_unit: 'container_40ft',
  incoterm: 'CIF',
  port: 'Shanghai',
  lead_time_days: 21,
  shelf_life_days: 540,
  certificates: [],
  valid_until: isoDay(TEST_NOW, 30),
  message: 'Two reefer containers a month.',
  ...over,
})

async function expectConflict(promise: ReturnType<TestApi['post']>): Promise<string> {
  const res = await promise
  expect(res.status).toBe(409)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

/** A request of the buyer that both suppliers' products fit, with each supplier's first offer (version 1). */
async function requestWithOffers() {
  const [row] = await api.db
    .insert(bulkRequests)
    .values({
      userId: buyer.userId,
      company: 'Shanghai Fresh Import Co.',
      contactName: 'Wang Fang',
      contactPhone: '+8613911110000',
      productName: 'Hass avocado',
      categoryId,
      quantity: 1,
      unit: 'container',
      destinationCountry: 'CN',
      deadline: isoDay(TEST_NOW, 20),
      createdAt: TEST_NOW,
    })
    .returning({ id: bulkRequests.id })
  const requestId = row!.id
  const post = (keys: Keys, price: number) =>
    expectData<{ offer: Offer }>(
      api.post(`${OFFER}postBulkOffer`, { ...terms({ unit_price: price }), bulk_request_id: requestId }, { keys }),
    )
  const mine = (await post(supplier, 182_000)).offer
  const other = (await post(rival, 190_000)).offer
  return { requestId, mine, other }
}

const counter = (
  requestId: number,
  offer: { id: number; version: number },
  keys: Keys,
  over: Record<string, unknown> = {},
  lan: 'en' | 'cn' = 'en',
) =>
  api.post(
    `${OFFER}counterBulkOffer`,
    { bulk_request_id: requestId, offer_id: offer.id, offer_version: offer.version, unit_price: 170_000, quantity: 3, note: NOTE, ...over },
    { keys, lan },
  )

const offersOf = async (requestId: number) =>
  (await expectData<Mine>(api.get(`${OFFER}myBulkRequests`, { page_size: 100 }, { keys: buyer }))).list.find((r) => r.id === requestId)!

const kindsFor = async (userId: number) =>
  (await api.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind)

const smsTo = (mobile: string) =>
  existsSync(join(outbox, 'sms.jsonl'))
    ? readFileSync(join(outbox, 'sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((s) => s.to === mobile)
    : []

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'bulk-counter-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  buyer = await api.loginAs('buyer')
  stranger = await api.loginAs('buyer')
  supplier = await api.loginAs('brand')
  rival = await api.loginAs('brand')
  await api.db.update(users).set({ mobile: '+8613911113001' }).where(eq(users.id, supplier.userId))
  await api.db.update(users).set({ mobile: '+8613911113002' }).where(eq(users.id, buyer.userId))
  // Both suppliers grow what the requests ask for: the supplier's first product's category, any origin.
  const [own] = await api.db.select().from(products).where(eq(products.brandId, supplier.brandId!)).orderBy(asc(products.id)).limit(1)
  categoryId = own!.categoryId
  await api.db.insert(products).values({ ...own!, id: undefined, brandId: rival.brandId!, nameEn: 'Rival avocado', nameZh: '对手牛油果' })
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  rmSync(outbox, { recursive: true, force: true })
})

describe('a counter-offer on a bulk offer, answered with a revised offer, then awarded', () => {
  let requestId: number
  let mine: Offer
  let other: Offer

  beforeAll(async () => {
    ;({ requestId, mine, other } = await requestWithOffers())
    expect(mine).toMatchObject({ version: 1, versions: [], counters: [] })
  })

  it('is refused to anyone but the buyer of the request, writing nothing', async () => {
    expect(await expectForbidden(counter(requestId, mine, stranger))).toMatch(/Only the buyer/)
    expect(await expectForbidden(counter(requestId, mine, supplier, {}, 'cn'))).toMatch(/只有采购需求的买家/)
    expect(await api.db.select().from(bulkOfferCounters).where(eq(bulkOfferCounters.offerId, mine.id))).toHaveLength(0)
  })

  it('needs a price or a quantity, an offer of this request and the version the buyer saw, naming the field', async () => {
    expect(await expectRejection(counter(requestId, mine, buyer, { unit_price: null, quantity: null }))).toMatch(/^Field unit_price:/)
    expect(await expectRejection(counter(requestId, mine, buyer, { unit_price: undefined, quantity: undefined }, 'cn'))).toMatch(
      /^字段 unit_price：请填写还价的单价或数量/,
    )
    const elsewhere = await requestWithOffers()
    expect(await expectRejection(counter(requestId, elsewhere.mine, buyer))).toMatch(/^Field offer_id:/)
    expect(await expectConflict(counter(requestId, { id: mine.id, version: 2 }, buyer))).toMatch(/^Field offer_version:/)
    expect(await expectConflict(counter(requestId, { id: mine.id, version: 2 }, buyer, {}, 'cn'))).toMatch(/^字段 offer_version：/)
  })

  it('records the counter on the version, tells the supplier in fixed wording, and allows one open counter', async () => {
    const made = await expectData<{ counter: Counter }>(counter(requestId, mine, buyer))
    expect(made.counter).toMatchObject({ version: 1, unit_price: 170_000, quantity: 3, note: NOTE, status: 'open' })
    expect(await kindsFor(supplier.userId)).toContain('bulk_countered')
    expect(await kindsFor(rival.userId)).not.toContain('bulk_countered')
    const texts = smsTo('+8613911113001')
    expect(texts.some((s) => s.text.includes(`#${requestId}`) && /counter-offer|还价/.test(s.text))).toBe(true)
    for (const sms of texts) expect(sms.text).not.toContain('555')
    expect(await expectConflict(counter(requestId, mine, buyer, { unit_price: 160_000 }))).toMatch(
      /^Field offer_id: your counter-offer on version 1/,
    )
    const shown = (await offersOf(requestId)).offers.find((o) => o.id === mine.id)!
    expect(shown.counters).toEqual([expect.objectContaining({ id: made.counter.id, status: 'open' })])
  })

  it('is answered only by the offer’s supplier, revising the version it saw', async () => {
    const [open] = await api.db.select().from(bulkOfferCounters).where(eq(bulkOfferCounters.offerId, mine.id))
    expect(await expectForbidden(api.post(`${OFFER}declineBulkCounter`, { counter_id: open!.id }, { keys: rival }))).toMatch(
      /Only the supplier/,
    )
    expect((await api.post(`${OFFER}declineBulkCounter`, { counter_id: open!.id }, { keys: buyer })).status).toBe(403)
    const stale = await api.post(
      `${OFFER}postBulkOffer`,
      { ...terms({ unit_price: 175_000 }), bulk_request_id: requestId, previous_version: 2 },
      { keys: supplier, lan: 'cn' },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.msg).toMatch(/^字段 previous_version：/)
  })

  it('keeps the earlier version when the supplier revises, answers the counter, and tells the buyer', async () => {
    const revised = await expectData<{ offer: Offer; created: boolean }>(
      api.post(
        `${OFFER}postBulkOffer`,
        { ...terms({ unit_price: 175_000, message: 'Revised for three containers.' }), bulk_request_id: requestId, previous_version: 1 },
        { keys: supplier },
      ),
    )
    expect(revised.created).toBe(false)
    expect(revised.offer).toMatchObject({ version: 2, unit_price: 175_000 })
    expect(revised.offer.versions).toEqual([
      expect.objectContaining({ version: 1, unit_price: 182_000, message: 'Two reefer containers a month.' }),
    ])
    expect(revised.offer.counters).toEqual([expect.objectContaining({ version: 1, status: 'revised' })])
    expect(await kindsFor(buyer.userId)).toContain('bulk_offer')
    // The buyer may counter the new version again.
    const row = (await offersOf(requestId)).offers.find((o) => o.id === mine.id)!
    expect(row).toMatchObject({ version: 2, unit_price: 175_000 })
    mine = row
  })

  it('refuses an award of the countered version, then orders the revised one at the countered quantity', async () => {
    const award = (version: number) =>
      api.post(
        '/newApi/api_v2/Order/awardBulkOffer',
        { bulk_request_id: requestId, offer_id: mine.id, offer_version: version, payment_terms: 'tt_30_70' },
        { keys: buyer },
      )
    expect(await expectConflict(award(1))).toMatch(/^Field offer_version:/)
    const placed = await expectData<{ order_id: number; number: string }>(award(2))
    const [order] = await api.db.select().from(orders).where(eq(orders.id, placed.order_id))
    // Three containers, as countered (above the MOQ of 2 and the request's 1), at the revised price.
    expect(order).toMatchObject({ bulkOfferId: mine.id, total: 3 * 175_000 })
    expect(order!.lines).toEqual([expect.objectContaining({ quantity: 3, unit: 'container_40ft', unit_price: 175_000 })])
    expect(await expectConflict(award(2))).toMatch(/^Field offer_id:/)
    expect(await api.db.select().from(orders).where(eq(orders.bulkOfferId, mine.id))).toHaveLength(1)
  })

  it('takes no counter once the request is awarded', async () => {
    const fresh = (await offersOf(requestId)).offers.find((o) => o.id === other.id)!
    expect(fresh.status).toBe('declined')
    expect(await expectConflict(counter(requestId, fresh, buyer))).toMatch(/^Field bulk_request_id: bulk request #\d+ was awarded/)
  })
})

describe('a counter-offer the supplier declines', () => {
  let requestId: number
  let mine: Offer

  beforeAll(async () => {
    ;({ requestId, mine } = await requestWithOffers())
  })

  it('keeps the offer as it stands, tells the buyer, and lets the buyer counter again', async () => {
    const made = await expectData<{ counter: Counter }>(counter(requestId, mine, buyer, { quantity: null }))
    expect(made.counter).toMatchObject({ unit_price: 170_000, quantity: null })
    const before = (await kindsFor(buyer.userId)).filter((k) => k === 'bulk_counter_declined').length
    const declined = await expectData<{ counter: Counter }>(
      api.post(`${OFFER}declineBulkCounter`, { counter_id: made.counter.id, note: 'Our price is firm this season.' }, { keys: supplier }),
    )
    expect(declined.counter).toMatchObject({ status: 'declined', answer_note: 'Our price is firm this season.' })
    expect((await kindsFor(buyer.userId)).filter((k) => k === 'bulk_counter_declined')).toHaveLength(before + 1)
    // Declined in the app and by e-mail only: no text message carries it.
    expect(smsTo('+8613911113002').some((s) => /kept its offer|维持/.test(s.text))).toBe(false)
    expect(await expectConflict(api.post(`${OFFER}declineBulkCounter`, { counter_id: made.counter.id }, { keys: supplier }))).toMatch(
      /^Field counter_id:/,
    )
    const row = (await offersOf(requestId)).offers.find((o) => o.id === mine.id)!
    expect(row).toMatchObject({ version: 1, unit_price: 182_000, versions: [] })
    expect(await expectData<{ counter: Counter }>(counter(requestId, row, buyer, { unit_price: 178_000 }))).toMatchObject({
      counter: { version: 1, status: 'open' },
    })
  })

  it('refuses a counter past the request’s deadline', async () => {
    await api.db
      .update(bulkRequests)
      .set({ deadline: isoDay(TEST_NOW, -1) })
      .where(eq(bulkRequests.id, requestId))
    await api.db.update(bulkOfferCounters).set({ status: 'declined' }).where(eq(bulkOfferCounters.offerId, mine.id))
    expect(await expectConflict(counter(requestId, mine, buyer, {}, 'cn'))).toMatch(/^字段 bulk_request_id：采购需求 #\d+ 已于 .* 截止/)
  })
})
