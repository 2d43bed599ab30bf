/**
 * An activity as an event: its agenda in the venue's time zone, the brands taking part grouped
 * by country, the virtual hall, the caller's standing, and registration through the activity's
 * own form.
 */
import { and, asc, count, eq, inArray, isNotNull, max, min, sql } from 'drizzle-orm'
import {
  activityBrandList,
  activityEventInfo,
  activityRegister,
  exhibitionHall,
  myEventStatus,
  setActivityBrands,
} from '../../api/contract/events'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { requireActivity } from './activities.server'
import { requireOrganiser } from './access.server'
import { localiseFormFields } from './activity.server'
import type { Db } from '../db/client.server'
import {
  activityBrands,
  activityBuyers,
  activityRegistrations,
  brands,
  buyerProfiles,
  categories,
  countries,
  eventSchedules,
  eventSlots,
  meetingWishes,
  meetings,
  products,
  users,
} from '../db/schema'
import { venueTimeZone } from '../../lib/venue-time-zone'

/** The brands the organiser added to the activity: only they have a booth. */
export async function participatingBrandIds(db: Db, activity: { id: number }): Promise<Array<number>> {
  const rows = await db
    .select({ id: activityBrands.brandId })
    .from(activityBrands)
    .where(eq(activityBrands.activityId, activity.id))
    .orderBy(asc(activityBrands.brandId))
  return rows.map((row) => row.id)
}

async function brandCards(db: Db, lan: Lan, ids: Array<number>) {
  if (!ids.length) return []
  const rows = await db
    .select({
      id: brands.id,
      nameEn: brands.nameEn,
      nameZh: brands.nameZh,
      logo: brands.logo,
      countryCode: brands.countryCode,
      countryEn: countries.nameEn,
      countryZh: countries.nameZh,
      categoryEn: categories.nameEn,
      categoryZh: categories.nameZh,
    })
    .from(brands)
    .innerJoin(countries, eq(countries.code, brands.countryCode))
    .leftJoin(categories, eq(categories.id, brands.categoryId))
    .where(inArray(brands.id, ids))
    .orderBy(asc(countries.sort), asc(brands.sort), asc(brands.id))
  return rows.map((row) => ({
    id: row.id,
    name: pick(lan, row.nameEn, row.nameZh),
    logo: row.logo,
    country_code: row.countryCode,
    country_name: pick(lan, row.countryEn, row.countryZh),
    category_name: row.categoryEn === null || row.categoryZh === null ? null : pick(lan, row.categoryEn, row.categoryZh),
  }))
}

function byCountry<T extends { country_code: string; country_name: string }>(items: Array<T>) {
  const groups = new Map<string, { country_code: string; country_name: string; items: Array<T> }>()
  for (const item of items) {
    const group = groups.get(item.country_code) ?? { country_code: item.country_code, country_name: item.country_name, items: [] }
    group.items.push(item)
    groups.set(item.country_code, group)
  }
  return [...groups.values()]
}

const HOUR = 3_600_000

// ─── form answers ──────────────────────────────────────────────────────────────────────

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?\d{6,20}$/

/** The answers checked against the activity's form: the first problem names the field by its label. */
export function checkAnswers(stored: unknown, answers: Record<string, string>, lan: Lan): Record<string, string> {
  const fields = localiseFormFields(stored, lan)
  const known = new Set(fields.map((f) => f.name))
  const unknown = Object.keys(answers).find((name) => !known.has(name))
  if (unknown)
    throw new ApiError({ en: `Field ${unknown} is not part of this activity's form`, cn: `字段 ${unknown} 不属于该活动的报名表` })
  const clean: Record<string, string> = {}
  for (const field of fields) {
    const value = (answers[field.name] ?? '').trim()
    if (!value) {
      if (field.required) throw new ApiError({ en: `${field.label} is required`, cn: `请填写${field.label}` })
      continue
    }
    if (field.type === 'email' && !EMAIL.test(value))
      throw new ApiError({ en: `${field.label}: enter a valid e-mail address`, cn: `${field.label}：请输入有效的电子邮箱` })
    if (field.type === 'tel' && !PHONE.test(value.replace(/[\s-]/g, '')))
      throw new ApiError({
        en: `${field.label}: enter 6 to 20 digits, optionally starting with +`,
        cn: `${field.label}：请输入6至20位数字，可以+开头`,
      })
    if (field.type === 'select' && field.options.length && !field.options.some((o) => o.value === value)) {
      throw new ApiError({ en: `${field.label}: choose one of the options`, cn: `${field.label}：请从选项中选择` })
    }
    clean[field.name] = value
  }
  return clean
}

