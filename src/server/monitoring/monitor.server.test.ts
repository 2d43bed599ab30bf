import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { monitorEvents } from '../db/schema'
import { createTestApi, TEST_NOW, type TestApi } from '../app/test-api.server'
import { MONITOR_CLIENT_LIMIT, resetMonitorQuotas } from './monitor.server'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})
beforeEach(async () => {
  await resetMonitorQuotas(api.db)
  await api.db.delete(monitorEvents)
})

const INGEST = '/api/monitor'
const REPORT = '/api/monitor/report'
const at = TEST_NOW.getTime() - 1000

const event = (overrides: Record<string, unknown> = {}) => ({
  type: 'error',
  route: '/about',
  at,
  name: 'TypeError: x is undefined',
  ...overrides,
})

describe('POST /api/monitor', () => {
  it('validates, stores and counts a batch', async () => {
    const res = await api.post(INGEST, {
      client_id: 'client-aaaaaaaa',
      events: [
        event({ detail: 'at about.tsx:3' }),
        event({ type: 'vital', name: 'LCP', value: 1234.5, detail: 'good' }),
        event({ type: 'request', name: '/newApi/opbGoods/opbGoodsCar', status: 500, value: 80, detail: 'GET' }),
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 1, data: { accepted: 3, dropped: 0 } })
    const rows = await api.db.select().from(monitorEvents)
    expect(rows.map((row) => [row.type, row.route, row.name, row.value, row.status])).toEqual([
      ['error', '/about', 'TypeError: x is undefined', null, null],
      ['vital', '/about', 'LCP', 1234.5, null],
      ['request', '/about', '/newApi/opbGoods/opbGoodsCar', 80, 500],
    ])
    expect(rows[0]!.clientId).toBe('client-aaaaaaaa')
    expect(rows[0]!.occurredAt.getTime()).toBe(at)
  })

  it('rejects bad input naming the field, in the request language, never a 5xx', async () => {
    const tooMany = await api.post(INGEST, { client_id: 'client-aaaaaaaa', events: Array.from({ length: 11 }, () => event()) })
    expect(tooMany.status).toBe(200)
    expect(tooMany.body.code).toBe(0)
    expect(tooMany.body.msg).toContain('events')
    const badType = await api.post(INGEST, { client_id: 'client-aaaaaaaa', events: [event({ type: 'trace' })] }, { lan: 'cn' })
    expect(badType.body.code).toBe(0)
    expect(badType.body.msg).toContain('events')
    const badClient = await api.post(INGEST, { client_id: 'x', events: [event()] })
    expect(badClient.body.code).toBe(0)
    expect(badClient.body.msg).toContain('client_id')
    expect(await api.db.select().from(monitorEvents)).toEqual([])
  })

  it('rate-limits per client and drops the excess', async () => {
    let accepted = 0
    let dropped = 0
    for (let i = 0; i < 7; i++) {
      const res = await api.post(INGEST, { client_id: 'client-busy-one', events: Array.from({ length: 10 }, () => event()) })
      const data = res.body.data as { accepted: number; dropped: number }
      accepted += data.accepted
      dropped += data.dropped
    }
    expect(accepted).toBe(MONITOR_CLIENT_LIMIT)
    expect(dropped).toBe(70 - MONITOR_CLIENT_LIMIT)
    // Another client is not affected.
    const other = await api.post(INGEST, { client_id: 'client-quiet-two', events: [event()] })
    expect(other.body.data).toEqual({ accepted: 1, dropped: 0 })
  })
})

describe('GET /api/monitor/report', () => {
  it('needs a logged-in analyst: anonymous 401, every other role 403 with the envelope', async () => {
    const res = await api.get(REPORT)
    expect(res.status).toBe(401)
    for (const role of ['buyer', 'brand', 'none'] as const) {
      const keys = await api.loginAs(role)
      const refused = await api.get(REPORT, { days: 7 }, { keys })
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ code: 0, msg: 'Only staff analysts may see this report', data: null })
    }
    const cn = await api.get(REPORT, {}, { keys: await api.loginAs('buyer'), lan: 'cn' })
    expect(cn.body.msg).toBe('仅限平台分析人员查看此报告')
  })

  it('groups errors, ranks failing requests and gives Web Vitals percentiles by route', async () => {
    const lcp = [1000, 2000, 3000, 4000]
    await api.post(INGEST, {
      client_id: 'client-report-1',
      events: [
        event(),
        event({ route: '/brand' }),
        event({ type: 'rejection', name: 'AbortError' }),
        event({ type: 'request', name: '/newApi/a', status: 500, value: 100 }),
        event({ type: 'request', name: '/newApi/a', status: 0, value: 50 }),
        event({ type: 'request', name: '/newApi/b', status: 200, value: 4000 }),
        ...lcp.map((value) => event({ type: 'vital', name: 'LCP', value })),
      ],
    })
    const keys = await api.loginAs('analyst')
    const res = await api.get(REPORT, { days: 7 }, { keys })
    expect(res.body.code).toBe(1)
    const data = res.body.data as {
      total_events: number
      errors: Array<{ type: string; message: string; count: number; routes: number }>
      requests: Array<{ name: string; count: number; failed: number; slow: number }>
      vitals: Array<{ route: string; name: string; count: number; p50: number; p75: number; p95: number }>
    }
    expect(data.total_events).toBe(10)
    expect(data.errors[0]).toMatchObject({ type: 'error', message: 'TypeError: x is undefined', count: 2, routes: 2 })
    expect(data.errors[1]).toMatchObject({ type: 'rejection', message: 'AbortError', count: 1 })
    expect(data.requests).toEqual([
      expect.objectContaining({ name: '/newApi/a', count: 2, failed: 2, slow: 0 }),
      expect.objectContaining({ name: '/newApi/b', count: 1, failed: 0, slow: 1 }),
    ])
    expect(data.vitals).toEqual([{ route: '/about', name: 'LCP', count: 4, p50: 2000, p75: 3000, p95: 4000 }])
  })
})
