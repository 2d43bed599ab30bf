/**
 * A quote ends in a decision: the buyer accepts the latest quote of an inquiry (it becomes a
 * purchase order) or declines it with a reason; the order then moves placed → confirmed →
 * shipped → received, each step by its own side. Every change is checked here, on the server,
 * against the version the caller saw: a newer quote or a moved order is a 409, never a second
 * order. The other side is told through the notifications fan-out in platform wording.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { declineQuote } from '../../api/contract/inquiry'
import { acceptQuote, advanceOrder, orderDetail, orderList, type orderItem } from '../../api/contract/order'
import { ORDER_STEP_FROM, ORDER_STEP_SIDE, PAYMENT_TERMS, type OrderState, type PaymentTerms } from '../../api/contract/order-constants'
import type { Db } from '../db/client.server'
import { brands, buyerProfiles, inquiries, inquiryItems, orders, products, quotes, users } from '../db/schema'
import { isoDay } from '../db/sql.server'
import { ApiError, ConflictError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { notify } from '../notifications/notify.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Order = typeof orders.$inferSelect
type StoredLine = {
  product_id: number
  name_en: string
  name_zh: string
  quantity: number
  unit: string
  unit_price: number
  lead_time_days: number
}

const ORDER_STATE_SET = new Set<string>(['placed', 'confirmed', 'shipped', 'received'])
const asOrderState = (status: string): OrderState => (ORDER_STATE_SET.has(status) ? (status as OrderState) : 'placed')
const asPaymentTerms = (code: string): PaymentTerms =>
  (PAYMENT_TERMS as ReadonlyArray<string>).includes(code) ? (code as PaymentTerms) : 'tt_30_70'

/** The platform's order number: made from the id, so it is unique and carries no typed text. */
export const orderNumber = (id: number, at: Date) => `PO-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`

const inquiryMissing = (id: number) =>
  new ApiError({ en: `Field inquiry_id: inquiry ${id} does not exist`, cn: `字段 inquiry_id：询盘 ${id} 不存在` })

const STATE_WORDS: Record<string, { en: string; cn: string }> = {
  accepted: { en: 'its quote was already accepted', cn: '其报价已被接受' },
  declined: { en: 'its quote was already declined', cn: '其报价已被拒绝' },
  closed: { en: 'it is closed', cn: '该询盘已关闭' },
}

/**
 * Locks the buyer's inquiry and checks that `quoteEntryId` is its latest quote and still open to
 * a decision: anything else means the buyer decided on what they no longer see.
 */
export async function lockForDecision(
  tx: Tx,
  inquiryId: number,
  quoteEntryId: number,
  userId: number,
  notBuyer: { en: string; cn: string } = {
    en: 'Only the buyer of the inquiry accepts or declines its quote',
    cn: '只有询盘的买家可以接受或拒绝报价',
  },
) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update')
  if (!row) throw inquiryMissing(inquiryId)
  if (row.userId !== userId) throw new ForbiddenError(notBuyer)
  const done = STATE_WORDS[row.status]
  if (done) {
    throw new ConflictError({
      en: `Inquiry #${row.id} cannot be decided again: ${done.en}. Reload the page.`,
      cn: `询盘 #${row.id} 无法再次处理：${done.cn}。请刷新页面。`,
    })
  }
  const [latest] = await tx
    .select({ entry: quotes.messageId })
    .from(quotes)
    .where(eq(quotes.inquiryId, row.id))
    .orderBy(desc(quotes.messageId))
    .limit(1)
  if (!latest) {
    throw new ConflictError({ en: `Inquiry #${row.id} has no quote to answer yet`, cn: `询盘 #${row.id} 尚无报价` })
  }
  if (latest.entry !== quoteEntryId) {
    throw new ConflictError({
      en: `Field quote_entry_id: the supplier sent a newer quote on inquiry #${row.id}. Reload and review it before deciding.`,
      cn: `字段 quote_entry_id：供应商已对询盘 #${row.id} 发出新的报价，请刷新查看后再决定。`,
    })
  }
  return row
}

