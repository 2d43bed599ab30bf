// Integration: the schedule on the event day (ADR 097) through the real dispatcher on
// PGlite, or on PostgreSQL when DATABASE_URL is set: moving a meeting (each refusal with its reason
// in both languages, then accepted, the record following), the automatic no-show (N per activity,
// marked once even when two instances sweep at once), replacements ranked by the scheduler's score
// with reasons, applying one (a new published meeting, both parties notified through the outbox),
// and the console's endpoints refused to a buyer and a brand.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverEnv } from '../../../app.config'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import { openDatabase } from '../db/client.server'
import { activities, eventBadges, eventSlots, liveEvents, meetingRecords, meetings, meetingWishes, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, expectForbidden, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'
import { markNoShows } from '../live/public.server'

const P = '/newApi/api_v2/Live/'
let api: TestApi
let organiser: Keys
let buyer: Keys
let brand: Keys
let live: number
let outbox: string
let slots: Array<{ id: number; startsAt: Date }>

type Candidate = { buyer_user_id: number; company: string; score: number; reasons: Array<string> }
type Open = {
  record_id: number
  slot_id: number
  table_no: number
  brand: { id: number; name: string }
  missed: { user_id: number | null; company: string }
  candidates: Array<Candidate>
}
type Board = { no_show_minutes: number; recovered: number; unrecovered: number; open: Array<Open> }

async function keysOf(mobile: string) {
  const [user] = await api.db.select().from(users).where(eq(users.mobile, mobile))
  return createSession(api.db, user!.id)
}

const recordEvents = async () =>
  (
    await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(liveEvents)
      .where(and(eq(liveEvents.activityId, live), eq(liveEvents.type, 'record'), sql`${liveEvents.payload}->>'to' = 'no_show'`))
  )[0]!.n

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'recovery-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  organiser = await keysOf(demoAccounts.organiser.mobile)
  buyer = await keysOf(demoAccounts.buyer.mobile)
  brand = await keysOf(demoAccounts.brand.mobile)
  live = (await api.db.select().from(activities)).find((a) => a.countryCode === 'EC' && a.kind === 'matching')!.id
  // The event day as it stands at TEST_NOW: the first slot started 15 minutes ago, nobody has
  // been checked in for a meeting yet.
  slots = await api.db
    .select({ id: eventSlots.id, startsAt: eventSlots.startsAt })
    .from(eventSlots)
    .where(eq(eventSlots.activityId, live))
    .orderBy(asc(eventSlots.startsAt))
  const shift = TEST_NOW.getTime() - 15 * 60_000 - slots[0]!.startsAt.getTime()
  await api.db.execute(
    sql`UPDATE ${eventSlots} SET starts_at = starts_at + ${shift} * interval '1 millisecond', ends_at = ends_at + ${shift} * interval '1 millisecond' WHERE activity_id = ${live}`,
  )
  await api.db
    .update(meetingRecords)
    .set({ state: 'scheduled', outcome: null, checkedInAt: null, startedAt: null, endedAt: null })
    .where(eq(meetingRecords.activityId, live))
  await api.db.delete(liveEvents).where(eq(liveEvents.activityId, live))
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('the console is the organiser’s', () => {
  it('refuses every console endpoint to a buyer and to a brand', async () => {
    const messages: Array<string> = []
    for (const keys of [buyer, brand]) {
      for (const sent of [
        api.get(`${P}noShows`, { act_id: live }, { keys }),
        api.post(`${P}noShowApply`, { act_id: live, record_id: 1, buyer_user_id: 1 }, { keys }),
        api.post(`${P}noShowSettings`, { act_id: live, no_show_minutes: 5 }, { keys }),
        api.post(`${P}meetingMove`, { act_id: live, meeting_id: 1, slot_id: 1, table_no: 1 }, { keys }),
      ]) {
        messages.push(await expectForbidden(sent))
      }
    }
    expect(messages).toEqual(Array(8).fill('Only an event organiser may do this'))
  })
})

/** The meetings of the activity's slot k, by table. */
const later = async (k: number) => api.db.select().from(meetings).where(eq(meetings.slotId, slots[k]!.id)).orderBy(asc(meetings.tableNo))

describe('moving a meeting', () => {
  it('refuses a busy buyer, a busy brand, a taken table and a slot of another activity, with the reason in both languages', async () => {
    const [a, b] = await later(2)
    const move = (body: Record<string, unknown>, lan: 'en' | 'cn' = 'en') =>
      expectRejection(api.post(`${P}meetingMove`, { act_id: live, meeting_id: a!.id, ...body }, { keys: organiser, lan }))
    expect(await move({ slot_id: slots[2]!.id, table_no: b!.tableNo })).toMatch(/^Table: table \d+ is taken at \d\d:\d\d/)
    expect(await move({ slot_id: slots[2]!.id, table_no: b!.tableNo }, 'cn')).toMatch(/^桌号：.*号桌已被占用/)
    // The buyer of `a` meets someone in another slot: moving there is refused for the buyer.
    const buyerElsewhere = await api.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.buyerUserId, a!.buyerUserId), sql`${meetings.slotId} <> ${a!.slotId}`))
    expect(buyerElsewhere.length).toBeGreaterThan(0)
    const freeTable = async (slotId: number) => {
      const used = new Set((await api.db.select().from(meetings).where(eq(meetings.slotId, slotId))).map((m) => m.tableNo))
      return [...Array(10).keys()].map((n) => n + 1).find((n) => !used.has(n)) ?? 1
    }
    const busySlot = buyerElsewhere[0]!.slotId
    expect(await move({ slot_id: busySlot, table_no: await freeTable(busySlot) })).toMatch(
      /^Time slot: the buyer already meets .+ at \d\d:\d\d/,
    )
    expect(await move({ slot_id: busySlot, table_no: await freeTable(busySlot) }, 'cn')).toMatch(/^时段：采购商在 .+ 已与 .+ 有洽谈/)
    const brandElsewhere = await api.db
      .select()
      .from(meetings)
      .where(
        and(eq(meetings.brandId, a!.brandId), sql`${meetings.slotId} <> ${a!.slotId}`, sql`${meetings.buyerUserId} <> ${a!.buyerUserId}`),
      )
    const brandSlots = new Set(brandElsewhere.map((m) => m.slotId))
    const buyerSlots = new Set(buyerElsewhere.map((m) => m.slotId))
    const brandOnly = [...brandSlots].find((s) => !buyerSlots.has(s))
    expect(brandOnly).toBeDefined()
    expect(await move({ slot_id: brandOnly!, table_no: await freeTable(brandOnly!) })).toMatch(/^Time slot: the brand already meets .+ at/)
    expect(await move({ slot_id: brandOnly!, table_no: await freeTable(brandOnly!) }, 'cn')).toMatch(/^时段：品牌方在 .+ 已与 .+ 有洽谈/)
    const [foreign] = await api.db
      .select()
      .from(eventSlots)
      .where(sql`${eventSlots.activityId} <> ${live}`)
      .limit(1)
    expect(await move({ slot_id: foreign!.id, table_no: 1 })).toMatch(/^Time slot: slot \d+ is not one of this activity's slots/)
    expect(await move({ slot_id: foreign!.id, table_no: 1 }, 'cn')).toMatch(/^时段：时段 \d+ 不属于本活动/)
    expect(await move({ slot_id: slots[2]!.id, table_no: 99 })).toMatch(/^Table: this activity has no table 99/)
  })

  it('moves a meeting to a free table of a free slot: the record follows and the screens are told', async () => {
    const [a] = await later(2)
    const before =
      (
        await api.db
          .select({ n: sql<number>`max(seq)::int` })
          .from(liveEvents)
          .where(eq(liveEvents.activityId, live))
      )[0]!.n ?? 0
    // A slot where neither the buyer nor the brand meets anyone, and a free table there.
    let target: { slotId: number; table: number } | undefined
    for (const slot of slots.slice(3)) {
      const rows = await api.db.select().from(meetings).where(eq(meetings.slotId, slot.id))
      if (rows.some((m) => m.buyerUserId === a!.buyerUserId || m.brandId === a!.brandId)) continue
      const used = new Set(rows.map((m) => m.tableNo))
      const table = [...Array(10).keys()].map((n) => n + 1).find((n) => !used.has(n))
      if (table) target = { slotId: slot.id, table }
      if (target) break
    }
    expect(target).toBeDefined()
    const moved = await expectData<{ slot_id: number; table_no: number }>(
      api.post(
        `${P}meetingMove`,
        { act_id: live, meeting_id: a!.id, slot_id: target!.slotId, table_no: target!.table },
        { keys: organiser },
      ),
    )
    expect(moved).toMatchObject({ slot_id: target!.slotId, table_no: target!.table })
    const [record] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.meetingId, a!.id))
    expect(record).toMatchObject({ slotId: target!.slotId, tableNo: target!.table })
    const events = await api.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.activityId, live), sql`${liveEvents.seq} > ${before}`))
    expect(events.map((e) => e.type)).toContain('refresh')
  })
})

