// Integration: the notification fan-out through the real dispatcher on PGlite, or PostgreSQL with
// DATABASE_URL. A buyer's inquiry reaches every account of the brand (in the app, by SMS to an
// allowed number, by e-mail in the reader's language), the thread's messages, quotes and closing
// reach the other side, bulk requests reach the matching brands and offers their buyer. SMS and
// mail carry the platform's words only; a second event on a thread within 10 minutes adds the
// in-app row and sends nothing; choices per kind and channel hold; nobody reads or marks
// another's notifications.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { inquiries, inquiryMessages, notificationSettings, notifications, products, quotes, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { remindExpiringQuotes } from '../inquiries/expiry.server'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'
import { claimSend, notify } from './notify.server'

const N = '/newApi/api_v2/Notification/'
const phishing = 'Security notice: your supplier account is suspended. Re-verify at https://evil.example'

type Item = {
  id: number
  kind: string
  inquiry_id: number | null
  bulk_request_id: number | null
  name: string | null
  side: string
  read: boolean
}
type List = { list: Array<Item>; total: number; unread_count: number; page: number; page_size: number }
type Sent = { to: string; subject?: string; text: string }

let api: TestApi
let outbox: string
let brandId: number
let productId: number
let origin: string | null
/** A brand account with an allowed mobile and a verified e-mail, and one with a number SMS may not go to. */
let seller: Keys & { userId: number }
let staff: Keys & { userId: number }
let buyer: Keys & { userId: number }
let inquiryId: number

const SELLER_MOBILE = '+8613700000201'
const STAFF_MOBILE = '+88216123456'
const BUYER_MOBILE = '+8613800002222'

function lines(file: string): Array<Sent> {
  const path = join(outbox, file)
  if (!existsSync(path)) return []
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sent)
}
const smsTo = (to: string) => lines('sms.jsonl').filter((m) => m.to === to)
const mailTo = (to: string) => lines('mail.jsonl').filter((m) => m.to === to)

async function account(values: Partial<typeof users.$inferInsert>) {
  const [user] = await api.db.insert(users).values(values).returning({ id: users.id })
  return { ...(await createSession(api.db, user!.id)), userId: user!.id }
}

const mine = (keys: Keys, query: Record<string, unknown> = {}) => expectData<List>(api.get(`${N}myNotifications`, query, { keys }))
const rowsOf = (userId: number) =>
  api.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id))

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'notify-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  // A brand nobody has an account of yet, so its accounts are exactly the two made here.
  const [product] = await api.db
    .select({ id: products.id, brandId: products.brandId, origin: products.originCountry })
    .from(products)
    .where(sql`not exists (select 1 from users u where u.brand_id = ${products.brandId})`)
    .orderBy(asc(products.id))
    .limit(1)
  ;({ brandId, id: productId, origin } = product!)
  seller = await account({ mobile: SELLER_MOBILE, email: 'sales@brand.example', role: 'brand', name: 'Seller', brandId })
  staff = await account({ mobile: STAFF_MOBILE, contactEmail: 'staff@brand.example', role: 'brand', name: 'Staff', brandId })
  buyer = await account({ mobile: BUYER_MOBILE, email: 'buyer@example.com', role: 'buyer', name: 'Buyer', countryCode: 'GB' })
  await expectData(api.post('/newApi/opbGoods/opbGoodsAddCar', { goods_id: productId, quantity: 500 }, { keys: buyer }))
  const sent = await expectData<{ inquiry_ids: Array<number> }>(
    api.post(
      '/newApi/OpbGoods/postOpbGoodsCar',
      { contact_name: 'Li Na', contact_phone: BUYER_MOBILE, company: phishing },
      { keys: buyer },
    ),
  )
  inquiryId = sent.inquiry_ids[0]!
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  rmSync(outbox, { recursive: true, force: true })
})

