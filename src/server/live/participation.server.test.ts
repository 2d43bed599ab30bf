// Integration (PGlite, or PostgreSQL when DATABASE_URL is set), through the real dispatcher: the
// one "takes part in this activity" check of the live endpoints that read or write an activity's
// people or records, endpoint × role × taking part or not; walk-ins only for a brand in the
// activity; and the public hall screens naming only verified buyers registered for it.
import { and, desc, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { activities, activityBrands, activityRegistrations, brands, buyerProfiles, liveEvents, meetingRecords, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, type Keys, type TestApi } from '../app/test-api.server'

const P = '/newApi/api_v2/Live/'
let api: TestApi
let live: number
let recordId: number
let recordBuyer: number
let recordBrand: number
type Caller = Keys & { userId: number }
const callers: Record<string, Caller | undefined> = {}

async function keysOf(mobile: string): Promise<Caller> {
  const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile))
  return { ...(await createSession(api.db, user!.id)), userId: user!.id }
}

async function userWith(role: 'buyer' | 'brand', values: { brandId?: number } = {}): Promise<Caller> {
  const [user] = await api.db
    .insert(users)
    .values({
      mobile: `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      role,
      name: `Participation ${role}`,
      company: `Participation ${role} Co.`,
      brandId: values.brandId ?? null,
    })
    .returning({ id: users.id })
  return { ...(await createSession(api.db, user!.id)), userId: user!.id }
}

beforeAll(async () => {
  api = await createTestApi()
  const rows = await api.db.select().from(activities)
  live = rows.find((a) => a.countryCode === 'EC' && a.kind === 'matching')!.id
  callers.organiser = await keysOf(demoAccounts.organiser.mobile)
  callers.brandIn = await keysOf(demoAccounts.brand.mobile)
  const taking = await api.db.select({ id: activityBrands.brandId }).from(activityBrands).where(eq(activityBrands.activityId, live))
  const [outsider] = await api.db
    .select({ id: brands.id })
    .from(brands)
    .where(
      notInArray(
        brands.id,
        taking.map((t) => t.id),
      ),
    )
    .limit(1)
  callers.brandOut = await userWith('brand', { brandId: outsider!.id })
  callers.buyerVerified = await keysOf(demoAccounts.buyer.mobile)
  // Registered for the activity, profile not verified yet.
  callers.buyerUnverified = await userWith('buyer')
  await api.db
    .insert(buyerProfiles)
    .values({ userId: callers.buyerUnverified.userId, company: 'Unverified Co.', contactName: 'U', countryCode: 'EC' })
  await api.db.insert(activityRegistrations).values({ activityId: live, userId: callers.buyerUnverified.userId })
  // No profile, no registration.
  callers.buyerOut = await userWith('buyer')
  callers.analyst = await api.loginAs('analyst')
  const [record] = await api.db
    .select()
    .from(meetingRecords)
    .where(
      and(
        eq(meetingRecords.activityId, live),
        eq(meetingRecords.brandId, (await api.db.select().from(users).where(eq(users.id, callers.brandIn.userId)))[0]!.brandId!),
      ),
    )
    .limit(1)
  recordId = record!.id
  recordBuyer = record!.buyerUserId!
  recordBrand = record!.brandId
  callers.recordBuyer = { ...(await createSession(api.db, recordBuyer)), userId: recordBuyer }
}, 300_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

const blank = {
  base_version: 0,
  state: 'in_progress',
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

let keyNo = 0
type Call = (keys: Keys) => ReturnType<TestApi['get']>
const calls: Record<string, Call> = {
  recordList: (keys) => api.get(`${P}recordList`, { act_id: live }, { keys }),
  recordHead: (keys) => api.get(`${P}recordHead`, { act_id: live, record_id: recordId }, { keys }),
  walkIn: (keys) =>
    api.post(
      `${P}recordSave`,
      { act_id: live, ...blank, idempotency_key: `p-${++keyNo}`, brand_id: recordBrand, buyer_company: 'Walk-in Co.' },
      { keys },
    ),
  demandPost: (keys) => api.post(`${P}demandPost`, { act_id: live, content: 'Frozen shrimp', quantity: '1 container' }, { keys }),
  checkinList: (keys) => api.get(`${P}checkinList`, { act_id: live }, { keys }),
  noShows: (keys) => api.get(`${P}noShows`, { act_id: live }, { keys }),
  announcementPost: (keys) => api.post(`${P}announcementPost`, { act_id: live, text_en: 'Lunch at noon', text_zh: '' }, { keys }),
}

// 'ok' = answered with data; 'no' = refused (403).
const matrix: Record<string, Record<string, 'ok' | 'no'>> = {
  recordList: { organiser: 'ok', brandIn: 'ok', brandOut: 'no', buyerVerified: 'no', buyerUnverified: 'no', buyerOut: 'no', analyst: 'no' },
  recordHead: { organiser: 'ok', brandIn: 'ok', brandOut: 'no', recordBuyer: 'ok', buyerUnverified: 'no', buyerOut: 'no', analyst: 'no' },
  walkIn: { organiser: 'ok', brandIn: 'ok', brandOut: 'no', buyerVerified: 'no', buyerOut: 'no', analyst: 'no' },
  demandPost: { organiser: 'no', brandIn: 'no', brandOut: 'no', buyerVerified: 'ok', buyerUnverified: 'no', buyerOut: 'no', analyst: 'no' },
  checkinList: { organiser: 'ok', brandIn: 'no', brandOut: 'no', buyerVerified: 'no', buyerOut: 'no', analyst: 'no' },
  noShows: { organiser: 'ok', brandIn: 'no', brandOut: 'no', buyerVerified: 'no', buyerOut: 'no', analyst: 'no' },
  announcementPost: { organiser: 'ok', brandIn: 'no', brandOut: 'no', buyerVerified: 'no', buyerOut: 'no', analyst: 'no' },
}

describe('takes part in this activity', () => {
  for (const [endpoint, roles] of Object.entries(matrix)) {
    for (const [role, expected] of Object.entries(roles)) {
      it(`${endpoint} × ${role} → ${expected === 'ok' ? 'answered' : 'refused'}`, async () => {
        const res = await calls[endpoint]!(callers[role]!)
        const outcome = res.status === 200 && res.body.code === 1 ? 'ok' : res.status === 403 && res.body.code === 0 ? 'no' : res.body.msg
        expect(outcome).toBe(expected)
      })
    }
  }

  it('refuses a brand outside the activity its buyers, in both languages, naming act_id', async () => {
    const en = await api.get(`${P}recordList`, { act_id: live }, { keys: callers.brandOut! })
    expect(en.body.msg).toMatch(/act_id/)
    expect(JSON.stringify(en.body)).not.toMatch(/user_id/)
    const cn = await api.get(`${P}recordList`, { act_id: live }, { keys: callers.brandOut!, lan: 'cn' })
    expect(cn.body.msg).toMatch(/act_id：您未参加活动/)
  })

  it('lists a brand in the activity only its verified buyers (as activityBuyerList does)', async () => {
    const list = await expectData<{ buyers: Array<{ user_id: number }> }>(
      api.get(`${P}recordList`, { act_id: live }, { keys: callers.brandIn! }),
    )
    expect(list.buyers.some((b) => b.user_id === callers.buyerUnverified!.userId)).toBe(false)
    const all = await expectData<{ buyers: Array<{ user_id: number }> }>(
      api.get(`${P}recordList`, { act_id: live }, { keys: callers.organiser! }),
    )
    expect(all.buyers.some((b) => b.user_id === callers.buyerUnverified!.userId)).toBe(true)
  })
})

describe('walk-ins and the public hall screens', () => {
  it("refuses the organiser's walk-in for a brand outside the activity, naming the brand field in words", async () => {
    const brandOutId = (await api.db.select().from(users).where(eq(users.id, callers.brandOut!.userId)))[0]!.brandId!
    const res = await api.post(
      `${P}recordSave`,
      { act_id: live, ...blank, idempotency_key: 'org-out', brand_id: brandOutId, buyer_company: 'X' },
      { keys: callers.organiser! },
    )
    expect(res.body).toMatchObject({ code: 0 })
    expect(res.body.msg).toMatch(/^Brand: brand \d+ does not take part in activity \d+$/)
  })

  it('shows no typed company and no unverified buyer on the board or the stream', async () => {
    const scam = 'SCAM ALERT: pay deposits to evil.example'
    const typed = await expectData<{ record: { id: number } }>(
      api.post(
        `${P}recordSave`,
        { act_id: live, ...blank, state: 'done', outcome: 'deal', intent_amount: 1000, idempotency_key: 'scam-1', buyer_company: scam },
        { keys: callers.brandIn! },
      ),
    )
    const unverified = await expectData<{ record: { id: number } }>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          ...blank,
          state: 'done',
          outcome: 'deal',
          intent_amount: 1000,
          idempotency_key: 'unverified-1',
          brand_id: recordBrand,
          buyer_user_id: callers.buyerUnverified!.userId,
        },
        { keys: callers.organiser! },
      ),
    )
    expect(typed.record.id).not.toBe(unverified.record.id)
    const events = await api.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.activityId, live), eq(liveEvents.type, 'record')))
      .orderBy(desc(liveEvents.seq))
      .limit(2)
    for (const event of events) expect((event.payload as { buyer: string }).buyer).toBe('')
    const board = await api.get(`${P}hallBoard`, { act_id: live })
    expect(JSON.stringify(board.body)).not.toContain(scam)
    expect(JSON.stringify(board.body)).not.toContain('Unverified Co.')
  })
})
