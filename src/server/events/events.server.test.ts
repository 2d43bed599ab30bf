// Integration: the events endpoints through the real dispatcher on PGlite, or on
// PostgreSQL when DATABASE_URL is set: registration, verification, wishes from both sides with
// their permission checks, the scheduler (run, pin, forbid, re-run, publish) and meetings.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { activities, buyerProfiles, meetingWishes, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, expectForbidden, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

const P = '/newApi/api_v2/Events/'
let api: TestApi
let outbox: string
let organiser: Keys
let demoBuyer: Keys & { userId: number }
let demoBrand: Keys & { brandId: number }
let live: number
let upcoming: number

async function keysOf(mobile: string) {
  const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile))
  return { ...(await createSession(api.db, user!.id)), userId: user!.id, brandId: user!.brandId ?? 0 }
}

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'events-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  organiser = await keysOf(demoAccounts.organiser.mobile)
  demoBuyer = await keysOf(demoAccounts.buyer.mobile)
  demoBrand = await keysOf(demoAccounts.brand.mobile)
  const rows = await api.db.select().from(activities)
  live = rows.find((a) => a.countryCode === 'EC')!.id
  upcoming = rows.find((a) => a.countryCode === 'TR')!.id
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('activity page and hall', () => {
  it('gives the venue time zone, the agenda, brands by country and meeting counts to anyone', async () => {
    const info = await expectData<{
      time_zone: string
      agenda: Array<{ kind: string }>
      countries: Array<{ country_code: string; brands: Array<unknown> }>
      confirmed_meetings: number
      schedule_published: boolean
    }>(api.get(`${P}activityEventInfo`, { act_id: live }))
    expect(info.time_zone).toBe('America/Guayaquil')
    expect(info.agenda.map((a) => a.kind)).toEqual(['opening', 'meetings', 'closing'])
    expect(info.countries[0]!.country_code).toBe('EC')
    expect(info.countries[0]!.brands.length).toBeGreaterThan(0)
    expect(info.confirmed_meetings).toBeGreaterThan(0)
    expect(info.schedule_published).toBe(true)
  })

  it('groups the hall into country pavilions of booths with products', async () => {
    const hall = await expectData<{
      pavilions: Array<{ country_code: string; booths: Array<{ booth_no: string; products: Array<unknown> }> }>
    }>(api.get(`${P}exhibitionHall`, { act_id: upcoming }, { lan: 'cn' }))
    expect(hall.pavilions[0]!.country_code).toBe('TR')
    expect(hall.pavilions[0]!.booths[0]!.booth_no).toBe('TR-01')
    expect(hall.pavilions[0]!.booths[0]!.products.length).toBeGreaterThan(0)
  })

  it('refuses an unknown activity', async () => {
    expect(await expectRejection(api.get(`${P}activityEventInfo`, { act_id: 999_999 }))).toMatch(/act_id/)
  })
})

describe('registration through the activity form', () => {
  it('checks the answers in the request language, then registers', async () => {
    const buyer = await api.loginAs('buyer')
    expect(
      await expectRejection(api.post(`${P}activityRegister`, { act_id: upcoming, answers: { company: 'Acme' } }, { keys: buyer })),
    ).toBe('Contact person is required')
    expect(
      await expectRejection(
        api.post(
          `${P}activityRegister`,
          { act_id: upcoming, answers: { company: 'Acme', contact_name: 'A', mobile: '12', buyer_type: 'Importer' } },
          { keys: buyer, lan: 'cn' },
        ),
      ),
    ).toMatch(/^手机号：/)
    expect(
      await expectRejection(
        api.post(
          `${P}activityRegister`,
          { act_id: upcoming, answers: { company: 'Acme', contact_name: 'A', mobile: '+8613912345678', buyer_type: 'Pirate' } },
          { keys: buyer },
        ),
      ),
    ).toMatch(/Buyer type/)
    const ok = await expectData<{ registered: boolean }>(
      api.post(
        `${P}activityRegister`,
        { act_id: upcoming, answers: { company: 'Acme', contact_name: 'A', mobile: '+8613912345678', buyer_type: 'Importer' } },
        { keys: buyer },
      ),
    )
    expect(ok.registered).toBe(true)
    const status = await expectData<{ registered: boolean; verification: string | null }>(
      api.get(`${P}myEventStatus`, { act_id: upcoming }, { keys: buyer }),
    )
    expect(status).toMatchObject({ registered: true, verification: null })
  })

  it('refuses brands and anonymous callers', async () => {
    expect(await expectForbidden(api.post(`${P}activityRegister`, { act_id: upcoming, answers: {} }, { keys: demoBrand }))).toMatch(/buyer/)
    const res = await api.post(`${P}activityRegister`, { act_id: upcoming, answers: {} })
    expect(res.status).toBe(401)
  })
})

