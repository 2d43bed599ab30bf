import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'

// /tool: the three trade tools, wired to the URL and to the user's language. The
// arithmetic is unit-tested (src/features/tools/utils/container.test.ts, src/lib/hs-codes.test.ts).
test('the Incoterm, container and HS tools work and keep their state in the link', async ({ page }) => {
  await gotoHydrated(page, '/tool?incoterm=CIF')
  await expect(page.getByTestId('incoterm-risk')).toContainText('On board the vessel')
  await expect(page.getByTestId('incoterm-table').getByRole('row', { name: /Cargo insurance/ })).toContainText('Seller')

  await page.getByRole('button', { name: 'EXW' }).click()
  await expect(page).toHaveURL(/incoterm=EXW/)
  await expect(page.getByTestId('incoterm-table').getByRole('row', { name: /Export customs clearance/ })).toContainText('Buyer')

  await page.getByLabel('Start from a common package').selectOption({ label: '25 kg bag (70 × 45 × 14 cm)' })
  await expect(page.locator('tr[data-container="20gp"] [data-testid=load-count]')).toHaveText('680')
  const weight = page.getByLabel('Gross weight per package (kg)')
  await weight.fill('0')
  await expect(page.getByText('Gross weight per package (kg): enter a weight from 0.1 to 30,000 kg.')).toBeVisible()
  await expect(weight).toHaveAttribute('aria-invalid', 'true')
  await weight.fill('40')
  // 28,200 kg / 40 kg = 705 by weight, more than the 680 by volume.
  await expect(page.locator('tr[data-container="20gp"] [data-testid=load-count]')).toHaveText('680')
  await weight.fill('50')
  await expect(page.locator('tr[data-container="20gp"] [data-testid=load-count]')).toHaveText('564')

  await page.getByLabel('Product or code').fill('frozen salmon')
  await expect(page.getByTestId('hs-table').getByRole('row')).toHaveCount(2)
  await expect(page.getByTestId('hs-table')).toContainText('0303.13')
  await expect(page).toHaveURL(/hs=frozen(\+|%20)salmon/)
})

test('the tools speak Chinese on /zh-CN/tool', async ({ page }) => {
  await gotoHydrated(page, '/zh-CN/tool?hs=%E6%A6%B4%E8%8E%B2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸易工具')
  await expect(page.getByTestId('hs-table')).toContainText('鲜榴莲')
  await expect(page.getByTestId('hs-table').getByRole('link', { name: '查看榴莲类商品' }).first()).toHaveAttribute(
    'href',
    /\/zh-CN\/product\?q=/,
  )
})
