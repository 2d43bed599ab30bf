import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../db/schema'
import { seedDatabase } from './seed.server'
import { parseLiveDay } from './seed-live-day.server'

const NOW = new Date('2026-06-15T08:00:00Z')

async function seeded(liveDay?: string) {
  const client = new PGlite()
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: 'drizzle' })
  const summary = await seedDatabase(db, { now: NOW, liveDay })
  return { db, summary }
}

/** The live activity's meetings, as the schedule has them. */
async function schedule(db: Awaited<ReturnType<typeof seeded>>['db'], activityId: number) {
  return db
    .select({
      id: schema.meetings.id,
      slotId: schema.meetings.slotId,
      tableNo: schema.meetings.tableNo,
      buyer: schema.meetings.buyerUserId,
      brand: schema.meetings.brandId,
      published: sql<boolean>`${schema.meetings.publishedAt} IS NOT NULL`,
    })
    .from(schema.meetings)
    .where(eq(schema.meetings.activityId, activityId))
    .orderBy(asc(schema.meetings.id))
}

describe('SEED_LIVE_DAY', () => {
  it('reads <buyers>x<brands> and refuses anything else, naming the variable', () => {
    expect(parseLiveDay(undefined)).toBeUndefined()
    expect(parseLiveDay('200x60')).toEqual({ buyers: 200, brands: 60 })
    expect(() => parseLiveDay('200*60')).toThrow(/SEED_LIVE_DAY/)
  })

  it("gives the live activity 200 buyers × 60 brands × 8 slots, scheduled by the scheduler without double-booking, the demo's meetings kept", async () => {
    const plain = await seeded()
    const day = await seeded('200x60')
    const [live] = await day.db
      .select({ id: schema.eventSchedules.activityId })
      .from(schema.eventSchedules)
      .innerJoin(schema.activities, eq(schema.activities.id, schema.eventSchedules.activityId))
      .where(sql`${schema.activities.startsAt} <= ${NOW} AND ${schema.activities.endsAt} >= ${NOW}`)
    const before = await schedule(plain.db, live!.id)
    const after = await schedule(day.db, live!.id)

    // The demo's schedule is untouched: the same meetings, first, in the same places.
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.every((m) => m.published)).toBe(true)
    // The size, counted as the hall board counts it (parties with a meeting).
    expect(new Set(after.map((m) => m.buyer)).size).toBe(200)
    expect(new Set(after.map((m) => m.brand)).size).toBe(60)
    expect(new Set(after.map((m) => m.slotId)).size).toBe(8)
    // Nobody and no table is in two places at once.
    for (const key of [
      (m: (typeof after)[number]) => `${m.slotId}:${m.buyer}`,
      (m: (typeof after)[number]) => `${m.slotId}:${m.brand}`,
      (m: (typeof after)[number]) => `${m.slotId}:${m.tableNo}`,
    ]) {
      expect(new Set(after.map(key)).size).toBe(after.length)
    }
    // Every meeting is between a verified buyer registered for the activity and a brand registered
    // for it, that both wished it (the scheduler's rule) — and has its record for the day.
    const invalid = await day.db.execute(sql`
      SELECT m.id FROM ${schema.meetings} m
      LEFT JOIN ${schema.activityRegistrations} r ON r.activity_id = m.activity_id AND r.user_id = m.buyer_user_id
      LEFT JOIN ${schema.buyerProfiles} p ON p.user_id = m.buyer_user_id AND p.status = 'verified'
      LEFT JOIN ${schema.activityBrands} b ON b.activity_id = m.activity_id AND b.brand_id = m.brand_id
      LEFT JOIN ${schema.meetingWishes} w ON w.activity_id = m.activity_id AND w.buyer_user_id = m.buyer_user_id AND w.brand_id = m.brand_id
      LEFT JOIN ${schema.meetingRecords} rec ON rec.meeting_id = m.id
      WHERE m.activity_id = ${live!.id} AND (r.user_id IS NULL OR p.user_id IS NULL OR b.brand_id IS NULL OR w.id IS NULL OR rec.id IS NULL)`)
    expect(invalid.rows).toEqual([])
    expect(day.summary.live_day_buyers).toBeGreaterThan(150)
  }, 120_000)
})
