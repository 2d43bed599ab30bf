import { expect, test } from '@playwright/test'
import { freshMobile, headerIsOneLine, hydrated, settled, warmUp } from './catalogue-helpers'
import { loginBySms } from './helpers/login'
import { IPHONE_UA } from './site-map'
import { clickHydrated } from './helpers/hydration'
import { isChunk } from './helpers/chunks'

test.beforeAll(warmUp)

test.describe('brand search', () => {
  test('filters by country, certification and export readiness, sorts, pages; the deep link reproduces the view after a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto('/brand')
    await hydrated(page)
    const total = Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(20)

    const facets = page.getByRole('complementary', { name: 'Filters' })
    await facets.getByRole('link', { name: /^Ecuador/ }).click()
    await expect(page).toHaveURL(/[?&]country=EC/)
    await settled(page)
    await facets.getByRole('link', { name: /^Organic/ }).click()
    await expect(page).toHaveURL(/cert=organic/)
    await settled(page)
    await page.getByTestId('facet-export').click()
    await expect(page).toHaveURL(/export=(1|true)/)
    await settled(page)
    await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: 'A–Z' }).click()
    await expect(page).toHaveURL(/sort=name/)
    await settled(page)

    const cards = page.getByTestId('brand-card')
    // The sorted answer on screen (the list is replaced while the navigation is pending).
    const headings = () => cards.getByRole('heading').allTextContents()
    await expect
      .poll(async () => {
        const shown = await headings()
        return shown.length > 0 && shown.join('\n') === shown.toSorted((a, b) => a.localeCompare(b)).join('\n')
      })
      .toBe(true)
    const names = await headings()
    for (const card of await cards.all()) {
      await expect(card).toContainText('Ecuador')
      await expect(card).toContainText('Organic')
      await expect(card).toContainText('Export-ready')
    }
    const count = await page.getByTestId('result-count').textContent()
    const url = page.url()

    await page.reload()
    await expect(page).toHaveURL(url)
    await expect(page.getByTestId('result-count')).toHaveText(count!)
    expect(await page.getByTestId('brand-card').getByRole('heading').allTextContents()).toEqual(names)
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveCount(4)

    // Removing a filter chip widens the search again.
    await page.getByRole('link', { name: 'Remove filter: Organic' }).click()
    await expect(page).not.toHaveURL(/cert=/)
  })

  test('pages through the results with links', async ({ page }) => {
    await page.goto('/brand?page=2')
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    const second = await page.getByTestId('brand-card').first().getByRole('heading').textContent()
    await page.goto('/brand')
    expect(await page.getByTestId('brand-card').first().getByRole('heading').textContent()).not.toBe(second)
  })

  test('an invalid search param is dropped, never an error', async ({ page }) => {
    const response = await page.goto('/brand?country=ecuador&page=-4&sort=cheapest&cert=gold&export=maybe&category=abc')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands')
    await expect(page.getByTestId('brand-card').first()).toBeVisible()
    const search = new URL(page.url()).searchParams
    for (const key of ['country', 'page', 'sort', 'cert', 'export', 'category']) expect(search.has(key)).toBe(false)
  })

  test('a Chinese keyword finds brands by their Chinese names', async ({ page }) => {
    await page.goto('/zh-CN/brand?q=柔佛')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('品牌')
    await expect(page.getByTestId('brand-card').first()).toContainText('柔佛')
    await expect(page.getByTestId('result-count')).toHaveText(/共 \d+ 个品牌/)
  })

  test('a Chinese product word finds the brands that sell it', async ({ page }) => {
    // Word-level Chinese matching across brands and their products (the search index, ADR 063):
    // 榴莲 (durian) names no brand, but a handful of brands sell durian, and only those come back.
    await page.goto('/zh-CN/brand?q=榴莲')
    await expect(page.getByTestId('brand-card').first()).toBeVisible()
    const count = Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0])
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(30)
  })

  test('a misspelt English keyword still finds brands', async ({ page }) => {
    // Typo tolerance (one edit in a word of this length): "durien" finds the durian growers.
    await page.goto('/brand?q=durien')
    await expect(page.getByTestId('brand-card').first()).toBeVisible()
    const count = Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0])
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(30)
  })

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/brand?q=zzzznothing')
    await expect(page.getByTestId('empty-state')).toContainText('No brand matches these filters.')
    await hydrated(page)
    await page.getByTestId('empty-state').getByRole('link', { name: 'Clear all filters' }).click()
    await expect(page.getByTestId('brand-card').first()).toBeVisible()
  })

  test('/newBrand lists the newest brands and /export/brandList only export-ready ones', async ({ page }) => {
    await page.goto('/newBrand')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New brands')
    await expect(page.getByTestId('brand-card')).toHaveCount(20)
    await page.goto('/export/brandList?country=MY')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export brands')
    for (const card of await page.getByTestId('brand-card').all()) {
      await expect(card).toContainText('Export-ready')
      await expect(card).toContainText('Malaysia')
    }
  })

  test('on a phone the filters open in a bottom sheet', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/brand')
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
    await hydrated(page, '[data-testid=bottom-sheet-open]')
    await page.getByTestId('bottom-sheet-open').click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await sheet.getByRole('link', { name: /^Chile/ }).click()
    await expect(page).toHaveURL(/country=CL/)
    await expect(sheet).toBeHidden()
    await expect(page.getByTestId('bottom-sheet-open')).toHaveText('Filters (1)')
    // A phone page, not a shrunken desktop one: cards fill the width and nothing scrolls sideways.
    const card = await page.getByTestId('brand-card').first().boundingBox()
    expect(card!.width).toBeGreaterThan(300)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })
})

