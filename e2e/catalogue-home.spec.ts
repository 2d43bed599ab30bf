import { expect, test } from '@playwright/test'
import { clickHydrated } from './helpers/hydration'
import { hydrated, warmUp } from './catalogue-helpers'
import { IPHONE_UA } from './site-map'

test.beforeAll(warmUp)

test.describe('home', () => {
  test('shows banners, counters, pavilions, brands, products and events from the API, and records a page view', async ({ page }) => {
    const pv = page.waitForRequest((request) => request.url().includes('/newApi/Home/postPv') && request.method() === 'POST')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where brand suppliers meet importers')
    await expect(page.getByTestId('home-counters')).toContainText('Brands')
    await expect(page.getByTestId('home-banner').first().locator('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(page.getByRole('region', { name: 'Country pavilions' }).getByRole('list').getByRole('link').first()).toHaveAttribute(
      'href',
      /\/brandPavilion\?country=[A-Z]{2}$/,
    )
    await expect(page.getByRole('region', { name: 'Featured brands' }).getByTestId('brand-card')).toHaveCount(8)
    await expect(page.getByRole('region', { name: 'Featured products' }).getByTestId('product-card')).toHaveCount(8)
    await expect(page.getByRole('region', { name: 'Upcoming trade events' }).getByRole('article').first()).toBeVisible()
    expect(JSON.parse((await pv).postData()!)).toMatchObject({ path: '/', ref_type: 'page' })
  })

  test('the search box suggests brands and products as you type, and the keyboard picks one', async ({ page }) => {
    await page.goto('/')
    await hydrated(page, '[data-testid=global-search]')
    const box = page.getByRole('combobox', { name: 'Search brands and products' })
    await box.pressSequentially('durian', { delay: 20 })
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(list.getByRole('option').nth(2)).toBeVisible()
    await expect(list.getByRole('option').first()).toHaveText('Brands matching “durian”')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /opt-2$/)
    await box.press('Enter')
    await expect(page).toHaveURL(/\/brand\?id=\d+$|\/product\/detail\?id=\d+$/)
  })

  test('Enter without a pick searches brands; a Chinese keyword suggests too', async ({ page }) => {
    await page.goto('/zh-CN')
    await hydrated(page, '[data-testid=global-search]')
    const box = page.getByRole('combobox', { name: '搜索品牌和产品' })
    await box.pressSequentially('榴莲', { delay: 20 })
    const list = page.getByRole('listbox', { name: '搜索建议' })
    await expect(list.getByRole('option').nth(2)).toBeVisible()
    await expect(list).toContainText('榴莲')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/zh-CN\/brand\?q=%E6%A6%B4%E8%8E%B2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('品牌')
  })

  test('on a phone / is the phone home, without a redirect: sideways rows, no horizontal page scroll', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const response = await page.goto('/')
    // Served in place (ADR 051): no redirect, the phone layout, and the canonical is / itself.
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(response?.headers().vary).toContain('User-Agent')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible()
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where brand suppliers meet importers')
    const row = page.getByRole('region', { name: 'Featured brands' }).getByRole('list')
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expect(page.getByRole('region', { name: 'Country pavilions' }).getByRole('list').getByRole('link').first()).toHaveAttribute(
      'href',
      /\/brandPavilion\?country=/,
    )
    // The tab bar's home is / too, and a client-side round trip through it lands there.
    const tabs = page.getByRole('navigation', { name: 'Sections' })
    await expect(tabs.getByRole('link').first()).toHaveAttribute('href', '/')
    await clickHydrated(tabs.getByRole('link', { name: 'Pavilions' }))
    await expect(page).toHaveURL('/mobile/nationalPavilion')
    await tabs.getByRole('link').first().click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where brand suppliers meet importers')
    await context.close()
  })
})

test.describe('country pavilions', () => {
  test('/nationalPavilion lists every country with flag, counts and highlights; the region filter is a link', async ({ page }) => {
    await page.goto('/nationalPavilion')
    const cards = page.getByTestId('pavilion-list').getByRole('article')
    await expect(cards).toHaveCount(15)
    await expect(cards.first().locator('svg[aria-hidden]').first()).toBeVisible()
    // The flag is a <use> of the sprite: the file it names is served and draws that country.
    const [sprite, country] = ((await cards.first().locator('svg use').first().getAttribute('href')) ?? '').split('#')
    const response = await page.request.get(sprite!)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
    expect(await response.text()).toContain(`<symbol id="${country}"`)
    await expect(cards.first().getByTestId('pavilion-highlights')).toContainText('export-ready brands')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Regions' }).getByRole('link', { name: 'Europe' }).click()
    await expect(page).toHaveURL('/nationalPavilion?region=europe')
    await expect(cards).toHaveCount(2)
    await page.reload()
    await expect(cards).toHaveCount(2)
  })

  test('/brandPavilion?country=EC shows its story, brands, products and events; an unknown country is a 404', async ({ page }) => {
    await page.goto('/brandPavilion?country=EC')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ecuador Pavilion')
    await expect(page).toHaveTitle(/^Ecuador Pavilion: brands, products and events/)
    await expect(page.getByTestId('pavilion-counters')).toContainText('Export-ready brands')
    await expect(page.getByTestId('pavilion-brands').getByTestId('brand-card').first()).toContainText('Ecuador')
    await expect(page.getByRole('region', { name: 'Popular products from Ecuador' }).getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByRole('link', { name: /^All 20 brands/ })).toHaveAttribute('href', '/brand?country=EC')
    expect((await page.goto('/brandPavilion?country=XX'))?.status()).toBe(404)
  })

  test('/mobile/nationalPavilion is a phone page', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/zh-CN/mobile/nationalPavilion')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('国家馆')
    const card = await page.getByTestId('pavilion-list').getByRole('article').first().boundingBox()
    expect(card!.width).toBeGreaterThan(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })
})
