import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL, arrayContains } from 'drizzle-orm'
import { activities, brands, categories, countries, dockings, lookingRequests, products, users } from '../db/schema'
import { selectPage } from '../db/paginate.server'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler } from '../http/handler'
import { lookingBrandGoods, lookingForActivity, lookingLog, lookingLogData, lookingPost } from '../../api/contract/looking'
import { containsPattern, inCategory, outer } from '../db/sql.server'
import { getActivityLookList } from '../../api/contract/activity'
import { requireActivity } from '../events/public.server'
import { loadLookingRequests } from './looking-requests.server'
import { saveBuyerWishes } from './wishes.server'

function duplicates(ids: ReadonlyArray<number>): Array<number> {
  return [...new Set(ids.filter((value, index) => ids.indexOf(value) !== index))]
}

export const handlers: Array<BoundHandler> = [
  // The buyer's own requests for one activity (served under activity/, owned by matching).
  handle(getActivityLookList, async (input, { db, lan, session }) => {
    await requireActivity(db, input.act_id)
    const list = await loadLookingRequests(
      db,
      lan,
      and(eq(lookingRequests.userId, session.userId), eq(lookingRequests.activityId, input.act_id)),
      100,
      0,
    )
    return { list }
  }),

  handle(lookingForActivity, async (input, { db, lan }) => {
    const activity = await requireActivity(db, input.act_id)
    const dockedBrandIds = db.selectDistinct({ id: dockings.brandId }).from(dockings).where(eq(dockings.activityId, activity.id))
    const conditions: Array<SQL> = [or(eq(brands.countryCode, activity.countryCode), inArray(brands.id, dockedBrandIds))!]
    if (input.country_code) conditions.push(eq(brands.countryCode, input.country_code))
    if (input.category_id) conditions.push(inCategory(brands.categoryId, input.category_id))
    if (input.keyword) {
      const pattern = containsPattern(input.keyword)
      conditions.push(or(ilike(brands.nameEn, pattern), ilike(brands.nameZh, pattern))!)
    }
    const where = and(...conditions)
    const docked =
      sql<boolean>`exists (select 1 from ${dockings} d where d.activity_id = ${activity.id} and d.brand_id = ${outer(brands, brands.id)})`.mapWith(
        Boolean,
      )
    return selectPage(
      db
        .select({
          id: brands.id,
          nameEn: brands.nameEn,
          nameZh: brands.nameZh,
          logo: brands.logo,
          countryCode: brands.countryCode,
          countryEn: countries.nameEn,
          countryZh: countries.nameZh,
          categoryId: brands.categoryId,
          categoryEn: categories.nameEn,
          categoryZh: categories.nameZh,
          docked,
        })
        .from(brands)
        .innerJoin(countries, eq(countries.code, brands.countryCode))
        .leftJoin(categories, eq(categories.id, brands.categoryId))
        .where(where)
        .orderBy(desc(docked), asc(brands.sort), asc(brands.id))
        .$dynamic(),
      db.select({ n: count() }).from(brands).where(where),
      input,
      (row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        logo: row.logo,
        country_code: row.countryCode,
        country_name: pick(lan, row.countryEn, row.countryZh),
        category_id: row.categoryId,
        category_name: row.categoryEn === null || row.categoryZh === null ? null : pick(lan, row.categoryEn, row.categoryZh),
        docked: row.docked,
      }),
    )
  }),

  handle(lookingPost, async (input, { db, session, now }) => {
    if (session.role === 'brand') {
      throw new ForbiddenError({
        en: 'Only buyers submit matching requests; brand supplier accounts cannot',
        cn: '只有采购商可以提交匹配需求，品牌供应商账号不能提交',
      })
    }
    const repeatedBrands = duplicates(input.brand_ids)
    if (repeatedBrands.length) {
      throw new ApiError({
        en: `Field brand_ids lists brand ${repeatedBrands.join(', ')} more than once`,
        cn: `字段 brand_ids 中品牌 ${repeatedBrands.join('、')} 重复`,
      })
    }
    const repeatedProducts = duplicates(input.product_ids)
    if (repeatedProducts.length) {
      throw new ApiError({
        en: `Field product_ids lists product ${repeatedProducts.join(', ')} more than once`,
        cn: `字段 product_ids 中产品 ${repeatedProducts.join('、')} 重复`,
      })
    }
    if (input.act_id) {
      const activity = await requireActivity(db, input.act_id)
      if (activity.endsAt.getTime() < now.getTime()) {
        throw new ApiError({
          en: `The activity act_id ${input.act_id} has ended and no longer takes matching requests`,
          cn: `act_id 为 ${input.act_id} 的活动已结束，不再接受匹配需求`,
        })
      }
    }
    const [foundBrands, foundProducts] = await Promise.all([
      db.select({ id: brands.id }).from(brands).where(inArray(brands.id, input.brand_ids)),
      input.product_ids.length
        ? db.select({ id: products.id }).from(products).where(inArray(products.id, input.product_ids))
        : Promise.resolve([]),
    ])
    const knownBrands = new Set(foundBrands.map((b) => b.id))
    const unknownBrands = input.brand_ids.filter((brandId) => !knownBrands.has(brandId))
    if (unknownBrands.length) {
      throw new ApiError({
        en: `Field brand_ids has unknown brand ${unknownBrands.join(', ')}`,
        cn: `字段 brand_ids 中的品牌 ${unknownBrands.join('、')} 不存在`,
      })
    }
    const knownProducts = new Set(foundProducts.map((p) => p.id))
    const unknownProducts = input.product_ids.filter((productId) => !knownProducts.has(productId))
    if (unknownProducts.length) {
      throw new ApiError({
        en: `Field product_ids has unknown product ${unknownProducts.join(', ')}`,
        cn: `字段 product_ids 中的产品 ${unknownProducts.join('、')} 不存在`,
      })
    }
    // With an activity, the ranked brands become the buyer's meeting wishes there.
    if (input.wishes) {
      if (!input.act_id) {
        throw new ApiError({ en: 'Field wishes needs act_id: wishes are for an activity', cn: '字段 wishes 需要 act_id：心愿属于某个活动' })
      }
      const order = input.wishes.map((w) => w.brand_id)
      if (order.length !== input.brand_ids.length || order.some((brandId, i) => brandId !== input.brand_ids[i])) {
        throw new ApiError({
          en: 'Field wishes must list the brands of brand_ids in the same order',
          cn: '字段 wishes 必须按 brand_ids 的顺序列出相同的品牌',
        })
      }
      await saveBuyerWishes(db, session, input.act_id, input.wishes, now)
    }
    const [row] = await db
      .insert(lookingRequests)
      .values({
        userId: session.userId,
        activityId: input.act_id ?? null,
        brandIds: input.brand_ids,
        productIds: input.product_ids,
        note: input.note,
        status: 'submitted',
        createdAt: now,
      })
      .returning({ id: lookingRequests.id })
    return { id: row!.id }
  }),

  handle(lookingLog, async (input, { db, lan, session }) => {
    const where = and(
      eq(lookingRequests.userId, session.userId),
      input.act_id ? eq(lookingRequests.activityId, input.act_id) : undefined,
      input.status ? eq(lookingRequests.status, input.status) : undefined,
    )
    const [list, [total]] = await Promise.all([
      loadLookingRequests(db, lan, where, input.page_size, (input.page - 1) * input.page_size),
      db.select({ n: count() }).from(lookingRequests).where(where),
    ])
    return { list, total: total?.n ?? 0, page: input.page, page_size: input.page_size }
  }),

  handle(lookingBrandGoods, async (input, { db, lan, session }) => {
    const [request] = await db
      .select({ id: lookingRequests.id, brandIds: lookingRequests.brandIds })
      .from(lookingRequests)
      .where(and(eq(lookingRequests.id, input.looking_id), eq(lookingRequests.userId, session.userId)))
      .limit(1)
    if (!request) {
      throw new ApiError({
        en: `No matching request of yours found for looking_id ${input.looking_id}`,
        cn: `找不到您的 looking_id 为 ${input.looking_id} 的匹配需求`,
      })
    }
    if (input.brand_id && !request.brandIds.includes(input.brand_id)) {
      throw new ApiError({
        en: `Field brand_id ${input.brand_id} is not one of the brands of this matching request`,
        cn: `字段 brand_id ${input.brand_id} 不在该匹配需求的品牌中`,
      })
    }
    const brandIds = input.brand_id ? [input.brand_id] : request.brandIds
    if (!brandIds.length) return { list: [], total: 0, page: input.page, page_size: input.page_size }
    const where = inArray(products.brandId, brandIds)
    const rank = sql<number>`array_position(${lookingRequests.brandIds}, ${products.brandId})`.mapWith(Number)
    return selectPage(
      db
        .select({
          id: products.id,
          nameEn: products.nameEn,
          nameZh: products.nameZh,
          images: products.images,
          brandId: brands.id,
          brandEn: brands.nameEn,
          brandZh: brands.nameZh,
          rank,
          categoryId: products.categoryId,
          originCountry: products.originCountry,
          unit: products.unit,
          moq: products.moq,
          priceMin: products.priceMin,
          priceMax: products.priceMax,
          currency: products.currency,
          selected: sql<boolean>`${products.id} = any(${lookingRequests.productIds})`.mapWith(Boolean),
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(lookingRequests, eq(lookingRequests.id, request.id))
        .where(where)
        .orderBy(asc(rank), asc(products.id))
        .$dynamic(),
      db.select({ n: count() }).from(products).where(where),
      input,
      (row) => ({
        id: row.id,
        name: pick(lan, row.nameEn, row.nameZh),
        image: row.images[0] ?? null,
        brand_id: row.brandId,
        brand_name: pick(lan, row.brandEn, row.brandZh),
        rank: row.rank,
        category_id: row.categoryId,
        origin_country: row.originCountry,
        unit: row.unit,
        moq: row.moq,
        price_min: row.priceMin,
        price_max: row.priceMax,
        currency: row.currency,
        selected: row.selected,
      }),
    )
  }),

  handle(lookingLogData, async (input, { db, lan, session }) => {
    const brandId = session.brandId
    if (!brandId) {
      throw new ForbiddenError({ en: 'This account is not linked to a brand', cn: '此账号未关联品牌' })
    }
    const where = arrayContains(lookingRequests.brandIds, [brandId])
    const rank = sql<number>`array_position(${lookingRequests.brandIds}, ${brandId}::int)`.mapWith(Number)
    const [[summary], rows] = await Promise.all([
      db
        .select({
          n: count(),
          average: sql<number | null>`avg(array_position(${lookingRequests.brandIds}, ${brandId}::int))::float8`,
        })
        .from(lookingRequests)
        .where(where),
      db
        .select({
          id: lookingRequests.id,
          company: users.company,
          rank,
          brandCount: sql<number>`cardinality(${lookingRequests.brandIds})`.mapWith(Number),
          activityId: lookingRequests.activityId,
          titleEn: activities.titleEn,
          titleZh: activities.titleZh,
          status: lookingRequests.status,
          createdAt: lookingRequests.createdAt,
        })
        .from(lookingRequests)
        .innerJoin(users, eq(users.id, lookingRequests.userId))
        .leftJoin(activities, eq(activities.id, lookingRequests.activityId))
        .where(where)
        .orderBy(desc(lookingRequests.createdAt), desc(lookingRequests.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
    ])
    const requestCount = summary?.n ?? 0
    const average = summary?.average === null || summary?.average === undefined ? null : Number(summary.average)
    return {
      request_count: requestCount,
      average_rank: average === null ? null : Math.round(average * 100) / 100,
      list: rows.map((row) => ({
        id: row.id,
        buyer_company: row.company,
        rank: row.rank,
        brand_count: row.brandCount,
        act_id: row.activityId,
        activity_title: row.titleEn === null || row.titleZh === null ? null : pick(lan, row.titleEn, row.titleZh),
        status: row.status as 'submitted' | 'matched' | 'closed',
        created_at: row.createdAt.toISOString(),
      })),
      total: requestCount,
      page: input.page,
      page_size: input.page_size,
    }
  }),
]
