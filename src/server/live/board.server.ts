/**
 * The hall screens' reads and the organiser's announcements (ADR 094).
 *
 * A board is a snapshot and the stream position it includes (`last_event_id`), read in one
 * repeatable-read transaction: the screen applies the stream's events after that position to it,
 * so nothing is counted twice or missed. Meeting states and outcomes come from the stream's
 * `record` events (the latest per meeting); a published meeting without one is scheduled.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm'
import { hallAnnouncementPost, hallAnnouncementRemove, hallBoard, hallDemandWall } from '../../api/contract/live'
import type { Db } from '../db/client.server'
import {
  activities,
  activityNeeds,
  activityRegistrations,
  brands,
  buyerProfiles,
  categories,
  countries,
  eventBadges,
  eventSlots,
  eventTables,
  hallAnnouncements,
  liveEvents,
  liveStreams,
  meetings,
  meetingWishes,
  users,
} from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { fieldText } from '../http/messages'
import { requireActivity, requireOrganiser, stateOf } from '../events/public.server'
import { publishLive } from './publish.server'
import { noShowCounts } from './public.server'
import type { LiveMeetingState } from '../../lib/live-events'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The buyer's company as a public surface may show it (with buyerProfiles joined), else ''. */
const publicCompany = (activityId: AnyColumn, buyerUserId: AnyColumn) =>
  sql<string>`case when ${buyerProfiles.status} = 'verified' and exists (select 1 from ${activityRegistrations} where ${activityRegistrations.activityId} = ${activityId} and ${activityRegistrations.userId} = ${buyerUserId}) then ${buyerProfiles.company} else '' end`

/** The activity a screen shows: by id, by country (and edition), else the live or next one with a schedule. */
async function resolveActivity(db: Db | Tx, input: { act_id?: number; country?: string; edition?: number }, now: Date) {
  if (input.act_id) return requireActivity(db as Db, input.act_id)
  if (input.country) {
    const rows = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.kind, 'matching'), eq(activities.countryCode, input.country)))
      .orderBy(asc(activities.id))
    const row = rows[(input.edition ?? 1) - 1]
    if (!row)
      throw new ApiError({ en: `No matching activity found for country ${input.country}`, cn: `找不到国家 ${input.country} 的对接活动` })
    return requireActivity(db as Db, row.id)
  }
  const withSchedule = await db
    .selectDistinct({ id: activities.id, startsAt: activities.startsAt, endsAt: activities.endsAt })
    .from(activities)
    .innerJoin(meetings, and(eq(meetings.activityId, activities.id), isNotNull(meetings.publishedAt)))
    .where(eq(activities.kind, 'matching'))
    .orderBy(asc(activities.startsAt))
  const pickRow =
    withSchedule.find((a) => stateOf(a.startsAt, a.endsAt, now) === 'live') ??
    withSchedule.find((a) => stateOf(a.startsAt, a.endsAt, now) === 'upcoming') ??
    withSchedule.at(-1)
  if (!pickRow) throw new ApiError({ en: 'No matching activity has a published schedule yet', cn: '暂无已发布日程的对接活动' })
  return requireActivity(db as Db, pickRow.id)
}

async function lastSeq(db: Db | Tx, activityId: number): Promise<number> {
  const [row] = await db.select({ seq: liveStreams.lastSeq }).from(liveStreams).where(eq(liveStreams.activityId, activityId))
  return row?.seq ?? 0
}

const iso = (date: Date) => date.toISOString()

type RecordPayload = {
  meeting_id: number
  to: LiveMeetingState
  brand: string
  brand_en?: string
  brand_zh?: string
  category_id?: number | null
  category_en?: string
  category_zh?: string
  buyer: string
  country_code: string
  outcome: 'deal' | 'follow_up' | 'no_fit' | null
  amount: number | null
  currency: string | null
  at: string
}

