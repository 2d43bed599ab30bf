/**
 * The inquiry part of the demo dataset: inquiries from the seeded buyers to several
 * brands (the demo brand among them) over the last 80 days, with threads, quotes in the shared
 * fields and first-reply times, so the brand's inbox, the buyer's "My inquiries" with its
 * comparison, and the responsiveness figures are not empty on first start. Deterministic: its own
 * random sequence, and every time is counted back from `now`. Called by seedDatabase inside its
 * transaction, after seedEvents.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { mulberry32 } from '../../lib/random'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts } from './seed-events.server'
import { isoDay } from '../db/sql.server'
import { BRAND_MESSAGES, BRAND_NOTES, BUYER_FOLLOW_UPS, BUYER_NOTES, QUOTE_MESSAGE, messageColumns } from './seed-texts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Rng = () => number
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const oneOf = <T>(rng: Rng, list: ReadonlyArray<T>): T => list[Math.floor(rng() * list.length)]!

/** The loading port of each producing country (what FOB names). */
export const LOADING_PORTS: Record<string, string> = {
  EC: 'Guayaquil',
  MY: 'Port Klang',
  TR: 'Mersin',
  CL: 'San Antonio',
  TH: 'Laem Chabang',
  VN: 'Ho Chi Minh City',
  PE: 'Callao',
  ID: 'Tanjung Priok',
  PH: 'Manila',
  ZA: 'Durban',
  BR: 'Santos',
  ES: 'Valencia',
  IT: 'Genoa',
  NZ: 'Tauranga',
  AU: 'Melbourne',
  CN: 'Shanghai',
}
const DESTINATION_PORTS = ['Shanghai', 'Shenzhen (Yantian)', 'Qingdao', 'Tianjin', 'Ningbo', 'Guangzhou (Nansha)']

/** How a product's unit is packed for the MOQ. */
export function packUnitOf(unit: string, rng: Rng): (typeof schema.quotes.$inferInsert)['packUnit'] {
  const u = unit.toLowerCase()
  if (u === 'tonne' || u === 'ton' || u === 'container') return rng() < 0.5 ? 'container_20ft' : 'container_40ft'
  if (u === 'pallet') return 'pallet'
  return rng() < 0.75 ? 'carton' : 'pallet'
}

