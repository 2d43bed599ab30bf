// The brand report (SupplierCentre/brandReportInfo) on real PGlite (or PostgreSQL with
// DATABASE_URL): the figures of a small hand-built pavilion equal aggregates counted by hand,
// the pavilion's median, the cache of the medians, permissions, and bad params named.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import {
  activities,
  brands,
  countries,
  dockings,
  favorites,
  inquiries,
  inquiryMessages,
  meetingRecords,
  meetingWishes,
  pageViews,
  products,
  quotes,
  users,
} from '../db/schema'
import {
  createTestApi,
  expectData as data,
  expectForbidden as forbidden,
  expectRejection as rejection,
  type Keys,
  type TestApi,
} from '../app/test-api.server'

const PATH = '/newApi/api_v2/SupplierCentre/brandReportInfo'
type Step = { step: string; value: number | null; previous: number | null; pavilion_median: number | null }
type Report = {
  brand: { id: number; name: string }
  pavilion: { country_code: string; name: string; brands: number }
  from: string
  to: string
  previous_from: string
  previous_to: string
  medians_at: string
  steps: Array<Step>
  intent: Array<{ currency: string; amount: number; previous: number; pavilion_median: number | null }>
}

let api: TestApi
const brand = (nameEn: string, nameZh: string, countryCode = 'IS') => ({
  nameEn,
  nameZh,
  countryCode,
  introEn: 'Fish',
  introZh: '鱼',
  logo: '/media/brand/x.svg',
})
/** The fixture pavilion (Iceland): brands A (the report's), B and C; D alone in a pavilion of its own. */
const ids = { a: 0, b: 0, c: 0, d: 0 }
const keys: Record<'a' | 'b' | 'd', Keys> = {} as never
const at = (iso: string) => new Date(iso)
const hours = (iso: string, h: number) => new Date(at(iso).getTime() + h * 3_600_000)

