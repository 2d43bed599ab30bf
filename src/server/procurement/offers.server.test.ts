// Offers on bulk requests (ADR 099), through the real HTTP handler on a seeded PGlite (or
// PostgreSQL with DATABASE_URL): a brand sees only the open requests that match its categories and
// origins, reads no other brand's offer, answers once (then edits) in the shared quote fields with
// errors naming the field in the caller's language; the buyer is told through the SMS outbox and
// sees the offers on their own requests only.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { bulkOffers, bulkRequests, certificates, products, uploads, users } from '../db/schema'
import { createTestApi, expectData, expectForbidden, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

type Offer = { id: number; unit_price: number; currency: string; port: string; certificates: Array<string>; updated_at: string }
type InboxItem = { id: number; unread: boolean; product_name: string; company: string | null; my_offer: Offer | null }
type Inbox = { list: Array<InboxItem>; total: number; unread_count: number }
type Detail = {
  request: InboxItem & { attachment_count: number }
  attachments: Array<{ filename: string; url: string }>
  certificates: Array<string>
  shelf_life_days: number | null
  editable: boolean
}
type Mine = { list: Array<{ id: number; offers: Array<Offer & { brand: { id: number; name: string } }> }>; total: number }

let api: TestApi
let outbox: string
let brandA: Keys & { brandId: number | null }
let brandB: Keys & { brandId: number | null }
let buyer: Keys & { userId: number }
let otherBuyer: Keys & { userId: number }
/** Requests: for A only, for A and B, from an origin nobody supplies, past its deadline. */
const req = { onlyA: 0, shared: 0, nobody: 0, past: 0 }
/** A certificate type A's products hold today, and one they do not. */
let held: string
let notHeld: string

const TODAY = '2026-06-15'
const offer = (over: Record<string, unknown> = {}) => ({
  unit_price: 182_000,
  currency: 'USD',
  moq: 2,
  pack_unit: 'container_40ft',
  incoterm: 'CIF',
  port: 'Shanghai',
  lead_time_days: 21,
  shelf_life_days: 540,
  certificates: [],
  sample_offered: true,
  valid_until: '2026-07-31',
  message: 'Two reefer containers a month from July.',
  ...over,
})

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'offers-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  brandA = await api.loginAs('brand')
  brandB = await api.loginAs('brand')
  buyer = await api.loginAs('buyer')
  otherBuyer = await api.loginAs('buyer')
  // A real mainland number: a signed-in buyer is texted at their account's number.
  await api.db.update(users).set({ mobile: '+8613911110000' }).where(eq(users.id, buyer.userId))
  const [a] = await api.db
    .select({ categoryId: products.categoryId, origin: products.originCountry })
    .from(products)
    .where(eq(products.brandId, brandA.brandId!))
    .orderBy(asc(products.id))
    .limit(1)
  // B supplies the shared request's category from its origin from now on; the A-only request asks for an origin only A has.
  const [bProduct] = await api.db.select().from(products).where(eq(products.brandId, brandB.brandId!)).limit(1)
  const [sharedCategory] = await api.db
    .insert(products)
    .values({ ...bProduct!, id: undefined, categoryId: a!.categoryId, originCountry: 'NZ', nameEn: 'Kiwifruit', nameZh: '猕猴桃' })
    .returning({ categoryId: products.categoryId })
  await api.db
    .update(products)
    .set({ originCountry: 'PE' })
    .where(and(eq(products.brandId, brandA.brandId!), eq(products.categoryId, a!.categoryId)))
  const [file] = await api.db
    .insert(uploads)
    .values({
      userId: buyer.userId,
      filename: 'avocado-spec.pdf',
      mime: 'application/pdf',
      size: 10,
      storagePath: 'uploads/2026-06/spec.pdf',
    })
    .returning({ id: uploads.id })
  const request = (over: Partial<typeof bulkRequests.$inferInsert>) => ({
    userId: buyer.userId,
    company: 'Shanghai Fresh Import Co.',
    contactName: 'Wang Fang',
    contactPhone: '+8613911110000',
    productName: 'Hass avocado, size 18–22',
    categoryId: sharedCategory!.categoryId,
    quantity: 40,
    unit: 'tonne',
    destinationCountry: 'CN',
    deadline: '2026-09-30',
    createdAt: new Date('2026-06-14T08:00:00Z'),
    ...over,
  })
  const rows = await api.db
    .insert(bulkRequests)
    .values([
      request({ originCountry: 'PE', attachmentIds: [file!.id] }),
      request({ originCountry: null, productName: 'Fresh fruit, mixed', createdAt: new Date('2026-06-14T09:00:00Z') }),
      request({ originCountry: 'AQ', productName: 'Krill' }),
      request({ originCountry: 'PE', deadline: '2026-06-14', userId: otherBuyer.userId, productName: 'Late avocado' }),
    ])
    .returning({ id: bulkRequests.id })
  ;[req.onlyA, req.shared, req.nobody, req.past] = rows.map((r) => r.id) as [number, number, number, number]
  const certs = await api.db
    .selectDistinct({ type: certificates.type })
    .from(certificates)
    .innerJoin(products, eq(products.id, certificates.productId))
    .where(and(eq(products.brandId, brandA.brandId!), lte(certificates.validFrom, TODAY), gte(certificates.validTo, TODAY)))
  held = certs[0]?.type ?? ''
  notHeld = ['halal', 'organic', 'gap', 'haccp', 'iso22000', 'fairtrade', 'kosher'].find((c) => !certs.some((x) => x.type === c))!
}, 180_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  rmSync(outbox, { recursive: true, force: true })
})

