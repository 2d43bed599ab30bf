/**
 * A year of platform history before `now`, so the analyst reports and the brands'
 * funnels mean something from the first start: buyers joining (with their profiles), page views,
 * inquiries with their items and the brands' answers (a thread entry, and quote rows for the
 * quoted ones: the brand's own products at a price within the product's range, certificates the
 * product held that day), meeting wishes and event-day outcomes at the past activities. Deterministic (its own PRNG, no clock but `now`); `scale` (SEED_SCALE) multiplies
 * every volume. Growth is gentle: later months have more of everything than earlier ones.
 */
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { mulberry32 } from '../../lib/random'
import { LOADING_PORTS, packUnitOf } from './seed-inquiries.server'
import { BRAND_MESSAGES, BRAND_NOTES, BULK_SPECS, QUOTE_MESSAGE, messageColumns } from './seed-texts'

/** The history's buyers' phone numbers: a range of their own (+86 1371…), apart from the demo and test accounts. */
const historyMobile = (i: number) => `+861371${String(i + 1).padStart(7, '0')}`
const DAY = 24 * 3600 * 1000
const HISTORY_DAYS = 365

type Rng = () => number
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const pickOne = <T>(rng: Rng, list: ReadonlyArray<T>): T => list[Math.floor(rng() * list.length)]!

async function insertAll<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500))
}

/** Where the history's buyers are based, weighted: mostly mainland importers, some regional ones. */
const BUYER_COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'MY', 'TH', 'VN', 'ID', 'AU', 'NZ', 'ES', 'IT'] as const

/** Company names: a city and a trade name per country, e.g. "Xiamen Bluewave Imports". */
const CITIES: Record<string, ReadonlyArray<string>> = {
  CN: ['Shanghai', 'Guangzhou', 'Shenzhen', 'Beijing', 'Xiamen', 'Qingdao', 'Ningbo', 'Chengdu', 'Wuhan', 'Tianjin', 'Kunming', 'Dalian'],
  MY: ['Penang', 'Johor Bahru', 'Kuala Lumpur'],
  TH: ['Bangkok', 'Chiang Mai'],
  VN: ['Ho Chi Minh City', 'Hanoi'],
  ID: ['Jakarta', 'Surabaya'],
  AU: ['Sydney', 'Melbourne'],
  NZ: ['Auckland'],
  ES: ['Valencia', 'Barcelona'],
  IT: ['Milan', 'Verona'],
}
const TRADE_NAMES = [
  'Bluewave',
  'Harvest Link',
  'Golden Orchard',
  'Evergreen',
  'Silk Road',
  'Pacific Table',
  'Sunrise',
  'Jade River',
  'Red Lantern',
  'Fresh Bridge',
  'Northstar',
  'Lotus Gate',
  'Silver Birch',
  'Coastline',
  'Four Seasons',
  'Riverbend',
  'Summit',
  'Bamboo Grove',
  'Orient Star',
  'Greenfield',
  'Clear Spring',
  'Morning Dew',
  'Crescent',
  'Highland',
]
const TRADE_KINDS = ['Imports', 'Trading Co.', 'Food Supply', 'Fresh Produce', 'Foods Ltd.', 'Supply Chain', 'Distribution', 'Provisions']

/**
 * The n-th company name of a country: every (city, trade name, kind) once, in a shuffled order
 * (a stride co-prime with their number), so no two buyers share a name.
 */
