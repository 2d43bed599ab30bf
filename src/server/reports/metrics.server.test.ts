// One definition per figure (./metrics.server.ts), checked on the seeded year: each figure is read
// through every page that shows it — the monthly report, the buyer report's headline, the buyer
// table as its CSV (every row), the brand funnel of every brand, the brand profile — for several
// periods and filter sets, and every pair must be the same number.
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { activities, brands, users } from '../db/schema'
import { createTestApi, expectData, type Keys, type TestApi } from '../app/test-api.server'
import { csvFields } from '../../lib/csv'

type Monthly = {
  not_filtered: Array<string>
  months: Array<{
    page_views: number
    new_buyers: number
    inquiries: number
    quoted: number
    held: number
    deals: number
    intent_amount: number
  }>
  by_event: Array<{ held: number; deals: number; intent_amount: number }>
}
type Buyer = {
  not_filtered: Array<string>
  totals: { new_buyers: number; active_buyers: number; wishes: number; meetings: number; deals: number; inquiries: number; quoted: number }
  by_country: Array<{ buyers: number; inquiries: number }>
  by_status: Array<{ buyers: number }>
  buyers: { total: number }
  buyers_joined_outside: number
}
type Funnel = { steps: Array<{ step: string; value: number | null }> }

let api: TestApi
let analyst: Keys
let country = ''
let activityId = 0

beforeAll(async () => {
  api = await createTestApi()
  analyst = await api.loginAs('analyst')
  // The seeded buyers' most common country, and the event with the most meetings: filters that keep rows.
  const [top] = (
    await api.db.execute(sql`SELECT coalesce(bp.country_code, u.country_code) AS c, count(*) AS n FROM users u
      LEFT JOIN buyer_profiles bp ON bp.user_id = u.id WHERE u.role = 'buyer' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`)
  ).rows as Array<{ c: string }>
  country = top!.c
  const [busy] = (await api.db.execute(sql`SELECT activity_id AS id FROM dockings GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`))
    .rows as Array<{ id: number }>
  activityId = Number(busy?.id ?? (await api.db.select({ id: activities.id }).from(activities).limit(1))[0]!.id)
})

afterAll(async () => {
  expect(api.errors).toEqual([])
  await api.close()
})

async function buyerCsv(query: Record<string, string | number>) {
  const url = api.url('/newApi/Report/csv', { keys: analyst })
  for (const [k, v] of Object.entries({ ...query, report: 'buyer' })) url.searchParams.set(k, String(v))
  const res = await api.server.handle(new Request(url))
  expect(res.status).toBe(200)
  const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3))
  const [, ...rows] = text.trimEnd().split('\r\n').map(csvFields)
  return rows
}

const sum = <T>(rows: ReadonlyArray<T>, f: (row: T) => number) => rows.reduce((s, r) => s + f(r), 0)

const periods = [
  { from: '2026-01', to: '2026-12' },
  { from: '2025-07', to: '2026-06' },
  { from: '2026-03', to: '2026-03' },
]