/** The orders with their brand's name and buyer, as the API answers them. */
async function ordersOut(db: Db, lan: Lan, rows: Array<Order>, userId: number): Promise<Array<z.output<typeof orderItem>>> {
  if (!rows.length) return []
  const [brandRows, inquiryRows] = await Promise.all([
    db
      .select({ id: brands.id, nameEn: brands.nameEn, nameZh: brands.nameZh })
      .from(brands)
      .where(
        inArray(
          brands.id,
          rows.map((r) => r.brandId),
        ),
      ),
    db
      .select({
        id: inquiries.id,
        company: inquiries.company,
        contactName: inquiries.contactName,
        profileCompany: buyerProfiles.company,
        userCompany: users.company,
        userName: users.name,
      })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, inquiries.userId))
      .where(
        inArray(
          inquiries.id,
          rows.map((r) => r.inquiryId),
        ),
      ),
  ])
  const brandName = new Map(brandRows.map((b) => [b.id, pick(lan, b.nameEn, b.nameZh)]))
  const buyerOf = new Map(
    inquiryRows.map((i) => [
      i.id,
      { company: i.company || i.profileCompany || i.userCompany || '', contact_name: i.contactName || i.userName || '' },
    ]),
  )
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    inquiry_id: o.inquiryId,
    state: asOrderState(o.status),
    version: o.version,
    side: o.buyerUserId === userId ? ('buyer' as const) : ('brand' as const),
    brand: { id: o.brandId, name: brandName.get(o.brandId) ?? '' },
    buyer: buyerOf.get(o.inquiryId) ?? { company: '', contact_name: '' },
    currency: o.currency,
    total: o.total,
    incoterm: o.incoterm,
    port: o.port,
    payment_terms: asPaymentTerms(o.paymentTerms),
    delivery_date: o.deliveryDate,
    valid_until: o.validUntil,
    lines: (o.lines as Array<StoredLine>).map((l) => ({
      product_id: l.product_id,
      name: pick(lan, l.name_en, l.name_zh),
      quantity: l.quantity,
      unit: l.unit,
      unit_price: l.unit_price,
      lead_time_days: l.lead_time_days,
    })),
    shipping_note: o.shippingNote,
    created_at: o.createdAt.toISOString(),
    confirmed_at: o.confirmedAt?.toISOString() ?? null,
    shipped_at: o.shippedAt?.toISOString() ?? null,
    received_at: o.receivedAt?.toISOString() ?? null,
  }))
}

/** Which side of the order the caller is on, or a 403. */
function sideOf(order: Order, session: { userId: number; brandId: number | null; role: string | null }): 'buyer' | 'brand' {
  if (order.buyerUserId === session.userId) return 'buyer'
  if (session.role === 'brand' && session.brandId !== null && session.brandId === order.brandId) return 'brand'
  throw new ForbiddenError({ en: `Order ${order.number} is not yours`, cn: `订单 ${order.number} 不属于您` })
}

const STEP_WORDS = {
  confirmed: { en: 'confirm', cn: '确认' },
  shipped: { en: 'ship', cn: '发货' },
  received: { en: 'mark received', cn: '确认收货' },
} as const

const STATE_NAMES: Record<OrderState, { en: string; cn: string }> = {
  placed: { en: 'placed', cn: '已下单' },
  confirmed: { en: 'confirmed', cn: '已确认' },
  shipped: { en: 'shipped', cn: '已发货' },
  received: { en: 'received', cn: '已收货' },
}

