/**
 * Offers on bulk requests (ADR 099). A brand sees the open requests that match it: one
 * of its products is in the request's category (or a child of it) and, when the buyer asked for
 * an origin, comes from there. It answers with one offer in the shared quote fields
 * (src/api/contract/quote.ts), which it may change until the deadline; the buyer is told through the
 * notifications fan-out and compares the offers on their own requests.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { QUOTE_MAX_VALID_DAYS, quoteFieldProblem } from '../../api/contract/quote'
import { bulkInbox, bulkRequestForBrand, myBulkRequests, postBulkOffer } from '../../api/contract/offer'
import type { OutputOf } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import { brands, bulkOffers, bulkRequestReads, bulkRequests, certificates, orders, products, uploads } from '../db/schema'
import { quoteTermsIn, quoteTermsOut } from '../db/quote-terms.server'
import { isoDay } from '../db/sql.server'
import { shelfLifeDays } from '../catalogue/products.server'
import { ApiError, ForbiddenError, handle, pick, type BoundHandler } from '../http/handler'
import { markThreadRead, notify } from '../notifications/notify.server'
import { sendNotice } from '../sms/notices.server'
import { bulkItem, selectBulkItems } from './bulk.server'

type Offer = OutputOf<typeof postBulkOffer>['offer']
type OfferRow = typeof bulkOffers.$inferSelect

/** A request is open to offers while its status is open and its deadline (a day, UTC) has not passed. */
const openOn = (today: string) => and(eq(bulkRequests.status, 'open'), gte(bulkRequests.deadline, today))

/** The request fits the brand: one of its products is in the request's category (or a child) and from the asked origin. */
// Written with explicit table names: Drizzle leaves columns unqualified in a one-table select,
// which the correlated subqueries would make ambiguous.
function matchesBrand(brandId: number): SQL {
  return sql`exists (select 1 from products p join categories pc on pc.id = p.category_id
    where p.brand_id = ${brandId}
      and (p.category_id = bulk_requests.category_id or pc.parent_id = bulk_requests.category_id)
      and (bulk_requests.origin_country is null or p.origin_country = bulk_requests.origin_country))`
}

const unreadFor = (brandId: number) =>
  sql<boolean>`not exists (select 1 from bulk_request_reads r where r.brand_id = ${brandId} and r.bulk_request_id = bulk_requests.id)`