describe('a new inquiry', () => {
  it('reaches every account of the brand in the app', async () => {
    for (const user of [seller, staff]) {
      expect((await rowsOf(user.userId)).map((r) => [r.kind, r.inquiryId, r.readAt])).toEqual([['new_inquiry', inquiryId, null]])
    }
    const list = await mine(seller)
    expect(list).toMatchObject({ total: 1, unread_count: 1 })
    // The app may show the buyer's company: it is rendered as text, never sent from the platform's number.
    expect(list.list[0]).toMatchObject({ kind: 'new_inquiry', inquiry_id: inquiryId, side: 'brand', name: phishing, read: false })
    expect(await expectData(api.get(`${N}unreadCount`, {}, { keys: seller }))).toEqual({ unread_count: 1 })
  })

  it('texts an allowed number and mails each account in its language, in the platform’s words only', async () => {
    const [sms] = smsTo(SELLER_MOBILE)
    expect(sms!.text).toContain(`inquiry #${inquiryId}`)
    expect(sms!.text).toContain(`询盘 #${inquiryId}`)
    // +882 is no allowed country: no text, the e-mail only.
    expect(smsTo(STAFF_MOBILE)).toEqual([])
    const [toSeller] = mailTo('sales@brand.example')
    const [toStaff] = mailTo('staff@brand.example')
    // A mainland number reads Chinese first; the other language follows.
    expect(toSeller!.subject).toContain(`询盘 #${inquiryId}`)
    expect(toSeller!.text.indexOf('询盘')).toBeLessThan(toSeller!.text.indexOf('inquiry'))
    expect(toStaff!.subject).toContain(`Inquiry #${inquiryId}`)
    for (const message of [...lines('sms.jsonl'), ...lines('mail.jsonl')]) {
      expect(JSON.stringify(message)).not.toContain('evil.example')
      expect(JSON.stringify(message)).not.toContain('suspended')
    }
  })
})

describe('the thread', () => {
  it('tells the brand of a buyer’s message in the app, and sends nothing more within 10 minutes', async () => {
    const mails = lines('mail.jsonl').length
    const texts = lines('sms.jsonl').length
    await expectData(
      api.post('/newApi/api_v2/Inquiry/postInquiryMessage', { inquiry_id: inquiryId, body: 'Visit https://evil.example' }, { keys: buyer }),
    )
    for (const user of [seller, staff]) expect((await rowsOf(user.userId)).map((r) => r.kind)).toEqual(['new_inquiry', 'inquiry_message'])
    expect(lines('mail.jsonl')).toHaveLength(mails)
    expect(lines('sms.jsonl')).toHaveLength(texts)
  })

  it('tells the buyer of a quote in the app, by SMS and by e-mail', async () => {
    const quote = {
      product_id: productId,
      unit_price: 1250,
      currency: 'USD',
      moq: 100,
      pack_unit: 'carton',
      incoterm: 'FOB',
      port: 'Guayaquil',
      lead_time_days: 21,
      shelf_life_days: 30,
      certificates: [],
      sample_offered: true,
      valid_until: '2026-07-15',
      message: 'Re-verify at https://evil.example',
    }
    await expectData(api.post('/newApi/api_v2/Inquiry/postInquiryQuote', { inquiry_id: inquiryId, lines: [quote] }, { keys: seller }))
    expect((await rowsOf(buyer.userId)).map((r) => [r.kind, r.inquiryId])).toEqual([['inquiry_quote', inquiryId]])
    expect(smsTo(BUYER_MOBILE).map((m) => m.text)).toEqual([expect.stringContaining(`a new quote on inquiry #${inquiryId}`)])
    const [mail] = mailTo('buyer@example.com')
    // A mainland number, no saved choice: Chinese first, English below.
    expect(mail!.subject).toContain(`询盘 #${inquiryId} 有新报价`)
    expect(mail!.text).toContain(`a new quote on inquiry #${inquiryId}`)
    expect(mail!.text).not.toContain('evil.example')
    const list = await mine(buyer)
    expect(list.list[0]).toMatchObject({ kind: 'inquiry_quote', side: 'buyer', read: false })
    expect(list.list[0]!.name).not.toBe(phishing)
  })

  it('tells the brand when the buyer closes the inquiry, once', async () => {
    await expectData(api.post('/newApi/api_v2/Inquiry/closeInquiry', { inquiry_id: inquiryId }, { keys: buyer }))
    await expectData(api.post('/newApi/api_v2/Inquiry/closeInquiry', { inquiry_id: inquiryId }, { keys: buyer }))
    const kinds = (await rowsOf(staff.userId)).map((r) => r.kind)
    expect(kinds.filter((k) => k === 'inquiry_closed')).toHaveLength(1)
  })

  it('marks the reader’s notifications of a thread read when they open it', async () => {
    await expectData(api.get('/newApi/api_v2/Inquiry/inquiryThread', { id: inquiryId }, { keys: seller }))
    expect((await mine(seller)).unread_count).toBe(0)
    expect((await mine(staff)).unread_count).toBe(3)
  })
})

