/**
 * The deterministic bilingual demo dataset. An empty database is filled with it at first start
 * (src/server/app/app-api.server.ts); `npm run db:seed` rebuilds it. The same `now` always yields
 * the same rows: a seeded PRNG, never Math.random. Activity dates are relative to `now`, so
 * there are always past, live and upcoming events.
 *
 * Options (environment variables where the server and `npm run db:seed` read them):
 * - SEED_SCALE=N: the catalogue at N × its 3,000 products (./seed-scale.server.ts);
 * - SEED_LIVE_DAY=<buyers>x<brands>, e.g. 200x60: the live activity's event day at that size
 *   (./seed-live-day.server.ts; `npm run bench:live`). Off by default: the demo stays as it is.
 */
import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { seedContent } from './seed-content'
import { importItems } from '../content/items.server'
import { seedEvents } from './seed-events.server'
import { seedLiveRecords } from './seed-live.server'
import { parseLiveDay, seedLiveDay } from './seed-live-day.server'
import { seedInquiries } from './seed-inquiries.server'
import { seedOrders } from './seed-orders.server'
import { seedSamples } from './seed-samples.server'
import { seedScale } from './seed-scale.server'
import { seedHistory } from './seed-history.server'
import { seedBulkOffers } from './seed-offers.server'
import { seedNotifications } from './seed-notifications.server'
import { seedSearches } from './seed-searches.server'
import {
  brandPrefixes,
  brandSuffixes,
  buyerCompanies,
  brandLines,
  certificateApplies,
  certificateName,
  certificationTypes,
  grades,
  joinList,
  memberCategoryNames,
  requiredCertificates,
  seedCategories,
  seedCountries,
  shelfLife,
  type Pair,
} from './seed-data'
import { productIllustration } from '../../lib/product-illustration'
import { mulberry32 } from '../../lib/random'

export type SeedDb = Db
export type SeedSummary = Record<string, number>

const DAY = 24 * 3600 * 1000
/** An online activity's "venue": no place, no tables. */
const ONLINE_VENUE: Pair = ['Online', '线上']

type Rng = ReturnType<typeof mulberry32>
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const pickOne = <T>(rng: Rng, list: ReadonlyArray<T>): T => list[Math.floor(rng() * list.length)]!
function pickSome<T>(rng: Rng, list: ReadonlyArray<T>, count: number): Array<T> {
  const copy = [...list]
  const out: Array<T> = []
  while (out.length < count && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!)
  return out
}
const isoDate = (d: Date) => d.toISOString().slice(0, 10)

async function insertAll<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500))
}

export async function isDatabaseEmpty(db: SeedDb): Promise<boolean> {
  const rows = await db.select({ code: schema.countries.code }).from(schema.countries).limit(1)
  return rows.length === 0
}

const allTables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
)

