// Integration: sample requests, through the real dispatcher on PGlite (or
// PostgreSQL with DATABASE_URL). The buyer asks for a sample of the latest quote with an address
// and a note; the brand accepts or declines (with a reason) and marks an accepted one sent with
// its tracking. Every step is told to the other side (app, e-mail, SMS where the preferences say
// so) in platform wording, never with the address, note, reason or tracking. Refusals: the wrong
// side (403), an older quote version, a second open request, a step the request moved past, a
// double tap, a closed inquiry (409, in the caller's language). A refusal writes nothing.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { notificationSends, notifications, products, sampleRequests, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'

const I = '/newApi/api_v2/Inquiry/'
const N = '/newApi/api_v2/Notification/'
let api: TestApi
let outbox: string

type Account = Keys & { userId: number; mobile: string; email: string }
let brand: Account & { brandId: number; productIds: [number, number] }
let otherBrand: Keys & { userId: number }
let buyer: Account
let stranger: Keys & { userId: number }

const inAMonth = isoDay(TEST_NOW, 30)
// Text a user typed: none of it may leave the platform by SMS or e-mail.
const ADDRESS = 'Wei Foods, 88 Huaihai Rd, Shanghai 200031, call https://evil.example'
const NOTE = 'Please send two cartons — evil.example'
const REASON = 'Out of season until March, evil.example'
const TRACKING = 'EV1234567CN'

type Sample = {
  id: number
  state: string
  quote_entry_id: number
  version: number
  products: Array<{ product_id: number; name: string }>
  address: string
  decline_reason: string
  carrier: string
  tracking_number: string
  tracking_note: string
  accepted_at: string | null
  declined_at: string | null
  sent_at: string | null
}
type Entry = { id: number; side: string; body: string; sample: Sample | null }
type Thread = { latest_quote_entry_id: number | null; thread: Array<Entry> }

async function expectConflict(promise: ReturnType<TestApi['post']>): Promise<string> {
  const res = await promise
  expect(res.status).toBe(409)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

function quote(inquiryId: number, unitPrice: number, extra: Record<string, unknown> = {}) {
  const line = (productId: number) => ({
    product_id: productId,
    unit_price: unitPrice,
    currency: 'USD',
    moq: 100,
    pack_unit: 'carton',
    incoterm: 'CIF',
    port: 'Shanghai',
    lead_time_days: 21,
    shelf_life_days: 30,
    valid_until: inAMonth,
  })
  return { inquiry_id: inquiryId, lines: brand.productIds.map(line), ...extra }
}

/** A new inquiry of the buyer's for two of the brand's products, quoted once; its id and the quote's entry. */
async function quotedInquiry(): Promise<{ inquiryId: number; entryId: number }> {
  for (const id of brand.productIds) {
    await expectData(api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: id, quantity: 400 }, { keys: buyer }))
  }
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
  const quoted = await expectData<{ entry_id: number }>(api.post(`${I}postInquiryQuote`, quote(inquiryId, 1250), { keys: brand }))
  return { inquiryId, entryId: quoted.entry_id }
}

const ask = (inquiryId: number, entryId: number, extra: Record<string, unknown> = {}) => ({
  inquiry_id: inquiryId,
  quote_entry_id: entryId,
  address: ADDRESS,
  note: NOTE,
  ...extra,
})

const samplesOf = (inquiryId: number) =>
  api.db.select().from(sampleRequests).where(eq(sampleRequests.inquiryId, inquiryId)).orderBy(asc(sampleRequests.id))

const kindsOf = async (userId: number) =>
  (await api.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind)

const lines = (file: string) =>
  existsSync(join(outbox, file))
    ? readFileSync(join(outbox, file), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string; subject?: string })
    : []
const smsTo = (mobile: string) => lines('sms.jsonl').filter((s) => s.to === mobile)
const mailTo = (email: string) => lines('mail.jsonl').filter((s) => s.to === email)