const inbox = (keys: Keys) => expectData<Inbox>(api.get('/newApi/api_v2/Offer/bulkInbox', { page_size: 100 }, { keys }))

describe('offers on bulk requests', () => {
  it('show a brand only the open requests that match its categories and origins, newest first, unread until opened', async () => {
    const a = await inbox(brandA)
    const ids = a.list.map((i) => i.id)
    expect(ids).toContain(req.onlyA)
    expect(ids).toContain(req.shared)
    expect(ids.indexOf(req.shared)).toBeLessThan(ids.indexOf(req.onlyA))
    expect(ids).not.toContain(req.nobody)
    // A supplier the request fits sees who asks (the public list does not).
    expect(a.list.find((i) => i.id === req.onlyA)?.company).toBe('Shanghai Fresh Import Co.')
    expect(ids).not.toContain(req.past)
    expect(a.list.find((i) => i.id === req.onlyA)!.unread).toBe(true)
    const b = await inbox(brandB)
    expect(b.list.map((i) => i.id)).toContain(req.shared)
    expect(b.list.map((i) => i.id)).not.toContain(req.onlyA)
    await expectForbidden(api.get('/newApi/api_v2/Offer/bulkRequest', { id: req.onlyA }, { keys: brandB }))
    await expectForbidden(api.post('/newApi/api_v2/Offer/postBulkOffer', { ...offer(), bulk_request_id: req.onlyA }, { keys: brandB }))

    const detail = await expectData<Detail>(api.get('/newApi/api_v2/Offer/bulkRequest', { id: req.onlyA }, { keys: brandA }))
    expect(detail.editable).toBe(true)
    // The offer form starts from the shelf life of the brand's matching product (every seeded spec names one).
    expect(detail.shelf_life_days).toBeGreaterThan(0)
    expect(detail.attachments).toEqual([{ id: expect.any(Number), filename: 'avocado-spec.pdf', url: '/uploads/2026-06/spec.pdf' }])
    const after = await inbox(brandA)
    expect(after.unread_count).toBe(a.unread_count - 1)
    expect(after.list.find((i) => i.id === req.onlyA)!.unread).toBe(false)
    // Buyers and logged-out callers have no inbox.
    expect((await api.get('/newApi/api_v2/Offer/bulkInbox', {}, { keys: buyer })).status).toBe(403)
  })

  it('checks every offer field and names it in the caller’s language', async () => {
    const post = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') =>
      expectRejection(api.post('/newApi/api_v2/Offer/postBulkOffer', { bulk_request_id: req.onlyA, ...body }, { keys: brandA, lan }))
    expect(await post(offer({ port: '' }))).toContain('port')
    expect(await post(offer({ unit_price: 0 }))).toContain('unit_price')
    expect(await post(offer({ pack_unit: 'sack' }), 'cn')).toContain('pack_unit')
    expect(await post(offer({ valid_until: '2026-06-01' }), 'cn')).toContain('字段 offer.valid_until')
    expect(await post(offer({ certificates: [notHeld] }))).toContain('Field offer.certificates')
    expect(await post({ ...offer(), bulk_request_id: req.past }, 'cn')).toMatch(/字段 bulk_request_id|不符/)
    expect(
      await api.db
        .select()
        .from(bulkOffers)
        .where(inArray(bulkOffers.bulkRequestId, [req.onlyA, req.past])),
    ).toEqual([])
  })

  it('keeps one offer per brand and request, edited in place; the buyer is told by SMS', async () => {
    const first = await expectData<{ offer: Offer; created: boolean }>(
      api.post(
        '/newApi/api_v2/Offer/postBulkOffer',
        { ...offer(held ? { certificates: [held] } : {}), bulk_request_id: req.shared },
        { keys: brandA },
      ),
    )
    expect(first).toMatchObject({ created: true, offer: { status: 'open', version: 1 } })
    const edited = await expectData<{ offer: Offer; created: boolean }>(
      api.post('/newApi/api_v2/Offer/postBulkOffer', { ...offer({ unit_price: 175_000 }), bulk_request_id: req.shared }, { keys: brandA }),
    )
    // Each change is a new version: an award names the one the buyer saw (ADR 115).
    expect(edited).toMatchObject({ created: false, offer: { id: first.offer.id, unit_price: 175_000, version: 2 } })
    await expectData(
      api.post(
        '/newApi/api_v2/Offer/postBulkOffer',
        { ...offer({ unit_price: 169_000, currency: 'EUR', port: 'Rotterdam' }), bulk_request_id: req.shared },
        { keys: brandB },
      ),
    )
    expect(await api.db.select().from(bulkOffers).where(eq(bulkOffers.bulkRequestId, req.shared))).toHaveLength(2)
    const sms = join(outbox, 'sms.jsonl')
    expect(existsSync(sms)).toBe(true)
    expect(readFileSync(sms, 'utf8')).toContain(`#${req.shared}`)
  })

  it('texts an offer only to a number of an allowed country, with no typed text', async () => {
    // +882 (international networks) is refused by login codes: no SMS goes there either.
    const [pumped] = await api.db
      .insert(bulkRequests)
      .values({
        userId: null,
        company: 'Pump Co.',
        contactName: 'P',
        contactPhone: '+882 16 1234 5678',
        productName: 'Visit https://evil.example now',
        categoryId: (await api.db.select().from(bulkRequests).where(eq(bulkRequests.id, req.shared)))[0]!.categoryId,
        quantity: 1,
        unit: 'tonne',
        destinationCountry: 'CN',
        deadline: '2026-09-30',
        createdAt: new Date('2026-06-14T10:00:00Z'),
      })
      .returning({ id: bulkRequests.id })
    const sms = join(outbox, 'sms.jsonl')
    const before = existsSync(sms) ? readFileSync(sms, 'utf8').length : 0
    await expectData(api.post('/newApi/api_v2/Offer/postBulkOffer', { ...offer(), bulk_request_id: pumped!.id }, { keys: brandB }))
    const after = existsSync(sms) ? readFileSync(sms, 'utf8').slice(before) : ''
    expect(after).not.toContain('882')
    expect(after).not.toContain('evil.example')
    // An allowed number gets the platform's words and the request's number only.
    const text = readFileSync(sms, 'utf8')
    expect(text).toContain(`bulk request #${req.shared}`)
    expect(text).not.toContain('Hass avocado')
  })

  it('shows no brand another brand’s offer', async () => {
    const a = await expectData<Detail>(api.get('/newApi/api_v2/Offer/bulkRequest', { id: req.shared }, { keys: brandA }))
    const b = await expectData<Detail>(api.get('/newApi/api_v2/Offer/bulkRequest', { id: req.shared }, { keys: brandB }))
    expect(a.request.my_offer).toMatchObject({ unit_price: 175_000, currency: 'USD' })
    expect(b.request.my_offer).toMatchObject({ unit_price: 169_000, currency: 'EUR' })
    expect(JSON.stringify(b)).not.toContain('175000')
    const bInbox = await inbox(brandB)
    expect(bInbox.list.find((i) => i.id === req.shared)!.my_offer!.port).toBe('Rotterdam')
  })

  it('shows a buyer the offers on their own requests only, side by side', async () => {
    const mine = await expectData<Mine>(api.get('/newApi/api_v2/Offer/myBulkRequests', {}, { keys: buyer }))
    const shared = mine.list.find((r) => r.id === req.shared)!
    expect(shared.offers.map((o) => [o.brand.id, o.unit_price])).toEqual([
      [brandA.brandId, 175_000],
      [brandB.brandId, 169_000],
    ])
    expect(mine.list.map((r) => r.id)).not.toContain(req.past)
    const theirs = await expectData<Mine>(api.get('/newApi/api_v2/Offer/myBulkRequests', {}, { keys: otherBuyer }))
    expect(theirs.list.map((r) => r.id)).toEqual([req.past])
    expect(theirs.list[0]!.offers).toEqual([])
    expect((await api.get('/newApi/api_v2/Offer/myBulkRequests')).status).toBe(401)
  })
})
