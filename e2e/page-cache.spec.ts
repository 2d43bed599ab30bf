import { request as httpGet } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { expect, test, type APIResponse } from '@playwright/test'
import { IPHONE_UA } from './site-map'

// The page cache (src/server/http/page-cache.server.ts, ADR 066) against the production server:
// a kept page is the bytes and headers of its render, its CSP (the hashes of its inline scripts)
// computed once and its gzip form compressed once; the device and locale redirects come first;
// page URLs carry no session key, no undeclared and no over-long param (ADR 068).

const PC_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
/** A desktop visitor with an English preference (no first-visit locale redirect), without gzip. */
const pc = { 'user-agent': PC_UA, 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'identity' }

/** A page no other test asks for: a keyword search of its own (kept from its second request). */
let probes = 0
const probe = (path: string) => `${path}?q=probe${Date.now()}n${probes++}`

/** The headers that describe the page (not the connection, the length or the cache state). */
function pageHeaders(answer: APIResponse) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-page-cache'])
  return Object.fromEntries(Object.entries(answer.headers()).filter(([name]) => !skip.has(name)))
}

/** GET without redirects or decompression. */
function raw(url: URL, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | Array<string> | undefined>; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

test('a hit is the render: the same headers, policy and bytes', async ({ request }) => {
  const path = probe('/brand')
  // A keyword search is kept from its second request (doorkeeper.ts): the second render is the kept one.
  await request.get(path, { headers: pc })
  const miss = await request.get(path, { headers: pc })
  expect(miss.headers()['x-page-cache']).toBe('miss')
  const missHtml = await miss.text()
  const policy = miss.headers()['content-security-policy']!
  expect(policy).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; object-src 'none'; base-uri 'none'/)
  const hits = await Promise.all(Array.from({ length: 6 }, () => request.get(path, { headers: pc })))
  for (const hit of hits) {
    expect(hit.status()).toBe(200)
    expect(hit.headers()['x-page-cache']).toBe('hit')
    expect(pageHeaders(hit)).toEqual(pageHeaders(miss))
    const html = await hit.text()
    expect(Number(hit.headers()['content-length'])).toBe(Buffer.byteLength(html))
    expect(html).toBe(missHtml)
  }
})

test('a client that takes gzip gets the kept page compressed once: the same bytes every time', async ({ request, baseURL }) => {
  const path = probe('/brand')
  await request.get(path, { headers: pc })
  const html = await (await request.get(path, { headers: pc })).text()
  const answers = await Promise.all(
    [1, 2, 3].map(() => raw(new URL(path, baseURL), { ...pc, 'accept-encoding': 'gzip, deflate, br, zstd' })),
  )
  for (const { headers, body } of answers) {
    expect(headers['x-page-cache']).toBe('hit')
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers['vary']).toContain('Accept-Encoding')
    expect(Number(headers['content-length'])).toBe(body.length)
    expect(body.length).toBeLessThan(Buffer.byteLength(html) / 4)
    expect(gunzipSync(body).toString('utf8')).toBe(html)
    expect(body.equals(answers[0]!.body)).toBe(true)
  }
})

test('a HEAD of a kept page answers its headers without a body', async ({ request }) => {
  const path = probe('/product')
  await request.get(path, { headers: pc })
  await request.get(path, { headers: pc })
  const head = await request.head(path, { headers: pc })
  expect(head.status()).toBe(200)
  expect(head.headers()['x-page-cache']).toBe('hit')
  expect(head.headers()['content-security-policy']).toContain("'sha256-")
  expect(await head.body()).toHaveLength(0)
})