/** Lets the batching window pass for a user, as if their last SMS and e-mail were long ago. */
const windowPassed = (userId: number) => api.db.delete(notificationSends).where(eq(notificationSends.userId, userId))

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'samples-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  const [first] = await api.db.select({ brandId: products.brandId }).from(products).orderBy(asc(products.id)).limit(1)
  const own = await api.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandId, first!.brandId))
    .orderBy(asc(products.id))
    .limit(2)
  expect(own).toHaveLength(2)
  const brandMobile = '+8613700000601'
  const [brandUser] = await api.db
    .insert(users)
    .values({ mobile: brandMobile, role: 'brand', name: 'Sample brand user', brandId: first!.brandId, email: 'sample-brand@example.com' })
    .returning({ id: users.id })
  brand = {
    ...(await createSession(api.db, brandUser!.id)),
    userId: brandUser!.id,
    mobile: brandMobile,
    email: 'sample-brand@example.com',
    brandId: first!.brandId,
    productIds: [own[0]!.id, own[1]!.id],
  }
  const buyerMobile = '+8613700000602'
  const [buyerUser] = await api.db
    .insert(users)
    .values({ mobile: buyerMobile, role: 'buyer', name: 'Sample buyer', company: 'Wei Foods', email: 'sample-buyer@example.com' })
    .returning({ id: users.id })
  buyer = { ...(await createSession(api.db, buyerUser!.id)), userId: buyerUser!.id, mobile: buyerMobile, email: 'sample-buyer@example.com' }
  stranger = await api.loginAs('buyer')
  otherBrand = await api.loginAs('brand')
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('a sample request from request to sent', () => {
  let inquiryId: number
  let v1: number
  let sample: Sample

  beforeAll(async () => {
    ;({ inquiryId, entryId: v1 } = await quotedInquiry())
  })

  it('is refused to the brand and another buyer (403), and with a short address or a product not quoted', async () => {
    expect(await expectForbidden(api.post(`${I}requestSample`, ask(inquiryId, v1), { keys: brand }))).toMatch(/Only the buyer/)
    expect(await expectForbidden(api.post(`${I}requestSample`, ask(inquiryId, v1), { keys: stranger, lan: 'cn' }))).toMatch(
      /只有询盘的买家可以申请样品/,
    )
    expect(await expectRejection(api.post(`${I}requestSample`, ask(inquiryId, v1, { address: 'Shanghai' }), { keys: buyer }))).toMatch(
      /Field address must be at least 10 characters/,
    )
    expect(await expectRejection(api.post(`${I}requestSample`, ask(inquiryId, v1, { address: '' }), { keys: buyer, lan: 'cn' }))).toMatch(
      /字段 address/,
    )
    expect(await expectRejection(api.post(`${I}requestSample`, ask(inquiryId, v1, { address: 'x'.repeat(501) }), { keys: buyer }))).toMatch(
      /at most 500/,
    )
    expect(await expectRejection(api.post(`${I}requestSample`, ask(inquiryId, v1, { product_ids: [999_999] }), { keys: buyer }))).toMatch(
      /product_ids\[0\]/,
    )
    expect(await samplesOf(inquiryId)).toEqual([])
  })

  it('is refused on an older quote version once the brand revised (409 naming the field)', async () => {
    const revised = await expectData<{ entry_id: number }>(
      api.post(`${I}postInquiryQuote`, quote(inquiryId, 1200, { previous_entry_id: v1 }), { keys: brand }),
    )
    expect(await expectConflict(api.post(`${I}requestSample`, ask(inquiryId, v1), { keys: buyer }))).toMatch(/Field quote_entry_id/)
    expect(await expectConflict(api.post(`${I}requestSample`, ask(inquiryId, v1), { keys: buyer, lan: 'cn' }))).toMatch(
      /字段 quote_entry_id/,
    )
    expect(await samplesOf(inquiryId)).toEqual([])
    v1 = revised.entry_id
  })

  it('records the request in the thread and tells the brand by app, e-mail and SMS without the buyer’s words', async () => {
    await windowPassed(brand.userId)
    const done = await expectData<{ entry_id: number; sample: Sample }>(
      api.post(`${I}requestSample`, ask(inquiryId, v1, { product_ids: [brand.productIds[1]] }), { keys: buyer }),
    )
    sample = done.sample
    expect(sample).toMatchObject({ state: 'requested', quote_entry_id: v1, version: 2, address: ADDRESS })
    expect(sample.products.map((p) => p.product_id)).toEqual([brand.productIds[1]])
    expect(await kindsOf(brand.userId)).toContain('sample_requested')
    const sms = smsTo(brand.mobile).find((s) => s.text.includes('sample request'))
    expect(sms?.text).toContain(`inquiry #${inquiryId}`)
    expect(sms?.text).toContain(`样品申请 #${sample.id}`)
    const mail = mailTo(brand.email).find((s) => s.text.includes('sample'))
    expect(mail?.text).toContain(`#${sample.id}`)
    for (const sent of [...smsTo(brand.mobile), ...mailTo(brand.email)]) {
      expect(JSON.stringify(sent)).not.toMatch(/evil\.example|Huaihai/)
    }

    const thread = await expectData<Thread>(api.get(`${I}inquiryThread`, { id: inquiryId }, { keys: brand }))
    const entry = thread.thread.find((e) => e.id === done.entry_id)!
    expect(entry).toMatchObject({ side: 'buyer', body: NOTE, sample: { id: sample.id, state: 'requested', address: ADDRESS } })
  })

  it('takes no second request while one is open (409, one row)', async () => {
    expect(await expectConflict(api.post(`${I}requestSample`, ask(inquiryId, v1), { keys: buyer }))).toMatch(
      new RegExp(`already has sample request #${sample.id}`),
    )
    expect(await expectConflict(api.post(`${I}requestSample`, ask(inquiryId, v1), { keys: buyer, lan: 'cn' }))).toMatch(/已有样品申请/)
    expect(await samplesOf(inquiryId)).toHaveLength(1)
  })

  it('lets only the inquiry’s brand answer: the buyer and another brand are refused (403)', async () => {
    expect(await expectForbidden(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: buyer }))).toBeTruthy()
    expect(
      await expectForbidden(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: otherBrand, lan: 'cn' })),
    ).toMatch(/只有被询盘的供应商/)
    expect(await expectForbidden(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: otherBrand }))).toMatch(
      /Only the supplier/,
    )
    expect((await samplesOf(inquiryId))[0]!.status).toBe('requested')
  })

  it('refuses tracking before the brand accepted (409)', async () => {
    expect(
      await expectConflict(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'sent', tracking_number: TRACKING }, { keys: brand })),
    ).toMatch(/waiting for the supplier’s answer now, so it cannot be marked sent/)
  })

  it('accepts once: a double tap makes one step and one 409, and a decline after it is refused', async () => {
    await windowPassed(buyer.userId)
    const both = await Promise.all([
      api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: brand }),
      api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: brand }),
    ])
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 409])
    expect(await expectConflict(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: brand }))).toMatch(
      /is accepted now, so it cannot be accepted/,
    )
    expect(
      await expectConflict(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'declined' }, { keys: brand, lan: 'cn' })),
    ).toMatch(/当前为已接受，不能拒绝/)
    expect((await kindsOf(buyer.userId)).filter((k) => k === 'sample_accepted')).toHaveLength(1)
    // Accepted goes by app and e-mail; no SMS by default.
    expect(mailTo(buyer.email).filter((s) => s.text.includes('accepted your sample request'))).toHaveLength(1)
    expect(smsTo(buyer.mobile).filter((s) => s.text.includes('sample'))).toEqual([])
  })

  it('needs a tracking number or a note to mark it sent, and a number of letters, digits and dashes', async () => {
    expect(await expectRejection(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'sent' }, { keys: brand }))).toMatch(
      /Field tracking_number/,
    )
    expect(
      await expectRejection(
        api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'sent', tracking_number: 'https://evil' }, { keys: brand }),
      ),
    ).toMatch(/tracking_number/)
    expect(
      await expectRejection(
        api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'sent', tracking_note: 'x'.repeat(501) }, { keys: brand }),
      ),
    ).toMatch(/at most 500/)
    expect((await samplesOf(inquiryId))[0]!.status).toBe('accepted')
  })

  it('marks it sent with the tracking, tells the buyer (SMS by default, without the tracking), and never twice', async () => {
    await windowPassed(buyer.userId)
    const sent = await expectData<Sample>(
      api.post(
        `${I}advanceSample`,
        { sample_id: sample.id, to: 'sent', carrier: 'EMS', tracking_number: TRACKING, tracking_note: 'Two cartons, evil.example' },
        { keys: brand },
      ),
    )
    expect(sent).toMatchObject({ state: 'sent', carrier: 'EMS', tracking_number: TRACKING })
    expect(sent.sent_at).not.toBeNull()
    expect(await kindsOf(buyer.userId)).toContain('sample_sent')
    const sms = smsTo(buyer.mobile).find((s) => s.text.includes(`sent sample #${sample.id}`))
    expect(sms?.text).toContain(`inquiry #${inquiryId}`)
    for (const out of [...smsTo(buyer.mobile), ...mailTo(buyer.email)]) expect(JSON.stringify(out)).not.toMatch(/EV1234567CN|evil\.example/)
    expect(
      await expectConflict(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'sent', tracking_number: 'X1' }, { keys: brand })),
    ).toMatch(/is sent now/)
    const [row] = await samplesOf(inquiryId)
    expect(row).toMatchObject({ status: 'sent', trackingNumber: TRACKING })

    const thread = await expectData<Thread>(api.get(`${I}inquiryThread`, { id: inquiryId }, { keys: buyer }))
    expect(thread.thread.find((e) => e.sample)?.sample).toMatchObject({ state: 'sent', tracking_number: TRACKING, carrier: 'EMS' })
  })

  it('takes a new request once the last was sent; the brand declines it with a reason the buyer reads in the thread only', async () => {
    await windowPassed(buyer.userId)
    const again = await expectData<{ sample: Sample }>(api.post(`${I}requestSample`, ask(inquiryId, v1, { note: '' }), { keys: buyer }))
    expect(again.sample.products.map((p) => p.product_id)).toEqual(brand.productIds)
    const declined = await expectData<Sample>(
      api.post(`${I}advanceSample`, { sample_id: again.sample.id, to: 'declined', reason: REASON }, { keys: brand }),
    )
    expect(declined).toMatchObject({ state: 'declined', decline_reason: REASON })
    expect(await kindsOf(buyer.userId)).toContain('sample_declined')
    const mail = mailTo(buyer.email).find((s) => s.text.includes('declined your sample request'))
    expect(mail?.text).toContain(`#${again.sample.id}`)
    expect(JSON.stringify(mailTo(buyer.email))).not.toContain('evil.example')
    expect(await expectConflict(api.post(`${I}advanceSample`, { sample_id: again.sample.id, to: 'accepted' }, { keys: brand }))).toMatch(
      /is declined now/,
    )
    expect((await samplesOf(inquiryId)).map((s) => s.status)).toEqual(['sent', 'declined'])
  })
})

