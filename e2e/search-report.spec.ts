import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { loginBySms } from './helpers/login'

// The search log end to end: a visitor searches the product list and opens the second product;
// the demo analyst then finds the query on the search report, linked back to its results. Exact
// counts, the week cut, the clicks' rules and the staff-only guard are covered by
// src/server/reports/search-report.server.test.ts on a real database.
test.describe.configure({ timeout: 120_000 })

const DEMO_ANALYST = '13800000004'
const KEYWORD = 'Cashew  Kernels'

test('a visitor’s search and the product opened show on /report/search for an analyst', async ({ browser, page, request }) => {
  await gotoHydrated(page, '/product')
  const logged = page.waitForResponse((r) => r.url().includes('/newApi/Search/log') && r.request().method() === 'POST')
  await page.getByRole('searchbox', { name: 'Search products' }).fill(KEYWORD)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=Cashew/)
  // The page logs the search once its first page shows: the normalised query comes back as a row id.
  const log = await logged
  expect(log.request().postDataJSON()).toMatchObject({ keyword: KEYWORD })
  expect(((await log.json()) as { code: number; data: { id: number } }).data.id).toBeGreaterThan(0)

  const cards = page.getByTestId('product-grid').getByTestId('product-card')
  await expect(cards.nth(1)).toBeVisible()
  const clicked = page.waitForResponse((r) => r.url().includes('/newApi/Search/click'))
  await cards.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/product\/detail\?id=\d+/)
  const click = await clicked
  expect(click.request().postDataJSON()).toMatchObject({ rank: 2, keyword: KEYWORD })
  expect(await click.json()).toMatchObject({ code: 1, data: { ok: true } })

  // The analyst, in a browser of their own.
  const context = await browser.newContext()
  const analyst = await context.newPage()
  try {
    await analyst.goto('/about')
    await loginBySms(analyst, request, DEMO_ANALYST)
    await gotoHydrated(analyst, '/report/search?q=cashew')
    await expect(analyst.getByRole('heading', { level: 1 })).toHaveText('Search report')
    const top = analyst.getByTestId('search-top')
    const row = top.getByRole('row', { name: /^cashew kernels/ })
    await expect(row).toBeVisible()
    // The query links to the product list searching it, as the visitor did.
    await expect(row.getByRole('link', { name: 'cashew kernels' })).toHaveAttribute('href', /\/product\?q=cashew(%20|\+)kernels$/)
    // Searches and the share that opened a product are figures, not blanks.
    await expect(row.getByRole('cell').first()).toHaveText(/^\d+$/)
    await expect(row.getByRole('cell').last()).toHaveText(/^\d+(\.\d)?%$/)
    await expect(top.getByRole('columnheader')).toHaveText(['Query', 'Searches', 'Mean results', 'Opened a product'])

    // One week: the current one, chosen in the form, goes into the URL and the tables say so.
    const weekSelect = analyst.getByTestId('report-week')
    const thisWeek = await weekSelect.locator('option').last().getAttribute('value')
    await weekSelect.selectOption(thisWeek!)
    await analyst.getByRole('button', { name: 'Apply' }).click()
    await expect(analyst).toHaveURL(new RegExp(`week=${thisWeek!}`))
    await expect(top.locator('caption')).toContainText('week of')
    await expect(top.getByRole('row', { name: /^cashew kernels/ })).toBeVisible()

    // In Chinese, the same report.
    await gotoHydrated(analyst, '/zh-CN/report/search?q=cashew')
    await expect(analyst.getByRole('heading', { level: 1 })).toHaveText('搜索报告')
    await expect(analyst.getByTestId('search-top').getByRole('link', { name: 'cashew kernels' })).toBeVisible()
  } finally {
    await context.close()
  }
})
