/**
 * Writing to a supplier without the cart (ADR 115): from a product page, a brand page or an offer
 * row of the buyer's own bulk request. The message goes into an inquiry thread with that brand, the
 * same thread the inbox, the quotes and the orders use: the buyer's open thread about the same
 * thing is reused, else a new one is opened. The brand is told in platform wording.
 */
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import { contactSupplier } from '../../api/contract/inquiry'
import type { Db } from '../db/client.server'
import { brands, bulkOffers, bulkRequests, inquiries, inquiryItems, inquiryMessages, products, users } from '../db/schema'
import { ApiError, ForbiddenError, handle, type BoundHandler } from '../http/handler'
import { notify } from '../notifications/notify.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Inquiry = typeof inquiries.$inferSelect

/** What a thread is about: one product of the brand, one bulk request of the buyer, or nothing in particular. */
export type ThreadSubject = { productId?: number; bulkRequestId?: number }

/** The buyer's newest thread with the brand about the subject that still takes messages, locked; or null. */
export async function openThreadFor(tx: Tx, userId: number, brandId: number, subject: ThreadSubject): Promise<Inquiry | null> {
  const about = subject.bulkRequestId
    ? eq(inquiries.bulkRequestId, subject.bulkRequestId)
    : subject.productId
      ? and(
          isNull(inquiries.bulkRequestId),
          sql`exists (select 1 from ${inquiryItems} where ${inquiryItems.inquiryId} = ${inquiries.id} and ${inquiryItems.productId} = ${subject.productId})`,
        )
      : and(
          isNull(inquiries.bulkRequestId),
          sql`not exists (select 1 from ${inquiryItems} where ${inquiryItems.inquiryId} = ${inquiries.id})`,
        )
  const [row] = await tx
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.userId, userId), eq(inquiries.brandId, brandId), notInArray(inquiries.status, ['closed', 'declined']), about))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(1)
    .for('update')
  return row ?? null
}

/** Opens a thread with the brand about the subject; the buyer's contact details come from their account. */
export async function openNewThread(
  tx: Tx,
  userId: number,
  brandId: number,
  subject: ThreadSubject & { quantity?: number },
  message: string,
  now: Date,
): Promise<Inquiry> {
  const [user] = await tx.select({ name: users.name, company: users.company, mobile: users.mobile }).from(users).where(eq(users.id, userId))
  const [row] = await tx
    .insert(inquiries)
    .values({
      userId,
      brandId,
      message,
      contactName: user?.name ?? '',
      contactPhone: user?.mobile ?? '',
      company: user?.company ?? '',
      bulkRequestId: subject.bulkRequestId ?? null,
      createdAt: now,
    })
    .returning()
  if (subject.productId) {
    await tx.insert(inquiryItems).values({ inquiryId: row!.id, productId: subject.productId, quantity: subject.quantity ?? 1 })
  }
  return row!
}

export const handlers: Array<BoundHandler> = [
  handle(contactSupplier, async (input, { db, session, now }) => {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id))
    if (!brand) {
      throw new ApiError({
        en: `Field brand_id: brand ${input.brand_id} does not exist`,
        cn: `字段 brand_id：品牌 ${input.brand_id} 不存在`,
      })
    }
    if (session.brandId === input.brand_id) {
      throw new ApiError({ en: 'Field brand_id: this is your own brand', cn: '字段 brand_id：这是您自己的品牌' })
    }
    if (input.product_id && input.bulk_request_id) {
      throw new ApiError({
        en: 'Field product_id: write about a product or about a bulk request, not both',
        cn: '字段 product_id：请针对商品或采购需求之一留言，不能同时指定',
      })
    }
    let quantity: number | undefined
    if (input.product_id) {
      const [product] = await db
        .select({ brandId: products.brandId, moq: products.moq })
        .from(products)
        .where(eq(products.id, input.product_id))
      if (!product || product.brandId !== input.brand_id) {
        throw new ApiError({
          en: `Field product_id: product ${input.product_id} is not one of this brand's products`,
          cn: `字段 product_id：商品 ${input.product_id} 不属于该品牌`,
        })
      }
      quantity = Math.max(1, product.moq)
    }
    if (input.bulk_request_id) {
      const [request] = await db
        .select({ userId: bulkRequests.userId, offer: bulkOffers.id })
        .from(bulkRequests)
        .leftJoin(bulkOffers, and(eq(bulkOffers.bulkRequestId, bulkRequests.id), eq(bulkOffers.brandId, input.brand_id)))
        .where(eq(bulkRequests.id, input.bulk_request_id))
      if (!request) {
        throw new ApiError({
          en: `Field bulk_request_id: bulk request ${input.bulk_request_id} does not exist`,
          cn: `字段 bulk_request_id：采购需求 ${input.bulk_request_id} 不存在`,
        })
      }
      if (request.userId !== session.userId) {
        throw new ForbiddenError({
          en: 'Only the buyer of a bulk request writes to its suppliers from it',
          cn: '只有采购需求的买家可以从该需求联系供应商',
        })
      }
      if (!request.offer) {
        throw new ApiError({
          en: `Field brand_id: this supplier made no offer on bulk request ${input.bulk_request_id}`,
          cn: `字段 brand_id：该供应商未对采购需求 ${input.bulk_request_id} 报价`,
        })
      }
    }
    const subject: ThreadSubject = { productId: input.product_id, bulkRequestId: input.bulk_request_id }
    const result = await db.transaction(async (tx) => {
      const open = await openThreadFor(tx, session.userId, input.brand_id, subject)
      if (!open)
        return { row: await openNewThread(tx, session.userId, input.brand_id, { ...subject, quantity }, input.body, now), created: true }
      await tx
        .insert(inquiryMessages)
        .values({ inquiryId: open.id, authorUserId: session.userId, side: 'buyer', body: input.body, createdAt: now })
      await tx.update(inquiries).set({ brandUnread: true, buyerUnread: false }).where(eq(inquiries.id, open.id))
      return { row: open, created: false }
    })
    await notify(
      db,
      { kind: result.created ? 'new_inquiry' : 'inquiry_message', inquiryId: result.row.id, to: { brandIds: [input.brand_id] } },
      now,
    )
    return { inquiry_id: result.row.id, created: result.created }
  }),
]