describe('the demo history', () => {
  it('has sample requests in every state, with text in both languages, and one the demo brand has yet to answer', async () => {
    const rows = await api.db.select().from(sampleRequests)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['requested', 'accepted', 'declined', 'sent']))
    expect(rows.some((r) => /[\u4e00-\u9fff]/.test(r.address))).toBe(true)
    expect(rows.some((r) => /^[\x20-\x7e]+$/.test(r.address))).toBe(true)
    expect(rows.filter((r) => r.status === 'sent').every((r) => r.trackingNumber || r.trackingNote)).toBe(true)
    const [demoBuyer] = await api.db.select({ id: users.id }).from(users).where(eq(users.mobile, '+8613800000001'))
    const mine = rows.filter((r) => r.buyerUserId === demoBuyer!.id).map((r) => r.status)
    expect(mine).toContain('sent')
    expect(mine).toContain('accepted')
    const [demoBrand] = await api.db.select({ brandId: users.brandId }).from(users).where(eq(users.mobile, '+8613800000002'))
    expect(rows.some((r) => r.brandId === demoBrand!.brandId && r.status === 'requested')).toBe(true)
  })
})

describe('two requests at once', () => {
  it('make one request and one 409', async () => {
    const { inquiryId, entryId } = await quotedInquiry()
    const both = await Promise.all([
      api.post(`${I}requestSample`, ask(inquiryId, entryId), { keys: buyer }),
      api.post(`${I}requestSample`, ask(inquiryId, entryId), { keys: buyer }),
    ])
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 409])
    expect(await samplesOf(inquiryId)).toHaveLength(1)
  })
})

