/**
 * Sample requests: on the latest quote of an inquiry the buyer asks for a sample,
 * sent to an address, with an optional note; the brand accepts or declines it (with an optional
 * reason), and marks an accepted one sent with its tracking. requested → accepted | declined →
 * sent. Every step is checked here: only the buyer requests (one open request per inquiry, on the
 * quote version they saw), only the inquiry's brand answers, and each step applies once, from the
 * state it starts from (a conditional update; a moved request is a 409 in the caller's language).
 * The other side is told through the fan-out in platform wording: the address, the note, the
 * reason and the tracking are shown in the thread only, never sent by SMS or e-mail.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { advanceSample, requestSample, type sampleRequest } from '../../api/contract/inquiry'
import { OPEN_SAMPLE_STATES, SAMPLE_STATES, SAMPLE_STEP_FROM, type SampleState } from '../../api/contract/order-constants'
import type { Db } from '../db/client.server'
import { inquiries, inquiryMessages, products, quotes, sampleRequests } from '../db/schema'
import { ApiError, ConflictError, ForbiddenError, handle, pick, type BoundHandler, type Lan } from '../http/handler'
import { notify } from '../notifications/notify.server'

type Sample = typeof sampleRequests.$inferSelect
type Words = { en: string; cn: string }

const asSampleState = (status: string): SampleState =>
  (SAMPLE_STATES as ReadonlyArray<string>).includes(status) ? (status as SampleState) : 'requested'

const STATE_WORDS: Record<SampleState, Words> = {
  requested: { en: 'waiting for the supplier’s answer', cn: '等待供应商答复' },
  accepted: { en: 'accepted', cn: '已接受' },
  declined: { en: 'declined', cn: '已拒绝' },
  sent: { en: 'sent', cn: '已寄出' },
}

const STEP_WORDS: Record<keyof typeof SAMPLE_STEP_FROM, Words> = {
  accepted: { en: 'accepted', cn: '接受' },
  declined: { en: 'declined', cn: '拒绝' },
  sent: { en: 'marked sent', cn: '标记为已寄出' },
}

const INQUIRY_DONE: Record<string, Words> = {
  accepted: { en: 'its quote was accepted and is an order now', cn: '其报价已被接受并生成订单' },
  declined: { en: 'its quote was declined', cn: '其报价已被拒绝' },
  closed: { en: 'it is closed', cn: '该询盘已关闭' },
}

/** The requests as the API answers them: product names in the reader's language, the quote version they were asked on. */
export async function samplesOut(db: Db, lan: Lan, rows: Array<Sample>): Promise<Array<z.output<typeof sampleRequest>>> {
  if (!rows.length) return []
  const inquiryIds = [...new Set(rows.map((r) => r.inquiryId))]
  const productIds = [...new Set(rows.flatMap((r) => r.productIds))]
  const [entries, names] = await Promise.all([
    db
      .selectDistinct({ inquiryId: quotes.inquiryId, entry: quotes.messageId })
      .from(quotes)
      .where(inArray(quotes.inquiryId, inquiryIds))
      .orderBy(asc(quotes.inquiryId), asc(quotes.messageId)),
    productIds.length
      ? db
          .select({ id: products.id, nameEn: products.nameEn, nameZh: products.nameZh })
          .from(products)
          .where(inArray(products.id, productIds))
      : Promise.resolve([]),
  ])
  // A quote's version is its place among the inquiry's quoting entries, as the thread numbers them.
  const version = (inquiryId: number, entry: number) =>
    entries.filter((e) => e.inquiryId === inquiryId).findIndex((e) => e.entry === entry) + 1
  const nameOf = new Map(names.map((n) => [n.id, pick(lan, n.nameEn, n.nameZh)]))
  return rows.map((r) => ({
    id: r.id,
    state: asSampleState(r.status),
    quote_entry_id: r.quoteEntryId,
    version: version(r.inquiryId, r.quoteEntryId),
    products: r.productIds.map((id) => ({ product_id: id, name: nameOf.get(id) ?? '' })),
    address: r.address,
    decline_reason: r.declineReason,
    carrier: r.carrier,
    tracking_number: r.trackingNumber,
    tracking_note: r.trackingNote,
    requested_at: r.createdAt.toISOString(),
    accepted_at: r.acceptedAt?.toISOString() ?? null,
    declined_at: r.declinedAt?.toISOString() ?? null,
    sent_at: r.sentAt?.toISOString() ?? null,
  }))
}

