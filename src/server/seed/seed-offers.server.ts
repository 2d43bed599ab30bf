/**
 * Suppliers' offers on the seeded bulk requests (ADR 099), so a buyer's comparison and a
 * brand's bulk inbox are not empty on first start. The demo buyer gets two requests of its own: one
 * for what the demo brand grows (Ecuador), one for Malaysian durian. Each answered or open request
 * gets offers from brands whose products fit it (the inbox's rule: a product in the request's
 * category or below, from the asked origin), priced within the product's range. Deterministic: its
 * own random sequence, times counted back from `now`. Called by seedDatabase after seedHistory.
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { mulberry32 } from '../../lib/random'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { demoAccounts } from './seed-events.server'
import { LOADING_PORTS } from './seed-inquiries.server'
import { isoDay } from '../db/sql.server'
import { OFFER_MESSAGES, messageColumns } from './seed-texts'
import { quoteTermsOut } from '../db/quote-terms.server'

const DAY = 86_400_000
type Rng = () => number
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))

type Request = typeof schema.bulkRequests.$inferSelect

/** The pack unit an offer is counted in, from the unit the buyer asked in. */
function packUnitFor(unit: string, rng: Rng): (typeof schema.bulkOffers.$inferInsert)['packUnit'] {
  if (unit === 'container' || unit === 'tonne') return rng() < 0.5 ? 'container_20ft' : 'container_40ft'
  return rng() < 0.7 ? 'carton' : 'pallet'
}

/** The demo buyer's own two open requests; returns the buyer's id. */
async function demoBuyerRequests(db: Db, now: Date) {
  const [buyer] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.mobile, demoAccounts.buyer.mobile))
  const [brandUser] = await db
    .select({ brandId: schema.users.brandId })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.brand.mobile))
  if (!buyer || !brandUser?.brandId) return undefined
  // The demo brand's largest subcategory, and durian (a subcategory grown in Malaysia).
  const [own] = await db
    .select({ id: schema.categories.id, nameEn: schema.categories.nameEn, nameZh: schema.categories.nameZh, n: sql<number>`count(*)::int` })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
    .where(eq(schema.products.brandId, brandUser.brandId))
    .groupBy(schema.categories.id, schema.categories.nameEn, schema.categories.nameZh)
    .orderBy(sql`count(*) desc`, asc(schema.categories.id))
    .limit(1)
  const [durian] = await db
    .select({ id: schema.categories.id, nameEn: schema.categories.nameEn })
    .from(schema.categories)
    .where(and(eq(schema.categories.nameEn, 'Durian'), isNotNull(schema.categories.parentId)))
  const base = {
    userId: buyer.id,
    company: demoAccounts.buyer.company,
    contactName: demoAccounts.buyer.name,
    contactPhone: '+86 21 5288 0101',
    destinationCountry: 'CN',
    status: 'open',
  }
  const rows: Array<typeof schema.bulkRequests.$inferInsert> = []
  if (own) {
    rows.push({
      ...base,
      productName: own.nameEn,
      productNameZh: own.nameZh,
      spec: 'Export grade, cartons of 18 kg with Chinese back labels; phytosanitary certificate',
      specZh: '出口级，每箱 18 千克，贴中文背标；附植物检疫证书',
      categoryId: own.id,
      quantity: 8,
      unit: 'container',
      targetPrice: null,
      originCountry: 'EC',
      incoterm: 'CIF',
      deadline: isoDay(now, 21),
      createdAt: new Date(now.getTime() - 6 * DAY),
    })
  }
  // Durian from Malaysia where the catalogue has Malaysian durian, else from where it grows.
  const origins = durian
    ? await db
        .selectDistinct({ origin: schema.products.originCountry })
        .from(schema.products)
        .where(eq(schema.products.categoryId, durian.id))
        .orderBy(asc(schema.products.originCountry))
    : []
  const durianOrigin = origins.some((o) => o.origin === 'MY') ? 'MY' : origins[0]?.origin
  if (durian && durianOrigin) {
    rows.push({
      ...base,
      productName: durianOrigin === 'MY' ? 'Musang King durian, frozen whole fruit' : 'Durian, frozen whole fruit',
      productNameZh: durianOrigin === 'MY' ? '猫山王榴莲，冷冻整果' : '榴莲，冷冻整果',
      spec: 'Grade A, 1.5–2.5 kg a fruit, blast-frozen at −35 °C; one 40 ft reefer a month from December',
      specZh: '一级品，单果 1.5–2.5 千克，零下 35 摄氏度速冻；自 12 月起每月一个 40 英尺冷柜',
      categoryId: durian.id,
      quantity: 60,
      unit: 'tonne',
      // Per carton of the catalogue's unit (durian is sold by the 10 kg carton).
      targetPrice: 14_500,
      originCountry: durianOrigin,
      incoterm: 'CFR',
      deadline: isoDay(now, 30),
      createdAt: new Date(now.getTime() - 9 * DAY),
    })
  }
  if (rows.length) await db.insert(schema.bulkRequests).values(rows)
  return buyer.id
}

