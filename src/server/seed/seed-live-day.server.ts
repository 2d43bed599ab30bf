/**
 * SEED_LIVE_DAY=<buyers>x<brands> (e.g. 200x60, the day bench:live measures; off by default): the
 * live activity's event day at that size, for `npm run bench:live`. Called by seedDatabase after
 * the events part (./seed-events.server.ts) and before the day's records (./seed-live.server.ts),
 * which then treat the added meetings like the others (past slots done or no-shows, the current
 * one checked in or under way).
 *
 * It adds verified buyers (importers, four in five from China, the rest from Southeast Asia,
 * company names in English as the seeded buyers') registered for the activity until it has `buyers`; registers brands of the host
 * country, then of Peru and Chile, until it has `brands`; gives the hall one table per brand; lets
 * each new buyer wish for 3–5 of the brands (must / like, the brands accept most). The schedule is
 * the scheduler's own run (../matching: the same input, scoring, assignment and reasons as the
 * organiser's "Run") with every meeting already published kept as a pin, so the demo's meetings
 * (the demo brand's included) stay exactly where they are; the new meetings are published with
 * the rest. Its own random stream: the rest of the seed does not move.
 */
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm'
import { mulberry32 } from '../../lib/random'
import { checkSchedule, describeReasons, scheduleMeetings } from '../matching/scheduler'
import { loadProblem, scoringContext } from '../matching/meetings.server'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts, SEED_TABLES } from './seed-events.server'
import { seedCountries } from './seed-data'

export type LiveDaySize = { buyers: number; brands: number }