describe('notification fan-out of sample steps', () => {
  it('batches per request: an accept and a sent minutes apart send one e-mail, two app rows, and SMS only as the buyer chose', async () => {
    const { inquiryId, entryId } = await quotedInquiry()
    // The buyer turned SMS off for a sent sample.
    await expectData(api.post(`${N}setPrefs`, { list: [{ kind: 'sample_sent', app: true, email: true, sms: false }] }, { keys: buyer }))
    await windowPassed(buyer.userId)
    const before = { mails: mailTo(buyer.email).length, sms: smsTo(buyer.mobile).length, app: (await kindsOf(buyer.userId)).length }
    const { sample } = await expectData<{ sample: Sample }>(api.post(`${I}requestSample`, ask(inquiryId, entryId), { keys: buyer }))
    await expectData(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: brand }))
    await expectData(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'sent', tracking_number: 'SF 1029384756' }, { keys: brand }))
    const kinds = await kindsOf(buyer.userId)
    expect(kinds.length - before.app).toBe(2)
    expect(mailTo(buyer.email).length - before.mails).toBe(1)
    expect(smsTo(buyer.mobile).length - before.sms).toBe(0)
    const [claim] = await api.db
      .select()
      .from(notificationSends)
      .where(and(eq(notificationSends.userId, buyer.userId), eq(notificationSends.thread, `sample:${sample.id}`)))
    expect(claim?.channel).toBe('email')
  })
})

