/**
 * The schedule on the event day (ADR 097): the organiser moves a meeting to another
 * slot or table, and fills a no-show's freed slot with a buyer proposed by the scheduler's score.
 *
 * - Moving: refused with the reason (table taken in that slot, buyer or brand busy or away then,
 *   a slot or table not the activity's, a meeting under way or done). The record follows through
 *   the meetings trigger (ADR 086); the hall screens reload (`refresh`) and both parties get an SMS
 *   or a mail.
 * - No-shows: `markNoShows` (live's public module) judges overdue meetings by presence (late when
 *   the buyer is checked in at the door, else a no-show), on every heartbeat of the live hub and on
 *   each read of the console's list. Replacements for a freed slot are the buyers who wished to
 *   meet the brand, are checked in at the door, are free (and not away) in that slot and have no
 *   other meeting with the brand at the activity (one they had, have under way or still have to
 *   come: a replacement is a new conversation, never a second one), ranked by `scorePair` with its
 *   reasons. Applying one deletes the missed meeting (its recorded no-show stays, marked with the
 *   replacement) and publishes a new meeting in the same slot and table, in one transaction; the
 *   unique indexes of `meetings` (one per slot and table, buyer, brand; one per buyer and brand at
 *   an activity) make a second or concurrent apply fail cleanly instead of duplicating a meeting.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm'
import { meetingMove, noShowApply, noShowBoard, noShowSettings } from '../../api/contract/live'
import type { Db } from '../db/client.server'
import {
  activities,
  brands,
  buyerProfiles,
  eventBadges,
  eventSlots,
  eventTables,
  meetingRecords,
  meetings,
  meetingWishes,
  slotUnavailability,
  users,
} from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { fieldText } from '../http/messages'
import { requireActivity, requireOrganiser } from '../events/public.server'
import { markNoShows, noShowCounts, type RecordState } from '../live/public.server'
import { publishLive } from '../live/publish.server'
import { venueTimeZone } from '../../lib/venue-time-zone'
import { sendNotice, type Notice } from '../sms/notices.server'
import { describeReasons, scorePair } from './scheduler'
import { loadProblem, scoringContext } from './meetings.server'

type Activity = Awaited<ReturnType<typeof requireActivity>>

/** Proposals shown per no-show. */
const PROPOSALS = 5

const clock = (at: Date, activity: Activity) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: venueTimeZone(activity.countryCode),
  }).format(at)

/**
 * Tells a meeting's buyer and the brand's accounts (SMS to an allowed number, else mail) with a
 * platform template that carries no typed text. Returns how many were told.
 */
