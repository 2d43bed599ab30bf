/**
 * The live domain's public module (ADR 086): what the organiser console, no-show recovery and the
 * hall screens read and change of the meeting records. The boundary lint lets another domain
 * import this file and no other file of src/server/live.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { recordStates } from '../../api/contract/live-constants'
import type { Db } from '../db/client.server'
import {
  activities,
  activityRegistrations,
  brands,
  buyerProfiles,
  categories,
  eventBadges,
  eventSlots,
  meetingRecords,
  meetings,
  users,
} from '../db/schema'
import { sendNotice } from '../sms/notices.server'
import { publishLive } from './publish.server'

export type RecordState = (typeof recordStates)[number]
export type StateCounts = Record<RecordState, number>

/** An activity's records counted by state (every state present, 0 when none). */
export async function recordCountsByState(db: Db, actId: number): Promise<StateCounts> {
  const rows = await db
    .select({ state: meetingRecords.state, count: sql<number>`count(*)::int` })
    .from(meetingRecords)
    .where(eq(meetingRecords.activityId, actId))
    .groupBy(meetingRecords.state)
  const counts = Object.fromEntries(recordStates.map((state) => [state, 0])) as StateCounts
  for (const row of rows) if (row.state in counts) counts[row.state as RecordState] = row.count
  return counts
}

/** A record's public header (no outcome, amount or notes): for screens and the console. */
export async function recordPublicHeader(db: Db, recordId: number) {
  const [row] = await db
    .select({
      id: meetingRecords.id,
      actId: meetingRecords.activityId,
      meetingId: meetingRecords.meetingId,
      state: meetingRecords.state,
      tableNo: meetingRecords.tableNo,
      slotId: meetingRecords.slotId,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
      buyerUserId: meetingRecords.buyerUserId,
      buyerCompany: sql<string>`coalesce(nullif(${users.company}, ''), ${meetingRecords.buyerCompany})`,
      brandId: meetingRecords.brandId,
      brandEn: brands.nameEn,
      brandZh: brands.nameZh,
      brandCountry: brands.countryCode,
      version: meetingRecords.version,
      updatedAt: meetingRecords.updatedAt,
    })
    .from(meetingRecords)
    .innerJoin(brands, eq(brands.id, meetingRecords.brandId))
    .leftJoin(eventSlots, eq(eventSlots.id, meetingRecords.slotId))
    .leftJoin(users, eq(users.id, meetingRecords.buyerUserId))
    .where(eq(meetingRecords.id, recordId))
  return row ? { ...row, state: row.state as RecordState } : undefined
}

/**
 * Sets a record's state from outside the phones (a no-show marked by the console or the
 * recovery job): bumps the version, so a phone that edited the older version sees the conflict.
 * Only when the record is still in `from` (returns false otherwise).
 */
export async function setRecordState(
  db: Db,
  recordId: number,
  change: { from: RecordState; to: RecordState; now: Date; userId?: number },
): Promise<boolean> {
  const updated = await db
    .update(meetingRecords)
    .set({
      state: change.to,
      version: sql`${meetingRecords.version} + 1`,
      updatedAt: change.now,
      updatedBy: change.userId ?? null,
      ...(change.to === 'checked_in' ? { checkedInAt: change.now } : {}),
    })
    .where(and(eq(meetingRecords.id, recordId), eq(meetingRecords.state, change.from)))
    .returning({ id: meetingRecords.id })
  return updated.length > 0
}

/**
 * A brand's names in both languages and its category, as a `record` event carries them: each
 * screen shows its own language's name whoever saved the record (and charts deals by category).
 */
export async function brandLabels(db: Db, brandId: number) {
  const [row] = await db
    .select({
      brand_en: brands.nameEn,
      brand_zh: brands.nameZh,
      category_id: brands.categoryId,
      category_en: sql<string>`coalesce(${categories.nameEn}, '')`,
      category_zh: sql<string>`coalesce(${categories.nameZh}, '')`,
    })
    .from(brands)
    .leftJoin(categories, eq(categories.id, brands.categoryId))
    .where(eq(brands.id, brandId))
  return row ?? { brand_en: '', brand_zh: '', category_id: null, category_en: '', category_zh: '' }
}

/** An activity's no-shows: those whose freed slot was filled (recovered) and the others. */
export async function noShowCounts(db: Db, actId: number): Promise<{ recovered: number; unrecovered: number }> {
  const [row] = await db
    .select({
      recovered: sql<number>`count(*) filter (where ${isNotNull(meetingRecords.recoveredMeetingId)})::int`,
      unrecovered: sql<number>`count(*) filter (where ${isNull(meetingRecords.recoveredMeetingId)})::int`,
    })
    .from(meetingRecords)
    .where(and(eq(meetingRecords.activityId, actId), eq(meetingRecords.state, 'no_show')))
  return { recovered: row?.recovered ?? 0, unrecovered: row?.unrecovered ?? 0 }
}