describe('online activities', () => {
  it('have no tables and give the join link only to registered buyers, never in public answers', async () => {
    const rows = await api.db.select().from(activities)
    const liveOnline = rows.find((a) => a.kind === 'online' && a.countryCode === 'CL')!
    const upcomingOnline = rows.find((a) => a.kind === 'online' && a.countryCode === 'ZA')!
    expect(liveOnline.joinUrl).toMatch(/^https:\/\//)
    const info = await api.get(`${P}activityEventInfo`, { act_id: liveOnline.id })
    expect((info.body.data as { agenda: Array<{ kind: string }> }).agenda.map((a) => a.kind)).toEqual(['opening', 'meetings', 'closing'])
    const publicInfo = await api.get('/newApi/Activity/getOpbActivityInfo', { act_id: liveOnline.id })
    expect(JSON.stringify([info.body, publicInfo.body])).not.toContain(liveOnline.joinUrl)
    expect((publicInfo.body.data as { venue: string }).venue).toBe('Online')

    const registered = await expectData<{ registered: boolean; join_url: string | null }>(
      api.get(`${P}myEventStatus`, { act_id: liveOnline.id }, { keys: demoBuyer }),
    )
    expect(registered).toMatchObject({ registered: true, join_url: liveOnline.joinUrl })
    const brand = await expectData<{ join_url: string | null }>(
      api.get(`${P}myEventStatus`, { act_id: liveOnline.id }, { keys: demoBrand }),
    )
    expect(brand.join_url).toBeNull()

    const newcomer = await api.loginAs('buyer')
    const before = await expectData<{ registered: boolean; join_url: string | null }>(
      api.get(`${P}myEventStatus`, { act_id: upcomingOnline.id }, { keys: newcomer }),
    )
    expect(before).toMatchObject({ registered: false, join_url: null })
    await expectData(
      api.post(
        `${P}activityRegister`,
        {
          act_id: upcomingOnline.id,
          answers: { company: 'Harbour Foods', contact_name: 'Liu', mobile: '+8613912345678', buyer_type: 'Importer' },
        },
        { keys: newcomer },
      ),
    )
    const after = await expectData<{ join_url: string | null }>(
      api.get(`${P}myEventStatus`, { act_id: upcomingOnline.id }, { keys: newcomer }),
    )
    expect(after.join_url).toBe(upcomingOnline.joinUrl)
  })
})

describe('buyer verification', () => {
  it('is for organisers only', async () => {
    expect(await expectForbidden(api.get(`${P}verificationQueue`, {}, { keys: demoBuyer }))).toMatch(/organiser/)
    expect(
      await expectForbidden(api.post(`${P}verifyBuyer`, { user_id: demoBuyer.userId, decision: 'verified' }, { keys: demoBrand })),
    ).toMatch(/organiser/)
    expect(
      await expectForbidden(
        api.post(`${P}verifyBuyer`, { user_id: demoBuyer.userId, decision: 'verified' }, { keys: demoBuyer, lan: 'cn' }),
      ),
    ).toMatch(/组织方/)
  })

  it('lists the waiting buyers and records a decision, a rejection needing a reason', async () => {
    const queue = await expectData<{
      list: Array<{ user_id: number; status: string; interests: { categories: Array<unknown> } }>
      counts: { submitted: number }
    }>(api.get(`${P}verificationQueue`, {}, { keys: organiser }))
    expect(queue.counts.submitted).toBe(4)
    expect(queue.list.every((p) => p.status === 'submitted')).toBe(true)
    const [first, second] = queue.list
    expect(
      await expectRejection(api.post(`${P}verifyBuyer`, { user_id: first!.user_id, decision: 'rejected' }, { keys: organiser })),
    ).toMatch(/reason/)
    await expectData(
      api.post(`${P}verifyBuyer`, { user_id: first!.user_id, decision: 'rejected', reason: 'No licence' }, { keys: organiser }),
    )
    await expectData(api.post(`${P}verifyBuyer`, { user_id: second!.user_id, decision: 'verified' }, { keys: organiser }))
    const [row] = await api.db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, first!.user_id))
    expect(row).toMatchObject({ status: 'rejected', reason: 'No licence' })
    const after = await expectData<{ counts: { submitted: number } }>(api.get(`${P}verificationQueue`, {}, { keys: organiser }))
    expect(after.counts.submitted).toBe(2)
  })
})