export const handlers: Array<BoundHandler> = [
  handle(acceptQuote, async (input, { db, session, now }) => {
    const today = isoDay(now)
    if (input.delivery_date !== undefined && (input.delivery_date < today || Number.isNaN(Date.parse(input.delivery_date)))) {
      throw new ApiError({
        en: `Field delivery_date: choose a date from ${today} on`,
        cn: `字段 delivery_date：请选择 ${today} 或之后的日期`,
      })
    }
    const created = await db.transaction(async (tx) => {
      const row = await lockForDecision(tx, input.inquiry_id, input.quote_entry_id, session.userId)
      const lines = await tx
        .select({ quote: quotes, quantity: inquiryItems.quantity, nameEn: products.nameEn, nameZh: products.nameZh })
        .from(quotes)
        .innerJoin(products, eq(products.id, quotes.productId))
        .leftJoin(inquiryItems, and(eq(inquiryItems.inquiryId, quotes.inquiryId), eq(inquiryItems.productId, quotes.productId)))
        .where(eq(quotes.messageId, input.quote_entry_id))
        .orderBy(asc(quotes.productId))
      const first = lines[0]!.quote
      const expired = lines.find((l) => l.quote.validUntil < today)
      if (expired) {
        throw new ApiError({
          en: `Field quote_entry_id: the quote expired on ${expired.quote.validUntil}; ask the supplier for a new one`,
          cn: `字段 quote_entry_id：该报价已于 ${expired.quote.validUntil} 过期，请向供应商索取新报价`,
        })
      }
      if (lines.some((l) => l.quote.currency !== first.currency)) {
        throw new ApiError({
          en: 'Field quote_entry_id: the quote mixes currencies; ask the supplier to quote in one',
          cn: '字段 quote_entry_id：该报价含多种币种，请供应商以同一币种报价',
        })
      }
      const stored: Array<StoredLine> = lines.map((l) => ({
        product_id: l.quote.productId,
        name_en: l.nameEn,
        name_zh: l.nameZh,
        // A line quoted above the quantity asked for is ordered at its MOQ: the supplier sells no less.
        quantity: Math.max(l.quantity ?? l.quote.moq, l.quote.moq),
        unit: l.quote.packUnit,
        unit_price: l.quote.unitPrice,
        lead_time_days: l.quote.leadTimeDays,
      }))
      // Only the request that moves the inquiry from quoted places the order; the unique index on
      // the order's inquiry is the second guard.
      const moved = await tx
        .update(inquiries)
        .set({ status: 'accepted', decidedAt: now, decisionReason: null, decisionNote: '', decisionNoteZh: '', brandUnread: true })
        .where(and(eq(inquiries.id, row.id), inArray(inquiries.status, ['sent', 'read', 'quoted'])))
        .returning({ id: inquiries.id })
      if (!moved.length) throw new ConflictError({ en: `Inquiry #${row.id} was decided already`, cn: `询盘 #${row.id} 已处理` })
      const [{ id } = { id: 0 }] = (
        await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)
      ).rows
      const number = orderNumber(id, now)
      await tx.insert(orders).values({
        id,
        number,
        inquiryId: row.id,
        quoteEntryId: input.quote_entry_id,
        buyerUserId: row.userId,
        brandId: row.brandId,
        currency: first.currency,
        total: stored.reduce((sum, l) => sum + l.quantity * l.unit_price, 0),
        incoterm: first.incoterm,
        port: first.port,
        paymentTerms: input.payment_terms,
        deliveryDate: input.delivery_date ?? row.requiredDate,
        validUntil: lines.reduce((min, l) => (l.quote.validUntil < min ? l.quote.validUntil : min), first.validUntil),
        lines: stored,
        createdAt: now,
      })
      return { id, number, inquiryId: row.id, brandId: row.brandId }
    })
    await notify(
      db,
      { kind: 'quote_accepted', inquiryId: created.inquiryId, orderNumber: created.number, to: { brandIds: [created.brandId] } },
      now,
    )
    return { order_id: created.id, number: created.number }
  }),

  handle(declineQuote, async (input, { db, session, now }) => {
    if (input.reason === 'other' && !input.note) {
      throw new ApiError({ en: 'Field note: say why you decline when the reason is "other"', cn: '字段 note：选择"其他"时请填写原因' })
    }
    const row = await db.transaction(async (tx) => {
      const locked = await lockForDecision(tx, input.inquiry_id, input.quote_entry_id, session.userId)
      await tx
        .update(inquiries)
        .set({
          status: 'declined',
          decisionReason: input.reason,
          decisionNote: input.note,
          decisionNoteZh: '',
          decidedAt: now,
          brandUnread: true,
        })
        .where(eq(inquiries.id, locked.id))
      return locked
    })
    await notify(db, { kind: 'quote_declined', inquiryId: row.id, to: { brandIds: [row.brandId] } }, now)
    return { state: 'declined' as const }
  }),

  handle(orderList, async (input, { db, lan, session }) => {
    if (input.as === 'brand' && (session.role !== 'brand' || session.brandId === null)) {
      throw new ForbiddenError({ en: "Field as: only a brand's accounts read its orders", cn: '字段 as：只有品牌账号可以查看品牌的订单' })
    }
    const where = input.as === 'brand' ? eq(orders.brandId, session.brandId!) : eq(orders.buyerUserId, session.userId)
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(where),
    ])
    return { list: await ordersOut(db, lan, rows, session.userId), total: totals?.total ?? 0, page: input.page, page_size: input.page_size }
  }),

  handle(orderDetail, async (input, { db, lan, session }) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, input.id))
    if (!row) throw new ApiError({ en: `Field id: order ${input.id} does not exist`, cn: `字段 id：订单 ${input.id} 不存在` })
    sideOf(row, session)
    return (await ordersOut(db, lan, [row], session.userId))[0]!
  }),

  handle(advanceOrder, async (input, { db, lan, session, now }) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, input.order_id))
    if (!row)
      throw new ApiError({
        en: `Field order_id: order ${input.order_id} does not exist`,
        cn: `字段 order_id：订单 ${input.order_id} 不存在`,
      })
    const side = sideOf(row, session)
    const step = input.to
    if (ORDER_STEP_SIDE[step] !== side) {
      throw new ForbiddenError(
        side === 'buyer'
          ? {
              en: `Only the supplier may ${STEP_WORDS[step].en} order ${row.number}`,
              cn: `只有供应商可以${STEP_WORDS[step].cn}订单 ${row.number}`,
            }
          : {
              en: `Only the buyer may ${STEP_WORDS[step].en} order ${row.number}`,
              cn: `只有买家可以${STEP_WORDS[step].cn}订单 ${row.number}`,
            },
      )
    }
    const state = asOrderState(row.status)
    if (row.version !== input.version) {
      throw new ConflictError({
        en: `Field version: order ${row.number} changed since you opened it (it is now ${STATE_NAMES[state].en}). Reload the page.`,
        cn: `字段 version：订单 ${row.number} 在您打开后已更新（当前状态：${STATE_NAMES[state].cn}），请刷新页面。`,
      })
    }
    if (ORDER_STEP_FROM[step] !== state) {
      throw new ConflictError({
        en: `Field to: order ${row.number} is ${STATE_NAMES[state].en}, so it cannot be ${STATE_NAMES[step].en} now`,
        cn: `字段 to：订单 ${row.number} 当前为${STATE_NAMES[state].cn}，不能改为${STATE_NAMES[step].cn}`,
      })
    }
    const stamp =
      step === 'confirmed'
        ? { confirmedAt: now }
        : step === 'shipped'
          ? { shippedAt: now, shippingNote: input.shipping_note }
          : { receivedAt: now }
    // The version and state in the WHERE make two concurrent steps from one view apply once.
    const [updated] = await db
      .update(orders)
      .set({ status: step, version: row.version + 1, ...stamp })
      .where(and(eq(orders.id, row.id), eq(orders.version, input.version), eq(orders.status, state)))
      .returning()
    if (!updated) {
      throw new ConflictError({
        en: `Field version: order ${row.number} changed since you opened it. Reload the page.`,
        cn: `字段 version：订单 ${row.number} 在您打开后已更新，请刷新页面。`,
      })
    }
    const kind = step === 'confirmed' ? 'order_confirmed' : step === 'shipped' ? 'order_shipped' : 'order_received'
    await notify(
      db,
      {
        kind,
        inquiryId: updated.inquiryId,
        orderNumber: updated.number,
        to: side === 'brand' ? { userIds: [updated.buyerUserId] } : { brandIds: [updated.brandId] },
      },
      now,
    )
    return (await ordersOut(db, lan, [updated], session.userId))[0]!
  }),
]

/** The order an inquiry became, for its thread. */
export async function orderOfInquiry(db: Db, inquiryId: number) {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(eq(orders.inquiryId, inquiryId))
  return row ? { id: row.id, number: row.number, state: asOrderState(row.status) } : null
}
