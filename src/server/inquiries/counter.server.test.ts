// Integration: counter-offers and revised quotes, through the real dispatcher on
// PGlite (or PostgreSQL with DATABASE_URL). The buyer counters the latest quote version with a
// price and/or quantity; the brand is told (app, e-mail, SMS in platform wording, never the
// buyer's note) and answers with a revised quote naming the version it saw; the thread numbers the
// versions and shows the counter between them. Only the buyer counters, only the brand revises,
// only the latest version is answered (409 naming the field, in the caller's language), and an
// accepted or closed inquiry takes no counter. Every refusal leaves nothing written.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { inquiryMessages, notificationSends, notifications, orders, products, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const I = '/newApi/api_v2/Inquiry/'
const O = '/newApi/api_v2/Order/'
let api: TestApi
let outbox: string

type Account = Keys & { userId: number }
let brand: Account & { brandId: number; mobile: string; productId: number }
let buyer: Account
let stranger: Account

const inAMonth = isoDay(TEST_NOW, 30)
const NOTE = 'Call me at https://evil.example to settle'

type Entry = {
  id: number
  side: string
  body: string
  version: number | null
  quotes: Array<{ unit_price: number; moq: number }>
  counter: {
    quote_entry_id: number
    version: number
    lines: Array<{ product_id: number; unit_price: number | null; quantity: number | null }>
  } | null
}
type Thread = { inquiry: { state: string }; latest_quote_entry_id: number | null; thread: Array<Entry> }

async function expectConflict(promise: ReturnType<TestApi['post']>): Promise<string> {
  const res = await promise
  expect(res.status).toBe(409)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

function quote(inquiryId: number, unitPrice: number, extra: Record<string, unknown> = {}) {
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
    ...extra,
  }
}

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

const counterOf = (inquiryId: number, entryId: number, line: Record<string, unknown> = { unit_price: 1100, quantity: 500 }) => ({
  inquiry_id: inquiryId,
  quote_entry_id: entryId,
  lines: [{ product_id: brand.productId, ...line }],
  note: NOTE,
})

const counters = async (inquiryId: number) =>
  api.db
    .select({ id: inquiryMessages.id })
    .from(inquiryMessages)
    .where(and(eq(inquiryMessages.inquiryId, inquiryId), isNotNull(inquiryMessages.counter)))

