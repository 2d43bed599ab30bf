/**
 * The live domain's public module (ADR 086): what the organiser console, no-show recovery and the
 * hall screens read and change of the meeting records. The boundary lint lets another domain
 * import this file and no other file of src/server/live.
 */
import { and, eq, sql } from 'drizzle-orm'
import { recordStates } from '../../api/contract/live-constants'
import type { Db } from '../db/client.server'
import { brands, eventSlots, meetingRecords, users } from '../db/schema'

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
