/**
 * The demo accounts' notifications, so the bell and /notifications are not empty on first start:
 * the demo brand's accounts hear of the latest inquiries to their brand, the demo buyer of the
 * latest quotes on its inquiries and the offers on its bulk requests. The newest of each stay
 * unread. Rows only (kinds and ids, as the fan-out writes them): nothing is sent. Called by
 * seedDatabase after the inquiries, their history and the offers.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts } from './seed-events.server'

/** How many of each the demo accounts get, and how many of those stay unread. */
const LATEST = 6
const UNREAD = 2

export async function seedNotifications(db: Db, now: Date): Promise<Record<string, number>> {
  const demo = await db
    .select({ id: schema.users.id, mobile: schema.users.mobile, brandId: schema.users.brandId })
    .from(schema.users)
    .where(inArray(schema.users.mobile, [demoAccounts.buyer.mobile, demoAccounts.brand.mobile]))
  const buyer = demo.find((u) => u.mobile === demoAccounts.buyer.mobile)
  const brandId = demo.find((u) => u.mobile === demoAccounts.brand.mobile)?.brandId
  if (!buyer || brandId === null || brandId === undefined) return { notifications: 0 }
  const brandAccounts = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.brandId, brandId), eq(schema.users.role, 'brand')))
  const received = await db
    .select({ id: schema.inquiries.id, at: schema.inquiries.createdAt })
    .from(schema.inquiries)
    .where(eq(schema.inquiries.brandId, brandId))
    .orderBy(desc(schema.inquiries.createdAt), desc(schema.inquiries.id))
    .limit(LATEST)
  const quoted = await db
    .selectDistinct({ id: schema.inquiries.id, at: schema.inquiryMessages.createdAt })
    .from(schema.quotes)
    .innerJoin(schema.inquiryMessages, eq(schema.inquiryMessages.id, schema.quotes.messageId))
    .innerJoin(schema.inquiries, eq(schema.inquiries.id, schema.quotes.inquiryId))
    .where(eq(schema.inquiries.userId, buyer.id))
    .orderBy(desc(schema.inquiryMessages.createdAt), desc(schema.inquiries.id))
    .limit(LATEST)
  const offered = await db
    .select({ id: schema.bulkRequests.id, at: schema.bulkOffers.createdAt })
    .from(schema.bulkOffers)
    .innerJoin(schema.bulkRequests, eq(schema.bulkRequests.id, schema.bulkOffers.bulkRequestId))
    .where(and(eq(schema.bulkRequests.userId, buyer.id), isNotNull(schema.bulkOffers.createdAt)))
    .orderBy(desc(schema.bulkOffers.createdAt))
    .limit(LATEST)
  // Only what had happened by `now`, newest first: the first UNREAD of each list stay unread.
  const read = (index: number, at: Date) => (index < UNREAD ? null : new Date(Math.min(at.getTime() + 3_600_000, now.getTime())))
  const rows: Array<typeof schema.notifications.$inferInsert> = [
    ...brandAccounts.flatMap((user) =>
      received.map((inquiry, index) => ({
        userId: user.id,
        kind: 'new_inquiry',
        inquiryId: inquiry.id,
        createdAt: inquiry.at,
        readAt: read(index, inquiry.at),
      })),
    ),
    ...quoted.map((inquiry, index) => ({
      userId: buyer.id,
      kind: 'inquiry_quote',
      inquiryId: inquiry.id,
      createdAt: inquiry.at,
      readAt: read(index, inquiry.at),
    })),
    ...offered.map((request, index) => ({
      userId: buyer.id,
      kind: 'bulk_offer',
      bulkRequestId: request.id,
      createdAt: request.at,
      readAt: read(index, request.at),
    })),
  ].filter((row) => row.createdAt! <= now)
  if (rows.length) await db.insert(schema.notifications).values(rows)
  return { notifications: rows.length }
}
