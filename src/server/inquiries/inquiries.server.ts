/**
 * The inquiry inbox (ADR 088): a brand reads the inquiries buyers sent it from their
 * carts and answers in one thread per inquiry with quotes in the shared fields
 * (src/api/contract/quote.ts); the buyer follows the state and compares brands' quotes. The other
 * side of every new entry, and the brand of a closed inquiry, is told through the notifications
 * fan-out (../notifications/notify.server.ts).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import {
  brandInbox,
  brandResponsiveness,
  type RESPONSIVENESS_BANDS,
  closeInquiry,
  INQUIRY_STATES,
  RESPONSIVENESS_MIN_INQUIRIES,
  inquiryThread,
  myInquiries,
  postInquiryMessage,
  postInquiryQuote,
} from '../../api/contract/inquiry'
import { QUOTE_MAX_VALID_DAYS, quoteFieldProblem, type QuoteFields } from '../../api/contract/quote'
import type { OutputOf } from '../../api/contract/define'
import type { Db } from '../db/client.server'
import { brands, buyerProfiles, certificates, inquiries, inquiryItems, inquiryMessages, products, quotes, users } from '../db/schema'
import { quoteTermsIn, quoteTermsOut, typedText } from '../db/quote-terms.server'
import { isoDay } from '../db/sql.server'
import { ApiError, ConflictError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { shelfLifeDays, unitName } from '../catalogue/products.server'
import { markThreadRead, notify } from '../notifications/notify.server'
import { CLOSE_REASONS, DECLINE_REASONS, type CloseReason, type DeclineReason } from '../../api/contract/order-constants'
import { orderOfInquiry } from './orders.server'
import { samplesOfInquiry } from './samples.server'

type Side = 'buyer' | 'brand'
type State = (typeof INQUIRY_STATES)[number]
type QuoteLine = OutputOf<typeof myInquiries>['list'][number]['latest_quote'][number]
type Inquiry = typeof inquiries.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const asState = (status: string): State => ((INQUIRY_STATES as ReadonlyArray<string>).includes(status) ? (status as State) : 'sent')
const DECISION_REASONS: ReadonlyArray<string> = [...DECLINE_REASONS, ...CLOSE_REASONS]
const asReason = (code: string | null) => (code !== null && DECISION_REASONS.includes(code) ? (code as DeclineReason | CloseReason) : null)
const asVerification = (status: string | null): 'verified' | 'submitted' | 'rejected' | 'none' =>
  status === 'verified' || status === 'submitted' || status === 'rejected' ? status : 'none'

const sameCompany = (a: string, b: string) => a.normalize('NFKC').trim().toLowerCase() === b.normalize('NFKC').trim().toLowerCase()

/**
 * The buyer as the brand sees them on an inquiry: the company typed on the cart (else the
 * registered one), and the verification badge only beside the company the organiser verified. A
 * verified buyer who types another company ("Walmart China Sourcing Ltd.") is shown unverified.
 */
function shownBuyer(typed: string, profile: { company: string | null; status: string | null }, userCompany: string | null) {
  const company = typed || profile.company || userCompany || ''
  const verification = asVerification(profile.status)
  return {
    company,
    verification: verification === 'verified' && !sameCompany(company, profile.company ?? '') ? ('none' as const) : verification,
  }
}

const notFound = (id: number) =>
  new ApiError({ en: `Field inquiry_id: inquiry ${id} does not exist`, cn: `字段 inquiry_id：询盘 ${id} 不存在` })

/** The inquiry, if the caller is its buyer or its brand; which side they are on. */
async function ownInquiry(db: Db, id: number, session: { userId: number; brandId: number | null; role: string | null }) {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id))
  if (!row) throw notFound(id)
  if (session.role === 'brand' && session.brandId !== null && row.brandId === session.brandId) return { row, side: 'brand' as Side }
  if (row.userId === session.userId) return { row, side: 'buyer' as Side }
  throw new ForbiddenError({ en: `Inquiry ${id} is not yours`, cn: `询盘 ${id} 不属于您` })
}

function unreadFor(side: Side, row: Pick<Inquiry, 'brandUnread' | 'buyerUnread'>): boolean {
  return side === 'brand' ? row.brandUnread : row.buyerUnread
}

