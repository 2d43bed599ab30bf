/**
 * Meeting wishes from both sides. One row per buyer–brand pair at an activity:
 * the buyer's level (must | like | no), rank and note, set through Looking/LookingPost; the
 * brand's answer (accept | decline) or its own request. Every read and write is scoped to the
 * caller: a buyer only sees and edits their own wishes, a brand only those addressed to it.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from 'drizzle-orm'
import { activityBuyerList, brandAnswerWish, brandRequestMeeting, brandWishes, myWishes, updateWish } from '../../api/contract/events'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import {
  isRegistered,
  labelLookup,
  requireActivity,
  requireBrandId,
  requireBuyer,
  requireTakingPart,
  type VerificationStatus,
} from '../events/public.server'
import type { Session } from '../auth/session.server'
import type { Db } from '../db/client.server'
import {
  activities,
  activityBrands,
  activityRegistrations,
  brands,
  buyerProfiles,
  countries,
  meetingWishes,
  products,
  users,
} from '../db/schema'

type Level = 'must' | 'like' | 'no'
type Answer = 'accept' | 'decline'
type WishRow = typeof meetingWishes.$inferSelect

export type WishInput = { brand_id: number; level: Level; note: string; product_ids: Array<number> }

/**
 * Sets the buyer's ranked wishes at an activity (rank = position in `wishes`). Brands left out
 * lose the buyer's side of the pair (a brand's own request stays); brand answers are kept.
 */
export async function saveBuyerWishes(db: Db, session: Session, actId: number, wishes: ReadonlyArray<WishInput>, now: Date): Promise<void> {
  requireBuyer(session)
  if (!(await isRegistered(db, actId, session.userId))) {
    throw new ApiError({
      en: `Register for activity act_id ${actId} with its form before ranking brands to meet`,
      cn: `请先通过报名表报名 act_id 为 ${actId} 的活动，再为要洽谈的品牌排序`,
    })
  }
  const wishedBrands = [...new Set(wishes.map((w) => w.brand_id))]
  if (wishedBrands.length) {
    const taking = await db
      .select({ id: activityBrands.brandId })
      .from(activityBrands)
      .where(and(eq(activityBrands.activityId, actId), inArray(activityBrands.brandId, wishedBrands)))
    const known = new Set(taking.map((r) => r.id))
    const absent = wishedBrands.filter((id) => !known.has(id))
    if (absent.length) {
      throw new ApiError({
        en: `Field wishes: brand ${absent.join(', ')} does not take part in activity act_id ${actId}`,
        cn: `字段 wishes：品牌 ${absent.join('、')} 未参加 act_id 为 ${actId} 的活动`,
      })
    }
  }
  const productIds = [...new Set(wishes.flatMap((w) => w.product_ids))]
  if (productIds.length) {
    const rows = await db.select({ id: products.id, brandId: products.brandId }).from(products).where(inArray(products.id, productIds))
    const brandOf = new Map(rows.map((r) => [r.id, r.brandId]))
    for (const wish of wishes) {
      const wrong = wish.product_ids.filter((id) => brandOf.get(id) !== wish.brand_id)
      if (wrong.length) {
        throw new ApiError({
          en: `Field wishes: product ${wrong.join(', ')} is not a product of brand ${wish.brand_id}`,
          cn: `字段 wishes：产品 ${wrong.join('、')} 不属于品牌 ${wish.brand_id}`,
        })
      }
    }
  }
  const keep = wishes.map((w) => w.brand_id)
  await db.transaction(async (tx) => {
    const mine = and(eq(meetingWishes.activityId, actId), eq(meetingWishes.buyerUserId, session.userId))
    const dropped = keep.length ? and(mine, notInArray(meetingWishes.brandId, keep)) : mine
    await tx.delete(meetingWishes).where(and(dropped, isNull(meetingWishes.brandLevel)))
    await tx.update(meetingWishes).set({ buyerLevel: null, buyerRank: null, buyerNote: '', updatedAt: now }).where(dropped)
    for (const [index, wish] of wishes.entries()) {
      const values = { buyerLevel: wish.level, buyerRank: index + 1, buyerNote: wish.note, productIds: wish.product_ids, updatedAt: now }
      await tx
        .insert(meetingWishes)
        .values({ activityId: actId, buyerUserId: session.userId, brandId: wish.brand_id, ...values })
        .onConflictDoUpdate({ target: [meetingWishes.activityId, meetingWishes.buyerUserId, meetingWishes.brandId], set: values })
    }
  })
}