/** Offers of 1–4 fitting brands on a request, the first of them read by the brand the day it came. */
async function offersFor(db: Db, rng: Rng, request: Request, now: Date, demoBuyerId: number | undefined) {
  if (!request.categoryId) return { offers: [], reads: [] }
  const fitting = await db
    .select({
      id: schema.products.id,
      brandId: schema.products.brandId,
      countryCode: schema.brands.countryCode,
      priceMin: schema.products.priceMin,
      priceMax: schema.products.priceMax,
      currency: schema.products.currency,
    })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
    .innerJoin(schema.brands, eq(schema.brands.id, schema.products.brandId))
    .where(
      and(
        or(eq(schema.products.categoryId, request.categoryId), eq(schema.categories.parentId, request.categoryId)),
        request.originCountry ? eq(schema.products.originCountry, request.originCountry) : undefined,
      ),
    )
    .orderBy(asc(schema.products.brandId), asc(schema.products.id))
  const byBrand = new Map<number, (typeof fitting)[number]>()
  for (const p of fitting) if (!byBrand.has(p.brandId)) byBrand.set(p.brandId, p)
  const candidates = [...byBrand.values()]
  // The demo buyer's own requests have three offers to compare.
  const wanted = request.userId === demoBuyerId ? 3 : request.status === 'quoted' ? int(rng, 2, 4) : int(rng, 0, 3)
  const chosen: typeof candidates = []
  while (chosen.length < Math.min(wanted, candidates.length)) {
    chosen.push(candidates.splice(Math.floor(rng() * candidates.length), 1)[0]!)
  }
  const certRows = chosen.length
    ? await db
        .select({
          productId: schema.certificates.productId,
          type: schema.certificates.type,
          validFrom: schema.certificates.validFrom,
          validTo: schema.certificates.validTo,
        })
        .from(schema.certificates)
        .where(
          inArray(
            schema.certificates.productId,
            chosen.map((p) => p.id),
          ),
        )
    : []
  const latest = Math.min(now.getTime() - 3_600_000, new Date(`${request.deadline}T12:00:00Z`).getTime())
  const offers: Array<typeof schema.bulkOffers.$inferInsert> = []
  const reads: Array<typeof schema.bulkRequestReads.$inferInsert> = []
  for (const p of chosen) {
    const span = Math.max(3_600_000, latest - request.createdAt.getTime())
    const at = new Date(request.createdAt.getTime() + Math.min(span, int(rng, 2, 96) * 3_600_000 + int(rng, 0, 3_599) * 1000))
    const day = at.toISOString().slice(0, 10)
    const packUnit = packUnitFor(request.unit, rng)
    const incoterm = request.incoterm ?? 'FOB'
    const port = incoterm === 'FOB' || incoterm === 'FCA' ? (LOADING_PORTS[p.countryCode] ?? 'Main port') : 'Shanghai'
    offers.push({
      bulkRequestId: request.id,
      brandId: p.brandId,
      authorUserId: null,
      unitPrice: p.priceMin + Math.round(((p.priceMax - p.priceMin) * int(rng, 5, 60)) / 100),
      currency: p.currency,
      moq: packUnit.startsWith('container') ? int(rng, 1, 2) : packUnit === 'pallet' ? int(rng, 2, 10) : int(rng, 2, 8) * 100,
      packUnit,
      incoterm,
      port,
      leadTimeDays: int(rng, 2, 8) * 5,
      shelfLifeDays: [180, 270, 365, 540][int(rng, 0, 3)]!,
      certificates: [...new Set(certRows.filter((c) => c.productId === p.id && c.validFrom <= day && c.validTo >= day).map((c) => c.type))],
      sampleOffered: rng() < 0.6,
      validUntil: isoDay(at, 30),
      ...messageColumns(OFFER_MESSAGES[int(rng, 0, OFFER_MESSAGES.length - 1)]!),
      createdAt: at,
      updatedAt: at,
    })
    reads.push({ brandId: p.brandId, bulkRequestId: request.id, readAt: new Date(at.getTime() - int(rng, 1, 20) * 3_600_000) })
  }
  return { offers, reads }
}

