/**
 * Sample requests of the demo dataset: across the year, some buyers asked for a sample of the
 * latest quote on their inquiry, and the brand accepted and sent it (with its tracking) or
 * declined it (with a reason); the latest ones are still requested or accepted. The demo buyer
 * got samples sent by the demo brand before two of its orders, and has one request the demo brand
 * has yet to answer. Addresses, notes, reasons and tracking are in the buyer's or brand's own
 * language (Chinese for a buyer in China). Deterministic, dated from each quote; called by
 * seedDatabase after the notifications, so the rows before it keep their ids.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts } from './seed-events.server'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const ADDRESSES = {
  en: [
    'Harbourside Foods, Unit 12, 4 Harbour Road, Wan Chai, Hong Kong. Attn: Import desk, +852 2100 3344',
    'Nordic Fine Foods AB, Lagervägen 8, 252 32 Helsingborg, Sweden. Attn: Erik Lund, +46 42 123 456',
    'Gulf Gourmet LLC, Warehouse 7, Al Quoz 3, Dubai, UAE. Attn: Samir Haddad, +971 4 555 0199',
    'Pacific Provisions Inc., 2200 Harbor Blvd, Long Beach, CA 90810, USA. Attn: QA lab, +1 562 555 0142',
  ],
  zh: [
    '上海市浦东新区张杨路 500 号 18 楼 进口部 收，电话 021 5888 0123',
    '广州市天河区体育西路 191 号 中石化大厦 B 座 2305 室 王先生 收，电话 020 3888 1234',
    '北京市朝阳区建国路 88 号 SOHO 现代城 3 号楼 1102 进口部 收，电话 010 8580 6677',
  ],
}
const NOTES = {
  en: ['Two cartons are enough; we test shelf life in our lab.', 'Please include the certificate of analysis.', ''],
  zh: ['请随样品附上检测报告。', '两箱即可，我们需要做货架期测试。', ''],
}
const DECLINES = {
  en: ['Out of season until March; we can send one from the new harvest.', 'We send samples only for orders above one container.'],
  zh: ['目前为淡季，三月新货上市后可寄样。', '仅对一个货柜以上的订单提供样品。'],
}
const TRACKING = [
  { carrier: 'DHL Express', number: '1234567890', note: '' },
  { carrier: 'SF Express', number: 'SF1029384756', note: '' },
  { carrier: 'EMS', number: 'EE123456789CN', note: '' },
  { carrier: '', number: '', note: 'Hand-carried by our agent to the Shanghai office on Monday.' },
  { carrier: '', number: '', note: '随下一批空运货物一同寄出，到港后联系您。' },
]

/** The states a seeded request can be in. */
const STATES = ['requested', 'accepted', 'declined', 'sent'] as const