async function brandRefs(db: Db, lan: Lan, ids: ReadonlyArray<number>) {
  if (!ids.length) return new Map<number, { id: number; name: string; logo: string; country_code: string; country_name: string }>()
  const rows = await db
    .select({
      id: brands.id,
      nameEn: brands.nameEn,
      nameZh: brands.nameZh,
      logo: brands.logo,
      code: brands.countryCode,
      cEn: countries.nameEn,
      cZh: countries.nameZh,
    })
    .from(brands)
    .innerJoin(countries, eq(countries.code, brands.countryCode))
    .where(inArray(brands.id, [...new Set(ids)]))
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: pick(lan, r.nameEn, r.nameZh), logo: r.logo, country_code: r.code, country_name: pick(lan, r.cEn, r.cZh) },
    ]),
  )
}

function wishOut(row: WishRow, brand: { id: number; name: string; logo: string; country_code: string; country_name: string }) {
  return {
    id: row.id,
    act_id: row.activityId,
    brand,
    product_ids: row.productIds,
    level: row.buyerLevel as Level | null,
    rank: row.buyerRank,
    note: row.buyerNote,
    brand_answer: row.brandAnswer as Answer | null,
    brand_level: row.brandLevel as Level | null,
    brand_note: row.brandNote,
  }
}

async function verifiedRegisteredBuyer(db: Db, actId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ status: buyerProfiles.status })
    .from(activityRegistrations)
    .innerJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
    .where(and(eq(activityRegistrations.activityId, actId), eq(activityRegistrations.userId, userId)))
  return rows[0]?.status === 'verified'
}