describe('buyer form and ranked wishes through the spec endpoints', () => {
  it("files a logged-in sender's profile with interests for verification (Buyers/pcForm2Post)", async () => {
    const buyer = await api.loginAs('none')
    const form = {
      company: 'Harbour Foods',
      contact_name: 'Liu',
      mobile: '+8613912340000',
      country_code: 'CN',
      member_category_ids: [1],
      interest_category_ids: [1],
      origin_countries: ['EC', 'TR'],
      annual_volume: '3 containers',
    }
    expect(
      await expectRejection(api.post('/newApi/api_v2/Buyers/pcForm2Post', { ...form, origin_countries: ['XX'] }, { keys: buyer })),
    ).toMatch(/origin_countries/)
    await expectData(api.post('/newApi/api_v2/Buyers/pcForm2Post', form, { keys: buyer }))
    const profile = await expectData<{ status: string; interests: { origin_countries: Array<{ code: string }> } }>(
      api.get(`${P}myBuyerProfile`, {}, { keys: buyer }),
    )
    expect(profile.status).toBe('submitted')
    expect(profile.interests.origin_countries.map((c) => c.code)).toEqual(['EC', 'TR'])
    const [user] = await api.db.select().from(users).where(eq(users.id, buyer.userId))
    expect(user!.role).toBe('buyer')
    // Anonymous senders still work (no profile).
    await expectData(api.post('/newApi/api_v2/Buyers/pcForm2Post', form))
  })

  it('sets ranked wishes with Looking/LookingPost only after registering, in the order given', async () => {
    const buyer = await api.loginAs('buyer')
    const brands = await expectData<{ list: Array<{ id: number }> }>(
      api.get('/newApi/api_v2/Looking/LookingForActivity', { act_id: upcoming }),
    )
    const [b1, b2, b3] = brands.list.map((b) => b.id)
    const wishes = [
      { brand_id: b2!, level: 'must', note: 'first' },
      { brand_id: b1!, level: 'like' },
      { brand_id: b3!, level: 'no' },
    ]
    const post = { act_id: upcoming, brand_ids: [b2, b1, b3], wishes }
    expect(await expectRejection(api.post('/newApi/api_v2/Looking/LookingPost', post, { keys: buyer }))).toMatch(/Register/)
    await expectData(
      api.post(
        `${P}activityRegister`,
        { act_id: upcoming, answers: { company: 'B', contact_name: 'C', mobile: '+8613911112222', buyer_type: 'Importer' } },
        { keys: buyer },
      ),
    )
    expect(
      await expectRejection(api.post('/newApi/api_v2/Looking/LookingPost', { ...post, brand_ids: [b1, b2, b3] }, { keys: buyer })),
    ).toMatch(/same order/)
    await expectData(api.post('/newApi/api_v2/Looking/LookingPost', post, { keys: buyer }))
    let mine = await expectData<{ list: Array<{ brand: { id: number }; rank: number; level: string; note: string }> }>(
      api.get(`${P}myWishes`, { act_id: upcoming }, { keys: buyer }),
    )
    expect(mine.list.map((w) => [w.brand.id, w.rank, w.level])).toEqual([
      [b2, 1, 'must'],
      [b1, 2, 'like'],
      [b3, 3, 'no'],
    ])
    expect(mine.list[0]!.note).toBe('first')
    // A new ranking replaces the old one; the history keeps both posts.
    await expectData(
      api.post(
        '/newApi/api_v2/Looking/LookingPost',
        { act_id: upcoming, brand_ids: [b1], wishes: [{ brand_id: b1!, level: 'must' }] },
        { keys: buyer },
      ),
    )
    mine = await expectData(api.get(`${P}myWishes`, { act_id: upcoming }, { keys: buyer }))
    expect(mine.list.map((w) => [w.brand.id, w.rank])).toEqual([[b1, 1]])
    const log = await expectData<{ total: number }>(api.get('/newApi/api_v2/Looking/lookingLog', { act_id: upcoming }, { keys: buyer }))
    expect(log.total).toBe(2)
  })

  it('filters activities by the month they run in', async () => {
    const list = await expectData<{ list: Array<{ id: number }> }>(
      api.get('/newApi/Activity/getOpbActivityList', { year: 2026, month: 6, page_size: 50 }),
    )
    expect(list.list.map((a) => a.id)).toContain(live)
    const none = await expectData<{ list: Array<unknown> }>(api.get('/newApi/Activity/getOpbActivityList', { year: 2030, month: 1 }))
    expect(none.list).toEqual([])
  })
})