// ─── handlers ──────────────────────────────────────────────────────────────────────────

export const activityEventHandlers: Array<BoundHandler> = [
  handle(activityEventInfo, async (input, { db, lan }) => {
    const activity = await requireActivity(db, input.act_id)
    const ids = await participatingBrandIds(db, activity)
    const [cards, [slotSpan], [registered], [confirmed], [schedule]] = await Promise.all([
      brandCards(db, lan, ids),
      db
        .select({ first: min(eventSlots.startsAt), last: max(eventSlots.endsAt) })
        .from(eventSlots)
        .where(eq(eventSlots.activityId, activity.id)),
      db.select({ n: count() }).from(activityRegistrations).where(eq(activityRegistrations.activityId, activity.id)),
      db
        .select({ n: count() })
        .from(meetings)
        .where(and(eq(meetings.activityId, activity.id), isNotNull(meetings.publishedAt))),
      db.select({ publishedAt: eventSchedules.publishedAt }).from(eventSchedules).where(eq(eventSchedules.activityId, activity.id)),
    ])
    const online = activity.kind === 'online'
    const agenda: Array<{ kind: 'opening' | 'meetings' | 'closing'; starts_at: string; ends_at: string; title: string }> = [
      {
        kind: 'opening',
        starts_at: activity.startsAt.toISOString(),
        ends_at: new Date(activity.startsAt.getTime() + HOUR).toISOString(),
        title: online ? pick(lan, 'Online opening and welcome', '线上开幕与欢迎致辞') : pick(lan, 'Opening and welcome', '开幕与欢迎致辞'),
      },
    ]
    if (online) {
      // No tables online: the brands present one after another between the opening and the close.
      agenda.push({
        kind: 'meetings',
        starts_at: new Date(activity.startsAt.getTime() + HOUR).toISOString(),
        ends_at: new Date(activity.endsAt.getTime() - HOUR).toISOString(),
        title: pick(lan, 'Live brand presentations and questions', '品牌线上直播讲解与答疑'),
      })
    } else if (slotSpan?.first && slotSpan.last) {
      agenda.push({
        kind: 'meetings',
        starts_at: new Date(slotSpan.first).toISOString(),
        ends_at: new Date(slotSpan.last).toISOString(),
        title: pick(lan, 'One-to-one buyer meetings', '一对一采购洽谈'),
      })
    }
    agenda.push({
      kind: 'closing',
      starts_at: new Date(activity.endsAt.getTime() - HOUR).toISOString(),
      ends_at: activity.endsAt.toISOString(),
      title: online
        ? pick(lan, 'Closing questions and next steps', '闭幕答疑与后续安排')
        : pick(lan, 'Closing and deal signing', '闭幕与签约'),
    })
    return {
      act_id: activity.id,
      time_zone: venueTimeZone(activity.countryCode),
      agenda,
      countries: byCountry(cards).map((g) => ({
        country_code: g.country_code,
        country_name: g.country_name,
        brands: g.items.map((b) => ({ id: b.id, name: b.name, logo: b.logo, country_code: b.country_code, country_name: b.country_name })),
      })),
      registered_buyers: registered?.n ?? 0,
      confirmed_meetings: confirmed?.n ?? 0,
      schedule_published: Boolean(schedule?.publishedAt),
    }
  }),

  handle(exhibitionHall, async (input, { db, lan }) => {
    const activity = await requireActivity(db, input.act_id)
    const ids = await participatingBrandIds(db, activity)
    const cards = await brandCards(db, lan, ids)
    // Up to 3 products per brand, most viewed first, in one query.
    const productRows = ids.length
      ? await db
          .select({ id: products.id, brandId: products.brandId, nameEn: products.nameEn, nameZh: products.nameZh, images: products.images })
          .from(products)
          .where(
            and(
              inArray(products.brandId, ids),
              sql`${products.id} in (select p2.id from ${products} p2 where p2.brand_id = ${products.brandId} order by p2.views desc, p2.id limit 3)`,
            ),
          )
          .orderBy(asc(products.brandId), sql`${products.views} desc`, asc(products.id))
      : []
    const productsOf = new Map<number, Array<{ id: number; name: string; image: string | null }>>()
    for (const row of productRows) {
      const list = productsOf.get(row.brandId) ?? []
      list.push({ id: row.id, name: pick(lan, row.nameEn, row.nameZh), image: row.images[0] ?? null })
      productsOf.set(row.brandId, list)
    }
    return {
      act_id: activity.id,
      title: pick(lan, activity.titleEn, activity.titleZh),
      pavilions: byCountry(cards).map((g) => ({
        country_code: g.country_code,
        country_name: g.country_name,
        booths: g.items.map(({ category_name, ...brand }, index) => ({
          booth_no: `${g.country_code}-${String(index + 1).padStart(2, '0')}`,
          brand,
          category_name,
          products: productsOf.get(brand.id) ?? [],
        })),
      })),
    }
  }),

  handle(myEventStatus, async (input, { db, session }) => {
    const activity = await requireActivity(db, input.act_id)
    const brandId = session.role === 'brand' ? session.brandId : null
    const [[registration], [profile], [wishes], [met]] = await Promise.all([
      db
        .select({ userId: activityRegistrations.userId })
        .from(activityRegistrations)
        .where(and(eq(activityRegistrations.activityId, activity.id), eq(activityRegistrations.userId, session.userId))),
      db
        .select({ status: buyerProfiles.status, reason: buyerProfiles.reason })
        .from(buyerProfiles)
        .where(eq(buyerProfiles.userId, session.userId)),
      db
        .select({ n: count() })
        .from(meetingWishes)
        .where(
          and(
            eq(meetingWishes.activityId, activity.id),
            brandId
              ? eq(meetingWishes.brandId, brandId)
              : and(eq(meetingWishes.buyerUserId, session.userId), isNotNull(meetingWishes.buyerLevel)),
          ),
        ),
      db
        .select({ n: count() })
        .from(meetings)
        .where(
          and(
            eq(meetings.activityId, activity.id),
            isNotNull(meetings.publishedAt),
            brandId ? eq(meetings.brandId, brandId) : eq(meetings.buyerUserId, session.userId),
          ),
        ),
    ])
    return {
      role: session.role,
      registered: Boolean(registration),
      verification: (profile?.status as 'submitted' | 'verified' | 'rejected' | undefined) ?? null,
      reason: profile?.reason ?? '',
      wish_count: wishes?.n ?? 0,
      meeting_count: met?.n ?? 0,
      // The join link of an online activity is the registered buyer's alone (ADR 044).
      join_url: activity.kind === 'online' && registration && activity.joinUrl ? activity.joinUrl : null,
    }
  }),

  handle(activityRegister, async (input, { db, lan, session, now }) => {
    if (session.role !== null && session.role !== 'buyer') {
      throw new ForbiddenError({ en: 'Only buyer accounts register for activities', cn: '只有采购商账号可以报名活动' })
    }
    const activity = await requireActivity(db, input.act_id)
    if (activity.endsAt.getTime() < now.getTime()) {
      throw new ApiError({ en: `The activity act_id ${activity.id} has ended`, cn: `act_id 为 ${activity.id} 的活动已结束` })
    }
    const answers = checkAnswers(activity.formFields, input.answers, lan)
    await db.transaction(async (tx) => {
      if (session.role === null) await tx.update(users).set({ role: 'buyer' }).where(eq(users.id, session.userId))
      await tx
        .insert(activityRegistrations)
        .values({ activityId: activity.id, userId: session.userId, answers, createdAt: now })
        .onConflictDoUpdate({ target: [activityRegistrations.activityId, activityRegistrations.userId], set: { answers } })
      await tx.insert(activityBuyers).values({ activityId: activity.id, userId: session.userId, createdAt: now }).onConflictDoNothing()
    })
    return { registered: true }
  }),
  handle(setActivityBrands, async (input, { db, session }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    if (input.add.length) {
      const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, input.add))
      const known = new Set(found.map((b) => b.id))
      const missing = input.add.filter((id) => !known.has(id))
      if (missing.length)
        throw new ApiError({
          en: `Field add has unknown brand ${missing.join(', ')}`,
          cn: `字段 add 中的品牌 ${missing.join('、')} 不存在`,
        })
      await db
        .insert(activityBrands)
        .values([...known].map((brandId) => ({ activityId: activity.id, brandId, addedBy: session.userId })))
        .onConflictDoNothing()
    }
    if (input.remove.length)
      await db.delete(activityBrands).where(and(eq(activityBrands.activityId, activity.id), inArray(activityBrands.brandId, input.remove)))
    return { act_id: activity.id, brand_ids: await participatingBrandIds(db, activity) }
  }),
  handle(activityBrandList, async (input, { db, lan, session }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    const list = await brandCards(db, lan, await participatingBrandIds(db, activity))
    return { act_id: activity.id, title: pick(lan, activity.titleEn, activity.titleZh), list }
  }),
]

/** Whether a user is registered for an activity. */
export async function isRegistered(db: Db, activityId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: activityRegistrations.userId })
    .from(activityRegistrations)
    .where(and(eq(activityRegistrations.activityId, activityId), eq(activityRegistrations.userId, userId)))
    .limit(1)
  return rows.length > 0
}