/** `"200x60"` → { buyers: 200, brands: 60 }; empty → off. Anything else is refused, naming the variable. */
export function parseLiveDay(value: string | undefined): LiveDaySize | undefined {
  if (!value) return undefined
  const match = /^(\d{1,4})x(\d{1,3})$/.exec(value.trim())
  if (!match) throw new Error(`SEED_LIVE_DAY: expected <buyers>x<brands> such as 200x60, got "${value}"`)
  return { buyers: Number(match[1]), brands: Number(match[2]) }
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Where the exhibitors come from after the host country (the Andean and Pacific pavilions). */
const NEIGHBOURS = ['PE', 'CL']

/** Importers' cities, with their country: mostly China, the rest Southeast Asia. */
const cities: ReadonlyArray<readonly [string, string]> = [
  ['Shanghai', 'CN'],
  ['Beijing', 'CN'],
  ['Guangzhou', 'CN'],
  ['Shenzhen', 'CN'],
  ['Chengdu', 'CN'],
  ['Hangzhou', 'CN'],
  ['Wuhan', 'CN'],
  ['Nanjing', 'CN'],
  ['Tianjin', 'CN'],
  ['Chongqing', 'CN'],
  ['Qingdao', 'CN'],
  ['Xiamen', 'CN'],
  ['Dalian', 'CN'],
  ['Suzhou', 'CN'],
  ['Zhengzhou', 'CN'],
  ['Kunming', 'CN'],
  ['Fuzhou', 'CN'],
  ['Hefei', 'CN'],
  ['Kuala Lumpur', 'MY'],
  ['Penang', 'MY'],
  ['Bangkok', 'TH'],
  ['Ho Chi Minh City', 'VN'],
  ['Jakarta', 'ID'],
]
const chineseCities = cities.filter(([, country]) => country === 'CN')
const otherCities = cities.filter(([, country]) => country !== 'CN')
const tradeNames: ReadonlyArray<string> = [
  'Golden Harvest',
  'Pacific Bridge',
  'Blue Ocean',
  'Evergreen',
  'Sunrise',
  'Silver Coast',
  'Fresh Route',
  'Jade River',
  'Harmony',
  'Morning Star',
  'Lotus',
  'Phoenix',
  'Four Seasons',
  'Great Harbour',
  'Green Valley',
]
const companyKinds: ReadonlyArray<string> = [
  'Food Import Co., Ltd.',
  'Fruit Trading Co., Ltd.',
  'Seafood Distribution Co., Ltd.',
  'Supermarket Supply Chain Co., Ltd.',
  'Coffee & Cocoa Trading Co., Ltd.',
  'Cold Chain Foods Co., Ltd.',
  'Catering Supplies Co., Ltd.',
  'Fresh E-commerce Co., Ltd.',
]
const contactNames: Record<string, ReadonlyArray<string>> = {
  CN: [
    'Zhang Min',
    'Wang Lei',
    'Li Jing',
    'Zhao Hui',
    'Chen Tao',
    'Liu Yan',
    'Yang Bo',
    'Huang Ping',
    'Wu Xia',
    'Zhou Jun',
    'Xu Ying',
    'Sun Hao',
    'Ma Qian',
    'Zhu Lin',
    'Hu Fang',
    'Guo Wei',
  ],
  MY: ['Ahmad Rahman', 'Siti Aminah', 'Tan Wei Ming', 'Lim Mei Ling'],
  TH: ['Somchai Wongsa', 'Malee Chaiyaporn'],
  VN: ['Nguyen Van An', 'Tran Thi Mai'],
  ID: ['Budi Santoso', 'Dewi Lestari'],
}
const volumes = ['1 container a month', '20 tonnes a quarter', '5,000 bags a season', 'weekly air freight', '2 × 40 ft containers a month']

const chunks = <T>(rows: Array<T>) => Array.from({ length: Math.ceil(rows.length / 500) }, (_, k) => rows.slice(k * 500, k * 500 + 500))

export async function seedLiveDay(db: Db, now: Date, size: LiveDaySize): Promise<Record<string, number>> {
  const rng = mulberry32(20261200)
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
  const pickSome = <T>(list: ReadonlyArray<T>, count: number): Array<T> => {
    const copy = [...list]
    const out: Array<T> = []
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!)
    return out
  }

  // The live activity: the one with a published schedule running today (seed-events: the host country's).
  const [live] = await db
    .select({ activity: schema.activities, publishedAt: schema.eventSchedules.publishedAt })
    .from(schema.activities)
    .innerJoin(schema.eventSchedules, eq(schema.eventSchedules.activityId, schema.activities.id))
    .where(and(eq(schema.activities.kind, 'matching'), isNotNull(schema.eventSchedules.publishedAt)))
    .orderBy(schema.activities.id)
    .then((rows) => rows.filter((r) => r.activity.startsAt <= now && r.activity.endsAt >= now))
  if (!live) throw new Error('SEED_LIVE_DAY: the seed has no live activity with a published schedule')
  const activity = live.activity
  const [organiser] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.organiser.mobile))

  // ── brands: the host country's, then the neighbours', by id, until `brands` are registered ──
  const registeredBrands = await db
    .select({ id: schema.activityBrands.brandId })
    .from(schema.activityBrands)
    .where(eq(schema.activityBrands.activityId, activity.id))
  const brandIds = registeredBrands.map((b) => b.id)
  const candidates = await db
    .select({ id: schema.brands.id, countryCode: schema.brands.countryCode })
    .from(schema.brands)
    .where(
      and(
        inArray(schema.brands.countryCode, [activity.countryCode, ...NEIGHBOURS]),
        brandIds.length ? notInArray(schema.brands.id, brandIds) : undefined,
      ),
    )
    .orderBy(schema.brands.id)
  const order = [activity.countryCode, ...NEIGHBOURS]
  const added = candidates
    .toSorted((a, b) => order.indexOf(a.countryCode) - order.indexOf(b.countryCode) || a.id - b.id)
    .slice(0, Math.max(0, size.brands - brandIds.length))
  if (added.length) {
    await db.insert(schema.activityBrands).values(
      added.map((b) => ({
        activityId: activity.id,
        brandId: b.id,
        addedBy: organiser?.id ?? null,
        createdAt: new Date(activity.startsAt.getTime() - 40 * DAY),
      })),
    )
  }
  const allBrands = await db
    .select({ id: schema.brands.id, countryCode: schema.brands.countryCode, categoryId: schema.brands.categoryId })
    .from(schema.brands)
    .where(inArray(schema.brands.id, [...brandIds, ...added.map((b) => b.id)]))
    .orderBy(schema.brands.id)

  // ── tables: one per brand ──
  const tableCount = Math.max(SEED_TABLES, allBrands.length)
  const existingTables = await db.$count(schema.eventTables, eq(schema.eventTables.activityId, activity.id))
  if (tableCount > existingTables) {
    await db.insert(schema.eventTables).values(
      Array.from({ length: tableCount - existingTables }, (_, k) => ({
        activityId: activity.id,
        tableNo: existingTables + k + 1,
        label: `T${existingTables + k + 1}`,
      })),
    )
  }

  // ── buyers: verified importers registered for the activity, until there are `buyers` ──
  const verifiedRegistered = await db.$count(
    schema.activityRegistrations,
    and(
      eq(schema.activityRegistrations.activityId, activity.id),
      inArray(
        schema.activityRegistrations.userId,
        db.select({ id: schema.buyerProfiles.userId }).from(schema.buyerProfiles).where(eq(schema.buyerProfiles.status, 'verified')),
      ),
    ),
  )
  const count = Math.max(0, size.buyers - verifiedRegistered)
  const dial = new Map(seedCountries.map((c) => [c.code, c.dial]))
  const used = new Set<string>()
  const people = Array.from({ length: count }, (_, i) => {
    // Four in five from China; a name not used yet.
    const from = rng() < 0.8 ? chineseCities : otherCities
    const city = from[int(0, from.length - 1)]!
    let company: string
    do company = `${city[0]} ${tradeNames[int(0, tradeNames.length - 1)]!} ${companyKinds[int(0, companyKinds.length - 1)]!}`
    while (used.has(company))
    used.add(company)
    const countryCode = city[1]
    const names = contactNames[countryCode]!
    // Chinese numbers 139 0100 NNNN; others the country's code and a mobile-looking number.
    const mobile =
      countryCode === 'CN' ? `+861390100${String(i).padStart(4, '0')}` : `${dial.get(countryCode)}8100${String(i).padStart(4, '0')}`
    return { company, countryCode, name: names[int(0, names.length - 1)]!, mobile }
  })
  const inserted = people.length
    ? await db
        .insert(schema.users)
        .values(people.map((p) => ({ mobile: p.mobile, role: 'buyer', name: p.name, company: p.company, countryCode: p.countryCode })))
        .returning({ id: schema.users.id })
    : []

  // Wishes first (their brands give the buyer's interests): 3–5 brands each, spread over the hall.
  const wishRows: Array<typeof schema.meetingWishes.$inferInsert> = []
  const profileRows: Array<typeof schema.buyerProfiles.$inferInsert> = []
  inserted.forEach(({ id: userId }, i) => {
    const chosen = pickSome(allBrands, int(3, 5))
    chosen.forEach((brand, k) => {
      const level = rng() < 0.35 ? 'must' : 'like'
      const roll = rng()
      wishRows.push({
        activityId: activity.id,
        buyerUserId: userId,
        brandId: brand.id,
        buyerLevel: level,
        buyerRank: k + 1,
        buyerNote: k === 0 ? 'Samples and price list for the season, please.' : '',
        brandAnswer: roll < 0.85 ? 'accept' : roll < 0.9 ? 'decline' : null,
        updatedAt: new Date(activity.startsAt.getTime() - int(2, 20) * DAY),
      })
    })
    const submittedAt = new Date(activity.startsAt.getTime() - int(31, 60) * DAY)
    profileRows.push({
      userId,
      company: people[i]!.company,
      contactName: people[i]!.name,
      countryCode: people[i]!.countryCode,
      memberCategoryIds: [1 + (i % 10)],
      interestCategoryIds: [...new Set(chosen.map((b) => b.categoryId!))],
      originCountries: [...new Set(chosen.map((b) => b.countryCode))],
      volume: volumes[i % volumes.length]!,
      status: 'verified',
      decidedBy: organiser?.id ?? null,
      decidedAt: new Date(submittedAt.getTime() + int(1, 5) * DAY),
      submittedAt,
    })
  })
  for (const rows of chunks(profileRows)) await db.insert(schema.buyerProfiles).values(rows)
  // Each registered through the buyer form too, as the seeded buyers did (the home page counts them).
  const forms = profileRows.map((p, i) => ({
    userId: p.userId,
    company: p.company,
    contactName: p.contactName,
    mobile: people[i]!.mobile,
    countryCode: p.countryCode,
    memberCategoryIds: p.memberCategoryIds ?? [],
    annualVolume: p.volume ?? '',
    createdAt: p.submittedAt,
  }))
  for (const rows of chunks(forms)) await db.insert(schema.buyerForms).values(rows)
  for (const rows of chunks(inserted))
    await db.insert(schema.activityRegistrations).values(
      rows.map(({ id: userId }) => ({
        activityId: activity.id,
        userId,
        answers: {},
        createdAt: new Date(activity.startsAt.getTime() - int(5, 30) * DAY),
      })),
    )
  for (const rows of chunks(wishRows)) await db.insert(schema.meetingWishes).values(rows)

  // ── the schedule: the scheduler's run around the published meetings (kept as pins) ──
  const problem = await loadProblem(db, activity.id)
  const published = await db
    .select()
    .from(schema.meetings)
    .where(and(eq(schema.meetings.activityId, activity.id), isNotNull(schema.meetings.publishedAt)))
  const { base, labels } = await scoringContext(db, problem)
  const input = {
    ...base,
    pinned: published.map((m) => ({ buyerId: m.buyerUserId, brandId: m.brandId, slotId: m.slotId, tableId: m.tableNo })),
  }
  const result = scheduleMeetings(input)
  const conflicts = checkSchedule(input, result.meetings)
  if (result.rejectedPins.length || conflicts.length) {
    throw new Error(
      `SEED_LIVE_DAY: the scheduler would move the published meetings (${result.rejectedPins.length} rejected pins, ${conflicts.length} conflicts)`,
    )
  }
  const fresh = result.meetings.filter((m) => !m.pinned)
  const publishedAt = published[0]?.publishedAt ?? new Date(activity.startsAt.getTime() - 2 * DAY)
  for (const rows of chunks(fresh)) {
    await db.insert(schema.meetings).values(
      rows.map((m) => ({
        activityId: activity.id,
        slotId: m.slotId,
        tableNo: m.tableId,
        buyerUserId: m.buyerId,
        brandId: m.brandId,
        score: m.score,
        reasons: { en: describeReasons(m.reasons, 'en-US', labels), zh: describeReasons(m.reasons, 'zh-CN', labels) },
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - DAY),
      })),
    )
  }
  const meetingCount = published.length + fresh.length
  await db
    .update(schema.eventSchedules)
    .set({
      stats: {
        meetings: meetingCount,
        buyers_with_meeting: new Set(result.meetings.map((m) => m.buyerId)).size,
        mutual_must: result.stats.feasibleMutualMust,
        mutual_must_met: result.stats.mutualMustMet,
      },
    })
    .where(eq(schema.eventSchedules.activityId, activity.id))
  return {
    live_day_buyers: inserted.length,
    live_day_brands: added.length,
    live_day_tables: Math.max(0, tableCount - existingTables),
    live_day_wishes: wishRows.length,
    live_day_meetings: fresh.length,
  }
}