async function tellParties(db: Db, party: { buyerUserId: number; brandId: number }, notice: Notice, now: Date) {
  const columns = { id: users.id, mobile: users.mobile, email: users.email, contact: users.contactEmail }
  const people = await db
    .select(columns)
    .from(users)
    .where(or(eq(users.id, party.buyerUserId), and(eq(users.brandId, party.brandId), eq(users.role, 'brand'))))
    .orderBy(asc(users.id))
  let told = 0
  for (const user of people) {
    try {
      if ((await sendNotice({ mobile: user.mobile, email: user.email ?? user.contact }, notice, now)) !== 'none') told += 1
    } catch (error) {
      console.warn(`[recovery] could not notify user ${user.id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return told
}

// ─── moving ────────────────────────────────────────────────────────────────────────────

async function moveMeeting(db: Db, activity: Activity, input: { meeting_id: number; slot_id: number; table_no: number }, now: Date) {
  const [meeting] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, input.meeting_id), eq(meetings.activityId, activity.id), isNotNull(meetings.publishedAt)))
  if (!meeting) {
    throw new ApiError(
      fieldText('meeting_id', {
        en: `no published meeting ${input.meeting_id} at this activity`,
        cn: `本活动没有已发布的洽谈 ${input.meeting_id}`,
      }),
    )
  }
  const [record] = await db.select({ state: meetingRecords.state }).from(meetingRecords).where(eq(meetingRecords.meetingId, meeting.id))
  if (record && (record.state === 'in_progress' || record.state === 'done')) {
    throw new ApiError(
      fieldText('meeting_id', {
        en: 'this meeting is under way or done; it stays where it was recorded',
        cn: '该洽谈已开始或已结束，不能再调整',
      }),
    )
  }
  const [slot] = await db
    .select()
    .from(eventSlots)
    .where(and(eq(eventSlots.id, input.slot_id), eq(eventSlots.activityId, activity.id)))
  if (!slot) {
    throw new ApiError(
      fieldText('slot_id', { en: `slot ${input.slot_id} is not one of this activity's slots`, cn: `时段 ${input.slot_id} 不属于本活动` }),
    )
  }
  const [table] = await db
    .select()
    .from(eventTables)
    .where(and(eq(eventTables.activityId, activity.id), eq(eventTables.tableNo, input.table_no)))
  if (!table) {
    throw new ApiError(
      fieldText('table_no', { en: `this activity has no table ${input.table_no}`, cn: `本活动没有 ${input.table_no} 号洽谈桌` }),
    )
  }
  const at = clock(slot.startsAt, activity)
  const others = await db
    .select({ m: meetings, brandEn: brands.nameEn, brandZh: brands.nameZh, company: users.company })
    .from(meetings)
    .innerJoin(brands, eq(brands.id, meetings.brandId))
    .innerJoin(users, eq(users.id, meetings.buyerUserId))
    .where(and(eq(meetings.slotId, slot.id), ne(meetings.id, meeting.id)))
  const buyerBusy = others.find((o) => o.m.buyerUserId === meeting.buyerUserId)
  if (buyerBusy) {
    throw new ApiError(
      fieldText('slot_id', {
        en: `the buyer already meets ${buyerBusy.brandEn} at ${at}`,
        cn: `采购商在 ${at} 已与 ${buyerBusy.brandZh} 有洽谈`,
      }),
    )
  }
  const brandBusy = others.find((o) => o.m.brandId === meeting.brandId)
  if (brandBusy) {
    throw new ApiError(
      fieldText('slot_id', {
        en: `the brand already meets ${brandBusy.company} at ${at}`,
        cn: `品牌方在 ${at} 已与 ${brandBusy.company} 有洽谈`,
      }),
    )
  }
  const away = await db
    .select({ partyType: slotUnavailability.partyType })
    .from(slotUnavailability)
    .where(
      and(
        eq(slotUnavailability.slotId, slot.id),
        or(
          and(eq(slotUnavailability.partyType, 'buyer'), eq(slotUnavailability.partyId, meeting.buyerUserId)),
          and(eq(slotUnavailability.partyType, 'brand'), eq(slotUnavailability.partyId, meeting.brandId)),
        ),
      ),
    )
  if (away.length) {
    const buyer = away.some((a) => a.partyType === 'buyer')
    throw new ApiError(
      fieldText('slot_id', {
        en: `the ${buyer ? 'buyer' : 'brand'} said they are away at ${at}`,
        cn: `${buyer ? '采购商' : '品牌方'}已说明 ${at} 不在场`,
      }),
    )
  }
  const taken = others.find((o) => o.m.tableNo === input.table_no)
  if (taken) {
    throw new ApiError(
      fieldText('table_no', {
        en: `table ${input.table_no} is taken at ${at} (${taken.brandEn} meets ${taken.company})`,
        cn: `${at} 的 ${input.table_no} 号桌已被占用（${taken.brandZh} 与 ${taken.company}）`,
      }),
    )
  }
  if (meeting.slotId === slot.id && meeting.tableNo === input.table_no) {
    return { meeting_id: meeting.id, slot_id: slot.id, table_no: meeting.tableNo, starts_at: slot.startsAt.toISOString() }
  }
  try {
    await db.update(meetings).set({ slotId: slot.id, tableNo: input.table_no }).where(eq(meetings.id, meeting.id))
  } catch {
    // Another organiser took the place a moment ago (the unique indexes of `meetings`).
    throw new ApiError(
      fieldText('slot_id', { en: 'that place was just taken; reload and pick another', cn: '该位置刚被占用，请刷新后另选' }),
    )
  }
  await publishLive(db, activity.id, { type: 'refresh' })
  await tellParties(db, meeting, { kind: 'meeting_moved', activityId: activity.id, at, tableNo: input.table_no }, now)
  return { meeting_id: meeting.id, slot_id: slot.id, table_no: input.table_no, starts_at: slot.startsAt.toISOString() }
}

// ─── no-show recovery ──────────────────────────────────────────────────────────────────

type OpenNoShow = {
  recordId: number
  meetingId: number | null
  slotId: number
  startsAt: Date
  endsAt: Date
  tableNo: number
  brandId: number
  brandEn: string
  brandZh: string
  missedUserId: number | null
  missedCompany: string
}

/** The activity's no-shows whose slot is not over and not yet filled (one record, or all). */
async function openNoShows(db: Db, activityId: number, now: Date, recordId?: number): Promise<Array<OpenNoShow>> {
  const rows = await db
    .select({
      recordId: meetingRecords.id,
      meetingId: meetingRecords.meetingId,
      slotId: eventSlots.id,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
      tableNo: meetingRecords.tableNo,
      brandId: meetingRecords.brandId,
      brandEn: brands.nameEn,
      brandZh: brands.nameZh,
      missedUserId: meetingRecords.buyerUserId,
      missedCompany: users.company,
      typed: meetingRecords.buyerCompany,
    })
    .from(meetingRecords)
    .innerJoin(eventSlots, eq(eventSlots.id, meetingRecords.slotId))
    .innerJoin(brands, eq(brands.id, meetingRecords.brandId))
    .leftJoin(users, eq(users.id, meetingRecords.buyerUserId))
    .where(
      and(
        eq(meetingRecords.activityId, activityId),
        eq(meetingRecords.state, 'no_show'),
        isNull(meetingRecords.recoveredMeetingId),
        isNotNull(meetingRecords.tableNo),
        gt(eventSlots.endsAt, now),
        ...(recordId ? [eq(meetingRecords.id, recordId)] : []),
      ),
    )
    .orderBy(asc(eventSlots.startsAt), asc(meetingRecords.tableNo))
  return rows.map((r) => ({ ...r, tableNo: r.tableNo!, missedCompany: r.missedCompany || r.typed }))
}

type Candidate = {
  buyerUserId: number
  company: string
  name: string
  countryCode: string
  score: number
  reasons: { en: Array<string>; zh: Array<string> }
}

/**
 * Replacements for each open no-show: buyers who wished (must / like) to meet the brand, checked
 * in at the door, with no meeting and not away in that slot, and with no meeting with the brand
 * at the activity (had, under way or to come), ranked by the scheduler's score.
 */
async function proposals(db: Db, activityId: number, open: Array<OpenNoShow>): Promise<Map<number, Array<Candidate>>> {
  const out = new Map<number, Array<Candidate>>()
  if (!open.length) return out
  const brandIds = [...new Set(open.map((o) => o.brandId))]
  const slotIds = [...new Set(open.map((o) => o.slotId))]
  const [wishers, busy, away, paired, met] = await Promise.all([
    db
      .select({
        brandId: meetingWishes.brandId,
        userId: meetingWishes.buyerUserId,
        company: buyerProfiles.company,
        userCompany: users.company,
        name: users.name,
        contact: buyerProfiles.contactName,
        countryCode: users.countryCode,
      })
      .from(meetingWishes)
      .innerJoin(
        eventBadges,
        and(
          eq(eventBadges.activityId, meetingWishes.activityId),
          eq(eventBadges.userId, meetingWishes.buyerUserId),
          isNotNull(eventBadges.checkedInAt),
        ),
      )
      .innerJoin(users, eq(users.id, meetingWishes.buyerUserId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, meetingWishes.buyerUserId))
      .where(
        and(
          eq(meetingWishes.activityId, activityId),
          inArray(meetingWishes.brandId, brandIds),
          inArray(meetingWishes.buyerLevel, ['must', 'like']),
        ),
      ),
    db.select({ slotId: meetings.slotId, userId: meetings.buyerUserId }).from(meetings).where(inArray(meetings.slotId, slotIds)),
    db
      .select({ slotId: slotUnavailability.slotId, userId: slotUnavailability.partyId })
      .from(slotUnavailability)
      .where(and(inArray(slotUnavailability.slotId, slotIds), eq(slotUnavailability.partyType, 'buyer'))),
    // A meeting with the brand at this activity, earlier, now or later (published or not).
    db
      .select({ brandId: meetings.brandId, userId: meetings.buyerUserId })
      .from(meetings)
      .where(and(eq(meetings.activityId, activityId), inArray(meetings.brandId, brandIds))),
    // A record with the brand that is not a no-show: a walk-in, or a meeting since replaced that
    // did take place. (A buyer who missed an earlier meeting with the brand did not meet it.)
    db
      .select({ brandId: meetingRecords.brandId, userId: meetingRecords.buyerUserId })
      .from(meetingRecords)
      .where(
        and(
          eq(meetingRecords.activityId, activityId),
          inArray(meetingRecords.brandId, brandIds),
          isNotNull(meetingRecords.buyerUserId),
          ne(meetingRecords.state, 'no_show'),
        ),
      ),
  ])
  if (!wishers.length) {
    for (const o of open) out.set(o.recordId, [])
    return out
  }
  const taken = new Set([...busy, ...away].map((b) => `${b.slotId}:${b.userId}`))
  const withBrand = new Set([...paired, ...met].map((p) => `${p.brandId}:${p.userId}`))
  const { base, labels, categoryParents } = await scoringContext(db, await loadProblem(db, activityId))
  const positive = new Map<number, number>()
  for (const w of base.buyerWishes) if (w.level !== 'no') positive.set(w.buyerId, (positive.get(w.buyerId) ?? 0) + 1)
  for (const o of open) {
    const brand = base.brands.find((b) => b.id === o.brandId)
    const list: Array<Candidate> = []
    for (const w of wishers) {
      if (w.brandId !== o.brandId || w.userId === o.missedUserId) continue
      if (taken.has(`${o.slotId}:${w.userId}`) || withBrand.has(`${o.brandId}:${w.userId}`)) continue
      const buyer = base.buyers.find((b) => b.id === w.userId)
      if (!brand || !buyer) continue
      const scored = scorePair({
        buyer,
        brand,
        buyerWish: base.buyerWishes.find((x) => x.buyerId === buyer.id && x.brandId === brand.id),
        brandWish: base.brandWishes.find((x) => x.buyerId === buyer.id && x.brandId === brand.id),
        buyerPositiveWishes: positive.get(buyer.id) ?? 0,
        forbidden: (base.forbidden ?? []).some((f) => f.buyerId === buyer.id && f.brandId === brand.id),
        categoryParents,
        allowOneSided: true,
      })
      if (!scored.eligible) continue
      list.push({
        buyerUserId: w.userId,
        company: w.company || w.userCompany || '',
        name: w.contact || w.name || '',
        countryCode: w.countryCode ?? '',
        score: scored.score,
        reasons: { en: describeReasons(scored.reasons, 'en-US', labels), zh: describeReasons(scored.reasons, 'zh-CN', labels) },
      })
    }
    out.set(
      o.recordId,
      list.toSorted((a, b) => b.score - a.score || a.buyerUserId - b.buyerUserId),
    )
  }
  return out
}

/** Whether a failed write broke the named constraint (the driver's error, or the one it wraps). */
function violates(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { constraint: name, constraint_name: alt, message } = e as { constraint?: string; constraint_name?: string; message?: string }
    if (name === constraint || alt === constraint || message?.includes(constraint)) return true
  }
  return false
}

