/**
 * The reminder that a quote is about to expire: the buyer of an open inquiry hears, once,
 * QUOTE_EXPIRY_REMINDER_HOURS before the brand's latest quote stops being valid. A quote is valid
 * through its `valid_until` day (UTC), so it expires at the start of the next day.
 *
 * Run every few minutes by every instance: each quote is claimed by one conditional UPDATE, so a
 * buyer is reminded once however many instances run it.
 */
import { sql } from 'drizzle-orm'
import { QUOTE_EXPIRY_REMINDER_HOURS } from '../../api/contract/notification-constants'
import type { Db } from '../db/client.server'
import { isoDay } from '../db/sql.server'
import { notify } from '../notifications/notify.server'

/** Reminds the buyers whose latest quote expires within the window; returns the inquiries reminded. */
export async function remindExpiringQuotes(db: Db, now: Date): Promise<Array<number>> {
  const today = isoDay(now)
  // The last valid day of a quote that expires before now + the window: its next midnight is earlier.
  const lastDay = isoDay(new Date(now.getTime() + QUOTE_EXPIRY_REMINDER_HOURS * 3_600_000 - 86_400_000))
  const claimed = await db.execute<{ inquiry_id: number; user_id: number; valid_until: string }>(sql`
    update quotes q set expiry_reminded_at = ${now.toISOString()}::timestamptz
    from inquiries i
    where i.id = q.inquiry_id
      and i.status in ('sent', 'read', 'quoted')
      and q.expiry_reminded_at is null
      and q.valid_until between ${today}::date and ${lastDay}::date
      and q.message_id = (select max(q2.message_id) from quotes q2 where q2.inquiry_id = q.inquiry_id)
    returning q.inquiry_id, i.user_id, q.valid_until::text as valid_until`)
  // One reminder per inquiry, for its earliest expiring line.
  const byInquiry = new Map<number, { userId: number; validUntil: string }>()
  for (const row of claimed.rows) {
    const seen = byInquiry.get(row.inquiry_id)
    if (!seen || row.valid_until < seen.validUntil) byInquiry.set(row.inquiry_id, { userId: row.user_id, validUntil: row.valid_until })
  }
  for (const [inquiryId, { userId, validUntil }] of byInquiry) {
    await notify(db, { kind: 'quote_expiring', inquiryId, validUntil, to: { userIds: [userId] } }, now)
  }
  return [...byInquiry.keys()]
}