/**
 * The automatic no-show (ADR 097, ADR 124): every scheduled meeting of the activity that nobody
 * started `activities.no_show_minutes` (NO_SHOW_GRACE_MINUTES unless the organiser set another) after its slot's start (or its publication, for a meeting
 * added during its slot: a replacement gets the same grace) is judged by real presence:
 * - its buyer was checked in at the door (`event_badges`) by then → `late`: at the venue, not
 *   yet at the table; the buyer is nudged once ("Table 13 is waiting for you");
 * - else → `no_show`, and its freed slot can be filled from the console.
 * A meeting the brand marked checked in or started is not `scheduled` and is never judged.
 * "By then" is the sweep's time: the live hub's heartbeat (15 s) or the console's read, so a
 * buyer who reaches the door in the seconds before the sweep counts as present.
 * One conditional UPDATE: when two instances sweep at once, a row changes (and is announced, and
 * its buyer nudged) once — the second UPDATE re-reads the row after the first commits and finds it
 * no longer `scheduled`. Each change bumps the version (a phone editing the older one sees the
 * conflict) and is published as a `record` event. Returns the changed records' ids.
 */
export async function markNoShows(db: Db, actId: number, now: Date): Promise<Array<number>> {
  const result = (await db.execute(sql`
    UPDATE ${meetingRecords} AS r
    SET state = CASE WHEN EXISTS (
          SELECT 1 FROM ${eventBadges} AS b
          WHERE b.activity_id = r.activity_id AND b.user_id = r.buyer_user_id AND b.checked_in_at IS NOT NULL
        ) THEN 'late' ELSE 'no_show' END,
      version = r.version + 1, updated_at = ${now.toISOString()}::timestamptz, updated_by = NULL
    FROM ${eventSlots} AS s, ${activities} AS a, ${meetings} AS m
    WHERE r.activity_id = ${actId} AND r.state = 'scheduled' AND m.id = r.meeting_id
      AND s.id = r.slot_id AND a.id = r.activity_id
      AND greatest(s.starts_at, m.published_at) + a.no_show_minutes * interval '1 minute' <= ${now.toISOString()}::timestamptz
    RETURNING r.id, r.version, r.state
  `)) as unknown as { rows: Array<{ id: number; version: number; state: 'late' | 'no_show' }> }
  const ids = result.rows.map((r) => Number(r.id))
  if (!ids.length) return ids
  const versions = new Map(result.rows.map((r) => [Number(r.id), Number(r.version)]))
  const states = new Map(result.rows.map((r) => [Number(r.id), r.state]))
  const rows = await db
    .select({
      id: meetingRecords.id,
      meetingId: meetingRecords.meetingId,
      tableNo: meetingRecords.tableNo,
      buyerUserId: meetingRecords.buyerUserId,
      mobile: users.mobile,
      email: sql<string | null>`coalesce(${users.email}, ${users.contactEmail})`,
      brand: brands.nameEn,
      brandZh: brands.nameZh,
      categoryId: brands.categoryId,
      categoryEn: sql<string>`coalesce(${categories.nameEn}, '')`,
      categoryZh: sql<string>`coalesce(${categories.nameZh}, '')`,
      country: brands.countryCode,
      // The hall screens are public: a verified, registered buyer's company only.
      buyer: sql<string>`case when ${buyerProfiles.status} = 'verified' and exists (select 1 from ${activityRegistrations} where ${activityRegistrations.activityId} = ${meetingRecords.activityId} and ${activityRegistrations.userId} = ${meetingRecords.buyerUserId}) then ${buyerProfiles.company} else '' end`,
    })
    .from(meetingRecords)
    .innerJoin(brands, eq(brands.id, meetingRecords.brandId))
    .leftJoin(categories, eq(categories.id, brands.categoryId))
    .leftJoin(users, eq(users.id, meetingRecords.buyerUserId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, meetingRecords.buyerUserId))
    .where(sql`${meetingRecords.id} IN (${sql.join(ids, sql`, `)})`)
  for (const row of rows) {
    if (row.meetingId === null) continue
    await publishLive(db, actId, {
      type: 'record',
      meeting_id: row.meetingId,
      from: 'scheduled',
      to: states.get(row.id) ?? 'no_show',
      brand: row.brand,
      brand_en: row.brand,
      brand_zh: row.brandZh,
      category_id: row.categoryId,
      category_en: row.categoryEn,
      category_zh: row.categoryZh,
      buyer: row.buyer,
      country_code: row.country,
      table_no: row.tableNo,
      outcome: null,
      amount: null,
      currency: null,
      at: now.toISOString(),
      version: versions.get(row.id),
    })
  }
  // The nudge goes after the marks are stored and announced: a slow or failing SMS gateway
  // delays no screen, and the UPDATE above already made sure each late meeting is nudged once.
  for (const row of rows) {
    if (states.get(row.id) !== 'late' || row.tableNo === null || row.buyerUserId === null) continue
    try {
      await sendNotice({ mobile: row.mobile, email: row.email }, { kind: 'table_waiting', tableNo: row.tableNo }, now)
    } catch (error) {
      console.warn(`[live] could not nudge user ${row.buyerUserId}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return ids
}
