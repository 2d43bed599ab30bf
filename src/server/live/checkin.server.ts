/**
 * Badge check-in at the door: each attendee of an activity (a buyer with a published
 * meeting there) has a badge with a short opaque ticket id, printed as a low-density QR code so
 * it scans in bad light; a USB or Bluetooth scanner types it like a keyboard. Badges are issued
 * when the organiser first opens the list. A check-in is published to the live stream.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { badgeCheckin, checkinList } from '../../api/contract/live'
import type { Db } from '../db/client.server'
import { buyerProfiles, eventBadges, meetings, users } from '../db/schema'
import { ApiError, handle, type BoundHandler } from '../http/handler'
import { requireActivity, requireOrganiser } from '../events/public.server'
import { publishLive } from './publish.server'

/** Crockford's base32 without I, L, O, U: no letter a person can misread for another. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A fresh 8-character ticket id (40 random bits). */
export function newTicket(): string {
  return Array.from(randomBytes(8), (byte) => ALPHABET[byte & 31]).join('')
}

/** A typed or scanned ticket as stored: upper case, without spaces or dashes. */
export const normaliseTicket = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '')

/** Issues a badge to every attendee of the activity that has none yet. */
async function issueBadges(db: Db, activityId: number): Promise<void> {
  const missing = await db
    .selectDistinct({ userId: meetings.buyerUserId })
    .from(meetings)
    .leftJoin(eventBadges, and(eq(eventBadges.activityId, meetings.activityId), eq(eventBadges.userId, meetings.buyerUserId)))
    .where(and(eq(meetings.activityId, activityId), isNotNull(meetings.publishedAt), isNull(eventBadges.userId)))
  if (!missing.length) return
  await db
    .insert(eventBadges)
    .values(missing.map((m) => ({ activityId, userId: m.userId, ticket: newTicket() })))
    .onConflictDoNothing()
}

const attendee = {
  userId: eventBadges.userId,
  name: sql<string>`coalesce(${buyerProfiles.contactName}, ${users.name}, '')`,
  company: sql<string>`coalesce(${buyerProfiles.company}, ${users.company}, '')`,
  ticket: eventBadges.ticket,
  checkedInAt: eventBadges.checkedInAt,
}

const out = (row: { userId: number; name: string; company: string; ticket: string; checkedInAt: Date | null }) => ({
  user_id: row.userId,
  name: row.name,
  company: row.company,
  ticket: row.ticket,
  checked_in_at: row.checkedInAt ? row.checkedInAt.toISOString() : null,
})

export const checkinHandlers: Array<BoundHandler> = [
  handle(checkinList, async (input, { db, session }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    await issueBadges(db, activity.id)
    const rows = await db
      .select(attendee)
      .from(eventBadges)
      .innerJoin(users, eq(users.id, eventBadges.userId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, eventBadges.userId))
      .where(eq(eventBadges.activityId, activity.id))
      .orderBy(asc(sql`coalesce(${buyerProfiles.company}, ${users.company}, '')`), asc(eventBadges.userId))
    const keyword = input.keyword?.toLowerCase()
    const list = keyword ? rows.filter((r) => `${r.name} ${r.company}`.toLowerCase().includes(keyword)) : rows
    return {
      list: list.slice((input.page - 1) * input.page_size, input.page * input.page_size).map(out),
      total: list.length,
      checked_in: rows.filter((r) => r.checkedInAt).length,
    }
  }),

  handle(badgeCheckin, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    // Read aloud at a door: the words name the field as the organiser sees it (the badge code), not the parameter.
    if (!input.ticket && !input.user_id) {
      throw new ApiError({ en: 'Scan or type the badge code, or pick the person.', cn: '请扫描或输入胸卡编码，或选择参会人。' })
    }
    await issueBadges(db, activity.id)
    const key = input.ticket ? eq(eventBadges.ticket, normaliseTicket(input.ticket)) : eq(eventBadges.userId, input.user_id!)
    const [row] = await db
      .select(attendee)
      .from(eventBadges)
      .innerJoin(users, eq(users.id, eventBadges.userId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, eventBadges.userId))
      .where(and(eq(eventBadges.activityId, activity.id), key))
    if (!row) {
      const code = input.ticket ? normaliseTicket(input.ticket) : ''
      throw new ApiError(
        input.ticket
          ? { en: `No badge with the code ${code} at this activity.`, cn: `本活动没有编码为 ${code} 的胸卡。` }
          : { en: 'This person has no badge at this activity.', cn: '此人在本活动没有胸卡。' },
      )
    }
    if (row.checkedInAt) return { ...out(row), already: true }
    // Only the first check-in counts: a concurrent second one updates nothing.
    const [updated] = await db
      .update(eventBadges)
      .set({ checkedInAt: now, checkedInBy: session.userId })
      .where(and(eq(eventBadges.activityId, activity.id), eq(eventBadges.userId, row.userId), isNull(eventBadges.checkedInAt)))
      .returning({ checkedInAt: eventBadges.checkedInAt })
    if (!updated) return { ...out(row), already: true }
    await publishLive(db, activity.id, { type: 'checkin', at: now.toISOString() })
    return { ...out({ ...row, checkedInAt: updated.checkedInAt }), already: false }
  }),
]
