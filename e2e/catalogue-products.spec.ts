import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'

// The first page of a fresh e2e server may wait for the demo data to be seeded.
test.describe.configure({ timeout: 60_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

const PHONE = {
  viewport: { width: 375, height: 800 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
}

async function firstNames(page: Page, n = 3) {
  return page
    .getByTestId('product-grid')
    .locator('h3')
    .evaluateAll((nodes, count) => nodes.slice(0, count).map((node) => node.textContent), n)
}

test('product search with keyword, filters and sort; the deep link reproduces the view after a reload', async ({ page }) => {
  await gotoHydrated(page, '/product')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText('3,000 products')

  await page.getByRole('searchbox', { name: 'Search products' }).fill('jasmine rice')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=jasmine(\+|%20)rice/)

  // Each facet is a link to the filtered URL. While the next page loads, the previous page (and
  // its links) stays on screen, so each click waits for the links of the page it is on.
  const filters = page.getByRole('complementary', { name: 'Filters' })
  const grains = filters.getByRole('link', { name: /^Grains & oils/ })
  await expect(grains).toHaveAttribute('href', /[?&]q=jasmine/)
  await grains.click()
  await expect(page).toHaveURL(/category=21/)
  // The second level (Activity/getGoodsCateChildList) opens under the chosen top level.
  await filters.getByRole('link', { name: /^Jasmine rice/ }).click()
  await expect(page).toHaveURL(/category=22/)
  const vietnam = filters.getByRole('link', { name: /^Vietnam/ })
  await expect(vietnam).toHaveAttribute('href', /category=22/)
  await expect(vietnam).toHaveAttribute('href', /[?&]q=jasmine/)
  await vietnam.click()
  await expect(page).toHaveURL(/country=VN/)
  const sorted = page.waitForResponse((answer) => /opbGoodsList/i.test(answer.url()) && answer.url().includes('sort=price_asc'))
  await page.getByLabel('Sort by').selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(filters.getByRole('link', { name: /^Vietnam/ })).toHaveAttribute('aria-current', /^(true|page)$/)

  // The sorted page has arrived (the previous one stays on screen while it loads): the grid
  // shows the first names of the sorted answer.
  const answer = (await (await sorted).json()) as { data: { list: Array<{ name: string }> } }
  const names = answer.data.list.slice(0, 3).map((product) => product.name)
  expect(names.length).toBeGreaterThan(0)
  await expect.poll(() => firstNames(page)).toEqual(names)
  const count = await page.getByTestId('result-count').textContent()
  expect(count).toMatch(/^\d+ products$/)
  expect(count).not.toBe('0 products')
  for (const name of names) expect(name).toMatch(/jasmine rice/i)
  const url = page.url()

  await page.reload()
  expect(page.url()).toBe(url)
  await expect(page.getByTestId('result-count')).toHaveText(count!)
  await expect.poll(() => firstNames(page)).toEqual(names)
  await expect(page).toHaveTitle(/^“jasmine rice” products/)

  // Pagination is a real link that keeps the filters.
  await gotoHydrated(page, '/product?cert=organic')
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/cert=organic.*page=2|page=2.*cert=organic/)
  await expect(page).toHaveTitle(/page 2/)
})

test('filters, cards and the footer are plain links: a click navigates in the page, hover preloads, a modifier click opens a tab', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/zh-CN/product')
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  const inSameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
  const filters = page.getByRole('complementary', { name: '筛选' })
  const country = filters.getByRole('link', { name: /^越南/ })
  await expect(country).toHaveAttribute('href', '/zh-CN/product?country=VN#results')

  // Hovering preloads the filtered list (its loader asks for it), before any click.
  const preloaded = page.waitForResponse((answer) => /opbGoodsList/i.test(answer.url()) && answer.url().includes('country_code=VN'))
  await country.hover()
  await preloaded

  // A modifier click is the browser's: a new tab asks for the filtered page, this one unchanged.
  // The tab's own request is the proof: on a loaded two-core machine Chromium's headless shell has
  // crashed such a tab's renderer while it rendered, which says nothing of this page's links.
  const opened = context.waitForEvent('page')
  const asked = context.waitForEvent(
    'request',
    (request) => request.isNavigationRequest() && request.url().includes('/zh-CN/product?country=VN'),
  )
  await country.click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  expect((await asked).url()).toMatch(/\/zh-CN\/product\?country=VN#results$|\/zh-CN\/product\?country=VN$/)
  await tab.close()
  await expect(page).toHaveURL(/\/zh-CN\/product$/)

  // A plain click navigates without loading a new document, in the current language.
  await country.click()
  await expect(page).toHaveURL(/\/zh-CN\/product\?country=VN#results$/)
  await expect(filters.getByRole('link', { name: /^越南/ })).toHaveAttribute('aria-current', /^(true|page)$/)
  expect(await inSameDocument()).toBe(true)

  const card = page.getByTestId('product-grid').getByRole('link').first()
  await expect(card).toHaveAttribute('href', /^\/zh-CN\/product\/detail\?id=\d+$/)
  await card.click()
  await expect(page).toHaveURL(/\/zh-CN\/product\/detail\?id=\d+$/)
  // The router changes the URL before the new page's data arrives: the footer is clicked once the
  // detail page has replaced the list (else the click can land while the footer moves).
  await expect(page.getByRole('region', { name: '产品介绍' })).toBeVisible()
  expect(await inSameDocument()).toBe(true)

  await page.getByRole('contentinfo').getByRole('link', { name: '清真产品' }).click()
  await expect(page).toHaveURL(/\/zh-CN\/halal$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await inSameDocument()).toBe(true)
})

/** React's hydration errors, as a production build reports them. */
const isHydrationError = (text: string) => /Minified React error #(418|419|421|423|425)|hydrat/i.test(text)

test('a search page hydrates without error, and the footer, the product cards and the filters (with the keyword) navigate in the page', async ({
  page,
}) => {
  const hydrationErrors: Array<string> = []
  page.on('console', (message) => {
    if (message.type() === 'error' && isHydrationError(message.text())) hydrationErrors.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (isHydrationError(error.message)) hydrationErrors.push(error.message)
  })
  // A fresh keyword is rendered, not served from the page cache.
  const fresh = `rice ${Date.now().toString(36)}`
  for (const [path, halal] of [
    [`/product?q=${fresh}c`, 'Halal products'],
    [`/zh-CN/product?q=${fresh}c`, '清真产品'],
  ] as const) {
    await gotoHydrated(page, path)
    // The first row's images are preloaded with high priority from the head.
    const firstImage = page.getByTestId('product-grid').locator('img').first()
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high')
    const preloaded = await page
      .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    // One preload per distinct image of the first row (products of one kind share their drawing).
    const firstRow = await page
      .getByTestId('product-grid')
      .locator('img')
      .evaluateAll((images) => images.slice(0, 4).map((image) => image.getAttribute('src')))
    expect([...new Set(preloaded)].toSorted()).toEqual([...new Set(firstRow)].toSorted())
    // A card from the last row, hydrated into a working link.
    const card = page.getByTestId('product-grid').getByRole('link').last()
    const detail = await card.getAttribute('href')
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await card.click()
    await expect(page).toHaveURL(new RegExp(`${detail!.replace('?', '\\?')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true)
    await page.goBack()
    await expect(page.getByTestId('product-grid')).toBeVisible()
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('contentinfo').getByRole('link', { name: halal, exact: true }).click()
    await expect(page).toHaveURL(/\/halal$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true)
    // A filter link, with this page's keyword in its href.
    await page.goBack()
    await expect(page.getByTestId('product-grid')).toBeVisible()
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    const origin = page.getByRole('complementary').locator('a[href*="country="]').first()
    const filtered = await origin.getAttribute('href')
    expect(new URL(filtered!, page.url()).searchParams.get('q')).toBe(`${fresh}c`)
    await origin.click()
    await expect(page).toHaveURL(new RegExp(`${filtered!.replace('?', '\\?').replace(/\+/g, '\\+')}$`))
    await expect(origin).toHaveAttribute('aria-current', /^(true|page)$/)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true)
  }
  expect(hydrationErrors).toEqual([])
})

test('a filter click scrolls the results, or the empty state, into view; the counts follow the keyword', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 })
  await gotoHydrated(page, '/product?q=durian')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  const facet = (title: string) => filters.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
  /** Each option's count in a facet (the "all" option has none: 0). */
  const countsOf = (title: string) =>
    facet(title)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Number(link.querySelector('span + span')?.textContent?.replace(/\D/g, '') ?? 0)))
  const results = page.getByTestId('result-count')
  const total = Number((await results.textContent())!.replace(/\D/g, ''))
  expect(total).toBeGreaterThan(0)
  // The origins' counts are durian results, not whole catalogues: together they are the total.
  expect((await countsOf('Origin')).reduce((sum, n) => sum + n, 0)).toBe(total)

  // A unit far down the sidebar with no durian: the page is scrolled to it, and the click brings
  // the empty state into view.
  const units = await countsOf('Sold by')
  const none = units.findIndex((n, i) => i > 0 && n === 0)
  expect(none).toBeGreaterThan(0)
  const unit = facet('Sold by').getByRole('link').nth(none)
  await unit.scrollIntoViewIfNeeded()
  await expect(results).not.toBeInViewport()
  await unit.click()
  await expect(page).toHaveURL(/[?&]unit=.*#results$/)
  await expect(results).toHaveText('0 products')
  await expect(page.getByText('No products match these filters')).toBeInViewport()

  // A unit that has durian: its results come into view.
  const some = (await countsOf('Sold by')).findIndex((n, i) => i > 0 && n > 0)
  const withDurian = facet('Sold by').getByRole('link').nth(some)
  await withDurian.scrollIntoViewIfNeeded()
  await withDurian.click()
  await expect(results).not.toHaveText('0 products')
  await expect(results).toBeInViewport()
})

test('a keyword nothing is called says so, offers the closest category and the brands that sell it, and leads to a bulk request for it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await gotoHydrated(page, '/product?q=lemon')
  await expect(page.getByTestId('result-count')).toHaveText('0 products')
  await expect(page.getByText('No product matches “lemon”')).toBeVisible()
  const answer = page.getByTestId('no-result-answer')
  await expect(answer.getByRole('heading', { name: 'Closest categories' })).toBeVisible()
  await expect(answer.getByRole('heading', { name: 'Brands that sell them' })).toBeVisible()
  expect(await answer.getByRole('region', { name: 'Brands that sell them' }).getByRole('link').count()).toBeGreaterThan(0)
  await page.screenshot({ path: test.info().outputPath('no-results-lemon-1440.png') })
  await answer.getByRole('link', { name: 'Citrus' }).click()
  await expect(page).toHaveURL(/\/product\?category=\d+$/)
  await expect(page.getByTestId('result-count')).not.toHaveText('0 products')

  await gotoHydrated(page, '/product?q=lemon')
  await page.getByRole('link', { name: 'Post a bulk request for “lemon”' }).click()
  await expect(page).toHaveURL(/\/large\/reportForm\?product=lemon$/)
  await expect(page.getByRole('textbox', { name: /^Product/ })).toHaveValue('lemon')
})

test('a misspelt keyword is answered with "Did you mean", a link that runs it, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await gotoHydrated(page, '/product?q=dureen')
  await expect(page.getByTestId('result-count')).toHaveText('0 products')
  await expect(page.getByTestId('no-result-answer')).toContainText('Did you mean: durian')
  await expect(page.getByTestId('no-result-answer').getByRole('link', { name: 'Durian', exact: true })).toBeVisible()
  await page.getByTestId('did-you-mean').click()
  await expect(page).toHaveURL(/[?&]q=durian$/)
  await expect(page.getByTestId('result-count')).not.toHaveText('0 products')

  await gotoHydrated(page, '/zh-CN/product?q=樱挑')
  await expect(page.getByText('没有与“樱挑”匹配的产品')).toBeVisible()
  const answer = page.getByTestId('no-result-answer')
  await expect(answer).toContainText('您是不是要找： 樱桃')
  await expect(answer.getByRole('heading', { name: '相近的品类' })).toBeVisible()
  await expect(answer.getByRole('heading', { name: '经营这些品类的品牌' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('no-results-zh-1440.png') })
  await page.getByTestId('did-you-mean').click()
  await expect(page.getByRole('searchbox')).toHaveValue('樱桃')
  await expect(page.getByTestId('result-count')).not.toHaveText('共 0 件产品')
})

test('an origin word in the keyword is shown as an origin chip; removing it searches the other words from every origin', async ({
  page,
}) => {
  // Chilean red wine, then red wine from every origin: more of it.
  await gotoHydrated(page, '/product?q=chilean%20red%20wine')
  const chip = page.getByTestId('origin-chip')
  await expect(chip).toHaveText(/^Origin: Chile/)
  const fromChile = await page.getByTestId('result-count').textContent()
  expect(fromChile).not.toBe('0 products')
  await chip.click()
  await expect(page.getByRole('searchbox')).toHaveValue('red wine')
  await expect(page.getByTestId('origin-chip')).toHaveCount(0)
  await expect(page.getByTestId('result-count')).not.toHaveText(fromChile!)

  // Only an origin: that country's products; the chip's removal is the whole catalogue.
  await gotoHydrated(page, '/product?q=Thai')
  await expect(chip).toHaveText(/^Origin: Thailand/)
  await page.getByRole('link', { name: 'Remove the origin Thailand from the search' }).click()
  await expect(page).toHaveURL(/\/product$/)
  await expect(page.getByTestId('result-count')).toHaveText('3,000 products')

  // In Chinese: 智利车厘子 is Chilean cherries.
  await gotoHydrated(page, '/zh-CN/product?q=智利车厘子')
  await expect(chip).toHaveText(/^原产地：智利/)
  expect((await firstNames(page, 5)).every((name) => name!.includes('樱桃'))).toBe(true)
  await chip.click()
  await expect(page.getByRole('searchbox')).toHaveValue('车厘子')
  await expect(chip).toHaveCount(0)
})

test('an invalid search param is dropped, never an error', async ({ page }) => {
  const response = await page.goto('/product?page=abc&cert=bogus&category=-4&country=Viet&sort=cheapest&q=')
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('result-count')).toHaveText('3,000 products')
  const bad = await page.goto('/product/detail?id=abc')
  expect(bad?.status()).toBe(404)
  const unknown = await page.goto('/product/detail?id=99999999')
  expect(unknown?.status()).toBe(404)
})

test('a control character in a page search param is dropped: the page renders in full', async ({ page, request }) => {
  const brandCount = await (async () => {
    await page.goto('/brand')
    return page.getByTestId('result-count').textContent()
  })()
  for (const [path, count] of [
    ['/product?q=%00', '3,000 products'],
    ['/brand?q=%01', brandCount!],
    ['/product?q=a%0Bb', '3,000 products'],
    ['/product?q=%7F', '3,000 products'],
  ] as const) {
    // Over plain HTTP (the server's answer, as a crawler gets it) and in the browser.
    // The router answers with its redirect to the canonical URL, without the parameter.
    const response = await request.get(path)
    expect([path, response.status(), new URL(response.url()).search]).toEqual([path, 200, ''])
    expect(await response.text()).not.toMatch(/SearchParamError|invalid_type|too_small/)
    const page_ = await page.goto(path)
    expect(page_?.status()).toBe(200)
    await expect(page.getByTestId('result-count')).toHaveText(count)
    await expect(page.locator('input[name="q"]')).toHaveValue('')
  }
})

test('product detail: gallery, price, MOQ, certificates with issuer, number and validity, brand and related products', async ({ page }) => {
  await gotoHydrated(page, '/product/detail?id=191')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium jasmine rice, 25 kg bags, per tonne')
  const main = page.getByTestId('gallery-main')
  await expect(main).toHaveAttribute('fetchpriority', 'high')
  await expect(main).toHaveAttribute('width', '800')
  await expect(page.getByTestId('price-range')).toContainText('$691.88 – $808.03')
  await expect(page.getByText('35 tonne', { exact: true })).toBeVisible()
  const certificates = page.getByTestId('certificates')
  await expect(certificates.getByText('JAKIM')).toBeVisible()
  await expect(certificates.getByText('FAIRTRADE-TH-995152')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Chiang Mai Harvest Farms' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible()
  // Images below the fold load lazily.
  await expect(page.getByTestId('product-grid').locator('img').first()).toHaveAttribute('loading', 'lazy')
  await expect(page).toHaveTitle(/^Premium jasmine rice, 25 kg bags, per tonne – Chiang Mai Harvest Farms/)

  // The legacy URL shows the same product.
  await gotoHydrated(page, '/productDetail?id=191')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium jasmine rice, 25 kg bags, per tonne')
})

test('language switch keeps the view; the Chinese page is fully Chinese', async ({ page }) => {
  await gotoHydrated(page, '/product?category=21&sort=newest')
  await page.getByRole('button', { name: '中文' }).click()
  await expect(page).toHaveURL(/\/zh-CN\/product\?/)
  expect(page.url()).toContain('category=21')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品')
  await expect(page.getByTestId('result-count')).toContainText('件产品')
  await expect(page.getByRole('complementary').getByRole('link', { name: /^粮油/ })).toHaveAttribute('aria-current', /^(true|page)$/)

  await gotoHydrated(page, '/zh-CN/product/detail?id=191')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('特选茉莉香米，25公斤/袋，按吨计')
  await expect(page.getByText('起订量', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '加入询盘车' })).toBeVisible()
})

test('halal lists only products with a valid halal certificate; bulk view by trading unit', async ({ page }) => {
  await gotoHydrated(page, '/halal')
  await expect(page.getByRole('heading', { name: 'How the halal programme works' })).toBeVisible()
  const cards = page.getByTestId('product-grid').locator('article')
  await expect(cards.first()).toBeVisible()
  const n = await cards.count()
  for (let i = 0; i < n; i++) await expect(cards.nth(i).getByText('Halal', { exact: true })).toBeVisible()

  await gotoHydrated(page, '/bigGoodsList')
  await expect(page.getByTestId('bulk-table').locator('tbody tr').first()).toContainText('tonne')
  await page.getByRole('link', { name: 'By the bag' }).click()
  await expect(page).toHaveURL(/unit=bag/)
  await expect(page.getByTestId('bulk-table').locator('tbody tr').first()).toContainText('bag')
  await expect(page.getByRole('heading', { name: 'Open bulk purchase requests' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test('a search that finds nothing is answered on a phone too, without horizontal scrolling', async ({ page }) => {
    await gotoHydrated(page, '/product?q=cheri')
    const answer = page.getByTestId('no-result-answer')
    await expect(answer).toContainText('Did you mean: cherries')
    await expect(answer.getByRole('link', { name: 'Cherries', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Post a bulk request for “cheri”' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: test.info().outputPath('no-results-cheri-375.png'), fullPage: true })
    await gotoHydrated(page, '/zh-CN/product?q=柠檬')
    await expect(answer.getByRole('link', { name: '柑橘' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: test.info().outputPath('no-results-zh-375.png'), fullPage: true })
  })

  test('filters open in a bottom sheet; the add-to-cart bar stays on screen', async ({ page }) => {
    await gotoHydrated(page, '/product')
    await page.getByTestId('open-filters').click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await sheet.getByRole('link', { name: /^Vietnam/ }).click()
    await expect(page).toHaveURL(/country=VN/)
    await sheet.getByRole('button', { name: /^Show \d+ products$/ }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByTestId('open-filters')).toHaveText('Filters (1)')
    // A phone page, not a shrunken desktop page: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await gotoHydrated(page, '/product/detail?id=191')
    const bar = page.getByTestId('cart-bar')
    await expect(bar).toBeInViewport()
    await page.mouse.wheel(0, 1500)
    await expect(bar).toBeInViewport()
    await expect(bar.getByRole('button', { name: 'Add to inquiry cart' })).toBeVisible()
  })
})
