// Integration: every seeded matching activity's meeting slots fall in working hours where the venue
// is (08:00–19:00 on the venue's wall clock, its IANA zone), not in Beijing's.
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { venueHour, venueTimeZone } from '../../lib/venue-time-zone'
import { activities, eventSlots } from '../db/schema'
import { createTestApi, type TestApi } from '../app/test-api.server'

// Seeded once before collection, so each activity is a test of its own.
const api: TestApi = await createTestApi()
const rows = (await api.db.select().from(activities)).filter((a) => a.kind === 'matching')

afterAll(async () => {
  await api.close()
})

describe('seeded meeting slots', () => {
  it('exist for the matching activities', () => {
    expect(rows.length).toBeGreaterThan(0)
  })

  it.each(rows.map((a) => [`${a.id} (${a.countryCode})`, a] as const))(
    'activity %s: every slot is between 08:00 and 19:00 venue time',
    async (_, activity) => {
      const zone = venueTimeZone(activity.countryCode)
      const slots = await api.db.select().from(eventSlots).where(eq(eventSlots.activityId, activity.id))
      expect(slots.length, `${activity.countryCode} has slots`).toBeGreaterThan(0)
      for (const slot of slots) {
        expect(venueHour(slot.startsAt, zone), `${zone} start`).toBeGreaterThanOrEqual(8)
        expect(venueHour(slot.endsAt, zone), `${zone} end`).toBeLessThanOrEqual(19)
        expect(venueHour(slot.endsAt, zone)).toBeGreaterThan(venueHour(slot.startsAt, zone))
        expect(slot.startsAt.getTime(), 'inside the activity').toBeGreaterThanOrEqual(activity.startsAt.getTime())
        expect(slot.endsAt.getTime(), 'inside the activity').toBeLessThanOrEqual(activity.endsAt.getTime())
      }
    },
  )
})