/** Minutes after the hour that follows the API calls' clock. */
const at = (minutes: number) => new Date(TEST_NOW.getTime() + (60 + minutes) * 60_000)

describe('batching', () => {
  it('sends one SMS and one e-mail per thread and recipient per 10 minutes, and always the in-app row', async () => {
    const event = { kind: 'inquiry_quote' as const, inquiryId, to: { userIds: [buyer.userId] } }
    const texts = smsTo(BUYER_MOBILE).length
    expect(await notify(api.db, event, at(0))).toEqual({ app: [buyer.userId], email: [buyer.userId], sms: [buyer.userId] })
    expect(await notify(api.db, event, at(5))).toEqual({ app: [buyer.userId], email: [], sms: [] })
    expect(await notify(api.db, event, at(9))).toEqual({ app: [buyer.userId], email: [], sms: [] })
    expect(smsTo(BUYER_MOBILE)).toHaveLength(texts + 1)
    // The window counts from the last message sent, not from the last event.
    expect(await notify(api.db, event, at(10))).toEqual({ app: [buyer.userId], email: [buyer.userId], sms: [buyer.userId] })
    // Another thread is not held back.
    const other = await notify(api.db, { kind: 'bulk_offer', requestId: 1, changed: false, to: { userIds: [buyer.userId] } }, at(11))
    expect(other.sms).toEqual([buyer.userId])
  })

  it('lets one of two simultaneous claims send', async () => {
    const claims = await Promise.all([1, 2, 3].map(() => claimSend(api.db, buyer.userId, 'inquiry:999999', 'sms', at(300))))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })
})

describe('bulk requests', () => {
  let requestId: number

  it('tell the brands whose products match a new request', async () => {
    const [category] = await api.db.select({ id: products.categoryId }).from(products).where(eq(products.id, productId))
    const posted = await expectData<{ id: number }>(
      api.post(
        '/newApi/Bulk/formPost',
        {
          company: phishing,
          contact_name: 'Li Na',
          contact_phone: BUYER_MOBILE,
          email: '',
          product_name: 'Visit https://evil.example',
          category_id: category!.id,
          quantity: 40,
          unit: 'tonne',
          destination_country: 'CN',
          deadline: '2026-09-30',
          note: '',
          ...(origin ? { origin_country: origin } : {}),
        },
        { keys: buyer },
      ),
    )
    requestId = posted.id
    for (const user of [seller, staff]) {
      const [latest] = (await mine(user)).list
      expect(latest).toMatchObject({ kind: 'bulk_match', bulk_request_id: requestId, side: 'brand', read: false })
    }
    expect(mailTo('sales@brand.example').at(-1)!.text).toContain(`#${requestId}`)
    expect(JSON.stringify(lines('mail.jsonl'))).not.toContain('evil.example')
  })

  it('tell the buyer of an offer on their request', async () => {
    await expectData(
      api.post(
        '/newApi/api_v2/Offer/postBulkOffer',
        {
          bulk_request_id: requestId,
          unit_price: 182_000,
          currency: 'USD',
          moq: 2,
          pack_unit: 'carton',
          incoterm: 'CIF',
          port: 'Shanghai',
          lead_time_days: 21,
          shelf_life_days: 30,
          certificates: [],
          sample_offered: false,
          valid_until: '2026-07-31',
          message: '',
        },
        { keys: seller },
      ),
    )
    const offered = (await mine(buyer)).list.filter((item) => item.bulk_request_id === requestId)
    expect(offered).toEqual([
      expect.objectContaining({ kind: 'bulk_offer', side: 'buyer', name: 'Visit https://evil.example', read: false }),
    ])
    expect(smsTo(BUYER_MOBILE).at(-1)!.text).toContain(`bulk request #${requestId}`)
  })
})

