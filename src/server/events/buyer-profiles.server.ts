/**
 * Buyer profiles and their verification: Buyers/pcForm2Post (logged in) files a profile with the
 * buyer's sourcing interests as `submitted`; only an organiser moves it to `verified` or
 * `rejected` (with a reason). A buyer who sends the form again after a rejection is queued again.
 */
import { asc, count, eq, inArray } from 'drizzle-orm'
import { myBuyerProfile, verificationQueue, verifyBuyer } from '../../api/contract/events'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import type { Db } from '../db/client.server'
import { buyerProfiles, categories, countries, memberCategories, users } from '../db/schema'
import { requireOrganiser } from './access.server'

type ProfileRow = typeof buyerProfiles.$inferSelect
export type VerificationStatus = 'submitted' | 'verified' | 'rejected'

/** Labels of the categories and countries the given profiles mention, in one query each. */
export async function labelLookup(
  db: Db,
  lan: Lan,
  rows: ReadonlyArray<Pick<ProfileRow, 'interestCategoryIds' | 'originCountries' | 'memberCategoryIds'>>,
) {
  const categoryIds = [...new Set(rows.flatMap((r) => r.interestCategoryIds))]
  const countryCodes = [...new Set(rows.flatMap((r) => r.originCountries))]
  const memberIds = [...new Set(rows.flatMap((r) => r.memberCategoryIds))]
  const [cats, ctry, members] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: categories.id, en: categories.nameEn, zh: categories.nameZh })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
    countryCodes.length
      ? db
          .select({ id: countries.code, en: countries.nameEn, zh: countries.nameZh })
          .from(countries)
          .where(inArray(countries.code, countryCodes))
      : [],
    memberIds.length
      ? db
          .select({ id: memberCategories.id, en: memberCategories.nameEn, zh: memberCategories.nameZh })
          .from(memberCategories)
          .where(inArray(memberCategories.id, memberIds))
      : [],
  ])
  const catName = new Map(cats.map((c) => [c.id, pick(lan, c.en, c.zh)]))
  const countryName = new Map(ctry.map((c) => [c.id, pick(lan, c.en, c.zh)]))
  const memberName = new Map(members.map((c) => [c.id, pick(lan, c.en, c.zh)]))
  return {
    interests: (row: Pick<ProfileRow, 'interestCategoryIds' | 'originCountries' | 'volume'>) => ({
      categories: row.interestCategoryIds.flatMap((id) => (catName.has(id) ? [{ id, name: catName.get(id)! }] : [])),
      origin_countries: row.originCountries.flatMap((code) => (countryName.has(code) ? [{ code, name: countryName.get(code)! }] : [])),
      volume: row.volume,
    }),
    members: (row: Pick<ProfileRow, 'memberCategoryIds'>) =>
      row.memberCategoryIds.flatMap((id) => (memberName.has(id) ? [{ id, name: memberName.get(id)! }] : [])),
  }
}

function profileOut(row: ProfileRow, labels: Awaited<ReturnType<typeof labelLookup>>) {
  return {
    user_id: row.userId,
    company: row.company,
    contact_name: row.contactName,
    country_code: row.countryCode,
    member_categories: labels.members(row),
    interests: labels.interests(row),
    status: row.status as VerificationStatus,
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  }
}

export type ProfileInput = {
  company: string
  contact_name: string
  country_code: string
  member_category_ids: Array<number>
  annual_volume: string
  interest_category_ids: Array<number>
  origin_countries: Array<string>
}

/**
 * Files (or refiles) a logged-in sender's buyer profile from the buyer form. A verified profile
 * keeps its verification when only the interests change; anything else goes back to the queue.
 */
