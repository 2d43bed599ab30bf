import { request as httpGet } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { expect, test, type APIResponse } from '@playwright/test'
import { IPHONE_UA } from './site-map'

// Page-cache hits are answered at the node:http layer, before srvx and Start (ADR 035). These
// check that a hit answered there is the page a full render gives: the same headers, a fresh CSP
// nonce in the page and its policy, the device and locale redirects first, HEAD without a body.

const PC_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
/**
 * A desktop visitor with an English preference (no first-visit locale redirect), asking for the
 * page as it stands (the gzip answer has its own test below).
 */
const pc = { 'user-agent': PC_UA, 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'identity' }

const nonceOf = (html: string) => /<meta property="csp-nonce" content="([\w-]{16,})"/.exec(html)?.[1]
const withoutNonce = (html: string) => html.replaceAll(nonceOf(html) ?? '\u0000', '')

/** The headers that describe the page (not the connection, the length or the per-answer nonce). */
function pageHeaders(answer: APIResponse) {
  const skip = new Set([
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'x-page-cache',
    'content-security-policy',
  ])
  return Object.fromEntries(Object.entries(answer.headers()).filter(([name]) => !skip.has(name)))
}

test('a hit carries the headers and the page of the render, with its own nonce in both', async ({ request }) => {
  const path = `/brand?fast_probe=${Date.now()}`
  const miss = await request.get(path, { headers: pc })
  expect(miss.headers()['x-page-cache']).toBe('miss')
  const missHtml = await miss.text()
  const hits = await Promise.all(Array.from({ length: 6 }, () => request.get(path, { headers: pc })))
  const nonces = new Set([nonceOf(missHtml)])
  for (const hit of hits) {
    expect(hit.status()).toBe(200)
    expect(hit.headers()['x-page-cache']).toBe('hit')
    expect(pageHeaders(hit)).toEqual(pageHeaders(miss))
    const html = await hit.text()
    const nonce = nonceOf(html)!
    nonces.add(nonce)
    expect(hit.headers()['content-security-policy']).toBe(miss.headers()['content-security-policy']!.replace(nonceOf(missHtml)!, nonce))
    expect(Number(hit.headers()['content-length'])).toBe(Buffer.byteLength(html))
    expect(withoutNonce(html)).toBe(withoutNonce(missHtml))
  }
  expect(nonces.size).toBe(hits.length + 1)
})

test('a client that takes gzip gets a kept page compressed, with its own nonce', async ({ request, baseURL }) => {
  const path = `/brand?fast_probe=gzip${Date.now()}`
  const missHtml = await (await request.get(path, { headers: pc })).text()
  // The raw answer (Playwright's client would decompress it): node:http with gzip accepted.
  const raw = () =>
    new Promise<{ headers: Record<string, string | Array<string> | undefined>; body: Buffer }>((resolve, reject) => {
      httpGet(new URL(path, baseURL), { headers: { ...pc, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const chunks: Array<Buffer> = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
  const answers = await Promise.all([raw(), raw(), raw()])
  const nonces = new Set([nonceOf(missHtml)])
  for (const { headers, body } of answers) {
    expect(headers['x-page-cache']).toBe('hit')
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers['vary']).toContain('Accept-Encoding')
    expect(Number(headers['content-length'])).toBe(body.length)
    const html = gunzipSync(body).toString('utf8')
    expect(body.length).toBeLessThan(Buffer.byteLength(html) / 4)
    const nonce = nonceOf(html)!
    nonces.add(nonce)
    expect(headers['content-security-policy']).toContain(`'nonce-${nonce}'`)
    expect(withoutNonce(html)).toBe(withoutNonce(missHtml))
  }
  expect(nonces.size).toBe(answers.length + 1)
})

test('a HEAD of a kept page answers its headers without a body', async ({ request }) => {
  const path = `/product?fast_probe=${Date.now()}`
  await request.get(path, { headers: pc })
  const head = await request.head(path, { headers: pc })
  expect(head.status()).toBe(200)
  expect(head.headers()['x-page-cache']).toBe('hit')
  expect(head.headers()['content-security-policy']).toContain("'nonce-")
  expect(await head.body()).toHaveLength(0)
})

test('the device and locale redirects come before a kept page', async ({ request }) => {
  const path = `/solution?fast_probe=${Date.now()}`
  expect((await request.get(path, { headers: pc })).headers()['x-page-cache']).toBe('miss')
  expect((await request.get(path, { headers: pc })).headers()['x-page-cache']).toBe('hit')

  // A phone on a desktop route with a twin is sent to it, the search kept.
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
  const path = `/brand?fast_probe=${Date.now()}`
  await request.get(path, { headers: pc })
  expect((await request.get(path, { headers: pc })).headers()['x-page-cache']).toBe('hit')
  const phone = { 'user-agent': IPHONE_UA, 'accept-language': 'en-US' }
  expect((await request.get(path, { headers: phone })).headers()['x-page-cache']).toBe('miss')
  expect((await request.get(path, { headers: phone })).headers()['x-page-cache']).toBe('hit')
})
