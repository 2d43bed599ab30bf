import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { activities } from '../db/schema'
import { ApiError } from '../http/handler'

export type ActivityState = 'upcoming' | 'live' | 'ended'

/** upcoming before it starts, ended after it ends, live in between (both ends inclusive). */
export function stateOf(startsAt: Date, endsAt: Date, now: Date): ActivityState {
  if (startsAt.getTime() > now.getTime()) return 'upcoming'
  if (endsAt.getTime() < now.getTime()) return 'ended'
  return 'live'
}

/** The activity with this id, or an ApiError naming `field`. */
export async function requireActivity(db: Db, actId: number, field = 'act_id') {
  const [row] = await db.select().from(activities).where(eq(activities.id, actId)).limit(1)
  if (!row) {
    throw new ApiError({
      en: `No activity found for ${field} ${actId}`,
      cn: `找不到 ${field} 为 ${actId} 的活动`,
    })
  }
  return row
}
