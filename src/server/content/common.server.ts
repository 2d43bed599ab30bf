import type * as z from 'zod/mini'
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  aboutUs,
  casesBrandList,
  commonHome,
  getArea,
  getCountryList,
  pcCases,
  ticketProblem,
  type caseItem,
} from '../../api/contract/common'
import type { Db } from '../db/client.server'
import { selectPage } from '../db/paginate.server'
import { activities, areas, brands, cases, categories, countries, faqs, pavilions } from '../db/schema'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { loadPlatformCounters } from './counters.server'
import { liveIn } from '../db/content-live.server'
import { bilingualLike } from '../db/sql.server'
import { pavilionCards } from '../pavilions/pavilion-cards.server'

function faqItem(row: typeof faqs.$inferSelect, lan: Lan) {
  return { id: row.id, question: pick(lan, row.questionEn, row.questionZh), answer: pick(lan, row.answerEn, row.answerZh) }
}

/** Cases joined with their brand and its country, newest year first. */
function selectCases(db: Db) {
  return db
    .select({
      id: cases.id,
      titleEn: cases.titleEn,
      titleZh: cases.titleZh,
      bodyEn: cases.bodyEn,
      bodyZh: cases.bodyZh,
      resultEn: cases.resultEn,
      resultZh: cases.resultZh,
      year: cases.year,
      brandId: brands.id,
      brandEn: brands.nameEn,
      brandZh: brands.nameZh,
      brandLogo: brands.logo,
      countryCode: countries.code,
      countryEn: countries.nameEn,
      countryZh: countries.nameZh,
    })
    .from(cases)
    .innerJoin(brands, eq(brands.id, cases.brandId))
    .innerJoin(countries, eq(countries.code, brands.countryCode))
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['execute']>>[number]

function toCaseItem(row: CaseRow, lan: Lan): z.input<typeof caseItem> {
  return {
    id: row.id,
    title: pick(lan, row.titleEn, row.titleZh),
    body: pick(lan, row.bodyEn, row.bodyZh),
    result: pick(lan, row.resultEn, row.resultZh),
    year: row.year,
    brand: { id: row.brandId, name: pick(lan, row.brandEn, row.brandZh), logo: row.brandLogo },
    country: { code: row.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
  }
}

const caseOrder = [desc(cases.year), desc(cases.id)]

async function requireCountry(db: Db, code: string): Promise<void> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code))
  if (!row) throw new ApiError({ en: 'Field country_code: no such country', cn: '字段 country_code：国家不存在' })
}

