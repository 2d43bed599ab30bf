import { expect, test, type Page } from '@playwright/test'
import { clickHydrated } from './helpers/hydration'
import { isChunk } from './helpers/chunks'

/** The header's Pricing link, as a client navigation (after hydration), which these tests are about. */
async function clickPricing(page: Page) {
  await clickHydrated(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).first())
}

test('a changed build id triggers a reload on the next navigation, not mid-page', async ({ page }) => {
  const polls: string[] = []
  await page.route('**/_build/latest.json*', async (route) => {
    polls.push(route.request().url())
    await route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
  })
  let documents = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++
  })
  await page.goto('/')
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(0)
  // The build manifest is fetched with a cache-busting timestamp.
  expect(new URL(polls[0]!).searchParams.get('t')).toMatch(/^\d{13}$/)
  // Noticed, but the page the user is reading stays.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
  expect(documents).toBe(1)

  await clickPricing(page)
  await expect(page).toHaveURL(/\/pricing$/)
  await expect.poll(() => documents, { timeout: 10_000 }).toBe(2)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership plans for suppliers')
  await expect.poll(() => page.evaluate(() => (window as { __samePage?: boolean }).__samePage ?? 'reloaded')).toBe('reloaded')
})

test('the current build id is not a change: no reload', async ({ page }) => {
  let served = false
  await page.route('**/_build/latest.json*', async (route) => {
    served = true
    await route.continue()
  })
  await page.goto('/')
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  await expect.poll(() => served, { timeout: 10_000 }).toBe(true)
  await clickPricing(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership plans for suppliers')
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('a deleted chunk triggers one reload, and no loop', async ({ page }) => {
  // The lazy chunks of /pricing are gone, as after a deploy.
  await page.route(isChunk('pricing'), (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await clickPricing(page)
  await expect(page).toHaveURL(/\/pricing$/)
  // One reload of /pricing, then the explanation with a reload button: never a blank screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The site has been updated', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  await page.waitForTimeout(3000)
  expect(documents).toEqual(['/', '/pricing'])
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('chunk-reload:')))).toEqual([
    'chunk-reload:/pricing',
  ])
})