/** Late meetings (buyer at the venue, not at the table) whose slot is not over. */
async function lateMeetings(db: Db, activityId: number, now: Date, lan: Lan) {
  const rows = await db
    .select({
      recordId: meetingRecords.id,
      slotId: eventSlots.id,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
      tableNo: meetingRecords.tableNo,
      brandEn: brands.nameEn,
      brandZh: brands.nameZh,
      company: buyerProfiles.company,
      userCompany: users.company,
      typed: meetingRecords.buyerCompany,
      arrivedAt: eventBadges.checkedInAt,
    })
    .from(meetingRecords)
    .innerJoin(eventSlots, eq(eventSlots.id, meetingRecords.slotId))
    .innerJoin(brands, eq(brands.id, meetingRecords.brandId))
    .leftJoin(users, eq(users.id, meetingRecords.buyerUserId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, meetingRecords.buyerUserId))
    .leftJoin(eventBadges, and(eq(eventBadges.activityId, meetingRecords.activityId), eq(eventBadges.userId, meetingRecords.buyerUserId)))
    .where(and(eq(meetingRecords.activityId, activityId), eq(meetingRecords.state, 'late'), gt(eventSlots.endsAt, now)))
    .orderBy(asc(eventSlots.startsAt), asc(meetingRecords.tableNo))
  return rows.map((r) => ({
    record_id: r.recordId,
    slot_id: r.slotId,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    table_no: r.tableNo ?? 0,
    brand: pick(lan, r.brandEn, r.brandZh),
    buyer: r.company || r.userCompany || r.typed,
    arrived_at: r.arrivedAt ? r.arrivedAt.toISOString() : null,
  }))
}