export async function seedBulkOffers(db: Db, now: Date): Promise<Record<string, number>> {
  const rng = mulberry32(20261127)
  const demoBuyerId = await demoBuyerRequests(db, now)
  const requests = await db
    .select()
    .from(schema.bulkRequests)
    .where(inArray(schema.bulkRequests.status, ['open', 'quoted']))
    .orderBy(asc(schema.bulkRequests.id))
  const offers: Array<typeof schema.bulkOffers.$inferInsert> = []
  const reads: Array<typeof schema.bulkRequestReads.$inferInsert> = []
  for (const request of requests) {
    const made = await offersFor(db, rng, request, now, demoBuyerId)
    offers.push(...made.offers)
    reads.push(...made.reads)
  }
  for (let i = 0; i < offers.length; i += 500) await db.insert(schema.bulkOffers).values(offers.slice(i, i + 500))
  for (let i = 0; i < reads.length; i += 500) await db.insert(schema.bulkRequestReads).values(reads.slice(i, i + 500))
  const counters = demoBuyerId === undefined ? 0 : await demoCounters(db, demoBuyerId, now)
  return { bulk_offers: offers.length, bulk_offer_counters: counters }
}

/**
 * The haggling on the demo buyer's first request (the demo brand's own goods): the demo brand's
 * offer carries the buyer's open counter (its bulk inbox has one to answer), and another supplier's
 * offer is at v2, revised in answer to an earlier counter (the buyer's row shows both versions).
 * Prices stay the offers' own (within the product's range); v1 asked 6 % more.
 */
async function demoCounters(db: Db, demoBuyerId: number, now: Date): Promise<number> {
  const [request] = await db
    .select()
    .from(schema.bulkRequests)
    .where(and(eq(schema.bulkRequests.userId, demoBuyerId), eq(schema.bulkRequests.originCountry, 'EC')))
  const [brandUser] = await db
    .select({ brandId: schema.users.brandId })
    .from(schema.users)
    .where(eq(schema.users.mobile, demoAccounts.brand.mobile))
  if (!request || !brandUser?.brandId) return 0
  const demoBrandId = brandUser.brandId
  const onRequest = await db
    .select()
    .from(schema.bulkOffers)
    .where(eq(schema.bulkOffers.bulkRequestId, request.id))
    .orderBy(asc(schema.bulkOffers.createdAt), asc(schema.bulkOffers.id))
  let own = onRequest.find((o) => o.brandId === demoBrandId)
  if (!own) {
    // The request asks for the demo brand's largest subcategory from Ecuador: its products fit.
    const [product] = await db
      .select()
      .from(schema.products)
      .where(
        and(
          eq(schema.products.brandId, demoBrandId),
          eq(schema.products.categoryId, request.categoryId!),
          eq(schema.products.originCountry, 'EC'),
        ),
      )
      .orderBy(asc(schema.products.id))
      .limit(1)
    if (!product) return 0
    const at = new Date(request.createdAt.getTime() + 20 * 3_600_000)
    const message = OFFER_MESSAGES[3]!
    ;[own] = await db
      .insert(schema.bulkOffers)
      .values({
        bulkRequestId: request.id,
        brandId: demoBrandId,
        unitPrice: product.priceMin + Math.round((product.priceMax - product.priceMin) * 0.3),
        currency: product.currency,
        moq: 2,
        packUnit: 'container_40ft',
        incoterm: request.incoterm ?? 'CIF',
        port: 'Shanghai',
        leadTimeDays: 25,
        shelfLifeDays: 28,
        certificates: [],
        sampleOffered: true,
        validUntil: isoDay(now, 25),
        ...messageColumns(message),
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    await db.insert(schema.bulkRequestReads).values({ brandId: demoBrandId, bulkRequestId: request.id, readAt: at }).onConflictDoNothing()
  }
  const counteredAt = new Date(now.getTime() - 2 * DAY)
  await db.insert(schema.bulkOfferCounters).values({
    offerId: own!.id,
    version: own!.version,
    authorUserId: demoBuyerId,
    unitPrice: Math.round((own!.unitPrice * 0.94) / 10) * 10,
    quantity: 10,
    note: '',
    createdAt: counteredAt,
  })
  const other = onRequest.find((o) => o.brandId !== demoBrandId)
  if (!other) return 1
  // v1 at 6 % more, countered at the price v2 now asks.
  const v1At = new Date(Math.min(other.createdAt.getTime(), counteredAt.getTime() - DAY))
  const revisedAt = new Date(counteredAt.getTime() + DAY)
  const v1 = { ...other, unitPrice: Math.round((other.unitPrice * 1.06) / 10) * 10 }
  await db.insert(schema.bulkOfferVersions).values({
    offerId: other.id,
    version: 1,
    terms: quoteTermsOut(v1, 'en'),
    messageZh: other.messageZh,
    madeAt: v1At,
  })
  await db.insert(schema.bulkOfferCounters).values({
    offerId: other.id,
    version: 1,
    authorUserId: demoBuyerId,
    unitPrice: other.unitPrice,
    quantity: null,
    note: '',
    status: 'revised',
    createdAt: new Date(v1At.getTime() + 3_600_000),
    answeredAt: revisedAt,
  })
  await db.update(schema.bulkOffers).set({ version: 2, createdAt: v1At, updatedAt: revisedAt }).where(eq(schema.bulkOffers.id, other.id))
  return 2
}
