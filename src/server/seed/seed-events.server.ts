/**
 * The events part of the demo dataset: one demo account per role, buyers with
 * profiles in every verification state, registrations, wishes on both sides, meeting slots and
 * tables for the matching activities, and a published schedule for the live one. Called by
 * seedDatabase inside its transaction, after the activities and brands exist.
 *
 * The demo phone numbers are listed in README "Events and buyer matching".
 */
import { sql } from 'drizzle-orm'
import { nextVenueHour, venueTimeZone } from '../../lib/venue-time-zone'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { buyerCompanies, buyerContactNames, moreBuyerCompanies } from './seed-data'

const MINUTE = 60_000

/** Demo accounts (log in with an SMS code; the code lands in DATA_DIR/outbox/sms.jsonl). */
export const demoAccounts = {
  buyer: { mobile: '+8613800000001', name: 'Li Na', company: 'Shanghai FreshLink Trading Co., Ltd.' },
  brand: { mobile: '+8613800000002', name: 'Carlos Vera', company: '' },
  organiser: { mobile: '+8613800000003', name: 'Wang Fang', company: 'TradeBridge Events' },
  analyst: { mobile: '+8613800000004', name: 'Chen Jie', company: 'TradeBridge Insights' },
} as const

/** Meeting slots per matching activity, their length, and tables. */
export const SEED_SLOTS = 8
export const SEED_SLOT_MINUTES = 30
/** The venue-time hour of the first seeded slot. */
export const SEED_FIRST_SLOT_HOUR = 10
export const SEED_TABLES = 10

type Rng = () => number
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
function pickSome<T>(rng: Rng, list: ReadonlyArray<T>, count: number): Array<T> {
  const copy = [...list]
  const out: Array<T> = []
  while (out.length < count && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!)
  return out
}

const statusOf = (i: number) => (i < 24 ? 'verified' : i < 28 ? 'submitted' : 'rejected')

