import { expect, test } from '@playwright/test'
import { startProxy } from './helpers/proxy'
import { controlledByWorker } from './helpers/service-worker'

// This file tests the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' })

const PORT = Number(process.env.E2E_PORT ?? 4173)
// The worker's installation alone can take most of the default 30 s on a busy machine (service-worker.ts).
test.describe.configure({ timeout: 90_000 })

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

test('the manifest has the install-criteria fields, icons and screenshots', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
    screenshots: Array<{ src: string; sizes: string; form_factor: string }>
  }
  expect(manifest).toMatchObject({ name: 'TradeBridge', short_name: 'TradeBridge', start_url: '/', scope: '/', display: 'standalone' })
  expect(manifest).toMatchObject({ name_localized: { 'zh-CN': '贸桥' }, short_name_localized: { 'zh-CN': '贸桥' } })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true)
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of [...manifest.icons, ...manifest.screenshots]) {
    const image = await request.get(icon.src)
    expect([icon.src, image.status()]).toEqual([icon.src, 200])
    expect(image.headers()['content-type']).toBe('image/png')
    const { width, height } = pngSize(await image.body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
  expect(new Set(manifest.screenshots.map((shot) => shot.form_factor))).toEqual(new Set(['wide', 'narrow']))

  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('link[rel="manifest"]')).not.toHaveAttribute('crossorigin')
})

test('the production build serves /sw.js, which controls the page with scope /', async ({ page, request, baseURL }) => {
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toMatch(/javascript/)
  expect(sw.headers()['cache-control']).toBe('no-cache')
  expect(await sw.text()).toContain('offline-writes')

  await page.goto('/')
  await controlledByWorker(page)
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration()
    return { scope: reg?.scope, script: reg?.active?.scriptURL, controller: navigator.serviceWorker.controller?.scriptURL }
  })
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js`, controller: `${baseURL}/sw.js` })
  // First installation: the offline-ready flag and its toast.
  await expect(page.getByText('Ready to work offline')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('pwaOfflineReady'))).toMatch(/^\d+$/)
  expect(await page.evaluate(() => localStorage.getItem('pwaError'))).toBeNull()
})

test.describe('offline', () => {
  let proxy: Awaited<ReturnType<typeof startProxy>>
  test.beforeEach(async () => {
    proxy = await startProxy(PORT)
  })
  test.afterEach(async () => {
    await proxy.close()
  })

  test('visited pages reload offline in both languages; unvisited ones show the offline page', async ({ page, context }) => {
    await page.goto(`${proxy.url}/about`)
    await controlledByWorker(page)
    // Now controlled: these visits pass through the worker's network-first page cache.
    await page.goto(`${proxy.url}/about`)
    await page.goto(`${proxy.url}/zh-CN/about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于贸桥')

    proxy.down()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于贸桥')
    await page.goto(`${proxy.url}/about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About TradeBridge')
    await expect(page).toHaveTitle(/About TradeBridge/)

    await page.goto(`${proxy.url}/pricing`)
    await expect(page).toHaveURL(`${proxy.url}/offline?from=%2Fpricing`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await expect(page.getByTestId('offline-notice')).toBeVisible()
    await page.goto(`${proxy.url}/zh-CN/pricing`)
    await expect(page).toHaveURL(`${proxy.url}/zh-CN/offline?from=%2Fzh-CN%2Fpricing`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('您已离线')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  })
})
