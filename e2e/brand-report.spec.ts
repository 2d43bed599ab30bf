import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { loginBySms } from './helpers/login'

// The brand report in one lean journey: the demo brand opens its funnel from a deep link
// in Chinese (the period applies at once), sees the chart and the table with trends and its
// pavilion's median, and changes the period. The figures, medians, permissions and bad params are
// covered by src/server/brands/brand-report.server.test.ts on real PGlite.
test.describe.configure({ timeout: 150_000 })

const DEMO_BRAND = '+8613800000002'

test('the demo brand opens its funnel from a Chinese deep link and changes the period', async ({ page, request }) => {
  await page.goto('/zh-CN/about')
  const user = await loginBySms(page, request, DEMO_BRAND)
  // The figures the page must show: the endpoint's answer for the link's period.
  const answer = await request.get(
    `/newApi/api_v2/SupplierCentre/brandReportInfo?preset=12m&lan=cn&Authorization=${String(user.api_key)}&Mobile_key=${String(user.mobile_key)}`,
  )
  const report = (await answer.json()) as {
    data: { brand: { name: string }; steps: Array<{ step: string; value: number | null; pavilion_median: number | null }> }
  }
  const views = report.data.steps.find((s) => s.step === 'profile_views')!

  await gotoHydrated(page, '/zh-CN/report/brand?preset=12m')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('品牌报告')
  await expect(page.getByTestId('brand-report')).toContainText(report.data.brand.name)
  await expect(page.locator('select[name="preset"]')).toHaveValue('12m')
  const chart = page.getByTestId('brand-funnel-chart')
  await expect(chart).toContainText('本期转化漏斗')
  // The funnel chart (recharts) draws after hydration, the steps named in Chinese, the pavilion's median beside the brand.
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await expect(chart.locator('svg.recharts-surface')).toContainText('品牌主页浏览')
  await expect(chart.getByText('本品牌', { exact: true })).toBeVisible()
  const table = page.getByTestId('brand-funnel-table')
  const row = table.getByRole('row', { name: /品牌主页浏览/ })
  const zh = new Intl.NumberFormat('zh-CN')
  // The figure, with its trend under it.
  await expect(row.getByRole('cell').first()).toHaveText(new RegExp(`^${zh.format(views.value!)}[↑↓→]`))
  await expect(row.getByRole('cell').last()).toHaveText(views.pavilion_median === null ? '—' : zh.format(views.pavilion_median))
  await expect(table.getByRole('row', { name: /询盘/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /成交/ })).toBeVisible()

  // The CSV holds the figures on screen, headed in Chinese with the period's zone.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()])
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csv = bytes.subarray(3).toString('utf8')
  expect(csv.startsWith('环节')).toBe(true)
  expect(csv).toContain('Asia/Shanghai')
  expect(csv).toContain(`品牌主页浏览,${String(views.value)},`)
  // Printed: the report alone, its stamp in the page margin.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('report-print')).toBeHidden()
  await expect(page.getByTestId('brand-report-filters')).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--report-stamp'))).toContain(report.data.brand.name)
  await page.emulateMedia({ media: 'screen' })

  // Another period: the form writes the typed search params, and the view follows.
  await page.locator('select[name="preset"]').selectOption('1m')
  await page.getByRole('button', { name: '应用' }).click()
  await expect(page).toHaveURL(/\/zh-CN\/report\/brand\?preset=1m$/)
  await expect(page.locator('select[name="preset"]')).toHaveValue('1m')
  await expect(page.getByTestId('brand-report-period')).toContainText('对比')
})

test('an analyst picks any brand by name and reads its funnel; a brand cannot open another brand’s', async ({ page, request }) => {
  await page.goto('/about')
  await loginBySms(page, request, '13800000900')
  await gotoHydrated(page, '/report/brand?preset=6m')
  // No brand yet: the chooser, by name in either language, from the keyboard.
  const chooser = page.getByTestId('brand-report-chooser')
  await expect(chooser).toContainText('Choose a brand to read its funnel')
  const box = chooser.getByRole('combobox', { name: 'Brand' })
  // A name's start (a brand's registration elsewhere in the suite may be rebuilding the search
  // index, when a keyword matches names only).
  await box.fill('Manab')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  // The search runs after a pause in the typing, over the network.
  const first = chooser.getByRole('listbox').getByRole('option').first()
  await expect(first).toContainText('Manabí', { timeout: 15_000 })
  const name = (await first.locator('span.truncate').first().textContent())!.trim()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/report\/brand\?(?=.*brand_id=\d+)(?=.*preset=6m)/)
  const brandId = Number(new URL(page.url()).searchParams.get('brand_id'))
  await expect(page.getByTestId('brand-report')).toContainText(name)
  await expect(page.getByTestId('brand-funnel-table').getByRole('row', { name: /Inquiries/ })).toBeVisible()
  // The period form keeps the brand.
  await page.locator('select[name="preset"]').selectOption('12m')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`brand_id=${brandId}.*preset=12m|preset=12m.*brand_id=${brandId}`))
  await expect(page.getByTestId('brand-report')).toContainText(name)

  // The demo brand, given another brand's link, is refused in its language.
  const brandPage = await page.context().browser()!.newPage()
  await brandPage.goto('/zh-CN/about')
  const brandUser = await loginBySms(brandPage, request, DEMO_BRAND)
  const other = brandId === Number(brandUser.brand_id ?? 0) ? brandId + 1 : brandId
  await gotoHydrated(brandPage, `/zh-CN/report/brand?brand_id=${other}`)
  await expect(brandPage.getByTestId('brand-report-forbidden')).toHaveText('品牌报告仅供品牌自己的员工和分析师查看。')
  await brandPage.close()
})