beforeAll(async () => {
  api = await createTestApi()
  const db = api.db
  await db.insert(countries).values([
    { code: 'IS', nameEn: 'Iceland', nameZh: '冰岛', region: 'Europe', dialCode: '+354' },
    { code: 'LU', nameEn: 'Luxembourg', nameZh: '卢森堡', region: 'Europe', dialCode: '+352' },
  ])
  const made = await db
    .insert(brands)
    .values([
      brand('Arctic Cod Co.', '北极鳕鱼公司'),
      brand('Fjord Salmon', '峡湾三文鱼'),
      brand('Geyser Greens', '间歇泉蔬菜'),
      brand('Moselle Wines', '摩泽尔酒庄', 'LU'),
    ])
    .returning({ id: brands.id })
  ;[ids.a, ids.b, ids.c, ids.d] = made.map((r) => r.id)
  for (const [who, brandId] of [
    ['a', ids.a],
    ['b', ids.b],
    ['d', ids.d],
  ] as const) {
    const [u] = await db
      .insert(users)
      .values({ mobile: `+35400000${brandId}`, role: 'brand', name: `Staff ${who}`, brandId })
      .returning({ id: users.id })
    keys[who] = await createSession(db, u!.id)
  }
  const [u1, u2] = await db
    .insert(users)
    .values([
      { mobile: '+3540001001', role: 'buyer', name: 'Buyer one' },
      { mobile: '+3540001002', role: 'buyer', name: 'Buyer two' },
    ])
    .returning({ id: users.id })
  const [template] = await db.select().from(products).limit(1)
  const { id: _id, ...productFields } = template!
  const [pa, pb] = await db
    .insert(products)
    .values([
      { ...productFields, brandId: ids.a, nameEn: 'Cod loins' },
      { ...productFields, brandId: ids.b, nameEn: 'Salmon fillets' },
    ])
    .returning({ id: products.id })

  // The test clock is 2026-06-15; the default period (3m) is 2026-04..06, the previous 2026-01..03.
  const view = (refType: string, refId: number, iso: string) => ({ path: '/x', refType, refId, createdAt: at(iso) })
  await db.insert(pageViews).values([
    ...[1, 2, 3].map((d) => view('brand', ids.a, `2026-05-0${d}T10:00:00Z`)),
    view('brand', ids.a, '2026-02-10T10:00:00Z'),
    view('brand', ids.a, '2025-12-01T10:00:00Z'), // before both periods
    ...[1, 2, 3, 4, 5].map((d) => view('brand', ids.b, `2026-04-0${d}T10:00:00Z`)),
    view('product', pa!.id, '2026-06-01T00:00:00Z'),
    view('product', pa!.id, '2026-04-01T00:00:00Z'), // the first instant of the period
    ...[1, 2, 3, 4].map((d) => view('product', pb!.id, `2026-05-1${d}T10:00:00Z`)),
    view('product', pb!.id, '2026-03-31T23:59:59Z'), // the last second of the previous period
  ])
  await db.insert(favorites).values([
    { userId: u1!.id, targetType: 'brand', targetId: ids.a, createdAt: at('2026-05-05T00:00:00Z') },
    { userId: u2!.id, targetType: 'product', targetId: pa!.id, createdAt: at('2026-06-01T00:00:00Z') },
    { userId: u1!.id, targetType: 'product', targetId: pb!.id, createdAt: at('2026-02-01T00:00:00Z') },
  ])
  const inquiry = (brandId: number, userId: number, iso: string, replyAfter: number | null) => ({
    brandId,
    userId,
    createdAt: at(iso),
    firstReplyAt: replyAfter === null ? null : hours(iso, replyAfter),
    status: replyAfter === null ? 'sent' : 'quoted',
  })
  const [i1] = await db
    .insert(inquiries)
    .values([
      inquiry(ids.a, u1!.id, '2026-05-02T00:00:00Z', 2),
      inquiry(ids.a, u2!.id, '2026-05-03T00:00:00Z', 6),
      inquiry(ids.a, u1!.id, '2026-04-10T00:00:00Z', null),
      inquiry(ids.a, u2!.id, '2026-03-01T00:00:00Z', 10),
      inquiry(ids.b, u1!.id, '2026-05-20T00:00:00Z', 1),
    ])
    .returning({ id: inquiries.id })
  const [m1] = await db
    .insert(inquiryMessages)
    .values({ inquiryId: i1!.id, authorUserId: u1!.id, side: 'brand', body: 'Our offer', createdAt: hours('2026-05-02T00:00:00Z', 2) })
    .returning({ id: inquiryMessages.id })
  const line = {
    inquiryId: i1!.id,
    messageId: m1!.id,
    productId: pa!.id,
    unitPrice: 1200,
    currency: 'USD',
    moq: 100,
    packUnit: 'carton',
    incoterm: 'FOB',
    port: 'Reykjavik',
    leadTimeDays: 20,
    shelfLifeDays: 365,
    validUntil: '2026-07-01',
    createdAt: hours('2026-05-02T00:00:00Z', 2),
  }
  // Two lines of one quote: one quote.
  await db.insert(quotes).values([line, { ...line, unitPrice: 1300 }])

  // Wishes: two buyers wished to meet A; a pairing without the buyer's wish does not count.
  const [activity] = await db.select({ id: activities.id }).from(activities).limit(1)
  await db.insert(meetingWishes).values([
    { activityId: activity!.id, buyerUserId: u1!.id, brandId: ids.a, buyerLevel: 'must', updatedAt: at('2026-05-10T00:00:00Z') },
    { activityId: activity!.id, buyerUserId: u2!.id, brandId: ids.a, buyerLevel: 'like', updatedAt: at('2026-05-11T00:00:00Z') },
    { activityId: activity!.id, buyerUserId: u2!.id, brandId: ids.b, buyerLevel: null, updatedAt: at('2026-05-11T00:00:00Z') },
  ])
  // Event day: records at one activity; dockings at an activity without records (the history).
  const [withRecords] = await db.select({ id: meetingRecords.activityId }).from(meetingRecords).limit(1)
  const recordsActivity = withRecords?.id ?? activity!.id
  const all = await db.select({ id: activities.id }).from(activities)
  const recorded = new Set((await db.selectDistinct({ id: meetingRecords.activityId }).from(meetingRecords)).map((r) => r.id))
  recorded.add(recordsActivity)
  const historyActivity = all.find((a) => !recorded.has(a.id))!.id
  const record = (brandId: number, state: string, outcome: string | null, intentAmount: number | null, currency = 'USD') => ({
    activityId: recordsActivity,
    brandId,
    // A walk-in (no scheduled meeting), with an account: meetings count only buyers with one.
    buyerCompany: 'Walk-in Foods',
    buyerUserId: u1!.id,
    state,
    outcome,
    intentAmount,
    currency,
    createdAt: at('2026-05-20T03:00:00Z'),
  })
  await db
    .insert(meetingRecords)
    .values([
      record(ids.a, 'done', 'deal', 50_000),
      record(ids.a, 'done', 'follow_up', 20_000, 'EUR'),
      record(ids.a, 'done', 'no_fit', null),
      record(ids.a, 'no_show', null, null),
      record(ids.b, 'done', 'deal', 30_000),
    ])
  const docking = (activityId: number, status: string, iso: string, intentAmount: number) => ({
    activityId,
    buyerCompany: 'Old Partner Ltd',
    buyerUserId: u2!.id,
    brandId: ids.a,
    tableNo: 1,
    status,
    scheduledAt: at(iso),
    intentAmount,
  })
  await db.insert(dockings).values([
    docking(historyActivity, 'deal', '2026-02-10T03:00:00Z', 1_000_000), // $10,000 in cents
    docking(historyActivity, 'cancelled', '2026-02-10T04:00:00Z', 0),
    docking(recordsActivity, 'deal', '2026-05-20T03:00:00Z', 9_900_000), // the records count for this activity
  ])
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- the server must have logged no unexpected errors
  expect(api.errors).toEqual([])
  await api.close()
})