/** Lines (with the products' currency) of the given inquiries. */
async function linesOf(db: Db, lan: Lan, inquiryIds: Array<number>) {
  if (!inquiryIds.length)
    return new Map<
      number,
      Array<{
        product_id: number
        name: string
        quantity: number
        unit: string
        unit_code: string
        image: string | null
        moq: number
        currency: string
        shelf_life_days: number | null
      }>
    >()
  const rows = await db
    .select({
      inquiryId: inquiryItems.inquiryId,
      productId: products.id,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      quantity: inquiryItems.quantity,
      unit: products.unit,
      moq: products.moq,
      currency: products.currency,
      specEn: products.specEn,
      image: sql<string | null>`${products.images}[1]`,
    })
    .from(inquiryItems)
    .innerJoin(products, eq(products.id, inquiryItems.productId))
    .where(inArray(inquiryItems.inquiryId, inquiryIds))
    .orderBy(asc(inquiryItems.inquiryId), asc(products.id))
  const out = new Map<
    number,
    Array<{
      product_id: number
      name: string
      quantity: number
      unit: string
      unit_code: string
      image: string | null
      moq: number
      currency: string
      shelf_life_days: number | null
    }>
  >()
  for (const row of rows) {
    const list = out.get(row.inquiryId) ?? []
    list.push({
      product_id: row.productId,
      name: pick(lan, row.nameEn, row.nameZh),
      quantity: row.quantity,
      unit: unitName(lan, row.unit),
      unit_code: row.unit,
      image: row.image ?? null,
      moq: row.moq,
      currency: row.currency,
      shelf_life_days: shelfLifeDays(row.specEn),
    })
    out.set(row.inquiryId, list)
  }
  return out
}

/** Quote lines of the given inquiries, oldest first, with the product's name. */
async function quotesOf(db: Db, lan: Lan, inquiryIds: Array<number>) {
  if (!inquiryIds.length) return []
  const rows = await db
    .select({ quote: quotes, nameEn: products.nameEn, nameZh: products.nameZh })
    .from(quotes)
    .innerJoin(products, eq(products.id, quotes.productId))
    .where(inArray(quotes.inquiryId, inquiryIds))
    .orderBy(asc(quotes.createdAt), asc(quotes.id))
  return rows.map(({ quote: q, nameEn, nameZh }) => ({
    inquiryId: q.inquiryId,
    messageId: q.messageId,
    line: {
      id: q.id,
      product_id: q.productId,
      product_name: pick(lan, nameEn, nameZh),
      ...quoteTermsOut(q, lan),
      created_at: q.createdAt.toISOString(),
    } satisfies QuoteLine,
  }))
}

function baseOf(
  lan: Lan,
  row: Inquiry,
  side: Side,
  lines: Array<{
    product_id: number
    name: string
    quantity: number
    unit: string
    unit_code: string
    image: string | null
    currency: string
  }>,
  quoteCount: number,
) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    state: asState(row.status),
    unread: unreadFor(side, row),
    items: lines.map(({ product_id, name, quantity, unit, unit_code, image }) => ({ product_id, name, quantity, unit, unit_code, image })),
    target_price: row.targetPrice,
    currency: lines[0]?.currency ?? 'USD',
    incoterm: row.incoterm,
    destination_port: row.destinationPort,
    required_date: row.requiredDate,
    message: typedText(lan, row.message, row.messageZh),
    quote_count: quoteCount,
  }
}

async function quoteCounts(db: Db, inquiryIds: Array<number>) {
  if (!inquiryIds.length) return new Map<number, number>()
  const rows = await db
    .select({ inquiryId: inquiryMessages.inquiryId, n: count() })
    .from(inquiryMessages)
    .where(
      and(
        inArray(inquiryMessages.inquiryId, inquiryIds),
        sql`exists (select 1 from ${quotes} where ${quotes.messageId} = ${inquiryMessages.id})`,
      ),
    )
    .groupBy(inquiryMessages.inquiryId)
  return new Map(rows.map((r) => [r.inquiryId, r.n]))
}

