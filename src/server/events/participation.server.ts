/**
 * "Takes part in this activity": the one check every live endpoint that reads or writes an
 * activity's people or records goes through. An activity's buyers, records and hall
 * screens belong to the people in it, so:
 *
 * - an organiser (platform staff) takes part in every activity;
 * - a brand account takes part when the organiser added its brand to the activity;
 * - a buyer takes part when registered for the activity, and, where the action puts their
 *   name in front of others, when their buyer profile is verified too.
 *
 * Anyone else is refused with 403, in the request's language, naming act_id.
 */
import { and, eq } from 'drizzle-orm'
import type { Session } from '../auth/session.server'
import type { Db } from '../db/client.server'
import { activityRegistrations, buyerProfiles } from '../db/schema'
import { ForbiddenError } from '../http/handler'
import { takesPart } from './activities.server'

export type Participant =
  | { role: 'organiser'; userId: number }
  | { role: 'brand'; userId: number; brandId: number }
  | { role: 'buyer'; userId: number; verified: boolean }

/** Which roles an endpoint admits; `buyer: 'verified'` also needs a verified buyer profile. */
export type ParticipantRoles = { organiser?: boolean; brand?: boolean; buyer?: boolean | 'verified' }

/** The caller's part in the activity, or null when they take no part in it. */
export async function participantOf(db: Db, session: Session, actId: number): Promise<Participant | null> {
  if (session.role === 'organiser') return { role: 'organiser', userId: session.userId }
  if (session.role === 'brand') {
    if (!session.brandId || !(await takesPart(db, actId, session.brandId))) return null
    return { role: 'brand', userId: session.userId, brandId: session.brandId }
  }
  if (session.role === 'buyer') {
    const [row] = await db
      .select({ status: buyerProfiles.status })
      .from(activityRegistrations)
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
      .where(and(eq(activityRegistrations.activityId, actId), eq(activityRegistrations.userId, session.userId)))
      .limit(1)
    if (!row) return null
    return { role: 'buyer', userId: session.userId, verified: row.status === 'verified' }
  }
  return null
}

const refusal = (actId: number, roles: ParticipantRoles) => {
  const who = [
    roles.organiser ? ['the organiser', '组织方'] : null,
    roles.brand ? ["a brand's staff in it", '参加该活动的品牌人员'] : null,
    roles.buyer
      ? [
          roles.buyer === 'verified' ? 'a verified buyer registered for it' : 'a buyer registered for it',
          roles.buyer === 'verified' ? '已认证并报名该活动的采购商' : '已报名该活动的采购商',
        ]
      : null,
  ].filter((w): w is Array<string> => w !== null)
  return new ForbiddenError({
    en: `act_id: you do not take part in activity ${actId}; only ${who.map((w) => w[0]).join(' or ')} may do this`,
    cn: `act_id：您未参加活动 ${actId}；只有${who.map((w) => w[1]).join('或')}可以执行此操作`,
  })
}

/** The caller's part in the activity when `roles` admits it; otherwise a 403 naming act_id. */
export async function requireParticipant(db: Db, session: Session, actId: number, roles: ParticipantRoles): Promise<Participant> {
  const participant = await participantOf(db, session, actId)
  const admitted =
    participant !== null &&
    ((participant.role === 'organiser' && roles.organiser === true) ||
      (participant.role === 'brand' && roles.brand === true) ||
      (participant.role === 'buyer' && (roles.buyer === true || (roles.buyer === 'verified' && participant.verified))))
  if (!admitted) throw refusal(actId, roles)
  return participant
}
