/**
 * The scheduler as a service: loads an activity's wishes, verification states,
 * availability, slots, tables and the organiser's pin / forbid rules; hands the feasible pairs
 * to the scheduler (./scheduler: scoring, per-slot min-cost-flow assignment, reasons; ADR 015);
 * stores the meetings with their reasons in both languages; publishes and notifies.
 *
 * Feasible pair: a verified buyer registered for the activity; the buyer wants the meeting
 * (must / like) and the brand accepted it or asked for it itself (must / like); nobody said no
 * or declined; the pair is not forbidden. Pinned meetings keep their slot and table on re-run.
 */
import { and, asc, eq, inArray, isNotNull, isNull, like, ne } from 'drizzle-orm'
import { myMeetings, pairRule, schedulePublish, scheduleRun, scheduleView } from '../../api/contract/events'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { requireActivity, requireOrganiser } from '../events/public.server'
import type { Db } from '../db/client.server'
import {
  activities,
  activityRegistrations,
  brands,
  buyerProfiles,
  categories,
  countries,
  dockings,
  eventSchedules,
  eventSlots,
  eventTables,
  meetingWishes,
  meetings,
  products,
  pairRules,
  slotUnavailability,
  users,
} from '../db/schema'
import { venueTimeZone } from '../../lib/venue-time-zone'
import { checkSchedule, describeReasons, scheduleMeetings, type BrandWish, type PinnedMeeting, type SchedulerInput } from './scheduler'
import { minOrderTonnes } from './scheduler/volume'
import { sendNotice } from '../sms/notices.server'

type Stats = {
  meetings: number
  pinned: number
  conflicts: number
  mutual_must: number
  mutual_must_met: number
  buyers_with_meeting: number
  duration_ms: number
}

const isWant = (level: string | null) => level === 'must' || level === 'like'

/** Everything the scheduler needs about one activity. */
export async function loadProblem(db: Db, activityId: number) {
  // One after another: a caller may pass a transaction (the seed's live day), one connection, and
  // pg refuses overlapping queries on one client.
  const [slotRows, tableRows, wishRows, profileRows, ruleRows, awayRows, kept] = [
    await db.select().from(eventSlots).where(eq(eventSlots.activityId, activityId)).orderBy(asc(eventSlots.startsAt), asc(eventSlots.id)),
    await db
      .select({ no: eventTables.tableNo })
      .from(eventTables)
      .where(eq(eventTables.activityId, activityId))
      .orderBy(asc(eventTables.tableNo)),
    await db.select().from(meetingWishes).where(eq(meetingWishes.activityId, activityId)),
    await db
      .select({ profile: buyerProfiles })
      .from(activityRegistrations)
      .innerJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
      .where(eq(activityRegistrations.activityId, activityId)),
    await db.select().from(pairRules).where(eq(pairRules.activityId, activityId)),
    await db
      .select({ slotId: slotUnavailability.slotId, partyType: slotUnavailability.partyType, partyId: slotUnavailability.partyId })
      .from(slotUnavailability)
      .innerJoin(eventSlots, eq(eventSlots.id, slotUnavailability.slotId))
      .where(eq(eventSlots.activityId, activityId)),
    await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.activityId, activityId), eq(meetings.pinned, true))),
  ]
  const brandIds = [...new Set(wishRows.map((w) => w.brandId))]
  const brandRows = brandIds.length
    ? await db
        .select({ id: brands.id, countryCode: brands.countryCode, categoryId: brands.categoryId, parentId: categories.parentId })
        .from(brands)
        .leftJoin(categories, eq(categories.id, brands.categoryId))
        .where(inArray(brands.id, brandIds))
    : []
  return {
    slotRows,
    tables: tableRows.map((t) => t.no),
    wishRows,
    profiles: new Map(profileRows.map((r) => [r.profile.userId, r.profile])),
    ruleRows,
    awayRows,
    kept,
    brandRows,
  }
}

type Problem = Awaited<ReturnType<typeof loadProblem>>

type Level = 'must' | 'like' | 'no'
type Reasons = { en: Array<string>; zh: Array<string> }