export const handlers: Array<BoundHandler> = [
  handle(getCountryList, async (input, { db, lan }) => {
    const rows = await db
      .select({
        code: countries.code,
        nameEn: countries.nameEn,
        nameZh: countries.nameZh,
        region: countries.region,
        dialCode: countries.dialCode,
        brandCount: count(brands.id),
      })
      .from(countries)
      .leftJoin(brands, eq(brands.countryCode, countries.code))
      .groupBy(countries.code)
      .orderBy(asc(countries.sort), asc(countries.code))
    return {
      list: rows
        .filter((row) => input.with_brands_only !== '1' || row.brandCount > 0)
        .map((row) => ({
          code: row.code,
          name: pick(lan, row.nameEn, row.nameZh),
          region: row.region,
          dial_code: row.dialCode,
          brand_count: row.brandCount,
        })),
    }
  }),

  handle(ticketProblem, async (input, { db, lan }) => {
    const rows = await db
      .select()
      .from(faqs)
      .where(
        and(
          eq(faqs.topic, 'ticket'),
          liveIn('faq', faqs.id, lan),
          input.keyword
            ? or(bilingualLike(input.keyword, faqs.questionEn, faqs.questionZh), bilingualLike(input.keyword, faqs.answerEn, faqs.answerZh))
            : undefined,
        ),
      )
      .orderBy(asc(faqs.sort), asc(faqs.id))
    return { list: rows.map((row) => faqItem(row, lan)) }
  }),

  handle(aboutUs, async (input, { db, lan }) => {
    const brandCounts = db
      .select({ code: brands.countryCode, n: count().as('brand_n') })
      .from(brands)
      .groupBy(brands.countryCode)
      .as('brand_counts')
    const pavilionOfCountry = db
      .select({ code: pavilions.countryCode, id: sql<number>`min(${pavilions.id})`.as('pavilion_id') })
      .from(pavilions)
      .groupBy(pavilions.countryCode)
      .as('country_pavilion')
    const [counters, pavilionRows, activityRows, caseRows, faqRows, countryRows] = await Promise.all([
      loadPlatformCounters(db),
      db.select({ n: count() }).from(pavilions),
      db.select({ n: count() }).from(activities),
      db
        .select({ n: count() })
        .from(cases)
        .where(liveIn('case', cases.id, lan)),
      db
        .select()
        .from(faqs)
        .where(and(eq(faqs.topic, 'general'), liveIn('faq', faqs.id, lan)))
        .orderBy(asc(faqs.sort), asc(faqs.id))
        .limit(input.faq_limit),
      db
        .select({
          code: countries.code,
          nameEn: countries.nameEn,
          nameZh: countries.nameZh,
          region: countries.region,
          brandCount: sql<number>`coalesce(${brandCounts.n}, 0)`.mapWith(Number),
          pavilionId: pavilionOfCountry.id,
        })
        .from(countries)
        .leftJoin(brandCounts, eq(brandCounts.code, countries.code))
        .leftJoin(pavilionOfCountry, eq(pavilionOfCountry.code, countries.code))
        .orderBy(asc(countries.sort), asc(countries.code)),
    ])
    return {
      counters: {
        ...counters,
        pavilions: pavilionRows[0]?.n ?? 0,
        activities: activityRows[0]?.n ?? 0,
        cases: caseRows[0]?.n ?? 0,
      },
      faqs: faqRows.map((row) => faqItem(row, lan)),
      partner_countries: countryRows
        .filter((row) => row.pavilionId !== null || row.brandCount > 0)
        .map((row) => ({
          code: row.code,
          name: pick(lan, row.nameEn, row.nameZh),
          region: row.region,
          brand_count: row.brandCount,
          pavilion_id: row.pavilionId === null ? null : Number(row.pavilionId),
        })),
    }
  }),

  handle(casesBrandList, async (input, { db, lan }) => {
    const rows = await db
      .select({
        id: brands.id,
        nameEn: brands.nameEn,
        nameZh: brands.nameZh,
        logo: brands.logo,
        countryCode: countries.code,
        countryEn: countries.nameEn,
        countryZh: countries.nameZh,
        caseCount: count(cases.id),
      })
      .from(cases)
      .innerJoin(brands, eq(brands.id, cases.brandId))
      .innerJoin(countries, eq(countries.code, brands.countryCode))
      .where(and(input.country_code ? eq(brands.countryCode, input.country_code) : undefined, liveIn('case', cases.id, lan)))
      .groupBy(brands.id, countries.code)
      .orderBy(desc(count(cases.id)), asc(brands.id))
    return {
      list: rows.map((row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        logo: row.logo,
        country: { code: row.countryCode, name: pick(lan, row.countryEn, row.countryZh) },
        case_count: row.caseCount,
      })),
    }
  }),

  handle(getArea, async (input, { db, lan }) => {
    await requireCountry(db, input.country_code)
    if (input.parent_id !== undefined) {
      const [parent] = await db
        .select({ id: areas.id })
        .from(areas)
        .where(and(eq(areas.id, input.parent_id), eq(areas.countryCode, input.country_code)))
      if (!parent) throw new ApiError({ en: 'Field parent_id: no such area in this country', cn: '字段 parent_id：该国家没有此地区' })
    }
    const rows = await db
      .select({ id: areas.id, nameEn: areas.nameEn, nameZh: areas.nameZh, parentId: areas.parentId })
      .from(areas)
      .where(
        and(
          eq(areas.countryCode, input.country_code),
          input.parent_id === undefined ? isNull(areas.parentId) : eq(areas.parentId, input.parent_id),
        ),
      )
      .orderBy(asc(areas.id))
    const ids = rows.map((row) => row.id)
    const parents = ids.length ? await db.selectDistinct({ id: areas.parentId }).from(areas).where(inArray(areas.parentId, ids)) : []
    const withChildren = new Set(parents.map((row) => row.id))
    return {
      list: rows.map((row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        parent_id: row.parentId,
        has_children: withChildren.has(row.id),
      })),
    }
  }),

  handle(pcCases, async (input, { db, lan }) => {
    let categoryIds: Array<number> | undefined
    if (input.category_id !== undefined) {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(or(eq(categories.id, input.category_id), eq(categories.parentId, input.category_id)))
      if (!rows.length) throw new ApiError({ en: 'Field category_id: no such category', cn: '字段 category_id：分类不存在' })
      categoryIds = rows.map((row) => row.id)
    }
    const where = and(
      liveIn('case', cases.id, lan),
      input.brand_id !== undefined ? eq(cases.brandId, input.brand_id) : undefined,
      categoryIds ? inArray(brands.categoryId, categoryIds) : undefined,
      input.country_code ? eq(brands.countryCode, input.country_code) : undefined,
      input.keyword
        ? or(bilingualLike(input.keyword, cases.titleEn, cases.titleZh), bilingualLike(input.keyword, brands.nameEn, brands.nameZh))
        : undefined,
    )
    return selectPage(
      selectCases(db)
        .where(where)
        .orderBy(...caseOrder)
        .$dynamic(),
      db.select({ n: count() }).from(cases).innerJoin(brands, eq(brands.id, cases.brandId)).where(where),
      input,
      (row) => toCaseItem(row, lan),
    )
  }),

  handle(commonHome, async (input, { db, lan }) => {
    const [counters, pavilionList, caseRows] = await Promise.all([
      loadPlatformCounters(db),
      pavilionCards(db, lan),
      selectCases(db)
        .where(liveIn('case', cases.id, lan))
        .orderBy(...caseOrder)
        .limit(input.case_limit),
    ])
    return { counters, pavilions: pavilionList, cases: caseRows.map((row) => toCaseItem(row, lan)) }
  }),
]
