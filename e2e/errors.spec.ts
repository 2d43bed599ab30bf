import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'

test.describe('unknown paths', () => {
  for (const [path, message] of [
    ['/no-such-page', 'Page Not Found: /no-such-page'],
    ['/brand/extra/segments', 'Page Not Found: /brand/extra/segments'],
    ['/zh-CN/no-such-page', '页面未找到：/zh-CN/no-such-page'],
    ['/mobile/no-such-page', 'Page Not Found: /mobile/no-such-page'],
  ] as const) {
    test(`${path} answers 404 with its path`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-status')).toHaveText(/404/)
      await expect(page.getByTestId('error-message')).toHaveText(message)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/zh-CN') ? '页面未找到' : 'Page Not Found')
    })
  }

  for (const path of ['/realTime/abc', '/realTime/0', '/liveBuyerRecord/list/-4', '/liveBuyerRecord/1/x', '/liveBuyerRecord/01']) {
    test(`an invalid id param (${path}) is a 404, not an error`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-message')).toHaveText(`Page Not Found: ${path}`)
    })
  }

  test('a client-side navigation to an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => window.history.pushState({}, '', '/missing-client-side'))
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /missing-client-side')
  })
})

test.describe('root search params (QR-login return)', () => {
  test('invalid values are dropped: the router redirects to the URL without them, and the page renders', async ({ page }) => {
    // (A value over 256 characters is refused with 400 instead: e2e/page-cache.spec.ts.)
    const response = await page.goto('/about?type=9&activity_id=-3&code=')
    expect(response?.status()).toBe(200)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/about')
    expect(url.searchParams.has('type')).toBe(false)
    expect(url.searchParams.has('activity_id')).toBe(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About TradeBridge')
  })

  test('valid values render normally', async ({ page }) => {
    const response = await page.goto('/?code=abc&state=xyz&type=2&activity_id=5')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('the error page', () => {
  test('"Try again" after a failed navigation reloads every match, the root config included', async ({ page }) => {
    await gotoHydrated(page, '/product')
    let failing = true
    await page.route('**/newApi/Home/getBrandList*', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.continue(),
    )
    // The retry invalidates the router, so the root's loader runs in the browser for once: a
    // server-function call.
    const serverFnCall = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
    await page.locator('header').getByRole('link', { name: 'Brands', exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands')
    expect((await serverFnCall).method()).toBe('GET')
    await expect(page.getByTestId('brand-card').first()).toBeVisible()
  })
})
