import { expect, test } from '@playwright/test'
import { watchViolations } from './helpers/csp'
import { hydrated, PAGE_HYDRATED } from './helpers/hydration'

// This file tests the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' })

/**
 * The strict page policy (src/server/http/csp.ts, ADR 066): every page hydrates under
 * `script-src 'self' 'sha256-…'` (the hashes of its inline scripts) and no page reports a
 * violation — neither as a `securitypolicyviolation` event nor as a console message.
 */

// A freshly started server opens (and on first start seeds) its database first: wait for it
// once per worker, so no test below counts that start-up against its own timeout.
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  const ready = await request.get('/newApi/api_v2/Home/getHomeJson?lan=en', { timeout: 180_000 })
  expect(ready.status()).toBe(200)
})

test('pages send a strict policy: same-origin scripts and the hash of each inline script the page carries', async ({ request }) => {
  const { createHash } = await import('node:crypto')
  const response = await request.get('/about')
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("base-uri 'none'")
  expect(policy).not.toContain('unsafe-inline')
  const listed = new Set(policy.match(/'sha256-[^']+'/g))
  const html = await response.text()
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!))
  expect(inline.length).toBeGreaterThan(1)
  for (const [, , text] of inline) {
    if (text) expect(listed).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  expect(html).not.toContain('nonce=')
})

// Every route is checked in pages.spec.ts, in one visit with its other checks; these are states
// no route samples.
const pages = ['/login?tab=wechat', '/no-such-page']

for (const path of pages) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(path)
    // A hall screen has no link or button, and its event stream keeps the network busy: it has
    // hydrated and settled once the stream is live.
    const hallScreen = path.startsWith('/realTime/')
    if (hallScreen) await expect(page.getByTestId('stream-status')).toHaveAttribute('data-status', 'live')
    else await hydrated(page, PAGE_HYDRATED)
    // The root font script ran (an inline head script).
    expect(await page.evaluate(() => typeof (window as { __applyRootFont?: unknown }).__applyRootFont)).toBe('function')
    if (!hallScreen) await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })
}

test('no CSP violation through a client-side navigation and the service worker', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await hydrated(page, PAGE_HYDRATED)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await page.locator('header a[href="/about"], a[href="/about"]').first().click()
  await expect(page).toHaveURL(/\/about$/)
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test('a redirect never takes its origin from the Host header', async ({ baseURL }) => {
  const { request } = await import('node:http')
  const url = new URL(baseURL!)
  const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: '//x/', headers: { host: url.host } }, (res) => {
      res.resume()
      resolve({ status: res.statusCode, location: res.headers.location })
    })
    req.on('error', reject)
    req.end()
  })
  expect(answer.location).toBe('/x/')
})