test('the device and locale redirects come before a kept page', async ({ request }) => {
  const path = '/solution'
  await request.get(path, { headers: pc })
  expect((await request.get(path, { headers: pc })).headers()['x-page-cache']).toBe('hit')

  // A phone on a desktop route with a twin is sent to it.
  const phone = await request.get(path, { headers: { 'user-agent': IPHONE_UA, 'accept-language': 'en-US' }, maxRedirects: 0 })
  expect(phone.status()).toBe(302)
  expect(phone.headers()['location']).toBe(`/mobile${path}`)

  // A first visit that prefers Chinese is sent to the zh-CN page, and the choice is stored.
  const chinese = await request.get(path, { headers: { 'user-agent': PC_UA, 'accept-language': 'zh-CN,zh;q=0.9' }, maxRedirects: 0 })
  expect(chinese.status()).toBe(302)
  expect(chinese.headers()['location']).toBe(`/zh-CN${path}`)
  expect(chinese.headers()['set-cookie']).toContain('locale=zh-CN')

  // The site switch's cookie keeps a phone on the desktop page, which is then the kept one.
  const chosen = await request.get(path, { headers: { 'user-agent': IPHONE_UA, 'accept-language': 'en-US', cookie: 'site_variant=pc' } })
  expect(chosen.status()).toBe(200)
  expect(chosen.headers()['x-page-cache']).toBe('hit')
})

test('a phone on a route without a twin gets its own kept page, not the desktop one', async ({ request }) => {
  const path = probe('/brand')
  await request.get(path, { headers: pc })
  await request.get(path, { headers: pc })
  expect((await request.get(path, { headers: pc })).headers()['x-page-cache']).toBe('hit')
  const phone = { 'user-agent': IPHONE_UA, 'accept-language': 'en-US' }
  expect((await request.get(path, { headers: phone })).headers()['x-page-cache']).toBe('miss')
  await request.get(path, { headers: phone })
  expect((await request.get(path, { headers: phone })).headers()['x-page-cache']).toBe('hit')
})

test('a page URL carrying a session key is redirected to the same URL without it, never rendered or kept', async ({ request, baseURL }) => {
  for (const [name, other] of [
    ['Authorization', 'mobile_key'],
    ['authorization', 'MOBILE_KEY'],
    ['AUTHORIZATION', 'Mobile_key'],
  ] as const) {
    const answer = await raw(new URL(`/product?q=tea&${name}=SECRET-A&${other}=SECRET-B`, baseURL), pc)
    expect(answer.status).toBe(302)
    expect(answer.headers['location']).toBe('/product?q=tea')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['referrer-policy']).toBe('no-referrer')
    expect(answer.body.toString()).not.toContain('SECRET')
  }
  const page = await request.get('/zh-CN/about?mobile_key=SECRET-C', { headers: pc })
  expect(page.url()).toBe(new URL('/zh-CN/about', baseURL).href)
  expect(await page.text()).not.toContain('SECRET')
  // The API keeps taking them as query params.
  const api = await request.get('/newApi/common/getCountryList?Authorization=x&mobile_key=y')
  expect(api.status()).toBe(200)
})

test('an over-long search param is refused with 400, naming it in the page language', async ({ request }) => {
  // Undeclared params are redirected away (page-url.server.test.ts, with the routes' zod schemas).
  const long = await request.get(`/product?q=${'x'.repeat(15_000)}`, { headers: pc })
  expect(long.status()).toBe(400)
  expect(await long.text()).toContain('Field q')
  const zh = await request.get(`/zh-CN/product?q=${'x'.repeat(300)}`, { headers: pc })
  expect(zh.status()).toBe(400)
  expect(await zh.text()).toContain('字段 q')
})

test('another Host is never written into a page: with PUBLIC_ORIGIN, pages name it', async ({ baseURL }) => {
  // The e2e server runs with PUBLIC_ORIGIN (playwright.config.ts), as production should; without it the
  // first Host seen is pinned and others get 421 (host-pin.server.test.ts).
  const answer = await raw(new URL('/about', baseURL), { ...pc, host: 'evil.example' })
  expect(answer.status).toBe(200)
  expect(answer.body.toString()).not.toContain('evil.example')
  expect(answer.body.toString()).toContain(`href="${baseURL}/about"`)
})
