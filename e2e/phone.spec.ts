// One phone experience: every page gets the phone layout on a phone,
// the site switch keeps the page, the mobile site on a wide screen keeps its phone scale, a buyer's
// account menu, and the helpful 404. (The organiser's menu: e2e/events.spec.ts; the crawl: crawl.spec.ts.)
import { expect, test, type Browser } from '@playwright/test'
import { gotoHydrated, openAccountMenu, randomMobile, sendCode, smsCode } from './accounts-helpers'
import { IPHONE_UA } from './site-map'

const PHONE = { userAgent: IPHONE_UA, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }

async function phonePage(browser: Browser, storage?: { userInfo: string; token: string }) {
  const context = await browser.newContext(PHONE)
  if (storage) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('userInfo')) {
        localStorage.setItem('userInfo', s.userInfo)
        localStorage.setItem('browser_token', s.token)
      }
    }, storage)
  }
  return { context, page: await context.newPage() }
}

for (const [prefix, tabs] of [
  ['', ['Home', 'Brands', 'Products', 'Pavilions', 'Exhibitions']],
  ['/zh-CN', ['首页', '品牌', '产品', '国家馆', '展会活动']],
] as const) {
  test(`a phone gets the phone layout on a page without a /mobile twin (${prefix || 'en-US'})`, async ({ browser }) => {
    const { context, page } = await phonePage(browser)
    const response = await page.goto(`${prefix}/product`)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/product`)
    const tabBar = page.getByTestId('tab-bar')
    await expect(tabBar).toBeVisible()
    await expect(tabBar.getByRole('link')).toHaveText([...tabs])
    await expect(tabBar.getByRole('link', { name: tabs[2] })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('header-nav')).toHaveCount(0)
    // Nothing scrolls sideways, and the tab bar takes the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect((await tabBar.boundingBox())!.width).toBe(375)
    // The tab bar reaches the brands.
    await tabBar.getByRole('link', { name: tabs[1] }).click()
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/brand`)
    await expect(page.getByTestId('tab-bar').getByRole('link', { name: tabs[1] })).toHaveAttribute('aria-current', 'page')
    await context.close()
  })
}

test('the site switch keeps the page, both ways', async ({ page, context }) => {
  await gotoHydrated(page, '/product?q=rice')
  await expect(page.getByTestId('header-nav')).toBeVisible()
  await page.getByTestId('variant-switch').click()
  await expect(page.getByTestId('tab-bar')).toBeVisible()
  expect(page.url()).toMatch(/\/product\?q=rice$/)
  expect((await context.cookies()).find((c) => c.name === 'site_variant')?.value).toBe('mobile')
  // The mobile site on a wide screen keeps its phone scale (the root font is not blown up).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('5px')

  await gotoHydrated(page, '/product?q=rice')
  await page.getByTestId('variant-switch').click()
  await expect(page.getByTestId('header-nav')).toBeVisible()
  expect(page.url()).toMatch(/\/product\?q=rice$/)
  await expect(page.getByTestId('tab-bar')).toHaveCount(0)
  expect((await context.cookies()).find((c) => c.name === 'site_variant')?.value).toBe('pc')
})

test('a phone-only page on a wide screen is phone-sized and centred', async ({ page, context }) => {
  await context.addCookies([{ name: 'site_variant', value: 'mobile', url: test.info().project.use.baseURL! }])
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/mobile/about')
  const box = (await page.getByTestId('mobile-layout').boundingBox())!
  expect(box.width).toBe(480)
  expect(box.x).toBe((1440 - 480) / 2)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('5px')
})

test("a buyer's account menu on a phone: inquiry cart, meetings, favourites and log out, by keyboard", async ({ browser, page }) => {
  // A new account logs in on the desktop site and chooses the buyer role…
  await gotoHydrated(page, '/login')
  const mobile = randomMobile()
  await sendCode(page, 'Send code', { label: 'Mobile number', value: mobile })
  await page.getByLabel('Verification code', { exact: true }).fill(await smsCode(mobile))
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/loginRole/)
  await page.getByRole('radio', { name: 'Buyer' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/registerHome/)
  const storage = await page.evaluate(() => ({
    userInfo: localStorage.getItem('userInfo') ?? '',
    token: localStorage.getItem('browser_token') ?? '',
  }))

  // …and on a phone finds its pages in the account menu.
  const phone = await phonePage(browser, storage)
  await gotoHydrated(phone.page, '/brand')
  const menu = await openAccountMenu(phone.page, 'buyer')
  await expect(menu.getByRole('menuitem')).toHaveText(['Inquiry cart', 'My inquiries', 'My meetings', 'My favourites', 'Log out'])
  await expect(menu.getByRole('menuitem', { name: 'Inquiry cart' })).toBeFocused()
  await phone.page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'My inquiries' })).toBeFocused()
  await phone.page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'My meetings' })).toBeFocused()
  await phone.page.keyboard.press('Enter')
  await expect(phone.page).toHaveURL(/\/meetings$/)
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('My meetings')
  await expect(phone.page.getByTestId('tab-bar')).toBeVisible()
  // Escape closes the menu and gives the focus back to its button.
  await openAccountMenu(phone.page, 'buyer')
  await phone.page.keyboard.press('Escape')
  await expect(phone.page.getByRole('menu')).toHaveCount(0)
  await expect(phone.page.getByRole('button', { name: 'Account menu' })).toBeFocused()
  await phone.context.close()
})

test('a missing product shows a 404 with a search and the ways on; the phone 404 is centred', async ({ browser }) => {
  const { context, page } = await phonePage(browser)
  const response = await page.goto('/product/detail?id=2000000000')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  const ways = page.getByRole('navigation', { name: 'Or browse' })
  await expect(ways.getByRole('link')).toHaveText(['Brands', 'Products', 'National pavilions', 'Exhibitions'])
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(Math.abs(heading.x + heading.width / 2 - 375 / 2)).toBeLessThanOrEqual(2)
  await page.getByRole('searchbox', { name: 'Search products' }).fill('rice')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/product\?q=rice$/)
  await context.close()
})

test('/exhibitionHall without an id shows the hall of the live or next activity', async ({ page }) => {
  const response = await page.goto('/exhibitionHall')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ecuador Buyer Matching Week')
})

test('the page cache keeps the phone and desktop layouts of one URL apart', async ({ request }) => {
  for (let round = 0; round < 2; round++) {
    const phone = await request.get('/brandPavilion?country=EC', { headers: { 'user-agent': IPHONE_UA, 'accept-language': 'en-US' } })
    const pc = await request.get('/brandPavilion?country=EC', { headers: { 'accept-language': 'en-US' } })
    expect(phone.headers().vary).toContain('User-Agent')
    expect(await phone.text()).toContain('data-testid="tab-bar"')
    expect(await pc.text()).not.toContain('data-testid="tab-bar"')
  }
})