describe('no-shows', () => {
  it('waits N minutes per activity (10 by default) before marking a meeting not checked in', async () => {
    const board = await expectData<Board>(api.post(`${P}noShowSettings`, { act_id: live, no_show_minutes: 20 }, { keys: organiser }))
    expect(board).toMatchObject({ no_show_minutes: 20 })
    // 15 minutes after the first slot's start, 20 are not over yet: nothing is marked.
    expect((await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))).unrecovered).toBe(0)
    expect(await recordEvents()).toBe(0)
    const refused = await expectRejection(api.post(`${P}noShowSettings`, { act_id: live, no_show_minutes: 0 }, { keys: organiser }))
    expect(refused).toMatch(/no_show_minutes/)
    await expectData(api.post(`${P}noShowSettings`, { act_id: live, no_show_minutes: 10 }, { keys: organiser }))
  })

  it('marks each overdue meeting once, even when two sweeps run at once', async () => {
    const due = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetingRecords)
      .where(and(eq(meetingRecords.slotId, slots[0]!.id), eq(meetingRecords.state, 'scheduled')))
    expect(due[0]!.n).toBeGreaterThan(0)
    const [first, second] = await Promise.all([markNoShows(api.db, live, TEST_NOW), markNoShows(api.db, live, TEST_NOW)])
    expect(first!.length + second!.length).toBe(due[0]!.n)
    expect(await recordEvents()).toBe(due[0]!.n)
    // Later sweeps find nothing more to mark in that slot; the future slots wait.
    expect(await markNoShows(api.db, live, TEST_NOW)).toEqual([])
    expect(await recordEvents()).toBe(due[0]!.n)
    const board = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
    expect(board.unrecovered).toBe(due[0]!.n)
    expect(board.open.length).toBe(due[0]!.n)
  })

  it.skipIf(!serverEnv().DATABASE_URL)('marks once across two instances on one PostgreSQL database', async () => {
    const other = await openDatabase({ databaseUrl: serverEnv().DATABASE_URL! })
    try {
      // The second slot is due 10 minutes after its start.
      const at = new Date(slots[1]!.startsAt.getTime() + 11 * 60_000)
      const shifted = new Date(TEST_NOW.getTime() + (at.getTime() - slots[1]!.startsAt.getTime()) + 30 * 60_000 - 15 * 60_000)
      const due = await api.db
        .select({ id: meetingRecords.id })
        .from(meetingRecords)
        .where(and(eq(meetingRecords.slotId, slots[1]!.id), eq(meetingRecords.state, 'scheduled')))
      const [a, b] = await Promise.all([markNoShows(api.db, live, shifted), markNoShows(other.db, live, shifted)])
      expect([...a!, ...b!].toSorted()).toEqual(due.map((d) => d.id).toSorted())
    } finally {
      await other.close()
    }
  })

  it('proposes checked-in buyers who wished to meet the brand and are free then, ranked by score with reasons', async () => {
    const board = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
    const open = board.open.find((o) => !o.missed.company.startsWith('x'))!
    // Nobody is checked in at the door yet: no proposals.
    expect(open.candidates).toEqual([])
    const wishers = await api.db
      .select({ userId: meetingWishes.buyerUserId })
      .from(meetingWishes)
      .where(
        and(
          eq(meetingWishes.activityId, live),
          eq(meetingWishes.brandId, open.brand.id),
          sql`${meetingWishes.buyerLevel} in ('must', 'like')`,
        ),
      )
    for (const w of wishers) await expectData(api.post(`${P}checkin`, { act_id: live, user_id: w.userId }, { keys: organiser }))
    const again = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
    const ranked = again.open.find((o) => o.record_id === open.record_id)!.candidates
    expect(ranked.length).toBeGreaterThan(0)
    expect(ranked.map((c) => c.score)).toEqual(ranked.map((c) => c.score).toSorted((x, y) => y - x))
    const busy = new Set(
      (await api.db.select({ u: meetings.buyerUserId }).from(meetings).where(eq(meetings.slotId, open.slot_id))).map((m) => m.u),
    )
    for (const c of ranked) {
      expect(busy.has(c.buyer_user_id)).toBe(false)
      expect(c.reasons.length).toBeGreaterThan(0)
      expect(c.reasons[0]).toMatch(/would like to meet|must-meet|has not answered/)
    }
    const zh = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser, lan: 'cn' }))
    expect(zh.open.find((o) => o.record_id === open.record_id)!.candidates[0]!.reasons[0]).toMatch(/会面/)
  })

  it('applies a proposal with a tap: a new meeting in that slot and table, both parties told, counted as recovered', async () => {
    const board = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
    const open = board.open.find((o) => o.candidates.length)!
    const pick = open.candidates[0]!
    const applied = await expectData<{ meeting_id: number; record_id: number; notified: number }>(
      api.post(`${P}noShowApply`, { act_id: live, record_id: open.record_id, buyer_user_id: pick.buyer_user_id }, { keys: organiser }),
    )
    expect(applied.notified).toBeGreaterThan(0)
    const [meeting] = await api.db.select().from(meetings).where(eq(meetings.id, applied.meeting_id))
    expect(meeting).toMatchObject({ slotId: open.slot_id, tableNo: open.table_no, buyerUserId: pick.buyer_user_id, brandId: open.brand.id })
    expect(meeting!.publishedAt).not.toBeNull()
    const [record] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, applied.record_id))
    expect(record).toMatchObject({ meetingId: applied.meeting_id, state: 'scheduled', buyerUserId: pick.buyer_user_id })
    // The no-show itself stays recorded, now recovered.
    const [missed] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, open.record_id))
    expect(missed).toMatchObject({ state: 'no_show', recoveredMeetingId: applied.meeting_id })
    const [person] = await api.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, pick.buyer_user_id))
    const sms = readFileSync(join(outbox, 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
    const told = sms.filter((m) => m.to === person!.mobile && m.text.includes(`table ${open.table_no}`))
    expect(told.length).toBe(1)
    // Platform wording only: no company or brand name (typed text) goes out by SMS.
    expect(told[0]!.text).not.toContain(open.brand.name)
    const after = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
    expect(after.recovered).toBe(1)
    expect(after.unrecovered).toBe(board.unrecovered - 1)
    expect(after.open.some((o) => o.record_id === open.record_id)).toBe(false)
    const hall = await expectData<{ figures: { no_shows_recovered: number; no_shows_unrecovered: number } }>(
      api.get(`${P}hallBoard`, { act_id: live }),
    )
    expect(hall.figures).toMatchObject({ no_shows_recovered: 1, no_shows_unrecovered: board.unrecovered - 1 })
    // A second tap (or a second organiser) changes nothing.
    const twice = await expectRejection(
      api.post(`${P}noShowApply`, { act_id: live, record_id: open.record_id, buyer_user_id: pick.buyer_user_id }, { keys: organiser }),
    )
    expect(twice).toMatch(/^Meeting record: this freed slot was already filled/)
  })

  it('refuses a buyer who was not proposed, naming the field', async () => {
    const board = await expectData<Board>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
    const open = board.open[0]!
    const [away] = await api.db.select({ userId: eventBadges.userId }).from(eventBadges).where(eq(eventBadges.activityId, live)).limit(1)
    const stranger = open.candidates.some((c) => c.buyer_user_id === away!.userId) ? 999_999 : away!.userId
    const msg = await expectRejection(
      api.post(`${P}noShowApply`, { act_id: live, record_id: open.record_id, buyer_user_id: stranger }, { keys: organiser, lan: 'cn' }),
    )
    expect(msg).toMatch(/^采购商：采购商 \d+ 不在替补建议中/)
  })
})