/** The sample requests of one inquiry, keyed by the thread entry that shows each. */
export async function samplesOfInquiry(db: Db, lan: Lan, inquiryId: number) {
  const rows = await db.select().from(sampleRequests).where(eq(sampleRequests.inquiryId, inquiryId)).orderBy(asc(sampleRequests.id))
  const out = await samplesOut(db, lan, rows)
  return new Map(rows.map((r, i) => [r.entryId, out[i]!]))
}

export const handlers: Array<BoundHandler> = [
  handle(requestSample, async (input, { db, lan, session, now }) => {
    const created = await db.transaction(async (tx) => {
      // The inquiry's row lock serialises every request on it: one open sample, whoever taps twice.
      const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, input.inquiry_id)).for('update')
      if (!row) {
        throw new ApiError({
          en: `Field inquiry_id: inquiry ${input.inquiry_id} does not exist`,
          cn: `字段 inquiry_id：询盘 ${input.inquiry_id} 不存在`,
        })
      }
      if (row.userId !== session.userId) {
        throw new ForbiddenError({ en: 'Only the buyer of the inquiry asks for a sample', cn: '只有询盘的买家可以申请样品' })
      }
      const done = INQUIRY_DONE[row.status]
      if (done) {
        throw new ConflictError({
          en: `Inquiry #${row.id} takes no sample request: ${done.en}. Reload the page.`,
          cn: `询盘 #${row.id} 不能再申请样品：${done.cn}。请刷新页面。`,
        })
      }
      const [latest] = await tx
        .select({ entry: quotes.messageId })
        .from(quotes)
        .where(eq(quotes.inquiryId, row.id))
        .orderBy(desc(quotes.messageId))
        .limit(1)
      if (!latest) {
        throw new ConflictError({
          en: `Inquiry #${row.id} has no quote to ask a sample of yet`,
          cn: `询盘 #${row.id} 尚无报价，不能申请样品`,
        })
      }
      if (latest.entry !== input.quote_entry_id) {
        throw new ConflictError({
          en: `Field quote_entry_id: the supplier sent a newer quote on inquiry #${row.id}. Reload and ask for a sample of the latest one.`,
          cn: `字段 quote_entry_id：供应商已对询盘 #${row.id} 发出新的报价，请刷新后针对最新报价申请样品。`,
        })
      }
      const [open] = await tx
        .select({ id: sampleRequests.id, status: sampleRequests.status })
        .from(sampleRequests)
        .where(and(eq(sampleRequests.inquiryId, row.id), inArray(sampleRequests.status, [...OPEN_SAMPLE_STATES])))
      if (open) {
        const state = STATE_WORDS[asSampleState(open.status)]
        throw new ConflictError({
          en: `Inquiry #${row.id} already has sample request #${open.id} (${state.en}): one at a time until it is sent or declined.`,
          cn: `询盘 #${row.id} 已有样品申请 #${open.id}（${state.cn}）：寄出或被拒绝之前不能再次申请。`,
        })
      }
      const quoted = await tx.select({ productId: quotes.productId }).from(quotes).where(eq(quotes.messageId, input.quote_entry_id))
      const onQuote = quoted.map((q) => q.productId)
      const asked = input.product_ids ?? onQuote
      for (const [index, productId] of asked.entries()) {
        if (!onQuote.includes(productId) || asked.indexOf(productId) !== index) {
          throw new ApiError({
            en: `Field product_ids[${index}]: product ${productId} is not on this quote, or is named twice`,
            cn: `字段 product_ids[${index}]：商品 ${productId} 不在该报价中，或重复填写`,
          })
        }
      }
      const [entry] = await tx
        .insert(inquiryMessages)
        .values({ inquiryId: row.id, authorUserId: session.userId, side: 'buyer', body: input.note, createdAt: now })
        .returning({ id: inquiryMessages.id })
      const [sample] = await tx
        .insert(sampleRequests)
        .values({
          inquiryId: row.id,
          entryId: entry!.id,
          quoteEntryId: input.quote_entry_id,
          buyerUserId: session.userId,
          brandId: row.brandId,
          productIds: asked,
          address: input.address,
          createdAt: now,
        })
        .returning()
      await tx.update(inquiries).set({ brandUnread: true, buyerUnread: false }).where(eq(inquiries.id, row.id))
      return { entryId: entry!.id, sample: sample! }
    })
    await notify(
      db,
      {
        kind: 'sample_requested',
        inquiryId: created.sample.inquiryId,
        sampleId: created.sample.id,
        to: { brandIds: [created.sample.brandId] },
      },
      now,
    )
    return { entry_id: created.entryId, sample: (await samplesOut(db, lan, [created.sample]))[0]! }
  }),

  handle(advanceSample, async (input, { db, lan, session, now }) => {
    const [row] = await db.select().from(sampleRequests).where(eq(sampleRequests.id, input.sample_id))
    if (!row) {
      throw new ApiError({
        en: `Field sample_id: sample request ${input.sample_id} does not exist`,
        cn: `字段 sample_id：样品申请 ${input.sample_id} 不存在`,
      })
    }
    if (session.brandId === null || session.brandId !== row.brandId) {
      throw new ForbiddenError({
        en: `Only the supplier the inquiry was sent to answers sample request #${row.id}`,
        cn: `只有被询盘的供应商可以处理样品申请 #${row.id}`,
      })
    }
    const step = input.to
    if (step === 'sent' && !input.tracking_number && !input.tracking_note) {
      throw new ApiError({
        en: 'Field tracking_number: give the tracking number, or a note on how the sample travels',
        cn: '字段 tracking_number：请填写运单号，或说明样品的寄送方式',
      })
    }
    const from = SAMPLE_STEP_FROM[step]
    const state = asSampleState(row.status)
    const moved = () =>
      new ConflictError({
        en: `Sample request #${row.id} is ${STATE_WORDS[state].en} now, so it cannot be ${STEP_WORDS[step].en}. Reload the page.`,
        cn: `样品申请 #${row.id} 当前为${STATE_WORDS[state].cn}，不能${STEP_WORDS[step].cn}。请刷新页面。`,
      })
    if (state !== from) throw moved()
    const [inquiry] = await db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, row.inquiryId))
    if (inquiry?.status === 'closed' || inquiry?.status === 'declined') {
      throw new ConflictError({
        en: `The buyer ${inquiry.status === 'closed' ? 'closed' : 'declined the quote of'} inquiry #${row.inquiryId}: its sample request is no longer open`,
        cn: `买家已${inquiry.status === 'closed' ? '关闭询盘' : '拒绝询盘的报价'} #${row.inquiryId}，其样品申请已不再有效`,
      })
    }
    const stamp =
      step === 'accepted'
        ? { acceptedAt: now }
        : step === 'declined'
          ? { declinedAt: now, declineReason: input.reason }
          : { sentAt: now, carrier: input.carrier, trackingNumber: input.tracking_number, trackingNote: input.tracking_note }
    // The state in the WHERE makes two answers from one view (a double tap, two tabs) apply once.
    const [updated] = await db
      .update(sampleRequests)
      .set({ status: step, ...stamp })
      .where(and(eq(sampleRequests.id, row.id), eq(sampleRequests.status, from)))
      .returning()
    if (!updated) {
      throw new ConflictError({
        en: `Sample request #${row.id} changed since you opened it. Reload the page.`,
        cn: `样品申请 #${row.id} 在您打开后已更新，请刷新页面。`,
      })
    }
    await db.update(inquiries).set({ buyerUnread: true, brandUnread: false }).where(eq(inquiries.id, row.inquiryId))
    const kind = step === 'accepted' ? 'sample_accepted' : step === 'declined' ? 'sample_declined' : 'sample_sent'
    await notify(db, { kind, inquiryId: row.inquiryId, sampleId: row.id, to: { userIds: [row.buyerUserId] } }, now)
    return (await samplesOut(db, lan, [updated]))[0]!
  }),
]
