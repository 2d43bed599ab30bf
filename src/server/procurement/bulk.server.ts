import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { BULK_MAX_DEADLINE_DAYS, BULK_UNITS, bulkList, formPost, formPostBefore } from '../../api/contract/bulk'
import { bulkRequests, categories, countries, products, uploads } from '../db/schema'
import { selectPage } from '../db/paginate.server'
import { takeFormPost } from '../http/form-limit.server'
import { ApiError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { unitName } from '../catalogue/products.server'
import { containsPattern, inCategory, isoDay } from '../db/sql.server'
import { typedText } from '../db/quote-terms.server'
import { notify } from '../notifications/notify.server'

/** Bulk requests carry no currency of their own: target prices are US dollar cents. */
const BULK_CURRENCY = 'USD'

/** The origin's name, beside the destination's. */
const origins = alias(countries, 'origins')

/** The columns of a bulk request as lists show it; select them from {@link withBulkItemJoins}. */
export const bulkItemColumns = {
  id: bulkRequests.id,
  company: bulkRequests.company,
  productName: bulkRequests.productName,
  productNameZh: bulkRequests.productNameZh,
  categoryId: categories.id,
  categoryEn: categories.nameEn,
  categoryZh: categories.nameZh,
  quantity: bulkRequests.quantity,
  unit: bulkRequests.unit,
  targetPrice: bulkRequests.targetPrice,
  destination: bulkRequests.destinationCountry,
  destinationEn: countries.nameEn,
  destinationZh: countries.nameZh,
  deadline: bulkRequests.deadline,
  note: bulkRequests.note,
  noteZh: bulkRequests.noteZh,
  spec: bulkRequests.spec,
  specZh: bulkRequests.specZh,
  incoterm: bulkRequests.incoterm,
  origin: bulkRequests.originCountry,
  originEn: origins.nameEn,
  originZh: origins.nameZh,
  attachmentIds: bulkRequests.attachmentIds,
  status: bulkRequests.status,
  createdAt: bulkRequests.createdAt,
}

/** Bulk requests with the names {@link bulkItemColumns} read (category, destination, origin); add where and order. */
export function selectBulkItems(db: Db) {
  return db
    .select(bulkItemColumns)
    .from(bulkRequests)
    .leftJoin(categories, eq(categories.id, bulkRequests.categoryId))
    .leftJoin(countries, eq(countries.code, bulkRequests.destinationCountry))
    .leftJoin(origins, eq(origins.code, bulkRequests.originCountry))
}

type BulkItemRow = Awaited<ReturnType<typeof selectBulkItems>>[number]

/** A bulk request row as the contract's `bulkRequestItem`. */
export function bulkItem(lan: Lan, row: BulkItemRow) {
  return {
    id: row.id,
    company: row.company,
    product_name: typedText(lan, row.productName, row.productNameZh),
    category: row.categoryId === null ? null : { id: row.categoryId, name: pick(lan, row.categoryEn ?? '', row.categoryZh ?? '') },
    quantity: row.quantity,
    unit: row.unit,
    unit_name: unitName(lan, row.unit),
    target_price: row.targetPrice,
    currency: BULK_CURRENCY,
    destination: {
      code: row.destination,
      name: row.destinationEn === null ? row.destination : pick(lan, row.destinationEn, row.destinationZh ?? row.destinationEn),
    },
    deadline: row.deadline,
    note: typedText(lan, row.note, row.noteZh),
    spec: typedText(lan, row.spec, row.specZh),
    incoterm: row.incoterm,
    origin:
      row.origin === null
        ? null
        : { code: row.origin, name: row.originEn === null ? row.origin : pick(lan, row.originEn, row.originZh ?? row.originEn) },
    attachment_count: row.attachmentIds.length,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * A request as anyone on the web sees it: what is wanted, how much, from where to where and by
 * when, but not who asks or at what price. That stays between the buyer and the suppliers the
 * request fits (their offers inbox), so a competitor cannot read a company's purchases or its target.
 */
function publicBulkItem(lan: Lan, row: BulkItemRow) {
  return { ...bulkItem(lan, row), company: null, target_price: null }
}

/**
 * The brands a new request fits, as the offers inbox matches them (./offers.server.ts): one of
 * their products is in the request's category or a child of it, and from the origin asked for.
 */
async function matchingBrands(db: Db, categoryId: number, origin: string | null): Promise<Array<number>> {
  const rows = await db
    .selectDistinct({ brandId: products.brandId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        or(eq(products.categoryId, categoryId), eq(categories.parentId, categoryId)),
        origin ? eq(products.originCountry, origin) : undefined,
      ),
    )
  return rows.map((r) => r.brandId)
}

export const handlers: Array<BoundHandler> = [
  handle(bulkList, async (input, { db, lan, now }) => {
    const pattern = input.keyword ? containsPattern(input.keyword) : undefined
    const where = and(
      eq(bulkRequests.status, 'open'),
      gte(bulkRequests.deadline, isoDay(now)),
      input.category_id ? inCategory(bulkRequests.categoryId, input.category_id) : undefined,
      input.country_code ? eq(bulkRequests.destinationCountry, input.country_code) : undefined,
      input.origin_code ? eq(bulkRequests.originCountry, input.origin_code) : undefined,
      input.min_quantity ? gte(bulkRequests.quantity, input.min_quantity) : undefined,
      input.deadline_before ? lte(bulkRequests.deadline, input.deadline_before) : undefined,
      pattern
        ? or(
            ilike(bulkRequests.productName, pattern),
            ilike(bulkRequests.productNameZh, pattern),
            ilike(bulkRequests.note, pattern),
            ilike(bulkRequests.noteZh, pattern),
            ilike(categories.nameEn, pattern),
            ilike(categories.nameZh, pattern),
          )
        : undefined,
    ) as SQL
    return selectPage(
      selectBulkItems(db).where(where).orderBy(desc(bulkRequests.createdAt), desc(bulkRequests.id)).$dynamic(),
      db.select({ n: count() }).from(bulkRequests).leftJoin(categories, eq(categories.id, bulkRequests.categoryId)).where(where),
      input,
      (row) => publicBulkItem(lan, row),
    )
  }),

  handle(formPostBefore, async (_input, { db, lan }) => {
    const [categoryRows, countryRows] = await Promise.all([
      db
        .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id)),
      db
        .select({ code: countries.code, nameEn: countries.nameEn, nameZh: countries.nameZh, dialCode: countries.dialCode })
        .from(countries)
        .orderBy(asc(countries.sort), asc(countries.code)),
    ])
    return {
      categories: categoryRows
        .filter((row) => row.parentId === null)
        .map((row) => ({
          id: row.id,
          name: pick(lan, row.nameEn, row.nameZh),
          children: categoryRows
            .filter((child) => child.parentId === row.id)
            .map((child) => ({ id: child.id, name: pick(lan, child.nameEn, child.nameZh) })),
        })),
      units: BULK_UNITS.map((unit) => ({ value: unit, name: unitName(lan, unit) })),
      countries: countryRows.map((row) => ({ code: row.code, name: pick(lan, row.nameEn, row.nameZh), dial_code: row.dialCode })),
      max_deadline_days: BULK_MAX_DEADLINE_DAYS,
      currency: BULK_CURRENCY,
    }
  }),

  handle(formPost, async (input, { db, now, ip, session }) => {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id))
    if (!category) {
      throw new ApiError({
        en: `Field category_id: category ${input.category_id} does not exist`,
        cn: `字段 category_id：分类 ${input.category_id} 不存在`,
      })
    }
    const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.destination_country))
    if (!country) {
      throw new ApiError({
        en: `Field destination_country: country ${input.destination_country} is not supported`,
        cn: `字段 destination_country：不支持的国家 ${input.destination_country}`,
      })
    }
    if (input.origin_country) {
      const [origin] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.origin_country))
      if (!origin) {
        throw new ApiError({
          en: `Field origin_country: country ${input.origin_country} is not supported`,
          cn: `字段 origin_country：不支持的国家 ${input.origin_country}`,
        })
      }
    }
    const attachmentIds = [...new Set(input.attachment_ids)]
    if (attachmentIds.length) {
      // Only the caller's own files: an id is not a capability.
      const own = session
        ? await db
            .select({ id: uploads.id })
            .from(uploads)
            .where(and(inArray(uploads.id, attachmentIds), eq(uploads.userId, session.userId)))
        : []
      if (own.length !== attachmentIds.length) {
        throw new ApiError({
          en: 'Field attachment_ids: attach only files you uploaded yourself, while logged in',
          cn: '字段 attachment_ids：只能附上您登录后自己上传的文件',
        })
      }
    }
    const first = isoDay(now)
    const last = isoDay(now, BULK_MAX_DEADLINE_DAYS)
    const real = new Date(`${input.deadline}T00:00:00Z`)
    if (
      Number.isNaN(real.getTime()) ||
      real.toISOString().slice(0, 10) !== input.deadline ||
      input.deadline < first ||
      input.deadline > last
    ) {
      throw new ApiError({
        en: `Field deadline must be a date from ${first} to ${last}`,
        cn: `字段 deadline 必须是 ${first} 至 ${last} 之间的日期`,
      })
    }
    await takeFormPost(db, 'bulk_request', ip, now)
    const [row] = await db
      .insert(bulkRequests)
      .values({
        userId: session?.userId ?? null,
        company: input.company,
        contactName: input.contact_name,
        contactPhone: input.contact_phone,
        email: input.email ? input.email : null,
        productName: input.product_name,
        categoryId: category.id,
        quantity: input.quantity,
        unit: input.unit,
        targetPrice: input.target_price ?? null,
        destinationCountry: country.code,
        deadline: input.deadline,
        note: input.note,
        spec: input.spec,
        incoterm: input.incoterm ?? null,
        originCountry: input.origin_country ?? null,
        attachmentIds,
      })
      .returning({ id: bulkRequests.id })
    const matching = await matchingBrands(db, category.id, input.origin_country ?? null)
    if (matching.length) await notify(db, { kind: 'bulk_match', requestId: row!.id, to: { brandIds: matching } }, now)
    return { id: row!.id }
  }),
]
