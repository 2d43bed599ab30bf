/**
 * Buyers' demands on the event day: a signed-in buyer publishes what they are looking
 * for at a matching activity that has not ended, and may withdraw it again (so may an organiser).
 * The demand is an `activity_needs` row (the table getActivityNeedList and the demand wall read;
 * a withdrawn one keeps its row with `withdrawn_at` set and leaves them), and a `demand` or
 * `demand_withdrawn` event on the activity's live stream makes every demand wall reload within a
 * second, on every instance (ADR 094).
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import { demandMine, demandPost, demandWithdraw } from '../../api/contract/live'
import { activityNeeds, buyerProfiles, categories, users } from '../db/schema'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler } from '../http/handler'
import { fieldText } from '../http/messages'
import { requireActivity, requireParticipant, stateOf } from '../events/public.server'
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
      throw new ApiError(
        fieldText('act_id', {
          en: `#${activity.id} is not a matching activity open for demands`,
          cn: `#${activity.id} 不是可发布需求的对接活动`,
        }),
      )
    }
    // The wall is public and names the buyer's company: a verified buyer registered for the
    // activity only (and an organiser can take a post down, Live/demandWithdraw).
    await requireParticipant(db, session, activity.id, { buyer: 'verified' })
    if (input.category_id) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id))
      if (!category) {
        throw new ApiError(
          fieldText('category_id', { en: `no category ${input.category_id}`, cn: `没有编号为 ${input.category_id} 的品类` }),
        )
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
      throw new ApiError(
        fieldText('company', {
          en: 'add your company name to your buyer profile before publishing a demand',
          cn: '发布需求前，请先在采购商资料中填写公司名称',
        }),
      )
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
        authorUserId: session.userId,
        createdAt: now,
      })
      .returning({ id: activityNeeds.id, createdAt: activityNeeds.createdAt })
    const out = { id: row!.id, at: row!.createdAt.toISOString() }
    await publishLive(db, activity.id, { type: 'demand', ...out })
    return out
  }),
  handle(demandMine, async (input, { db, lan, session }) => {
    const rows = await db
      .select({
        id: activityNeeds.id,
        content: activityNeeds.contentEn,
        quantity: activityNeeds.quantity,
        categoryEn: categories.nameEn,
        categoryZh: categories.nameZh,
        createdAt: activityNeeds.createdAt,
      })
      .from(activityNeeds)
      .leftJoin(categories, eq(categories.id, activityNeeds.categoryId))
      .where(
        and(eq(activityNeeds.activityId, input.act_id), eq(activityNeeds.authorUserId, session.userId), isNull(activityNeeds.withdrawnAt)),
      )
      .orderBy(desc(activityNeeds.createdAt), desc(activityNeeds.id))
      .limit(50)
    return {
      list: rows.map((r) => ({
        id: r.id,
        content: r.content,
        quantity: r.quantity,
        category: r.categoryEn ? pick(lan, r.categoryEn, r.categoryZh ?? r.categoryEn) : '',
        at: r.createdAt.toISOString(),
      })),
    }
  }),

  handle(demandWithdraw, async (input, { db, session, now }) => {
    const [need] = await db
      .select({ id: activityNeeds.id, activityId: activityNeeds.activityId, author: activityNeeds.authorUserId })
      .from(activityNeeds)
      .where(eq(activityNeeds.id, input.id))
    if (!need) throw new ApiError(fieldText('demand', { en: `no demand ${input.id}`, cn: `没有编号为 ${input.id} 的需求` }))
    if (need.author !== session.userId && session.role !== 'organiser') {
      throw new ForbiddenError(
        need.author === null
          ? {
              en: `Demand ${input.id} was not published by a buyer on this site; only an organiser may withdraw it`,
              cn: `需求 ${input.id} 不是采购商在本站发布的，只有活动组织方可以撤回`,
            }
          : {
              en: `Demand ${input.id} was published by another buyer; only its author or an organiser may withdraw it`,
              cn: `需求 ${input.id} 由其他采购商发布，只有发布者本人或活动组织方可以撤回`,
            },
      )
    }
    // Conditional: of two withdrawals at once, one sets the time and publishes; the other reads it.
    const [withdrawn] = await db
      .update(activityNeeds)
      .set({ withdrawnAt: now })
      .where(and(eq(activityNeeds.id, need.id), isNull(activityNeeds.withdrawnAt)))
      .returning({ at: activityNeeds.withdrawnAt })
    if (withdrawn) await publishLive(db, need.activityId, { type: 'demand_withdrawn', id: need.id })
    const at =
      withdrawn?.at ?? (await db.select({ at: activityNeeds.withdrawnAt }).from(activityNeeds).where(eq(activityNeeds.id, need.id)))[0]!.at!
    return { id: need.id, act_id: need.activityId, withdrawn_at: at.toISOString() }
  }),
]