function companyName(country: string, n: number): string {
  const cities = CITIES[country]!
  const capacity = cities.length * TRADE_NAMES.length * TRADE_KINDS.length
  const k = (n * 7919) % capacity
  const name = `${cities[k % cities.length]} ${TRADE_NAMES[Math.floor(k / cities.length) % TRADE_NAMES.length]} ${TRADE_KINDS[Math.floor(k / (cities.length * TRADE_NAMES.length))]}`
  return n < capacity ? name : `${name} ${['North', 'South', 'East', 'West'][Math.floor(n / capacity) % 4]}`
}
const PERSON_NAMES = [
  'Zhang Wei',
  'Liu Yang',
  'Chen Jing',
  'Wang Lei',
  'Zhao Min',
  'Huang Li',
  'Ng Siew Ling',
  'Tran Minh',
  'Sari Putri',
  'Emma Clarke',
]
const VOLUMES = [
  '1 container a month',
  '20 tonnes a quarter',
  '5,000 cartons a season',
  'weekly air freight',
  '2 × 40 ft containers a month',
]

/**
 * How much happens `daysAgo` days before now, relative to today (1): the platform grew through
 * the year, and weekends are quieter.
 */
const activityLevel = (daysAgo: number, when: Date) =>
  (0.45 + 0.55 * (1 - daysAgo / HISTORY_DAYS)) * ([0, 6].includes(when.getUTCDay()) ? 0.6 : 1)

