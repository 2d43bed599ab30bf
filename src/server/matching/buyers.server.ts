import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { memberCateNameOptionEnglish, pcForm2Post, searchCompanyName } from '../../api/contract/buyers'
import { brands, buyerForms, countries, memberCategories } from '../db/schema'
import { takeFormPost } from '../http/form-limit.server'
import { ApiError, handle, pick, type BoundHandler } from '../http/handler'
import { containsPattern, prefixPattern } from '../db/sql.server'
import { requireActivity, upsertBuyerProfile } from '../events/public.server'

const SUGGESTIONS = 10

export const handlers: Array<BoundHandler> = [
  handle(memberCateNameOptionEnglish, async (_input, { db, lan }) => {
    const rows = await db
      .select({ id: memberCategories.id, nameEn: memberCategories.nameEn, nameZh: memberCategories.nameZh })
      .from(memberCategories)
      .orderBy(asc(memberCategories.sort), asc(memberCategories.id))
    return { list: rows.map((row) => ({ id: row.id, name: pick(lan, row.nameEn, row.nameZh) })) }
  }),

  handle(pcForm2Post, async (input, { db, now, session, ip }) => {
    const ids = input.member_category_ids
    if (new Set(ids).size !== ids.length) {
      throw new ApiError({
        en: 'Field member_category_ids lists a category more than once',
        cn: '字段 member_category_ids 中有重复的分类',
      })
    }
    const [country, found] = await Promise.all([
      db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.country_code)).limit(1),
      db.select({ id: memberCategories.id }).from(memberCategories).where(inArray(memberCategories.id, ids)),
    ])
    if (!country.length) {
      throw new ApiError({
        en: `Field country_code: unknown country ${input.country_code}`,
        cn: `字段 country_code：国家 ${input.country_code} 不存在`,
      })
    }
    const known = new Set(found.map((row) => row.id))
    const unknown = ids.filter((categoryId) => !known.has(categoryId))
    if (unknown.length) {
      throw new ApiError({
        en: `Field member_category_ids has unknown category ${unknown.join(', ')}`,
        cn: `字段 member_category_ids 中的分类 ${unknown.join('、')} 不存在`,
      })
    }
    if (input.act_id) await requireActivity(db, input.act_id)
    if (!session) await takeFormPost(db, 'buyer_form', ip, now)
    const [row] = await db
      .insert(buyerForms)
      .values({
        userId: session?.userId ?? null,
        activityId: input.act_id ?? null,
        company: input.company,
        contactName: input.contact_name,
        mobile: input.mobile,
        email: input.email ? input.email : null,
        countryCode: input.country_code,
        memberCategoryIds: ids,
        annualVolume: input.annual_volume,
        note: input.note,
        createdAt: now,
      })
      .returning({ id: buyerForms.id })
    // A logged-in sender's buyer profile (sourcing interests) waits for an organiser.
    if (session) await upsertBuyerProfile(db, session.userId, input, now)
    return { id: row!.id }
  }),

  // Only names meant to be public: the site's brands (a brand account's company is its brand).
  // Company names typed into buyer forms or registrations are private.
  handle(searchCompanyName, async (input, { db, lan }) => {
    const contains = containsPattern(input.keyword)
    const prefix = prefixPattern(input.keyword)
    const name = lan === 'cn' ? brands.nameZh : brands.nameEn
    const other = lan === 'cn' ? brands.nameEn : brands.nameZh
    const rows = await db
      .select({ name: sql<string>`min(${name})`, prefixed: sql<boolean>`bool_or(${name} ilike ${prefix} or ${other} ilike ${prefix})` })
      .from(brands)
      .where(or(ilike(name, contains), ilike(other, contains)))
      .groupBy(sql`lower(${name})`)
      .orderBy(sql`bool_or(${name} ilike ${prefix} or ${other} ilike ${prefix}) desc`, sql`lower(${name})`)
      .limit(SUGGESTIONS)
    return { list: rows.map((row) => row.name.trim()).filter((row) => row !== '') }
  }),
]