const stepsOf = (report: Report) => Object.fromEntries(report.steps.map((s) => [s.step, [s.value, s.previous, s.pavilion_median]]))

describe('SupplierCentre/brandReportInfo', () => {
  it("gives the brand's funnel, the previous period and its pavilion's median, as counted by hand", async () => {
    const report = await data<Report>(api.get(PATH, {}, { keys: keys.a }))
    expect(report).toMatchObject({
      brand: { id: ids.a, name: 'Arctic Cod Co.' },
      pavilion: { country_code: 'IS', name: 'Iceland', brands: 3 },
      from: '2026-04',
      to: '2026-06',
      previous_from: '2026-01',
      previous_to: '2026-03',
    })
    // [this period, previous period, median of A, B, C]
    expect(stepsOf(report)).toEqual({
      profile_views: [3, 1, 3], // A 3, B 5, C 0
      product_views: [2, 0, 2], // A 2, B 4, C 0
      favourites: [2, 0, 0], // A 2, B 0 (its one is earlier), C 0
      inquiries: [3, 1, 1], // A 3, B 1, C 0
      quotes: [1, 0, 0],
      // A median(2, 6); B 1; C has none: only two brands replied, too few for a median that names no one.
      reply_hours: [4, 10, null],
      wishes: [2, 0, 0],
      meetings_held: [3, 1, 1], // A: 3 records held (not the no-show); previous: the docking deal
      deals: [1, 1, 1],
      follow_ups: [1, 0, 0],
      no_fit: [1, 0, 0],
    })
    expect(report.intent).toEqual([
      { currency: 'EUR', amount: 20_000, previous: 0, pavilion_median: 0 },
      { currency: 'USD', amount: 50_000, previous: 10_000, pavilion_median: 30_000 },
    ])
    // Chinese names, and a period of the caller's months.
    const cn = await data<Report>(api.get(PATH, { from: '2026-01', to: '2026-03' }, { keys: keys.a, lan: 'cn' }))
    expect(cn.brand.name).toBe('北极鳕鱼公司')
    expect(cn.pavilion.name).toBe('冰岛')
    expect(cn.previous_from).toBe('2025-10')
    expect(stepsOf(cn).profile_views).toEqual([1, 1, 0])
    expect(stepsOf(cn).product_views).toEqual([0, 0, 0]) // B's one view in March: median(0, 1, 0)
  })

  it('keeps the medians per pavilion and period for at most five minutes, while the brand’s own figures are live', async () => {
    const first = await data<Report>(api.get(PATH, { preset: '1m' }, { keys: keys.a }))
    await api.db.insert(pageViews).values([
      { path: '/x', refType: 'brand', refId: ids.c, createdAt: at('2026-06-10T00:00:00Z') },
      { path: '/x', refType: 'brand', refId: ids.c, createdAt: at('2026-06-10T00:00:00Z') },
      { path: '/x', refType: 'brand', refId: ids.a, createdAt: at('2026-06-10T00:00:00Z') },
    ])
    const second = await data<Report>(api.get(PATH, { preset: '1m' }, { keys: keys.a }))
    expect(stepsOf(second).profile_views![0]).toBe((stepsOf(first).profile_views![0] as number) + 1)
    expect(stepsOf(second).profile_views![2]).toBe(stepsOf(first).profile_views![2])
    expect(second.medians_at).toBe(first.medians_at)
  })

  it('shows another brand of the pavilion its own figures only; a pavilion under three brands gets no median', async () => {
    const b = await data<Report>(api.get(PATH, {}, { keys: keys.b }))
    expect(b.brand.id).toBe(ids.b)
    expect(stepsOf(b).profile_views).toEqual([5, 0, 3])
    expect(stepsOf(b).inquiries).toEqual([1, 0, 1])
    const d = await data<Report>(api.get(PATH, {}, { keys: keys.d }))
    expect(d.pavilion.brands).toBe(1)
    expect(d.steps.every((s) => s.pavilion_median === null)).toBe(true)
  })

  it("refuses anyone but a brand's own staff and analysts, in the caller's language", async () => {
    expect((await api.get(PATH)).status).toBe(401)
    const buyer = await api.loginAs('buyer')
    expect(await forbidden(api.get(PATH, {}, { keys: buyer }))).toMatch(/brand supplier account/)
    expect(await forbidden(api.get(PATH, {}, { keys: buyer, lan: 'cn' }))).toMatch(/[\u4e00-\u9fff]/)
    expect(await forbidden(api.get(PATH, { brand_id: ids.a }, { keys: buyer }))).toMatch(/brand supplier account/)
    // A brand reads its own report, named or not, and never another brand's.
    expect((await data<Report>(api.get(PATH, { brand_id: ids.a }, { keys: keys.a }))).brand.id).toBe(ids.a)
    expect(await forbidden(api.get(PATH, { brand_id: ids.b }, { keys: keys.a }))).toMatch(/only its own report/)
    expect(await forbidden(api.get(PATH, { brand_id: ids.b }, { keys: keys.a, lan: 'cn' }))).toMatch(/只能查看自己的报告/)
    // A brand account whose brand is not verified yet has no brand to report on.
    const pending = await api.loginAs('brand')
    await api.db.update(users).set({ brandId: null }).where(eq(users.id, pending.userId))
    expect(await forbidden(api.get(PATH, {}, { keys: pending }))).toMatch(/brand supplier account/)
    // FromBrandId cannot point the report at another brand.
    const other = await data<Report>(api.get(PATH, { FromBrandId: ids.b }, { keys: keys.a }))
    expect(other.brand.id).toBe(ids.a)
  })

  it("opens any brand's funnel for an analyst, the same figures its own staff see", async () => {
    const analyst = await api.loginAs('analyst')
    for (const [which, brandKeys] of [
      ['a', keys.a],
      ['b', keys.b],
    ] as const) {
      const own = await data<Report>(api.get(PATH, { preset: '6m' }, { keys: brandKeys }))
      const read = await data<Report>(api.get(PATH, { preset: '6m', brand_id: ids[which] }, { keys: analyst }))
      expect({ ...read, generated_at: undefined, medians_at: undefined }).toEqual({
        ...own,
        generated_at: undefined,
        medians_at: undefined,
      })
    }
    expect(await rejection(api.get(PATH, {}, { keys: analyst }))).toMatch(/^Field brand_id: choose a brand/)
    expect(await rejection(api.get(PATH, {}, { keys: analyst, lan: 'cn' }))).toMatch(/^字段 brand_id/)
    expect(await rejection(api.get(PATH, { brand_id: 99_999_999 }, { keys: analyst }))).toMatch(/^Field brand_id: no brand 99999999/)
    expect(await rejection(api.get(PATH, { brand_id: 'x' }, { keys: analyst }))).toContain('brand_id')
  })

  it('rejects bad params, naming the field in the caller’s language', async () => {
    expect(await rejection(api.get(PATH, { preset: '2y' }, { keys: keys.a }))).toContain('preset')
    expect(await rejection(api.get(PATH, { from: '2026-13' }, { keys: keys.a }))).toContain('from')
    expect(await rejection(api.get(PATH, { to: '2026/05' }, { keys: keys.a }))).toContain('to')
    expect(await rejection(api.get(PATH, { from: '2026-05', to: '2026-04' }, { keys: keys.a }))).toMatch(/^Field from/)
    expect(await rejection(api.get(PATH, { from: '2024-01', to: '2026-06' }, { keys: keys.a }))).toMatch(/at most 24 months/)
    expect(await rejection(api.get(PATH, { to: '2026-07' }, { keys: keys.a }))).toMatch(/^Field to/)
    expect(await rejection(api.get(PATH, { to: '2026-07' }, { keys: keys.a, lan: 'cn' }))).toMatch(/^字段 to/)
  })
})
