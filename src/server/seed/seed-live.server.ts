/**
 * The event-day part of the demo dataset: the published meetings' records (created by
 * the meetings trigger) get what staff would have recorded by `now`: past slots done (deals,
 * follow-ups, no fits, with products from the brand's catalogue) or no-shows; the current slot
 * checked in or under way. The demo brand account's meetings are left open for the demo to
 * record. Its own random stream, so the rest of the seed does not move.
 *
 * Each recorded meeting's save is also in its activity's live log (ADR 094), as staff saving it
 * would have published it, so the hall screens' figures and latest outcomes show the day so far.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { mulberry32 } from '../../lib/random'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts } from './seed-events.server'
import type { LiveEvent, LiveMeetingState, LiveOutcome } from '../../lib/live-events'

const MINUTE = 60_000

/** The demo brand's floor staffer: a second brand account of the same brand, for the phone on the event day. */
export const liveStaffAccount = { mobile: '+8613800000005', name: 'María Torres' } as const

const nextSteps = [
  { step: 'Send samples and the season price list', days: 7 },
  { step: 'Quote FOB Guayaquil for a 40 ft container', days: 5 },
  { step: 'Video call with the buyer’s quality team', days: 10 },
  { step: 'Share certificates and shelf-life tests', days: 3 },
  { step: 'Visit the plant during the harvest', days: 30 },
] as const

const dealNotes = [
  'Trial order agreed for the first quarter; payment by L/C at sight.',
  'Wants private-label packs; artwork to follow from their design team.',
  'Price accepted if delivered CIF Shanghai within six weeks.',
]
const followNotes = [
  'Interested, but needs the halal certificate renewed before ordering.',
  'Asked for smaller cartons for the supermarket channel.',
  'Comparing with two other suppliers; decision next month.',
]
const noFitNotes = ['Volumes too small for their distribution.', 'Looking for frozen products only.']