describe('preferences', () => {
  it('start at the defaults: app and e-mail for everything, SMS for inquiries, quotes, offers, accepted and countered quotes, shipments, awarded and countered offers, sample requests and sent samples', async () => {
    const prefs = await expectData<{
      list: Array<{ kind: string; app: boolean; email: boolean; sms: boolean }>
      sms_available: boolean
      email_available: boolean
    }>(api.get(`${N}prefs`, {}, { keys: staff }))
    expect(prefs).toMatchObject({ sms_available: false, email_available: true })
    expect(prefs.list.every((c) => c.app && c.email)).toBe(true)
    expect(prefs.list.filter((c) => c.sms).map((c) => c.kind)).toEqual([
      'new_inquiry',
      'inquiry_quote',
      'bulk_offer',
      'quote_accepted',
      'quote_countered',
      'order_shipped',
      'bulk_awarded',
      'sample_requested',
      'sample_sent',
      'bulk_countered',
    ])
  })

  it('are kept per kind and channel, and the fan-out follows them', async () => {
    const saved = await expectData<{ list: Array<{ kind: string; app: boolean; email: boolean; sms: boolean }> }>(
      api.post(`${N}setPrefs`, { list: [{ kind: 'new_inquiry', app: false, email: false, sms: false }] }, { keys: staff, lan: 'cn' }),
    )
    expect(saved.list.find((c) => c.kind === 'new_inquiry')).toEqual({ kind: 'new_inquiry', app: false, email: false, sms: false })
    expect(saved.list.find((c) => c.kind === 'inquiry_quote')).toMatchObject({ app: true, email: true, sms: true })
    const [settings] = await api.db.select().from(notificationSettings).where(eq(notificationSettings.userId, staff.userId))
    expect(settings).toMatchObject({ lang: 'cn', channels: { new_inquiry: { app: false, email: false, sms: false } } })

    const later = new Date(TEST_NOW.getTime() + 24 * 3600_000)
    const result = await notify(api.db, { kind: 'new_inquiry', inquiryId, to: { brandIds: [brandId] } }, later)
    expect(result.app).toEqual([seller.userId])
    expect(result.email).toEqual([seller.userId])
    // Mail in the language the choices were saved in.
    const closed = await notify(api.db, { kind: 'inquiry_closed', inquiryId, to: { userIds: [staff.userId] } }, later)
    expect(closed.email).toEqual([staff.userId])
    expect(mailTo('staff@brand.example').at(-1)!.subject).toContain('询盘')
  })

  it('refuse bad input naming the field, in the request’s language', async () => {
    const twice = await expectRejection(
      api.post(
        `${N}setPrefs`,
        {
          list: [
            { kind: 'bulk_match', app: true, email: true, sms: true },
            { kind: 'bulk_match', app: true, email: false, sms: false },
          ],
        },
        { keys: staff, lan: 'cn' },
      ),
    )
    expect(twice).toContain('字段 list[1].kind')
    expect(
      await expectRejection(api.post(`${N}setPrefs`, { list: [{ kind: 'spam', app: true, email: true, sms: true }] }, { keys: staff })),
    ).toContain('list')
    expect(await expectRejection(api.post(`${N}markRead`, {}, { keys: staff }))).toContain('Field id')
  })
})