const smsLines = () =>
  existsSync(join(outbox, 'sms.jsonl'))
    ? readFileSync(join(outbox, 'sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string })
    : []
const mailLines = () =>
  existsSync(join(outbox, 'mail.jsonl'))
    ? readFileSync(join(outbox, 'mail.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : []

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'counter-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  const [product] = await api.db.select({ id: products.id, brandId: products.brandId }).from(products).orderBy(asc(products.id)).limit(1)
  const mobile = '+8613700000401'
  const [user] = await api.db
    .insert(users)
    .values({ mobile, role: 'brand', name: 'Counter brand user', brandId: product!.brandId, email: 'counter-brand@example.com' })
    .returning({ id: users.id })
  brand = { ...(await createSession(api.db, user!.id)), userId: user!.id, brandId: product!.brandId, mobile, productId: product!.id }
  buyer = await api.loginAs('buyer')
  stranger = await api.loginAs('buyer')
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('a counter-offer and a revised quote', () => {
  let inquiryId: number
  let v1: number
  let v2: number

  beforeAll(async () => {
    ;({ inquiryId, entryId: v1 } = await quotedInquiry())
  })

  it('refuses the brand and another buyer (403), and a counter with neither price nor quantity', async () => {
    expect(await expectForbidden(api.post(`${I}counterQuote`, counterOf(inquiryId, v1), { keys: brand }))).toMatch(/Only the buyer/)
    expect(await expectForbidden(api.post(`${I}counterQuote`, counterOf(inquiryId, v1), { keys: stranger, lan: 'cn' }))).toMatch(
      /只有询盘的买家可以还价/,
    )
    expect(await expectRejection(api.post(`${I}counterQuote`, counterOf(inquiryId, v1, {}), { keys: buyer }))).toMatch(
      /lines\[0\]\.unit_price/,
    )
    expect(await expectRejection(api.post(`${I}counterQuote`, counterOf(inquiryId, v1, { unit_price: 0 }), { keys: buyer }))).toMatch(
      /unit_price/,
    )
    expect(await counters(inquiryId)).toEqual([])
  })

  it('records the buyer’s counter on v1 and tells the brand by app, e-mail and SMS without the buyer’s words', async () => {
    // The new inquiry's SMS and e-mail to the brand were minutes ago: let the batch window pass.
    await api.db.delete(notificationSends).where(eq(notificationSends.userId, brand.userId))
    const done = await expectData<{ entry_id: number; state: string }>(
      api.post(`${I}counterQuote`, counterOf(inquiryId, v1), { keys: buyer }),
    )
    expect(done.state).toBe('quoted')
    const kinds = (await api.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, brand.userId))).map(
      (n) => n.kind,
    )
    expect(kinds).toContain('quote_countered')
    const texts = smsLines().filter((s) => s.to === brand.mobile)
    const sms = texts.find((s) => s.text.includes('counter-offer'))
    expect(sms?.text).toContain(`inquiry #${inquiryId}`)
    expect(texts.map((s) => s.text).join('\n')).not.toContain('evil.example')
    expect(JSON.stringify(mailLines())).not.toContain('evil.example')
    expect(JSON.stringify(mailLines())).toMatch(/counter-offer|还价/)

    const thread = await expectData<Thread>(api.get(`${I}inquiryThread`, { id: inquiryId }, { keys: brand }))
    const entry = thread.thread.find((e) => e.id === done.entry_id)!
    expect(entry).toMatchObject({
      side: 'buyer',
      body: NOTE,
      version: null,
      counter: { quote_entry_id: v1, version: 1, lines: [{ product_id: brand.productId, unit_price: 1100, quantity: 500 }] },
    })
  })

  it('lets only the brand revise, from the latest version only, and numbers the versions in the thread', async () => {
    expect(
      await expectForbidden(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1150, { previous_entry_id: v1 }), { keys: buyer })),
    ).toBeTruthy()
    const revised = await expectData<{ entry_id: number }>(
      api.post(`${I}postInquiryQuote`, quote(inquiryId, 1150, { previous_entry_id: v1, note: 'Best we can do' }), { keys: brand }),
    )
    v2 = revised.entry_id
    // A second revision from the same (now old) view is refused, naming the field.
    expect(
      await expectConflict(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1140, { previous_entry_id: v1 }), { keys: brand })),
    ).toMatch(/Field previous_entry_id/)
    expect(
      await expectConflict(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1140, { previous_entry_id: v1 }), { keys: brand, lan: 'cn' })),
    ).toMatch(/字段 previous_entry_id/)
    const thread = await expectData<Thread>(api.get(`${I}inquiryThread`, { id: inquiryId }, { keys: buyer }))
    expect(thread.latest_quote_entry_id).toBe(v2)
    const versions = thread.thread.filter((e) => e.version !== null).map((e) => [e.id, e.version, e.quotes[0]!.unit_price])
    expect(versions).toEqual([
      [v1, 1, 1250],
      [v2, 2, 1150],
    ])
    // The counter sits between the two versions.
    const order = thread.thread.map((e) => (e.counter ? 'counter' : e.version ? `v${e.version}` : 'message'))
    expect(order.indexOf('v1')).toBeLessThan(order.indexOf('counter'))
    expect(order.indexOf('counter')).toBeLessThan(order.indexOf('v2'))
  })

  it('refuses a counter, an accept and a decline on the older version (409 naming the field, in the caller’s language)', async () => {
    expect(await expectConflict(api.post(`${I}counterQuote`, counterOf(inquiryId, v1), { keys: buyer }))).toMatch(/Field quote_entry_id/)
    expect(await expectConflict(api.post(`${I}counterQuote`, counterOf(inquiryId, v1), { keys: buyer, lan: 'cn' }))).toMatch(
      /字段 quote_entry_id/,
    )
    expect(
      await expectConflict(
        api.post(`${O}acceptQuote`, { inquiry_id: inquiryId, quote_entry_id: v1, payment_terms: 'tt_30_70' }, { keys: buyer }),
      ),
    ).toMatch(/Field quote_entry_id/)
    expect(await counters(inquiryId)).toHaveLength(1)
  })

  it('accepts v2 into an order at v2’s price, then refuses a counter on the accepted inquiry', async () => {
    const placed = await expectData<{ order_id: number }>(
      api.post(`${O}acceptQuote`, { inquiry_id: inquiryId, quote_entry_id: v2, payment_terms: 'tt_30_70' }, { keys: buyer }),
    )
    const [order] = await api.db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order!.quoteEntryId).toBe(v2)
    expect((order!.lines as Array<{ unit_price: number }>)[0]!.unit_price).toBe(1150)
    expect(await expectConflict(api.post(`${I}counterQuote`, counterOf(inquiryId, v2), { keys: buyer }))).toMatch(/already accepted/)
    expect(await counters(inquiryId)).toHaveLength(1)
  })
})

describe('a counter on a closed inquiry', () => {
  it('is refused (409) and writes nothing', async () => {
    const { inquiryId, entryId } = await quotedInquiry(990)
    await expectData(api.post(`${I}closeInquiry`, { inquiry_id: inquiryId }, { keys: buyer }))
    expect(await expectConflict(api.post(`${I}counterQuote`, counterOf(inquiryId, entryId), { keys: buyer }))).toMatch(/closed/)
    expect(await expectConflict(api.post(`${I}counterQuote`, counterOf(inquiryId, entryId), { keys: buyer, lan: 'cn' }))).toMatch(/已关闭/)
    expect(await counters(inquiryId)).toEqual([])
  })

  it('refuses a quantity-only counter naming a product that is not on the quote', async () => {
    const { inquiryId, entryId } = await quotedInquiry(980)
    const wrong = { inquiry_id: inquiryId, quote_entry_id: entryId, lines: [{ product_id: 999_999, quantity: 10 }] }
    expect(await expectRejection(api.post(`${I}counterQuote`, wrong, { keys: buyer }))).toMatch(/lines\[0\]\.product_id/)
    const ok = await expectData<{ entry_id: number }>(
      api.post(`${I}counterQuote`, counterOf(inquiryId, entryId, { quantity: 800 }), { keys: buyer }),
    )
    expect(ok.entry_id).toBeGreaterThan(0)
  })
})