async function applyProposal(db: Db, activity: Activity, input: { record_id: number; buyer_user_id: number }, now: Date) {
  const [open] = await openNoShows(db, activity.id, now, input.record_id)
  if (!open) {
    const [row] = await db
      .select({ state: meetingRecords.state, recovered: meetingRecords.recoveredMeetingId })
      .from(meetingRecords)
      .where(and(eq(meetingRecords.id, input.record_id), eq(meetingRecords.activityId, activity.id)))
    throw new ApiError(
      !row || row.state !== 'no_show'
        ? fieldText('record_id', {
            en: `record ${input.record_id} is not a no-show of this activity`,
            cn: `记录 ${input.record_id} 不是本活动的缺席洽谈`,
          })
        : row.recovered
          ? fieldText('record_id', { en: 'this freed slot was already filled', cn: '该空出的时段已安排了替补' })
          : fieldText('record_id', { en: 'this slot is over; nothing to fill', cn: '该时段已结束，无法安排替补' }),
    )
  }
  const candidate = (await proposals(db, activity.id, [open])).get(open.recordId)?.find((c) => c.buyerUserId === input.buyer_user_id)
  if (!candidate) {
    throw new ApiError(
      fieldText('buyer_user_id', {
        en: `buyer ${input.buyer_user_id} is not a proposed replacement (wished to meet the brand, checked in, free in that slot, no other meeting with the brand)`,
        cn: `采购商 ${input.buyer_user_id} 不在替补建议中（需希望与该品牌会面、已签到、该时段空闲、未与该品牌另有洽谈）`,
      }),
    )
  }
  let meetingId: number
  try {
    meetingId = await db.transaction(async (tx) => {
      // The missed meeting goes; its recorded no-show stays (version > 1: the trigger keeps it).
      if (open.meetingId !== null) await tx.delete(meetings).where(eq(meetings.id, open.meetingId))
      const [created] = await tx
        .insert(meetings)
        .values({
          activityId: activity.id,
          slotId: open.slotId,
          tableNo: open.tableNo,
          buyerUserId: candidate.buyerUserId,
          brandId: open.brandId,
          score: candidate.score,
          reasons: candidate.reasons,
          publishedAt: now,
          createdAt: now,
        })
        .returning({ id: meetings.id })
      await tx.update(meetingRecords).set({ recoveredMeetingId: created!.id }).where(eq(meetingRecords.id, open.recordId))
      return created!.id
    })
  } catch (error) {
    // A concurrent apply got there first: the unique indexes of `meetings` refused the insert.
    throw new ApiError(
      violates(error, 'meetings_pair_idx')
        ? fieldText('buyer_user_id', {
            en: 'this buyer was just given a meeting with the brand; reload the proposals',
            cn: '该采购商刚刚已安排与该品牌的洽谈，请刷新建议',
          })
        : fieldText('record_id', { en: 'this freed slot was just filled; reload the proposals', cn: '该时段刚刚安排了替补，请刷新建议' }),
    )
  }
  const [record] = await db.select({ id: meetingRecords.id }).from(meetingRecords).where(eq(meetingRecords.meetingId, meetingId))
  await publishLive(db, activity.id, { type: 'refresh' })
  const at = clock(open.startsAt, activity)
  const notified = await tellParties(
    db,
    { buyerUserId: candidate.buyerUserId, brandId: open.brandId },
    { kind: 'meeting_added', activityId: activity.id, at, tableNo: open.tableNo },
    now,
  )
  return { meeting_id: meetingId, record_id: record?.id ?? 0, notified }
}

