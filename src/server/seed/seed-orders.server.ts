/**
 * The decisions of the demo dataset: some quoted inquiries became orders in every state
 * (placed, confirmed by the brand, shipped, received), others were declined with a reason. The
 * demo buyer owns four of the demo brand's orders, one per state, so both demo accounts open
 * their Orders tab on something real. Deterministic, dated back from `now`; called by
 * seedDatabase inside its transaction, after seedInquiries and before seedNotifications.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts } from './seed-events.server'
import { isoDay } from '../db/sql.server'
import { DECLINES } from './seed-texts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const PAYMENT = ['tt_30_70', 'lc_at_sight', 'tt_50_50', 'tt_30_70', 'dp_at_sight'] as const
const SHIPPING_NOTES = ['MSC, B/L MEDU4829913', 'Maersk, B/L 229381774', 'COSCO, container CSNU 6173925']

/** Orders' steps in time order; a step is only taken if it falls before `now`. */
const STATES = ['placed', 'confirmed', 'shipped', 'received'] as const

export async function seedOrders(db: Db, now: Date): Promise<Record<string, number>> {
  const [demoBuyer] = await db
    .select({ id: schema.users.id, name: schema.users.name, company: schema.users.company, mobile: schema.users.mobile })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.buyer.mobile))
  const [demoBrandUser] = await db
    .select({ brandId: schema.users.brandId })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.brand.mobile))
  const demoBrandId = demoBrandUser!.brandId!
  // Quoted inquiries of the seeded buyers (the demo buyer's own cart stays the comparison), oldest first.
  const quoted = await db
    .select({
      id: schema.inquiries.id,
      brandId: schema.inquiries.brandId,
      userId: schema.inquiries.userId,
      requiredDate: schema.inquiries.requiredDate,
    })
    .from(schema.inquiries)
    .where(and(eq(schema.inquiries.status, 'quoted'), sql`${schema.inquiries.userId} <> ${demoBuyer!.id}`))
    .orderBy(asc(schema.inquiries.createdAt), asc(schema.inquiries.id))
  if (!quoted.length) return { orders: 0, declined_quotes: 0 }
  const quoteRows = await db
    .select({
      quote: schema.quotes,
      quantity: schema.inquiryItems.quantity,
      nameEn: schema.products.nameEn,
      nameZh: schema.products.nameZh,
    })
    .from(schema.quotes)
    .innerJoin(schema.products, eq(schema.products.id, schema.quotes.productId))
    .leftJoin(
      schema.inquiryItems,
      and(eq(schema.inquiryItems.inquiryId, schema.quotes.inquiryId), eq(schema.inquiryItems.productId, schema.quotes.productId)),
    )
    .where(
      inArray(
        schema.quotes.inquiryId,
        quoted.map((q) => q.id),
      ),
    )
    .orderBy(asc(schema.quotes.productId))

  type Decision = { kind: 'order'; reach: number; toDemoBuyer: boolean } | { kind: 'decline'; index: number }
  const plan = new Map<number, Decision>()
  // The demo brand: four orders for the demo buyer (received, shipped, confirmed, placed; oldest
  // goes furthest), then two declines.
  const demo = quoted.filter((q) => q.brandId === demoBrandId)
  demo.slice(0, 4).forEach((q, i) => plan.set(q.id, { kind: 'order', reach: 3 - i, toDemoBuyer: true }))
  demo.slice(4, 6).forEach((q, i) => plan.set(q.id, { kind: 'decline', index: i }))
  // Other brands: every third declined, every fifth an order that went as far as its age allows.
  quoted
    .filter((q) => q.brandId !== demoBrandId)
    .forEach((q, i) => {
      if (i % 3 === 0) plan.set(q.id, { kind: 'decline', index: i })
      else if (i % 5 === 1) plan.set(q.id, { kind: 'order', reach: 3, toDemoBuyer: false })
    })

  let orderCount = 0
  let declined = 0
  for (const inquiry of quoted) {
    const decision = plan.get(inquiry.id)
    if (!decision) continue
    const lines = quoteRows.filter((r) => r.quote.inquiryId === inquiry.id)
    if (!lines.length) continue
    const quotedAt = lines[0]!.quote.createdAt
    const decidedAt = new Date(Math.min(quotedAt.getTime() + 26 * HOUR, now.getTime() - HOUR))
    if (decision.kind === 'decline') {
      const { reason, note } = DECLINES[decision.index % DECLINES.length]!
      await db
        .update(schema.inquiries)
        .set({ status: 'declined', decisionReason: reason, decisionNote: note.en, decisionNoteZh: note.zh, decidedAt, brandUnread: false })
        .where(eq(schema.inquiries.id, inquiry.id))
      declined += 1
      continue
    }
    // A quote must still be valid when it is accepted.
    if (lines.some((l) => l.quote.validUntil < isoDay(decidedAt))) continue
    if (decision.toDemoBuyer) {
      await db
        .update(schema.inquiries)
        .set({
          userId: demoBuyer!.id,
          contactName: demoBuyer!.name ?? '',
          company: demoBuyer!.company ?? '',
          contactPhone: demoBuyer!.mobile ?? '',
        })
        .where(eq(schema.inquiries.id, inquiry.id))
    }
    const steps = [
      decidedAt,
      new Date(decidedAt.getTime() + 1 * DAY),
      new Date(decidedAt.getTime() + 6 * DAY),
      new Date(decidedAt.getTime() + 30 * DAY),
    ]
    let reach = 0
    while (reach < decision.reach && steps[reach + 1]! < now) reach += 1
    const first = lines[0]!.quote
    const stored = lines.map((l) => ({
      product_id: l.quote.productId,
      name_en: l.nameEn,
      name_zh: l.nameZh,
      quantity: Math.max(l.quantity ?? l.quote.moq, l.quote.moq),
      unit: l.quote.packUnit,
      unit_price: l.quote.unitPrice,
      lead_time_days: l.quote.leadTimeDays,
    }))
    await db.update(schema.inquiries).set({ status: 'accepted', decidedAt, brandUnread: false }).where(eq(schema.inquiries.id, inquiry.id))
    const [{ id } = { id: 0 }] = (await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`))
      .rows
    await db.insert(schema.orders).values({
      id,
      // The number as the orders domain makes it (PO-YYYY-NNNNNN).
      number: `PO-${decidedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`,
      inquiryId: inquiry.id,
      quoteEntryId: first.messageId,
      buyerUserId: decision.toDemoBuyer ? demoBuyer!.id : inquiry.userId,
      brandId: inquiry.brandId,
      status: STATES[reach]!,
      version: reach + 1,
      currency: first.currency,
      total: stored.reduce((sum, l) => sum + l.quantity * l.unit_price, 0),
      incoterm: first.incoterm,
      port: first.port,
      paymentTerms: PAYMENT[orderCount % PAYMENT.length]!,
      deliveryDate: inquiry.requiredDate,
      validUntil: lines.reduce((min, l) => (l.quote.validUntil < min ? l.quote.validUntil : min), first.validUntil),
      lines: stored,
      shippingNote: reach >= 2 ? SHIPPING_NOTES[orderCount % SHIPPING_NOTES.length]! : '',
      createdAt: decidedAt,
      confirmedAt: reach >= 1 ? steps[1] : null,
      shippedAt: reach >= 2 ? steps[2] : null,
      receivedAt: reach >= 3 ? steps[3] : null,
    })
    orderCount += 1
  }
  return { orders: orderCount, declined_quotes: declined }
}