export async function seedSamples(db: Db, now: Date): Promise<Record<string, number>> {
  const [demoBuyer] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.mobile, demoAccounts.buyer.mobile))
  const [demoBrand] = await db
    .select({ brandId: schema.users.brandId })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.brand.mobile))
  // Each quoted or accepted inquiry with its latest quote entry and when that quote was made.
  const rows = await db
    .select({
      id: schema.inquiries.id,
      userId: schema.inquiries.userId,
      brandId: schema.inquiries.brandId,
      status: schema.inquiries.status,
      decidedAt: schema.inquiries.decidedAt,
      country: schema.users.countryCode,
      mobile: schema.users.mobile,
      entry: sql<number>`max(${schema.quotes.messageId})`.mapWith(Number),
      quotedAt: sql<Date>`max(${schema.quotes.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(schema.inquiries)
    .innerJoin(schema.quotes, eq(schema.quotes.inquiryId, schema.inquiries.id))
    .innerJoin(schema.users, eq(schema.users.id, schema.inquiries.userId))
    .where(inArray(schema.inquiries.status, ['quoted', 'accepted']))
    .groupBy(schema.inquiries.id, schema.users.countryCode, schema.users.mobile)
    .orderBy(asc(schema.inquiries.id))
  if (!rows.length) return { sample_requests: 0 }
  const products = await db
    .select({ entry: schema.quotes.messageId, productId: schema.quotes.productId })
    .from(schema.quotes)
    .where(
      inArray(
        schema.quotes.messageId,
        rows.map((r) => r.entry),
      ),
    )
    .orderBy(asc(schema.quotes.productId))

  type Plan = { row: (typeof rows)[number]; state: (typeof STATES)[number] }
  const plans: Array<Plan> = []
  const planned = new Set<number>()
  const plan = (row: (typeof rows)[number] | undefined, state: (typeof STATES)[number]) => {
    if (!row || planned.has(row.id)) return
    planned.add(row.id)
    plans.push({ row, state })
  }
  const isDemoBuyer = (r: (typeof rows)[number]) => r.userId === demoBuyer?.id
  const byQuote = rows.toSorted((a, b) => a.quotedAt.getTime() - b.quotedAt.getTime() || a.id - b.id)
  // The demo buyer's two oldest orders with the demo brand had a sample first; its latest open
  // quote has a sample on the way; the demo brand's inbox has the latest request still to answer.
  rows
    .filter((r) => isDemoBuyer(r) && r.brandId === demoBrand?.brandId && r.status === 'accepted')
    .slice(0, 2)
    .forEach((row) => plan(row, 'sent'))
  plan(
    byQuote.findLast((r) => isDemoBuyer(r) && r.status === 'quoted'),
    'accepted',
  )
  plan(
    byQuote.findLast((r) => !isDemoBuyer(r) && r.brandId === demoBrand?.brandId && r.status === 'quoted'),
    'requested',
  )
  // The rest of the year: every sixth quoted or accepted inquiry, answered and sent or declined;
  // the newest few still open.
  const others = byQuote.filter((r) => !isDemoBuyer(r) && r.brandId !== demoBrand?.brandId && r.status === 'quoted')
  others.slice(-4).forEach((row, i) => plan(row, i % 2 ? 'requested' : 'accepted'))
  rows
    .filter((r) => !isDemoBuyer(r))
    .filter((_, i) => i % 6 === 2)
    .forEach((row, i) => plan(row, i % 3 === 1 ? 'declined' : 'sent'))

  let count = 0
  for (const [index, { row, state }] of plans.entries()) {
    // Each step follows the last, all before now however recent the quote.
    const quarter = Math.max(0, now.getTime() - row.quotedAt.getTime()) / 4
    const asked = new Date(row.quotedAt.getTime() + Math.min(5 * HOUR, quarter))
    const answered = new Date(asked.getTime() + Math.min(20 * HOUR, quarter))
    const sent = new Date(answered.getTime() + Math.min(2 * DAY, quarter))
    const reached = state
    const zh = row.country === 'CN' || (row.mobile ?? '').startsWith('+86')
    const lang = zh ? 'zh' : 'en'
    const brandZh = index % 2 === 1
    const address = ADDRESSES[lang][index % ADDRESSES[lang].length]!
    const note = NOTES[lang][index % NOTES[lang].length]!
    const tracking = TRACKING[index % TRACKING.length]!
    const productIds = products.filter((p) => p.entry === row.entry).map((p) => p.productId)
    if (!productIds.length) continue
    const [entry] = await db
      .insert(schema.inquiryMessages)
      .values({ inquiryId: row.id, authorUserId: row.userId, side: 'buyer', body: note, createdAt: asked })
      .returning({ id: schema.inquiryMessages.id })
    await db.insert(schema.sampleRequests).values({
      inquiryId: row.id,
      entryId: entry!.id,
      quoteEntryId: row.entry,
      buyerUserId: row.userId,
      brandId: row.brandId,
      productIds: productIds.slice(0, 2),
      address,
      status: reached,
      declineReason: reached === 'declined' ? DECLINES[brandZh ? 'zh' : 'en'][index % 2]! : '',
      carrier: reached === 'sent' ? tracking.carrier : '',
      trackingNumber: reached === 'sent' ? tracking.number : '',
      trackingNote: reached === 'sent' ? tracking.note : '',
      createdAt: asked,
      acceptedAt: reached === 'accepted' || reached === 'sent' ? answered : null,
      declinedAt: reached === 'declined' ? answered : null,
      sentAt: reached === 'sent' ? sent : null,
    })
    count += 1
  }
  return { sample_requests: count }
}