async function board(tx: Tx, activityId: number, lan: Lan, now: Date) {
  const activity = await requireActivity(tx as unknown as Db, activityId)
  const seq = await lastSeq(tx, activity.id)
  const slots = await tx
    .select({ id: eventSlots.id, startsAt: eventSlots.startsAt, endsAt: eventSlots.endsAt })
    .from(eventSlots)
    .where(eq(eventSlots.activityId, activity.id))
    .orderBy(asc(eventSlots.startsAt))
  const nowIndex = slots.findIndex((s) => s.startsAt <= now && s.endsAt > now)
  const nextIndex = nowIndex >= 0 ? nowIndex + 1 : slots.findIndex((s) => s.startsAt > now)
  const slotOut = (s: (typeof slots)[number] | undefined) => (s ? { id: s.id, starts_at: iso(s.startsAt), ends_at: iso(s.endsAt) } : null)
  const nowSlot = nowIndex >= 0 ? slots[nowIndex] : undefined
  const nextSlot = nextIndex >= 0 ? slots[nextIndex] : undefined

  const published = and(eq(meetings.activityId, activity.id), isNotNull(meetings.publishedAt))
  const pairingOf = async (slotId: number | undefined) =>
    slotId === undefined
      ? []
      : (
          await tx
            .select({
              tableNo: meetings.tableNo,
              label: eventTables.label,
              brandEn: brands.nameEn,
              brandZh: brands.nameZh,
              brandCountry: brands.countryCode,
              // A public screen: the company of a verified buyer registered for the activity only.
              company: publicCompany(meetings.activityId, meetings.buyerUserId),
            })
            .from(meetings)
            .innerJoin(brands, eq(brands.id, meetings.brandId))
            .innerJoin(users, eq(users.id, meetings.buyerUserId))
            .leftJoin(buyerProfiles, eq(buyerProfiles.userId, meetings.buyerUserId))
            .leftJoin(eventTables, and(eq(eventTables.activityId, meetings.activityId), eq(eventTables.tableNo, meetings.tableNo)))
            .where(and(published, eq(meetings.slotId, slotId)))
            .orderBy(asc(meetings.tableNo))
        ).map((r) => ({
          table_no: r.tableNo,
          table_label: r.label ?? '',
          brand: pick(lan, r.brandEn, r.brandZh),
          brand_country: r.brandCountry,
          buyer_company: r.company,
        }))

  const [counts] = await tx
    .select({
      meetings: sql<number>`count(*)::int`,
      brands: sql<number>`count(distinct ${meetings.brandId})::int`,
      buyers: sql<number>`count(distinct ${meetings.buyerUserId})::int`,
    })
    .from(meetings)
    .where(published)
  const [tables] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventTables)
    .where(eq(eventTables.activityId, activity.id))
  const [checkedIn] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventBadges)
    .where(and(eq(eventBadges.activityId, activity.id), isNotNull(eventBadges.checkedInAt)))
  const [wishes] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(meetingWishes)
    .where(eq(meetingWishes.activityId, activity.id))
  const [demands] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(activityNeeds)
    .where(and(eq(activityNeeds.activityId, activity.id), isNull(activityNeeds.withdrawnAt)))
  const noShows = await noShowCounts(tx as unknown as Db, activity.id)

  // The latest record event of each meeting (up to the snapshot's position).
  const latest = (await tx.execute(sql`
    SELECT DISTINCT ON (payload->>'meeting_id') payload
    FROM ${liveEvents}
    WHERE ${liveEvents.activityId} = ${activity.id} AND ${liveEvents.type} = 'record' AND ${liveEvents.seq} <= ${seq}
    ORDER BY payload->>'meeting_id', ${liveEvents.seq} DESC
  `)) as unknown as { rows: Array<{ payload: RecordPayload }> }
  const records = latest.rows.map((r) => r.payload)
  const states = { scheduled: 0, late: 0, checked_in: 0, in_progress: 0, done: 0, no_show: 0 }
  for (const r of records) if (r.to in states) states[r.to] += 1
  // Every meeting of the day in exactly one state: a published meeting without a record event
  // (or whose latest says scheduled) is scheduled. A walk-in and a replaced no-show (its meeting
  // gone, its record kept) count in their own state and take nothing from the published ones.
  const publishedIds = new Set((await tx.select({ id: meetings.id }).from(meetings).where(published)).map((r) => r.id))
  const movedOn = records.filter((r) => r.to !== 'scheduled' && publishedIds.has(r.meeting_id)).length
  states.scheduled =
    (counts?.meetings ?? 0) - movedOn + records.filter((r) => r.to === 'scheduled' && !publishedIds.has(r.meeting_id)).length
  const deals = records.filter((r) => r.outcome === 'deal')
  const countryRows = await tx.select({ code: countries.code, nameEn: countries.nameEn, nameZh: countries.nameZh }).from(countries)
  const countryName = (code: string) => {
    const row = countryRows.find((c) => c.code === code)
    return row ? pick(lan, row.nameEn, row.nameZh) : code
  }
  const byCountry = new Map<string, { deals: number; amount: number }>()
  const intent = new Map<string, number>()
  const byCategory = new Map<number, { category_en: string; category_zh: string; deals: number; amount: number }>()
  for (const r of deals) {
    // An event stored before events carried the category counts under 0 ("other").
    const categoryId = r.category_id ?? 0
    const category = byCategory.get(categoryId) ?? {
      category_en: categoryId ? (r.category_en ?? '') : 'Other',
      category_zh: categoryId ? (r.category_zh ?? '') : '其他',
      deals: 0,
      amount: 0,
    }
    category.deals += 1
    category.amount += r.amount ?? 0
    byCategory.set(categoryId, category)
    const entry = byCountry.get(r.country_code) ?? { deals: 0, amount: 0 }
    entry.deals += 1
    entry.amount += r.amount ?? 0
    byCountry.set(r.country_code, entry)
    if (r.currency && r.amount) intent.set(r.currency, (intent.get(r.currency) ?? 0) + r.amount)
  }
  const recent = records
    .filter((r) => r.outcome)
    .toSorted((a, b) => b.at.localeCompare(a.at))
    .slice(0, 8)
    .map((r) => ({
      meeting_id: r.meeting_id,
      brand: pick(lan, r.brand_en ?? r.brand, r.brand_zh ?? r.brand),
      brand_en: r.brand_en ?? r.brand,
      brand_zh: r.brand_zh ?? r.brand,
      buyer: r.buyer,
      country_code: r.country_code,
      outcome: r.outcome,
      amount: r.amount,
      currency: r.currency,
      at: r.at,
    }))
  const announcements = await tx
    .select()
    .from(hallAnnouncements)
    .where(and(eq(hallAnnouncements.activityId, activity.id), isNull(hallAnnouncements.removedAt)))
    .orderBy(desc(hallAnnouncements.createdAt), desc(hallAnnouncements.id))
    .limit(10)

  return {
    activity: {
      id: activity.id,
      title: pick(lan, activity.titleEn, activity.titleZh),
      title_en: activity.titleEn,
      title_zh: activity.titleZh,
      venue: pick(lan, activity.venueEn, activity.venueZh),
      country_code: activity.countryCode,
      country_name: countryName(activity.countryCode),
      state: stateOf(activity.startsAt, activity.endsAt, now),
      starts_at: iso(activity.startsAt),
      ends_at: iso(activity.endsAt),
    },
    last_event_id: seq,
    server_time: iso(now),
    now_slot: slotOut(nowSlot),
    next_slot: slotOut(nextSlot),
    pairing_now: await pairingOf(nowSlot?.id),
    pairing_next: await pairingOf(nextSlot?.id),
    figures: {
      meetings: counts?.meetings ?? 0,
      slots: slots.length,
      tables: tables?.n ?? 0,
      brands: counts?.brands ?? 0,
      buyers: counts?.buyers ?? 0,
      checked_in: checkedIn?.n ?? 0,
      wishes: wishes?.n ?? 0,
      demands: demands?.n ?? 0,
      states,
      deals: deals.length,
      no_shows_recovered: noShows.recovered,
      no_shows_unrecovered: noShows.unrecovered,
    },
    by_country: [...byCountry].map(([code, v]) => ({ country_code: code, country_name: countryName(code), ...v })),
    by_category: [...byCategory].map(([categoryId, v]) => ({ category_id: categoryId, ...v })),
    intent: [...intent].map(([currency, amount]) => ({ currency, amount })),
    recent,
    announcements: announcements.map((a) => ({ id: a.id, text_en: a.textEn, text_zh: a.textZh, at: iso(a.createdAt) })),
  }
}

