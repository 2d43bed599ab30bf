import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  activityListForPc,
  activityListForPc2,
  getActivityDockingList,
  getActivityNeedList,
  getOpbActivityInfo,
  getOpbActivityList,
  h5FormList,
} from '../../api/contract/activity'
import type { ActivityKind } from '../../api/contract/activity'
import type { Db } from '../db/client.server'
import { activities, activityNeeds, brands, categories, countries, dockings } from '../db/schema'
import { selectPage } from '../db/paginate.server'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { containsPattern, inCategory, outer } from '../db/sql.server'
import { ActivityState, requireActivity, stateOf } from './activities.server'

/** Docking intent amounts are integer cents of this currency. */
const DOCKING_CURRENCY = 'USD'

function stateCondition(state: ActivityState, now: Date): SQL {
  if (state === 'upcoming') return gt(activities.startsAt, now)
  if (state === 'ended') return lt(activities.endsAt, now)
  return and(lte(activities.startsAt, now), gte(activities.endsAt, now))!
}

type Bilingual = { en: string; zh: string }

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

/** A bilingual text stored as label_en/label_zh siblings (the seeded shape), as {en, zh}, or plain. */
function bilingual(record: Record<string, unknown>, key: string): Bilingual {
  const value = record[key]
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>
    const en = str(v.en) ?? str(v.zh) ?? ''
    return { en, zh: str(v.zh) ?? en }
  }
  const en = str(record[`${key}_en`]) ?? str(value) ?? ''
  const zh = str(record[`${key}_zh`]) ?? en
  return { en, zh }
}

/** The stored form_fields JSON → localised fields; entries without a name are skipped. */
export function localiseFormFields(stored: unknown, lan: Lan) {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return []
    const field = entry as Record<string, unknown>
    const name = str(field.name) ?? str(field.key) ?? str(field.field)
    if (!name) return []
    const label = bilingual(field, 'label')
    const placeholder = bilingual(field, 'placeholder')
    const options = Array.isArray(field.options) ? field.options : []
    return [
      {
        name,
        type: str(field.type) ?? 'text',
        label: pick(lan, label.en || name, label.zh || label.en || name),
        required: field.required === true,
        placeholder: pick(lan, placeholder.en, placeholder.zh),
        options: options.flatMap((option: unknown) => {
          if (typeof option === 'string' || typeof option === 'number') return [{ value: String(option), label: String(option) }]
          if (!option || typeof option !== 'object') return []
          const o = option as Record<string, unknown>
          const value = str(o.value) ?? str(o.id) ?? str(o.key)
          if (value === undefined) return []
          const l = bilingual(o, 'label')
          return [{ value, label: pick(lan, l.en || value, l.zh || l.en || value) }]
        }),
      },
    ]
  })
}

type ListFilters = {
  kind?: ActivityKind
  state?: ActivityState
  country_code?: string
  year?: number
  month?: number
  keyword?: string
}

function activityConditions(input: ListFilters, now: Date): SQL | undefined {
  const conditions: Array<SQL> = []
  if (input.kind) conditions.push(eq(activities.kind, input.kind))
  if (input.state) conditions.push(stateCondition(input.state, now))
  if (input.country_code) conditions.push(eq(activities.countryCode, input.country_code))
  if (input.year !== undefined && input.month !== undefined) {
    // Running at any time during that month (UTC).
    const from = new Date(Date.UTC(input.year, input.month - 1, 1))
    const to = new Date(Date.UTC(input.year, input.month, 1))
    conditions.push(and(lt(activities.startsAt, to), gte(activities.endsAt, from))!)
  } else if (input.year !== undefined) {
    conditions.push(sql`extract(year from ${activities.startsAt} at time zone 'UTC') = ${input.year}`)
  }
  if (input.keyword) {
    const pattern = containsPattern(input.keyword)
    conditions.push(
      or(
        ilike(activities.titleEn, pattern),
        ilike(activities.titleZh, pattern),
        ilike(activities.venueEn, pattern),
        ilike(activities.venueZh, pattern),
      )!,
    )
  }
  return conditions.length ? and(...conditions) : undefined
}

function activityOrder(sort: 'state' | 'starts_desc' | 'starts_asc', now: Date): Array<SQL> {
  if (sort === 'starts_desc') return [desc(activities.startsAt), desc(activities.id)]
  if (sort === 'starts_asc') return [asc(activities.startsAt), asc(activities.id)]
  const at = sql`${now.toISOString()}::timestamptz`
  return [
    // live, then upcoming, then ended
    sql`case when ${activities.startsAt} > ${at} then 1 when ${activities.endsAt} < ${at} then 2 else 0 end`,
    // live and upcoming: soonest start first; ended: most recently ended first
    sql`case when ${activities.endsAt} < ${at} then null else ${activities.startsAt} end asc nulls last`,
    desc(activities.endsAt),
    asc(activities.id),
  ]
}

const needCount =
  sql<number>`(select count(*) from ${activityNeeds} where ${activityNeeds.activityId} = ${outer(activities, activities.id)} and ${activityNeeds.withdrawnAt} is null)::int`.mapWith(
    Number,
  )

