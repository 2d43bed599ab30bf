import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { loginBySms } from './helpers/login'

// A report printed to PDF as the browser prints it, read back with poppler's pdftotext: the title
// heads the first page, every row of the table is there exactly once (the whole table, not the
// screen's page of it), the header row and the stamp are on every page, and nothing but the stamp
// sits in the bottom margin.
test.describe.configure({ timeout: 120_000 })

/** A4 in PDF points, and the bottom margin of styles.css's `@page` (18 mm). */
const PAGE_HEIGHT = 842
const BOTTOM_MARGIN = (18 / 25.4) * 72

const squash = (text: string) => text.replace(/\s+/g, '')

/** The PDF's text in drawing order, page by page. */
function pdfPages(file: string): string[] {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
}

/** The words drawn in each page's bottom margin (where only the stamp belongs). */
function marginWords(file: string): string[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g)]
        .filter((w) => Number(w[1]) > PAGE_HEIGHT - BOTTOM_MARGIN)
        .map((w) => w[2])
        .join(''),
    )
}

/** Each body row of a table as its cells' text, squashed (how it reads in the PDF's drawing order). */
async function rowTexts(page: Page, testId: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim()).join('')))
    .then((rows) => rows.map(squash))
}

async function printToPdf(page: Page, name: string): Promise<{ pages: string[]; margins: string[] }> {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  const file = test.info().outputPath(`${name}.pdf`)
  writeFileSync(file, pdf)
  // The pages as images, to look at (attached to the report).
  execFileSync('pdftoppm', ['-png', '-r', '60', '-l', '3', file, test.info().outputPath(name)])
  await test.info().attach(`${name}.pdf`, { path: file, contentType: 'application/pdf' })
  return { pages: pdfPages(file), margins: marginWords(file) }
}

function expectEachOnce(text: string, rows: string[]) {
  const all = squash(text)
  for (const row of rows) {
    // A row whose text is part of another row's (a shorter name) is counted with it.
    const containing = rows.filter((other) => other.includes(row)).length
    expect(all.split(row).length - 1, `row "${row}"`).toBe(containing)
  }
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const prefix = locale === 'en-US' ? '' : '/zh-CN'

  test(`the buyer report prints every buyer once, in ${locale}`, async ({ page, request }) => {
    await page.goto(`${prefix}/about`)
    await loginBySms(page, request, '13800000004')
    await gotoHydrated(page, `${prefix}/report/buyer?from=2026-01&to=2026-12`)
    const title = await page.locator('main h1').innerText()
    await expect(page.getByTestId('buyer-table').locator('tbody tr')).toHaveCount(20)
    const caption = await page.getByTestId('buyer-table').locator('caption').innerText()
    const total = Number(/[\d,]+/.exec(caption)![0].replace(/,/g, ''))
    expect(total).toBeGreaterThan(100)

    // The Print button reads every row before the dialog opens; the dialog itself is the browser's.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '')
    })
    await page.getByTestId('report-print').click()
    await expect(page.locator('html[data-printed]')).toHaveCount(1)
    const rows = await rowTexts(page, 'buyer-table-print')
    expect(rows).toHaveLength(total)

    const { pages, margins } = await printToPdf(page, `buyer-${locale}`)
    expect(pages.length).toBeGreaterThan(2)
    expect(squash(pages[0]!)).toContain(squash(title))
    expectEachOnce(pages.join(''), rows)
    const header = squash(await page.getByTestId('buyer-table-print').locator('thead').innerText())
    const company = locale === 'en-US' ? 'Company' : '公司'
    for (const [i, text] of pages.entries()) {
      // Every page that holds buyer rows starts them under the header row.
      if (rows.some((row) => squash(text).includes(row))) expect(squash(text), `page ${i + 1}`).toContain(header)
      expect(margins[i], `page ${i + 1}'s margin`).toContain('Asia/Shanghai')
      for (const row of rows) expect(margins[i]).not.toContain(row)
    }
    expect(header).toContain(company)
  })

  test(`the monthly report prints every month once, in ${locale}`, async ({ page, request }) => {
    await page.goto(`${prefix}/about`)
    await loginBySms(page, request, '13800000004')
    await gotoHydrated(page, `${prefix}/report/monthly?from=2026-01&to=2026-12`)
    const title = await page.locator('main h1').innerText()
    await expect(page.getByTestId('monthly-table').locator('tbody tr')).toHaveCount(12)
    const rows = await rowTexts(page, 'monthly-table')
    await expect(page.getByTestId('chart-page-views').locator('svg.recharts-surface')).toBeVisible()

    const { pages, margins } = await printToPdf(page, `monthly-${locale}`)
    expect(squash(pages[0]!)).toContain(squash(title))
    expectEachOnce(pages.join(''), rows)
    for (const [i] of pages.entries()) expect(margins[i], `page ${i + 1}'s margin`).toContain('Asia/Shanghai')
  })
}
