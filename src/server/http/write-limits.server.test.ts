/**
 * Through the real dispatcher on a real database: a limit on every write
 * (walking the contract), browser tokens per IP, upload quotas, multipart only where files are
 * taken, HEAD never running a handler, bodies parsed only as the endpoint's type, and writes
 * from another site refused.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isWrite } from '../../api/contract/define'
import { contractEntries } from '../../api/contract/registry'
import { configureAuth } from '../auth/config.server'
import { brands, browserTokens, favorites, rateCounters, uploads, verificationCodes } from '../db/schema'
import { createTestApi, expectData, type TestApi } from '../app/test-api.server'
import { WRITE_LIMITS, writeLimitTable } from './write-limits'

// Uploads land in a throw-away DATA_DIR (read once by serverEnv(), after this line).
const dataDir = mkdtempSync(join(tmpdir(), 'write-limits-test-'))
process.env.DATA_DIR = dataDir

let api: TestApi
beforeAll(async () => {
  configureAuth({ outboxDir: join(dataDir, 'outbox'), resendSeconds: 0 })
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const writes = contractEntries.map((e) => e.def).filter(isWrite)

describe('every write endpoint has a limit', () => {
  it('finds each write of the contract in the limit table, and nothing else there', () => {
    const reachable = writes.filter((def) => def.auth !== 'analyst').map((def) => def.name)
    expect(reachable.filter((name) => !WRITE_LIMITS[name])).toEqual([])
    const known = new Set(writes.map((def) => def.name))
    expect(Object.keys(WRITE_LIMITS).filter((name) => !known.has(name))).toEqual([])
    expect(writeLimitTable(writes)).not.toContain('**none**')
  })

  it('answers 429 past the limit, in the caller language, per caller', async () => {
    const user = await api.loginAs('none')
    const other = await api.loginAs('none')
    const limit = WRITE_LIMITS.setRole!.max
    for (let i = 0; i < limit; i++) await expectData(api.post('/newApi/api_v2/login/setRole', { role: 'buyer' }, { keys: user }))
    const refused = await api.post('/newApi/api_v2/login/setRole', { role: 'buyer' }, { keys: user, lan: 'cn' })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ code: 0, msg: '此类操作过于频繁，请稍后再试', data: null })
    expect(refused.headers.get('retry-after')).toBe('3600')
    await expectData(api.post('/newApi/api_v2/login/setRole', { role: 'buyer' }, { keys: other }))
  })

  it('gives 500 fresh visitors an hour behind one address a token each, and a browser keeps its own', async () => {
    const ip = '203.0.113.77'
    const [before] = await api.db.select({ n: count() }).from(browserTokens)
    // A page load of a fresh visitor: a token, then the single-login exchange.
    const statuses: Array<number> = []
    const tokens: Array<string> = []
    for (let i = 0; i < 500; i++) {
      const issued = await api.get('/newApi/api_v2/login/createTokenOpb', {}, { ip })
      statuses.push(issued.status)
      const token = (issued.body.data as { token: string } | null)?.token ?? ''
      tokens.push(token)
      statuses.push((await api.post('/newApi/api_v2/login/userTokenEncryption', { browser_token: token }, { ip })).status)
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    const [after] = await api.db.select({ n: count() }).from(browserTokens)
    expect(after!.n - before!.n).toBe(500)
    // A browser that passes its token back keeps it: no new row.
    const again = await expectData<{ token: string }>(api.get('/newApi/api_v2/login/createTokenOpb', { token: tokens[0] }, { ip }))
    expect(again.token).toBe(tokens[0])
    const [kept] = await api.db.select({ n: count() }).from(browserTokens)
    expect(kept!.n).toBe(after!.n)
    // The limit fits 2,000 visitors an hour behind one NAT, and still ends somewhere.
    expect(WRITE_LIMITS.createTokenOpb!.max).toBeGreaterThanOrEqual(2000)
    await api.db
      .update(rateCounters)
      .set({ used: WRITE_LIMITS.createTokenOpb!.max })
      .where(eq(rateCounters.key, `w:createTokenOpb:ip:${ip}`))
    expect((await api.get('/newApi/api_v2/login/createTokenOpb', {}, { ip })).status).toBe(429)
    expect((await api.get('/newApi/api_v2/login/createTokenOpb', {}, { ip: '203.0.113.78' })).status).toBe(200)
  }, 120_000)
})

function pdf(size: number): FormData {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  const form = new FormData()
  form.append('file', new File([bytes], 'a.pdf', { type: 'application/pdf' }))
  return form
}

describe('upload quotas', () => {
  const MB = 1024 * 1024

  it('refuses a file past the day quota, naming the field; yesterday does not count', async () => {
    const keys = await api.loginAs('buyer')
    const old = new Date('2026-06-13T08:00:00Z')
    await api.db
      .insert(uploads)
      .values({ userId: keys.userId, filename: 'old.pdf', mime: 'application/pdf', size: 45 * MB, storagePath: 'x', createdAt: old })
    await expectData(api.postForm('/newApi/common/upload', pdf(9 * MB), { keys }))
    await expectData(api.postForm('/newApi/common/upload', pdf(9 * MB), { keys }))
    await expectData(api.postForm('/newApi/common/upload', pdf(9 * MB), { keys }))
    await expectData(api.postForm('/newApi/common/upload', pdf(9 * MB), { keys }))
    await expectData(api.postForm('/newApi/common/upload', pdf(9 * MB), { keys }))
    const refused = await api.postForm('/newApi/common/upload', pdf(9 * MB), { keys })
    expect(refused.body).toMatchObject({ code: 0, data: null })
    expect(refused.body.msg).toMatch(/^Field file: .*today \(50 MB\)/)
    const cn = await api.postForm('/newApi/common/upload', pdf(6 * MB), { keys, lan: 'cn' })
    expect(cn.body.msg).toMatch(/^字段 file：今日上传额度/)
    const [stored] = await api.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, keys.userId))
    expect(stored!.n).toBe(6)
  }, 30_000)

  it('refuses a file past the total quota', async () => {
    const keys = await api.loginAs('buyer')
    const old = new Date('2026-05-01T08:00:00Z')
    await api.db
      .insert(uploads)
      .values({ userId: keys.userId, filename: 'old.pdf', mime: 'application/pdf', size: 199 * MB, storagePath: 'x', createdAt: old })
    const refused = await api.postForm('/newApi/common/upload', pdf(2 * MB), { keys })
    expect(refused.body.msg).toMatch(/^Field file: .*200 MB in all/)
  })
})

describe('bodies: multipart only where files are taken, parsed only as the endpoint type', () => {
  it('refuses multipart on a JSON endpoint, even small, and parses nothing', async () => {
    const form = new FormData()
    form.append('path', '/x')
    form.append('ref_type', 'page')
    const res = await api.postForm('/newApi/Home/postPv', form, { ip: '198.51.100.30' })
    expect(res.status).toBe(415)
    expect(res.body).toEqual({ code: 0, msg: 'The request body must be JSON (Content-Type: application/json)', data: null })
  })

  it('refuses 1 MB of multipart on a JSON endpoint without reading it under the upload cap', async () => {
    const form = new FormData()
    form.append('pad', new File([new Uint8Array(1024 * 1024)], 'pad.bin'))
    const res = await api.postForm('/newApi/Bulk/formPost', form, { ip: '198.51.100.31' })
    expect(res.status).toBe(415)
  })

  it('refuses JSON on the upload endpoint', async () => {
    const keys = await api.loginAs('buyer')
    const res = await api.post('/newApi/common/upload', { file: 'x' }, { keys, lan: 'cn' })
    expect(res.status).toBe(415)
    expect(res.body.msg).toContain('multipart')
  })

  it('does not parse a text/plain body as JSON (a cross-site simple request)', async () => {
    const [brand] = await api.db.select().from(brands).limit(1).offset(21)
    const res = await api.post('/newApi/Home/postPv', JSON.stringify({ path: '/brand', ref_type: 'brand', ref_id: brand!.id }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      ip: '198.51.100.32',
    })
    expect(res.status).toBe(415)
    const [after] = await api.db.select({ views: brands.views }).from(brands).where(eq(brands.id, brand!.id))
    expect(after!.views).toBe(brand!.views)
  })
})

describe('HEAD never runs a handler', () => {
  it('sends no code and adds no favourite', async () => {
    const mobile = '+8613912345678'
    const head = await api.server.handle(
      new Request(new URL(`/newApi/api_v2/Login/getMobileVerifyCode?mobile=${encodeURIComponent(mobile)}&lan=en`, 'http://test.local'), {
        method: 'HEAD',
      }),
    )
    expect(head.status).toBe(405)
    expect(head.headers.get('allow')).toBe('GET')
    const [codes] = await api.db.select({ n: count() }).from(verificationCodes).where(eq(verificationCodes.target, mobile))
    expect(codes!.n).toBe(0)

    const keys = await api.loginAs('buyer')
    const [brand] = await api.db.select().from(brands).limit(1)
    const url = new URL(api.url('/newApi/common/add_favorite', { keys }))
    url.searchParams.set('target_type', 'brand')
    url.searchParams.set('target_id', String(brand!.id))
    expect((await api.server.handle(new Request(url, { method: 'HEAD' }))).status).toBe(405)
    const [favs] = await api.db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.userId, keys.userId)))
    expect(favs!.n).toBe(0)
    // The same GET adds it.
    const res = await api.server.handle(new Request(url))
    expect(res.status).toBe(200)
  })
})

describe('writes from another site are refused', () => {
  it('refuses a foreign Origin or Sec-Fetch-Site: cross-site, on POSTs and on the spec GET writes', async () => {
    const body = { path: '/about', ref_type: 'page' }
    const foreign = await api.post('/newApi/Home/postPv', body, { headers: { origin: 'https://evil.example' }, lan: 'cn' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ code: 0, msg: '此请求必须来自本站页面', data: null })
    expect((await api.post('/newApi/Home/postPv', body, { headers: { origin: 'null' } })).status).toBe(403)
    expect((await api.post('/newApi/Home/postPv', body, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    const code = await api.get(
      '/newApi/api_v2/Login/getMobileVerifyCode',
      { mobile: '+8613912345679' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    )
    expect(code.status).toBe(403)
    const keys = await api.loginAs('buyer')
    const [brand] = await api.db.select().from(brands).limit(1)
    const fav = { target_type: 'brand', target_id: brand!.id }
    expect((await api.get('/newApi/common/add_favorite', fav, { keys, headers: { origin: 'https://evil.example' } })).status).toBe(403)
  })

  it('lets the site itself write: same Origin, same-origin fetch metadata, or no browser headers', async () => {
    const body = { path: '/about', ref_type: 'page' }
    await expectData(
      api.post('/newApi/Home/postPv', body, {
        headers: { origin: 'http://test.local', 'sec-fetch-site': 'same-origin' },
        ip: '198.51.100.40',
      }),
    )
    await expectData(api.post('/newApi/Home/postPv', body, { ip: '198.51.100.41' }))
    // Reads are not writes: another site may read the public catalogue.
    expect((await api.get('/newApi/common/getCountryList', {}, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200)
  })
})