/** The brand's side of a pair for the scheduler: its decline, its own request, or its acceptance. */
function brandSide(w: Problem['wishRows'][number]): BrandWish['level'] | null {
  if (w.brandAnswer === 'decline' || w.brandLevel === 'no') return 'decline'
  if (w.brandLevel === 'must' || w.brandLevel === 'like') return w.brandLevel
  if (w.brandAnswer === 'accept') return 'accept'
  return null
}

/** The scheduler's input for one activity (plain data: ./scheduler knows nothing of the database). */
export function schedulerInput(
  p: Problem,
  extra: {
    productCategories: Map<number, Array<number>>
    categoryParents: Record<number, number | null>
    pinned: Array<PinnedMeeting>
    /** Each brand's smallest minimum order in tonnes (./scheduler/volume.ts), when readable. */
    minOrders?: Map<number, number | null>
  },
): SchedulerInput {
  const slotIds = p.slotRows.map((s) => s.id)
  const away = new Set(p.awayRows.map((a) => `${a.partyType}:${a.partyId}:${a.slotId}`))
  const free = (party: 'buyer' | 'brand', id: number) => slotIds.filter((slotId) => !away.has(`${party}:${id}:${slotId}`))
  const wishes = p.wishRows.toSorted((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id)
  return {
    buyers: [...p.profiles.values()].map((profile) => ({
      id: profile.userId,
      verification: profile.status as 'submitted' | 'verified' | 'rejected',
      categoryIds: profile.interestCategoryIds,
      originCountries: profile.originCountries,
      volumes: profile.volume ? [profile.volume] : [],
      availableSlotIds: free('buyer', profile.userId),
    })),
    brands: p.brandRows.map((brand) => ({
      id: brand.id,
      categoryIds: [...new Set([...(brand.categoryId ? [brand.categoryId] : []), ...(extra.productCategories.get(brand.id) ?? [])])],
      countryCode: brand.countryCode,
      availableSlotIds: free('brand', brand.id),
      minOrderTonnes: extra.minOrders?.get(brand.id) ?? null,
    })),
    slots: p.slotRows.map((s) => ({ id: s.id })),
    tables: p.tables.map((no) => ({ id: no })),
    buyerWishes: wishes.flatMap((w) =>
      w.buyerLevel ? [{ buyerId: w.buyerUserId, brandId: w.brandId, level: w.buyerLevel as Level, rank: w.buyerRank ?? 99 }] : [],
    ),
    brandWishes: wishes.flatMap((w) => {
      const level = brandSide(w)
      return level ? [{ brandId: w.brandId, buyerId: w.buyerUserId, level }] : []
    }),
    categoryParents: extra.categoryParents,
    pinned: extra.pinned,
    forbidden: p.ruleRows.filter((r) => r.rule === 'forbid').map((r) => ({ buyerId: r.buyerUserId, brandId: r.brandId })),
  }
}

/**
 * Pins without a meeting yet get a place before the run (the earliest slot and table free for
 * both, around the other pins), so the scheduler keeps them like the pins it already placed.
 */
function placeNewPins(p: Problem, input: Omit<SchedulerInput, 'pinned'>, kept: Array<PinnedMeeting>): Array<PinnedMeeting> {
  const out = [...kept]
  const busy = new Set(kept.flatMap((m) => [`b${m.slotId}:${m.buyerId}`, `r${m.slotId}:${m.brandId}`, `t${m.slotId}:${m.tableId}`]))
  const has = new Set(kept.map((m) => `${m.buyerId}:${m.brandId}`))
  for (const rule of p.ruleRows.filter((r) => r.rule === 'pin' && !has.has(`${r.buyerUserId}:${r.brandId}`))) {
    const buyer = input.buyers.find((b) => b.id === rule.buyerUserId)
    const brand = input.brands.find((b) => b.id === rule.brandId)
    if (!buyer || !brand) continue
    for (const slot of input.slots) {
      if (!buyer.availableSlotIds.includes(slot.id) || !brand.availableSlotIds.includes(slot.id)) continue
      if (busy.has(`b${slot.id}:${buyer.id}`) || busy.has(`r${slot.id}:${brand.id}`)) continue
      const table = input.tables.find((t) => !busy.has(`t${slot.id}:${t.id}`))
      if (!table) continue
      out.push({ buyerId: buyer.id, brandId: brand.id, slotId: slot.id, tableId: table.id })
      busy.add(`b${slot.id}:${buyer.id}`).add(`r${slot.id}:${brand.id}`).add(`t${slot.id}:${table.id}`)
      break
    }
  }
  return out
}

/**
 * The scheduler's input for an activity without pins (categories of the brands' products, minimum
 * orders, the category tree) and the labels its reasons are written with. Also used to rank the
 * replacements of a no-show (./recovery.server.ts).
 */
export async function scoringContext(db: Db, problem: Problem) {
  const brandIds = problem.brandRows.map((b) => b.id)
  // One after another, as loadProblem's.
  const [catRows, countryRows, productCats] = [
    await db.select({ id: categories.id, parentId: categories.parentId, en: categories.nameEn, zh: categories.nameZh }).from(categories),
    await db.select({ code: countries.code, en: countries.nameEn, zh: countries.nameZh }).from(countries),
    brandIds.length
      ? await db
          .select({
            brandId: products.brandId,
            categoryId: products.categoryId,
            moq: products.moq,
            unit: products.unit,
            packing: products.specEn,
          })
          .from(products)
          .where(inArray(products.brandId, brandIds))
      : [],
  ]
  const productCategories = new Map<number, Array<number>>()
  const byBrand = new Map<number, Array<{ moq: number; unit: string; packing: string }>>()
  for (const row of productCats) {
    const cats = productCategories.get(row.brandId) ?? []
    if (!cats.includes(row.categoryId)) productCategories.set(row.brandId, [...cats, row.categoryId])
    byBrand.set(row.brandId, [...(byBrand.get(row.brandId) ?? []), row])
  }
  const minOrders = new Map([...byBrand].map(([brandId, list]) => [brandId, minOrderTonnes(list)]))
  const categoryParents = Object.fromEntries(catRows.map((c) => [c.id, c.parentId]))
  const base = schedulerInput(problem, { productCategories, categoryParents, pinned: [], minOrders })
  const cat = new Map(catRows.map((c) => [c.id, c]))
  const country = new Map(countryRows.map((c) => [c.code, c]))
  const labels = {
    category: (id: number, locale: 'en-US' | 'zh-CN') =>
      cat.has(id) ? (locale === 'zh-CN' ? cat.get(id)!.zh : cat.get(id)!.en) : undefined,
    country: (code: string, locale: 'en-US' | 'zh-CN') =>
      country.has(code) ? (locale === 'zh-CN' ? country.get(code)!.zh : country.get(code)!.en) : undefined,
  }
  return { base, labels, categoryParents }
}

async function runSchedule(db: Db, activityId: number, now: Date): Promise<Stats> {
  const started = performance.now()
  const problem = await loadProblem(db, activityId)
  if (!problem.slotRows.length || !problem.tables.length) {
    throw new ApiError({ en: 'This activity has no meeting slots or tables to schedule', cn: '该活动没有可安排的洽谈时段或洽谈桌' })
  }
  const { base, labels } = await scoringContext(db, problem)
  const pinRules = new Set(problem.ruleRows.filter((r) => r.rule === 'pin').map((r) => `${r.buyerUserId}:${r.brandId}`))
  const kept = problem.kept
    .filter((m) => pinRules.has(`${m.buyerUserId}:${m.brandId}`))
    .map((m) => ({ buyerId: m.buyerUserId, brandId: m.brandId, slotId: m.slotId, tableId: m.tableNo }))
  const input: SchedulerInput = { ...base, pinned: placeNewPins(problem, base, kept) }
  const result = scheduleMeetings(input)
  const conflicts = checkSchedule(input, result.meetings).length

  await db.transaction(async (tx) => {
    await tx.delete(meetings).where(eq(meetings.activityId, activityId))
    if (result.meetings.length) {
      await tx.insert(meetings).values(
        result.meetings.map((m) => ({
          activityId,
          slotId: m.slotId,
          tableNo: m.tableId,
          buyerUserId: m.buyerId,
          brandId: m.brandId,
          score: m.score,
          reasons: { en: describeReasons(m.reasons, 'en-US', labels), zh: describeReasons(m.reasons, 'zh-CN', labels) } satisfies Reasons,
          pinned: m.pinned,
          publishedAt: null,
          createdAt: now,
        })),
      )
    }
  })
  const stats: Stats = {
    meetings: result.meetings.length,
    pinned: result.stats.pinnedKept,
    conflicts,
    mutual_must: result.stats.feasibleMutualMust,
    mutual_must_met: result.stats.mutualMustMet,
    buyers_with_meeting: new Set(result.meetings.map((m) => m.buyerId)).size,
    duration_ms: Math.round(performance.now() - started),
  }
  await db
    .insert(eventSchedules)
    .values({ activityId, runAt: now, publishedAt: null, stats })
    .onConflictDoUpdate({ target: eventSchedules.activityId, set: { runAt: now, publishedAt: null, stats } })
  return stats
}

// ─── reading meetings ──────────────────────────────────────────────────────────────────

async function loadMeetings(db: Db, lan: Lan, where: ReturnType<typeof and>) {
  const rows = await db
    .select({
      m: meetings,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
      titleEn: activities.titleEn,
      titleZh: activities.titleZh,
      venueEn: activities.venueEn,
      venueZh: activities.venueZh,
      actCountry: activities.countryCode,
      company: users.company,
      name: users.name,
      brandEn: brands.nameEn,
      brandZh: brands.nameZh,
      logo: brands.logo,
      brandCountry: brands.countryCode,
      cEn: countries.nameEn,
      cZh: countries.nameZh,
    })
    .from(meetings)
    .innerJoin(eventSlots, eq(eventSlots.id, meetings.slotId))
    .innerJoin(activities, eq(activities.id, meetings.activityId))
    .innerJoin(users, eq(users.id, meetings.buyerUserId))
    .innerJoin(brands, eq(brands.id, meetings.brandId))
    .innerJoin(countries, eq(countries.code, brands.countryCode))
    .where(where)
    .orderBy(asc(eventSlots.startsAt), asc(meetings.tableNo))
  return rows.map((r) => {
    const reasons = r.m.reasons as Reasons
    return {
      id: r.m.id,
      act_id: r.m.activityId,
      activity_title: pick(lan, r.titleEn, r.titleZh),
      venue: pick(lan, r.venueEn, r.venueZh),
      time_zone: venueTimeZone(r.actCountry),
      slot_id: r.m.slotId,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      table_no: r.m.tableNo,
      buyer: { user_id: r.m.buyerUserId, company: r.company ?? '', name: r.name ?? '' },
      brand: {
        id: r.m.brandId,
        name: pick(lan, r.brandEn, r.brandZh),
        logo: r.logo,
        country_code: r.brandCountry,
        country_name: pick(lan, r.cEn, r.cZh),
      },
      reasons: (lan === 'cn' ? reasons?.zh : reasons?.en) ?? [],
      pinned: r.m.pinned,
      published: r.m.publishedAt !== null,
    }
  })
}

// ─── publishing ────────────────────────────────────────────────────────────────────────

/**
 * Who is told when an activity's schedule is published: every buyer and every brand account with a
 * meeting that can be reached by SMS or mail, each with their meetings.
 */
async function partiesToNotify(db: Db, activityId: number) {
  const rows = await db
    .select({ buyerUserId: meetings.buyerUserId, brandId: meetings.brandId, startsAt: eventSlots.startsAt, tableNo: meetings.tableNo })
    .from(meetings)
    .innerJoin(eventSlots, eq(eventSlots.id, meetings.slotId))
    .where(eq(meetings.activityId, activityId))
  const buyerIds = [...new Set(rows.map((r) => r.buyerUserId))]
  const brandIds = [...new Set(rows.map((r) => r.brandId))]
  const people = [
    ...(buyerIds.length
      ? await db
          .select({ id: users.id, mobile: users.mobile, email: users.email, contact: users.contactEmail, brandId: users.brandId })
          .from(users)
          .where(inArray(users.id, buyerIds))
      : []),
    ...(brandIds.length
      ? await db
          .select({ id: users.id, mobile: users.mobile, email: users.email, contact: users.contactEmail, brandId: users.brandId })
          .from(users)
          .where(and(inArray(users.brandId, brandIds), eq(users.role, 'brand')))
      : []),
  ]
  return people.flatMap((user) => {
    const mine = rows.filter((r) => (user.brandId ? r.brandId === user.brandId : r.buyerUserId === user.id))
    return mine.length && (user.mobile || (user.email ?? user.contact)) ? [{ user, mine }] : []
  })
}

async function notifyParties(db: Db, activity: { id: number; titleEn: string; titleZh: string }, now: Date): Promise<number> {
  const recipients = await partiesToNotify(db, activity.id)
  let notified = 0
  for (const { user, mine } of recipients) {
    const first = mine.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!
    try {
      const notice = {
        kind: 'meetings_scheduled' as const,
        activityId: activity.id,
        count: mine.length,
        firstAt: first.startsAt,
        tableNo: first.tableNo,
      }
      if ((await sendNotice({ mobile: user.mobile, email: user.email ?? user.contact }, notice, now)) === 'none') continue
      notified += 1
    } catch (error) {
      console.warn(`[events] could not notify user ${user.id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return notified
}

const DOCKING_NOTE = 'meeting:'

export const meetingHandlers: Array<BoundHandler> = [
  handle(scheduleRun, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    return runSchedule(db, activity.id, now)
  }),

  handle(pairRule, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    const key = and(
      eq(pairRules.activityId, activity.id),
      eq(pairRules.buyerUserId, input.buyer_user_id),
      eq(pairRules.brandId, input.brand_id),
    )
    const meetingOfPair = and(
      eq(meetings.activityId, activity.id),
      eq(meetings.buyerUserId, input.buyer_user_id),
      eq(meetings.brandId, input.brand_id),
    )
    const [wish] = await db
      .select({ id: meetingWishes.id })
      .from(meetingWishes)
      .where(
        and(
          eq(meetingWishes.activityId, activity.id),
          eq(meetingWishes.buyerUserId, input.buyer_user_id),
          eq(meetingWishes.brandId, input.brand_id),
        ),
      )
    if (!wish)
      throw new ApiError({
        en: 'Neither side of this buyer–brand pair asked to meet at this activity',
        cn: '该采购商与品牌在此活动中均未提出洽谈',
      })
    await db.transaction(async (tx) => {
      await tx.delete(pairRules).where(key)
      if (input.rule !== 'none') {
        await tx
          .insert(pairRules)
          .values({ activityId: activity.id, buyerUserId: input.buyer_user_id, brandId: input.brand_id, rule: input.rule, createdAt: now })
      }
      await tx
        .update(meetings)
        .set({ pinned: input.rule === 'pin' })
        .where(meetingOfPair)
      if (input.rule === 'forbid') await tx.delete(meetings).where(and(meetingOfPair, isNull(meetings.publishedAt)))
    })
    return { ok: true }
  }),

  handle(schedulePublish, async (input, { db, session, now }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    const [schedule] = await db.select().from(eventSchedules).where(eq(eventSchedules.activityId, activity.id))
    if (!schedule?.runAt) throw new ApiError({ en: 'Run the scheduler before publishing', cn: '请先运行排程再发布' })
    const list = await db.transaction(async (tx) => {
      const published = await tx.update(meetings).set({ publishedAt: now }).where(eq(meetings.activityId, activity.id)).returning()
      await tx.update(eventSchedules).set({ publishedAt: now }).where(eq(eventSchedules.activityId, activity.id))
      // The published meetings are the activity's scheduled dockings (dashboards, confirmed counts).
      await tx.delete(dockings).where(and(eq(dockings.activityId, activity.id), like(dockings.notes, `${DOCKING_NOTE}%`)))
      if (published.length) {
        const slotRows = await tx.select().from(eventSlots).where(eq(eventSlots.activityId, activity.id))
        const companies = await tx
          .select({ id: users.id, company: users.company })
          .from(users)
          .where(inArray(users.id, [...new Set(published.map((m) => m.buyerUserId))]))
        const companyOf = new Map(companies.map((c) => [c.id, c.company ?? '']))
        const startOf = new Map(slotRows.map((s) => [s.id, s.startsAt]))
        await tx.insert(dockings).values(
          published.map((m) => ({
            activityId: activity.id,
            buyerCompany: companyOf.get(m.buyerUserId) ?? '',
            buyerUserId: m.buyerUserId,
            brandId: m.brandId,
            tableNo: m.tableNo,
            status: 'scheduled',
            scheduledAt: startOf.get(m.slotId) ?? now,
            notes: `${DOCKING_NOTE}${m.id}`,
          })),
        )
      }
      return published
    })
    const notified = await notifyParties(db, activity, now)
    return { meetings: list.length, notified }
  }),

  handle(scheduleView, async (input, { db, lan, session }) => {
    requireOrganiser(session)
    const activity = await requireActivity(db, input.act_id)
    const problem = await loadProblem(db, activity.id)
    const [list, [schedule], toNotify] = await Promise.all([
      loadMeetings(db, lan, and(eq(meetings.activityId, activity.id))),
      db.select().from(eventSchedules).where(eq(eventSchedules.activityId, activity.id)),
      partiesToNotify(db, activity.id),
    ])
    const userIds = [...new Set([...problem.wishRows.map((w) => w.buyerUserId), ...problem.ruleRows.map((r) => r.buyerUserId)])]
    const brandIds = [...new Set([...problem.wishRows.map((w) => w.brandId), ...problem.ruleRows.map((r) => r.brandId)])]
    const [companyRows, brandRows] = await Promise.all([
      userIds.length ? db.select({ id: users.id, company: users.company }).from(users).where(inArray(users.id, userIds)) : [],
      brandIds.length
        ? db
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
            .where(inArray(brands.id, brandIds))
        : [],
    ])
    const companyOf = new Map(companyRows.map((c) => [c.id, problem.profiles.get(c.id)?.company ?? c.company ?? '']))
    const brandOf = new Map(
      brandRows.map((b) => [
        b.id,
        { id: b.id, name: pick(lan, b.nameEn, b.nameZh), logo: b.logo, country_code: b.code, country_name: pick(lan, b.cEn, b.cZh) },
      ]),
    )
    const met = new Set(list.map((m) => `${m.buyer.user_id}:${m.brand.id}`))
    const unscheduled = problem.wishRows
      .filter((w) => !met.has(`${w.buyerUserId}:${w.brandId}`) && (isWant(w.buyerLevel) || isWant(w.brandLevel)) && brandOf.has(w.brandId))
      .map((w) => ({
        buyer_user_id: w.buyerUserId,
        buyer_company: companyOf.get(w.buyerUserId) ?? '',
        brand: brandOf.get(w.brandId)!,
        buyer_level: w.buyerLevel as Level | null,
        brand_answer: w.brandAnswer as 'accept' | 'decline' | null,
        brand_level: w.brandLevel as Level | null,
        verified: problem.profiles.get(w.buyerUserId)?.status === 'verified',
      }))
      .toSorted(
        (a, b) => Number(b.buyer_level === 'must') - Number(a.buyer_level === 'must') || a.buyer_company.localeCompare(b.buyer_company),
      )
    return {
      act_id: activity.id,
      title: pick(lan, activity.titleEn, activity.titleZh),
      time_zone: venueTimeZone(activity.countryCode),
      run_at: schedule?.runAt ? schedule.runAt.toISOString() : null,
      published_at: schedule?.publishedAt ? schedule.publishedAt.toISOString() : null,
      stats:
        schedule && schedule.stats && typeof schedule.stats === 'object' && 'conflicts' in schedule.stats
          ? (schedule.stats as Stats)
          : null,
      slots: problem.slotRows.map((s) => ({ id: s.id, starts_at: s.startsAt.toISOString(), ends_at: s.endsAt.toISOString() })),
      tables: problem.tables,
      meetings: list,
      to_notify: toNotify.length,
      rules: problem.ruleRows.flatMap((r) =>
        brandOf.has(r.brandId)
          ? [
              {
                buyer_user_id: r.buyerUserId,
                buyer_company: companyOf.get(r.buyerUserId) ?? '',
                brand: brandOf.get(r.brandId)!,
                rule: r.rule as 'pin' | 'forbid',
              },
            ]
          : [],
      ),
      unscheduled,
    }
  }),

  handle(myMeetings, async (input, { db, lan, session }) => {
    const party =
      session.role === 'brand' && session.brandId ? eq(meetings.brandId, session.brandId) : eq(meetings.buyerUserId, session.userId)
    const list = await loadMeetings(
      db,
      lan,
      and(party, isNotNull(meetings.publishedAt), input.act_id ? eq(meetings.activityId, input.act_id) : ne(meetings.activityId, 0)),
    )
    return { list }
  }),
]