export async function seedInquiries(db: Db, now: Date): Promise<Record<string, number>> {
  const rng = mulberry32(20261130)
  const buyerRows = await db
    .select({ id: schema.users.id, name: schema.users.name, company: schema.users.company, mobile: schema.users.mobile })
    .from(schema.users)
    .where(eq(schema.users.role, 'buyer'))
    .orderBy(asc(schema.users.id))
  const demoBuyer = buyerRows.find((b) => b.mobile === demoAccounts.buyer.mobile)!
  const seededBuyers = buyerRows.filter((b) => b !== demoBuyer).slice(0, 24)
  const [demoBrandUser] = await db
    .select({ id: schema.users.id, brandId: schema.users.brandId })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.brand.mobile))
  const demoBrandId = demoBrandUser!.brandId!

  // The demo brand and five brands from other countries, each with its products.
  const brandRows = await db
    .select({ id: schema.brands.id, countryCode: schema.brands.countryCode, nameEn: schema.brands.nameEn })
    .from(schema.brands)
    .orderBy(asc(schema.brands.id))
  const chosen = [brandRows.find((b) => b.id === demoBrandId)!]
  for (const b of brandRows) {
    if (chosen.length >= 6) break
    if (!chosen.some((c) => c.countryCode === b.countryCode)) chosen.push(b)
  }
  const productRows = await db
    .select({
      id: schema.products.id,
      brandId: schema.products.brandId,
      unit: schema.products.unit,
      moq: schema.products.moq,
      priceMin: schema.products.priceMin,
      priceMax: schema.products.priceMax,
      currency: schema.products.currency,
      categoryId: schema.products.categoryId,
    })
    .from(schema.products)
    .where(
      inArray(
        schema.products.brandId,
        chosen.map((b) => b.id),
      ),
    )
    .orderBy(asc(schema.products.id))
  const today = isoDay(now)
  const certRows = await db
    .select({ productId: schema.certificates.productId, type: schema.certificates.type })
    .from(schema.certificates)
    .where(
      and(
        inArray(
          schema.certificates.productId,
          productRows.map((p) => p.id),
        ),
        lte(schema.certificates.validFrom, today),
        gte(schema.certificates.validTo, today),
      ),
    )
  const certsOf = (productId: number) => [...new Set(certRows.filter((c) => c.productId === productId).map((c) => c.type))].toSorted()
  // The other brands' sales desks (accounts without a phone or mail: they are never notified).
  const desks = await db
    .insert(schema.users)
    .values(
      chosen
        .filter((b) => b.id !== demoBrandId)
        .map((b) => ({ role: 'brand', name: `${b.nameEn} sales desk`, company: b.nameEn, countryCode: b.countryCode, brandId: b.id })),
    )
    .returning({ id: schema.users.id, brandId: schema.users.brandId })
  const brandUserOf = new Map([[demoBrandId, demoBrandUser!.id], ...desks.map((d) => [d.brandId!, d.id] as [number, number])])

  type Plan = {
    buyer: (typeof buyerRows)[number]
    brand: (typeof chosen)[number]
    lines: Array<(typeof productRows)[number] & { quantity: number }>
    createdAt: Date
    reply: 'quote' | 'message' | 'none'
    replyAfterHours: number
    closed: boolean
    read: boolean
  }
  const plans: Array<Plan> = []
  for (const brand of chosen) {
    const own = productRows.filter((p) => p.brandId === brand.id)
    if (!own.length) continue
    const count = brand.id === demoBrandId ? 12 : int(rng, 6, 9)
    for (let i = 0; i < count; i += 1) {
      const picked = [...new Set(Array.from({ length: int(rng, 1, Math.min(3, own.length)) }, () => oneOf(rng, own)))]
      const ageDays = brand.id === demoBrandId && i < 2 ? 0.2 + i * 0.4 : 1 + rng() * 79
      const replyRoll = rng()
      plans.push({
        buyer: oneOf(rng, seededBuyers),
        brand,
        lines: picked.map((p) => ({ ...p, quantity: p.moq * int(rng, 1, 6) })),
        createdAt: new Date(now.getTime() - ageDays * DAY),
        // The demo brand's two newest wait unread; the rest mostly got an answer.
        reply: brand.id === demoBrandId && i < 2 ? 'none' : replyRoll < 0.6 ? 'quote' : replyRoll < 0.8 ? 'message' : 'none',
        replyAfterHours: rng() < 0.7 ? 0.5 + rng() * 20 : 24 + rng() * 60,
        closed: rng() < 0.08,
        read: rng() < 0.5,
      })
    }
  }
  // The demo buyer's one cart sent to three brands of the same kind of goods, two of which quoted:
  // "My inquiries" opens with a comparison.
  const byCategory = new Map<number, Array<(typeof productRows)[number]>>()
  for (const p of productRows) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p])
  const shared =
    [...byCategory.values()].find((list) => new Set(list.map((p) => p.brandId)).size >= 3) ??
    [...byCategory.values()].toSorted((a, b) => new Set(b.map((p) => p.brandId)).size - new Set(a.map((p) => p.brandId)).size)[0]!
  const demoCart = new Date(now.getTime() - 4 * DAY)
  for (const [index, brandId] of [...new Set(shared.map((p) => p.brandId))].slice(0, 3).entries()) {
    const product = shared.find((p) => p.brandId === brandId)!
    plans.push({
      buyer: demoBuyer,
      brand: chosen.find((b) => b.id === brandId)!,
      lines: [{ ...product, quantity: product.moq * 4 }],
      createdAt: demoCart,
      reply: index < 2 ? 'quote' : 'none',
      replyAfterHours: 3 + index * 9,
      closed: false,
      read: true,
    })
  }

  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  let messageCount = 0
  let quoteCount = 0
  for (const plan of plans) {
    const first = plan.lines[0]!
    const incoterm = oneOf(rng, ['FOB', 'CIF', 'CFR', 'FOB'] as const)
    const destination = oneOf(rng, DESTINATION_PORTS)
    const repliedAt = new Date(plan.createdAt.getTime() + plan.replyAfterHours * HOUR)
    const replied = plan.reply !== 'none' && repliedAt < now
    const followUp = replied && rng() < 0.35
    const note = oneOf(rng, BUYER_NOTES)
    const [inquiry] = await db
      .insert(schema.inquiries)
      .values({
        userId: plan.buyer.id,
        brandId: plan.brand.id,
        message: note.en,
        messageZh: note.zh,
        contactName: plan.buyer.name ?? '',
        contactPhone: plan.buyer.mobile ?? '',
        company: plan.buyer.company ?? '',
        targetPrice: Math.round((first.priceMin * int(rng, 85, 98)) / 100),
        incoterm,
        destinationPort: destination,
        requiredDate: isoDay(plan.createdAt, int(rng, 30, 90)),
        status: plan.closed && replied ? 'closed' : replied ? (plan.reply === 'quote' ? 'quoted' : 'read') : plan.read ? 'read' : 'sent',
        createdAt: plan.createdAt,
        readAt: replied ? repliedAt : plan.read ? new Date(plan.createdAt.getTime() + HOUR) : null,
        firstReplyAt: replied ? repliedAt : null,
        brandUnread: followUp || (!replied && !plan.read),
        buyerUnread: replied && !followUp && plan.buyer !== demoBuyer ? rng() < 0.5 : replied && plan.buyer === demoBuyer,
      })
      .returning({ id: schema.inquiries.id })
    await db.insert(schema.inquiryItems).values(plan.lines.map((l) => ({ inquiryId: inquiry!.id, productId: l.id, quantity: l.quantity })))
    if (!replied) continue
    const brandAuthor = brandUserOf.get(plan.brand.id)!
    const reply = plan.reply === 'quote' ? oneOf(rng, BRAND_NOTES) : oneOf(rng, BRAND_MESSAGES)
    const [entry] = await db
      .insert(schema.inquiryMessages)
      .values({
        inquiryId: inquiry!.id,
        authorUserId: brandAuthor,
        side: 'brand',
        body: reply.en,
        bodyZh: reply.zh,
        createdAt: repliedAt,
      })
      .returning({ id: schema.inquiryMessages.id })
    messageCount += 1
    if (plan.reply === 'quote') {
      const port = incoterm === 'FOB' ? (LOADING_PORTS[plan.brand.countryCode] ?? 'Main port') : destination
      await db.insert(schema.quotes).values(
        plan.lines.map((l) => {
          const packUnit = packUnitOf(l.unit, rng)
          return {
            inquiryId: inquiry!.id,
            messageId: entry!.id,
            productId: l.id,
            unitPrice: l.priceMin + Math.round(((l.priceMax - l.priceMin) * int(rng, 10, 70)) / 100),
            currency: l.currency,
            // Counted in pack units: a container or two, a few pallets, cartons by the hundred.
            moq: packUnit.startsWith('container') ? int(rng, 1, 2) : packUnit === 'pallet' ? int(rng, 2, 10) : int(rng, 1, 5) * 100,
            packUnit,
            incoterm,
            port,
            leadTimeDays: int(rng, 2, 9) * 5,
            shelfLifeDays: oneOf(rng, [180, 270, 365, 540, 730]),
            certificates: certsOf(l.id),
            sampleOffered: rng() < 0.6,
            validUntil: isoDay(repliedAt, 30),
            ...(rng() < 0.4 ? messageColumns(QUOTE_MESSAGE) : {}),
            createdAt: repliedAt,
          }
        }),
      )
      quoteCount += plan.lines.length
    }
    if (followUp) {
      const words = oneOf(rng, BUYER_FOLLOW_UPS)
      await db.insert(schema.inquiryMessages).values({
        inquiryId: inquiry!.id,
        authorUserId: plan.buyer.id,
        side: 'buyer',
        body: words.en,
        bodyZh: words.zh,
        createdAt: new Date(
          Math.max(repliedAt.getTime() + 60_000, Math.min(now.getTime() - 60_000, repliedAt.getTime() + int(rng, 2, 30) * HOUR)),
        ),
      })
      messageCount += 1
    }
  }
  return { inquiries: plans.length, inquiry_messages: messageCount, quotes: quoteCount }
}
