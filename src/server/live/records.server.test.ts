// Integration: the event-day records through the real dispatcher on PGlite, or on
// PostgreSQL when DATABASE_URL is set: who may read and write, the record lifecycle, idempotent
// replays, the edit conflict, walk-ins, the trigger that follows published meetings, and the
// public reads the console and the hall screens use.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { activities, eventSlots, liveEvents, meetingRecords, meetings, products, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { liveStaffAccount } from '../seed/seed-live.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'
import { recordCountsByState, recordPublicHeader, setRecordState } from './public.server'

const P = '/newApi/api_v2/Live/'
let api: TestApi
let organiser: Keys
let buyer: Keys & { userId: number }
let brand: Keys & { brandId: number }
let live: number

type Record = {
  id: number
  state: string
  version: number
  walk_in: boolean
  meeting_id: number | null
  brand: { id: number; name: string }
  buyer: { user_id: number | null; company: string }
  outcome: string | null
  intent_amount: number | null
  product_ids: Array<number>
  notes: string
}
type List = {
  records: Array<Record>
  products: Array<{ id: number; brand_id: number }>
  buyers: Array<{ user_id: number }>
  slots: Array<unknown>
  brand_id: number | null
}
type Saved = { status: 'saved' | 'conflict'; record: Record }

async function keysOf(mobile: string) {
  const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile))
  return { ...(await createSession(api.db, user!.id)), userId: user!.id, brandId: user!.brandId ?? 0 }
}

const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString()

const blank = {
  checked_in_at: null,
  started_at: null,
  ended_at: null,
  outcome: null,
  intent_amount: null,
  currency: 'USD',
  product_ids: [],
  next_step: '',
  next_step_date: null,
  notes: '',
}

beforeAll(async () => {
  api = await createTestApi()
  organiser = await keysOf(demoAccounts.organiser.mobile)
  buyer = await keysOf(demoAccounts.buyer.mobile)
  brand = await keysOf(demoAccounts.brand.mobile)
  const rows = await api.db.select().from(activities)
  live = rows.find((a) => a.countryCode === 'EC')!.id
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('who may read', () => {
  it("gives a brand's staff their brand's records, products and the activity's buyers", async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    expect(list.records.length).toBeGreaterThan(0)
    expect(list.records.every((r) => r.brand.id === brand.brandId)).toBe(true)
    expect(list.products.length).toBeGreaterThan(0)
    expect(list.products.every((p) => p.brand_id === brand.brandId)).toBe(true)
    expect(list.buyers.length).toBeGreaterThan(0)
    expect(list.brand_id).toBe(brand.brandId)
  })

  it('gives the organiser every record, and as many as the published meetings plus walk-ins', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: organiser }))
    const published = await api.db.$count(meetings, eq(meetings.activityId, live))
    expect(list.records.length).toBe(published)
    expect(new Set(list.records.map((r) => r.brand.id)).size).toBeGreaterThan(1)
    expect(list.brand_id).toBeNull()
  })

  it('refuses buyers and analysts with a sign-in message in their language', async () => {
    expect(await expectForbidden(api.get(`${P}recordList`, { act_id: live }, { keys: buyer }))).toMatch(/brand's staff account|organiser/)
    const analyst = await api.loginAs('analyst')
    expect(await expectForbidden(api.get(`${P}recordList`, { act_id: live }, { keys: analyst, lan: 'cn' }))).toMatch(/品牌工作人员/)
  })

  it('shows the header to the brand, the buyer of the meeting and the organiser, not to another brand', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records.find((r) => r.buyer.user_id === buyer.userId) ?? list.records[0]!
    const head = await expectData<{ table_no: number; buyer: { company: string }; brand: { name: string } }>(
      api.get(`${P}recordHead`, { act_id: live, record_id: record.id }, { keys: brand }),
    )
    expect(head.buyer.company).toBe(record.buyer.company)
    await expectData(api.get(`${P}recordHead`, { act_id: live, record_id: record.id }, { keys: organiser }))
    if (record.buyer.user_id === buyer.userId)
      await expectData(api.get(`${P}recordHead`, { act_id: live, record_id: record.id }, { keys: buyer }))
    const other = await api.loginAs('brand')
    await expectForbidden(api.get(`${P}recordHead`, { act_id: live, record_id: record.id }, { keys: other }))
  })
})

