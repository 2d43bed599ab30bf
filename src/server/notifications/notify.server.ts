/**
 * The notifications domain's public module: the one fan-out every domain calls after its write
 * commits, and the read mark a thread's owner domain sets when its reader opens the thread.
 *
 * Each recipient gets a row in the app (when that channel is on) and, on the channels they
 * keep on, an e-mail in their language and an SMS to a number of an allowed country. Both carry
 * the platform's fixed wording with numbers only (../sms/notices.server.ts). SMS and e-mail are
 * batched: one per thread, channel and recipient per NOTIFICATION_BATCH_MINUTES, claimed in the
 * database so that two server instances never both send.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { NOTIFICATION_BATCH_MINUTES, type NotificationChannel, type NotificationKind } from '../../api/contract/notification-constants'
import type { Db } from '../db/client.server'
import { notificationSends, notificationSettings, notifications, users } from '../db/schema'
import { sendNoticeMail, sendNoticeSms, smsTarget, type Notice } from '../sms/notices.server'
import { choiceFor, mailLanguage, threadKey } from './choices'

/** Who hears of an event: users by id, and every account of the brands listed. */
export type Recipients = { userIds?: Array<number>; brandIds?: Array<number> }

export type NotifyEvent =
  | {
      kind: 'new_inquiry' | 'inquiry_message' | 'inquiry_quote' | 'inquiry_closed' | 'quote_declined' | 'quote_countered'
      inquiryId: number
      to: Recipients
    }
  | {
      kind: 'quote_accepted' | 'order_confirmed' | 'order_shipped' | 'order_received'
      inquiryId: number
      orderNumber: string
      to: Recipients
    }
  | {
      kind: 'sample_requested' | 'sample_accepted' | 'sample_declined' | 'sample_sent'
      inquiryId: number
      sampleId: number
      to: Recipients
    }
  | { kind: 'quote_expiring'; inquiryId: number; validUntil: string; to: Recipients }
  | { kind: 'bulk_offer'; requestId: number; changed: boolean; to: Recipients }
  | { kind: 'bulk_match'; requestId: number; to: Recipients }
  | { kind: 'bulk_awarded'; requestId: number; orderNumber: string; to: Recipients }
  | { kind: 'bulk_declined'; requestId: number; to: Recipients }
  | { kind: 'bulk_countered' | 'bulk_counter_declined'; requestId: number; to: Recipients }

/** What happened, as the fan-out reports it (tests and logs). */
export type NotifyResult = { app: Array<number>; email: Array<number>; sms: Array<number> }

function noticeOf(event: NotifyEvent): Notice {
  switch (event.kind) {
    case 'bulk_offer':
      return { kind: 'bulk_offer', requestId: event.requestId, changed: event.changed }
    case 'bulk_match':
      return { kind: 'bulk_match', requestId: event.requestId }
    case 'bulk_awarded':
      return { kind: 'bulk_awarded', requestId: event.requestId, orderNumber: event.orderNumber }
    case 'bulk_declined':
    case 'bulk_countered':
    case 'bulk_counter_declined':
      return { kind: event.kind, requestId: event.requestId }
    case 'quote_expiring':
      return { kind: 'quote_expiring', inquiryId: event.inquiryId, validUntil: event.validUntil }
    case 'quote_accepted':
    case 'order_confirmed':
    case 'order_shipped':
    case 'order_received':
      return { kind: event.kind, inquiryId: event.inquiryId, orderNumber: event.orderNumber }
    case 'sample_requested':
    case 'sample_accepted':
    case 'sample_declined':
    case 'sample_sent':
      return { kind: event.kind, inquiryId: event.inquiryId, sampleId: event.sampleId }
    default:
      return { kind: event.kind, inquiryId: event.inquiryId }
  }
}

