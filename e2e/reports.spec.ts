import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { gotoHydrated, randomMobile } from './accounts-helpers'
import { loginBySms } from './helpers/login'

// End to end and lean: one journey per capability; the figures, permissions and bad
// params are covered by src/server/reports/reports.server.test.ts on real PGlite.
test.describe.configure({ timeout: 90_000 })

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('a buyer posts a bulk request with an attachment, a matching supplier answers it, and the buyer compares the offers', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const product = `Macadamia kernels style 1 #${Date.now().toString(36)}`
  // The demo brand's first product names a category and an origin the request asks for, so the brand matches.
  const supplier = await browser.newContext()
  const brandPage = await supplier.newPage()
  await brandPage.goto('/about')
  const brandUser = await loginBySms(brandPage, request, '13800000002')
  const goods = await (
    await request.get(`/newApi/api_v2/brand/getBrandGoodsList?brand_id=${String(brandUser.brand_id)}&page_size=1&lan=en`)
  ).json()
  const fit = goods.data.list[0] as { category_id: number; origin: { code: string; name: string } }

  await page.goto('/about')
  await loginBySms(page, request, randomMobile())
  await gotoHydrated(page, '/large/reportForm')

  // Empty: every required field is named, in English.
  await page.getByRole('button', { name: 'Post the request' }).click()
  await expect(page.getByRole('alert')).toContainText('highlighted field')
  await expect(page.getByText('Product: please fill this in.')).toBeVisible()

  await page.getByLabel(/^Product/).fill(product)
  await page.getByLabel(/^Category/).selectOption(String(fit.category_id))
  await page.getByLabel('Specification (grade, size, packing)').fill('18–20 mm, vacuum-packed 11.34 kg cartons')
  await page.getByLabel(/^Quantity/).fill('1200')
  await page.getByLabel(/^Unit$/).selectOption('carton')
  await page.getByLabel('Preferred origin (optional)').selectOption(fit.origin.code)
  await page.getByLabel(/^Deadline/).fill(day(30))
  await page
    .locator('#bulk-attachments')
    .setInputFiles({ name: 'spec.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await expect(page.getByTestId('bulk-attachments')).toContainText('spec.pdf')
  await page.getByLabel(/^Company/).fill('Cape Fresh Imports')
  await page.getByLabel(/^Contact person/).fill('Thandi Mokoena')
  await page.getByLabel(/^Mobile/).fill('+27 82 555 0101')
  await page.getByRole('button', { name: 'Post the request' }).click()

  await expect(page.getByTestId('bulk-sent')).toContainText('Your request is posted')
  await page.getByRole('link', { name: 'See open requests' }).click()
  await expect(page).toHaveURL(/\/large\/procurement$/)
  // The filters are typed search params: a link with them opens the same list.
  await gotoHydrated(page, `/large/procurement?origin=${fit.origin.code}&qty_min=1000&due_before=${day(31)}`)
  const item = page.getByTestId('bulk-request-list').getByRole('listitem').filter({ hasText: product })
  await expect(item).toContainText('1 attachment')
  await expect(item).toContainText(`${fit.origin.name} → China`)
  await expect(page.locator('select[name="origin"]')).toHaveValue(fit.origin.code)
  await gotoHydrated(page, `/large/procurement?origin=${fit.origin.code}&qty_min=1201`)
  await expect(page.getByText(product)).toHaveCount(0)

  // The supplier, in Chinese: the request is in its inbox's bulk tab, unread; it opens it, sees the file and answers.
  try {
    await gotoHydrated(brandPage, '/zh-CN/inbox?tab=bulk')
    const mine = brandPage.getByTestId('bulk-inbox-item').filter({ hasText: product })
    await expect(mine).toHaveAttribute('data-unread', 'true')
    await mine.getByRole('link', { name: product }).click()
    await expect(brandPage.getByTestId('offer-attachments')).toContainText('spec.pdf')
    const form = brandPage.getByTestId('offer-form')
    await form.getByLabel('单价').fill('9.40')
    await form.getByLabel('港口', { exact: true }).fill('Durban')
    await form.getByLabel('可提供样品').check()
    await form.getByRole('button', { name: '发送报价' }).click()
    await expect(form.getByTestId('offer-done')).toContainText('报价已发送')
    await brandPage.getByRole('link', { name: '返回采购需求' }).click()
    await expect(brandPage.getByTestId('bulk-inbox-item').filter({ hasText: product })).toHaveAttribute('data-unread', 'false')
  } finally {
    await supplier.close()
  }

  // The buyer, in English: the offer stands in the comparison of their request, field by field.
  await gotoHydrated(page, '/inquiries?tab=bulk')
  const mine = page.getByTestId('my-bulk-request').filter({ hasText: product })
  await expect(mine).toContainText('1 offer')
  const comparison = mine.getByTestId('quote-comparison')
  await expect(comparison.getByRole('row', { name: /Unit price/ })).toContainText('$9.40')
  await expect(comparison.getByRole('row', { name: /Incoterm/ })).toContainText('Durban')
  await expect(
    comparison
      .getByRole('row', { name: /Sample/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('Yes')
})

test('an analyst opens a deep-linked monthly report in Chinese, changes a filter, downloads the CSV and prints it', async ({
  page,
  request,
}) => {
  await page.goto('/zh-CN/about')
  await loginBySms(page, request, '13800000900')
  await gotoHydrated(page, '/zh-CN/report/monthly?from=2026-01&to=2026-06&country=CN')

  // The link's filters apply on the first read, in the link's language.
  const stamp = page.getByTestId('report-stamp')
  await expect(stamp).toContainText('2026-01 至 2026-06')
  await expect(stamp).toContainText('中国')
  const table = page.getByTestId('monthly-table')
  await expect(table.locator('tbody tr')).toHaveCount(6)
  await expect(page.locator('main')).not.toContainText('Page views')

  // A filter changed: all countries, and the URL says so.
  await page.locator('select[name="country"]').selectOption('')
  await page.getByRole('button', { name: '应用' }).click()
  await expect(page).not.toHaveURL(/country=/)
  await expect(stamp).toContainText('国家全部')

  // The charts (shadcn's chart kit over recharts) draw after hydration; a bar's tooltip names the
  // month and the figures in Chinese, as the table beside it does.
  const chart = page.getByTestId('chart-inquiries')
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await chart.locator('.recharts-bar-rectangle').last().hover()
  const tooltip = chart.locator('.recharts-tooltip-wrapper')
  await expect(tooltip).toContainText('询盘')
  await expect(tooltip).toContainText('发出报价')
  await expect(tooltip).toContainText(/\d{4}年\d{1,2}月/)
  // Every month is labelled on the axis ("2026年1月", none skipped), and money is compact in 万/亿 美元.
  const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
  await expect(ticks).toHaveCount(6)
  await expect(ticks.first()).toHaveText('2026年1月')
  await expect(ticks.last()).toHaveText('2026年6月')
  await expect(page.getByTestId('chart-intent')).toContainText('美元')
  await expect(stamp).toContainText('北京时间（Asia/Shanghai）')
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.screenshot({ path: test.info().outputPath('monthly-zh-CN-1440.png'), fullPage: true })

  // The CSV holds exactly the month table's rows, UTF-8 with a BOM, headed in Chinese.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()])
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toMatch(/^月份（Asia\/Shanghai）,页面浏览,新增采购商/)
  expect(lines).toHaveLength(7)
  const onScreen = (await table.locator('tbody tr').first().locator('td').first().innerText()).replace(/[,\s]/g, '')
  expect(lines[1]!.split(',')[1]).toBe(onScreen)

  // Printed: only the report, with its filters on the page.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByTestId('report-filters')).toBeHidden()
  await expect(stamp).toBeVisible()
  // The charts drawn on screen print too (fitted to the A4 width).
  await expect(page.getByTestId('chart-page-views').locator('svg.recharts-surface')).toBeVisible()
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  await test.info().attach('monthly-report.pdf', { body: pdf, contentType: 'application/pdf' })
})

test('the monthly report in English labels every month of a year and writes money compactly on its axis', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto('/about')
  await loginBySms(page, request, '13800000900')
  await gotoHydrated(page, '/report/monthly?from=2026-01&to=2026-12')

  await expect(page.getByTestId('report-stamp')).toContainText('Days and months in Beijing time (Asia/Shanghai)')
  const ticks = page.getByTestId('chart-page-views').locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
  await expect(ticks).toHaveCount(12)
  await expect(ticks.first()).toHaveText('Jan 2026')
  await expect(ticks.last()).toHaveText('Dec 2026')
  // The value axis of money: "$250K", "$1.5M", never a figure with cents.
  const amounts = page.getByTestId('chart-intent').locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
  await expect(amounts.first()).toHaveText(/^\$0$|^\$[\d.]+[KMB]$/)
  await expect(page.getByTestId('monthly-table')).not.toContainText(/\$\d{1,3}(,\d{3})+\.\d\d/)
  await page.screenshot({ path: test.info().outputPath('monthly-en-US-1440.png'), fullPage: true })
})
