import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchLog, users } from '../db/schema'
import { createTestApi, expectData, expectForbidden, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

type Report = {
  from: string
  to: string
  time_zone: string
  week: string | null
  q: string | null
  weeks: Array<{ week: string; searches: number; no_results: number; no_clicks: number }>
  top: Array<{ query: string; searches: number; mean_results: number; clicked: number }>
  no_results: Array<{ query: string; searches: number }>
  no_clicks: Array<{ query: string; searches: number; mean_results: number }>
}
type List = { total: number; list: Array<{ id: number }> }

const REPORT = '/newApi/Report/search'
const LIST = '/newApi/OpbGoods/opbGoodsList'
/** TEST_NOW (2026-06-15 08:00 UTC) is a Monday afternoon in Shanghai: its week starts that day. */
const THIS_WEEK = '2026-06-15'

let api: TestApi
let analyst: Keys
let organiser: Keys
let buyer: Keys
let brand: Keys

beforeAll(async () => {
  api = await createTestApi()
  analyst = await api.loginAs('analyst')
  const o = await api.loginAs('analyst')
  await api.db.update(users).set({ role: 'organiser' }).where(eq(users.id, o.userId))
  organiser = o
  buyer = await api.loginAs('buyer')
  brand = await api.loginAs('brand')
})

afterAll(async () => {
  expect(api.errors).toEqual([])
  await api.close()
})

const report = (query: Record<string, unknown> = {}) => expectData<Report>(api.get(REPORT, query, { keys: analyst }))

/** A search as the product page makes it: the list's first page, then the log of what it showed. */
async function search(keyword: string, lan: 'en' | 'cn' = 'en') {
  const list = await expectData<List>(api.get(LIST, { keyword, page: 1 }, { lan }))
  const { id } = await expectData<{ id: number }>(api.post('/newApi/Search/log', { keyword, result_count: list.total }, { lan }))
  return { id, total: list.total }
}

const click = (id: number, keyword: string, rank: number) =>
  expectData<{ ok: boolean }>(api.post('/newApi/Search/click', { id, keyword, rank }))

describe('the search report', () => {
  it('answers only analysts and organisers: 401 logged out, 403 for buyers and brands', async () => {
    expect((await api.get(REPORT)).status).toBe(401)
    expect(await expectForbidden(api.get(REPORT, {}, { keys: buyer }))).toContain('analysts')
    expect(await expectForbidden(api.get(REPORT, {}, { keys: brand, lan: 'cn' }))).toContain('分析人员')
    await expectData(api.get(REPORT, {}, { keys: organiser }))
  })

  it('covers the last 8 weeks by default, Monday to Sunday in the business time zone', async () => {
    const data = await report()
    expect(data).toMatchObject({ from: '2026-04-27', to: '2026-06-21', time_zone: 'Asia/Shanghai', week: null })
    expect(data.weeks.map((w) => w.week)).toEqual([
      '2026-04-27',
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
    ])
    // The demo history (seed-searches.server.ts) fills every week (the current one has just begun),
    // so a fresh start shows a report.
    expect(data.weeks.slice(0, -1).filter((w) => w.searches < 20 || w.no_results === 0 || w.no_clicks === 0)).toEqual([])
    expect(data.top).toHaveLength(20)
    expect((await report({ weeks: 4 })).weeks.map((w) => w.week)).toEqual(['2026-05-25', '2026-06-01', '2026-06-08', '2026-06-15'])
  })

  it('counts searches through the real list endpoint, their clicks and the ones that found nothing, exactly', async () => {
    const before = (await report()).weeks.at(-1)!

    // One query typed three ways is one row of the report; one click among the three searches.
    const typed = await search('  Cashew   Kernels ')
    expect(typed.total).toBeGreaterThan(2)
    const again = await search('cashew kernels')
    await search('CASHEW KERNELS')
    expect(await click(typed.id, 'cashew kernels', 2)).toEqual({ ok: true })
    // Only the first product opened counts; a wrong keyword or a rank beyond the results is not recorded.
    expect(await click(typed.id, 'cashew kernels', 1)).toEqual({ ok: false })
    expect(await click(again.id, 'macadamia', 1)).toEqual({ ok: false })
    expect(await click(again.id, 'cashew kernels', typed.total + 1)).toEqual({ ok: false })

    const chinese = await search('腰果仁', 'cn')
    expect(chinese.total).toBeGreaterThan(0)
    expect(await click(chinese.id, '腰果仁', 1)).toEqual({ ok: true })

    const nothing = await search('unobtainium')
    expect(nothing.total).toBe(0)
    await search('Unobtainium')

    // The stored row: the normalised query, the language, the count and the rank; nothing else.
    const [row] = await api.db.select().from(searchLog).where(eq(searchLog.id, typed.id))
    expect(row).toEqual({
      id: typed.id,
      query: 'cashew kernels',
      lan: 'en',
      resultCount: typed.total,
      clickedRank: 2,
      createdAt: new Date('2026-06-15T08:00:00Z'),
    })
    const [cn] = await api.db.select({ lan: searchLog.lan }).from(searchLog).where(eq(searchLog.id, chinese.id))
    expect(cn).toEqual({ lan: 'cn' })

    const after = (await report()).weeks.at(-1)!
    expect({
      searches: after.searches - before.searches,
      no_results: after.no_results - before.no_results,
      no_clicks: after.no_clicks - before.no_clicks,
    }).toEqual({ searches: 6, no_results: 2, no_clicks: 2 })

    const week = await report({ week: THIS_WEEK })
    expect(week.week).toBe(THIS_WEEK)
    expect(week.top).toContainEqual({ query: 'cashew kernels', searches: 3, mean_results: typed.total, clicked: 1 })
    expect(week.top).toContainEqual({ query: '腰果仁', searches: 1, mean_results: chinese.total, clicked: 1 })
    expect(week.top).toContainEqual({ query: 'unobtainium', searches: 2, mean_results: 0, clicked: 0 })
    expect(week.no_results).toContainEqual({ query: 'unobtainium', searches: 2 })
    expect(week.no_results.map((r) => r.query)).not.toContain('cashew kernels')
    expect(week.no_clicks).toContainEqual({ query: 'cashew kernels', searches: 2, mean_results: typed.total })
    expect(week.no_clicks.map((r) => r.query)).not.toContain('腰果仁')
    expect(week.no_clicks.map((r) => r.query)).not.toContain('unobtainium')
    // Limited to the queries containing a text (compared as stored), every figure counts only those.
    const cashew = await report({ q: '  CASHEW ' })
    expect(cashew.q).toBe('cashew')
    expect(cashew.weeks.map((w) => w.searches)).toEqual([0, 0, 0, 0, 0, 0, 0, 3])
    expect(cashew.weeks.at(-1)).toEqual({ week: THIS_WEEK, searches: 3, no_results: 0, no_clicks: 2 })
    expect(cashew.top).toEqual([{ query: 'cashew kernels', searches: 3, mean_results: typed.total, clicked: 1 }])
    expect(cashew.no_results).toEqual([])
    expect(cashew.no_clicks).toEqual([{ query: 'cashew kernels', searches: 2, mean_results: typed.total }])
    // Each table is the 20 most searched, most searched first.
    for (const table of [week.top, week.no_results, week.no_clicks]) {
      expect(table.length).toBeLessThanOrEqual(20)
      expect(table.map((r) => r.searches)).toEqual(table.map((r) => r.searches).toSorted((a, b) => b - a))
    }
  })

  it('cuts weeks at Monday midnight in Shanghai, not UTC', async () => {
    const rows = await api.db
      .insert(searchLog)
      .values([
        // Sunday 23:30 in Shanghai: the week before.
        { query: 'week edge probe', lan: 'en', resultCount: 0, createdAt: new Date('2026-06-14T15:30:00Z') },
        // Monday 00:30 in Shanghai (still Sunday in UTC): this week.
        { query: 'week edge probe', lan: 'en', resultCount: 0, createdAt: new Date('2026-06-14T16:30:00Z') },
        { query: 'week edge probe', lan: 'en', resultCount: 0, createdAt: new Date('2026-06-15T07:00:00Z') },
      ])
      .returning({ id: searchLog.id })
    try {
      expect((await report({ week: THIS_WEEK })).no_results).toContainEqual({ query: 'week edge probe', searches: 2 })
      expect((await report({ week: '2026-06-08' })).no_results).toContainEqual({ query: 'week edge probe', searches: 1 })
      expect((await report()).no_results).toContainEqual({ query: 'week edge probe', searches: 3 })
    } finally {
      await api.db.delete(searchLog).where(
        inArray(
          searchLog.id,
          rows.map((r) => r.id),
        ),
      )
    }
  })

  it('refuses a bad period, naming the field in the caller’s language', async () => {
    expect(await expectRejection(api.get(REPORT, { weeks: 5 }, { keys: analyst }))).toContain('weeks')
    // Not a Monday; a Monday outside the period; not a day at all.
    expect(await expectRejection(api.get(REPORT, { week: '2026-06-16' }, { keys: analyst }))).toContain('Field week')
    expect(await expectRejection(api.get(REPORT, { week: '2025-06-16' }, { keys: analyst, lan: 'cn' }))).toContain('字段 week')
    expect(await expectRejection(api.get(REPORT, { week: '2026-02-30' }, { keys: analyst }))).toContain('Field week')
    expect(await expectRejection(api.get(REPORT, { week: 'monday' }, { keys: analyst }))).toContain('week')
  })

  it('refuses an empty keyword and a rank below 1', async () => {
    expect(await expectRejection(api.post('/newApi/Search/log', { keyword: '   ', result_count: 3 }))).toContain('keyword')
    expect(await expectRejection(api.post('/newApi/Search/log', { keyword: 'rice', result_count: -1 }))).toContain('result_count')
    expect(await expectRejection(api.post('/newApi/Search/click', { id: 1, keyword: 'rice', rank: 0 }))).toContain('rank')
  })
})