describe('wishes from both sides', () => {
  it('lets a buyer read and edit only their own wishes', async () => {
    const mine = await expectData<{ list: Array<{ id: number; rank: number; level: string }> }>(
      api.get(`${P}myWishes`, { act_id: live }, { keys: demoBuyer }),
    )
    expect(mine.list.map((w) => w.rank)).toEqual([1, 2, 3, 4])
    const updated = await expectData<{ note: string }>(
      api.post(`${P}updateWish`, { wish_id: mine.list[0]!.id, note: 'Bring samples' }, { keys: demoBuyer }),
    )
    expect(updated.note).toBe('Bring samples')
    const [other] = await api.db
      .select()
      .from(meetingWishes)
      .where(and(eq(meetingWishes.activityId, live)))
    const someoneElse =
      other!.buyerUserId === demoBuyer.userId
        ? (await api.db.select().from(meetingWishes)).find((w) => w.buyerUserId !== demoBuyer.userId)!
        : other!
    expect(await expectForbidden(api.post(`${P}updateWish`, { wish_id: someoneElse.id, note: 'mine now' }, { keys: demoBuyer }))).toMatch(
      /not one of your wishes/,
    )
    const [untouched] = await api.db.select().from(meetingWishes).where(eq(meetingWishes.id, someoneElse.id))
    expect(untouched!.buyerNote).not.toBe('mine now')
  })

  it("refuses a brand reading or answering another brand's wishes", async () => {
    const own = await expectData<{ list: Array<{ id: number; buyer: { verification: string | null } }> }>(
      api.get(`${P}brandWishes`, { act_id: live }, { keys: demoBrand }),
    )
    expect(own.list.length).toBeGreaterThan(0)
    expect(await expectForbidden(api.get(`${P}brandWishes`, { brand_id: demoBrand.brandId + 1 }, { keys: demoBrand }))).toMatch(/brand_id/)
    const foreign = (await api.db.select().from(meetingWishes)).find((w) => w.brandId !== demoBrand.brandId)!
    expect(await expectForbidden(api.post(`${P}brandAnswerWish`, { wish_id: foreign.id, answer: 'accept' }, { keys: demoBrand }))).toMatch(
      /not addressed to your brand/,
    )
    const buyer = await api.get(`${P}brandWishes`, {}, { keys: demoBuyer })
    expect(buyer.status).toBe(403)
  })

  it('lets a brand accept a wish and ask a verified registered buyer to meet', async () => {
    const own = await expectData<{ list: Array<{ id: number; answer: string | null; level: string | null }> }>(
      api.get(`${P}brandWishes`, { act_id: live }, { keys: demoBrand }),
    )
    const open = own.list.find((w) => w.level && w.answer === null)!
    expect(await expectData(api.post(`${P}brandAnswerWish`, { wish_id: open.id, answer: 'accept' }, { keys: demoBrand }))).toEqual({
      id: open.id,
      answer: 'accept',
    })
    const buyers = await expectData<{ list: Array<{ user_id: number; asked: string | null }> }>(
      api.get(`${P}activityBuyerList`, { act_id: live }, { keys: demoBrand }),
    )
    const target = buyers.list.find((b) => b.asked === null)!
    await expectData(
      api.post(
        `${P}brandRequestMeeting`,
        { act_id: live, buyer_user_id: target.user_id, level: 'must', note: 'Our new crop' },
        { keys: demoBrand },
      ),
    )
    const unverified = await api.loginAs('buyer')
    expect(
      await expectRejection(
        api.post(`${P}brandRequestMeeting`, { act_id: live, buyer_user_id: unverified.userId, level: 'must' }, { keys: demoBrand }),
      ),
    ).toMatch(/verified buyer/)
  })
})

