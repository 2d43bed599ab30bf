/**
 * Meeting records on the event day (ADR 086). A published meeting's record exists from
 * the moment it is published (a trigger, drizzle/*_live_records.sql); a walk-in's is created by its
 * first save. Every save carries an idempotency key (runOnce: a repeat or an offline replay stores
 * once and gets the first answer) and the version the phone edited: a save over a newer version
 * is not applied, and its answer is the stored record, so the phone offers both.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { recordHead, recordList, recordSave, type recordItem } from '../../api/contract/live'
import type * as z from 'zod/mini'
import type { Session } from '../auth/session.server'
import type { Db } from '../db/client.server'
import {
  activities,
  activityRegistrations,
  brands,
  buyerProfiles,
  countries,
  eventSlots,
  eventTables,
  meetingRecords,
  products,
  users,
} from '../db/schema'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { fieldText } from '../http/messages'
import { runOnce } from '../idempotency.server'
import { brandLabels } from './public.server'
import { publishLive } from './publish.server'
import type { LiveEvent, LiveMeetingState } from '../../lib/live-events'
import { requireActivity, requireParticipant, takesPart } from '../events/public.server'
import { venueTimeZone } from '../../lib/venue-time-zone'

type RecordItem = z.input<typeof recordItem>
type Viewer = { organiser: true } | { organiser: false; brandId: number }

const notAllowed = () =>
  new ForbiddenError({
    en: "Sign in with your brand's staff account or as the organiser to record meetings",
    cn: '请使用品牌工作人员账号或组织方账号登录后记录会面',
  })

/** Who may record at an activity: an organiser (every record) or a brand's staff (their brand's). */
export function viewerOf(session: Session): Viewer {
  if (session.role === 'organiser') return { organiser: true }
  if (session.role === 'brand' && session.brandId) return { organiser: false, brandId: session.brandId }
  throw notAllowed()
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** A record's slot, buyer and brand, as the list and the header show them (joined by both). */
const partyColumns = {
  startsAt: eventSlots.startsAt,
  endsAt: eventSlots.endsAt,
  company: users.company,
  name: users.name,
  buyerCountry: users.countryCode,
  brandEn: brands.nameEn,
  brandZh: brands.nameZh,
  logo: brands.logo,
  brandCountry: brands.countryCode,
}

async function loadRecords(db: Db, lan: Lan, where: ReturnType<typeof and>): Promise<Array<RecordItem>> {
  const rows = await db
    .select({ r: meetingRecords, ...partyColumns })
    .from(meetingRecords)
    .innerJoin(brands, eq(brands.id, meetingRecords.brandId))
    .leftJoin(eventSlots, eq(eventSlots.id, meetingRecords.slotId))
    .leftJoin(users, eq(users.id, meetingRecords.buyerUserId))
    .where(where)
    .orderBy(sql`${eventSlots.startsAt} ASC NULLS LAST`, asc(meetingRecords.tableNo), asc(meetingRecords.id))
  return rows.map(({ r, ...row }) => ({
    id: r.id,
    act_id: r.activityId,
    meeting_id: r.meetingId,
    walk_in: r.meetingId === null,
    state: r.state as RecordItem['state'],
    slot_id: r.slotId,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    table_no: r.tableNo,
    buyer: {
      user_id: r.buyerUserId,
      company: row.company || r.buyerCompany,
      name: row.name ?? '',
      country_code: row.buyerCountry ?? '',
    },
    brand: { id: r.brandId, name: pick(lan, row.brandEn, row.brandZh), logo: row.logo, country_code: row.brandCountry },
    checked_in_at: iso(r.checkedInAt),
    started_at: iso(r.startedAt),
    ended_at: iso(r.endedAt),
    outcome: r.outcome as RecordItem['outcome'],
    intent_amount: r.intentAmount,
    currency: r.currency as RecordItem['currency'],
    product_ids: r.productIds,
    next_step: r.nextStep,
    next_step_date: r.nextStepDate,
    notes: r.notes,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  }))
}

const recordNotFound = (id: number) =>
  new ApiError(fieldText('record_id', { en: `no meeting record ${id} at this activity`, cn: `本活动没有编号为 ${id} 的会面记录` }))

async function readRecord(db: Db, lan: Lan, actId: number, recordId: number): Promise<RecordItem | undefined> {
  const [record] = await loadRecords(db, lan, and(eq(meetingRecords.id, recordId), eq(meetingRecords.activityId, actId)))
  return record
}

type SaveInput = z.output<typeof recordSave.input>

// `late` is the sweep's judgement (the buyer at the door, not at the table): a phone keeps it on a
// record that is late, and never sets it.
const lateRefused = () =>
  new ApiError(
    fieldText('state', {
      en: 'a meeting becomes late only by itself (its buyer checked in at the door, not at the table)',
      cn: '只有系统可将洽谈标为迟到（采购商已在门口签到、未到洽谈桌）',
    }),
  )

async function saveRecord(tx: Db, lan: Lan, session: Session, viewer: Viewer, input: SaveInput, now: Date) {
  const fields = {
    state: input.state,
    checkedInAt: input.checked_in_at ? new Date(input.checked_in_at) : null,
    startedAt: input.started_at ? new Date(input.started_at) : null,
    endedAt: input.ended_at ? new Date(input.ended_at) : null,
    outcome: input.outcome,
    intentAmount: input.intent_amount,
    currency: input.currency,
    productIds: [...new Set(input.product_ids)],
    nextStep: input.next_step,
    nextStepDate: input.next_step_date,
    notes: input.notes,
    updatedBy: session.userId,
    updatedAt: now,
  }
  const brandId = viewer.organiser ? undefined : viewer.brandId
  await checkProducts(tx, fields.productIds, input.record_id, brandId ?? input.brand_id)

  if (input.record_id === undefined && input.state === 'late') throw lateRefused()

  if (input.record_id === undefined) {
    // A walk-in: the brand is the caller's (or the organiser's pick); the buyer an account
    // registered for the activity, or a company as typed.
    const walkInBrand = brandId ?? input.brand_id
    if (!walkInBrand)
      throw new ApiError(fieldText('brand_id', { en: 'choose the brand of the walk-in meeting', cn: '请选择现场会面的品牌' }))
    // A walk-in lands on the public hall screens: only a brand the organiser added may have one.
    if (!(await takesPart(tx, input.act_id, walkInBrand))) {
      throw new ApiError(
        fieldText('brand_id', {
          en: `brand ${walkInBrand} does not take part in activity ${input.act_id}`,
          cn: `品牌 ${walkInBrand} 未参加活动 ${input.act_id}`,
        }),
      )
    }
    // The contract's rules already refused a walk-in without a buyer (recordSave's input schema).
    const company = input.buyer_company?.trim() ?? ''
    if (input.buyer_user_id) {
      const [registered] = await tx
        .select({ userId: activityRegistrations.userId })
        .from(activityRegistrations)
        .where(and(eq(activityRegistrations.activityId, input.act_id), eq(activityRegistrations.userId, input.buyer_user_id)))
      if (!registered) {
        throw new ApiError(
          fieldText('buyer_user_id', {
            en: `buyer ${input.buyer_user_id} is not registered for this activity`,
            cn: `采购商 ${input.buyer_user_id} 未报名本活动`,
          }),
        )
      }
    }
    const [created] = await tx
      .insert(meetingRecords)
      .values({
        activityId: input.act_id,
        brandId: walkInBrand,
        buyerUserId: input.buyer_user_id ?? null,
        buyerCompany: company,
        tableNo: input.table_no ?? null,
        ...fields,
      })
      .returning({ id: meetingRecords.id })
    return { status: 'saved' as const, from: null, record: (await readRecord(tx, lan, input.act_id, created!.id))! }
  }

  const [current] = await tx
    .select({ brandId: meetingRecords.brandId, version: meetingRecords.version, state: meetingRecords.state })
    .from(meetingRecords)
    .where(and(eq(meetingRecords.id, input.record_id), eq(meetingRecords.activityId, input.act_id)))
    .for('update')
  if (!current) throw recordNotFound(input.record_id)
  if (brandId !== undefined && current.brandId !== brandId) throw notAllowed()
  if (current.version !== input.base_version) {
    return { status: 'conflict' as const, record: (await readRecord(tx, lan, input.act_id, input.record_id))! }
  }
  if (input.state === 'late' && current.state !== 'late') throw lateRefused()
  await tx
    .update(meetingRecords)
    .set({ ...fields, ...(input.table_no === undefined ? {} : { tableNo: input.table_no }), version: current.version + 1 })
    .where(eq(meetingRecords.id, input.record_id))
  return {
    status: 'saved' as const,
    from: current.state as LiveMeetingState,
    record: (await readRecord(tx, lan, input.act_id, input.record_id))!,
  }
}

/**
 * The hall screens' event for a stored save (ADR 094): the state it moved from and to, and the
 * outcome once there is one. A walk-in has no meeting: it is keyed by its record id, negated, so
 * each walk-in counts once on the board.
 */
async function recordEvent(db: Db, from: LiveMeetingState | null, record: RecordItem, now: Date): Promise<LiveEvent> {
  return {
    type: 'record',
    meeting_id: record.meeting_id ?? -record.id,
    from,
    to: record.state,
    brand: record.brand.name,
    ...(await brandLabels(db, record.brand.id)),
    // The screens are public: a company only for a verified buyer registered for the activity,
    // never a name typed into a walk-in.
    buyer: await publicBuyerCompany(db, record.act_id, record.buyer.user_id),
    country_code: record.brand.country_code,
    table_no: record.table_no ?? null,
    outcome: record.outcome ?? null,
    amount: record.intent_amount ?? null,
    currency: record.outcome ? (record.currency ?? null) : null,
    at: now.toISOString(),
    version: record.version,
  }
}

/** The company the public screens may show for a record's buyer: a verified, registered buyer's, else ''. */
async function publicBuyerCompany(db: Db, actId: number, userId: number | null): Promise<string> {
  if (userId === null) return ''
  const [row] = await db
    .select({ company: buyerProfiles.company })
    .from(activityRegistrations)
    .innerJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
    .where(and(eq(activityRegistrations.activityId, actId), eq(activityRegistrations.userId, userId), eq(buyerProfiles.status, 'verified')))
  return row?.company ?? ''
}

/** Products discussed come from the brand's own catalogue. */
async function checkProducts(tx: Db, ids: Array<number>, recordId: number | undefined, brandId: number | undefined) {
  if (ids.length === 0) return
  let owner = brandId
  if (owner === undefined && recordId !== undefined) {
    const [row] = await tx.select({ brandId: meetingRecords.brandId }).from(meetingRecords).where(eq(meetingRecords.id, recordId))
    owner = row?.brandId
  }
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), owner === undefined ? sql`false` : eq(products.brandId, owner)))
  const missing = ids.filter((id) => !found.some((row) => row.id === id))
  if (missing.length) {
    throw new ApiError(
      fieldText('product_ids', {
        en: `${missing.join(', ')} not in the brand's catalogue`,
        cn: `${missing.join('、')} 不在该品牌的商品目录中`,
      }),
    )
  }
}

