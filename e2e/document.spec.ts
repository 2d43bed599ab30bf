import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { clickHydrated } from './helpers/hydration'
import { isChunk } from './helpers/chunks'

test.describe('root font size', () => {
  for (const [width, expected] of [
    [500, 5],
    [800, 17],
    [1000, 9],
    [1400, 14],
    [1920, 17],
    [2400, 21.25],
  ] as const) {
    test(`is ${expected}px at width ${width}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto('/brand')
      const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
      expect(size).toBeCloseTo(expected, 2)
      await context.close()
    })
  }

  test('is 18px on /liveBuyerRecord at width 500', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 500, height: 900 } })
    const page = await context.newPage()
    await page.goto('/liveBuyerRecord/3')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px')
    await context.close()
  })

  test('follows a resize', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 900 })
    await page.goto('/pixel')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('17px')
    await page.setViewportSize({ width: 1400, height: 900 })
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('14px')
  })

  test('is set before first paint (inline head script, no layout shift)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, javaScriptEnabled: true })
    const page = await context.newPage()
    const html = await (await page.request.get('/about')).text()
    const headScript = html.slice(0, html.indexOf('</head>'))
    expect(headScript).toContain('__applyRootFont')
    await context.close()
  })
})

test('light mode holds under a dark system preference', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/about')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveClass(/light/)
  const styles = await page.evaluate(() => ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }))
  expect(styles.scheme).toBe('light')
  expect(styles.background).toBe('oklch(1 0 0)')
  await context.close()
})

test('the document head links the manifest, icons and theme colour', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', '/favicon.svg')
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', /^#/)
  const manifest = await page.request.get('/manifest.webmanifest')
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
})

test('internal pages are kept out of search engines', async ({ page }) => {
  for (const path of ['/test', '/test1', '/pixel']) {
    await page.goto(path)
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
  }
  await page.goto('/about')
  await expect(page.locator('meta[name=robots]')).toHaveCount(0)
})

test('the browser console is silent in production', async ({ page }) => {
  const messages: Array<string> = []
  page.on('console', (message) => messages.push(message.text()))
  await page.goto('/about')
  await page.evaluate(() => {
    console.log('log')
    console.debug('debug')
    console.info('info')
    console.warn('warn')
    console.error('error')
  })
  expect(messages).toEqual([])
})

test('a toast appears for 3 s at the configured offset', async ({ page }) => {
  await page.goto('/test')
  const show = page.getByRole('button', { name: 'Show a notification' })
  // Before hydration a click on a button does nothing.
  await clickHydrated(show)
  const toast = page.getByText('This is how a notification looks.')
  await expect(toast).toBeVisible()
  await expect(toast).toBeHidden({ timeout: 6000 })
})

test('the loading bar runs during a navigation and finishes', async ({ page }) => {
  // A click before hydration is a full page load, with no client navigation and no bar.
  await gotoHydrated(page, '/')
  // Hold the next route chunk back so the navigation stays pending for a moment.
  await page.route(isChunk('pricing'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).click()
  const bar = page.getByTestId('loading-bar')
  await expect(bar).toBeVisible()
  // The bar is named for assistive technology (axe: aria-progressbar-name).
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible()
  const start = Number(await bar.getAttribute('aria-valuenow'))
  expect(start).toBeGreaterThanOrEqual(8)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership plans for suppliers')
  await expect(bar).toHaveCount(0, { timeout: 3000 })
})