export async function seedHistory(db: Db, now: Date, scale = 1): Promise<Record<string, number>> {
  const rng = mulberry32(30_2026)
  // One after another: `db` is the seed's transaction, one connection (pg refuses overlapping queries on one client).
  const [brandRows, productRows, categoryRows, activityRows, memberRows] = [
    await db
      .select({ id: schema.brands.id, countryCode: schema.brands.countryCode, nameEn: schema.brands.nameEn })
      .from(schema.brands)
      .orderBy(schema.brands.id),
    await db
      .select({
        id: schema.products.id,
        brandId: schema.products.brandId,
        moq: schema.products.moq,
        unit: schema.products.unit,
        priceMin: schema.products.priceMin,
        priceMax: schema.products.priceMax,
        currency: schema.products.currency,
      })
      .from(schema.products)
      .orderBy(schema.products.id),
    await db.select({ id: schema.categories.id, parentId: schema.categories.parentId }).from(schema.categories),
    await db
      .select({
        id: schema.activities.id,
        kind: schema.activities.kind,
        countryCode: schema.activities.countryCode,
        startsAt: schema.activities.startsAt,
      })
      .from(schema.activities)
      .orderBy(schema.activities.id),
    await db.select({ id: schema.memberCategories.id }).from(schema.memberCategories),
  ]
  type Product = (typeof productRows)[number]
  const productsByBrand = new Map<number, Array<Product>>()
  for (const p of productRows) {
    const own = productsByBrand.get(p.brandId)
    if (own) own.push(p)
    else productsByBrand.set(p.brandId, [p])
  }
  const brandsWithProducts = brandRows.filter((b) => productsByBrand.has(b.id))
  const subIds = categoryRows.filter((c) => c.parentId !== null).map((c) => c.id)

  // ── buyers joining through the year, more of them lately ──
  const buyerCount = 240 * scale
  const perCountry = new Map<string, number>()
  const buyerSpecs = Array.from({ length: buyerCount }, (_, i) => {
    // A quarter were already members when the year began; the rest joined through it, a little
    // more often lately.
    const daysAgo = i % 4 === 0 ? int(rng, HISTORY_DAYS - 20, HISTORY_DAYS) : Math.floor(HISTORY_DAYS * (1 - rng() ** 0.8))
    const country = pickOne(rng, BUYER_COUNTRIES)
    const nth = perCountry.get(country) ?? 0
    perCountry.set(country, nth + 1)
    const company = companyName(country, nth)
    const joined = new Date(now.getTime() - daysAgo * DAY - int(rng, 0, 86_399) * 1000)
    const roll = rng()
    // The organiser has worked through the history's submissions: the waiting queue is the seed's own.
    const status = roll < 0.86 ? 'verified' : roll < 0.91 ? 'rejected' : 'none'
    return { i, country, company, joined, daysAgo, status, name: pickOne(rng, PERSON_NAMES) }
  })
  const buyerIds: Array<number> = []
  for (let i = 0; i < buyerSpecs.length; i += 500) {
    const rows = await db
      .insert(schema.users)
      .values(
        buyerSpecs.slice(i, i + 500).map((b) => ({
          mobile: historyMobile(b.i),
          role: 'buyer',
          name: b.name,
          company: b.company,
          countryCode: b.country,
          createdAt: b.joined,
        })),
      )
      .returning({ id: schema.users.id })
    buyerIds.push(...rows.map((r) => r.id))
  }
  await insertAll(
    db,
    schema.buyerProfiles,
    buyerSpecs.flatMap((b, k) =>
      b.status === 'none'
        ? []
        : [
            {
              userId: buyerIds[k]!,
              company: b.company,
              contactName: b.name,
              countryCode: b.country,
              memberCategoryIds: [pickOne(rng, memberRows).id],
              interestCategoryIds: [pickOne(rng, subIds), pickOne(rng, subIds)].filter((v, n, all) => all.indexOf(v) === n),
              originCountries: [pickOne(rng, ['EC', 'MY', 'TR', 'TH', 'VN', 'CL', 'PE', 'ID', 'NZ'])],
              volume: pickOne(rng, VOLUMES),
              status: b.status,
              reason: b.status === 'rejected' ? 'The business licence does not match the company name.' : '',
              decidedAt: b.status === 'verified' || b.status === 'rejected' ? new Date(b.joined.getTime() + int(rng, 1, 5) * DAY) : null,
              submittedAt: b.joined,
            },
          ],
    ),
  )
  // They registered through the buyer form, as every buyer does: the home page's buyer counter
  // (catalogue_counts over buyer_forms) counts them.
  await insertAll(
    db,
    schema.buyerForms,
    buyerSpecs.flatMap((b, k) =>
      b.status === 'none'
        ? []
        : [
            {
              userId: buyerIds[k]!,
              company: b.company,
              contactName: b.name,
              mobile: historyMobile(b.i),
              countryCode: b.country,
              createdAt: b.joined,
            },
          ],
    ),
  )

  // ── inquiries: each buyer asks a few brands after joining; most get an answer, most answers are quotes ──
  type Answer = { kind: 'quote' | 'message'; at: Date; lines: Array<{ product: Product; quantity: number }> }
  const inquiryRows: Array<typeof schema.inquiries.$inferInsert> = []
  const itemsOf: Array<Array<{ product: Product; quantity: number }>> = []
  const answers: Array<Answer | null> = []
  // The answers draw from a sequence of their own, so the rest of the history is as it was.
  const arng = mulberry32(30_2027)
  buyerSpecs.forEach((b, k) => {
    // About one inquiry a month per buyer, from the day they joined.
    for (let n = 0, count = Math.round((b.daysAgo / 30) * (0.4 + rng())); n < count; n++) {
      const daysAgo = Math.floor(b.daysAgo * rng())
      const at = new Date(now.getTime() - daysAgo * DAY - int(rng, 0, 86_399) * 1000)
      if (rng() > activityLevel(daysAgo, at) + 0.2) continue
      const brand = pickOne(rng, brandsWithProducts)
      const own = productsByBrand.get(brand.id)!
      const product = pickOne(rng, own)
      const roll = rng()
      const readAfter = 0.5 + rng() * 6
      const hoursLater = (hours: number) => new Date(at.getTime() + hours * 3_600_000)
      // Older inquiries were mostly answered, within hours to a couple of days; the last days'
      // are still waiting. Three answers in four are quotes.
      const answered = daysAgo >= 2 && roll < 0.68
      const replyAt = answered ? hoursLater(readAfter + 0.5 + rng() * 40) : null
      const incoterm = pickOne(rng, ['FOB', 'CIF', 'CFR', 'EXW'])
      const destinationPort = pickOne(rng, ['Shanghai', 'Shenzhen (Yantian)', 'Guangzhou (Nansha)', 'Qingdao', 'Tianjin', 'Xiamen'])
      const lines = [{ product, quantity: product.moq * int(rng, 1, 5) }]
      const second = pickOne(arng, own)
      if (second !== product && arng() < 0.3) lines.push({ product: second, quantity: second.moq * int(arng, 1, 5) })
      const answer: Answer | null = replyAt && replyAt < now ? { kind: arng() < 0.75 ? 'quote' : 'message', at: replyAt, lines } : null
      // The inbox's states: quoted at the first quote (closed by the buyer later), read when opened.
      const status =
        answer?.kind === 'quote'
          ? daysAgo < 30 || arng() < 0.3
            ? 'quoted'
            : 'closed'
          : answer
            ? daysAgo < 30
              ? 'read'
              : 'closed'
            : daysAgo < 2
              ? roll < 0.5
                ? 'sent'
                : 'read'
              : roll < 0.8
                ? 'closed'
                : roll < 0.92
                  ? 'read'
                  : 'sent'
      inquiryRows.push({
        readAt: status === 'sent' ? null : hoursLater(readAfter),
        firstReplyAt: answer?.at ?? null,
        brandUnread: status === 'sent',
        buyerUnread: false,
        userId: buyerIds[k]!,
        brandId: brand.id,
        message: '',
        contactName: b.name,
        company: b.company,
        targetPrice: arng() < 0.5 ? Math.round((product.priceMin * int(arng, 85, 98)) / 100) : null,
        incoterm,
        destinationPort,
        status,
        createdAt: at,
      })
      itemsOf.push(lines)
      answers.push(answer)
    }
  })
  const inquiryIds: Array<number> = []
  for (let i = 0; i < inquiryRows.length; i += 500) {
    const rows = await db
      .insert(schema.inquiries)
      .values(inquiryRows.slice(i, i + 500))
      .returning({ id: schema.inquiries.id })
    inquiryIds.push(...rows.map((r) => r.id))
  }
  await insertAll(
    db,
    schema.inquiryItems,
    itemsOf.flatMap((lines, n) => lines.map((l) => ({ inquiryId: inquiryIds[n]!, productId: l.product.id, quantity: l.quantity }))),
  )

  // The brands' answers: a thread entry by the brand's sales desk, carrying quote lines when quoted.
  const brandUsers = await db
    .select({ id: schema.users.id, brandId: schema.users.brandId })
    .from(schema.users)
    .where(sql`${schema.users.role} = 'brand' AND ${schema.users.brandId} IS NOT NULL`)
    .orderBy(schema.users.id)
  const deskOf = new Map<number, number>()
  for (const u of brandUsers) if (!deskOf.has(u.brandId!)) deskOf.set(u.brandId!, u.id)
  const answeredBrands = [...new Set(inquiryRows.filter((_, n) => answers[n]).map((r) => r.brandId))].filter((id) => !deskOf.has(id))
  const brandById = new Map(brandRows.map((b) => [b.id, b]))
  for (let i = 0; i < answeredBrands.length; i += 500) {
    const desks = await db
      .insert(schema.users)
      .values(
        answeredBrands.slice(i, i + 500).map((id) => {
          const brand = brandById.get(id)!
          return { role: 'brand', name: `${brand.nameEn} sales desk`, company: brand.nameEn, countryCode: brand.countryCode, brandId: id }
        }),
      )
      .returning({ id: schema.users.id, brandId: schema.users.brandId })
    for (const d of desks) deskOf.set(d.brandId!, d.id)
  }
  const certRows = await db
    .select({
      productId: schema.certificates.productId,
      type: schema.certificates.type,
      validFrom: schema.certificates.validFrom,
      validTo: schema.certificates.validTo,
    })
    .from(schema.certificates)
  const certsByProduct = new Map<number, typeof certRows>()
  for (const c of certRows) {
    const list = certsByProduct.get(c.productId)
    if (list) list.push(c)
    else certsByProduct.set(c.productId, [c])
  }
  /** The product's certificate types valid on the day (YYYY-MM-DD). */
  const certsOn = (productId: number, day: string) =>
    [...new Set((certsByProduct.get(productId) ?? []).filter((c) => c.validFrom <= day && c.validTo >= day).map((c) => c.type))].toSorted()
  const answered = answers.flatMap((answer, n) => (answer ? [{ answer, n }] : []))
  const quoteRows: Array<typeof schema.quotes.$inferInsert> = []
  for (let i = 0; i < answered.length; i += 500) {
    const chunk = answered.slice(i, i + 500)
    const entries = await db
      .insert(schema.inquiryMessages)
      .values(
        chunk.map(({ answer, n }) => {
          const body = pickOne(arng, answer.kind === 'quote' ? BRAND_NOTES : BRAND_MESSAGES)
          return {
            inquiryId: inquiryIds[n]!,
            authorUserId: deskOf.get(inquiryRows[n]!.brandId)!,
            side: 'brand',
            body: body.en,
            bodyZh: body.zh,
            createdAt: answer.at,
          }
        }),
      )
      .returning({ id: schema.inquiryMessages.id })
    chunk.forEach(({ answer, n }, c) => {
      if (answer.kind !== 'quote') return
      const inquiry = inquiryRows[n]!
      const brand = brandById.get(inquiry.brandId)!
      const incoterm = inquiry.incoterm === 'EXW' ? 'FOB' : inquiry.incoterm!
      const day = answer.at.toISOString().slice(0, 10)
      for (const { product } of answer.lines) {
        const packUnit = packUnitOf(product.unit, arng)
        quoteRows.push({
          inquiryId: inquiryIds[n]!,
          messageId: entries[c]!.id,
          productId: product.id,
          // Within the product's published range, nearer its low end for larger orders.
          unitPrice: product.priceMin + Math.round(((product.priceMax - product.priceMin) * int(arng, 10, 70)) / 100),
          currency: product.currency,
          moq: packUnit.startsWith('container') ? int(arng, 1, 2) : packUnit === 'pallet' ? int(arng, 2, 10) : int(arng, 1, 5) * 100,
          packUnit,
          incoterm,
          port: incoterm === 'FOB' ? (LOADING_PORTS[brand.countryCode] ?? 'Main port') : inquiry.destinationPort!,
          leadTimeDays: int(arng, 2, 9) * 5,
          shelfLifeDays: pickOne(arng, [180, 270, 365, 540, 730]),
          certificates: certsOn(product.id, day),
          sampleOffered: arng() < 0.6,
          validUntil: new Date(answer.at.getTime() + 30 * DAY).toISOString().slice(0, 10),
          ...(arng() < 0.3 ? messageColumns(QUOTE_MESSAGE) : {}),
          createdAt: answer.at,
        })
      }
    })
  }
  await insertAll(db, schema.quotes, quoteRows)

  // ── bulk procurement requests: the recent ones open, the older ones answered or closed ──
  const subRows = await db
    .select({ id: schema.categories.id, nameEn: schema.categories.nameEn, nameZh: schema.categories.nameZh })
    .from(schema.categories)
    .where(sql`${schema.categories.parentId} IS NOT NULL`)
    .orderBy(schema.categories.id)
  // Requests name the subcategory's goods, in both languages (a page shows one script).
  const UNITS = ['tonne', 'carton', 'container', 'kg'] as const
  // The origins each subcategory's products come from (products sit in a subcategory or below).
  const originRows = (await db.execute(sql`
    SELECT DISTINCT coalesce(c.parent_id, c.id) AS sub, c.id AS own, p.origin_country AS origin
    FROM products p JOIN categories c ON c.id = p.category_id ORDER BY 1, 2, 3`)) as unknown as {
    rows: Array<{ sub: number; own: number; origin: string }>
  }
  const priceRows = (await db.execute(sql`
    SELECT coalesce(c.parent_id, c.id) AS sub, min(p.price_min)::int AS lo, max(p.price_max)::int AS hi
    FROM products p JOIN categories c ON c.id = p.category_id WHERE p.currency = 'USD' GROUP BY 1`)) as unknown as {
    rows: Array<{ sub: number; lo: number; hi: number }>
  }
  const priceOf = new Map(priceRows.rows.map((r) => [r.sub, r]))
  const targetIn = (sub: number, percent: number) => {
    const range = priceOf.get(sub)
    return range ? Math.round((range.lo + ((range.hi - range.lo) * percent) / 200) / 10) * 10 : null
  }
  const originsOf = new Map<number, Array<string>>()
  for (const { sub, own, origin } of originRows.rows) {
    for (const id of new Set([sub, own])) {
      const list = originsOf.get(id) ?? []
      if (!list.includes(origin)) list.push(origin)
      originsOf.set(id, list)
    }
  }
  const requesters = buyerSpecs.map((b, k) => ({ b, id: buyerIds[k]! })).filter(({ b }) => b.status === 'verified')
  const bulkRows: Array<typeof schema.bulkRequests.$inferInsert> = Array.from({ length: 36 * scale }, (_, k) => {
    const { b, id } = pickOne(rng, requesters)
    const sub = pickOne(rng, subRows)
    const chinese = b.country === 'CN'
    const open = k % 3 !== 0
    const createdDaysAgo = open ? int(rng, 1, 40) : int(rng, 60, Math.max(61, b.daysAgo))
    const createdAt = new Date(now.getTime() - createdDaysAgo * DAY - int(rng, 0, 86_399) * 1000)
    const deadline = new Date(createdAt.getTime() + int(rng, 30, 120) * DAY)
    const unit = pickOne(rng, UNITS)
    const spec = pickOne(rng, BULK_SPECS)
    return {
      userId: id,
      company: b.company,
      contactName: b.name,
      contactPhone: `+86 21 5${String(100 + k).padStart(3, '0')} ${String(1000 + k * 7).slice(-4)}`,
      productName: sub.nameEn,
      productNameZh: sub.nameZh,
      spec: spec.en,
      specZh: spec.zh,
      categoryId: sub.id,
      quantity:
        unit === 'container' ? int(rng, 2, 20) : unit === 'kg' ? int(rng, 5, 50) * 1000 : int(rng, 2, 60) * (unit === 'carton' ? 500 : 10),
      unit,
      // A target in the lower part of what the catalogue asks for it, per the catalogue's unit.
      targetPrice: rng() < 0.6 ? targetIn(sub.id, int(rng, 0, 100)) : null,
      destinationCountry: chinese ? 'CN' : b.country,
      // An origin that grows it (so suppliers see the request), or any origin.
      originCountry: rng() < 0.7 ? pickOne(rng, originsOf.get(sub.id) ?? [null]) : null,
      incoterm: pickOne(rng, ['FOB', 'CIF', 'CFR', 'DAP']),
      deadline: deadline.toISOString().slice(0, 10),
      note: '',
      status: open ? 'open' : rng() < 0.6 ? 'quoted' : 'closed',
      createdAt,
    }
  })
  await insertAll(db, schema.bulkRequests, bulkRows)

  // ── brands joined through the year, in the order of their ids (so "newest first" stays as it was) ──
  await db.execute(sql`
    UPDATE brands SET created_at = ${now.toISOString()}::timestamptz
      - make_interval(secs => ((SELECT max(id) FROM brands) - id)::float8 * ${(HISTORY_DAYS - 1) * 86_400}::int / (SELECT max(id) FROM brands))`)

  // ── the past activities: buyers' wishes beforehand and the event-day outcomes ──
  const past = activityRows.filter((a) => a.kind !== 'online' && a.startsAt.getTime() < now.getTime() - 2 * DAY)
  const wishRows: Array<typeof schema.meetingWishes.$inferInsert> = []
  const dockingRows: Array<typeof schema.dockings.$inferInsert> = []
  for (const activity of past) {
    const hosts = brandRows.filter((b) => b.countryCode === activity.countryCode)
    if (!hosts.length) continue
    const attending = buyerSpecs
      .map((b, k) => ({ b, id: buyerIds[k]! }))
      .filter(({ b }) => b.joined < activity.startsAt && b.status === 'verified')
    const taken = new Set<string>()
    for (let n = 0, count = Math.min(attending.length * 2, 40 * scale); n < count; n++) {
      const { b, id } = pickOne(rng, attending)
      const brand = pickOne(rng, hosts)
      const pair = `${id}:${brand.id}`
      if (taken.has(pair)) continue
      taken.add(pair)
      wishRows.push({
        activityId: activity.id,
        buyerUserId: id,
        brandId: brand.id,
        buyerLevel: rng() < 0.4 ? 'must' : 'like',
        buyerRank: int(rng, 1, 5),
        brandAnswer: rng() < 0.8 ? 'accept' : 'decline',
        updatedAt: new Date(activity.startsAt.getTime() - int(rng, 2, 14) * DAY),
      })
      if (rng() < 0.7) {
        const status = pickOne(rng, ['met', 'met', 'met', 'deal', 'deal', 'cancelled'])
        dockingRows.push({
          activityId: activity.id,
          buyerCompany: b.company,
          buyerUserId: id,
          brandId: brand.id,
          tableNo: int(rng, 1, 60),
          status,
          scheduledAt: new Date(activity.startsAt.getTime() + int(rng, 0, 16) * 30 * 60_000),
          intentAmount: status === 'deal' ? int(rng, 20, 400) * 100_000 : 0,
          notes: '',
        })
      }
    }
  }
  await insertAll(db, schema.meetingWishes, wishRows)
  await insertAll(db, schema.dockings, dockingRows)

  // ── page views: generated in the database, a steady daily traffic that grew through the year ──
  const brandCount = brandRows.length
  const productCount = productRows.length
  const views = await db.execute(sql`
    INSERT INTO page_views (path, ref_type, ref_id, created_at)
    SELECT CASE WHEN k % 5 = 0 THEN '/brand/detail' WHEN k % 11 = 0 THEN '/' ELSE '/product/detail' END,
      CASE WHEN k % 5 = 0 THEN 'brand' WHEN k % 11 = 0 THEN 'page' ELSE 'product' END,
      CASE WHEN k % 5 = 0 THEN 1 + ((d::bigint * 7919 + k::bigint * 104729) % ${brandCount}::int)::int
        WHEN k % 11 = 0 THEN NULL ELSE 1 + ((d::bigint * 15485863 + k::bigint * 32452843) % ${productCount}::int)::int END,
      ${now.toISOString()}::timestamptz - make_interval(days => d) - make_interval(secs => (k::bigint * 613 + d * 97) % 86400)
    FROM generate_series(1, ${HISTORY_DAYS}::int) AS d,
      LATERAL generate_series(1, (${scale}::int * (60 + 90 * (${HISTORY_DAYS}::int - d) / ${HISTORY_DAYS}::int)
        * CASE WHEN extract(dow FROM ${now.toISOString()}::timestamptz - make_interval(days => d)) IN (0, 6) THEN 6 ELSE 10 END / 10)::int) AS k`)

  return {
    history_buyers: buyerCount,
    history_bulk_requests: bulkRows.length,
    history_inquiries: inquiryRows.length,
    history_answers: answered.length,
    history_quote_lines: quoteRows.length,
    history_wishes: wishRows.length,
    history_dockings: dockingRows.length,
    history_page_views: 'affectedRows' in views ? Number(views.affectedRows) : Number((views as { rowCount?: number }).rowCount ?? 0),
  }
}
