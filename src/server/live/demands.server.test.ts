// Integration (PGlite, or PostgreSQL when DATABASE_URL is set), through the real dispatcher: a
// buyer's demand published on the event day (stored, listed, on the wall, told to the stream),
// its refusals naming the field in the caller's language ("Category: …" / "品类：…"); its
// withdrawal by the author or an organiser (idempotent; anyone else refused with the reason); and the `record` event carrying the
// brand's names in both languages and its category, which the hall board shows per language and
// charts by category, while an event stored before (one name, no category) still renders.
import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { activities, activityNeeds, brands, categories, liveEvents, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'
import { publishLive } from './publish.server'

const P = '/newApi/api_v2/Live/'
let api: TestApi
let buyer: Keys
let brand: Keys
let organiser: Keys
let live: number

async function keysOf(mobile: string) {
  const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile))
  return createSession(api.db, user!.id)
}

type Board = {
  last_event_id: number
  figures: { demands: number }
  recent: Array<{ meeting_id: number; brand: string; brand_en: string; brand_zh: string }>
  by_category: Array<{ category_id: number; category_en: string; category_zh: string; deals: number; amount: number }>
}
type Wall = { activity_id: number; list: Array<{ id: number; company: string; content: string; quantity: string; category: string }> }

beforeAll(async () => {
  api = await createTestApi()
  buyer = await keysOf(demoAccounts.buyer.mobile)
  brand = await keysOf(demoAccounts.brand.mobile)
  organiser = await keysOf(demoAccounts.organiser.mobile)
  const rows = await api.db.select().from(activities)
  live = rows.find((a) => a.countryCode === 'EC' && a.kind === 'matching')!.id
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('a buyer publishes a demand', () => {
  it('stores it, lists it first on the wall and in the needs, counts it on the board and tells the stream', async () => {
    const before = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }))
    const [category] = await api.db.select().from(categories).limit(1)
    const posted = await expectData<{ id: number; at: string }>(
      api.post(
        `${P}demandPost`,
        { act_id: live, content: 'Frozen shrimp, 40 ft reefer monthly', quantity: '2 containers a month', category_id: category!.id },
        { keys: buyer },
      ),
    )
    const [stored] = await api.db.select().from(activityNeeds).where(eq(activityNeeds.id, posted.id))
    expect(stored).toMatchObject({ activityId: live, contentEn: 'Frozen shrimp, 40 ft reefer monthly', categoryId: category!.id })
    expect(stored!.buyerCompany).not.toBe('')

    const [event] = await api.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.activityId, live), eq(liveEvents.type, 'demand')))
      .orderBy(desc(liveEvents.seq))
      .limit(1)
    expect(event!.payload).toEqual({ id: posted.id, at: posted.at })
    expect(event!.seq).toBeGreaterThan(before.last_event_id)

    const wall = await expectData<Wall>(api.get(`${P}demandWall`, { act_id: live }, { lan: 'cn' }))
    expect(wall.list[0]).toMatchObject({ id: posted.id, content: 'Frozen shrimp, 40 ft reefer monthly', quantity: '2 containers a month' })
    expect(wall.list[0]!.category).toBe(category!.nameZh)
    const needs = await expectData<{ list: Array<{ id: number }> }>(
      api.get('/newApi/api_v2/Activity/getActivityNeedList', { act_id: live }),
    )
    expect(needs.list[0]!.id).toBe(posted.id)
    const after = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }))
    expect(after.figures.demands).toBe(before.figures.demands + 1)
  })

  it('names the field of bad input in the caller’s language and refuses anyone but a buyer', async () => {
    expect(await expectRejection(api.post(`${P}demandPost`, { act_id: live, content: '   ' }, { keys: buyer }))).toMatch(/content/)
    expect(
      await expectRejection(
        api.post(`${P}demandPost`, { act_id: live, content: 'Cocoa beans', category_id: 999_999 }, { keys: buyer, lan: 'cn' }),
      ),
    ).toBe('品类：没有编号为 999999 的品类')
    const [ended] = await api.db
      .select()
      .from(activities)
      .where(and(eq(activities.kind, 'matching'), lt(activities.endsAt, TEST_NOW)))
      .limit(1)
    expect(await expectRejection(api.post(`${P}demandPost`, { act_id: ended!.id, content: 'Cocoa beans' }, { keys: buyer }))).toMatch(
      /^Activity: #\d+ is not a matching activity open for demands$/,
    )
    expect(await expectForbidden(api.post(`${P}demandPost`, { act_id: live, content: 'Cocoa beans' }, { keys: brand }))).toMatch(/buyer/)
    expect(
      await expectForbidden(api.post(`${P}demandPost`, { act_id: live, content: 'Cocoa beans' }, { keys: organiser, lan: 'cn' })),
    ).toMatch(/采购商/)
    const anonymous = await api.post(`${P}demandPost`, { act_id: live, content: 'Cocoa beans' })
    expect(anonymous.body).toMatchObject({ code: 0 })
  })
})