const dockingCount =
  sql<number>`(select count(*) from ${dockings} where ${dockings.activityId} = ${outer(activities, activities.id)})::int`.mapWith(Number)

const cardColumns = {
  id: activities.id,
  kind: activities.kind,
  titleEn: activities.titleEn,
  titleZh: activities.titleZh,
  cover: activities.cover,
  startsAt: activities.startsAt,
  endsAt: activities.endsAt,
  countryCode: activities.countryCode,
  countryEn: countries.nameEn,
  countryZh: countries.nameZh,
  venueEn: activities.venueEn,
  venueZh: activities.venueZh,
}

type CardRow = {
  id: number
  kind: string
  titleEn: string
  titleZh: string
  cover: string
  startsAt: Date
  endsAt: Date
  countryCode: string
  countryEn: string
  countryZh: string
  venueEn: string
  venueZh: string
}

function card(row: CardRow, lan: Lan, now: Date) {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    title: pick(lan, row.titleEn, row.titleZh),
    cover: row.cover,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: stateOf(row.startsAt, row.endsAt, now),
    country_code: row.countryCode,
    country_name: pick(lan, row.countryEn, row.countryZh),
    venue: pick(lan, row.venueEn, row.venueZh),
  }
}

async function countActivities(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activities).where(where)
  return row?.n ?? 0
}