describe('access', () => {
  it('shows each user only their own notifications, and needs a login', async () => {
    const ids = new Set((await rowsOf(seller.userId)).map((r) => r.id))
    expect((await mine(buyer)).list.some((item) => ids.has(item.id))).toBe(false)
    expect((await api.get(`${N}myNotifications`)).status).toBe(401)
    expect((await api.post(`${N}markRead`, { all: true })).status).toBe(401)
  })

  it('lets nobody mark another user’s notification read', async () => {
    const [theirs] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.userId), sql`${notifications.readAt} is null`))
      .limit(1)
    const refused = await expectRejection(api.post(`${N}markRead`, { id: theirs!.id }, { keys: buyer }))
    expect(refused).toContain(`notification ${theirs!.id} does not exist`)
    const [still] = await api.db.select().from(notifications).where(eq(notifications.id, theirs!.id))
    expect(still!.readAt).toBeNull()
  })

  it('marks one, then all of the caller’s own read', async () => {
    const before = await mine(staff)
    const first = before.list.find((item) => !item.read)!
    const one = await expectData<{ unread_count: number }>(api.post(`${N}markRead`, { id: first.id }, { keys: staff }))
    expect(one.unread_count).toBe(before.unread_count - 1)
    expect(await expectData(api.post(`${N}markRead`, { all: true }, { keys: staff }))).toEqual({ unread_count: 0 })
    expect((await mine(staff)).list.every((item) => item.read)).toBe(true)
  })

  it('pages the list', async () => {
    const all = await mine(staff)
    const second = await mine(staff, { page: 2, page_size: 2 })
    expect(second.list.map((item) => item.id)).toEqual(all.list.slice(2, 4).map((item) => item.id))
    expect(second.total).toBe(all.total)
  })
})

describe('the demo data', () => {
  it('gives the demo brand and buyer their latest inquiries, quotes and offers, the newest unread', async () => {
    for (const [mobile, kinds] of [
      [demoAccounts.brand.mobile, ['new_inquiry']],
      [demoAccounts.buyer.mobile, ['inquiry_quote', 'bulk_offer']],
    ] as const) {
      const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile))
      const list = await mine(await createSession(api.db, user!.id), { page_size: 100 })
      expect(new Set(list.list.map((item) => item.kind))).toEqual(new Set(kinds))
      expect(list.unread_count).toBe(2 * kinds.length)
      expect(list.list.every((item) => item.name)).toBe(true)
    }
  })
})

/** An open inquiry of the buyer's with one quote line valid until the given day. */
async function quotedUntil(validUntil: string): Promise<number> {
  const [inquiry] = await api.db
    .insert(inquiries)
    .values({ userId: buyer.userId, brandId, status: 'quoted', createdAt: TEST_NOW })
    .returning({ id: inquiries.id })
  const [entry] = await api.db
    .insert(inquiryMessages)
    .values({ inquiryId: inquiry!.id, authorUserId: seller.userId, side: 'brand', body: '', createdAt: TEST_NOW })
    .returning({ id: inquiryMessages.id })
  await api.db.insert(quotes).values({
    inquiryId: inquiry!.id,
    messageId: entry!.id,
    productId,
    unitPrice: 1000,
    currency: 'USD',
    moq: 1,
    packUnit: 'carton',
    incoterm: 'FOB',
    port: 'Guayaquil',
    leadTimeDays: 10,
    shelfLifeDays: 30,
    validUntil,
    createdAt: TEST_NOW,
  })
  return inquiry!.id
}

describe('a quote about to expire', () => {
  it('reminds the buyer once, 48 hours before, and never of a later one', async () => {
    const soon = await quotedUntil(isoDay(TEST_NOW, 1))
    const later = await quotedUntil(isoDay(TEST_NOW, 5))
    const reminded = await remindExpiringQuotes(api.db, TEST_NOW)
    expect(reminded).toContain(soon)
    expect(reminded).not.toContain(later)
    expect((await rowsOf(buyer.userId)).filter((r) => r.kind === 'quote_expiring').map((r) => r.inquiryId)).toEqual([soon])
    expect(mailTo('buyer@example.com').at(-1)!.text).toContain(`valid until ${isoDay(TEST_NOW, 1)}`)
    // A second round, or a second instance, finds it claimed.
    expect(await remindExpiringQuotes(api.db, TEST_NOW)).not.toContain(soon)
    // Four days on, the later one (valid through day 5, so expiring as day 6 starts) is due.
    expect(await remindExpiringQuotes(api.db, new Date(TEST_NOW.getTime() + 4 * 86_400_000))).toContain(later)
  })
})