function offerOut(row: OfferRow): Offer {
  return {
    id: row.id,
    ...quoteTermsOut(row),
    status: row.status === 'awarded' || row.status === 'declined' ? row.status : 'open',
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const notFound = (id: number) =>
  new ApiError({ en: `Field bulk_request_id: bulk request ${id} does not exist`, cn: `字段 bulk_request_id：采购需求 ${id} 不存在` })

/** The request if it matches the brand (else 403: a brand reads only what it may answer). */
async function matchingRequest(db: Db, id: number, brandId: number) {
  const [row] = await db
    .select({ id: bulkRequests.id, matches: matchesBrand(brandId).mapWith(Boolean) })
    .from(bulkRequests)
    .where(eq(bulkRequests.id, id))
  if (!row) throw notFound(id)
  if (!row.matches) {
    throw new ForbiddenError({
      en: `Bulk request ${id} does not match your brand's categories and origins`,
      cn: `采购需求 ${id} 与贵品牌的品类和产地不符`,
    })
  }
}

/**
 * The shelf life (days) of the brand's first product that matches the request (its category or a
 * child of it, from the requested origin): where the offer form starts. Null when its
 * specification names none.
 */
async function matchedShelfLife(db: Db, id: number, brandId: number): Promise<number | null> {
  const [row] = await db
    .select({ spec: products.specEn })
    .from(products)
    .innerJoin(bulkRequests, eq(bulkRequests.id, id))
    .where(
      and(
        eq(products.brandId, brandId),
        sql`(${products.categoryId} = ${bulkRequests.categoryId}
          or exists (select 1 from categories pc where pc.id = ${products.categoryId} and pc.parent_id = ${bulkRequests.categoryId}))`,
        sql`(${bulkRequests.originCountry} is null or ${products.originCountry} = ${bulkRequests.originCountry})`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1)
  return row ? shelfLifeDays(row.spec) : null
}

/** The certificate types the brand's products hold today: what an offer may claim. */
async function brandCertificates(db: Db, brandId: number, today: string): Promise<Array<string>> {
  const rows = await db
    .selectDistinct({ type: certificates.type })
    .from(certificates)
    .innerJoin(products, eq(products.id, certificates.productId))
    .where(and(eq(products.brandId, brandId), lte(certificates.validFrom, today), gte(certificates.validTo, today)))
    .orderBy(asc(certificates.type))
  return rows.map((r) => r.type)
}

/**
 * Tells the buyer an offer arrived or changed: SMS to the request's phone when it is in an
 * allowed country, else mail. The text is the platform's (no brand or product name: both are
 * typed text). A provider failure is logged only.
 */
async function notifyBuyer(
  db: Db,
  request: { id: number; userId: number | null; contactPhone: string; email: string | null },
  created: boolean,
  now: Date,
) {
  // A signed-in buyer hears through the fan-out, on the channels they keep; a request sent
  // without an account has only its form's phone and address.
  if (request.userId !== null) {
    await notify(db, { kind: 'bulk_offer', requestId: request.id, changed: !created, to: { userIds: [request.userId] } }, now)
    return
  }
  try {
    await sendNotice(
      { mobile: request.contactPhone, email: request.email },
      { kind: 'bulk_offer', requestId: request.id, changed: !created },
      now,
    )
  } catch (error) {
    console.warn(`[offers] could not notify bulk request ${request.id}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export const handlers: Array<BoundHandler> = [
  handle(bulkInbox, async (input, { db, lan, session, now }) => {
    const brandId = session.brandId!
    const where = and(openOn(isoDay(now)), matchesBrand(brandId))
    const [rows, [totals]] = await Promise.all([
      selectBulkItems(db)
        .where(where)
        .orderBy(desc(bulkRequests.createdAt), desc(bulkRequests.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${unreadFor(brandId)})`.mapWith(Number) })
        .from(bulkRequests)
        .where(where),
    ])
    const ids = rows.map((r) => r.id)
    const [reads, offers] = ids.length
      ? await Promise.all([
          db
            .select({ id: bulkRequestReads.bulkRequestId })
            .from(bulkRequestReads)
            .where(and(eq(bulkRequestReads.brandId, brandId), inArray(bulkRequestReads.bulkRequestId, ids))),
          db
            .select()
            .from(bulkOffers)
            .where(and(eq(bulkOffers.brandId, brandId), inArray(bulkOffers.bulkRequestId, ids))),
        ])
      : [[], []]
    const read = new Set(reads.map((r) => r.id))
    const mine = new Map(offers.map((o) => [o.bulkRequestId, offerOut(o)]))
    return {
      list: rows.map((row) => ({ ...bulkItem(lan, row), unread: !read.has(row.id), my_offer: mine.get(row.id) ?? null })),
      total: totals?.total ?? 0,
      unread_count: totals?.unread ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(bulkRequestForBrand, async (input, { db, lan, session, now }) => {
    const brandId = session.brandId!
    await matchingRequest(db, input.id, brandId)
    await db.insert(bulkRequestReads).values({ brandId, bulkRequestId: input.id, readAt: now }).onConflictDoNothing()
    await markThreadRead(db, session.userId, { requestId: input.id }, now)
    const today = isoDay(now)
    const [[row], [offer], held, shelfLife] = await Promise.all([
      selectBulkItems(db).where(eq(bulkRequests.id, input.id)),
      db
        .select()
        .from(bulkOffers)
        .where(and(eq(bulkOffers.bulkRequestId, input.id), eq(bulkOffers.brandId, brandId))),
      brandCertificates(db, brandId, today),
      matchedShelfLife(db, input.id, brandId),
    ])
    const files = row!.attachmentIds.length
      ? await db
          .select({ id: uploads.id, filename: uploads.filename, storagePath: uploads.storagePath })
          .from(uploads)
          .where(inArray(uploads.id, row!.attachmentIds))
          .orderBy(asc(uploads.id))
      : []
    return {
      request: { ...bulkItem(lan, row!), unread: false, my_offer: offer ? offerOut(offer) : null },
      attachments: files.map((f) => ({ id: f.id, filename: f.filename, url: `/${f.storagePath}` })),
      certificates: held,
      shelf_life_days: shelfLife,
      editable: row!.status === 'open' && row!.deadline >= today,
    }
  }),

  handle(postBulkOffer, async (input, { db, session, now }) => {
    const brandId = session.brandId!
    await matchingRequest(db, input.bulk_request_id, brandId)
    const today = isoDay(now)
    const problem = quoteFieldProblem(input, {
      path: 'offer',
      today,
      lastDay: isoDay(now, QUOTE_MAX_VALID_DAYS),
      productCertificates: await brandCertificates(db, brandId, today),
    })
    if (problem) throw new ApiError(problem)
    const { bulk_request_id: requestId, ...fields } = input
    const values = {
      ...quoteTermsIn(fields),
      authorUserId: session.userId,
      updatedAt: now,
    }
    const result = await db.transaction(async (tx) => {
      const [request] = await tx.select().from(bulkRequests).where(eq(bulkRequests.id, requestId)).for('update')
      if (!request || request.status !== 'open' || request.deadline < today) {
        throw new ApiError({
          en: `Field bulk_request_id: bulk request ${requestId} closed on ${request?.deadline ?? '—'} and takes no more offers`,
          cn: `字段 bulk_request_id：采购需求 ${requestId} 已于 ${request?.deadline ?? '—'} 截止，不再接受报价`,
        })
      }
      const [existing] = await tx
        .select({ id: bulkOffers.id })
        .from(bulkOffers)
        .where(and(eq(bulkOffers.bulkRequestId, requestId), eq(bulkOffers.brandId, brandId)))
      const [saved] = existing
        ? await tx
            .update(bulkOffers)
            .set({ ...values, version: sql`${bulkOffers.version} + 1` })
            .where(eq(bulkOffers.id, existing.id))
            .returning()
        : await tx
            .insert(bulkOffers)
            .values({ ...values, bulkRequestId: requestId, brandId, createdAt: now })
            .returning()
      return { request, saved: saved!, created: !existing }
    })
    await notifyBuyer(db, result.request, result.created, now)
    return { offer: offerOut(result.saved), created: result.created }
  }),

  handle(myBulkRequests, async (input, { db, lan, session }) => {
    const where = eq(bulkRequests.userId, session.userId)
    const [rows, [totals]] = await Promise.all([
      selectBulkItems(db)
        .where(where)
        .orderBy(desc(bulkRequests.createdAt), desc(bulkRequests.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db.select({ total: count() }).from(bulkRequests).where(where),
    ])
    const ids = rows.map((r) => r.id)
    const offers = ids.length
      ? await db
          .select({ offer: bulkOffers, nameEn: brands.nameEn, nameZh: brands.nameZh, logo: brands.logo })
          .from(bulkOffers)
          .innerJoin(brands, eq(brands.id, bulkOffers.brandId))
          .where(inArray(bulkOffers.bulkRequestId, ids))
          .orderBy(asc(bulkOffers.createdAt), asc(bulkOffers.id))
      : []
    const awarded = offers.map((o) => o.offer.id)
    const made = awarded.length
      ? await db
          .select({ offerId: orders.bulkOfferId, number: orders.number, inquiryId: orders.inquiryId })
          .from(orders)
          .where(inArray(orders.bulkOfferId, awarded))
      : []
    return {
      list: rows.map((row) => ({
        ...bulkItem(lan, row),
        order: (() => {
          const order = made.find((o) => offers.some((x) => x.offer.id === o.offerId && x.offer.bulkRequestId === row.id))
          return order ? { number: order.number, inquiry_id: order.inquiryId } : null
        })(),
        offers: offers
          .filter((o) => o.offer.bulkRequestId === row.id)
          .map((o) => ({
            ...offerOut(o.offer),
            brand: { id: o.offer.brandId, name: pick(lan, o.nameEn, o.nameZh), logo: o.logo },
          })),
      })),
      total: totals?.total ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),
]