describe('the scheduler', () => {
  type Stats = { meetings: number; conflicts: number; pinned: number; mutual_must: number; mutual_must_met: number }
  type View = {
    meetings: Array<{
      id: number
      buyer: { user_id: number }
      brand: { id: number }
      slot_id: number
      table_no: number
      reasons: Array<string>
      published: boolean
      pinned: boolean
    }>
    unscheduled: Array<{ buyer_user_id: number; brand: { id: number } }>
    published_at: string | null
    to_notify: number
  }

  it('is for organisers only', async () => {
    expect(await expectForbidden(api.post(`${P}scheduleRun`, { act_id: live }, { keys: demoBuyer }))).toMatch(/organiser/)
    expect(await expectForbidden(api.get(`${P}scheduleView`, { act_id: live }, { keys: demoBrand }))).toMatch(/organiser/)
  })

  it('runs without conflicts, explains each meeting, keeps pins on re-run, drops forbidden pairs, publishes and notifies', async () => {
    const stats = await expectData<Stats>(api.post(`${P}scheduleRun`, { act_id: live }, { keys: organiser }))
    expect(stats.conflicts).toBe(0)
    expect(stats.meetings).toBeGreaterThan(10)
    let view = await expectData<View>(api.get(`${P}scheduleView`, { act_id: live }, { keys: organiser }))
    expect(view.published_at).toBeNull()
    expect(view.meetings.every((m) => m.reasons.length > 0 && !m.published)).toBe(true)
    const cn = await expectData<View>(api.get(`${P}scheduleView`, { act_id: live }, { keys: organiser, lan: 'cn' }))
    expect(cn.meetings[0]!.reasons.join('')).toMatch(/[\u4e00-\u9fff]/)
    // Volume fit: buyers whose volume covers the brand's minimum order say so, in both languages.
    expect(view.meetings.some((m) => m.reasons.some((r) => /covers the brand's minimum order/.test(r)))).toBe(true)
    expect(cn.meetings.some((m) => m.reasons.some((r) => /起订量/.test(r)))).toBe(true)

    // Pin one meeting, forbid another pair; re-run.
    const pinned = view.meetings[0]!
    const forbidden = view.meetings[1]!
    await expectData(
      api.post(
        `${P}pairRule`,
        { act_id: live, buyer_user_id: pinned.buyer.user_id, brand_id: pinned.brand.id, rule: 'pin' },
        { keys: organiser },
      ),
    )
    await expectData(
      api.post(
        `${P}pairRule`,
        { act_id: live, buyer_user_id: forbidden.buyer.user_id, brand_id: forbidden.brand.id, rule: 'forbid' },
        { keys: organiser },
      ),
    )
    const again = await expectData<Stats>(api.post(`${P}scheduleRun`, { act_id: live }, { keys: organiser }))
    expect(again.conflicts).toBe(0)
    expect(again.pinned).toBe(1)
    view = await expectData<View>(api.get(`${P}scheduleView`, { act_id: live }, { keys: organiser }))
    const kept = view.meetings.find((m) => m.buyer.user_id === pinned.buyer.user_id && m.brand.id === pinned.brand.id)!
    expect(kept).toMatchObject({ slot_id: pinned.slot_id, table_no: pinned.table_no, pinned: true })
    expect(kept.reasons[0]).toBe('pinned by the organiser')
    expect(view.meetings.some((m) => m.buyer.user_id === forbidden.buyer.user_id && m.brand.id === forbidden.brand.id)).toBe(false)

    // Nothing is visible to the parties until published.
    const before = await expectData<{ list: Array<unknown> }>(api.get(`${P}myMeetings`, { act_id: live }, { keys: demoBuyer }))
    expect(before.list).toEqual([])
    // The public docking list, read (and so cached) before publishing, must change with it:
    // publishing replaces the activity's scheduled dockings (new rows, new ids).
    const dockingList = async () => {
      const answer = await expectData<{ total: number; list: Array<{ id: number }> }>(
        api.get('/newApi/api_v2/Activity/getActivityDockingList', { act_id: live, page_size: 100 }),
      )
      return { total: answer.total, ids: answer.list.map((d) => d.id) }
    }
    const dockingsBefore = await dockingList()
    const published = await expectData<{ meetings: number; notified: number }>(
      api.post(`${P}schedulePublish`, { act_id: live }, { keys: organiser }),
    )
    expect(await dockingList()).not.toEqual(dockingsBefore)
    expect(published.meetings).toBe(view.meetings.length)
    expect(published.notified).toBeGreaterThan(0)
    // The scheduler's confirmation said beforehand how many people publishing tells.
    expect(published.notified).toBe(view.to_notify)
    const sms = join(outbox, 'sms.jsonl')
    expect(existsSync(sms)).toBe(true)
    expect(readFileSync(sms, 'utf8')).toContain(demoAccounts.buyer.mobile)

    const buyerSide = await expectData<{ list: Array<{ brand: { id: number }; table_no: number }> }>(
      api.get(`${P}myMeetings`, { act_id: live }, { keys: demoBuyer }),
    )
    expect(buyerSide.list.length).toBeGreaterThan(0)
    const brandSide = await expectData<{ list: Array<{ brand: { id: number } }> }>(api.get(`${P}myMeetings`, {}, { keys: demoBrand }))
    expect(brandSide.list.every((m) => m.brand.id === demoBrand.brandId)).toBe(true)
    const info = await expectData<{ confirmed_meetings: number }>(api.get(`${P}activityEventInfo`, { act_id: live }))
    expect(info.confirmed_meetings).toBe(view.meetings.length)
  })

  it('never schedules an unverified buyer or a pair where someone said no', async () => {
    const view = await expectData<View>(api.get(`${P}scheduleView`, { act_id: live }, { keys: organiser }))
    const profiles = await api.db.select().from(buyerProfiles)
    const status = new Map(profiles.map((p) => [p.userId, p.status]))
    const wishes = await api.db.select().from(meetingWishes).where(eq(meetingWishes.activityId, live))
    for (const m of view.meetings) {
      expect(status.get(m.buyer.user_id)).toBe('verified')
      const w = wishes.find((x) => x.buyerUserId === m.buyer.user_id && x.brandId === m.brand.id)!
      expect(w.buyerLevel).not.toBe('no')
      expect(w.brandAnswer).not.toBe('decline')
    }
  })
})

describe('a verified buyer who renames the company', () => {
  it('goes back to the verification queue under the new name; the same name keeps the verification', async () => {
    const buyer = await api.loginAs('buyer')
    await api.db
      .insert(buyerProfiles)
      .values({ userId: buyer.userId, company: 'Harbour Foods', contactName: 'Ana', countryCode: 'GB', status: 'verified' })
    const register = (company: string) =>
      expectData(api.post('/newApi/api_v2/login/register', { role: 'buyer', name: 'Ana', company, country_code: 'GB' }, { keys: buyer }))
    await register('Harbour Foods')
    expect((await expectData<{ status: string }>(api.get(`${P}myBuyerProfile`, {}, { keys: buyer }))).status).toBe('verified')
    await register('Famous Brand Imports')
    const profile = await expectData<{ status: string; company: string }>(api.get(`${P}myBuyerProfile`, {}, { keys: buyer }))
    expect(profile).toMatchObject({ status: 'submitted', company: 'Famous Brand Imports' })
    const queue = await expectData<{ list: Array<{ user_id: number; company: string }> }>(
      api.get(`${P}verificationQueue`, { status: 'submitted', page_size: 100 }, { keys: organiser }),
    )
    expect(queue.list.find((b) => b.user_id === buyer.userId)?.company).toBe('Famous Brand Imports')
  })
})