async function recipientsOf(db: Db, to: Recipients) {
  const byId = to.userIds?.length ? inArray(users.id, to.userIds) : undefined
  const byBrand = to.brandIds?.length ? and(inArray(users.brandId, to.brandIds), eq(users.role, 'brand')) : undefined
  if (!byId && !byBrand) return []
  return db
    .select({
      id: users.id,
      mobile: users.mobile,
      email: users.email,
      contactEmail: users.contactEmail,
      country: users.countryCode,
      lang: notificationSettings.lang,
      channels: notificationSettings.channels,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(or(byId, byBrand))
    .orderBy(users.id)
}

/**
 * Claims the right to send on a channel about a thread: true when nothing went out in the
 * window. One statement: the row is inserted, or moved forward only if its last send is older
 * than the window; PostgreSQL serialises concurrent upserts of one key, so exactly one wins.
 */
export async function claimSend(db: Db, userId: number, thread: string, channel: NotificationChannel, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - NOTIFICATION_BATCH_MINUTES * 60_000)
  const claimed = await db
    .insert(notificationSends)
    .values({ userId, thread, channel, sentAt: now })
    .onConflictDoUpdate({
      target: [notificationSends.userId, notificationSends.thread, notificationSends.channel],
      set: { sentAt: now },
      setWhere: sql`${notificationSends.sentAt} <= ${windowStart.toISOString()}::timestamptz`,
    })
    .returning({ userId: notificationSends.userId })
  return claimed.length > 0
}

/** Gives a claim back after a failed send, so the next event in the window may try again. */
async function releaseSend(db: Db, userId: number, thread: string, channel: NotificationChannel, claimedAt: Date) {
  await db
    .delete(notificationSends)
    .where(
      and(
        eq(notificationSends.userId, userId),
        eq(notificationSends.thread, thread),
        eq(notificationSends.channel, channel),
        eq(notificationSends.sentAt, claimedAt),
      ),
    )
}

/**
 * Tells everyone an event concerns, on the channels they keep on. Call it after the write's
 * transaction commits: a provider failure is logged and never undoes the write.
 */
export async function notify(db: Db, event: NotifyEvent, now: Date): Promise<NotifyResult> {
  try {
    return await fanOut(db, event, now)
  } catch (error) {
    // The write it reports has committed: failing the request now would invite a retry that repeats it.
    console.warn(`[notifications] could not notify ${event.kind}: ${error instanceof Error ? error.message : String(error)}`)
    return { app: [], email: [], sms: [] }
  }
}

async function fanOut(db: Db, event: NotifyEvent, now: Date): Promise<NotifyResult> {
  const result: NotifyResult = { app: [], email: [], sms: [] }
  const people = await recipientsOf(db, event.to)
  if (!people.length) return result
  const kind: NotificationKind = event.kind
  const subject = 'inquiryId' in event ? { inquiryId: event.inquiryId } : { requestId: event.requestId }
  // An order's steps are batched per order, not with the chat of its inquiry: an accept minutes
  // after a message is still a decision the brand must hear of.
  // A sample request's steps likewise count per request: each is an answer the other side waits for.
  const thread =
    'orderNumber' in event ? `order:${event.orderNumber}` : 'sampleId' in event ? `sample:${event.sampleId}` : threadKey(subject)
  const choices = new Map(people.map((p) => [p.id, choiceFor(p.channels, kind)]))
  const inApp = people.filter((p) => choices.get(p.id)!.app)
  if (inApp.length) {
    await db.insert(notifications).values(
      inApp.map((p) => ({
        userId: p.id,
        kind,
        inquiryId: 'inquiryId' in subject ? subject.inquiryId : null,
        bulkRequestId: 'requestId' in subject ? subject.requestId : null,
        createdAt: now,
      })),
    )
    result.app.push(...inApp.map((p) => p.id))
  }
  const notice = noticeOf(event)
  for (const person of people) {
    const choice = choices.get(person.id)!
    const email = person.email ?? person.contactEmail
    const sends: Array<[NotificationChannel, () => Promise<boolean>]> = []
    if (choice.sms && person.mobile) sends.push(['sms', () => sendNoticeSms(person.mobile, notice)])
    if (choice.email && email) {
      sends.push(['email', () => sendNoticeMail(email, notice, mailLanguage(person.lang, person.mobile, person.country), now)])
    }
    for (const [channel, send] of sends) {
      // A number outside the allowed countries never gets a text, and takes no claim.
      if (channel === 'sms' && !smsTarget(person.mobile)) continue
      if (!(await claimSend(db, person.id, thread, channel, now))) continue
      try {
        if (await send()) result[channel].push(person.id)
      } catch (error) {
        await releaseSend(db, person.id, thread, channel, now)
        console.warn(
          `[notifications] could not send ${channel} to user ${person.id}: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
  }
  return result
}

/** Marks the reader's notifications about a thread read: they opened it, so the bell need not say it again. */
export async function markThreadRead(db: Db, userId: number, subject: { inquiryId: number } | { requestId: number }, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'inquiryId' in subject ? eq(notifications.inquiryId, subject.inquiryId) : eq(notifications.bulkRequestId, subject.requestId),
      ),
    )
}
