/**
 * The security review's findings, each through the real dispatcher on a real
 * database: forged X-Forwarded-For, unbounded bodies, NUL bytes, `__proto__` in query strings,
 * and failed queries logged with their parameters.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureAuth } from '../auth/config.server'
import { brands } from '../db/schema'
import { queryInput } from './dispatch.server'
import { describeError } from './input-guard'
import { createTestApi, expectData, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

let api: TestApi
let behindProxy: TestApi
let outbox: string
beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-'))
  configureAuth({ outboxDir: outbox, resendSeconds: 0, dailyPerIp: 3 })
  api = await createTestApi()
  behindProxy = await createTestApi({ trustProxy: { kind: 'list', entries: ['10.0.0.0/8'] } })
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  await behindProxy.close()
  rmSync(outbox, { recursive: true, force: true })
})

const CODE = '/newApi/api_v2/Login/getMobileVerifyCode'

describe('client IP: per-IP limits cannot be dodged with X-Forwarded-For', () => {
  it('counts every code sent from one socket address against it, whatever the header says', async () => {
    const sent: Array<number> = []
    for (let i = 0; i < 5; i++) {
      const res = await api.get(
        CODE,
        { mobile: `+86139000000${10 + i}` },
        { ip: '198.51.100.77', headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      )
      sent.push(res.body.code)
    }
    // dailyPerIp is 3 in this file.
    expect(sent).toEqual([1, 1, 1, 0, 0])
  })

  it('believes the header only from a configured proxy, and only the entry that proxy added', async () => {
    const viaProxy = (forwarded: string) =>
      behindProxy.get('/newApi/api_v2/login/userTokenIp', {}, { ip: '10.0.0.5', headers: { 'x-forwarded-for': forwarded } })
    expect((await expectData<{ ip: string }>(viaProxy('6.6.6.6, 203.0.113.9'))).ip).toBe('203.0.113.9')
    const direct = await behindProxy.get(
      '/newApi/api_v2/login/userTokenIp',
      {},
      { ip: '198.51.100.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    )
    expect((direct.body.data as { ip: string }).ip).toBe('198.51.100.1')
  })
})

/** A body of `total` bytes made on demand, counting what the server pulled. */
function streamed(total: number, chunk = 64 * 1024, prefix = '') {
  let pulled = 0
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const bytes = pulled === 0 && prefix ? encoder.encode(prefix.padEnd(chunk, 'x')) : new Uint8Array(chunk).fill(0x61)
      pulled += bytes.byteLength
      controller.enqueue(bytes)
    },
  })
  return { stream, pulled: () => pulled }
}