/**
 * Tells the other side that a message or a quote arrived: the buyer, or every account of the
 * brand, through the fan-out (the app, and e-mail or SMS in platform wording with the inquiry's
 * number only: the inquiry's company is text its buyer typed).
 */
async function tellOtherSide(db: Db, row: Inquiry, to: Side, what: 'quote' | 'message', now: Date): Promise<void> {
  await notify(
    db,
    {
      kind: what === 'quote' ? 'inquiry_quote' : 'inquiry_message',
      inquiryId: row.id,
      to: to === 'buyer' ? { userIds: [row.userId] } : { brandIds: [row.brandId] },
    },
    now,
  )
}

const closedError = (id: number) =>
  new ApiError({ en: `Inquiry ${id} is closed and takes no more entries`, cn: `询盘 ${id} 已关闭，不能再回复` })

const acceptedError = (id: number) =>
  new ConflictError({
    en: `The buyer accepted the quote on inquiry ${id}: it is an order now and takes no new quote`,
    cn: `买家已接受询盘 ${id} 的报价，已生成订单，不能再报价`,
  })

/** Checks a quote's lines against the inquiry's products; returns them keyed for insertion. */
async function checkedLines(db: Db | Tx, row: Inquiry, lines: Array<QuoteFields & { product_id: number }>, now: Date) {
  const today = isoDay(now)
  const lastDay = isoDay(now, QUOTE_MAX_VALID_DAYS)
  const items = await db.select({ productId: inquiryItems.productId }).from(inquiryItems).where(eq(inquiryItems.inquiryId, row.id))
  const inInquiry = new Set(items.map((i) => i.productId))
  const certRows = await db
    .select({ productId: certificates.productId, type: certificates.type })
    .from(certificates)
    .where(and(inArray(certificates.productId, [...inInquiry]), lte(certificates.validFrom, today), gte(certificates.validTo, today)))
  const seen = new Set<number>()
  for (const [index, line] of lines.entries()) {
    if (!inInquiry.has(line.product_id) || seen.has(line.product_id)) {
      throw new ApiError({
        en: `Field lines[${index}].product_id: product ${line.product_id} is not in this inquiry, or is quoted twice`,
        cn: `字段 lines[${index}].product_id：商品 ${line.product_id} 不在本询盘中，或重复报价`,
      })
    }
    seen.add(line.product_id)
    const problem = quoteFieldProblem(line, {
      path: `lines[${index}]`,
      today,
      lastDay,
      productCertificates: certRows.filter((c) => c.productId === line.product_id).map((c) => c.type),
    })
    if (problem) throw new ApiError(problem)
  }
}

async function addEntry(db: Db | Tx, row: Inquiry, side: Side, authorUserId: number, body: string, now: Date) {
  const [entry] = await db
    .insert(inquiryMessages)
    .values({ inquiryId: row.id, authorUserId, side, body, createdAt: now })
    .returning({ id: inquiryMessages.id })
  return entry!.id
}