describe('saving', () => {
  it('runs a record through check-in, start and end to a deal, one version at a time', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records.find((r) => r.state === 'scheduled')!
    const product = list.products[0]!.id
    let version = record.version
    const steps = [
      { state: 'checked_in', checked_in_at: at(0) },
      { state: 'in_progress', checked_in_at: at(0), started_at: at(1) },
      {
        state: 'done',
        checked_in_at: at(0),
        started_at: at(1),
        ended_at: at(25),
        outcome: 'deal',
        intent_amount: 120_000,
        product_ids: [product],
        next_step: 'Send samples',
        next_step_date: '2026-06-22',
        notes: 'Trial order',
      },
    ]
    for (const [k, step] of steps.entries()) {
      const saved = await expectData<Saved>(
        api.post(
          `${P}recordSave`,
          { act_id: live, record_id: record.id, base_version: version, idempotency_key: `life-${record.id}-${k}`, ...blank, ...step },
          { keys: brand },
        ),
      )
      expect(saved.status).toBe('saved')
      expect(saved.record.version).toBe(version + 1)
      version = saved.record.version
    }
    const [stored] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, record.id))
    expect(stored).toMatchObject({ state: 'done', outcome: 'deal', intentAmount: 120_000, productIds: [product], version })
  })

  it('stores a save sent twice (an offline replay) once, and answers the repeat with the first answer', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records.find((r) => r.state === 'scheduled')!
    const body = {
      act_id: live,
      record_id: record.id,
      base_version: record.version,
      idempotency_key: `replay-${record.id}`,
      ...blank,
      state: 'checked_in',
      checked_in_at: TEST_NOW.toISOString(),
    }
    const [first, second] = await Promise.all([
      api.post(`${P}recordSave`, body, { keys: brand }),
      api.post(`${P}recordSave`, body, { keys: brand }),
    ])
    expect(first.body.data).toEqual(second.body.data)
    const third = await expectData<Saved>(api.post(`${P}recordSave`, body, { keys: brand }))
    expect(third).toEqual(first.body.data)
    expect(third.status).toBe('saved')
    const [stored] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, record.id))
    expect(stored!.version).toBe(record.version + 1)
    // The hall screens heard of it once, as scheduled → checked in, naming the save by its version (ADR 094).
    const told = await api.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.activityId, live),
          eq(liveEvents.type, 'record'),
          sql`${liveEvents.payload}->>'meeting_id' = ${String(record.meeting_id)}`,
        ),
      )
    expect(told).toHaveLength(1)
    expect(told[0]!.payload).toMatchObject({
      from: 'scheduled',
      to: 'checked_in',
      brand: record.brand.name,
      buyer: record.buyer.company,
      version: record.version + 1,
    })
  })

  it('answers a save over a newer version with the stored record and applies nothing (two devices)', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records.find((r) => r.state === 'scheduled')!
    const phoneA = await expectData<Saved>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: record.id,
          base_version: record.version,
          idempotency_key: `a-${record.id}`,
          ...blank,
          state: 'done',
          outcome: 'follow_up',
          notes: 'from phone A',
        },
        { keys: brand },
      ),
    )
    expect(phoneA.status).toBe('saved')
    const phoneB = await expectData<Saved>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: record.id,
          base_version: record.version,
          idempotency_key: `b-${record.id}`,
          ...blank,
          state: 'done',
          outcome: 'no_fit',
          notes: 'from phone B',
        },
        { keys: brand },
      ),
    )
    expect(phoneB.status).toBe('conflict')
    expect(phoneB.record).toMatchObject({ notes: 'from phone A', outcome: 'follow_up', version: record.version + 1 })
    // Phone B keeps its version over the other after seeing both: a save on the newer version.
    const kept = await expectData<Saved>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: record.id,
          base_version: phoneB.record.version,
          idempotency_key: `b2-${record.id}`,
          ...blank,
          state: 'done',
          outcome: 'no_fit',
          notes: 'from phone B',
        },
        { keys: brand },
      ),
    )
    expect(kept).toMatchObject({ status: 'saved', record: { notes: 'from phone B', version: record.version + 2 } })
  })

  it('creates a walk-in once, for the caller’s brand, with a registered buyer or a typed company', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const body = {
      act_id: live,
      base_version: 0,
      idempotency_key: 'walk-in-1',
      ...blank,
      state: 'in_progress',
      buyer_user_id: list.buyers[0]!.user_id,
      table_no: 3,
    }
    const first = await expectData<Saved>(api.post(`${P}recordSave`, body, { keys: brand }))
    const again = await expectData<Saved>(api.post(`${P}recordSave`, body, { keys: brand }))
    expect(again.record.id).toBe(first.record.id)
    expect(first.record).toMatchObject({ walk_in: true, brand: { id: brand.brandId }, state: 'in_progress' })
    const typed = await expectData<Saved>(
      api.post(
        `${P}recordSave`,
        { ...body, idempotency_key: 'walk-in-2', buyer_user_id: undefined, buyer_company: 'Harbin Northern Foods Co.' },
        { keys: brand },
      ),
    )
    expect(typed.record.buyer.company).toBe('Harbin Northern Foods Co.')
    const after = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    expect(after.records.filter((r) => r.walk_in).length).toBe(2)
  })

  it('names the field of bad input in the request language', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records[0]!
    const base = { act_id: live, record_id: record.id, base_version: record.version, ...blank, state: 'done' }
    expect(
      await expectRejection(api.post(`${P}recordSave`, { ...base, idempotency_key: 'bad-1', outcome: 'maybe' }, { keys: brand })),
    ).toMatch(/outcome/)
    const [foreign] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.brandId, list.products[0]!.brand_id + 1))
      .limit(1)
    expect(
      await expectRejection(
        api.post(`${P}recordSave`, { ...base, idempotency_key: 'bad-2', product_ids: [foreign!.id] }, { keys: brand, lan: 'cn' }),
      ),
    ).toMatch(/^产品：14 不在该品牌的商品目录中/)
    expect(
      await expectRejection(
        api.post(
          `${P}recordSave`,
          { ...base, idempotency_key: 'bad-3', started_at: '2026-06-15T09:00:00Z', ended_at: '2026-06-15T08:00:00Z' },
          { keys: brand },
        ),
      ),
    ).toMatch(/ended_at/)
    expect(
      await expectRejection(
        api.post(`${P}recordSave`, { act_id: live, base_version: 0, idempotency_key: 'bad-4', ...blank, state: 'done' }, { keys: brand }),
      ),
    ).toMatch(/buyer_company/)
    // The same rule the phone checks before it queues a save (the contract's recordSave schema), in the request's language.
    expect(
      await expectRejection(
        api.post(
          `${P}recordSave`,
          { act_id: live, base_version: 0, idempotency_key: 'bad-5', ...blank, state: 'done', buyer_company: '   ' },
          { keys: brand, lan: 'cn' },
        ),
      ),
    ).toBe('字段 buyer_company：请填写现场会面的采购商')
    expect(
      await expectRejection(
        api.post(`${P}recordSave`, { ...base, idempotency_key: 'bad-6', outcome: 'no_fit', intent_amount: 500 }, { keys: brand }),
      ),
    ).toBe('Field intent_amount: a meeting with no fit has no intent amount')
  })

  it('refuses an online save over a stale base version: nothing of the other phone is overwritten', async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records.find((r) => r.state === 'scheduled' && r.version === list.records[0]!.version) ?? list.records[0]!
    const body = { act_id: live, record_id: record.id, ...blank, state: 'done' }
    const first = await expectData<Saved>(
      api.post(
        `${P}recordSave`,
        { ...body, base_version: record.version, idempotency_key: `stale-a-${record.id}`, outcome: 'deal', notes: 'phone A' },
        { keys: brand },
      ),
    )
    expect(first.status).toBe('saved')
    // Phone B saves, online, the draft it opened on the old version.
    const second = await expectData<Saved>(
      api.post(
        `${P}recordSave`,
        { ...body, base_version: record.version, idempotency_key: `stale-b-${record.id}`, outcome: 'no_fit', notes: 'phone B' },
        { keys: brand },
      ),
    )
    expect(second).toMatchObject({ status: 'conflict', record: { notes: 'phone A', outcome: 'deal', version: first.record.version } })
    const [stored] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, record.id))
    expect(stored).toMatchObject({ notes: 'phone A', outcome: 'deal', version: first.record.version })
  })

  it("refuses another brand's record and buyers", async () => {
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: brand }))
    const record = list.records[0]!
    const other = await api.loginAs('brand')
    const body = {
      act_id: live,
      record_id: record.id,
      base_version: record.version,
      idempotency_key: 'other-1',
      ...blank,
      state: 'no_show',
    }
    await expectForbidden(api.post(`${P}recordSave`, body, { keys: other }))
    await expectForbidden(api.post(`${P}recordSave`, { ...body, idempotency_key: 'buyer-1' }, { keys: buyer }))
    const [stored] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, record.id))
    expect(stored!.version).toBe(record.version)
  })
})

