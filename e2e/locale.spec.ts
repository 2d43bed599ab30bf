import { expect, test } from '@playwright/test'
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About TradeBridge')
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('供应商会员方案')
  })
})

test('pages carry <html lang> and hreflang alternates', async ({ page }) => {
  await page.goto('/zh-CN/solution')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.locator('link[rel=alternate][hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}/solution`)
  await expect(page.locator('link[rel=alternate][hreflang="zh-CN"]')).toHaveAttribute('href', `${baseURL}/zh-CN/solution`)
  await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/solution`)
})

test("a route's own strings: its frame, and its head after a client-side navigation", async ({ page }) => {
  const description = page.locator('head meta[name="description"]')
  // The page's published lead (src/server/seed/seed-content.ts), its description too.
  const aboutLead =
    '贸桥连接海外种植者、食品生产商与中国的进口商、经销商和零售采购商。平台审核每一个入驻品牌，只展示仍在有效期内的证书，并组织促成交易的现场对接。'
  await page.goto('/zh-CN/about')
  await expect(page.getByRole('main').getByText(aboutLead)).toBeVisible()
  await expect(description).toHaveAttribute('content', aboutLead)
  // A client-side navigation runs /brand's head in the page's language.
  await clickHydrated(page.getByRole('banner').getByRole('link', { name: '品牌', exact: true }))
  await expect(page).toHaveURL('/zh-CN/brand')
  await expect(page).toHaveTitle(/^品牌 \| /)
  await expect(description).toHaveAttribute('content', '按国家、品类和认证搜索品牌，查看品牌档案和产品。')
  await page.goBack()
  await expect(page).toHaveTitle(/^关于贸桥 \| /)
  await expect(description).toHaveAttribute('content', aboutLead)
})