test.describe('brand profile', () => {
  test('shows the story, timeline, certificates with issuer and expiry, products and the pavilion', async ({ page, request }) => {
    // A brand whose products hold certificates valid today.
    let id = 0
    for (let candidate = 1; candidate <= 40 && !id; candidate++) {
      const profile = await (await request.get(`/newApi/api_v2/Brand/getBrandViewInfo?brand_id=${candidate}&lan=en`)).json()
      if (profile.data.certificates.length > 0) id = candidate
    }
    expect(id).toBeGreaterThan(0)
    const response = await page.goto(`/brand?id=${id}`)
    expect(response?.status()).toBe(200)
    const title = await page.title()
    expect(title).toMatch(/: brand profile/)
    await expect(page.getByRole('heading', { name: 'Company story' })).toBeVisible()
    await expect(page.getByTestId('brand-timeline').getByRole('listitem').first()).toBeVisible()
    const certificates = page.getByTestId('brand-certificates')
    await expect(certificates.getByText(/Issued by /).first()).toBeVisible()
    await expect(certificates.getByText(/valid until/).first()).toBeVisible()
    await expect(page.getByTestId('brand-products').getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Pavilion →$/ })).toHaveAttribute('href', /\/brandPavilion\?country=[A-Z]{2}/)
    await expect(page.getByTestId('send-inquiry')).toHaveAttribute('href', '#brand-products')
  })

  test('the brand search does not download the profile code; opening a brand does, and shows its profile', async ({ page }) => {
    const profileCode = isChunk('brand-profile')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/brand')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter(profileCode)).toEqual([])
    const card = page.getByTestId('brand-card').first()
    const name = (await card.getByRole('heading').textContent())!.trim()
    await card.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/brand\?id=\d+/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('heading', { name: 'Company story' })).toBeVisible()
    expect(scripts.filter(profileCode)).toHaveLength(1)
  })

  test('an unknown brand is a 404', async ({ page }) => {
    const response = await page.goto('/brand?id=999999')
    expect(response?.status()).toBe(404)
  })

  test('the favourite button sends an anonymous visitor to log in and back', async ({ page }) => {
    await page.goto('/brand?id=12')
    await hydrated(page, '[data-testid=favourite-button]')
    await page.getByTestId('favourite-button').click()
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/brand?id=12')}`)
  })
})

test.describe('favourites', () => {
  test('a buyer saves a brand, finds it on the favourites page from the header, and removes it', async ({ page, request }) => {
    await page.goto('/brand?id=21')
    await loginBySms(page, request, freshMobile())
    await page.reload()
    const save = page.getByTestId('favourite-button')
    await hydrated(page, '[data-testid=favourite-button]')
    await expect(save).toBeEnabled()
    await expect(save).toHaveAttribute('data-state', 'not-saved')
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!
    await save.click()
    await expect(save).toHaveAttribute('data-state', 'saved')
    await expect(save).toHaveAttribute('aria-pressed', 'true')

    await page.getByTestId('header-favourites').click()
    await expect(page).toHaveURL('/favorites')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My favourites')
    const saved = page.getByTestId('favourite-brands').getByTestId('brand-card')
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText(name)

    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click()
    await expect(page.getByTestId('empty-state')).toContainText('You have not saved a brand yet.')
    await page.reload()
    await expect(page.getByTestId('empty-state')).toContainText('You have not saved a brand yet.')
  })

  test('the favourites page sends an anonymous visitor to log in', async ({ page }) => {
    await page.goto('/favorites')
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/favorites')}`)
  })
})