describe('the demand wall speaks one language at a time', () => {
  it('shows a seeded demand’s company, text and quantity in the screen’s language, and a published one as written', async () => {
    const [seeded] = await api.db
      .select()
      .from(activityNeeds)
      .where(and(eq(activityNeeds.activityId, live), isNull(activityNeeds.authorUserId), ne(activityNeeds.buyerCompanyZh, '')))
      .orderBy(desc(activityNeeds.createdAt), desc(activityNeeds.id))
      .limit(1)
    expect(seeded).toBeDefined()
    const card = async (lan: 'en' | 'cn') =>
      (await expectData<Wall>(api.get(`${P}demandWall`, { act_id: live }, { lan }))).list.find((d) => d.id === seeded!.id)
    expect(await card('en')).toMatchObject({ company: seeded!.buyerCompany, content: seeded!.contentEn, quantity: seeded!.quantity })
    expect(await card('cn')).toMatchObject({ company: seeded!.buyerCompanyZh, content: seeded!.contentZh, quantity: seeded!.quantityZh })
    // The Chinese card names its quantity in its own text, so the wall does not repeat it in English.
    expect(seeded!.contentZh).toContain(seeded!.quantityZh)
  })
})

const postDemand = (content: string, keys: Keys) =>
  expectData<{ id: number; at: string }>(api.post(`${P}demandPost`, { act_id: live, content, quantity: '3 t' }, { keys }))

const latestEvent = async () =>
  (await api.db.select().from(liveEvents).where(eq(liveEvents.activityId, live)).orderBy(desc(liveEvents.seq)).limit(1))[0]!

describe('a demand is withdrawn', () => {
  it('by its author: it leaves the wall, the needs, the board’s count and the author’s list, told to the stream once', async () => {
    const posted = await postDemand('Dried mango slices, retail packs', buyer)
    const mine = await expectData<{ list: Array<{ id: number; content: string; quantity: string }> }>(
      api.get(`${P}demandMine`, { act_id: live }, { keys: buyer }),
    )
    expect(mine.list[0]).toMatchObject({ id: posted.id, content: 'Dried mango slices, retail packs', quantity: '3 t' })
    const before = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }))

    const first = await expectData<{ id: number; act_id: number; withdrawn_at: string }>(
      api.post(`${P}demandWithdraw`, { id: posted.id }, { keys: buyer }),
    )
    expect(first).toMatchObject({ id: posted.id, act_id: live })
    const event = await latestEvent()
    expect(event).toMatchObject({ type: 'demand_withdrawn', payload: { id: posted.id } })

    // Again: the same answer, no second event.
    expect(await expectData(api.post(`${P}demandWithdraw`, { id: posted.id }, { keys: buyer }))).toEqual(first)
    expect((await latestEvent()).seq).toBe(event.seq)

    const wall = await expectData<Wall>(api.get(`${P}demandWall`, { act_id: live }))
    expect(wall.list.map((d) => d.id)).not.toContain(posted.id)
    const needs = await expectData<{ list: Array<{ id: number }>; total: number }>(
      api.get('/newApi/api_v2/Activity/getActivityNeedList', { act_id: live, page_size: 100 }),
    )
    expect(needs.list.map((d) => d.id)).not.toContain(posted.id)
    const after = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }))
    expect(after.figures.demands).toBe(before.figures.demands - 1)
    const mineAfter = await expectData<{ list: Array<{ id: number }> }>(api.get(`${P}demandMine`, { act_id: live }, { keys: buyer }))
    expect(mineAfter.list.map((d) => d.id)).not.toContain(posted.id)
  })

  it('by an organiser; refused to another buyer and to a brand with the reason, in the caller’s language', async () => {
    const posted = await postDemand('Cold-pressed cacao butter', buyer)
    const [other] = await api.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'buyer'), ne(users.mobile, demoAccounts.buyer.mobile)))
      .limit(1)
    const otherBuyer = await createSession(api.db, other!.id)
    expect(await expectForbidden(api.post(`${P}demandWithdraw`, { id: posted.id }, { keys: otherBuyer }))).toBe(
      `Demand ${posted.id} was published by another buyer; only its author or an organiser may withdraw it`,
    )
    expect(await expectForbidden(api.post(`${P}demandWithdraw`, { id: posted.id }, { keys: brand, lan: 'cn' }))).toBe(
      `需求 ${posted.id} 由其他采购商发布，只有发布者本人或活动组织方可以撤回`,
    )
    // A seeded demand has no author: only an organiser may withdraw it.
    const [seeded] = await api.db
      .select()
      .from(activityNeeds)
      .where(and(eq(activityNeeds.activityId, live), isNull(activityNeeds.authorUserId)))
      .limit(1)
    expect(await expectForbidden(api.post(`${P}demandWithdraw`, { id: seeded!.id }, { keys: buyer }))).toMatch(/only an organiser/)
    expect(await expectRejection(api.post(`${P}demandWithdraw`, { id: 999_999 }, { keys: buyer, lan: 'cn' }))).toBe(
      '需求：没有编号为 999999 的需求',
    )
    expect(await expectRejection(api.post(`${P}demandWithdraw`, {}, { keys: buyer }))).toMatch(/^Field id /)
    expect((await api.post(`${P}demandWithdraw`, { id: posted.id })).status).toBe(401)

    await expectData(api.post(`${P}demandWithdraw`, { id: posted.id }, { keys: organiser }))
    const [stored] = await api.db.select().from(activityNeeds).where(eq(activityNeeds.id, posted.id))
    expect(stored!.withdrawnAt).not.toBeNull()
    expect(stored!.authorUserId).not.toBeNull()
  })
})

