// Integration: no-shows from real presence (ADR 124) through the real dispatcher on PGlite, or on
// PostgreSQL when DATABASE_URL is set. At the grace (the activity's no-show minutes after the slot's
// start): a buyer checked in at the door but not at the table is late, not a no-show, and is nudged
// once by SMS; a buyer not checked in is a no-show; a meeting the brand started is left alone. A
// replacement gets the same grace. Proposals leave out buyers who met the brand, meet it later or
// are busy in that slot, and applying one never creates a second meeting of a buyer with a brand.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_SHOW_GRACE_MINUTES } from '../../api/contract/live-constants'
import { configureAuth } from '../auth/config.server'
import { createSession } from '../auth/session.server'
import {
  activities,
  activityRegistrations,
  buyerProfiles,
  eventBadges,
  eventSlots,
  eventTables,
  liveEvents,
  meetingRecords,
  meetings,
  meetingWishes,
  users,
} from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, expectRejection, TEST_NOW, type Keys, type TestApi } from '../app/test-api.server'
import { markNoShows } from '../live/public.server'

const P = '/newApi/api_v2/Live/'
const MINUTE = 60_000
let api: TestApi
let organiser: Keys
let live: number
let outbox: string
let slots: Array<{ id: number; startsAt: Date; endsAt: Date }>

type Candidate = { buyer_user_id: number; company: string }
type Open = { record_id: number; slot_id: number; table_no: number; brand: { id: number }; candidates: Array<Candidate> }
type Late = { record_id: number; table_no: number; buyer: string; arrived_at: string | null }
type Desk = { open: Array<Open>; late: Array<Late>; unrecovered: number }
type Applied = { meeting_id: number; record_id: number; notified: number }

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

const sms = () => {
  try {
    return readFileSync(join(outbox, 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string })
  } catch {
    return []
  }
}

const desk = () => expectData<Desk>(api.get(`${P}noShows`, { act_id: live }, { keys: organiser }))
const record = async (id: number) => (await api.db.select().from(meetingRecords).where(eq(meetingRecords.id, id)))[0]!
const checkIn = (userId: number) => expectData(api.post(`${P}checkin`, { act_id: live, user_id: userId }, { keys: organiser }))
const apply = (recordId: number, buyerUserId: number) =>
  api.post(`${P}noShowApply`, { act_id: live, record_id: recordId, buyer_user_id: buyerUserId }, { keys: organiser })

/** The slot-0 records chosen in the first test: late (checked in at the door), absent, started by the brand. */
let late: typeof meetingRecords.$inferSelect
let absent: typeof meetingRecords.$inferSelect
let started: typeof meetingRecords.$inferSelect
let lateMobile: string

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'presence-outbox-'))
  configureAuth({ outboxDir: outbox })
  api = await createTestApi()
  const [user] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts.organiser.mobile))
  organiser = await createSession(api.db, user!.id)
  live = (await api.db.select().from(activities)).find((a) => a.countryCode === 'EC' && a.kind === 'matching')!.id
  // The event day at TEST_NOW: the first slot started 15 minutes ago, nothing recorded, nobody at the door.
  slots = await api.db
    .select({ id: eventSlots.id, startsAt: eventSlots.startsAt, endsAt: eventSlots.endsAt })
    .from(eventSlots)
    .where(eq(eventSlots.activityId, live))
    .orderBy(asc(eventSlots.startsAt))
  const shift = TEST_NOW.getTime() - 15 * MINUTE - slots[0]!.startsAt.getTime()
  await api.db.execute(
    sql`UPDATE ${eventSlots} SET starts_at = starts_at + ${shift} * interval '1 millisecond', ends_at = ends_at + ${shift} * interval '1 millisecond' WHERE activity_id = ${live}`,
  )
  slots = slots.map((s) => ({ ...s, startsAt: new Date(s.startsAt.getTime() + shift), endsAt: new Date(s.endsAt.getTime() + shift) }))
  await api.db
    .update(meetingRecords)
    .set({ state: 'scheduled', outcome: null, checkedInAt: null, startedAt: null, endedAt: null })
    .where(eq(meetingRecords.activityId, live))
  await api.db.delete(liveEvents).where(eq(liveEvents.activityId, live))
  await api.db.update(eventBadges).set({ checkedInAt: null }).where(eq(eventBadges.activityId, live))
  await api.db.update(activities).set({ noShowMinutes: NO_SHOW_GRACE_MINUTES }).where(eq(activities.id, live))
}, 120_000)

afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

describe('no-shows from real presence', () => {
  it('judges nothing before the grace, then: at the door → late (nudged once), absent → no-show, started by the brand → left alone', async () => {
    const first = await api.db
      .select({ r: meetingRecords, mobile: users.mobile })
      .from(meetingRecords)
      .innerJoin(users, eq(users.id, meetingRecords.buyerUserId))
      .where(and(eq(meetingRecords.slotId, slots[0]!.id), isNotNull(meetingRecords.meetingId)))
      .orderBy(asc(meetingRecords.tableNo))
    // The late buyer has a number SMS may go to (a mainland Chinese one in the demo data).
    const lateRow = first.find((x) => x.mobile?.startsWith('+86'))!
    expect(lateRow).toBeDefined()
    late = lateRow.r
    lateMobile = lateRow.mobile!
    ;[absent, started] = first.filter((x) => x.r.id !== late.id).map((x) => x.r)
    expect(absent && started).toBeTruthy()

    await checkIn(late.buyerUserId!)
    // The brand starts its meeting at the table (as its phone saves it).
    const saved = await expectData<{ status: string }>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: started.id,
          base_version: started.version,
          idempotency_key: `presence-start-${started.id}`,
          ...blank,
          state: 'in_progress',
          checked_in_at: new Date(TEST_NOW.getTime() - 5 * MINUTE).toISOString(),
          started_at: new Date(TEST_NOW.getTime() - 4 * MINUTE).toISOString(),
        },
        { keys: organiser },
      ),
    )
    expect(saved.status).toBe('saved')

    // One minute before the grace ends nothing is judged.
    const before = new Date(slots[0]!.startsAt.getTime() + (NO_SHOW_GRACE_MINUTES - 1) * MINUTE)
    expect(await markNoShows(api.db, live, before)).toEqual([])

    // At TEST_NOW (15 minutes in), two sweeps at once: each meeting changes once.
    const [a, b] = await Promise.all([markNoShows(api.db, live, TEST_NOW), markNoShows(api.db, live, TEST_NOW)])
    const changed = [...a!, ...b!]
    expect(new Set(changed).size).toBe(changed.length)
    expect(changed).toContain(late.id)
    expect(changed).toContain(absent.id)
    expect(changed).not.toContain(started.id)
    expect((await record(late.id)).state).toBe('late')
    expect((await record(absent.id)).state).toBe('no_show')
    expect((await record(started.id)).state).toBe('in_progress')
    expect(await markNoShows(api.db, live, TEST_NOW)).toEqual([])

    // The nudge: one SMS, the platform's fixed words in both languages, under 140 characters.
    const nudges = sms().filter((m) => m.to === lateMobile && m.text.includes('is waiting for you'))
    expect(nudges).toHaveLength(1)
    expect(nudges[0]!.text).toContain(`Table ${late.tableNo} is waiting for you.`)
    expect(nudges[0]!.text).toContain(`${late.tableNo} 号桌正在等您。`)
    expect(nudges[0]!.text.length).toBeLessThan(140)

    // The screens heard it: a record event to `late`, and every meeting sits in exactly one tile.
    const events = await api.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(eq(liveEvents.activityId, live), eq(liveEvents.type, 'record')))
    expect(events.some((e) => (e.payload as { to: string; meeting_id: number }).to === 'late')).toBe(true)
    const hall = await expectData<{ figures: { states: Record<string, number> } }>(api.get(`${P}hallBoard`, { act_id: live }))
    const [all] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetingRecords)
      .where(eq(meetingRecords.activityId, live))
    const states = hall.figures.states
    expect(Object.values(states).reduce((x, y) => x + y, 0)).toBe(all!.n)
    expect(states.late).toBe(1)
    expect(states.in_progress).toBe(1)
    expect(states.no_show).toBe(changed.length - 1)

    // The console lists the late meeting apart from the no-shows; the phone's list shows its state.
    const board = await desk()
    expect(board.late.map((l) => l.record_id)).toEqual([late.id])
    expect(board.late[0]!.arrived_at).not.toBeNull()
    expect(board.open.some((o) => o.record_id === late.id)).toBe(false)
    expect(board.open.some((o) => o.record_id === absent.id)).toBe(true)
    const list = await expectData<{ records: Array<{ id: number; state: string }> }>(
      api.get(`${P}recordList`, { act_id: live }, { keys: organiser }),
    )
    expect(list.records.find((r) => r.id === late.id)!.state).toBe('late')

    // Only the sweep makes a meeting late: a phone cannot.
    const noShow = await record(absent.id)
    const refused = await expectRejection(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: absent.id,
          base_version: noShow.version,
          idempotency_key: `presence-late-${absent.id}`,
          ...blank,
          state: 'late',
        },
        { keys: organiser },
      ),
    )
    expect(refused).toMatch(/^State: a meeting becomes late only by itself/)
    expect((await record(absent.id)).state).toBe('no_show')

    // The buyer reaches the table: the brand checks them in from `late` like any meeting.
    const current = await record(late.id)
    const atTable = await expectData<{ status: string; record: { state: string } }>(
      api.post(
        `${P}recordSave`,
        {
          act_id: live,
          record_id: late.id,
          base_version: current.version,
          idempotency_key: `presence-arrived-${late.id}`,
          ...blank,
          state: 'checked_in',
          checked_in_at: TEST_NOW.toISOString(),
        },
        { keys: organiser },
      ),
    )
    expect(atTable.record.state).toBe('checked_in')
    // Still one nudge.
    expect(sms().filter((m) => m.to === lateMobile && m.text.includes('is waiting for you'))).toHaveLength(1)
  })
})