test.describe('language switch on each catalogue page type', () => {
  const pages = [
    { path: '/brand?country=EC&sort=name', zhHeading: '品牌' },
    { path: '/brand?id=12', zhHeading: null },
    { path: '/newBrand', zhHeading: '新入驻品牌' },
    { path: '/export/brandList', zhHeading: '出口品牌' },
    { path: '/nationalPavilion?region=europe', zhHeading: '国家馆' },
    { path: '/brandPavilion?country=EC', zhHeading: '厄瓜多尔国家馆' },
    { path: '/', zhHeading: null },
  ]
  for (const { path, zhHeading } of pages) {
    test(`${path} keeps its search params in Chinese`, async ({ page }) => {
      await page.goto(path)
      const toChinese = page.getByRole('button', { name: '中文' })
      await clickHydrated(toChinese)
      const target = new URL(path, 'http://x')
      await expect(page).toHaveURL(
        (url) => url.pathname === (path === '/' ? '/zh-CN' : `/zh-CN${target.pathname}`) && url.search === target.search,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
      const h1 = page.getByRole('heading', { level: 1 })
      if (zhHeading) await expect(h1).toHaveText(zhHeading)
      else await expect(h1).toHaveText(/[\u4e00-\u9fff]/)
    })
  }
})

test.describe('desktop header', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`keeps its navigation on one row that scrolls sideways below 901 px in ${locale}, and the keyboard reaches every item`, async ({
      page,
    }) => {
      const prefix = locale === 'zh-CN' ? '/zh-CN' : ''
      await page.setViewportSize({ width: 375, height: 700 })
      await page.goto(`${prefix}/brand`)
      await hydrated(page)
      const nav = page.getByTestId('header-nav')
      const links = nav.getByRole('link')
      await expect(links).toHaveCount(7) // every item, the one hidden from 901 to 960 px included
      for (const width of [320, 375, 600, 900]) {
        await page.setViewportSize({ width, height: 700 })
        await expect
          .poll(
            () =>
              nav.evaluate((element) => {
                const middles = [...element.querySelectorAll('a')].map((a) => {
                  const r = a.getBoundingClientRect()
                  return Math.round(r.top + r.height / 2)
                })
                return { rows: new Set(middles).size, pageOverflow: document.documentElement.scrollWidth - window.innerWidth > 0 }
              }),
            { message: `${locale}, ${width} px: one row, no sideways scroll of the page` },
          )
          .toEqual({ rows: 1, pageOverflow: false })
      }
      // At 320 px the English row runs past the edge (the Chinese one fits); tabbing to the last
      // item scrolls the row to it.
      await page.setViewportSize({ width: 320, height: 700 })
      const last = links.last()
      if (locale === 'en-US') await expect.poll(() => nav.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
      await links.first().focus()
      for (let i = 1; i < 7; i++) await page.keyboard.press('Tab')
      await expect(last).toBeFocused()
      await expect.poll(() => last.evaluate((a) => a.getBoundingClientRect().right <= window.innerWidth)).toBe(true)
    })

    test(`holds one line from 901 to 2560 px in ${locale}, logged out and logged in`, async ({ page, request }) => {
      const prefix = locale === 'zh-CN' ? '/zh-CN' : ''
      const widths = [901, 950, 1000, 1100, 1200, 1201, 1280, 1366, 1440, 1536, 1600, 1601, 1680, 1920, 2200, 2560]
      await page.goto(`${prefix}/brand`)
      for (const pass of ['logged out', 'logged in']) {
        if (pass === 'logged in') {
          await loginBySms(page, request, freshMobile())
          await page.reload()
          await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-in')
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 })
          // Polled: the root font follows the resize event.
          await expect
            .poll(async () => JSON.stringify(await headerIsOneLine(page)), {
              message: `${locale}, ${pass}, ${width} px: one line, no overlap, no sideways scroll`,
            })
            .toMatch(/^\{"spread":[0-4](\.\d+)?,"overlap":(-[\d.]+|0),"pageOverflow":(-[\d.]+|0)\}$/)
        }
      }
    })
  }
})
