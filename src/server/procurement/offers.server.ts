/**
 * Offers on bulk requests (ADR 099). A brand sees the open requests that match it: one
 * of its products is in the request's category (or a child of it) and, when the buyer asked for
 * an origin, comes from there. It answers with one offer in the shared quote fields
 * (src/api/contract/quote.ts), which it may change until the deadline; the buyer is told through the
 * notifications fan-out and compares the offers on their own requests.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { QUOTE_MAX_VALID_DAYS, counterProblem, quoteFieldProblem, type QuoteFields } from '../../api/contract/quote'
import {
  bulkInbox,
  bulkRequestForBrand,
  counterBulkOffer,
  declineBulkCounter,
  myBulkRequests,
  postBulkOffer,
} from '../../api/contract/offer'
import type { OutputOf } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import {
  brands,
  bulkOfferCounters,
  bulkOfferVersions,
  bulkOffers,
  bulkRequestReads,
  bulkRequests,
  certificates,
  orders,
  products,
  uploads,
} from '../db/schema'
import { quoteTermsIn, quoteTermsOut, typedText } from '../db/quote-terms.server'
import { isoDay } from '../db/sql.server'
import { shelfLifeDays } from '../catalogue/products.server'
import { ApiError, ConflictError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { markThreadRead, notify } from '../notifications/notify.server'
import { sendNotice } from '../sms/notices.server'
import { bulkItem, selectBulkItems } from './bulk.server'

type Offer = OutputOf<typeof postBulkOffer>['offer']
type OfferRow = typeof bulkOffers.$inferSelect
type CounterRow = typeof bulkOfferCounters.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

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

function counterOut(row: CounterRow): Offer['counters'][number] {
  return {
    id: row.id,
    version: row.version,
    unit_price: row.unitPrice,
    quantity: row.quantity,
    note: row.note,
    status: row.status === 'revised' || row.status === 'declined' ? row.status : 'open',
    answer_note: row.answerNote,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  }
}

type History = { versions: Map<number, Offer['versions']>; counters: Map<number, Offer['counters']> }

/** The earlier versions and the buyer's counters of the given offers, oldest first. */
async function historyOf(db: Db | Tx, lan: Lan, offerIds: Array<number>): Promise<History> {
  const history: History = { versions: new Map(), counters: new Map() }
  if (!offerIds.length) return history
  const [versions, counters] = await Promise.all([
    db
      .select()
      .from(bulkOfferVersions)
      .where(inArray(bulkOfferVersions.offerId, offerIds))
      .orderBy(asc(bulkOfferVersions.offerId), asc(bulkOfferVersions.version)),
    db
      .select()
      .from(bulkOfferCounters)
      .where(inArray(bulkOfferCounters.offerId, offerIds))
      .orderBy(asc(bulkOfferCounters.createdAt), asc(bulkOfferCounters.id)),
  ])
  for (const v of versions) {
    const terms = v.terms as QuoteFields
    const list = history.versions.get(v.offerId) ?? []
    list.push({ ...terms, message: typedText(lan, terms.message, v.messageZh), version: v.version, made_at: v.madeAt.toISOString() })
    history.versions.set(v.offerId, list)
  }
  for (const c of counters) history.counters.set(c.offerId, [...(history.counters.get(c.offerId) ?? []), counterOut(c)])
  return history
}

function offerOut(row: OfferRow, lan: Lan, history: History): Offer {
  return {
    id: row.id,
    ...quoteTermsOut(row, lan),
    status: row.status === 'awarded' || row.status === 'declined' ? row.status : 'open',
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    versions: history.versions.get(row.id) ?? [],
    counters: history.counters.get(row.id) ?? [],
  }
}

/** The one offer with its history. */
async function oneOfferOut(db: Db | Tx, lan: Lan, row: OfferRow): Promise<Offer> {
  return offerOut(row, lan, await historyOf(db, lan, [row.id]))
}