export async function seedEvents(db: Db, rng: Rng, now: Date): Promise<Record<string, number>> {
  const activityRows = await db.select().from(schema.activities).orderBy(schema.activities.id)
  const brandRows = await db
    .select({
      id: schema.brands.id,
      countryCode: schema.brands.countryCode,
      categoryId: schema.brands.categoryId,
      nameEn: schema.brands.nameEn,
    })
    .from(schema.brands)
    .orderBy(schema.brands.id)
  const categoryRows = await db.select({ id: schema.categories.id, parentId: schema.categories.parentId }).from(schema.categories)
  const subIds = categoryRows.filter((c) => c.parentId !== null).map((c) => c.id)

  // The matching activities of the named real-time routes (Ecuador, Malaysia ×2, Türkiye) plus the others.
  const matching = activityRows.filter((a) => a.kind === 'matching')
  const live = matching.find((a) => a.countryCode === 'EC') ?? matching[0]!
  const liveBrand = brandRows.find((b) => b.countryCode === live.countryCode)!

  // ── demo accounts ──
  const [buyerUser, brandUser, organiserUser, analystUser] = await db
    .insert(schema.users)
    .values([
      {
        mobile: demoAccounts.buyer.mobile,
        role: 'buyer',
        name: demoAccounts.buyer.name,
        company: demoAccounts.buyer.company,
        countryCode: 'CN',
      },
      {
        mobile: demoAccounts.brand.mobile,
        role: 'brand',
        name: demoAccounts.brand.name,
        company: liveBrand.nameEn,
        countryCode: live.countryCode,
        brandId: liveBrand.id,
      },
      {
        mobile: demoAccounts.organiser.mobile,
        role: 'organiser',
        name: demoAccounts.organiser.name,
        company: demoAccounts.organiser.company,
        countryCode: 'CN',
      },
      {
        mobile: demoAccounts.analyst.mobile,
        role: 'analyst',
        name: demoAccounts.analyst.name,
        company: demoAccounts.analyst.company,
        countryCode: 'CN',
      },
    ])
    .returning({ id: schema.users.id })
  void brandUser
  void analystUser

  // ── buyers: 30 seeded companies (24 verified, 4 waiting, 2 rejected) plus the demo buyer ──
  // The demo buyer's company is its own: the seeded buyers take the other names.
  const companies = [...buyerCompanies, ...moreBuyerCompanies].filter(([en]) => en !== demoAccounts.buyer.company)
  const buyerValues = Array.from({ length: 30 }, (_, i) => {
    const company = companies[i % companies.length]!
    return {
      mobile: `+86139000000${String(i + 10).padStart(2, '0')}`,
      role: 'buyer',
      name: buyerContactNames[i]!,
      company: company[0],
      countryCode: 'CN',
    }
  })
  const seededBuyers = await db.insert(schema.users).values(buyerValues).returning({ id: schema.users.id, company: schema.users.company })
  const profileRows: Array<typeof schema.buyerProfiles.$inferInsert> = seededBuyers.map((b, i) => ({
    userId: b.id,
    company: b.company!,
    contactName: buyerContactNames[i]!,
    countryCode: 'CN',
    memberCategoryIds: [1 + (i % 10)],
    interestCategoryIds: pickSome(rng, subIds, int(rng, 2, 5)),
    originCountries: pickSome(rng, ['EC', 'MY', 'TR', 'TH', 'VN', 'CL', 'PE', 'ID', 'NZ'], int(rng, 2, 4)),
    volume: ['1 container a month', '20 tonnes a quarter', '5,000 cartons a season', 'weekly air freight'][i % 4]!,
    status: statusOf(i),
    reason: statusOf(i) === 'rejected' ? 'The business licence does not match the company name.' : '',
    decidedBy: statusOf(i) === 'submitted' ? null : organiserUser!.id,
    decidedAt: statusOf(i) === 'submitted' ? null : new Date(now.getTime() - int(rng, 2, 30) * 24 * 60 * MINUTE),
    submittedAt: new Date(now.getTime() - int(rng, 31, 60) * 24 * 60 * MINUTE),
  }))
  profileRows.push({
    userId: buyerUser!.id,
    company: demoAccounts.buyer.company,
    contactName: demoAccounts.buyer.name,
    countryCode: 'CN',
    memberCategoryIds: [1],
    interestCategoryIds: [...new Set(brandRows.filter((b) => ['EC', 'TR', 'MY'].includes(b.countryCode)).map((b) => b.categoryId!))].slice(
      0,
      6,
    ),
    originCountries: ['EC', 'MY', 'TR'],
    volume: '2 × 40 ft containers a month',
    status: 'verified',
    decidedBy: organiserUser!.id,
    decidedAt: new Date(now.getTime() - 10 * 24 * 60 * MINUTE),
    submittedAt: new Date(now.getTime() - 12 * 24 * 60 * MINUTE),
  })
  await db.insert(schema.buyerProfiles).values(profileRows)
  // Each seeded buyer registered through the buyer form too: the home page's buyer counter
  // (catalogue_counts over buyer_forms) counts them, as it counts every later registration.
  await db.insert(schema.buyerForms).values(
    profileRows.map((p) => ({
      userId: p.userId,
      company: p.company,
      contactName: p.contactName,
      mobile:
        p.userId === buyerUser!.id ? demoAccounts.buyer.mobile : buyerValues[seededBuyers.findIndex((b) => b.id === p.userId)]!.mobile,
      countryCode: p.countryCode,
      memberCategoryIds: p.memberCategoryIds ?? [],
      annualVolume: p.volume ?? '',
      createdAt: p.submittedAt,
    })),
  )

  const verified = seededBuyers.filter((_, i) => statusOf(i) === 'verified').map((b) => b.id)
  const waiting = seededBuyers.filter((_, i) => statusOf(i) === 'submitted').map((b) => b.id)
  let registrations = 0
  let wishes = 0
  let slots = 0
  let meetingCount = 0

  for (const activity of matching) {
    const ended = activity.endsAt.getTime() < now.getTime()
    const isLive = activity.id === live.id
    const countryBrands = brandRows.filter((b) => b.countryCode === activity.countryCode).slice(0, 12)
    if (!countryBrands.length) continue
    // Registered buyers: 14 verified, 2 waiting for verification, and the demo buyer.
    const registered = [...pickSome(rng, verified, 14), ...pickSome(rng, waiting, 2)]
    // The demo buyer is registered for the live activities; the upcoming ones are left to try.
    if (activity.startsAt.getTime() <= now.getTime() && !ended) registered.push(buyerUser!.id)
    await db.insert(schema.activityRegistrations).values(
      registered.map((userId) => ({
        activityId: activity.id,
        userId,
        answers: {},
        createdAt: new Date(activity.startsAt.getTime() - int(rng, 5, 30) * 24 * 60 * MINUTE),
      })),
    )
    registrations += registered.length

    // Slots: SEED_SLOTS of SEED_SLOT_MINUTES from the first 10:00 venue time after the opening (ending
    // by 14:00 there, within working hours); SEED_TABLES tables.
    const first = nextVenueHour(activity.startsAt, SEED_FIRST_SLOT_HOUR, venueTimeZone(activity.countryCode)).getTime()
    const slotRows = await db
      .insert(schema.eventSlots)
      .values(
        Array.from({ length: SEED_SLOTS }, (_, k) => ({
          activityId: activity.id,
          startsAt: new Date(first + k * SEED_SLOT_MINUTES * MINUTE),
          endsAt: new Date(first + (k + 1) * SEED_SLOT_MINUTES * MINUTE),
        })),
      )
      .returning({ id: schema.eventSlots.id })
    slots += slotRows.length
    await db
      .insert(schema.eventTables)
      .values(Array.from({ length: SEED_TABLES }, (_, k) => ({ activityId: activity.id, tableNo: k + 1, label: `T${k + 1}` })))
    // A few parties are away for a slot.
    const away = pickSome(rng, registered, 3).map((userId) => ({
      slotId: slotRows[int(rng, 0, slotRows.length - 1)]!.id,
      partyType: 'buyer',
      partyId: userId,
    }))
    if (away.length) await db.insert(schema.slotUnavailability).values(away).onConflictDoNothing()

    // Wishes: each buyer ranks 3–6 brands (must / like, the odd "no"); brands answer most.
    const wishRows: Array<typeof schema.meetingWishes.$inferInsert> = []
    for (const userId of registered) {
      const demo = userId === buyerUser!.id
      // The demo buyer always asks the demo brand, whose answer is left open for the demo to give.
      const withDemoBrand = demo && countryBrands.some((b) => b.id === liveBrand.id)
      const chosen = withDemoBrand
        ? [
            ...pickSome(
              rng,
              countryBrands.filter((b) => b.id !== liveBrand.id),
              3,
            ),
            liveBrand,
          ]
        : pickSome(rng, countryBrands, demo ? 4 : int(rng, 3, 6))
      chosen.forEach((brand, k) => {
        const level = demo ? (k < 2 ? 'must' : 'like') : rng() < 0.35 ? 'must' : rng() < 0.9 ? 'like' : 'no'
        const answered = demo ? (brand.id === liveBrand.id ? null : 'accept') : rng() < 0.8 ? (rng() < 0.85 ? 'accept' : 'decline') : null
        wishRows.push({
          activityId: activity.id,
          buyerUserId: userId,
          brandId: brand.id,
          buyerLevel: level,
          buyerRank: k + 1,
          buyerNote: k === 0 ? 'Samples and price list for the season, please.' : '',
          brandAnswer: level === 'no' ? null : answered,
          updatedAt: new Date(activity.startsAt.getTime() - int(rng, 2, 20) * 24 * 60 * MINUTE),
        })
      })
    }
    // Brand-initiated requests: each of three brands asks a buyer who did not ask for it.
    for (const brand of countryBrands.slice(0, 3)) {
      const target = registered.find(
        (userId) => verified.includes(userId) && !wishRows.some((w) => w.buyerUserId === userId && w.brandId === brand.id),
      )
      if (target)
        wishRows.push({
          activityId: activity.id,
          buyerUserId: target,
          brandId: brand.id,
          brandLevel: 'must',
          brandNote: 'We would like to present our new season.',
        })
    }
    await db.insert(schema.meetingWishes).values(wishRows)
    wishes += wishRows.length

    // A schedule for the live activity (published) and the past ones (published back then):
    // mutual pairs of verified buyers, must-meets first, in the first slot free for both.
    if (isLive || ended) {
      const verifiedSet = new Set(verified.concat(buyerUser!.id))
      const mutual = wishRows
        .filter((w) => verifiedSet.has(w.buyerUserId) && w.buyerLevel && w.buyerLevel !== 'no' && w.brandAnswer === 'accept')
        .toSorted((a, b) => Number(b.buyerLevel === 'must') - Number(a.buyerLevel === 'must') || (a.buyerRank ?? 99) - (b.buyerRank ?? 99))
      const busy = new Set<string>()
      const choices = (buyerId: number) => wishRows.filter((x) => x.buyerUserId === buyerId && x.buyerLevel && x.buyerLevel !== 'no').length
      const rows: Array<typeof schema.meetings.$inferInsert> = []
      for (const w of mutual) {
        for (let k = 0; k < slotRows.length; k++) {
          const slotId = slotRows[k]!.id
          if (busy.has(`b${slotId}:${w.buyerUserId}`) || busy.has(`r${slotId}:${w.brandId}`)) continue
          const table = [...Array(SEED_TABLES).keys()].map((n) => n + 1).find((n) => !busy.has(`t${slotId}:${n}`))
          if (!table) continue
          busy.add(`b${slotId}:${w.buyerUserId}`).add(`r${slotId}:${w.brandId}`).add(`t${slotId}:${table}`)
          const must = w.buyerLevel === 'must'
          rows.push({
            activityId: activity.id,
            slotId,
            tableNo: table,
            buyerUserId: w.buyerUserId,
            brandId: w.brandId,
            score: must ? 10 : 5,
            // The scheduler's own wording (src/server/matching/scheduler/reasons.ts).
            reasons: {
              en: [
                must ? 'the buyer marked must-meet and the brand accepted' : 'the buyer would like to meet and the brand accepted',
                `the buyer's choice #${w.buyerRank} of ${choices(w.buyerUserId)}`,
              ],
              zh: [
                must ? '采购商标记为必须会面，品牌方已接受' : '采购商希望会面，品牌方已接受',
                `采购商的第 ${w.buyerRank} 意向（共 ${choices(w.buyerUserId)} 个）`,
              ],
            },
            publishedAt: new Date(activity.startsAt.getTime() - 2 * 24 * 60 * MINUTE),
          })
          break
        }
      }
      if (rows.length) await db.insert(schema.meetings).values(rows)
      meetingCount += rows.length
      await db.insert(schema.eventSchedules).values({
        activityId: activity.id,
        runAt: new Date(activity.startsAt.getTime() - 3 * 24 * 60 * MINUTE),
        publishedAt: new Date(activity.startsAt.getTime() - 2 * 24 * 60 * MINUTE),
        stats: { meetings: rows.length },
      })
    }
  }
  // Online activities: registered buyers, no slots or tables. The demo buyer is registered for
  // the live one (its join link shows on the activity page); the upcoming one is left to try.
  for (const activity of activityRows.filter((a) => a.kind === 'online')) {
    const registered = pickSome(rng, verified, 10)
    if (activity.startsAt.getTime() <= now.getTime() && activity.endsAt.getTime() >= now.getTime()) registered.push(buyerUser!.id)
    await db.insert(schema.activityRegistrations).values(
      registered.map((userId) => ({
        activityId: activity.id,
        userId,
        answers: {},
        createdAt: new Date(activity.startsAt.getTime() - int(rng, 2, 20) * 24 * 60 * MINUTE),
      })),
    )
    registrations += registered.length
  }
  // The organiser added to each activity: the host country's first twelve brands
  // and every brand wished, met or docked there, so the demo halls look as full as before.
  const taking = await db.execute(sql`
    INSERT INTO ${schema.activityBrands} (activity_id, brand_id, added_by)
    SELECT activity_id, brand_id, ${organiserUser!.id}::int FROM (
      SELECT a.id AS activity_id, b.id AS brand_id FROM ${schema.activities} a
        CROSS JOIN LATERAL (SELECT id FROM ${schema.brands} WHERE country_code = a.country_code ORDER BY id LIMIT 12) b
      UNION SELECT activity_id, brand_id FROM ${schema.meetingWishes}
      UNION SELECT activity_id, brand_id FROM ${schema.meetings}
      UNION SELECT activity_id, brand_id FROM ${schema.dockings}
    ) taking
    ON CONFLICT DO NOTHING
    RETURNING brand_id`)
  return {
    activity_brands: 'rows' in taking ? (taking.rows as Array<unknown>).length : 0,
    buyer_profiles: profileRows.length,
    activity_registrations: registrations,
    meeting_wishes: wishes,
    event_slots: slots,
    meetings: meetingCount,
  }
}
