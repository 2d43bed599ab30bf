import { readFileSync } from 'node:fs'
import { expect, test, type Page, type Response } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { clickHydrated } from './helpers/hydration'

test.describe('first visit language', () => {
  test('a Chinese browser lands on /zh-CN with the locale cookie set', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': 'zh-CN,zh;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/brand?page=2')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/zh-CN/brand?page=2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('品牌')
    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('zh-CN')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('curLang'))).toBe('zh-CN')
    await context.close()
  })

  test('an English browser stays on the unprefixed path', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
    const page = await context.newPage()
    const response = await page.goto('/about')
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en-US')
    await context.close()
  })

  test('a Chinese browser that chose English is not sent back to Chinese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': 'zh-CN' } })
    await context.addCookies([{ name: 'locale', value: 'en-US', url: test.info().project.use.baseURL! }])
    const page = await context.newPage()
    await page.goto('/pricing')
    expect(new URL(page.url()).pathname).toBe('/pricing')
    await context.close()
  })
})

test.describe('language switch', () => {
  test('keeps the page and its search params, and stores the choice', async ({ page, context }) => {
    await page.goto('/product?category=21&page=2')
    // The switch is a button: before hydration a click does nothing.
    const toChinese = page.getByRole('button', { name: '中文' })
    await clickHydrated(toChinese)
    await expect(page).toHaveURL(/\/zh-CN\/product\?category=21&page=2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品')
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('zh-CN')

    // The switch reloads the page: the Chinese page has to hydrate before its switch works.
    await clickHydrated(page.getByRole('button', { name: 'English' }))
    await expect(page).toHaveURL((url) => url.pathname === '/product' && url.search === '?category=21&page=2')
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en-US')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('curLang'))).toBe('en-US')
  })

  test('client-side links stay in the current language', async ({ page }) => {
    await page.goto('/zh-CN')
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '价格方案' }).click()
    await expect(page).toHaveURL(/\/zh-CN\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('价格方案')
  })
})

test('pages carry <html lang> and hreflang alternates', async ({ page }) => {
  await page.goto('/zh-CN/solution')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.locator('link[rel=alternate][hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}/solution`)
  await expect(page.locator('link[rel=alternate][hreflang="zh-CN"]')).toHaveAttribute('href', `${baseURL}/zh-CN/solution`)
  await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/solution`)
})

test.describe('messages load per locale', () => {
  for (const [path, own, other] of [
    ['/zh-CN/about', '版权所有', 'All rights reserved'],
    ['/about', 'All rights reserved', '版权所有'],
  ] as const) {
    test(`${path} downloads only its own language's messages`, async ({ page }) => {
      const scripts: Array<Promise<string>> = []
      const collect = (response: Response) => {
        // A script still arriving when the test ends can no longer be read; it must not fail the
        // test as an unhandled rejection. The network-idle wait below reads every one that loads.
        if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''))
      }
      page.on('response', collect)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Hydrated: a client-side navigation renders text from the downloaded messages. (Clicking
      // before hydration would be a full page load, whose script bodies can no longer be read.)
      const link = page.getByRole('navigation').first().getByRole('link').nth(1)
      await clickHydrated(link)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(About us|关于我们)$/)
      await page.waitForLoadState('networkidle')
      page.off('response', collect)
      const bodies = await Promise.all(scripts)
      expect(bodies.some((body) => body.includes(own))).toBe(true)
      expect(bodies.some((body) => body.includes(other))).toBe(false)
    })
  }
})

/** The names of the message dictionaries the page requests (`zh-CN`, `zh-CN-cart`, …), in order. */
function recordDictionaryRequests(page: Page): Array<string> {
  // Each dictionary's chunk, as the build wrote it (scripts/paraglide-locale-split.mjs).
  const { chunks } = JSON.parse(readFileSync('dist/message-areas.json', 'utf8')) as { chunks: Record<string, string> }
  const nameOf = new Map(Object.entries(chunks).map(([name, path]) => [path, name]))
  const requested: Array<string> = []
  page.on('request', (request) => {
    const name = nameOf.get(new URL(request.url()).pathname)
    if (name) requested.push(name)
  })
  return requested
}

test("a page downloads its areas' messages with its code, and a navigation the next area's", async ({ page }) => {
  const requested = recordDictionaryRequests(page)
  await page.goto('/zh-CN/product')
  const product = page.locator('main a[href*="/product/detail"]').first()
  await expect.poll(() => product.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true)
  // The common part and the /product page's areas, in its language only, before it hydrated.
  expect(requested.toSorted()).toEqual(['zh-CN', 'zh-CN-catalogue', 'zh-CN-catalogue-components'])
  await product.click()
  await expect(page).toHaveURL(/\/zh-CN\/product\/detail\?id=\d+/)
  // The detail page's add-to-cart panel uses the cart area, loaded by the navigation.
  await expect(page.getByTestId('add-to-cart')).toHaveText('加入询盘车')
  expect(requested).toContain('zh-CN-cart')
  // The cart page's own strings are not the add-to-cart's: they come with the cart page.
  expect(requested).not.toContain('zh-CN-cart-inquiry')
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await expect(page).toHaveURL(/\/zh-CN\/addInquiry/)
  await expect(page.getByTestId('login-to-send')).toHaveText('登录后发送询盘')
  expect(requested).toContain('zh-CN-cart-inquiry')
  expect(requested.filter((name) => !name.startsWith('zh-CN'))).toEqual([])
  expect(new Set(requested).size).toBe(requested.length)
})

test("a route's own strings come with its page: its frame, and its head after a client-side navigation", async ({ page }) => {
  const requested = recordDictionaryRequests(page)
  const description = page.locator('head meta[name="description"]')
  const aboutLead = '我们是谁、平台能为进口商和品牌供应商做什么，以及如何联系我们的团队。'
  // /about loads no feature's area: its lead is in the area of such pages, not in the common part.
  await page.goto('/zh-CN/about')
  await expect(page.getByRole('main').getByText(aboutLead)).toBeVisible()
  await expect(description).toHaveAttribute('content', aboutLead)
  // A client-side navigation runs /brand's head once its area, which holds its lead, is in.
  await clickHydrated(page.getByRole('banner').getByRole('link', { name: '品牌', exact: true }))
  await expect(page).toHaveURL('/zh-CN/brand')
  await expect(page).toHaveTitle(/^品牌 \| /)
  await expect(description).toHaveAttribute('content', '按国家、品类和认证搜索品牌，查看品牌档案和产品。')
  expect(requested.slice(0, 2).toSorted()).toEqual(['zh-CN', 'zh-CN-route-pages'])
  expect(requested).toContain('zh-CN-brands')
  await page.goBack()
  await expect(page).toHaveTitle(/^关于我们 \| /)
  await expect(description).toHaveAttribute('content', aboutLead)
})

test('the cart page downloads the cart dictionaries only, not the catalogue components’ (ADR 046, tenth round)', async ({ page }) => {
  const requested = recordDictionaryRequests(page)
  await page.goto('/zh-CN/addInquiry', { waitUntil: 'networkidle' })
  expect(requested.toSorted()).toEqual(['zh-CN', 'zh-CN-cart', 'zh-CN-cart-inquiry'])
})