export const handlers: Array<BoundHandler> = [
  handle(getActivityNeedList, async (input, { db, lan }) => {
    await requireActivity(db, input.act_id)
    const conditions: Array<SQL> = [eq(activityNeeds.activityId, input.act_id), isNull(activityNeeds.withdrawnAt)]
    if (input.country_code) conditions.push(eq(activityNeeds.countryCode, input.country_code))
    if (input.category_id) conditions.push(inCategory(activityNeeds.categoryId, input.category_id))
    if (input.keyword) {
      const pattern = containsPattern(input.keyword)
      conditions.push(
        or(
          ilike(activityNeeds.contentEn, pattern),
          ilike(activityNeeds.contentZh, pattern),
          ilike(activityNeeds.buyerCompany, pattern),
          ilike(activityNeeds.buyerCompanyZh, pattern),
        )!,
      )
    }
    const where = and(...conditions)
    return selectPage(
      db
        .select({
          id: activityNeeds.id,
          buyerCompany: activityNeeds.buyerCompany,
          buyerCompanyZh: activityNeeds.buyerCompanyZh,
          countryCode: activityNeeds.countryCode,
          countryEn: countries.nameEn,
          countryZh: countries.nameZh,
          categoryId: activityNeeds.categoryId,
          categoryEn: categories.nameEn,
          categoryZh: categories.nameZh,
          contentEn: activityNeeds.contentEn,
          contentZh: activityNeeds.contentZh,
          quantity: activityNeeds.quantity,
          quantityZh: activityNeeds.quantityZh,
          createdAt: activityNeeds.createdAt,
        })
        .from(activityNeeds)
        .leftJoin(countries, eq(countries.code, activityNeeds.countryCode))
        .leftJoin(categories, eq(categories.id, activityNeeds.categoryId))
        .where(where)
        .orderBy(desc(activityNeeds.createdAt), desc(activityNeeds.id))
        .$dynamic(),
      db.select({ n: count() }).from(activityNeeds).where(where),
      input,
      (row) => ({
        id: row.id,
        act_id: input.act_id,
        buyer_company: pick(lan, row.buyerCompany, row.buyerCompanyZh || row.buyerCompany),
        country_code: row.countryCode,
        country_name: row.countryEn === null || row.countryZh === null ? null : pick(lan, row.countryEn, row.countryZh),
        category_id: row.categoryId,
        category_name: row.categoryEn === null || row.categoryZh === null ? null : pick(lan, row.categoryEn, row.categoryZh),
        content: pick(lan, row.contentEn, row.contentZh),
        quantity: pick(lan, row.quantity, row.quantityZh || row.quantity),
        created_at: row.createdAt.toISOString(),
      }),
    )
  }),

  handle(getActivityDockingList, async (input, { db, lan }) => {
    await requireActivity(db, input.act_id)
    const scope: Array<SQL> = [eq(dockings.activityId, input.act_id)]
    if (input.brand_id) scope.push(eq(dockings.brandId, input.brand_id))
    const where = and(...scope, input.status ? eq(dockings.status, input.status) : undefined)
    const order =
      input.sort === 'time_desc'
        ? [desc(dockings.scheduledAt), desc(dockings.id)]
        : input.sort === 'amount_desc'
          ? [desc(dockings.intentAmount), asc(dockings.id)]
          : [asc(dockings.scheduledAt), asc(dockings.tableNo), asc(dockings.id)]
    const [rows, [total], byStatus] = await Promise.all([
      db
        .select({
          id: dockings.id,
          buyerCompany: dockings.buyerCompany,
          brandId: brands.id,
          brandEn: brands.nameEn,
          brandZh: brands.nameZh,
          logo: brands.logo,
          countryCode: brands.countryCode,
          countryEn: countries.nameEn,
          countryZh: countries.nameZh,
          tableNo: dockings.tableNo,
          status: dockings.status,
          scheduledAt: dockings.scheduledAt,
          intentAmount: dockings.intentAmount,
        })
        .from(dockings)
        .innerJoin(brands, eq(brands.id, dockings.brandId))
        .innerJoin(countries, eq(countries.code, brands.countryCode))
        .where(where)
        .orderBy(...order)
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db.select({ n: count() }).from(dockings).where(where),
      db
        .select({
          status: dockings.status,
          n: count(),
          amount: sql<number>`coalesce(sum(${dockings.intentAmount}), 0)::bigint`.mapWith(Number),
        })
        .from(dockings)
        .where(and(...scope))
        .groupBy(dockings.status),
    ])
    const totals = { all: 0, scheduled: 0, met: 0, deal: 0, cancelled: 0, intent_amount: 0, currency: DOCKING_CURRENCY }
    for (const row of byStatus) {
      totals.all += row.n
      if (row.status === 'scheduled' || row.status === 'met' || row.status === 'deal' || row.status === 'cancelled') {
        totals[row.status] = row.n
      }
      if (row.status !== 'cancelled') totals.intent_amount += row.amount
    }
    return {
      list: rows.map((row) => ({
        id: row.id,
        buyer_company: row.buyerCompany,
        brand: {
          id: row.brandId,
          name: pick(lan, row.brandEn, row.brandZh),
          logo: row.logo,
          country_code: row.countryCode,
          country_name: pick(lan, row.countryEn, row.countryZh),
        },
        table_no: row.tableNo,
        status: row.status as 'scheduled' | 'met' | 'deal' | 'cancelled',
        scheduled_at: row.scheduledAt.toISOString(),
        intent_amount: row.intentAmount,
        currency: DOCKING_CURRENCY,
      })),
      total: total?.n ?? 0,
      page: input.page,
      page_size: input.page_size,
      totals,
    }
  }),

  handle(activityListForPc, async (input, { db, lan, now }) => {
    const where = activityConditions(input, now)
    return selectPage(
      db
        .select({
          ...cardColumns,
          introEn: activities.introEn,
          introZh: activities.introZh,
          needCount,
          dockingCount,
        })
        .from(activities)
        .innerJoin(countries, eq(countries.code, activities.countryCode))
        .where(where)
        .orderBy(...activityOrder(input.sort ?? 'starts_desc', now))
        .$dynamic(),
      countActivities(db, where),
      input,
      (row) => ({
        ...card(row, lan, now),
        intro: pick(lan, row.introEn, row.introZh),
        need_count: row.needCount,
        docking_count: row.dockingCount,
      }),
    )
  }),

  handle(activityListForPc2, async (input, { db, lan, now }) => {
    const where = activityConditions(input, now)
    return selectPage(
      db
        .select(cardColumns)
        .from(activities)
        .innerJoin(countries, eq(countries.code, activities.countryCode))
        .where(where)
        .orderBy(...activityOrder('state', now))
        .$dynamic(),
      countActivities(db, where),
      input,
      (row) => card(row, lan, now),
    )
  }),

  handle(h5FormList, async (input, { db, lan }) => {
    const activity = await requireActivity(db, input.act_id)
    return {
      act_id: activity.id,
      title: pick(lan, activity.titleEn, activity.titleZh),
      list: localiseFormFields(activity.formFields, lan),
    }
  }),

  handle(getOpbActivityList, async (input, { db, lan, now }) => {
    const where = activityConditions(input, now)
    return selectPage(
      db
        .select({ ...cardColumns, introEn: activities.introEn, introZh: activities.introZh })
        .from(activities)
        .innerJoin(countries, eq(countries.code, activities.countryCode))
        .where(where)
        .orderBy(...activityOrder(input.sort ?? 'state', now))
        .$dynamic(),
      countActivities(db, where),
      input,
      (row) => ({ ...card(row, lan, now), intro: pick(lan, row.introEn, row.introZh) }),
    )
  }),

  handle(getOpbActivityInfo, async (input, { db, lan, now }) => {
    const [row] = await db
      .select({
        ...cardColumns,
        introEn: activities.introEn,
        introZh: activities.introZh,
        formFields: activities.formFields,
        needCount,
        dockingCount,
        brandCount: sql<number>`(select count(*) from ${brands} b where b.country_code = ${outer(activities, activities.countryCode)}
          or b.id in (select d.brand_id from ${dockings} d where d.activity_id = ${outer(activities, activities.id)}))::int`.mapWith(
          Number,
        ),
      })
      .from(activities)
      .innerJoin(countries, eq(countries.code, activities.countryCode))
      .where(eq(activities.id, input.act_id))
      .limit(1)
    if (!row) {
      throw new ApiError({
        en: `No activity found for act_id ${input.act_id}`,
        cn: `找不到 act_id 为 ${input.act_id} 的活动`,
      })
    }
    return {
      ...card(row, lan, now),
      intro: pick(lan, row.introEn, row.introZh),
      need_count: row.needCount,
      docking_count: row.dockingCount,
      brand_count: row.brandCount,
      form_fields: localiseFormFields(row.formFields, lan),
    }
  }),
]