describe('replacement proposals', () => {
  /** A no-show whose proposals the exclusions left alone (for the apply tests). */
  let target: Open

  it('leave out buyers who met the brand, meet it later or are busy in that slot', async () => {
    // Every registered buyer comes to the door: those with meetings by the console, the others
    // (no badge is printed for a buyer without a meeting) stand in with a badge checked in.
    const registered = await api.db
      .select({ userId: activityRegistrations.userId })
      .from(activityRegistrations)
      .innerJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
      .where(eq(activityRegistrations.activityId, live))
    await api.db
      .insert(eventBadges)
      .values(registered.map((r) => ({ activityId: live, userId: r.userId, ticket: `PRESENCE${r.userId}` })))
      .onConflictDoNothing()
    const attendees = await api.db.select({ userId: eventBadges.userId }).from(eventBadges).where(eq(eventBadges.activityId, live))
    for (const a of attendees) await checkIn(a.userId)
    // Each attendee asks to meet each brand with a no-show here, unless they already meet it.
    const board = await desk()
    for (const o of board.open) {
      const withBrand = new Set(
        (
          await api.db
            .select({ u: meetings.buyerUserId })
            .from(meetings)
            .where(and(eq(meetings.activityId, live), eq(meetings.brandId, o.brand.id)))
        ).map((m) => m.u),
      )
      for (const { userId } of attendees) {
        if (withBrand.has(userId)) continue
        await api.db
          .insert(meetingWishes)
          .values({ activityId: live, buyerUserId: userId, brandId: o.brand.id, buyerLevel: 'must', buyerRank: 1 })
          .onConflictDoUpdate({
            target: [meetingWishes.activityId, meetingWishes.buyerUserId, meetingWishes.brandId],
            set: { buyerLevel: 'must' },
          })
      }
    }
    // Three proposals, each of a different buyer (and no-show), each then made ineligible one way.
    const pairs = (await desk()).open.flatMap((o) => o.candidates.map((c) => ({ open: o, buyer: c.buyer_user_id })))
    const taken = new Set<number>()
    const next = (test: (p: (typeof pairs)[number]) => boolean = () => true) => {
      const found = pairs.find((p) => !taken.has(p.buyer) && !taken.has(-p.open.record_id) && test(p))
      expect(found).toBeDefined()
      taken.add(found!.buyer)
      taken.add(-found!.open.record_id)
      return found!
    }
    const metBefore = next()
    const meetsLater = next((p) => p.open.brand.id !== metBefore.open.brand.id)
    const busyNow = next((p) => p.open.brand.id !== metBefore.open.brand.id && p.open.brand.id !== meetsLater.open.brand.id)
    target = next().open
    target = (await desk()).open.find((o) => o.record_id === target.record_id)!
    const tables = (await api.db.select({ no: eventTables.tableNo }).from(eventTables).where(eq(eventTables.activityId, live))).map(
      (t) => t.no,
    )
    const inSlot = (slotId: number) => api.db.select().from(meetings).where(eq(meetings.slotId, slotId))

    // One met the brand already today: a walk-in at its table, done.
    await api.db.insert(meetingRecords).values({
      activityId: live,
      brandId: metBefore.open.brand.id,
      buyerUserId: metBefore.buyer,
      state: 'done',
      checkedInAt: slots[0]!.startsAt,
      startedAt: slots[0]!.startsAt,
      endedAt: TEST_NOW,
      outcome: 'follow_up',
    })
    // One meets the brand later today: a published meeting in a later slot where both are free.
    let later: { slotId: number; table: number } | undefined
    for (const s of slots.slice(1)) {
      const rows = await inSlot(s.id)
      const table = tables.find((t) => !rows.some((m) => m.tableNo === t))
      if (table && !rows.some((m) => m.brandId === meetsLater.open.brand.id || m.buyerUserId === meetsLater.buyer)) {
        later = { slotId: s.id, table }
        break
      }
    }
    expect(later).toBeDefined()
    await api.db.insert(meetings).values({
      activityId: live,
      slotId: later!.slotId,
      tableNo: later!.table,
      buyerUserId: meetsLater.buyer,
      brandId: meetsLater.open.brand.id,
      publishedAt: TEST_NOW,
      createdAt: TEST_NOW,
    })
    // One is busy in that slot: another missed meeting of that slot (another brand's) is now theirs.
    const pairedWith = new Set(
      (
        await api.db
          .select({ b: meetings.brandId })
          .from(meetings)
          .where(and(eq(meetings.activityId, live), eq(meetings.buyerUserId, busyNow.buyer)))
      ).map((m) => m.b),
    )
    const lent = (await inSlot(busyNow.open.slot_id)).find(
      (m) => m.brandId !== busyNow.open.brand.id && !pairedWith.has(m.brandId) && m.buyerUserId !== busyNow.buyer,
    )
    expect(lent).toBeDefined()
    await api.db.update(meetings).set({ buyerUserId: busyNow.buyer }).where(eq(meetings.id, lent!.id))

    const after = (await desk()).open
    for (const p of [metBefore, meetsLater, busyNow]) {
      const open = after.find((o) => o.record_id === p.open.record_id)
      expect(open?.candidates.some((c) => c.buyer_user_id === p.buyer) ?? false).toBe(false)
      // Applying them anyway is refused with the field and the reason.
      expect(await expectRejection(apply(p.open.record_id, p.buyer))).toMatch(/^Buyer: buyer \d+ is not a proposed replacement/)
    }
    const cn = await expectRejection(
      api.post(
        `${P}noShowApply`,
        { act_id: live, record_id: metBefore.open.record_id, buyer_user_id: metBefore.buyer },
        { keys: organiser, lan: 'cn' },
      ),
    )
    expect(cn).toMatch(/^采购商：采购商 \d+ 不在替补建议中/)
    expect(target.candidates.length).toBeGreaterThan(0)
  })

  it('applied twice, or twice at once, a proposal makes one meeting', async () => {
    const pick = target.candidates[0]!.buyer_user_id
    const pair = async () =>
      (
        await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(meetings)
          .where(and(eq(meetings.activityId, live), eq(meetings.buyerUserId, pick), eq(meetings.brandId, target.brand.id)))
      )[0]!.n
    expect(await pair()).toBe(0)
    const results = await Promise.allSettled([
      expectData<Applied>(apply(target.record_id, pick)),
      expectData<Applied>(apply(target.record_id, pick)),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await pair()).toBe(1)
    // Once more, later: refused, still one meeting.
    expect(await expectRejection(apply(target.record_id, pick))).toMatch(/^Meeting record: this freed slot was already filled/)
    expect(await pair()).toBe(1)
    // Nor can the same buyer fill another no-show of that brand: they now have a meeting with it.
    const sameBrand = (await desk()).open.filter((o) => o.brand.id === target.brand.id && o.record_id !== target.record_id)
    for (const o of sameBrand) {
      expect(o.candidates.some((c) => c.buyer_user_id === pick)).toBe(false)
      await expectRejection(apply(o.record_id, pick))
    }
    expect(await pair()).toBe(1)
    // The database refuses a second meeting of the pair whatever writes it.
    // In a new slot of the activity, where neither meets anyone: only the pair index stands in the way.
    const last = slots.at(-1)!
    const [elsewhere] = await api.db
      .insert(eventSlots)
      .values({ activityId: live, startsAt: last.endsAt, endsAt: new Date(last.endsAt.getTime() + 30 * MINUTE) })
      .returning()
    type Failure = { message?: string; cause?: { message?: string; constraint?: string } } | undefined
    const failure = await api.db
      .insert(meetings)
      .values({ activityId: live, slotId: elsewhere!.id, tableNo: 1, buyerUserId: pick, brandId: target.brand.id })
      .then(
        () => undefined as Failure,
        (error: unknown) => error as Failure,
      )
    expect(`${failure?.message} ${failure?.cause?.message} ${failure?.cause?.constraint}`).toContain('meetings_pair_idx')
    expect(await pair()).toBe(1)
  })

  it('gives a replacement the same grace: judged 10 minutes after it was published, late when its buyer is at the door', async () => {
    // A replacement published now, in a running slot: its buyer (proposed, so checked in) is not judged for the grace.
    const board = await desk()
    const open = board.open.find((o) => o.candidates.length && o.record_id !== target.record_id)!
    const pick = open.candidates[0]!.buyer_user_id
    const publishedAt = new Date(TEST_NOW.getTime() + 2 * MINUTE)
    const created = await api.db.transaction(async (tx) => {
      const [missed] = await tx.select().from(meetingRecords).where(eq(meetingRecords.id, open.record_id))
      await tx.delete(meetings).where(eq(meetings.id, missed!.meetingId!))
      const [row] = await tx
        .insert(meetings)
        .values({
          activityId: live,
          slotId: open.slot_id,
          tableNo: open.table_no,
          buyerUserId: pick,
          brandId: open.brand.id,
          publishedAt,
          createdAt: publishedAt,
        })
        .returning({ id: meetings.id })
      return row!.id
    })
    const [replacement] = await api.db.select().from(meetingRecords).where(eq(meetingRecords.meetingId, created))
    expect(replacement!.state).toBe('scheduled')
    const at = (minutes: number) => new Date(publishedAt.getTime() + minutes * MINUTE)
    expect(await markNoShows(api.db, live, at(NO_SHOW_GRACE_MINUTES - 1))).not.toContain(replacement!.id)
    expect((await record(replacement!.id)).state).toBe('scheduled')
    expect(await markNoShows(api.db, live, at(NO_SHOW_GRACE_MINUTES))).toContain(replacement!.id)
    expect((await record(replacement!.id)).state).toBe('late')
    // Everyone is at the door now: nothing the sweep judged after the check-ins is a no-show.
    const judgedLater = await api.db
      .select({ state: meetingRecords.state })
      .from(meetingRecords)
      .where(
        and(
          eq(meetingRecords.activityId, live),
          inArray(meetingRecords.state, ['late', 'no_show']),
          sql`${meetingRecords.updatedAt} > ${TEST_NOW.toISOString()}::timestamptz`,
        ),
      )
    expect(judgedLater.every((r) => r.state === 'late')).toBe(true)
  })
})
