/**
 * A bulk request ends in a decision (ADR 115): its buyer awards one supplier's offer, which becomes
 * a purchase order in the same `orders` table, with the same number and steps as an accepted
 * quote. The order hangs on the buyer's thread with that supplier about the request (opened here
 * when there is none), so both sides talk about it where they talk about every order. Every other
 * offer is declined, and each supplier is told in platform wording.
 *
 * Guards: only the request's buyer awards (403); the offer must be the version the buyer saw and
 * the request not awarded yet (409, the field named in the caller's language). The request row is
 * locked for the award, and a unique index on `orders.bulk_offer_id` is the second guard, so two
 * awards make one order.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { awardBulkOffer } from '../../api/contract/order'
import { bulkOfferCounters, bulkOffers, bulkRequests, inquiries, orders } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { ApiError, ConflictError, ForbiddenError, handle, type BoundHandler } from '../http/handler'
import { notify } from '../notifications/notify.server'
import { openNewThread, openThreadFor } from './contact.server'
import { orderNumber } from './orders.server'

const requestMissing = (id: number) =>
  new ApiError({ en: `Field bulk_request_id: bulk request ${id} does not exist`, cn: `字段 bulk_request_id：采购需求 ${id} 不存在` })

export const handlers: Array<BoundHandler> = [
  handle(awardBulkOffer, async (input, { db, session, now }) => {
    const today = isoDay(now)
    if (input.delivery_date !== undefined && (input.delivery_date < today || Number.isNaN(Date.parse(input.delivery_date)))) {
      throw new ApiError({
        en: `Field delivery_date: choose a date from ${today} on`,
        cn: `字段 delivery_date：请选择 ${today} 或之后的日期`,
      })
    }
    const placed = await db.transaction(async (tx) => {
      const [request] = await tx.select().from(bulkRequests).where(eq(bulkRequests.id, input.bulk_request_id)).for('update')
      if (!request) throw requestMissing(input.bulk_request_id)
      if (request.userId === null || request.userId !== session.userId) {
        throw new ForbiddenError({ en: 'Only the buyer of the bulk request awards an offer on it', cn: '只有采购需求的买家可以选定报价' })
      }
      if (request.status === 'awarded') {
        throw new ConflictError({
          en: `Field offer_id: bulk request #${request.id} was already awarded. Reload the page.`,
          cn: `字段 offer_id：采购需求 #${request.id} 已选定报价，请刷新页面。`,
        })
      }
      if (request.status === 'closed') {
        throw new ConflictError({
          en: `Field bulk_request_id: bulk request #${request.id} is closed`,
          cn: `字段 bulk_request_id：采购需求 #${request.id} 已关闭`,
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
          en: `Field offer_version: the supplier changed its offer on bulk request #${request.id} since you opened it. Reload and review it before awarding.`,
          cn: `字段 offer_version：供应商在您打开后修改了对采购需求 #${request.id} 的报价，请刷新查看后再选定。`,
        })
      }
      if (offer.validUntil < today) {
        throw new ApiError({
          en: `Field offer_id: the offer expired on ${offer.validUntil}; ask the supplier for a new one`,
          cn: `字段 offer_id：该报价已于 ${offer.validUntil} 过期，请向供应商索取新报价`,
        })
      }
      // The order lives on the buyer's thread with the supplier about this request.
      let thread = await openThreadFor(tx, request.userId, offer.brandId, { bulkRequestId: request.id })
      if (thread?.status === 'accepted') {
        throw new ConflictError({
          en: `Field offer_id: the thread about bulk request #${request.id} with this supplier is an order already`,
          cn: `字段 offer_id：与该供应商关于采购需求 #${request.id} 的沟通已生成订单`,
        })
      }
      thread ??= await openNewThread(tx, request.userId, offer.brandId, { bulkRequestId: request.id }, '', now)
      await tx
        .update(inquiries)
        .set({ status: 'accepted', decidedAt: now, decisionReason: null, decisionNote: '', decisionNoteZh: '', brandUnread: true })
        .where(eq(inquiries.id, thread.id))
      await tx.update(bulkRequests).set({ status: 'awarded' }).where(eq(bulkRequests.id, request.id))
      await tx.update(bulkOffers).set({ status: 'awarded' }).where(eq(bulkOffers.id, offer.id))
      const declined = await tx
        .update(bulkOffers)
        .set({ status: 'declined' })
        .where(and(eq(bulkOffers.bulkRequestId, request.id), ne(bulkOffers.id, offer.id)))
        .returning({ brandId: bulkOffers.brandId })
      const [{ id } = { id: 0 }] = (
        await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)
      ).rows
      const number = orderNumber(id, now)
      // The quantity the buyer countered with, when this version answers that counter; else the
      // request's. Raised to the offer's MOQ (the supplier sells no less), in the offer's unit.
      const [answered] = await tx
        .select({ quantity: bulkOfferCounters.quantity })
        .from(bulkOfferCounters)
        .where(
          and(
            eq(bulkOfferCounters.offerId, offer.id),
            eq(bulkOfferCounters.version, offer.version - 1),
            eq(bulkOfferCounters.status, 'revised'),
          ),
        )
      const quantity = Math.max(answered?.quantity ?? request.quantity, offer.moq)
      await tx.insert(orders).values({
        id,
        number,
        inquiryId: thread.id,
        quoteEntryId: null,
        bulkOfferId: offer.id,
        buyerUserId: request.userId,
        brandId: offer.brandId,
        currency: offer.currency,
        total: quantity * offer.unitPrice,
        incoterm: offer.incoterm,
        port: offer.port,
        paymentTerms: input.payment_terms,
        deliveryDate: input.delivery_date ?? null,
        validUntil: offer.validUntil,
        lines: [
          {
            product_id: 0,
            name_en: request.productName,
            name_zh: request.productNameZh || request.productName,
            quantity,
            unit: offer.packUnit,
            unit_price: offer.unitPrice,
            lead_time_days: offer.leadTimeDays,
          },
        ],
        createdAt: now,
      })
      return { id, number, requestId: request.id, brandId: offer.brandId, inquiryId: thread.id, others: declined.map((d) => d.brandId) }
    })
    await notify(
      db,
      { kind: 'bulk_awarded', requestId: placed.requestId, orderNumber: placed.number, to: { brandIds: [placed.brandId] } },
      now,
    )
    if (placed.others.length) {
      await notify(db, { kind: 'bulk_declined', requestId: placed.requestId, to: { brandIds: placed.others } }, now)
    }
    return { order_id: placed.id, number: placed.number, inquiry_id: placed.inquiryId }
  }),
]
