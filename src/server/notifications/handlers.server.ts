/**
 * The endpoints of the notifications domain: the caller's own list (with names looked up now,
 * for the app only), its unread count, read marks, and the channel choices per kind.
 */
import { typedText } from '../db/quote-terms.server'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import {
  markNotificationsRead,
  myNotifications,
  notificationPrefs,
  setNotificationPrefs,
  unreadNotifications,
} from '../../api/contract/notification'
import { NOTIFICATION_KINDS, type NotificationKind } from '../../api/contract/notification-constants'
import type { Db } from '../db/client.server'
import { brands, bulkRequests, inquiries, notificationSettings, notifications, users } from '../db/schema'
import { ApiError, handle, isOn, pick, type BoundHandler, type Lan } from '../http/handler'
import { smsTarget } from '../sms/notices.server'
import { allChoices, mergeChoices } from './choices'

const asKind = (kind: string): NotificationKind =>
  (NOTIFICATION_KINDS as ReadonlyArray<string>).includes(kind) ? (kind as NotificationKind) : 'inquiry_message'

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

async function preferencesOf(db: Db, userId: number) {
  const [row] = await db
    .select({ mobile: users.mobile, email: users.email, contactEmail: users.contactEmail, channels: notificationSettings.channels })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId))
  return {
    list: allChoices(row?.channels),
    sms_available: smsTarget(row?.mobile) !== null,
    email_available: Boolean(row?.email ?? row?.contactEmail),
  }
}

/**
 * The reader's side of the thread and the name shown beside it: on an inquiry, the brand for its
 * buyer and the buyer's company for the brand; on a bulk request, the product asked for.
 */
function subjectOf(
  lan: Lan,
  userId: number,
  row: {
    inquiryBuyer: number | null
    company: string | null
    brandEn: string | null
    brandZh: string | null
    requestBuyer: number | null
    product: string | null
    productZh: string | null
    bulkRequestId: number | null
  },
) {
  if (row.bulkRequestId !== null)
    return {
      side: row.requestBuyer === userId ? ('buyer' as const) : ('brand' as const),
      name: row.product === null ? null : typedText(lan, row.product, row.productZh ?? ''),
    }
  if (row.inquiryBuyer === userId) {
    return { side: 'buyer' as const, name: row.brandEn === null ? null : pick(lan, row.brandEn, row.brandZh ?? row.brandEn) }
  }
  return { side: 'brand' as const, name: row.company || null }
}

export const handlers: Array<BoundHandler> = [
  handle(myNotifications, async (input, { db, lan, session }) => {
    const mine = eq(notifications.userId, session.userId)
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          inquiryId: notifications.inquiryId,
          bulkRequestId: notifications.bulkRequestId,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          inquiryBuyer: inquiries.userId,
          company: inquiries.company,
          brandEn: brands.nameEn,
          brandZh: brands.nameZh,
          requestBuyer: bulkRequests.userId,
          product: bulkRequests.productName,
          productZh: bulkRequests.productNameZh,
        })
        .from(notifications)
        .leftJoin(inquiries, eq(inquiries.id, notifications.inquiryId))
        .leftJoin(brands, eq(brands.id, inquiries.brandId))
        .leftJoin(bulkRequests, eq(bulkRequests.id, notifications.bulkRequestId))
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
        .from(notifications)
        .where(mine),
    ])
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: asKind(row.kind),
        inquiry_id: row.inquiryId,
        bulk_request_id: row.bulkRequestId,
        ...subjectOf(lan, session.userId, row),
        created_at: row.createdAt.toISOString(),
        read: row.readAt !== null,
      })),
      total: totals?.total ?? 0,
      unread_count: totals?.unread ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(unreadNotifications, async (_input, { db, session }) => ({ unread_count: await unreadCount(db, session.userId) })),

  handle(markNotificationsRead, async (input, { db, session, now }) => {
    const unread = and(eq(notifications.userId, session.userId), isNull(notifications.readAt))
    if (isOn(input.all)) {
      await db.update(notifications).set({ readAt: now }).where(unread)
    } else if (input.id !== undefined) {
      // Another user's notification is answered as missing: its id tells the caller nothing.
      const [own] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, input.id), eq(notifications.userId, session.userId)))
      if (!own) {
        throw new ApiError({ en: `Field id: notification ${input.id} does not exist`, cn: `字段 id：通知 ${input.id} 不存在` })
      }
      if (own.readAt === null) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, own.id))
    } else {
      throw new ApiError({
        en: 'Field id: name the notification to mark read, or send all=1',
        cn: '字段 id：请指明要标记为已读的通知，或传 all=1',
      })
    }
    return { unread_count: await unreadCount(db, session.userId) }
  }),

  handle(notificationPrefs, async (_input, { db, session }) => preferencesOf(db, session.userId)),

  handle(setNotificationPrefs, async (input, { db, lan, session, now }) => {
    const seen = new Set<string>()
    for (const [index, choice] of input.list.entries()) {
      if (seen.has(choice.kind)) {
        throw new ApiError({
          en: `Field list[${index}].kind: ${choice.kind} is listed twice`,
          cn: `字段 list[${index}].kind：${choice.kind} 重复`,
        })
      }
      seen.add(choice.kind)
    }
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ channels: notificationSettings.channels })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, session.userId))
        .for('update')
      const channels = mergeChoices(current?.channels, input.list)
      await tx
        .insert(notificationSettings)
        .values({ userId: session.userId, lang: lan, channels, updatedAt: now })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { lang: lan, channels, updatedAt: now } })
    })
    return preferencesOf(db, session.userId)
  }),
]
