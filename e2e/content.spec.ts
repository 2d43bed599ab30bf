import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { IPHONE_UA, localized } from './site-map'

// The information pages, the column, the cases and the FAQs, in both languages. The
// detail (every page's text, live figures, unpublished languages, filters) is in the integration
// tests of src/server/content; here: what the reader sees in a browser.

const INFORMATION_PAGES = [
  '/about',
  '/aboutTD',
  '/newAbout',
  '/introduction',
  '/solution',
  '/trial-sales',
  '/consignment',
  '/packing',
  '/certification',
  '/grower',
  // '/partnership' is left to e2e/editor.spec.ts, which publishes and unpublishes its Chinese while this runs.
  '/b2b',
  '/pricing',
]
const HAN = /[\u4e00-\u9fff]/
/** Three English words in a row: a sentence left untranslated on a Chinese page. */
const ENGLISH_RUN = /\b[A-Za-z]{3,}\s+[A-Za-z]{3,}\s+[A-Za-z]{3,}\b/

/** The page's main text is in one language only. */
async function expectOneLanguage(page: Page, locale: 'en-US' | 'zh-CN') {
  const text = await page.locator('main').innerText()
  if (locale === 'en-US') expect(text.match(new RegExp(`.{0,30}${HAN.source}+.{0,30}`))?.[0] ?? null).toBeNull()
  else expect(text.match(ENGLISH_RUN)?.[0] ?? null).toBeNull()
}

/** Every JSON-LD block parses; returns them. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`${locale}: every information page has its text, live figures where it has them, and a next action`, async ({ page }) => {
    test.setTimeout(120_000)
    for (const path of INFORMATION_PAGES) {
      const response = await page.goto(localized(path, locale))
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      expect((await page.locator('main header p').first().innerText()).length, path).toBeGreaterThan(locale === 'en-US' ? 120 : 50)
      await expect(page.getByTestId('next-action').last().getByRole('link').first()).toBeVisible()
      await expectOneLanguage(page, locale)
      await jsonLd(page)
    }
    // Live: the certification page counts the products with a valid certificate, by country.
    await page.goto(localized('/certification', locale))
    await expect(page.getByTestId('certified-by-country').getByRole('listitem').first()).toBeVisible()
    await expect(page.locator('[data-certificate]')).toHaveCount(7)
    // The pricing comparison is a real table with one recommended plan.
    await page.goto(localized('/pricing', locale))
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4)
    await expect(page.getByRole('table').getByRole('rowheader').first()).not.toBeEmpty()
  })

  test(`${locale}: FAQs grouped, searchable and marked up; the column, an article and the cases`, async ({ page }) => {
    test.setTimeout(120_000)
    await gotoHydrated(page, localized('/about', locale))
    const faq = page.getByTestId('faq')
    const questions = faq.locator('details')
    const total = await questions.count()
    expect(total).toBeGreaterThan(10)
    const markup = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage')
    expect((markup?.mainEntity as Array<unknown> | undefined)?.length).toBe(total)
    await faq.getByRole('searchbox').fill(locale === 'en-US' ? 'ticket' : '门票')
    await expect(faq.locator('[data-faq-group="ticket"] details').first()).toBeVisible()
    await expect.poll(() => questions.count()).toBeLessThan(total)
    await faq.getByRole('searchbox').fill('zzzz')
    await expect(questions).toHaveCount(0)

    // The column: a category link narrows the list, the second page is a real URL.
    await gotoHydrated(page, localized('/column', locale))
    const allCount = await page.getByTestId('result-count').innerText()
    await page
      .getByRole('navigation', { name: locale === 'en-US' ? 'Categories' : '栏目' })
      .getByRole('link')
      .nth(3)
      .click()
    await expect(page).toHaveURL(/category=guide/)
    // The narrowed list has arrived (fewer articles than all of them).
    await expect(page.getByTestId('result-count')).not.toHaveText(allCount)
    await expectOneLanguage(page, locale)
    const first = page.getByTestId('article-list').getByRole('link').first()
    const title = await first.innerText()
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(
      page.getByRole('link', { name: locale === 'en-US' ? /Previous article|Next article/ : /上一篇|下一篇/ }).first(),
    ).toBeVisible()
    await expect(page.locator('#article-brands')).toBeVisible()
    expect((await jsonLd(page)).some((item) => item['@type'] === 'Article')).toBe(true)
    await expectOneLanguage(page, locale)

    // The cases: filtering by country keeps only that country's stories and brands.
    await gotoHydrated(page, localized('/cases', locale))
    const countries = page.getByRole('navigation', { name: locale === 'en-US' ? 'Country' : '国家' })
    const country = countries.getByRole('link').nth(1)
    const name = (await country.innerText()).trim()
    await country.click()
    await expect(page).toHaveURL(/country=[A-Z]{2}/)
    await expect(page.getByTestId('case-list').getByRole('listitem').first()).toContainText(name)
    await expectOneLanguage(page, locale)
  })
}

test('the mobile twins are phone pages: the same blocks, laid out for a phone', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 375, height: 812 }, isMobile: true })
  const page = await context.newPage()
  for (const path of ['/mobile/about', '/mobile/newAbout', '/mobile/pricing', '/mobile/solution', '/mobile/trial-sales']) {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await page.goto(localized(path, locale))
      expect(new URL(page.url()).pathname).toBe(localized(path, locale))
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      await expect(page.getByTestId('next-action').last()).toBeVisible()
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await expectOneLanguage(page, locale)
    }
  }
  await context.close()
})
