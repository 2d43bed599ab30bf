import { expect, test } from '@playwright/test'
import { escapeRegExp, headingOf, ID_ROUTES, IPHONE_UA, localized, messages, routes } from './site-map'

// The 41 + 4 + 6 + 2 + 8 routes of spec §2 (with sample ids), in both languages.
for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`every route in ${locale}`, () => {
    // Mobile routes are viewed as a phone would (a pc on /mobile/* is sent to the desktop twin).
    for (const route of routes) {
      const { path, heading, needsLogin } = route
      test(`${localized(path, locale)} answers 200 with its heading`, async ({ browser }) => {
        const context = await browser.newContext({
          locale,
          userAgent: path.startsWith('/mobile') ? IPHONE_UA : undefined,
        })
        const page = await context.newPage()
        const response = await page.goto(localized(path, locale))
        expect(response?.status()).toBe(200)
        if (needsLogin) {
          // Rendered by the server like any page, then an anonymous visitor is sent to log in and back.
          expect(await response?.text()).toContain(`>${messages[locale][heading]!}</h1>`)
          const loginPage = localized(path.startsWith('/mobile') ? '/mobile/login' : '/login', locale)
          await expect(page).toHaveURL(`${loginPage}?redirect=${encodeURIComponent(path)}`)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].page_login_title!)
          await context.close()
          return
        }
        // The phone home is served at / itself; /mobile redirects there (ADR 051).
        expect(new URL(page.url()).pathname).toBe(localized(path === '/mobile' ? '/' : path, locale))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const { h1, title } = headingOf(route, locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`))
        await context.close()
      })
    }
  })
}

for (const path of ID_ROUTES) {
  test(`${path} needs an id: without one it is a 404, with one it shows the item`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(404)
    expect((await page.goto(`${path}?id=1`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(page).toHaveTitle(/\S/)
  })
}
