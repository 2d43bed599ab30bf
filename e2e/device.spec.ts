import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { IPHONE_UA } from './site-map'

test.describe('device variants', () => {
  test('a phone on a desktop route with a twin is sent to /mobile', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const response = await page.goto('/about')
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/about$/)
    expect(new URL(page.url()).pathname).toBe('/mobile/about')
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await context.close()
  })

  test('a phone stays on a desktop route that has no twin', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA })
    const page = await context.newPage()
    await page.goto('/brand')
    expect(new URL(page.url()).pathname).toBe('/brand')
    await context.close()
  })

  test('a pc on /mobile/* is sent to the desktop twin', async ({ page }) => {
    await page.goto('/mobile/pricing')
    expect(new URL(page.url()).pathname).toBe('/pricing')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  })

  test('the visible switch overrides the redirect, both ways', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA })
    const page = await context.newPage()
    // The switch is a button: wait for hydration before clicking it.
    await gotoHydrated(page, '/solution')
    expect(new URL(page.url()).pathname).toBe('/mobile/solution')

    await page.getByTestId('variant-switch').click()
    // (A regex on the URL would also match the starting /mobile/solution.)
    await expect(page).toHaveURL((url) => url.pathname === '/solution')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'site_variant')?.value).toBe('pc')

    // Later visits keep the choice.
    await gotoHydrated(page, '/about')
    expect(new URL(page.url()).pathname).toBe('/about')

    await page.getByTestId('variant-switch').click()
    await expect(page).toHaveURL(/\/mobile\/about$/)
    expect((await context.cookies()).find((c) => c.name === 'site_variant')?.value).toBe('mobile')
    await context.close()
  })
})