// Each test reads every report for many periods and filters (hundreds of calls): minutes when both
// workers of a 2-core machine are busy, so each has its own timeout.
describe('one definition per figure', () => {
  it('the monthly report, the buyer headline and the buyer table (CSV) agree for every period and filter', async () => {
    const filterSets: Array<Record<string, string | number>> = [
      {},
      { country },
      { category: 1 },
      { country, category: 1 },
      { activity: activityId },
    ]
    for (const period of periods) {
      for (const filters of filterSets) {
        const query = { ...period, ...filters }
        const label = JSON.stringify(query)
        const monthly = await expectData<Monthly>(api.get('/newApi/Report/monthly', query, { keys: analyst }))
        const buyer = await expectData<Buyer>(api.get('/newApi/Report/buyer', { ...query, page_size: 5 }, { keys: analyst }))
        const rows = await buyerCsv(query)
        // Columns: Company, Country, Verification, Categories, Joined, Wishes, Meetings held, Deals, Intent, Inquiries, Quoted.
        const col = (i: number) => sum(rows, (r) => Number(r[i]))
        const figures = {
          inquiries: [sum(monthly.months, (m) => m.inquiries), buyer.totals.inquiries, col(9)],
          inquiries_by_country: [buyer.totals.inquiries, sum(buyer.by_country, (c) => c.inquiries)],
          quoted: [sum(monthly.months, (m) => m.quoted), buyer.totals.quoted, col(10)],
          wishes: [buyer.totals.wishes, col(5)],
          meetings_held: [sum(monthly.months, (m) => m.held), sum(monthly.by_event, (e) => e.held), buyer.totals.meetings, col(6)],
          deals: [sum(monthly.months, (m) => m.deals), sum(monthly.by_event, (e) => e.deals), buyer.totals.deals, col(7)],
          intent_cents: [sum(monthly.months, (m) => m.intent_amount), Math.round(col(8) * 100)],
          new_buyers: [
            sum(monthly.months, (m) => m.new_buyers),
            buyer.totals.new_buyers,
            rows.filter((r) => r[4]! >= `${period.from}-01` && r[4]! <= `${period.to}-31`).length,
            sum(buyer.by_country, (c) => c.buyers),
            sum(buyer.by_status, (c) => c.buyers),
          ],
          // The table lists the headline's new buyers plus what it says it adds.
          table_rows: [buyer.buyers.total, rows.length, buyer.totals.new_buyers + buyer.buyers_joined_outside],
        }
        for (const [figure, values] of Object.entries(figures)) {
          expect(new Set(values).size, `${figure} ${label}: ${values.join(' / ')}`).toBe(1)
        }
        expect(buyer.totals.active_buyers).toBeLessThanOrEqual(rows.length)
        // The seeded year has activity in every period asked: the equalities are not between zeros.
        expect(Object.keys(filters).length > 0 || buyer.totals.inquiries * buyer.totals.new_buyers > 0, `${label}`).toBe(true)
        expect(monthly.not_filtered).toEqual(buyer.not_filtered)
        // A filter reaches what it can; the rest is marked.
        const byBuyer = filters.country !== undefined || filters.category !== undefined
        const marked = [
          ...(byBuyer || filters.activity ? ['page_views', 'new_brands'] : []),
          ...(filters.activity ? ['new_buyers', 'active_buyers', 'inquiries', 'quoted', 'quotes', 'median_reply_hours'] : []),
        ]
        expect(monthly.not_filtered).toEqual(marked)
      }
    }
  }, 120_000)

  it('every brand funnel sums to the monthly figures, and each profile shows its funnel’s 12-month views', async () => {
    const all = await api.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id))
    // The presets end with the current month (the harness's clock: June 2026).
    const presets = { '12m': { from: '2025-07', to: '2026-06' }, '3m': { from: '2026-04', to: '2026-06' } }
    const totals = {
      '12m': { inquiries: 0, meetings_held: 0, deals: 0 },
      '3m': { inquiries: 0, meetings_held: 0, deals: 0 },
    }
    for (const { id } of all) {
      const [user] = await api.db
        .insert(users)
        .values({
          mobile: `+8615999${String(id).padStart(6, '0')}`,
          role: 'brand',
          name: `Brand ${id}`,
          company: `Brand ${id}`,
          brandId: id,
        })
        .returning({ id: users.id })
      const keys = await createSession(api.db, user!.id)
      let funnelViews = -1
      for (const preset of ['12m', '3m'] as const) {
        const funnel = await expectData<Funnel>(api.get('/newApi/api_v2/SupplierCentre/brandReportInfo', { preset }, { keys }))
        const value = (step: string) => funnel.steps.find((s) => s.step === step)?.value ?? 0
        totals[preset].inquiries += value('inquiries')
        totals[preset].meetings_held += value('meetings_held')
        totals[preset].deals += value('deals')
        if (preset === '12m') funnelViews = value('profile_views')
      }
      const profile = await expectData<{ views: number }>(api.get('/newApi/Brand/getBrandViewInfo', { brand_id: id }))
      expect(profile.views, `brand ${id}`).toBe(funnelViews)
    }
    for (const preset of ['12m', '3m'] as const) {
      const monthly = await expectData<Monthly>(api.get('/newApi/Report/monthly', presets[preset], { keys: analyst }))
      expect(totals[preset], `${preset}`).toEqual({
        inquiries: sum(monthly.months, (m) => m.inquiries),
        meetings_held: sum(monthly.months, (m) => m.held),
        deals: sum(monthly.months, (m) => m.deals),
      })
    }
    expect(totals['12m'].meetings_held).toBeGreaterThan(0)
  }, 120_000)
})