export const recoveryHandlers: Array<BoundHandler> = [
  handle(meetingMove, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    return moveMeeting(db, activity, input, now)
  }),

  handle(noShowBoard, async (input, { db, session, lan, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    await markNoShows(db, activity.id, now)
    const open = await openNoShows(db, activity.id, now)
    const ranked = await proposals(db, activity.id, open)
    const counts = await noShowCounts(db, activity.id)
    const [slotRows, tableRows, meetingRows] = await Promise.all([
      db.select().from(eventSlots).where(eq(eventSlots.activityId, activity.id)).orderBy(asc(eventSlots.startsAt)),
      db
        .select({ no: eventTables.tableNo })
        .from(eventTables)
        .where(eq(eventTables.activityId, activity.id))
        .orderBy(asc(eventTables.tableNo)),
      db
        .select({
          id: meetings.id,
          slotId: meetings.slotId,
          tableNo: meetings.tableNo,
          brandEn: brands.nameEn,
          brandZh: brands.nameZh,
          company: buyerProfiles.company,
          userCompany: users.company,
          state: meetingRecords.state,
        })
        .from(meetings)
        .innerJoin(brands, eq(brands.id, meetings.brandId))
        .innerJoin(users, eq(users.id, meetings.buyerUserId))
        .leftJoin(buyerProfiles, eq(buyerProfiles.userId, meetings.buyerUserId))
        .leftJoin(meetingRecords, eq(meetingRecords.meetingId, meetings.id))
        .where(and(eq(meetings.activityId, activity.id), isNotNull(meetings.publishedAt)))
        .orderBy(asc(meetings.slotId), asc(meetings.tableNo)),
    ])
    return {
      act_id: activity.id,
      no_show_minutes: activity.noShowMinutes,
      recovered: counts.recovered,
      unrecovered: counts.unrecovered,
      slots: slotRows.map((r) => ({ id: r.id, starts_at: r.startsAt.toISOString(), ends_at: r.endsAt.toISOString() })),
      tables: tableRows.map((r) => r.no),
      meetings: meetingRows.map((r) => ({
        id: r.id,
        slot_id: r.slotId,
        table_no: r.tableNo,
        brand: pick(lan, r.brandEn, r.brandZh),
        buyer: r.company || r.userCompany || '',
        state: (r.state ?? 'scheduled') as RecordState,
      })),
      open: open.map((o) => ({
        record_id: o.recordId,
        slot_id: o.slotId,
        starts_at: o.startsAt.toISOString(),
        ends_at: o.endsAt.toISOString(),
        table_no: o.tableNo,
        brand: { id: o.brandId, name: pick(lan, o.brandEn, o.brandZh) },
        missed: { user_id: o.missedUserId, company: o.missedCompany },
        candidates: (ranked.get(o.recordId) ?? []).slice(0, PROPOSALS).map((c) => ({
          buyer_user_id: c.buyerUserId,
          company: c.company,
          name: c.name,
          country_code: c.countryCode,
          score: c.score,
          reasons: lan === 'cn' ? c.reasons.zh : c.reasons.en,
        })),
      })),
      late: await lateMeetings(db, activity.id, now, lan),
    }
  }),

  handle(noShowApply, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    return applyProposal(db, activity, input, now)
  }),

  handle(noShowSettings, async (input, { db, session }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    await db.update(activities).set({ noShowMinutes: input.no_show_minutes }).where(eq(activities.id, activity.id))
    return { act_id: activity.id, no_show_minutes: input.no_show_minutes }
  }),
]