export async function upsertBuyerProfile(db: Db, userId: number, input: ProfileInput, now: Date): Promise<void> {
  if (input.interest_category_ids.length) {
    const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.interest_category_ids))
    const known = new Set(found.map((c) => c.id))
    const missing = input.interest_category_ids.filter((id) => !known.has(id))
    if (missing.length)
      throw new ApiError({
        en: `Field interest_category_ids has unknown category ${missing.join(', ')}`,
        cn: `字段 interest_category_ids 中的分类 ${missing.join('、')} 不存在`,
      })
  }
  if (input.origin_countries.length) {
    const found = await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, input.origin_countries))
    const known = new Set(found.map((c) => c.code))
    const missing = input.origin_countries.filter((code) => !known.has(code))
    if (missing.length)
      throw new ApiError({
        en: `Field origin_countries has unknown country ${missing.join(', ')}`,
        cn: `字段 origin_countries 中的国家 ${missing.join('、')} 不存在`,
      })
  }
  const [existing] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, userId))
  const keepsVerification =
    existing?.status === 'verified' && existing.company === input.company && existing.countryCode === input.country_code
  const values = {
    company: input.company,
    contactName: input.contact_name,
    countryCode: input.country_code,
    memberCategoryIds: input.member_category_ids,
    interestCategoryIds: [...new Set(input.interest_category_ids)],
    originCountries: [...new Set(input.origin_countries)],
    volume: input.annual_volume,
  }
  if (existing) {
    await db
      .update(buyerProfiles)
      .set(keepsVerification ? values : { ...values, status: 'submitted', reason: '', decidedBy: null, decidedAt: null, submittedAt: now })
      .where(eq(buyerProfiles.userId, userId))
  } else {
    await db.insert(buyerProfiles).values({ userId, ...values, status: 'submitted', submittedAt: now })
  }
  // The form makes a role-less account a buyer, and fills its company.
  const [user] = await db.select({ role: users.role, company: users.company }).from(users).where(eq(users.id, userId))
  if (user && (user.role === null || !user.company)) {
    await db
      .update(users)
      .set({
        ...(user.role === null ? { role: 'buyer' } : {}),
        ...(!user.company ? { company: input.company, name: input.contact_name } : {}),
      })
      .where(eq(users.id, userId))
  }
}

export const buyerProfileHandlers: Array<BoundHandler> = [
  handle(myBuyerProfile, async (_input, { db, lan, session }) => {
    const [row] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, session.userId))
    if (!row) return null
    return profileOut(row, await labelLookup(db, lan, [row]))
  }),

  handle(verificationQueue, async (input, { db, lan, session }) => {
    requireOrganiser(session)
    const where = eq(buyerProfiles.status, input.status)
    const [rows, counts] = await Promise.all([
      db
        .select({ profile: buyerProfiles, mobile: users.mobile })
        .from(buyerProfiles)
        .innerJoin(users, eq(users.id, buyerProfiles.userId))
        .where(where)
        .orderBy(asc(buyerProfiles.submittedAt), asc(buyerProfiles.userId))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db.select({ status: buyerProfiles.status, n: count() }).from(buyerProfiles).groupBy(buyerProfiles.status),
    ])
    const labels = await labelLookup(
      db,
      lan,
      rows.map((r) => r.profile),
    )
    const countOf = (status: VerificationStatus) => counts.find((c) => c.status === status)?.n ?? 0
    return {
      list: rows.map((r) => ({ ...profileOut(r.profile, labels), mobile: r.mobile })),
      total: countOf(input.status),
      page: input.page,
      page_size: input.page_size,
      counts: { submitted: countOf('submitted'), verified: countOf('verified'), rejected: countOf('rejected') },
    }
  }),

  handle(verifyBuyer, async (input, { db, session, now }) => {
    requireOrganiser(session)
    if (input.decision === 'rejected' && !input.reason) {
      throw new ApiError({ en: 'Field reason is required when rejecting a buyer', cn: '拒绝采购商时必须填写字段 reason（原因）' })
    }
    const [row] = await db
      .update(buyerProfiles)
      .set({ status: input.decision, reason: input.decision === 'rejected' ? input.reason : '', decidedBy: session.userId, decidedAt: now })
      .where(eq(buyerProfiles.userId, input.user_id))
      .returning({ userId: buyerProfiles.userId, status: buyerProfiles.status })
    if (!row)
      throw new ApiError({
        en: `No buyer profile found for user_id ${input.user_id}`,
        cn: `找不到 user_id 为 ${input.user_id} 的采购商资料`,
      })
    return { user_id: row.userId, status: row.status as VerificationStatus }
  }),
]