describe('what the console and the screens read', () => {
  it('counts records by state and gives a public header; a state set from outside bumps the version', async () => {
    const counts = await recordCountsByState(api.db, live)
    expect(Object.keys(counts).toSorted()).toEqual(['checked_in', 'done', 'in_progress', 'late', 'no_show', 'scheduled'])
    const total = await api.db.$count(meetingRecords, eq(meetingRecords.activityId, live))
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total)
    const [record] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.state, 'done')).limit(1)
    expect(await setRecordState(api.db, record!.id, { from: 'done', to: 'no_show', now: TEST_NOW })).toBe(true)
    expect(await setRecordState(api.db, record!.id, { from: 'done', to: 'no_show', now: TEST_NOW })).toBe(false)
    const head = await recordPublicHeader(api.db, record!.id)
    expect(head).toMatchObject({ state: 'no_show', version: record!.version + 1 })
    expect(head!.buyerCompany).not.toBe('')
  })

  it('follows the meetings: a moved meeting moves its record; a removed untouched one goes, a recorded one stays', async () => {
    // A meeting published at another activity gets its record at once.
    const upcoming = (await api.db.select().from(activities)).find((a) => a.countryCode === 'TR')!.id
    const [slot] = await api.db.select().from(eventSlots).where(eq(eventSlots.activityId, upcoming)).limit(1)
    const [meeting] = await api.db
      .insert(meetings)
      .values({
        activityId: upcoming,
        slotId: slot!.id,
        tableNo: 1,
        buyerUserId: buyer.userId,
        brandId: brand.brandId,
        publishedAt: TEST_NOW,
      })
      .returning()
    const [untouched] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.meetingId, meeting!.id))
    expect(untouched).toMatchObject({ state: 'scheduled', version: 1, tableNo: 1, activityId: upcoming })
    await api.db.update(meetings).set({ tableNo: 99 }).where(eq(meetings.id, untouched!.meetingId!))
    const [moved] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, untouched!.id))
    expect(moved!.tableNo).toBe(99)
    await api.db.delete(meetings).where(eq(meetings.id, untouched!.meetingId!))
    expect(await api.db.$count(meetingRecords, eq(meetingRecords.id, untouched!.id))).toBe(0)
    const [recorded] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.state, 'done')).limit(1)
    await api.db.delete(meetings).where(eq(meetings.id, recorded!.meetingId!))
    const [kept] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, recorded!.id))
    expect(kept).toMatchObject({ state: 'done', meetingId: null })
  })

  it("seeds a floor staffer of the demo brand, who sees the demo brand's records", async () => {
    const staff = await keysOf(liveStaffAccount.mobile)
    expect(staff.brandId).toBe(brand.brandId)
    const list = await expectData<List>(api.get(`${P}recordList`, { act_id: live }, { keys: staff }))
    expect(list.records.every((r) => r.brand.id === brand.brandId)).toBe(true)
  })

  it('seeds the past slots with plausible records', async () => {
    const rows = await api.db
      .select()
      .from(meetingRecords)
      .where(and(eq(meetingRecords.activityId, live), isNull(meetingRecords.updatedBy)))
    const done = rows.filter((r) => r.state === 'done')
    expect(done.length).toBeGreaterThan(0)
    expect(done.every((r) => r.outcome && r.endedAt && r.startedAt! < r.endedAt)).toBe(true)
  })
})