describe('request bodies are capped while they stream', () => {
  it('answers a 60 MB JSON body to /api/monitor with 413 and the envelope, reading no more than its cap', async () => {
    const body = streamed(60 * 1024 * 1024, 64 * 1024, '{"client_id":"client-aaaaaaaa","events":["')
    const request = new Request(api.url('/api/monitor'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit)
    const response = await api.server.handle(request)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ code: 0, msg: 'The request body is too large', data: null })
    // The monitor's cap is 64 KB: at most a chunk or two past it was ever read.
    expect(body.pulled()).toBeLessThanOrEqual(256 * 1024)
  })

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const body = streamed(2 * 1024 * 1024)
    const request = new Request(api.url('/api/monitor'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: body.stream,
      duplex: 'half',
    } as RequestInit)
    const response = await api.server.handle(request)
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(128 * 1024)
  })

  it('caps a chunked multipart upload (no Content-Length) at 10 MB', async () => {
    const keys = await api.loginAs('buyer')
    const boundary = 'x-boundary-1'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`
    const body = streamed(30 * 1024 * 1024, 64 * 1024, head)
    const request = new Request(api.url('/newApi/common/upload', { keys }), {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: body.stream,
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    const response = await api.server.handle(request)
    expect(response.status).toBe(413)
    expect((await response.json()) as unknown).toMatchObject({ code: 0, data: null })
    expect(body.pulled()).toBeLessThanOrEqual(11 * 1024 * 1024)
  })

  it('still takes a normal JSON body', async () => {
    const data = await expectData<{ accepted: number }>(
      api.post('/api/monitor', {
        client_id: 'client-bbbbbbbb',
        events: [{ type: 'error', route: '/about', at: Date.parse('2026-06-15T07:59:00Z'), name: 'x' }],
      }),
    )
    expect(data.accepted).toBe(1)
  })
})

describe('NUL and other control characters never reach the database', () => {
  let buyer: Keys
  beforeAll(async () => {
    buyer = await api.loginAs('buyer')
  })
  const nul = 'ab\u0000cd'
  const gets: Array<[string, Record<string, unknown>, string]> = [
    ['/newApi/OpbGoods/opbGoodsList', { keyword: nul }, 'keyword'],
    ['/newApi/Home/getBrandList', { keyword: nul }, 'keyword'],
    ['/newApi/api_v2/Buyers/searchCompanyName', { keyword: nul }, 'keyword'],
    ['/newApi/api_v2/common/ticketProblem', { keyword: nul }, 'keyword'],
    ['/newApi/api_v2/Common/getCountryPavilionList', { keyword: nul }, 'keyword'],
    ['/newApi/api_v2/login/wechatQrStatus', { state: nul, browser_token: 'token-aaaaaaaaaaaa' }, 'state'],
    ['/newApi/api_v2/login/wechatCodeUser', { code: 'code-1', state: nul }, 'state'],
  ]
  for (const [path, query, field] of gets) {
    it(`GET ${path.split('/').pop()} refuses it, naming ${field}`, async () => {
      expect(await expectRejection(api.get(path, query))).toBe(`Field ${field} must not contain control characters`)
      expect(await expectRejection(api.get(path, query, { lan: 'cn' }))).toBe(`字段 ${field} 不能包含控制字符`)
    })
  }
  const posts: Array<[string, Record<string, unknown>, string, boolean]> = [
    ['/newApi/Home/checkWechatState', { state: nul, browser_token: 'token-aaaaaaaaaaaa' }, 'state', false],
    [
      '/newApi/api_v2/Buyers/pcForm2Post',
      { company: nul, contact_name: 'Li', mobile: '+8613800000000', country_code: 'CN', member_category_ids: [1] },
      'company',
      false,
    ],
    ['/newApi/api_v2/Looking/LookingPost', { brand_ids: [1], note: `line one\n${nul}` }, 'note', true],
    ['/newApi/OpbGoods/postOpbGoodsCar', { contact_name: nul, contact_phone: '+8613800000000', company: 'Acme' }, 'contact_name', true],
    ['/newApi/api_v2/login/register', { role: 'buyer', name: nul, company: 'Acme', country_code: 'CN' }, 'name', true],
    [
      '/newApi/api_v2/Buyers/pcForm2Post',
      { company: 'Acme', contact_name: 'Li', nested: { deep: ['ok', '\u0007'] } },
      'nested.deep.1',
      false,
    ],
  ]
  for (const [path, body, field, needsKeys] of posts) {
    it(`POST ${path.split('/').pop()} refuses it, naming ${field}`, async () => {
      const options = needsKeys ? { keys: buyer } : {}
      expect(await expectRejection(api.post(path, body, options))).toBe(`Field ${field} must not contain control characters`)
    })
  }

  it('keeps tab, line feed and carriage return in multi-line text', async () => {
    const [brand] = await api.db.select({ id: brands.id }).from(brands).limit(1)
    const saved = await expectData<{ id: number }>(
      api.post('/newApi/api_v2/Looking/LookingPost', { brand_ids: [brand!.id], note: 'first\tline\r\nsecond line' }, { keys: buyer }),
    )
    expect(saved.id).toBeGreaterThan(0)
  })

  it('logs a failed query without its parameters', async () => {
    let caught: unknown
    try {
      await api.db.execute(sql`select * from users where mobile = ${'+8613912345678\u0000'}`)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(Error)
    const line = describeError(caught)
    expect(line).toContain('select * from users where mobile = $1')
    expect(line).not.toContain('13912345678')
  })
})

describe('query strings parse into objects without a prototype', () => {
  it('keeps __proto__ as a plain key', () => {
    const input = queryInput(new URL('http://x/api?__proto__[]=a&__proto__[]=b&constructor=c&keyword=d').searchParams)
    expect(Object.getPrototypeOf(input)).toBeNull()
    expect(Object.keys(input).toSorted()).toEqual(['__proto__', 'constructor', 'keyword'])
    expect(input['__proto__']).toEqual(['a', 'b'])
    expect(({} as Record<string, unknown>).length).toBeUndefined()
  })

  it('answers such a request normally', async () => {
    const res = await api.get('/newApi/Home/getBrandList', { '__proto__[]': 'x', keyword: 'tea' })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(1)
  })
})