export const handlers: Array<BoundHandler> = [
  handle(recordList, async (input, { db, lan, session }) => {
    const viewer = viewerOf(session)
    const activity = await requireActivity(db, input.act_id)
    await requireParticipant(db, session, activity.id, { organiser: true, brand: true })
    const mine = viewer.organiser ? undefined : eq(meetingRecords.brandId, viewer.brandId)
    const [slots, tables, records, buyers] = await Promise.all([
      db
        .select({ id: eventSlots.id, startsAt: eventSlots.startsAt, endsAt: eventSlots.endsAt })
        .from(eventSlots)
        .where(eq(eventSlots.activityId, activity.id))
        .orderBy(asc(eventSlots.startsAt), asc(eventSlots.id)),
      db
        .select({ no: eventTables.tableNo })
        .from(eventTables)
        .where(eq(eventTables.activityId, activity.id))
        .orderBy(asc(eventTables.tableNo)),
      loadRecords(db, lan, and(eq(meetingRecords.activityId, activity.id), mine)),
      db
        .select({ userId: users.id, company: users.company, name: users.name, country: users.countryCode })
        .from(activityRegistrations)
        .innerJoin(users, eq(users.id, activityRegistrations.userId))
        .leftJoin(buyerProfiles, eq(buyerProfiles.userId, activityRegistrations.userId))
        // A brand picks walk-in buyers among the verified ones, as activityBuyerList shows them.
        .where(and(eq(activityRegistrations.activityId, activity.id), viewer.organiser ? undefined : eq(buyerProfiles.status, 'verified')))
        .orderBy(asc(users.company), asc(users.id)),
    ])
    const brandIds = viewer.organiser ? [...new Set(records.map((r) => r.brand.id))] : [viewer.brandId]
    const [productRows, brandRows] = brandIds.length
      ? await Promise.all([
          db
            .select({
              id: products.id,
              brandId: products.brandId,
              nameEn: products.nameEn,
              nameZh: products.nameZh,
              image: sql<string | null>`${products.images}[1]`,
            })
            .from(products)
            .where(inArray(products.brandId, brandIds))
            .orderBy(asc(products.brandId), asc(products.id)),
          db
            .select({ id: brands.id, nameEn: brands.nameEn, nameZh: brands.nameZh })
            .from(brands)
            .where(inArray(brands.id, brandIds))
            .orderBy(asc(brands.id)),
        ])
      : [[], []]
    return {
      act_id: activity.id,
      title: pick(lan, activity.titleEn, activity.titleZh),
      venue: pick(lan, activity.venueEn, activity.venueZh),
      time_zone: venueTimeZone(activity.countryCode),
      slots: slots.map((s) => ({ id: s.id, starts_at: s.startsAt.toISOString(), ends_at: s.endsAt.toISOString() })),
      tables: tables.map((t) => t.no),
      records,
      products: productRows.map((p) => ({ id: p.id, brand_id: p.brandId, name: pick(lan, p.nameEn, p.nameZh), image: p.image ?? '' })),
      buyers: buyers.map((b) => ({ user_id: b.userId, company: b.company ?? '', name: b.name ?? '', country_code: b.country ?? '' })),
      brand_id: viewer.organiser ? null : viewer.brandId,
      brands: brandRows.map((b) => ({ id: b.id, name: pick(lan, b.nameEn, b.nameZh) })),
    }
  }),

  handle(recordHead, async (input, { db, lan, session }) => {
    const [row] = await db
      .select({
        r: meetingRecords,
        titleEn: activities.titleEn,
        titleZh: activities.titleZh,
        actCountry: activities.countryCode,
        ...partyColumns,
      })
      .from(meetingRecords)
      .innerJoin(activities, eq(activities.id, meetingRecords.activityId))
      .innerJoin(brands, eq(brands.id, meetingRecords.brandId))
      .leftJoin(eventSlots, eq(eventSlots.id, meetingRecords.slotId))
      .leftJoin(users, eq(users.id, meetingRecords.buyerUserId))
      .where(and(eq(meetingRecords.id, input.record_id), eq(meetingRecords.activityId, input.act_id)))
    if (!row) throw recordNotFound(input.record_id)
    const isBuyer = row.r.buyerUserId === session.userId
    if (!isBuyer) {
      const viewer = viewerOf(session)
      if (!viewer.organiser && viewer.brandId !== row.r.brandId) throw notAllowed()
    }
    await requireParticipant(db, session, input.act_id, { organiser: true, brand: true, buyer: isBuyer })
    const codes = [row.buyerCountry, row.brandCountry].filter((c): c is string => Boolean(c))
    const names = await db.select().from(countries).where(inArray(countries.code, codes))
    const countryName = (code: string | null) => {
      const found = names.find((c) => c.code === code)
      return found ? pick(lan, found.nameEn, found.nameZh) : ''
    }
    return {
      id: row.r.id,
      act_id: row.r.activityId,
      meeting_id: row.r.meetingId,
      activity_title: pick(lan, row.titleEn, row.titleZh),
      time_zone: venueTimeZone(row.actCountry),
      state: row.r.state as RecordItem['state'],
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
      table_no: row.r.tableNo,
      buyer: {
        company: row.company || row.r.buyerCompany,
        name: row.name ?? '',
        country_code: row.buyerCountry ?? '',
        country_name: countryName(row.buyerCountry),
      },
      brand: {
        name: pick(lan, row.brandEn, row.brandZh),
        logo: row.logo,
        country_code: row.brandCountry,
        country_name: countryName(row.brandCountry),
      },
    }
  }),

  handle(recordSave, async (input, { db, lan, session, now }) => {
    const viewer = viewerOf(session)
    await requireActivity(db, input.act_id)
    await requireParticipant(db, session, input.act_id, { organiser: true, brand: true })
    // Told to the hall screens once the save has committed, and only when this request stored it
    // (a repeat or a replay gets the first answer and tells no one again).
    let stored: { from: LiveMeetingState | null; record: RecordItem } | undefined
    const { from: _from, ...answer } = await runOnce(
      db,
      { userId: session.userId, endpoint: 'liveRecordSave', key: input.idempotency_key, now },
      async (tx) => {
        const saved = await saveRecord(tx, lan, session, viewer, input, now)
        if (saved.status === 'saved') stored = { from: saved.from ?? null, record: saved.record }
        return saved
      },
    )
    if (stored) await publishLive(db, input.act_id, await recordEvent(db, stored.from, stored.record, now))
    return answer
  }),
]