export const wishHandlers: Array<BoundHandler> = [
  handle(myWishes, async (input, { db, lan, session }) => {
    const rows = await db
      .select()
      .from(meetingWishes)
      .where(and(eq(meetingWishes.activityId, input.act_id), eq(meetingWishes.buyerUserId, session.userId)))
      .orderBy(asc(meetingWishes.buyerRank), asc(meetingWishes.id))
    const refs = await brandRefs(
      db,
      lan,
      rows.map((r) => r.brandId),
    )
    const out = rows.flatMap((row) => (refs.has(row.brandId) ? [wishOut(row, refs.get(row.brandId)!)] : []))
    return {
      list: out.filter((w) => w.level !== null),
      brand_requests: out.filter((w) => w.brand_level !== null && w.brand_level !== 'no'),
    }
  }),

  handle(updateWish, async (input, { db, lan, session, now }) => {
    requireBuyer(session)
    const [row] = await db.select().from(meetingWishes).where(eq(meetingWishes.id, input.wish_id))
    if (!row || row.buyerUserId !== session.userId) {
      throw new ForbiddenError({ en: `Wish ${input.wish_id} is not one of your wishes`, cn: `心愿 ${input.wish_id} 不是您的心愿` })
    }
    const set: Partial<WishRow> = { updatedAt: now }
    if (input.level !== undefined) {
      set.buyerLevel = input.level
      // Answering a brand's request: the pair joins the end of the buyer's ranking.
      if (row.buyerRank === null) {
        const ranked = await db
          .select({ rank: meetingWishes.buyerRank })
          .from(meetingWishes)
          .where(
            and(
              eq(meetingWishes.activityId, row.activityId),
              eq(meetingWishes.buyerUserId, session.userId),
              isNotNull(meetingWishes.buyerRank),
            ),
          )
          .orderBy(desc(meetingWishes.buyerRank))
          .limit(1)
        set.buyerRank = (ranked[0]?.rank ?? 0) + 1
      }
    }
    if (input.note !== undefined) set.buyerNote = input.note
    const [updated] = await db.update(meetingWishes).set(set).where(eq(meetingWishes.id, row.id)).returning()
    const refs = await brandRefs(db, lan, [updated!.brandId])
    return wishOut(updated!, refs.get(updated!.brandId)!)
  }),

  handle(brandWishes, async (input, { db, lan, session }) => {
    const brandId = requireBrandId(session)
    if (input.brand_id && input.brand_id !== brandId) {
      throw new ForbiddenError({
        en: `Field brand_id: you can only read the wishes addressed to your own brand`,
        cn: '字段 brand_id：只能查看发给您自己品牌的心愿',
      })
    }
    const conditions: Array<SQL> = [
      eq(meetingWishes.brandId, brandId),
      or(isNotNull(meetingWishes.buyerLevel), isNotNull(meetingWishes.brandLevel))!,
    ]
    if (input.act_id) conditions.push(eq(meetingWishes.activityId, input.act_id))
    // Only activities the brand takes part in.
    conditions.push(
      inArray(
        meetingWishes.activityId,
        db.select({ id: activityBrands.activityId }).from(activityBrands).where(eq(activityBrands.brandId, brandId)),
      ),
    )
    const rows = await db
      .select({
        wish: meetingWishes,
        company: users.company,
        titleEn: activities.titleEn,
        titleZh: activities.titleZh,
        profile: buyerProfiles,
      })
      .from(meetingWishes)
      .innerJoin(users, eq(users.id, meetingWishes.buyerUserId))
      .innerJoin(activities, eq(activities.id, meetingWishes.activityId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, meetingWishes.buyerUserId))
      .where(and(...conditions))
      .orderBy(desc(activities.startsAt), asc(meetingWishes.buyerRank), asc(meetingWishes.id))
    const labels = await labelLookup(
      db,
      lan,
      rows.flatMap((r) => (r.profile ? [r.profile] : [])),
    )
    return {
      list: rows.map(({ wish, company, titleEn, titleZh, profile }) => ({
        id: wish.id,
        act_id: wish.activityId,
        activity_title: pick(lan, titleEn, titleZh),
        buyer: {
          user_id: wish.buyerUserId,
          company: profile?.company ?? company ?? '',
          country_code: profile?.countryCode ?? 'CN',
          verification: (profile?.status as VerificationStatus | undefined) ?? null,
          interests: profile ? labels.interests(profile) : { categories: [], origin_countries: [], volume: '' },
        },
        level: wish.buyerLevel as Level | null,
        rank: wish.buyerRank,
        note: wish.buyerNote,
        product_ids: wish.productIds,
        answer: wish.brandAnswer as Answer | null,
        brand_level: wish.brandLevel as Level | null,
        brand_note: wish.brandNote,
      })),
    }
  }),

  handle(brandAnswerWish, async (input, { db, session, now }) => {
    const brandId = requireBrandId(session)
    const [row] = await db.select().from(meetingWishes).where(eq(meetingWishes.id, input.wish_id))
    if (!row || row.brandId !== brandId) {
      throw new ForbiddenError({ en: `Wish ${input.wish_id} is not addressed to your brand`, cn: `心愿 ${input.wish_id} 不是发给您品牌的` })
    }
    await requireTakingPart(db, row.activityId, brandId)
    await db.update(meetingWishes).set({ brandAnswer: input.answer, updatedAt: now }).where(eq(meetingWishes.id, row.id))
    return { id: row.id, answer: input.answer }
  }),

  handle(brandRequestMeeting, async (input, { db, session, now }) => {
    const brandId = requireBrandId(session)
    const activity = await requireActivity(db, input.act_id)
    await requireTakingPart(db, activity.id, brandId)
    if (activity.endsAt.getTime() < now.getTime()) {
      throw new ApiError({ en: `The activity act_id ${activity.id} has ended`, cn: `act_id 为 ${activity.id} 的活动已结束` })
    }
    if (!(await verifiedRegisteredBuyer(db, activity.id, input.buyer_user_id))) {
      throw new ApiError({
        en: `Field buyer_user_id: ${input.buyer_user_id} is not a verified buyer registered for this activity`,
        cn: `字段 buyer_user_id：${input.buyer_user_id} 不是已报名该活动的认证采购商`,
      })
    }
    const values = { brandLevel: input.level, brandNote: input.note, updatedAt: now }
    const [row] = await db
      .insert(meetingWishes)
      .values({ activityId: activity.id, buyerUserId: input.buyer_user_id, brandId, ...values })
      .onConflictDoUpdate({ target: [meetingWishes.activityId, meetingWishes.buyerUserId, meetingWishes.brandId], set: values })
      .returning({ id: meetingWishes.id })
    return { id: row!.id }
  }),

  handle(activityBuyerList, async (input, { db, lan, session }) => {
    const brandId = requireBrandId(session)
    await requireActivity(db, input.act_id)
    // A brand sees the buyers of the activities it takes part in, and no others.
    await requireTakingPart(db, input.act_id, brandId)
    const rows = await db
      .select({ profile: buyerProfiles })
      .from(activityRegistrations)
      .innerJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
      .where(and(eq(activityRegistrations.activityId, input.act_id), eq(buyerProfiles.status, 'verified')))
      .orderBy(asc(buyerProfiles.company), asc(buyerProfiles.userId))
    const profiles = rows.map((r) => r.profile).filter((p) => !input.origin_country || p.originCountries.includes(input.origin_country))
    const [labels, wishRows] = await Promise.all([
      labelLookup(db, lan, profiles),
      db
        .select({ buyer: meetingWishes.buyerUserId, brandLevel: meetingWishes.brandLevel, buyerLevel: meetingWishes.buyerLevel })
        .from(meetingWishes)
        .where(and(eq(meetingWishes.activityId, input.act_id), eq(meetingWishes.brandId, brandId))),
    ])
    const wishOf = new Map(wishRows.map((w) => [w.buyer, w]))
    return {
      list: profiles.map((p) => ({
        user_id: p.userId,
        company: p.company,
        country_code: p.countryCode,
        interests: labels.interests(p),
        asked: (wishOf.get(p.userId)?.brandLevel as Level | null | undefined) ?? null,
        wished: (wishOf.get(p.userId)?.buyerLevel as Level | null | undefined) ?? null,
      })),
    }
  }),
]