const requestState = (request: { id: number; status: string; deadline: string }, today: string) =>
  request.status === 'awarded'
    ? { en: `bulk request #${request.id} was awarded`, cn: `采购需求 #${request.id} 已选定报价` }
    : request.status !== 'open'
      ? { en: `bulk request #${request.id} is closed`, cn: `采购需求 #${request.id} 已关闭` }
      : request.deadline < today
        ? { en: `bulk request #${request.id} closed on ${request.deadline}`, cn: `采购需求 #${request.id} 已于 ${request.deadline} 截止` }
        : null

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
    const history = await historyOf(
      db,
      lan,
      offers.map((o) => o.id),
    )
    const mine = new Map(offers.map((o) => [o.bulkRequestId, offerOut(o, lan, history)]))
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
      request: { ...bulkItem(lan, row!), unread: false, my_offer: offer ? await oneOfferOut(db, lan, offer) : null },
      attachments: files.map((f) => ({ id: f.id, filename: f.filename, url: `/${f.storagePath}` })),
      certificates: held,
      shelf_life_days: shelfLife,
      editable: row!.status === 'open' && row!.deadline >= today,
    }
  }),

  handle(postBulkOffer, async (input, { db, lan, session, now }) => {
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
    const { bulk_request_id: requestId, previous_version: previousVersion, ...fields } = input
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
        .select()
        .from(bulkOffers)
        .where(and(eq(bulkOffers.bulkRequestId, requestId), eq(bulkOffers.brandId, brandId)))
      // A revision answers the version the supplier saw: a change made since (from another of the
      // brand's accounts) is not overwritten blindly.
      if (previousVersion !== undefined && existing?.version !== previousVersion) {
        throw new ConflictError({
          en: `Field previous_version: your offer on bulk request #${requestId} changed since you opened it. Reload and revise the latest version.`,
          cn: `字段 previous_version：您对采购需求 #${requestId} 的报价在您打开后已有改动，请刷新后修改最新版本。`,
        })
      }
      if (existing) {
        // The version being replaced is kept, so the buyer sees what each version said.
        await tx.insert(bulkOfferVersions).values({
          offerId: existing.id,
          version: existing.version,
          terms: quoteTermsOut(existing, 'en'),
          messageZh: existing.messageZh,
          madeAt: existing.updatedAt,
        })
        // The new version answers the buyer's open counter.
        await tx
          .update(bulkOfferCounters)
          .set({ status: 'revised', answeredAt: now })
          .where(and(eq(bulkOfferCounters.offerId, existing.id), eq(bulkOfferCounters.status, 'open')))
      }
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
    return { offer: await oneOfferOut(db, lan, result.saved), created: result.created }
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
    const history = await historyOf(
      db,
      lan,
      offers.map((o) => o.offer.id),
    )
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
            ...offerOut(o.offer, lan, history),
            brand: { id: o.offer.brandId, name: pick(lan, o.nameEn, o.nameZh), logo: o.logo },
          })),
      })),
      total: totals?.total ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(counterBulkOffer, async (input, { db, session, now }) => {
    const problem = counterProblem(input, '')
    if (problem) throw new ApiError(problem)
    const today = isoDay(now)
    const result = await db.transaction(async (tx) => {
      // The request's row lock orders a counter against an award and against another counter.
      const [request] = await tx.select().from(bulkRequests).where(eq(bulkRequests.id, input.bulk_request_id)).for('update')
      if (!request) throw notFound(input.bulk_request_id)
      if (request.userId === null || request.userId !== session.userId) {
        throw new ForbiddenError({
          en: 'Only the buyer of the bulk request counters an offer on it',
          cn: '只有采购需求的买家可以对报价还价',
        })
      }
      const closed = requestState(request, today)
      if (closed) {
        throw new ConflictError({
          en: `Field bulk_request_id: ${closed.en} and takes no counter-offer. Reload the page.`,
          cn: `字段 bulk_request_id：${closed.cn}，不能再还价。请刷新页面。`,
        })
      }
      const [offer] = await tx
        .select()
        .from(bulkOffers)
        .where(and(eq(bulkOffers.id, input.offer_id), eq(bulkOffers.bulkRequestId, request.id)))
        .for('update')
      if (!offer) {
        throw new ApiError({
          en: `Field offer_id: offer ${input.offer_id} is not an offer on bulk request #${request.id}`,
          cn: `字段 offer_id：报价 ${input.offer_id} 不属于采购需求 #${request.id}`,
        })
      }
      if (offer.version !== input.offer_version) {
        throw new ConflictError({
          en: `Field offer_version: the supplier changed its offer on bulk request #${request.id} since you opened it. Reload and review it before countering.`,
          cn: `字段 offer_version：供应商在您打开后修改了对采购需求 #${request.id} 的报价，请刷新查看后再还价。`,
        })
      }
      const [waiting] = await tx
        .select({ version: bulkOfferCounters.version })
        .from(bulkOfferCounters)
        .where(and(eq(bulkOfferCounters.offerId, offer.id), eq(bulkOfferCounters.status, 'open')))
      if (waiting) {
        throw new ConflictError({
          en: `Field offer_id: your counter-offer on version ${waiting.version} of this offer waits for the supplier's answer`,
          cn: `字段 offer_id：您对该报价第 ${waiting.version} 版的还价仍在等待供应商答复`,
        })
      }
      const [counter] = await tx
        .insert(bulkOfferCounters)
        .values({
          offerId: offer.id,
          version: offer.version,
          authorUserId: session.userId,
          unitPrice: input.unit_price ?? null,
          quantity: input.quantity ?? null,
          note: input.note,
          createdAt: now,
        })
        .returning()
      return { counter: counter!, brandId: offer.brandId, requestId: request.id }
    })
    await notify(db, { kind: 'bulk_countered', requestId: result.requestId, to: { brandIds: [result.brandId] } }, now)
    return { counter: counterOut(result.counter) }
  }),

  handle(declineBulkCounter, async (input, { db, session, now }) => {
    const [found] = await db
      .select({ brandId: bulkOffers.brandId, requestId: bulkOffers.bulkRequestId, buyer: bulkRequests.userId })
      .from(bulkOfferCounters)
      .innerJoin(bulkOffers, eq(bulkOffers.id, bulkOfferCounters.offerId))
      .innerJoin(bulkRequests, eq(bulkRequests.id, bulkOffers.bulkRequestId))
      .where(eq(bulkOfferCounters.id, input.counter_id))
    if (!found) {
      throw new ApiError({
        en: `Field counter_id: counter-offer ${input.counter_id} does not exist`,
        cn: `字段 counter_id：还价 ${input.counter_id} 不存在`,
      })
    }
    if (found.brandId !== session.brandId) {
      throw new ForbiddenError({ en: 'Only the supplier of the offer answers a counter-offer on it', cn: '只有该报价的供应商可以答复还价' })
    }
    // Only an open counter is declined: one answer, whichever of a revision and a decline comes first.
    const [declined] = await db
      .update(bulkOfferCounters)
      .set({ status: 'declined', answerNote: input.note, answeredAt: now })
      .where(and(eq(bulkOfferCounters.id, input.counter_id), eq(bulkOfferCounters.status, 'open')))
      .returning()
    if (!declined) {
      throw new ConflictError({
        en: `Field counter_id: counter-offer ${input.counter_id} was already answered. Reload the page.`,
        cn: `字段 counter_id：还价 ${input.counter_id} 已答复，请刷新页面。`,
      })
    }
    if (found.buyer !== null) {
      await notify(db, { kind: 'bulk_counter_declined', requestId: found.requestId, to: { userIds: [found.buyer] } }, now)
    }
    return { counter: counterOut(declined) }
  }),
]