describe('the record event names the brand in both languages', () => {
  it('carries both names and the category; the board shows each language its own and charts deals by category', async () => {
    const list = await expectData<{ records: Array<{ id: number; version: number; state: string; brand: { id: number } }> }>(
      api.get(`${P}recordList`, { act_id: live }, { keys: brand }),
    )
    const record = list.records.find((r) => r.state === 'scheduled')!
    const saved = await expectData<{ status: string }>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: record.id,
          base_version: record.version,
          idempotency_key: `names-${record.id}`,
          state: 'done',
          checked_in_at: '2026-06-15T07:40:00Z',
          started_at: '2026-06-15T07:41:00Z',
          ended_at: '2026-06-15T07:58:00Z',
          outcome: 'deal',
          intent_amount: 48_000,
          currency: 'USD',
          product_ids: [],
          next_step: '',
          next_step_date: null,
          notes: '',
        },
        // Saved from a Chinese phone: the screens in English still get the English name.
        { keys: brand, lan: 'cn' },
      ),
    )
    expect(saved.status).toBe('saved')
    const [row] = await api.db
      .select({ en: brands.nameEn, zh: brands.nameZh, categoryId: brands.categoryId, categoryEn: categories.nameEn })
      .from(brands)
      .leftJoin(categories, eq(categories.id, brands.categoryId))
      .where(eq(brands.id, record.brand.id))
    const [event] = await api.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.activityId, live), eq(liveEvents.type, 'record')))
      .orderBy(desc(liveEvents.seq))
      .limit(1)
    expect(event!.payload).toMatchObject({ brand: row!.zh, brand_en: row!.en, brand_zh: row!.zh, category_id: row!.categoryId })

    const en = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }))
    const zh = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }, { lan: 'cn' }))
    const mine = (board: Board) => board.recent.find((r) => r.brand_en === row!.en && r.brand_zh === row!.zh)
    expect(mine(en)!.brand).toBe(row!.en)
    expect(mine(zh)!.brand).toBe(row!.zh)
    const category = en.by_category.find((c) => c.category_id === (row!.categoryId ?? 0))
    expect(category!.deals).toBeGreaterThanOrEqual(1)
    expect(category!.amount).toBeGreaterThanOrEqual(48_000)
    expect(category!.category_en).toBe(row!.categoryId ? row!.categoryEn : 'Other')
  })

  it('still renders an event stored before both names were carried (its one name for both, no category)', async () => {
    await publishLive(api.db, live, {
      type: 'record',
      meeting_id: 9_000_001,
      from: 'in_progress',
      to: 'done',
      brand: '安第斯可可',
      buyer: 'Harbour Foods Ltd',
      country_code: 'EC',
      table_no: 4,
      outcome: 'deal',
      amount: 7_000,
      currency: 'USD',
      at: '2026-06-15T07:59:30Z',
    })
    const board = await expectData<Board>(api.get(`${P}hallBoard`, { act_id: live }))
    expect(board.recent.find((r) => r.meeting_id === 9_000_001)).toMatchObject({
      brand: '安第斯可可',
      brand_en: '安第斯可可',
      brand_zh: '安第斯可可',
    })
    expect(board.by_category.find((c) => c.category_id === 0)).toMatchObject({ category_en: 'Other', category_zh: '其他' })
  })
})
