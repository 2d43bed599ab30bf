import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activities,
  brands,
  buyerProfiles,
  dockings,
  inquiries,
  inquiryMessages,
  pageViews,
  products,
  quotes,
  uploads,
  users,
} from '../db/schema'
import { createTestApi, expectData, expectForbidden, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

type Monthly = {
  from: string
  to: string
  time_zone: string
  months: Array<{
    month: string
    page_views: number
    new_buyers: number
    inquiries: number
    quoted: number
    quotes: number
    median_reply_hours: number | null
    meetings: number
    held: number
    no_shows: number
    deals: number
    intent_amount: number
  }>
  by_event: Array<{ id: number; meetings: number; held: number; deals: number; intent_amount: number }>
}
type BuyerReport = {
  totals: { new_buyers: number; wishes: number; meetings: number; deals: number; inquiries: number; quoted: number }
  months: Array<{ month: string; new_buyers: number; inquiries: number; quoted: number; meetings: number; deals: number }>
  by_country: Array<{ code: string; buyers: number; inquiries: number }>
  by_status: Array<{ status: string; buyers: number }>
  buyers: {
    total: number
    list: Array<{ company: string; inquiries: number; quoted: number; meetings: number; deals: number; intent_amount: number }>
  }
}

let api: TestApi
let analyst: Keys
let organiser: Keys
let buyer: Keys & { userId: number }
let brand: Keys & { userId: number }
let activityId: number

/**
 * A small fixture no seeded row shares: three buyers from South Africa (the seed's buyers are
 * elsewhere) in February and March 2025 (before the seeded year), with inquiries, meetings and
 * page views whose aggregates are written out by hand below.
 */
beforeAll(async () => {
  api = await createTestApi()
  analyst = await api.loginAs('analyst')
  const o = await api.loginAs('analyst')
  await api.db.update(users).set({ role: 'organiser' }).where(eq(users.id, o.userId))
  organiser = o
  buyer = await api.loginAs('buyer')
  brand = await api.loginAs('brand')
  const [b] = await api.db.select({ id: brands.id }).from(brands).limit(1)
  // An event without meeting records: its dockings are its meetings (an event's records, when it
  // has any, replace its dockings in every figure).
  const [a] = await api.db
    .select({ id: activities.id })
    .from(activities)
    .where(sql`${activities.id} NOT IN (SELECT activity_id FROM meeting_records)`)
    .limit(1)
  activityId = a!.id
  const joined = ['2025-02-03T10:00:00Z', '2025-02-20T10:00:00Z', '2025-03-05T10:00:00Z']
  const made = await api.db
    .insert(users)
    .values(
      joined.map((at, i) => ({
        mobile: `+2782000000${i}`,
        role: 'buyer',
        company: `Cape Fresh ${i + 1}`,
        countryCode: 'ZA',
        createdAt: new Date(at),
      })),
    )
    .returning({ id: users.id })
  const ids = made.map((r) => r.id)
  await api.db.insert(buyerProfiles).values([
    { userId: ids[0]!, company: 'Cape Fresh 1', contactName: 'A', countryCode: 'ZA', memberCategoryIds: [1], status: 'verified' },
    { userId: ids[1]!, company: 'Cape Fresh 2', contactName: 'B', countryCode: 'ZA', memberCategoryIds: [2], status: 'verified' },
    { userId: ids[2]!, company: 'Cape Fresh 3', contactName: 'C', countryCode: 'ZA', memberCategoryIds: [1], status: 'submitted' },
  ])
  // Quoted means a quote row, whatever the inquiry's status says: the first is quoted; the second
  // got a message only and was closed; the third was quoted (on 2 March) though its status still
  // reads `read`; the fourth was closed unanswered. Counting by status gives other figures.
  const inquiry = (user: number, at: string, status: string, firstReplyAt: string | null) => ({
    userId: user,
    brandId: b!.id,
    status,
    createdAt: new Date(at),
    firstReplyAt: firstReplyAt === null ? null : new Date(firstReplyAt),
  })
  const asked = await api.db
    .insert(inquiries)
    .values([
      inquiry(ids[0]!, '2025-02-10T09:00:00Z', 'quoted', '2025-02-10T13:00:00Z'),
      inquiry(ids[0]!, '2025-02-11T09:00:00Z', 'closed', '2025-02-11T19:00:00Z'),
      inquiry(ids[1]!, '2025-02-25T09:00:00Z', 'read', '2025-03-02T09:00:00Z'),
      inquiry(ids[2]!, '2025-03-09T09:00:00Z', 'closed', null),
    ])
    .returning({ id: inquiries.id, firstReplyAt: inquiries.firstReplyAt })
  const entries = await api.db
    .insert(inquiryMessages)
    .values(asked.slice(0, 3).map((r) => ({ inquiryId: r.id, authorUserId: brand.userId, side: 'brand', createdAt: r.firstReplyAt! })))
    .returning({ id: inquiryMessages.id, inquiryId: inquiryMessages.inquiryId, createdAt: inquiryMessages.createdAt })
  const [product] = await api.db.select({ id: products.id }).from(products).where(eq(products.brandId, b!.id)).limit(1)
  const line = (entry: (typeof entries)[number], unitPrice: number) => ({
    inquiryId: entry.inquiryId,
    messageId: entry.id,
    productId: product!.id,
    unitPrice,
    currency: 'USD',
    moq: 1,
    packUnit: 'pallet',
    incoterm: 'FOB',
    port: 'Durban',
    leadTimeDays: 20,
    shelfLifeDays: 365,
    validUntil: '2025-04-30',
    createdAt: entry.createdAt,
  })
  // Two lines of one quote (one quote sent), and a quote of one line.
  await api.db.insert(quotes).values([line(entries[0]!, 1200), line(entries[0]!, 1250), line(entries[2]!, 1100)])
  const docking = (user: number, at: string, status: string, amount = 0) => ({
    activityId: a!.id,
    buyerCompany: 'Cape Fresh',
    buyerUserId: user,
    brandId: b!.id,
    tableNo: 1,
    status,
    scheduledAt: new Date(at),
    intentAmount: amount,
  })
  await api.db
    .insert(dockings)
    .values([
      docking(ids[0]!, '2025-03-12T02:00:00Z', 'met'),
      docking(ids[0]!, '2025-03-12T03:00:00Z', 'deal', 1_250_000),
      docking(ids[1]!, '2025-03-12T04:00:00Z', 'cancelled'),
    ])
  await api.db
    .insert(pageViews)
    .values(Array.from({ length: 5 }, () => ({ path: '/', refType: 'page', createdAt: new Date('2025-02-14T12:00:00Z') })))
}, 180_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

const fixture = { from: '2025-02', to: '2025-03', country: 'ZA' }

/** A CSV export as the analyst gets it: its lines, after checking the type and the BOM. */
async function fetchCsv(query: Record<string, string>, lan: 'en' | 'cn') {
  const url = api.url('/newApi/Report/csv', { keys: analyst, lan })
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  const res = await api.server.handle(new Request(url))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n')
}

describe('the analyst reports', () => {
  it('answer only analysts and organisers: 401 logged out, 403 for buyers and brands', async () => {
    for (const path of ['/newApi/Report/buyer', '/newApi/Report/monthly']) {
      expect((await api.get(path)).status).toBe(401)
      expect(await expectForbidden(api.get(path, {}, { keys: buyer }))).toContain('analysts')
      expect(await expectForbidden(api.get(path, {}, { keys: brand, lan: 'cn' }))).toContain('分析人员')
      await expectData(api.get(path, {}, { keys: analyst }))
      await expectData(api.get(path, {}, { keys: organiser }))
    }
    const csv = await api.server.handle(new Request(api.url('/newApi/Report/csv', { keys: buyer }) + '&report=monthly'))
    expect(csv.status).toBe(403)
  })

  it('the monthly figures equal the fixture counted by hand', async () => {
    const data = await expectData<Monthly>(api.get('/newApi/Report/monthly', fixture, { keys: analyst }))
    expect(data).toMatchObject({ from: '2025-02', to: '2025-03', time_zone: 'Asia/Shanghai' })
    expect(data.months).toEqual([
      // February's reply times: 4 h, 10 h and 120 h (the quote of 2 March): median 10 h.
      expect.objectContaining({
        month: '2025-02',
        page_views: 5,
        new_buyers: 2,
        inquiries: 3,
        quoted: 2,
        quotes: 1,
        median_reply_hours: 10,
        meetings: 0,
        held: 0,
        deals: 0,
      }),
      expect.objectContaining({
        month: '2025-03',
        page_views: 0,
        new_buyers: 1,
        inquiries: 1,
        quoted: 0,
        quotes: 1,
        median_reply_hours: null,
        meetings: 3,
        held: 2,
        no_shows: 1,
        deals: 1,
        intent_amount: 1_250_000,
      }),
    ])
    expect(data.by_event).toEqual([expect.objectContaining({ id: activityId, meetings: 3, held: 2, deals: 1, intent_amount: 1_250_000 })])
    // A member category narrows the buyers: category 2 is the second buyer only.
    const narrowed = await expectData<Monthly>(api.get('/newApi/Report/monthly', { ...fixture, category: 2 }, { keys: analyst }))
    expect(narrowed.months.map((x) => [x.new_buyers, x.inquiries, x.meetings, x.no_shows])).toEqual([
      [1, 1, 0, 0],
      [0, 0, 1, 1],
    ])
  })

  it('the buyer figures equal the fixture counted by hand, and the table sorts', async () => {
    const data = await expectData<BuyerReport>(api.get('/newApi/Report/buyer', { ...fixture, sort: 'deals' }, { keys: analyst }))
    expect(data.totals).toEqual({ new_buyers: 3, active_buyers: 3, wishes: 0, meetings: 2, deals: 1, inquiries: 4, quoted: 2 })
    expect(data.months.map((x) => [x.month, x.inquiries, x.quoted])).toEqual([
      ['2025-02', 3, 2],
      ['2025-03', 1, 0],
    ])
    expect(data.by_country).toEqual([expect.objectContaining({ code: 'ZA', buyers: 3, inquiries: 4 })])
    expect(data.by_status).toEqual([
      { status: 'verified', buyers: 2 },
      { status: 'submitted', buyers: 1 },
    ])
    expect(data.buyers.total).toBe(3)
    expect(data.buyers.list.map((r) => [r.company, r.inquiries, r.quoted, r.meetings, r.deals, r.intent_amount])).toEqual([
      ['Cape Fresh 1', 2, 1, 2, 1, 1_250_000],
      ['Cape Fresh 2', 1, 1, 0, 0, 0],
      ['Cape Fresh 3', 1, 0, 0, 0, 0],
    ])
  })

  it('streams the CSV with a BOM, holding exactly the rows of the table on screen, in the request language', async () => {
    const monthly = await fetchCsv({ ...fixture, report: 'monthly' }, 'en')
    expect(monthly[0]).toMatch(/^Month \(Asia\/Shanghai\),Page views,New buyers/)
    expect(monthly.slice(1)).toEqual(['2025-02,5,2,0,3,2,1,10,0,0,0,0,0', '2025-03,0,1,0,1,0,1,,3,2,1,1,12500'])
    const buyers = await fetchCsv({ ...fixture, report: 'buyer', sort: 'deals' }, 'cn')
    expect(buyers[0]).toMatch(/^公司,国家,认证状态/)
    expect(buyers.slice(1).map((line) => line.split(',')[0])).toEqual(['Cape Fresh 1', 'Cape Fresh 2', 'Cape Fresh 3'])
    expect(buyers[1]).toContain('南非')
    expect(buyers[1]).toContain('已认证')
  })

  it('exports every row of the buyer table, page after page, in the table’s order and with its figures', async () => {
    // More buyers than one CSV chunk (2,000 rows), so the file goes past its first chunk.
    await api.db.execute(sql`INSERT INTO users (mobile, role, name, company, country_code, created_at)
      SELECT '+8615' || lpad(g::text, 9, '0'), 'buyer', 'Chunk buyer', 'Chunk Trading ' || g, 'CN', '2026-03-01T00:00:00Z'::timestamptz
      FROM generate_series(1, 2100) g`)
    for (const sort of ['inquiries', 'company']) {
      const table: Array<string> = []
      for (let page = 1; ; page++) {
        const data = await expectData<BuyerReport>(api.get('/newApi/Report/buyer', { sort, page, page_size: 100 }, { keys: analyst }))
        const b = data.buyers.list
        table.push(...b.map((r) => [r.company, r.meetings, r.deals, r.intent_amount / 100, r.inquiries, r.quoted].join('|')))
        if (page * 100 >= data.buyers.total) break
      }
      const csv = (await fetchCsv({ report: 'buyer', sort }, 'en')).slice(1).map((line) => {
        const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'))
        cells.pop()
        // Company, …, meetings, deals, intent amount, inquiries, quoted (the last six columns but wishes).
        return [cells[0], ...cells.slice(-5)].join('|')
      })
      expect(table.length).toBeGreaterThan(2000)
      expect(csv).toEqual(table)
    }
  })

  it('names the bad parameter in the request language', async () => {
    expect(await expectRejection(api.get('/newApi/Report/monthly', { from: '2025-13' }, { keys: analyst }))).toContain('from')
    // Year 0 once answered 500: every month param is range-checked, in the request's language.
    expect(await expectRejection(api.get('/newApi/Report/monthly', { from: '0000-01', to: '0000-02' }, { keys: analyst }))).toMatch(
      /^Field from: 0000-01 is out of range/,
    )
    expect(
      await expectRejection(api.get('/newApi/Report/monthly', { from: '2025-01', to: '9999-12' }, { keys: analyst, lan: 'cn' })),
    ).toMatch(/^字段 to：9999-12 超出范围/)
    expect(await expectRejection(api.get('/newApi/Report/buyer', { from: '0000-01' }, { keys: analyst }))).toContain('from')
    expect(
      await expectRejection(api.get('/newApi/Report/monthly', { from: '2025-05', to: '2025-02' }, { keys: analyst, lan: 'cn' })),
    ).toContain('字段 from')
    expect(await expectRejection(api.get('/newApi/Report/buyer', { from: '2022-01', to: '2025-02' }, { keys: analyst }))).toContain(
      '24 months',
    )
    expect(await expectRejection(api.get('/newApi/Report/buyer', { country: 'za' }, { keys: analyst }))).toContain('country')
    const csv = await api.server.handle(new Request(`${api.url('/newApi/Report/csv', { keys: analyst })}&report=weekly`))
    expect(((await csv.json()) as { msg: string }).msg).toContain('report')
  })
})

describe('months in the business time zone (Beijing)', () => {
  it('counts an inquiry and a meeting by the Beijing calendar, dates joining there, and names the zone in the CSV', async () => {
    const [b] = await api.db.select({ id: brands.id }).from(brands).limit(1)
    // Joined at 04:00 on 1 July in Beijing, still 30 June in UTC.
    const [made] = await api.db
      .insert(users)
      .values({
        mobile: '+27820000099',
        role: 'buyer',
        company: 'Cape Night Trading',
        countryCode: 'ZA',
        createdAt: new Date('2025-06-30T20:00:00Z'),
      })
      .returning({ id: users.id })
    await api.db.insert(inquiries).values([
      // 01:00 on 1 February in Beijing: February.
      { userId: made!.id, brandId: b!.id, status: 'read', createdAt: new Date('2026-01-31T17:00:00Z') },
      // 23:00 on 31 January in Beijing: January.
      { userId: made!.id, brandId: b!.id, status: 'read', createdAt: new Date('2026-01-31T15:00:00Z') },
      { userId: made!.id, brandId: b!.id, status: 'read', createdAt: new Date('2026-01-31T15:59:59Z') },
    ])
    // A deal at 23:00 UTC on 31 January is 07:00 on 1 February in Beijing: the event's pages keep the
    // venue's clock, the report counts it in February.
    await api.db.insert(dockings).values({
      activityId,
      buyerCompany: 'Cape Night Trading',
      buyerUserId: made!.id,
      brandId: b!.id,
      tableNo: 2,
      status: 'deal',
      scheduledAt: new Date('2026-01-31T23:00:00Z'),
      intentAmount: 500_000,
    })
    const period = { from: '2026-01', to: '2026-02', country: 'ZA' }
    const monthly = await expectData<Monthly>(api.get('/newApi/Report/monthly', period, { keys: analyst }))
    expect(monthly.time_zone).toBe('Asia/Shanghai')
    expect(monthly.months.map((x) => [x.month, x.inquiries, x.deals, x.intent_amount])).toEqual([
      ['2026-01', 2, 0, 0],
      ['2026-02', 1, 1, 500_000],
    ])
    const byBuyer = await expectData<BuyerReport & { buyers: { list: Array<{ joined: string }> } }>(
      api.get('/newApi/Report/buyer', period, { keys: analyst }),
    )
    expect(byBuyer.months.map((x) => [x.month, x.inquiries, x.deals])).toEqual([
      ['2026-01', 2, 0],
      ['2026-02', 1, 1],
    ])
    expect(byBuyer.buyers.list).toEqual([expect.objectContaining({ company: 'Cape Night Trading', joined: '2025-07-01', inquiries: 3 })])

    const csv = await fetchCsv({ ...period, report: 'monthly' }, 'en')
    expect(csv[0]).toMatch(/^Month \(Asia\/Shanghai\),/)
    // Month and inquiries (the fifth column).
    expect(csv.slice(1).map((line) => [line.split(',')[0], line.split(',')[4]])).toEqual([
      ['2026-01', '2'],
      ['2026-02', '1'],
    ])
    const cn = await fetchCsv({ ...period, report: 'buyer' }, 'cn')
    expect(cn[0]).toContain('注册日期（Asia/Shanghai）')
    expect(cn[1]).toContain(',2025-07-01,')
  })
})

describe('the seeded year', () => {
  it('registers every buyer before its first inquiry, wish, meeting or bulk request', async () => {
    const early = await api.db.execute(sql`SELECT u.id FROM users u WHERE u.role = 'buyer' AND u.created_at > (
        SELECT min(at) FROM (
          SELECT created_at AS at FROM inquiries WHERE user_id = u.id
          UNION ALL SELECT updated_at FROM meeting_wishes WHERE buyer_user_id = u.id
          UNION ALL SELECT scheduled_at FROM dockings WHERE buyer_user_id = u.id
          UNION ALL SELECT created_at FROM bulk_requests WHERE user_id = u.id
        ) steps)`)
    expect((early as unknown as { rows: Array<unknown> }).rows).toEqual([])
    // The demo buyer (README "Demo accounts") among them: joined before the cart it sent days ago.
    const demo = await api.db.execute(sql`SELECT u.created_at < min(i.created_at) AS before FROM users u
      JOIN inquiries i ON i.user_id = u.id WHERE u.mobile = '+8613800000001' GROUP BY u.created_at`)
    expect((demo as unknown as { rows: Array<{ before: boolean }> }).rows).toEqual([{ before: true }])
  })
})

describe('large procurement', () => {
  it('keeps a logged-in buyer’s request with spec, incoterm, origin and their own attachment; the list filters by origin, quantity and deadline', async () => {
    const file = (userId: number | null, name: string) =>
      api.db
        .insert(uploads)
        .values({ userId, filename: name, mime: 'application/pdf', size: 10, storagePath: name })
        .returning({ id: uploads.id })
    const [theirs] = await file((await api.loginAs('buyer')).userId, 'theirs.pdf')
    const [ownFile] = await file(buyer.userId, 'spec.pdf')
    const body = {
      company: 'Cape Fresh Imports',
      contact_name: 'Thandi',
      contact_phone: '+27 82 555 0101',
      product_name: 'Macadamia nuts, style 1',
      spec: 'Kernel, 18–20 mm, vacuum-packed 11.34 kg',
      category_id: 2,
      quantity: 8_000,
      unit: 'carton',
      destination_country: 'CN',
      origin_country: 'ZA',
      incoterm: 'CIF',
      deadline: '2026-08-01',
    }
    // Someone else's file is refused, naming the field; so is any file without a login.
    expect(await expectRejection(api.post('/newApi/Bulk/formPost', { ...body, attachment_ids: [theirs!.id] }, { keys: buyer }))).toContain(
      'attachment_ids',
    )
    expect(await expectRejection(api.post('/newApi/Bulk/formPost', { ...body, attachment_ids: [ownFile!.id] }))).toContain('attachment_ids')
    const { id } = await expectData<{ id: number }>(
      api.post('/newApi/Bulk/formPost', { ...body, attachment_ids: [ownFile!.id] }, { keys: buyer }),
    )
    type Item = {
      id: number
      quantity: number
      deadline: string
      spec: string
      incoterm: string | null
      origin: { code: string; name: string } | null
      attachment_count: number
    }
    const list = await expectData<{ list: Array<Item> }>(
      api.get('/newApi/Bulk/BulkList', { origin_code: 'ZA', min_quantity: 5000, deadline_before: '2026-08-01' }, { lan: 'cn' }),
    )
    expect(list.list).toContainEqual(
      expect.objectContaining({ id, spec: body.spec, incoterm: 'CIF', origin: { code: 'ZA', name: '南非' }, attachment_count: 1 }),
    )
    // Every request listed fits every filter (the seed has requests of its own).
    expect(list.list.every((r) => r.origin?.code === 'ZA' && r.quantity >= 5000 && r.deadline <= '2026-08-01')).toBe(true)
    for (const query of [
      { origin_code: 'ZA', min_quantity: 8001 },
      { origin_code: 'ZA', deadline_before: '2026-07-31' },
      { origin_code: 'EC' },
    ]) {
      const other = await expectData<{ list: Array<Item> }>(api.get('/newApi/Bulk/BulkList', query))
      expect(other.list.map((r) => r.id)).not.toContain(id)
    }
    expect(await expectRejection(api.get('/newApi/Bulk/BulkList', { deadline_before: '2026-02-30x' }))).toContain('deadline_before')
  })
})

describe('CSV in every spreadsheet locale', () => {
  it('quotes a field holding , ; or tab and defuses a leading = + - @ tab or CR in every field', async () => {
    const hostile = ["AAAA Trading;=cmd|' /C calc'!A0", '@SUM(1+1)', 'Tab\tTrading', '-2+3 Foods', '\r=HYPERLINK("x")']
    for (const [i, company] of hostile.entries()) {
      await api.db.execute(sql`INSERT INTO users (mobile, role, name, company, country_code, created_at)
        VALUES (${`+861590000${String(i).padStart(4, '0')}`}, 'buyer', 'CSV buyer', ${company}, 'CN', '2026-03-02T00:00:00Z'::timestamptz)`)
    }
    const text = (await fetchCsv({ report: 'buyer', sort: 'company' }, 'en')).join('\r\n')
    expect(text).toContain(`"AAAA Trading;=cmd|' /C calc'!A0"`)
    expect(text).toContain(`'@SUM(1+1)`)
    expect(text).toContain(`"Tab\tTrading"`)
    expect(text).toContain(`'-2+3 Foods`)
    expect(text).toContain(`"'\r=HYPERLINK(""x"")"`)
    // No field, split at , ; or tab the way any locale's Excel splits an unquoted line, starts a formula.
    for (const line of text.split('\r\n')) {
      const outside = line.replace(/"(?:[^"]|"")*"/g, '""')
      for (const cell of outside.split(/[,;\t]/)) expect(cell).not.toMatch(/^[=+@]|^-\D/)
    }
  })
})
