import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { activities, activityBrands } from '../db/schema'
import { ApiError, ForbiddenError } from '../http/handler'

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

/** True when the organiser added this brand to this activity. */
export async function takesPart(db: Db, actId: number, brandId: number): Promise<boolean> {
  const [row] = await db
    .select({ brandId: activityBrands.brandId })
    .from(activityBrands)
    .where(and(eq(activityBrands.activityId, actId), eq(activityBrands.brandId, brandId)))
    .limit(1)
  return row !== undefined
}

/** Refuses a brand the organiser has not added to the activity: it sees and asks no buyers there. */
export async function requireTakingPart(db: Db, actId: number, brandId: number): Promise<void> {
  if (!(await takesPart(db, actId, brandId))) {
    throw new ForbiddenError({
      en: `Your brand does not take part in the activity act_id ${actId}; the organiser adds the brands`,
      cn: `您的品牌未参加 act_id 为 ${actId} 的活动；参展品牌由组织方添加`,
    })
  }
}