export async function seedLiveRecords(db: Db, now: Date): Promise<Record<string, number>> {
  const rng = mulberry32(20261129)
  const [demoBrand] = await db
    .select({ brandId: schema.users.brandId, company: schema.users.company, countryCode: schema.users.countryCode })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.brand.mobile))
  if (demoBrand?.brandId) {
    await db.insert(schema.users).values({
      mobile: liveStaffAccount.mobile,
      role: 'brand',
      name: liveStaffAccount.name,
      company: demoBrand.company,
      countryCode: demoBrand.countryCode,
      brandId: demoBrand.brandId,
    })
  }
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
  const rows = await db
    .select({
      record: schema.meetingRecords,
      startsAt: schema.eventSlots.startsAt,
      endsAt: schema.eventSlots.endsAt,
      // The buyer's company as the screens name it (the record's own is only a walk-in's).
      buyer: sql<string>`coalesce(${schema.buyerProfiles.company}, nullif(${schema.users.company}, ''), ${schema.meetingRecords.buyerCompany})`,
    })
    .from(schema.meetingRecords)
    .innerJoin(schema.eventSlots, eq(schema.eventSlots.id, schema.meetingRecords.slotId))
    .leftJoin(schema.users, eq(schema.users.id, schema.meetingRecords.buyerUserId))
    .leftJoin(schema.buyerProfiles, eq(schema.buyerProfiles.userId, schema.meetingRecords.buyerUserId))
    .where(lte(schema.eventSlots.startsAt, now))
    .orderBy(asc(schema.meetingRecords.id))
  const brandIds = [...new Set(rows.map((r) => r.record.brandId))]
  const productRows = brandIds.length
    ? await db
        .select({ id: schema.products.id, brandId: schema.products.brandId })
        .from(schema.products)
        .where(inArray(schema.products.brandId, brandIds))
        .orderBy(asc(schema.products.id))
    : []
  const brandRows = brandIds.length
    ? await db
        .select({
          id: schema.brands.id,
          nameEn: schema.brands.nameEn,
          nameZh: schema.brands.nameZh,
          countryCode: schema.brands.countryCode,
          categoryId: schema.brands.categoryId,
          categoryEn: schema.categories.nameEn,
          categoryZh: schema.categories.nameZh,
        })
        .from(schema.brands)
        .leftJoin(schema.categories, eq(schema.categories.id, schema.brands.categoryId))
        .where(inArray(schema.brands.id, brandIds))
    : []
  const log: Array<{ activityId: number; at: Date; event: LiveEvent }> = []
  let recorded = 0
  for (const { record, startsAt, endsAt, buyer } of rows) {
    if (record.brandId === demoBrand?.brandId) continue
    const past = endsAt.getTime() <= now.getTime()
    const at = (minutes: number) => new Date(startsAt.getTime() + minutes * MINUTE)
    let values: Partial<typeof schema.meetingRecords.$inferInsert>
    if (!past) {
      values =
        rng() < 0.5
          ? { state: 'checked_in', checkedInAt: at(-int(1, 5)) }
          : { state: 'in_progress', checkedInAt: at(-int(1, 5)), startedAt: at(int(0, 3)) }
    } else if (rng() < 0.12) {
      values = { state: 'no_show' }
    } else {
      const roll = rng()
      const outcome = roll < 0.4 ? 'deal' : roll < 0.85 ? 'follow_up' : 'no_fit'
      const own = productRows.filter((p) => p.brandId === record.brandId)
      const discussed = outcome === 'no_fit' ? own.slice(0, 1) : own.filter(() => rng() < 0.4).slice(0, 3)
      const next = nextSteps[int(0, nextSteps.length - 1)]!
      const notes = outcome === 'deal' ? dealNotes : outcome === 'follow_up' ? followNotes : noFitNotes
      values = {
        state: 'done',
        checkedInAt: at(-int(1, 6)),
        startedAt: at(int(0, 3)),
        endedAt: at(int(22, 29)),
        outcome,
        intentAmount: outcome === 'no_fit' ? null : int(2, 60) * (outcome === 'deal' ? 5000 : 2500),
        currency: 'USD',
        productIds: discussed.map((p) => p.id),
        nextStep: outcome === 'no_fit' ? '' : next.step,
        nextStepDate: outcome === 'no_fit' ? null : new Date(endsAt.getTime() + next.days * 24 * 60 * MINUTE).toISOString().slice(0, 10),
        notes: notes[int(0, notes.length - 1)]!,
      }
    }
    const updatedAt = values.endedAt ?? values.startedAt ?? values.checkedInAt ?? endsAt
    await db
      .update(schema.meetingRecords)
      .set({ ...values, version: 2, updatedAt })
      .where(and(eq(schema.meetingRecords.id, record.id)))
    recorded += 1
    const brand = brandRows.find((b) => b.id === record.brandId)
    const outcome = (values.outcome ?? null) as LiveOutcome | null
    log.push({
      activityId: record.activityId,
      at: updatedAt,
      event: {
        type: 'record',
        meeting_id: record.meetingId ?? -record.id,
        from: 'scheduled',
        to: values.state as LiveMeetingState,
        brand: brand?.nameEn ?? '',
        brand_en: brand?.nameEn ?? '',
        brand_zh: brand?.nameZh ?? '',
        category_id: brand?.categoryId ?? null,
        category_en: brand?.categoryEn ?? '',
        category_zh: brand?.categoryZh ?? '',
        buyer,
        country_code: brand?.countryCode ?? '',
        table_no: record.tableNo,
        outcome,
        amount: values.intentAmount ?? null,
        currency: outcome ? (values.currency ?? 'USD') : null,
        at: updatedAt.toISOString(),
        version: 2,
      },
    })
  }
  // The log in the order the saves happened, numbered per activity.
  // (A loop, not Map.groupBy: the seed also runs on Node 20.)
  const byActivity = new Map<number, typeof log>()
  for (const entry of log.toSorted((a, b) => a.at.getTime() - b.at.getTime())) {
    byActivity.set(entry.activityId, [...(byActivity.get(entry.activityId) ?? []), entry])
  }
  for (const [activityId, entries] of byActivity) {
    await db
      .insert(schema.liveEvents)
      .values(entries.map(({ at, event: { type, ...payload } }, i) => ({ activityId, seq: i + 1, type, payload, createdAt: at })))
    await db.insert(schema.liveStreams).values({ activityId, lastSeq: entries.length })
  }
  return { meeting_records: await db.$count(schema.meetingRecords), meeting_records_recorded: recorded }
}
