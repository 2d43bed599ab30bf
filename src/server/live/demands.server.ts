/**
 * Buyers' demands on the event day (issue 29): a signed-in buyer publishes what they are looking
 * for at a matching activity that has not ended. The demand is an `activity_needs` row (the table
 * getActivityNeedList and the demand wall read), and a `demand` event on the activity's live
 * stream makes every demand wall reload it within a second, on every instance (ADR 094).
 */
import { eq } from 'drizzle-orm'
import { demandPost } from '../../api/contract/live'
import { activityNeeds, buyerProfiles, categories, users } from '../db/schema'
import { ApiError, ForbiddenError, handle, type BoundHandler } from '../http/handler'
import { requireActivity, stateOf } from '../events/public.server'
import { publishLive } from './publish.server'

export const demandHandlers: Array<BoundHandler> = [
  handle(demandPost, async (input, { db, session, now }) => {
    if (session.role !== 'buyer') {
      throw new ForbiddenError({
        en: 'Only buyers publish demands; sign in with a buyer account',
        cn: '只有采购商可以发布采购需求，请使用采购商账号登录',
      })
    }
    const activity = await requireActivity(db, input.act_id)
    if (activity.kind !== 'matching' || stateOf(activity.startsAt, activity.endsAt, now) === 'ended') {
      throw new ApiError({
        en: `act_id: activity ${activity.id} is not a matching activity open for demands`,
        cn: `act_id：活动 ${activity.id} 不是可发布需求的对接活动`,
      })
    }
    if (input.category_id) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id))
      if (!category) {
        throw new ApiError({
          en: `category_id: no category ${input.category_id}`,
          cn: `category_id：没有编号为 ${input.category_id} 的品类`,
        })
      }
    }
    const [buyer] = await db
      .select({
        company: users.company,
        country: users.countryCode,
        profileCompany: buyerProfiles.company,
        profileCountry: buyerProfiles.countryCode,
      })
      .from(users)
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id))
      .where(eq(users.id, session.userId))
    const company = buyer?.profileCompany || buyer?.company || ''
    if (!company) {
      throw new ApiError({
        en: 'company: add your company name to your buyer profile before publishing a demand',
        cn: 'company：发布需求前，请先在采购商资料中填写公司名称',
      })
    }
    const [row] = await db
      .insert(activityNeeds)
      .values({
        activityId: activity.id,
        buyerCompany: company,
        countryCode: buyer?.profileCountry || buyer?.country || activity.countryCode,
        categoryId: input.category_id ?? null,
        // Stored as written: the wall shows the buyer's own words in either language.
        contentEn: input.content,
        contentZh: input.content,
        quantity: input.quantity,
        createdAt: now,
      })
      .returning({ id: activityNeeds.id, createdAt: activityNeeds.createdAt })
    const out = { id: row!.id, at: row!.createdAt.toISOString() }
    await publishLive(db, activity.id, { type: 'demand', ...out })
    return out
  }),
]