export const handlers: Array<BoundHandler> = [
  handle(hallBoard, async (input, { db, lan, now }) => {
    const activity = await resolveActivity(db, input, now)
    // One snapshot: the counts and the stream position agree.
    return db.transaction((tx) => board(tx, activity.id, lan, now), { isolationLevel: 'repeatable read' })
  }),

  handle(hallDemandWall, async (input, { db, lan, now }) => {
    const activity = await resolveActivity(db, { act_id: input.act_id }, now)
    return db.transaction(
      async (tx) => {
        const seq = await lastSeq(tx, activity.id)
        const rows = await tx
          .select({
            id: activityNeeds.id,
            company: activityNeeds.buyerCompany,
            companyZh: activityNeeds.buyerCompanyZh,
            countryCode: activityNeeds.countryCode,
            countryEn: countries.nameEn,
            countryZh: countries.nameZh,
            categoryEn: categories.nameEn,
            categoryZh: categories.nameZh,
            contentEn: activityNeeds.contentEn,
            contentZh: activityNeeds.contentZh,
            quantity: activityNeeds.quantity,
            quantityZh: activityNeeds.quantityZh,
            createdAt: activityNeeds.createdAt,
          })
          .from(activityNeeds)
          .leftJoin(countries, eq(countries.code, activityNeeds.countryCode))
          .leftJoin(categories, eq(categories.id, activityNeeds.categoryId))
          .where(and(eq(activityNeeds.activityId, activity.id), isNull(activityNeeds.withdrawnAt)))
          .orderBy(desc(activityNeeds.createdAt), desc(activityNeeds.id))
          .limit(24)
        return {
          activity_id: activity.id,
          activity_title: pick(lan, activity.titleEn, activity.titleZh),
          country_code: activity.countryCode,
          server_time: iso(now),
          last_event_id: seq,
          list: rows.map((r) => ({
            id: r.id,
            company: pick(lan, r.company, r.companyZh || r.company),
            country_code: r.countryCode,
            country_name: r.countryEn ? pick(lan, r.countryEn, r.countryZh ?? r.countryEn) : r.countryCode,
            category: r.categoryEn ? pick(lan, r.categoryEn, r.categoryZh ?? r.categoryEn) : '',
            content: pick(lan, r.contentEn, r.contentZh),
            quantity: pick(lan, r.quantity, r.quantityZh || r.quantity),
            at: iso(r.createdAt),
          })),
        }
      },
      { isolationLevel: 'repeatable read' },
    )
  }),

  handle(hallAnnouncementPost, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    if (!input.text_en && !input.text_zh) {
      throw new ApiError(fieldText('announcement', { en: 'write it in English or Chinese', cn: '请用英文或中文填写公告内容' }))
    }
    const [row] = await db
      .insert(hallAnnouncements)
      .values({ activityId: activity.id, textEn: input.text_en, textZh: input.text_zh, createdBy: session.userId, createdAt: now })
      .returning()
    const out = { id: row!.id, text_en: row!.textEn, text_zh: row!.textZh, at: iso(row!.createdAt) }
    await publishLive(db, activity.id, { type: 'announcement', ...out })
    return out
  }),

  handle(hallAnnouncementRemove, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    const [row] = await db
      .update(hallAnnouncements)
      .set({ removedAt: now })
      .where(and(eq(hallAnnouncements.id, input.id), eq(hallAnnouncements.activityId, activity.id), isNull(hallAnnouncements.removedAt)))
      .returning({ id: hallAnnouncements.id })
    if (!row)
      throw new ApiError(
        fieldText('announcement', {
          en: `no announcement ${input.id} on this activity's screens`,
          cn: `该活动屏幕上没有编号为 ${input.id} 的公告`,
        }),
      )
    await publishLive(db, activity.id, { type: 'announcement_removed', id: row.id })
    return { ok: true }
  }),
]