describe('a sample request on a closed inquiry', () => {
  it('is refused to the buyer, and the brand cannot answer an open one after the buyer closed (409)', async () => {
    const { inquiryId, entryId } = await quotedInquiry()
    const { sample } = await expectData<{ sample: Sample }>(api.post(`${I}requestSample`, ask(inquiryId, entryId), { keys: buyer }))
    await expectData(api.post(`${I}closeInquiry`, { inquiry_id: inquiryId }, { keys: buyer }))
    expect(await expectConflict(api.post(`${I}requestSample`, ask(inquiryId, entryId), { keys: buyer }))).toMatch(/it is closed/)
    expect(await expectConflict(api.post(`${I}requestSample`, ask(inquiryId, entryId), { keys: buyer, lan: 'cn' }))).toMatch(/已关闭/)
    expect(await expectConflict(api.post(`${I}advanceSample`, { sample_id: sample.id, to: 'accepted' }, { keys: brand }))).toMatch(
      /closed inquiry/,
    )
    expect((await samplesOf(inquiryId)).map((s) => s.status)).toEqual(['requested'])
  })

  it('answers a missing request by naming the field', async () => {
    expect(await expectRejection(api.post(`${I}advanceSample`, { sample_id: 99_999_999, to: 'accepted' }, { keys: brand }))).toMatch(
      /Field sample_id/,
    )
  })
})