export async function clearDatabase(db: SeedDb): Promise<void> {
  const names = allTables.map((table) => `"${getTableName(table)}"`).join(', ')
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`))
}

/**
 * Gives a database seeded earlier the information pages it lacks (their first text, both
 * languages published); pages it has are left alone. Runs at every start, under the migration lock.
 */
export async function seedMissingContent(db: SeedDb, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // The demo editor (README "Demo accounts"), also for a database seeded before the editor.
    await tx.insert(schema.users).values(DEMO_EDITOR).onConflictDoNothing()
    const pages = (await seedContent(tx as unknown as Db, now)).content_pages
    // Articles, cases, FAQs and banners the editor does not know yet (ADR 102).
    return pages + (await importItems(tx as unknown as Db, now))
  })
}

/**
 * A buyer registers before its first step on the platform. The demo buyer and the seeded companies
 * are created on the seed day, while their inquiries, wishes, meetings and bulk requests are dated
 * over the year before it; a report listing such a buyer would show it active before it joined.
 * Each buyer with an earlier step is registered a week before that step instead.
 */
async function registerBeforeFirstStep(db: Pick<SeedDb, 'execute'>): Promise<void> {
  await db.execute(sql`UPDATE users u SET created_at = f.first_step - interval '7 days'
    FROM (
      SELECT id, min(at) AS first_step FROM (
        SELECT user_id AS id, created_at AS at FROM inquiries
        UNION ALL SELECT buyer_user_id, updated_at FROM meeting_wishes
        UNION ALL SELECT buyer_user_id, scheduled_at FROM dockings WHERE buyer_user_id IS NOT NULL
        UNION ALL SELECT r.buyer_user_id, coalesce(s.starts_at, r.started_at, r.created_at)
          FROM meeting_records r LEFT JOIN event_slots s ON s.id = r.slot_id WHERE r.buyer_user_id IS NOT NULL
        UNION ALL SELECT user_id, created_at FROM bulk_requests WHERE user_id IS NOT NULL
      ) steps GROUP BY id
    ) f
    WHERE u.id = f.id AND u.role = 'buyer' AND u.created_at > f.first_step`)
}

/** The seeded analyst's phone number (role `analyst`: monitoring and reports). */
export const DEMO_ANALYST_MOBILE = '+8613800000900'
/** The seeded content editor's phone number (role `editor`: /editor). */
export const DEMO_EDITOR_MOBILE = '+8613800000006'
const DEMO_EDITOR = { mobile: DEMO_EDITOR_MOBILE, role: 'editor', name: 'Demo Editor', company: 'TradeBridge' }

/**
 * Fills an empty database with the demo dataset. `scale` (SEED_SCALE, default 1) grows the
 * catalogue to scale × 3,000 products (./seed-scale.server.ts).
 */
export async function seedDatabase(db: SeedDb, options: { now?: Date; scale?: number; liveDay?: string } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date()
  const liveDay = parseLiveDay(options.liveDay)
  const rng = mulberry32(20261122)
  const summary: SeedSummary = {}

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // Countries, areas, pavilions
    await insertAll(
      t,
      schema.countries,
      seedCountries.map((c, i) => ({ code: c.code, nameEn: c.name[0], nameZh: c.name[1], region: c.region, dialCode: c.dial, sort: i })),
    )
    // Two levels: each province or state, then its northern and southern districts.
    const areaRows: Array<typeof schema.areas.$inferInsert> = []
    for (const c of seedCountries) {
      for (const a of c.areas) {
        const parentId = areaRows.length + 1
        areaRows.push({ id: parentId, countryCode: c.code, parentId: null, nameEn: a[0], nameZh: a[1] })
        areaRows.push({ id: parentId + 1, countryCode: c.code, parentId, nameEn: `North ${a[0]}`, nameZh: `${a[1]}北部` })
        areaRows.push({ id: parentId + 2, countryCode: c.code, parentId, nameEn: `South ${a[0]}`, nameZh: `${a[1]}南部` })
      }
    }
    await insertAll(t, schema.areas, areaRows)
    await t.execute(sql`SELECT setval(pg_get_serial_sequence('areas', 'id'), ${areaRows.length})`)
    const producers = seedCountries.filter((c) => c.produce.length > 0)
    await insertAll(
      t,
      schema.pavilions,
      producers.map((c, i) => ({
        countryCode: c.code,
        nameEn: `${c.name[0]} Pavilion`,
        nameZh: `${c.name[1]}国家馆`,
        introEn: `The ${c.name[0]} pavilion gathers growers and exporters from ${c.areas.map((a) => a[0]).join(', ')}. They ship ${c.produce.length} product families to ${c.markets.map((m) => m[0]).join(', ')}, with traceable origin and export certification.`,
        introZh: `${c.name[1]}国家馆汇集了来自${c.areas.map((a) => a[1]).join('、')}的种植者与出口商，向${c.markets.map((m) => m[1]).join('、')}出口${c.produce.length}大类产品，产地可追溯，出口认证齐全。`,
        banner: `/media/pavilion/${i + 1}.svg`,
        sort: i,
      })),
    )

    // Categories (two levels)
    const subByKey = new Map<string, { id: number; sub: (typeof seedCategories)[number]['children'][number]; topIndex: number }>()
    let categoryId = 0
    const categoryRows: Array<typeof schema.categories.$inferInsert> = []
    seedCategories.forEach((top, topIndex) => {
      categoryId += 1
      const parentId = categoryId
      categoryRows.push({ id: parentId, parentId: null, nameEn: top.name[0], nameZh: top.name[1], sort: topIndex })
      top.children.forEach((sub, i) => {
        categoryId += 1
        categoryRows.push({ id: categoryId, parentId, nameEn: sub.name[0], nameZh: sub.name[1], sort: i })
        subByKey.set(sub.key, { id: categoryId, sub, topIndex })
      })
    })
    await insertAll(t, schema.categories, categoryRows)
    await t.execute(sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), ${categoryId})`)

    // Brands: exactly 300, spread over the producing countries
    const brandRows: Array<typeof schema.brands.$inferInsert> = []
    const brandMeta: Array<{
      country: (typeof seedCountries)[number]
      area: Pair
      subKey: string
      lines: Array<string>
      certs: Array<string>
      founded: number
      markets: Array<Pair>
    }> = []
    const usedNames = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const country = producers[i % producers.length]!
      const area = pickOne(rng, country.areas)
      const subKey = pickOne(rng, country.produce)
      const sub = subByKey.get(subKey)!
      let prefix: Pair
      let suffix: Pair
      let nameEn: string
      do {
        prefix = pickOne(rng, brandPrefixes)
        suffix = pickOne(rng, brandSuffixes)
        nameEn = `${area[0]} ${prefix[0]} ${suffix[0]}`
      } while (usedNames.has(nameEn))
      usedNames.add(nameEn)
      // The brand's lines: its main one and the country's other produce of the same family. Its
      // certificates are ones that apply to at least one of them (seed-data: certificateApplies).
      const lines = brandLines(country, subKey)
      const certs = pickSome(
        rng,
        certificationTypes
          .map((c) => c.code)
          .filter((c) => lines.some((key) => certificateApplies(c, key, country.code)))
          .filter((c) => c !== 'halal' || ['MY', 'ID', 'TR', 'AU'].includes(country.code) || rng() < 0.2),
        int(rng, 0, 3),
      )
      for (const required of lines.flatMap(requiredCertificates)) if (!certs.includes(required)) certs.unshift(required)
      const founded = int(rng, 1950, 2022)
      const markets = pickSome(rng, country.markets, 2)
      brandRows.push({
        nameEn,
        nameZh: `${area[1]}${prefix[1]}${suffix[1]}`,
        countryCode: country.code,
        categoryId: sub.id,
        // The intro names what the brand sells; written once its products are known (below).
        introEn: '',
        introZh: '',
        logo: `/media/brand/${i + 1}.svg`,
        foundedYear: founded,
        certifications: certs,
        exportReady: rng() < 0.85,
        inventory: rng() < 0.35 ? 0 : int(rng, 50, 20000),
        views: int(rng, 0, 5000),
        sort: int(rng, 0, 100),
      })
      brandMeta.push({ country, area, subKey, lines, certs, founded, markets })
    }

    // Products: exactly 3,000 (4–16 per brand)
    const counts = brandMeta.map(() => int(rng, 4, 16))
    let total = counts.reduce((a, b) => a + b, 0)
    for (let i = 0; total !== 3000; i = (i + 1) % counts.length) {
      if (total > 3000 && counts[i]! > 4) {
        counts[i]! -= 1
        total -= 1
      } else if (total < 3000 && counts[i]! < 16) {
        counts[i]! += 1
        total += 1
      }
    }
    const productRows: Array<typeof schema.products.$inferInsert> = []
    const productCerts: Array<Array<string>> = []
    brandMeta.forEach((meta, index) => {
      const brand = brandRows[index]!
      const sold = new Set<string>()
      const named = new Set<string>()
      for (let k = 0; k < counts[index]!; k++) {
        // Mostly the brand's main line, else one of its other lines; never another country's produce.
        const sub = subByKey.get(rng() < 0.7 ? meta.subKey : pickOne(rng, meta.lines))!.sub
        sold.add(sub.key)
        // Only certificates that apply to this product, and the ones its name promises.
        const applicable = meta.certs.filter((c) => certificateApplies(c, sub.key, meta.country.code))
        const certs = pickSome(rng, applicable, int(rng, 0, Math.min(3, applicable.length)))
        for (const required of requiredCertificates(sub.key)) if (!certs.includes(required)) certs.unshift(required)
        productCerts.push(certs)
        // "Organic" only on a product with an organic certificate. A brand never lists two products of
        // one name: a grade it already sells of this kind passes to the next one it does not; past
        // every grade, the offer names its lot.
        const allowed = grades.filter((g) => g[0] !== 'Organic' || certs.includes('organic'))
        const picked = allowed.indexOf(pickOne(rng, allowed))
        const gradeOf = (i: number) => allowed[(picked + i) % allowed.length]!
        const free = allowed.findIndex((_, i) => !named.has(`${gradeOf(i)[0]} ${sub.key}`))
        const grade = gradeOf(Math.max(0, free))
        named.add(`${grade[0]} ${sub.key}`)
        const lot = free < 0 ? `${meta.country.code}${now.getUTCFullYear() % 100}-${String((index + 1) * 100 + k).padStart(5, '0')}` : ''
        const shelf = shelfLife(sub.shelf[0], int(rng, sub.shelf[1], sub.shelf[2]))
        const low = int(rng, sub.price[0], Math.round((sub.price[0] + sub.price[1]) / 2))
        const high = int(rng, low, sub.price[1])
        productRows.push({
          brandId: index + 1,
          categoryId: subByKey.get(sub.key)!.id,
          nameEn: `${grade[0]} ${sub.name[0].toLowerCase()}, ${sub.pack[0]}${lot && `, lot ${lot}`}`,
          nameZh: `${grade[1]}${sub.name[1]}，${sub.pack[1]}${lot && `，批号${lot}`}`,
          descriptionEn: `${grade[0]} ${sub.name[0].toLowerCase()} from ${meta.area[0]}, ${meta.country.name[0]}, packed by ${brand.nameEn}. Harvested and graded to export standard, shipped in ${sub.unit[0]}s with full traceability and phytosanitary documents.`,
          descriptionZh: `产自${meta.country.name[1]}${meta.area[1]}的${grade[1]}${sub.name[1]}，由${brand.nameZh}包装。按出口标准采收分级，以${sub.unit[1]}为单位发运，全程可追溯，随附检疫证书。`,
          originCountry: meta.country.code,
          specEn: `Packing: ${sub.pack[0]}; shelf life: ${shelf[0]}; origin: ${meta.country.name[0]}`,
          specZh: `包装：${sub.pack[1]}；保质期：${shelf[1]}；原产地：${meta.country.name[1]}`,
          unit: sub.unit[0],
          moq: Math.max(1, Math.round((sub.moq * int(rng, 5, 20)) / 10)),
          priceMin: low,
          priceMax: high,
          currency: 'USD',
          // No photos in the demo: the drawing of the product's kind (public/illustrations).
          images: [productIllustration(sub.key)],
          views: int(rng, 0, 3000),
        })
      }
      // The brand keeps the certificates that apply to what it sells.
      meta.certs = meta.certs.filter((c) => [...sold].some((key) => certificateApplies(c, key, meta.country.code)))
      brand.certifications = meta.certs
      // The intro names the lines the brand sells (its main line first) and its certificates by name.
      const lines = meta.lines.filter((key) => sold.has(key)).map((key) => subByKey.get(key)!.sub.name)
      const certNames = meta.certs.map(certificateName)
      brand.introEn = `${brand.nameEn} was founded in ${meta.founded} in ${meta.area[0]}, ${meta.country.name[0]}. It grows, packs and exports ${joinList(
        lines.map((n) => n[0].toLowerCase()),
        'en',
      )} to ${joinList(
        meta.markets.map((m) => m[0]),
        'en',
      )}${
        certNames.length
          ? `, certified ${joinList(
              certNames.map((n) => n[0]),
              'en',
            )}`
          : ''
      }. Every lot is traceable to the farm.`
      brand.introZh = `${brand.nameZh}成立于${meta.founded}年，位于${meta.country.name[1]}${meta.area[1]}，种植、包装并出口${joinList(
        lines.map((n) => n[1]),
        'zh',
      )}，产品销往${joinList(
        meta.markets.map((m) => m[1]),
        'zh',
      )}${
        certNames.length
          ? `，已获${joinList(
              certNames.map((n) => n[1]),
              'zh',
            )}认证`
          : ''
      }。每批货物均可追溯至农场。`
    })
    // Brand resumes
    const resumeRows: Array<typeof schema.brandResumes.$inferInsert> = []
    brandMeta.forEach((meta, index) => {
      const brandId = index + 1
      const events: Array<[string, string, string, string]> = [
        ['Founded', '公司成立', `Started as a family business in ${meta.area[0]}.`, `在${meta.area[1]}以家族企业起步。`],
        [
          'First export shipment',
          '首批出口',
          `First container shipped to ${meta.country.markets[0]?.[0] ?? 'Asia'}.`,
          `首个集装箱发往${meta.country.markets[0]?.[1] ?? '亚洲'}。`,
        ],
        [
          'New packing house',
          '新建包装厂',
          'Opened a cold-chain packing house with a 200-tonne daily capacity.',
          '建成日处理能力200吨的冷链包装厂。',
        ],
        [
          'Joined the national pavilion',
          '入驻国家馆',
          `Joined the ${meta.country.name[0]} pavilion on the platform.`,
          `入驻平台${meta.country.name[1]}国家馆。`,
        ],
        meta.certs[0]
          ? [
              'Certification',
              '获得认证',
              `Obtained ${certificateName(meta.certs[0])[0]} certification.`,
              `获得${certificateName(meta.certs[0])[1]}认证。`,
            ]
          : [
              'Export licence renewed',
              '出口资质续期',
              'Renewed its exporter registration with the national authorities.',
              '在本国主管部门完成出口商备案续期。',
            ],
      ]
      const count = int(rng, 2, 5)
      const span = Math.max(1, now.getUTCFullYear() - meta.founded)
      for (let k = 0; k < count; k++) {
        const [titleEn, titleZh, bodyEn, bodyZh] = events[k]!
        resumeRows.push({ brandId, year: meta.founded + Math.round((span * k) / Math.max(1, count - 1)), titleEn, titleZh, bodyEn, bodyZh })
      }
    })

    await insertAll(t, schema.brands, brandRows)
    await insertAll(t, schema.brandResumes, resumeRows)
    await insertAll(t, schema.products, productRows)

    // Certificates: about 15% expired
    const certificateRows: Array<typeof schema.certificates.$inferInsert> = []
    productCerts.forEach((types, index) => {
      for (const type of types) {
        const def = certificationTypes.find((c) => c.code === type)!
        const expired = rng() < 0.15
        const from = new Date(now.getTime() - int(rng, 30, 700) * DAY)
        const to = expired ? new Date(now.getTime() - int(rng, 1, 200) * DAY) : new Date(now.getTime() + int(rng, 30, 900) * DAY)
        certificateRows.push({
          productId: index + 1,
          type,
          issuer: pickOne(rng, def.issuers),
          number: `${type.toUpperCase()}-${productRows[index]!.originCountry}-${String(int(rng, 100000, 999999))}`,
          validFrom: isoDate(from < to ? from : new Date(to.getTime() - 365 * DAY)),
          validTo: isoDate(to),
        })
      }
    })
    await insertAll(t, schema.certificates, certificateRows)
    const scaled = await seedScale(t, options.scale ?? 1, {
      brands: brandRows.map((brand, i) => ({ id: i + 1, countryCode: brand.countryCode, categoryId: brand.categoryId! })),
      categoryIds: new Map([...subByKey].map(([key, { id }]) => [key, id])),
      now,
    })

    // Activities: 15, past, live and upcoming relative to `now` (12 on site, 3 online)
    const formFields = [
      { name: 'company', type: 'text', label_en: 'Company', label_zh: '公司名称', required: true },
      { name: 'contact_name', type: 'text', label_en: 'Contact person', label_zh: '联系人', required: true },
      { name: 'mobile', type: 'tel', label_en: 'Mobile', label_zh: '手机号', required: true },
      { name: 'email', type: 'email', label_en: 'E-mail', label_zh: '电子邮箱', required: false },
      {
        name: 'buyer_type',
        type: 'select',
        label_en: 'Buyer type',
        label_zh: '采购商类型',
        required: true,
        options: memberCategoryNames.slice(0, 5).map((n) => ({ value: n[0], label_en: n[0], label_zh: n[1] })),
      },
    ]
    const activitySpecs: Array<[string, 'exhibition' | 'matching' | 'online', Pair, Pair, number, number]> = [
      ['EC', 'matching', ['Ecuador Buyer Matching Week', '厄瓜多尔采购对接周'], ['Guayaquil Convention Center', '瓜亚基尔会展中心'], -1, 3],
      [
        'MY',
        'matching',
        ['Malaysia Durian & Halal Food Matching', '马来西亚榴莲与清真食品对接会'],
        ['Kuala Lumpur Convention Centre', '吉隆坡会展中心'],
        -0.3,
        1.5,
      ],
      [
        'MY',
        'matching',
        ['Malaysia {year} Buyer Matching Fair', '{year}马来西亚采购对接会'],
        ['MITEC Kuala Lumpur', '吉隆坡MITEC会展中心'],
        -300,
        3,
      ],
      ['TR', 'matching', ['Türkiye Dried Fruit & Nuts Matching', '土耳其干果坚果对接会'], ['Izmir Fair Center', '伊兹密尔展览中心'], 20, 2],
      [
        'CN',
        'exhibition',
        ['National Pavilions at the Import Expo', '进口博览会国家馆专区'],
        ['National Exhibition and Convention Center, Shanghai', '国家会展中心（上海）'],
        60,
        6,
      ],
      [
        'CL',
        'exhibition',
        ['Chile Cherry Season Launch', '智利车厘子季发布会'],
        ['Guangzhou Jiangnan Fruit Market', '广州江南果菜批发市场'],
        -40,
        2,
      ],
      ['TH', 'exhibition', ['Thailand Tropical Fruit Festival', '泰国热带水果节'], ['Bangkok IMPACT Arena', '曼谷IMPACT会展中心'], 35, 4],
      [
        'VN',
        'matching',
        ['Vietnam Coffee & Cashew Matching', '越南咖啡腰果对接会'],
        ['Ho Chi Minh City SECC', '胡志明市西贡会展中心'],
        -120,
        2,
      ],
      ['PE', 'exhibition', ['Peru Superfoods Showcase', '秘鲁超级食品展'], ['Lima Convention Center', '利马会议中心'], 90, 3],
      [
        'ID',
        'exhibition',
        ['Southeast Asia Seafood Expo', '东南亚海产博览会'],
        ['Jakarta International Expo', '雅加达国际展览中心'],
        -200,
        3,
      ],
      [
        'ES',
        'exhibition',
        ['Mediterranean Olive Oil & Wine Week', '地中海橄榄油与葡萄酒周'],
        ['IFEMA Madrid', '马德里IFEMA展览中心'],
        120,
        5,
      ],
      [
        'NZ',
        'matching',
        ["Oceania Honey & Wine Buyers' Day", '大洋洲蜂蜜与葡萄酒采购日'],
        ['Auckland Showgrounds', '奥克兰展览中心'],
        -15,
        1,
      ],
      // Online: no venue and no tables; a video-meeting link for registered buyers (ADR 044).
      ['AU', 'online', ['Australian Wine & Honey Online Tasting', '澳大利亚葡萄酒与蜂蜜线上品鉴会'], ONLINE_VENUE, -25, 0.125],
      ['CL', 'online', ['Chile Cherry Season Online Briefing', '智利车厘子产季线上说明会'], ONLINE_VENUE, -0.05, 0.2],
      ['ZA', 'online', ['South Africa Citrus Online Roadshow', '南非柑橘线上路演'], ONLINE_VENUE, 12, 0.125],
    ]
    const kindIntro = {
      matching: ['pre-arranged one-to-one meetings', '进行预约式一对一洽谈'],
      exhibition: ['tastings, product launches and trade talks', '开展品鉴、新品发布和贸易洽谈'],
      online: ['live online presentations and questions', '进行线上直播讲解与答疑'],
    } as const
    await insertAll(
      t,
      schema.activities,
      activitySpecs.map(([code, kind, spec, venue, startOffset, days], i) => {
        const country = seedCountries.find((c) => c.code === code)!
        const starts = new Date(now.getTime() + startOffset * DAY)
        // A title naming a year names the one the event is held in, whenever the seed runs.
        const year = String(starts.getUTCFullYear())
        const title = [spec[0].replace('{year}', year), spec[1].replace('{year}', year)] as const
        return {
          kind,
          titleEn: title[0],
          titleZh: title[1],
          venueEn: venue[0],
          venueZh: venue[1],
          countryCode: code,
          introEn:
            kind === 'online'
              ? `${title[0]} brings verified ${country.name[0]} suppliers to importers online for ${Math.round(days * 24)} hours of ${kindIntro[kind][0]}.`
              : `${title[0]} brings verified ${country.name[0]} suppliers together with importers for ${days} days of ${kindIntro[kind][0]} at ${venue[0]}.`,
          introZh:
            kind === 'online'
              ? `${title[1]}在线上举办，为期${Math.round(days * 24)}小时，组织经过认证的${country.name[1]}供应商与进口商${kindIntro[kind][1]}。`
              : `${title[1]}在${venue[1]}举办，为期${days}天，组织经过认证的${country.name[1]}供应商与进口商${kindIntro[kind][1]}。`,
          cover: `/media/activity/${i + 1}.svg`,
          startsAt: starts,
          endsAt: new Date(starts.getTime() + days * DAY),
          formFields,
          joinUrl: kind === 'online' ? `https://meet.jit.si/b2b-showcase-${i + 1}-${code.toLowerCase()}` : '',
        }
      }),
    )

    // Needs and dockings
    const needRows: Array<typeof schema.activityNeeds.$inferInsert> = []
    const dockingRows: Array<typeof schema.dockings.$inferInsert> = []
    const quantities: Array<Pair> = [
      ['2 × 40 ft containers per month', '每月2个40尺货柜'],
      ['1 container trial order', '试单1个货柜'],
      ['20 tonnes per quarter', '每季度20吨'],
      ['5,000 cartons for the holiday season', '节日季5000箱'],
      ['weekly air freight, 2 tonnes', '每周空运2吨'],
    ]
    activitySpecs.forEach(([code, kind, , , startOffset], i) => {
      const activityId = i + 1
      const country = seedCountries.find((c) => c.code === code)!
      const produce = country.produce.length ? country.produce : ['bananas', 'wine', 'coffee']
      for (let k = 0, n = int(rng, 10, 40); k < n; k++) {
        const sub = subByKey.get(pickOne(rng, produce))!
        // The seasonal order counts the product's own unit (bags of coffee, cases of wine), or tonnes.
        const picked = pickOne(rng, quantities)
        const [unitEn, unitZh] = sub.sub.unit
        const qty: Pair =
          picked !== quantities[3]
            ? picked
            : unitEn === 'kg' || unitEn === 'tonne'
              ? ['50 tonnes for the holiday season', '节日季50吨']
              : [`5,000 ${unitEn === 'box' ? 'boxes' : `${unitEn}s`} for the holiday season`, `节日季5000${unitZh}`]
        const buyer = pickOne(rng, buyerCompanies)
        // Each language shows the company's own name. (This draw once picked one of the two names;
        // it stays so that every later draw, and so the rest of the demo, is unchanged.)
        rng()
        needRows.push({
          activityId,
          buyerCompany: buyer[0],
          buyerCompanyZh: buyer[1],
          countryCode: 'CN',
          categoryId: sub.id,
          contentEn: `Looking for ${sub.sub.name[0].toLowerCase()} (${sub.sub.pack[0]}), ${qty[0]}.`,
          contentZh: `求购${sub.sub.name[1]}（${sub.sub.pack[1]}），${qty[1]}。`,
          quantity: qty[0],
          quantityZh: qty[1],
          createdAt: new Date(now.getTime() + (startOffset - int(rng, 1, 30)) * DAY),
        })
      }
      if (kind === 'matching') {
        const brandIds = brandMeta.map((m, index) => (m.country.code === code ? index + 1 : 0)).filter(Boolean)
        const live = startOffset <= 0 && startOffset > -5
        for (let k = 0, n = int(rng, 20, 80); k < n; k++) {
          const status = live
            ? pickOne(rng, ['scheduled', 'scheduled', 'met', 'met', 'deal', 'cancelled'])
            : pickOne(rng, ['met', 'met', 'deal', 'deal', 'cancelled'])
          dockingRows.push({
            activityId,
            buyerCompany: pickOne(rng, buyerCompanies)[rng() < 0.5 ? 0 : 1],
            brandId: brandIds.length ? pickOne(rng, brandIds) : int(rng, 1, 300),
            tableNo: int(rng, 1, 60),
            status,
            scheduledAt: new Date(now.getTime() + (startOffset + rng()) * DAY),
            intentAmount: status === 'deal' ? int(rng, 20, 500) * 100000 : 0,
            notes: '',
          })
        }
      }
    })
    await insertAll(t, schema.activityNeeds, needRows)
    await insertAll(t, schema.dockings, dockingRows)

    // Articles
    const subs = [...subByKey.values()]
    const articleRows: Array<typeof schema.articles.$inferInsert> = []
    for (let i = 0; i < 40; i++) {
      const category = (['news', 'analysis', 'guide'] as const)[i % 3]!
      const country = pickOne(rng, producers)
      // An article is about something its country grows or makes (no Indonesian red wine).
      const grown = subs.filter((entry) => (country.produce as ReadonlyArray<string>).includes(entry.sub.key))
      const { sub, id: subId } = pickOne(rng, grown.length ? grown : subs)
      const pct = int(rng, 5, 48)
      const year = now.getUTCFullYear()
      const [titleEn, titleZh] =
        category === 'news'
          ? [
              `${country.name[0]} ${sub.name[0].toLowerCase()} exports to China up ${pct}%`,
              `${country.name[1]}${sub.name[1]}对华出口增长${pct}%`,
            ]
          : category === 'analysis'
            ? [`What Chinese buyers want from ${sub.name[0].toLowerCase()} in ${year}`, `${year}年中国采购商对${sub.name[1]}的需求分析`]
            : [`Importing ${sub.name[0].toLowerCase()}: customs, labels and cold chain`, `${sub.name[1]}进口指南：清关、标签与冷链`]
      articleRows.push({
        category,
        titleEn,
        titleZh,
        summaryEn: `Prices, volumes and buyer expectations for ${sub.name[0].toLowerCase()} from ${country.name[0]}.`,
        summaryZh: `${country.name[1]}${sub.name[1]}的价格、货量与采购商期望。`,
        bodyEn: [
          `Demand for ${sub.name[0].toLowerCase()} from ${country.name[0]} keeps growing, with shipments up ${pct}% on last year.`,
          `Importers report that consistent grading, ${sub.pack[0]} packing and complete phytosanitary papers matter more than price alone.`,
          `Suppliers in ${country.areas.map((a) => a[0]).join(', ')} are investing in cold chain and certification to meet these expectations.`,
        ].join('\n\n'),
        bodyZh: [
          `${country.name[1]}${sub.name[1]}的需求持续增长，出货量同比增长${pct}%。`,
          `进口商表示，稳定的分级、${sub.pack[1]}的包装和齐全的检疫证书比单纯的价格更重要。`,
          `${country.areas.map((a) => a[1]).join('、')}的供应商正在投资冷链和认证，以满足这些要求。`,
        ].join('\n\n'),
        cover: `/media/article/${i + 1}.svg`,
        author: pickOne(rng, ['Lin Wei', 'Maria Torres', 'Ahmad Faiz', 'Zhang Min', 'Elif Kaya', 'Tom Walker']),
        publishedAt: new Date(now.getTime() - int(rng, 1, 360) * DAY),
        views: int(rng, 10, 8000),
        countryCode: country.code,
        categoryId: subId,
      })
    }
    await insertAll(t, schema.articles, articleRows)

    // Banners, cases, FAQs, member categories
    const bannerSpecs: Array<[string, Pair, string]> = [
      ['home', ['Meet verified brands from the national pavilions', '结识各国家馆的认证品牌'], '/nationalPavilion'],
      ['home', ['Live buyer matching, every month', '每月举办现场采购对接'], '/exhibition'],
      ['home', ['Post a bulk procurement request', '发布大宗采购需求'], '/large/procurement'],
      ['home', ['Find certified halal suppliers', '寻找清真认证供应商'], '/halal'],
      ['pavilion', ['Explore the national pavilions', '探索各国家馆'], '/nationalPavilion'],
      ['pavilion', ['Brands ready to export', '具备出口能力的品牌'], '/export/brandList'],
      ['exhibition', ['Upcoming exhibitions', '即将举办的展会'], '/exhibitionList'],
      ['exhibition', ['Register as a buyer', '注册成为采购商'], '/buyer'],
    ]
    await insertAll(
      t,
      schema.banners,
      bannerSpecs.map(([position, title, linkPath], i) => ({
        position,
        titleEn: title[0],
        titleZh: title[1],
        image: `/media/banner/${i + 1}.svg`,
        linkPath,
        sort: i,
      })),
    )
    await insertAll(
      t,
      schema.cases,
      Array.from({ length: 20 }, (_, i) => {
        const brandId = 1 + ((i * 37) % 300)
        const brand = brandRows[brandId - 1]!
        const buyer = pickOne(rng, buyerCompanies)
        const containers = int(rng, 2, 40)
        return {
          brandId,
          titleEn: `${brand.nameEn} meets ${buyer[0]}`,
          titleZh: `${brand.nameZh}对接${buyer[1]}`,
          bodyEn: `${brand.nameEn} met ${buyer[0]} at a matching session on the platform. After a sample shipment and a factory audit, both sides signed a supply agreement.`,
          bodyZh: `${brand.nameZh}在平台对接会上结识${buyer[1]}。经过样品发运和工厂审核，双方签订了供货协议。`,
          resultEn: `${containers} containers shipped in the first year`,
          resultZh: `首年发运${containers}个货柜`,
          year: now.getUTCFullYear() - int(rng, 0, 3),
        }
      }),
    )
    const faqSpecs: Array<[string, Pair, Pair]> = [
      [
        'ticket',
        ['How do I get a ticket for an exhibition?', '如何获取展会门票？'],
        [
          'Register as a buyer, open the exhibition and sign up with its form; your e-ticket arrives by SMS and e-mail.',
          '注册成为采购商，打开展会页面并填写报名表，电子门票将通过短信和邮件发送。',
        ],
      ],
      [
        'ticket',
        ['Is admission free for buyers?', '采购商参展是否免费？'],
        ['Yes. Qualified buyers attend free of charge; bring your business card.', '是的，合格采购商可免费参加，请携带名片。'],
      ],
      [
        'ticket',
        ['Can I change the name on my ticket?', '门票姓名可以修改吗？'],
        ['Tickets are personal. Cancel it and register your colleague instead.', '门票实名制，请取消后为同事重新报名。'],
      ],
      [
        'ticket',
        ['How are one-to-one meetings arranged?', '一对一洽谈如何安排？'],
        [
          'Submit a matching request with your ranked brands; we confirm meeting slots two days before the event.',
          '提交对接申请并为品牌排序，我们会在活动前两天确认洽谈时段。',
        ],
      ],
      [
        'ticket',
        ['What if I am late for a meeting?', '洽谈迟到怎么办？'],
        ['Tell the service desk; we try to move you to the next free table.', '请告知服务台，我们会尽量为您安排下一个空闲洽谈桌。'],
      ],
      [
        'ticket',
        ['Is there an interpreter?', '现场有翻译吗？'],
        ['Chinese–English interpreters are available at every matching table.', '每个洽谈桌都配有中英文翻译。'],
      ],
      [
        'ticket',
        ['Can I visit without registering?', '未报名可以参观吗？'],
        ['Walk-in visitors can enter the exhibition area, but meetings need registration.', '现场观众可进入展区，但洽谈需要提前报名。'],
      ],
      [
        'ticket',
        ['Where do I collect my badge?', '在哪里领取胸卡？'],
        ['At the registration desk at the main entrance, with your e-ticket QR code.', '凭电子门票二维码在主入口登记台领取。'],
      ],
      [
        'general',
        ['Who can sell on the platform?', '谁可以在平台上销售？'],
        [
          'Growers, manufacturers and exporters with a valid export licence; we verify every brand.',
          '持有有效出口资质的种植者、生产商和出口商，每个品牌均经过审核。',
        ],
      ],
      [
        'general',
        ['How do inquiries work?', '询盘如何运作？'],
        [
          'Add products to your inquiry cart and submit; each brand receives its own inquiry and replies directly.',
          '将产品加入询盘车并提交，每个品牌会收到各自的询盘并直接回复。',
        ],
      ],
      [
        'general',
        ['Are prices fixed?', '价格是固定的吗？'],
        [
          'Prices are ranges (FOB); the final price depends on volume, season and terms.',
          '价格为FOB区间价，最终价格取决于数量、季节和条款。',
        ],
      ],
      [
        'general',
        ['How are certificates checked?', '证书如何核验？'],
        [
          'Brands upload certificates with issuer and number; only certificates still valid are shown.',
          '品牌上传含发证机构和编号的证书，平台只展示仍在有效期内的证书。',
        ],
      ],
      [
        'general',
        ['Can you help with customs clearance?', '可以协助清关吗？'],
        [
          'Our service partners handle customs, labelling and cold-chain logistics on request.',
          '我们的服务伙伴可按需提供清关、标签和冷链物流服务。',
        ],
      ],
      [
        'general',
        ['What does membership cost?', '会员费用是多少？'],
        ['Buyers use the platform free; brand plans are listed on the pricing page.', '采购商免费使用平台，品牌方案请见价格页面。'],
      ],
      [
        'general',
        ['Which languages are supported?', '支持哪些语言？'],
        ['Chinese and English, on desktop and mobile.', '支持中文和英文，电脑版和手机版均可使用。'],
      ],
      [
        'general',
        ['How do I contact support?', '如何联系客服？'],
        [
          'Use the contact details on the About us page; we reply within one working day.',
          '请使用“关于我们”页面的联系方式，我们会在一个工作日内回复。',
        ],
      ],
    ]
    await insertAll(
      t,
      schema.faqs,
      faqSpecs.map(([topic, q, a], i) => ({ topic, questionEn: q[0], questionZh: q[1], answerEn: a[0], answerZh: a[1], sort: i })),
    )
    await insertAll(
      t,
      schema.memberCategories,
      memberCategoryNames.map((n, i) => ({ nameEn: n[0], nameZh: n[1], sort: i })),
    )
    // The demo staff account that may read the monitoring report (README "Demo accounts"):
    // log in by SMS code with this number.
    await t
      .insert(schema.users)
      .values({ mobile: DEMO_ANALYST_MOBILE, role: 'analyst', name: 'Demo Analyst', company: 'TradeBridge' })
      .onConflictDoNothing()
    await t.insert(schema.users).values(DEMO_EDITOR).onConflictDoNothing()

    Object.assign(summary, {
      countries: seedCountries.length,
      areas: areaRows.length,
      pavilions: producers.length,
      categories: categoryRows.length,
      brands: brandRows.length + scaled.brands,
      brand_resumes: resumeRows.length,
      products: productRows.length + scaled.products,
      certificates: certificateRows.length,
      activities: activitySpecs.length,
      activity_needs: needRows.length,
      dockings: dockingRows.length,
      articles: articleRows.length,
      banners: bannerSpecs.length,
      cases: 20,
      faqs: faqSpecs.length,
      member_categories: memberCategoryNames.length,
    })
    Object.assign(summary, await seedEvents(t, rng, now))
    if (liveDay) Object.assign(summary, await seedLiveDay(t, now, liveDay))
    Object.assign(summary, await seedLiveRecords(t, now))
    Object.assign(summary, await seedContent(t, now))
    summary.content_items = await importItems(t, now)
    Object.assign(summary, await seedInquiries(t, now))
    Object.assign(summary, await seedOrders(t, now))
    Object.assign(summary, await seedHistory(t, now, options.scale ?? 1))
    Object.assign(summary, await seedBulkOffers(t, now))
    Object.assign(summary, await seedNotifications(t, now))
    // After the notifications: the rows above keep their ids.
    Object.assign(summary, await seedSamples(t, now))
    // Appended last, with its own PRNG: the rows above are the same with or without it.
    Object.assign(summary, await seedSearches(t, now))
    await registerBeforeFirstStep(t)
  })
  // Fresh statistics for the planner, and a visibility map so counts can be index-only scans.
  await db.execute(sql`vacuum analyze`)
  return summary
}