export const handlers: Array<BoundHandler> = [
  handle(brandInbox, async (input, { db, lan, session }) => {
    const brandId = session.brandId!
    const where = eq(inquiries.brandId, brandId)
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          inquiry: inquiries,
          profileStatus: buyerProfiles.status,
          profileCompany: buyerProfiles.company,
          userCompany: users.company,
          userName: users.name,
        })
        .from(inquiries)
        .innerJoin(users, eq(users.id, inquiries.userId))
        .leftJoin(buyerProfiles, eq(buyerProfiles.userId, inquiries.userId))
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${inquiries.brandUnread})`.mapWith(Number),
        })
        .from(inquiries)
        .where(where),
    ])
    const ids = rows.map((r) => r.inquiry.id)
    const [lines, counts] = await Promise.all([linesOf(db, lan, ids), quoteCounts(db, ids)])
    return {
      list: rows.map((r) => ({
        ...baseOf(lan, r.inquiry, 'brand', lines.get(r.inquiry.id) ?? [], counts.get(r.inquiry.id) ?? 0),
        buyer: {
          ...shownBuyer(r.inquiry.company, { company: r.profileCompany, status: r.profileStatus }, r.userCompany),
          contact_name: r.inquiry.contactName || r.userName || '',
        },
      })),
      total: totals?.total ?? 0,
      unread_count: totals?.unread ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(myInquiries, async (input, { db, lan, session }) => {
    const where = eq(inquiries.userId, session.userId)
    const [rows, [totals]] = await Promise.all([
      db
        .select({ inquiry: inquiries, brandId: brands.id, nameEn: brands.nameEn, nameZh: brands.nameZh, logo: brands.logo })
        .from(inquiries)
        .innerJoin(brands, eq(brands.id, inquiries.brandId))
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      db.select({ total: count() }).from(inquiries).where(where),
    ])
    const ids = rows.map((r) => r.inquiry.id)
    const [lines, quoteRows] = await Promise.all([linesOf(db, lan, ids), quotesOf(db, lan, ids)])
    // The latest quote of each inquiry: the lines of its newest quoting entry.
    const latestEntry = new Map<number, number>()
    for (const q of quoteRows) latestEntry.set(q.inquiryId, q.messageId)
    return {
      list: rows.map((r) => ({
        ...baseOf(
          lan,
          r.inquiry,
          'buyer',
          lines.get(r.inquiry.id) ?? [],
          new Set(quoteRows.filter((q) => q.inquiryId === r.inquiry.id).map((q) => q.messageId)).size,
        ),
        brand: { id: r.brandId, name: pick(lan, r.nameEn, r.nameZh), logo: r.logo },
        latest_quote: quoteRows.filter((q) => q.messageId === latestEntry.get(r.inquiry.id)).map((q) => q.line),
      })),
      total: totals?.total ?? 0,
      page: input.page,
      page_size: input.page_size,
    }
  }),

  handle(inquiryThread, async (input, { db, lan, session, now }) => {
    const { row, side } = await ownInquiry(db, input.id, session)
    const seen =
      side === 'brand' ? { brandUnread: false, ...(row.status === 'sent' ? { status: 'read', readAt: now } : {}) } : { buyerUnread: false }
    await db.update(inquiries).set(seen).where(eq(inquiries.id, row.id))
    await markThreadRead(db, session.userId, { inquiryId: row.id }, now)
    const current = { ...row, ...seen } as Inquiry
    const today = isoDay(now)
    const [lineMap, quoteRows, entries, [buyer], [brand], samples] = await Promise.all([
      linesOf(db, lan, [row.id]),
      quotesOf(db, lan, [row.id]),
      db
        .select({
          id: inquiryMessages.id,
          side: inquiryMessages.side,
          body: inquiryMessages.body,
          bodyZh: inquiryMessages.bodyZh,
          counter: inquiryMessages.counter,
          createdAt: inquiryMessages.createdAt,
          name: users.name,
        })
        .from(inquiryMessages)
        .innerJoin(users, eq(users.id, inquiryMessages.authorUserId))
        .where(eq(inquiryMessages.inquiryId, row.id))
        .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id)),
      db
        .select({ status: buyerProfiles.status, company: buyerProfiles.company, userCompany: users.company, name: users.name })
        .from(users)
        .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id))
        .where(eq(users.id, row.userId)),
      db
        .select({ id: brands.id, nameEn: brands.nameEn, nameZh: brands.nameZh, logo: brands.logo })
        .from(brands)
        .where(eq(brands.id, row.brandId)),
      samplesOfInquiry(db, lan, row.id),
    ])
    const lines = lineMap.get(row.id) ?? []
    const certRows = lines.length
      ? await db
          .selectDistinct({ productId: certificates.productId, type: certificates.type })
          .from(certificates)
          .where(
            and(
              inArray(
                certificates.productId,
                lines.map((l) => l.product_id),
              ),
              lte(certificates.validFrom, today),
              gte(certificates.validTo, today),
            ),
          )
          .orderBy(asc(certificates.productId), asc(certificates.type))
      : []
    const brandName = brand ? pick(lan, brand.nameEn, brand.nameZh) : ''
    const decided = row.status === 'declined' || row.status === 'closed'
    // Each quoting entry is a version of the quote, numbered in the thread's order.
    const versionOf = new Map<number, number>()
    for (const e of entries) if (quoteRows.some((q) => q.messageId === e.id)) versionOf.set(e.id, versionOf.size + 1)
    return {
      side,
      decision: decided
        ? {
            reason: asReason(row.decisionReason),
            note: typedText(lan, row.decisionNote, row.decisionNoteZh),
            at: row.decidedAt?.toISOString() ?? null,
          }
        : null,
      order: row.status === 'accepted' ? await orderOfInquiry(db, row.id) : null,
      latest_quote_entry_id: quoteRows.length ? Math.max(...quoteRows.map((q) => q.messageId)) : null,
      inquiry: {
        ...baseOf(lan, current, side, lines, new Set(quoteRows.map((q) => q.messageId)).size),
        buyer: {
          ...shownBuyer(row.company, { company: buyer?.company ?? null, status: buyer?.status ?? null }, buyer?.userCompany ?? null),
          contact_name: row.contactName || buyer?.name || '',
        },
        brand: { id: row.brandId, name: brandName, logo: brand?.logo ?? '' },
        lines: lines.map((l) => ({
          product_id: l.product_id,
          moq: l.moq,
          currency: l.currency,
          unit: l.unit_code,
          shelf_life_days: l.shelf_life_days,
          certificates: certRows.filter((c) => c.productId === l.product_id).map((c) => c.type),
        })),
      },
      thread: entries.map((e) => ({
        id: e.id,
        side: e.side === 'brand' ? ('brand' as const) : ('buyer' as const),
        author: e.side === 'brand' ? brandName : row.contactName || e.name || '',
        body: typedText(lan, e.body, e.bodyZh),
        created_at: e.createdAt.toISOString(),
        quotes: quoteRows.filter((q) => q.messageId === e.id).map((q) => q.line),
        version: versionOf.get(e.id) ?? null,
        counter: e.counter
          ? {
              quote_entry_id: e.counter.quote_entry_id,
              version: versionOf.get(e.counter.quote_entry_id) ?? 0,
              lines: e.counter.lines.map((l) => ({ product_id: l.product_id, unit_price: l.unit_price, quantity: l.quantity })),
            }
          : null,
        sample: samples.get(e.id) ?? null,
      })),
    }
  }),

  handle(postInquiryQuote, async (input, { db, session, now }) => {
    const { row, side } = await ownInquiry(db, input.inquiry_id, session)
    if (side !== 'brand') throw new ForbiddenError({ en: 'Only the brand quotes on its inquiry', cn: '只有被询盘的品牌可以报价' })
    const result = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(inquiries).where(eq(inquiries.id, row.id)).for('update')
      if (!locked || locked.status === 'closed' || locked.status === 'declined') throw closedError(row.id)
      // An accepted quote is an order: a new quote would not change what was agreed.
      if (locked.status === 'accepted') throw acceptedError(row.id)
      if (input.previous_entry_id !== undefined) {
        // A revised quote answers the version the brand saw: a quote sent since is not overwritten blindly.
        const [latest] = await tx
          .select({ entry: quotes.messageId })
          .from(quotes)
          .where(eq(quotes.inquiryId, locked.id))
          .orderBy(desc(quotes.messageId))
          .limit(1)
        if (latest?.entry !== input.previous_entry_id) {
          throw new ConflictError({
            en: `Field previous_entry_id: inquiry #${locked.id} has a newer quote than the one you revised. Reload and revise the latest version.`,
            cn: `字段 previous_entry_id：询盘 #${locked.id} 已有更新的报价版本，请刷新后修改最新版本。`,
          })
        }
      }
      await checkedLines(tx, locked, input.lines, now)
      const entryId = await addEntry(tx, locked, 'brand', session.userId, input.note, now)
      await tx.insert(quotes).values(
        input.lines.map((l) => ({
          inquiryId: locked.id,
          messageId: entryId,
          productId: l.product_id,
          ...quoteTermsIn(l),
          createdAt: now,
        })),
      )
      const [updated] = await tx
        .update(inquiries)
        .set({
          status: 'quoted',
          readAt: locked.readAt ?? now,
          firstReplyAt: locked.firstReplyAt ?? now,
          buyerUnread: true,
          brandUnread: false,
        })
        .where(eq(inquiries.id, locked.id))
        .returning()
      return { entryId, updated: updated! }
    })
    await tellOtherSide(db, result.updated, 'buyer', 'quote', now)
    return { entry_id: result.entryId, state: asState(result.updated.status) }
  }),

  handle(postInquiryMessage, async (input, { db, session, now }) => {
    const { row, side } = await ownInquiry(db, input.inquiry_id, session)
    const result = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(inquiries).where(eq(inquiries.id, row.id)).for('update')
      if (!locked || locked.status === 'closed' || locked.status === 'declined') throw closedError(row.id)
      const entryId = await addEntry(tx, locked, side, session.userId, input.body, now)
      const [updated] = await tx
        .update(inquiries)
        .set(
          side === 'brand'
            ? {
                status: locked.status === 'sent' ? 'read' : locked.status,
                readAt: locked.readAt ?? now,
                firstReplyAt: locked.firstReplyAt ?? now,
                buyerUnread: true,
                brandUnread: false,
              }
            : { brandUnread: true, buyerUnread: false },
        )
        .where(eq(inquiries.id, locked.id))
        .returning()
      return { entryId, updated: updated! }
    })
    await tellOtherSide(db, result.updated, side === 'brand' ? 'buyer' : 'brand', 'message', now)
    return { entry_id: result.entryId, state: asState(result.updated.status) }
  }),

  handle(closeInquiry, async (input, { db, session, now }) => {
    const { row, side } = await ownInquiry(db, input.inquiry_id, session)
    if (side !== 'buyer') throw new ForbiddenError({ en: 'Only the buyer closes an inquiry', cn: '只有买家可以关闭询盘' })
    if (row.status === 'accepted') {
      throw new ConflictError({
        en: `Inquiry ${row.id} became an order and cannot be closed`,
        cn: `询盘 ${row.id} 已生成订单，不能关闭`,
      })
    }
    // Only the call that closes it tells the brand: a repeated close changes nothing. A declined
    // inquiry keeps its decline reason unless the buyer gives another.
    const closed = await db
      .update(inquiries)
      .set({
        status: 'closed',
        decidedAt: now,
        ...(input.reason
          ? { decisionReason: input.reason, decisionNote: input.note, decisionNoteZh: '' }
          : row.status === 'declined'
            ? {}
            : { decisionNote: input.note, decisionNoteZh: '' }),
        brandUnread: true,
      })
      .where(and(eq(inquiries.id, row.id), sql`${inquiries.status} not in ('closed', 'accepted')`))
      .returning({ id: inquiries.id })
    if (closed.length) await notify(db, { kind: 'inquiry_closed', inquiryId: row.id, to: { brandIds: [row.brandId] } }, now)
    return { state: 'closed' as const }
  }),

  handle(brandResponsiveness, async (input, { db, now }) => {
    const since = new Date(now.getTime() - 90 * 24 * 3600_000)
    // Only inquiries that have had their 24 hours count: one sent minutes ago is not yet unanswered.
    const matured = new Date(now.getTime() - 24 * 3600_000)
    // An unanswered inquiry counts as never answered: a brand that ignores most of them does not
    // look fast from the few it answered.
    const minutes = sql`coalesce(extract(epoch from (${inquiries.firstReplyAt} - ${inquiries.createdAt})) / 60, 'Infinity'::float8)`
    const [row] = await db
      .select({ total: count(), median: sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})` })
      .from(inquiries)
      .where(and(eq(inquiries.brandId, input.brand_id), gte(inquiries.createdAt, since), lte(inquiries.createdAt, matured)))
    return { band: responsivenessBand(row?.total ?? 0, row?.median === null || row?.median === undefined ? null : Number(row.median)) }
  }),
]

/**
 * The public band of a brand's inquiries (of the last 90 days, older than 24 hours) and median first reply (minutes; Infinity when most went unanswered). */
export function responsivenessBand(total: number, medianMinutes: number | null): (typeof RESPONSIVENESS_BANDS)[number] {
  // Too few to make a rate of: the brand is new on the platform, not slow.
  if (total < RESPONSIVENESS_MIN_INQUIRIES || medianMinutes === null) return 'new'
  if (medianMinutes <= 60) return 'hour'
  if (medianMinutes <= 24 * 60) return 'day'
  if (medianMinutes <= 72 * 60) return 'days'
  return 'slow'
}
