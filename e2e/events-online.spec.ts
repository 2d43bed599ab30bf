// Online activities: the kind filter finds the seeded online activities; an online
// activity's page has no venue, and its join link appears only to a registered buyer, after
// hydration (never in the server-rendered HTML); screenshots in both languages at 1440 and 375 px.
import { expect, test } from '@playwright/test'
import { gotoHydrated, loginBySms, randomMobile } from './accounts-helpers'

/** The seeded online activities: 13 past (AU), 14 live (CL), 15 upcoming (ZA). */
const LIVE_ONLINE = 14
const UPCOMING_ONLINE = 15
const PC_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

test('the kind filter lists past, live and upcoming online activities, without a venue', async ({ page }) => {
  await gotoHydrated(page, '/exhibition?kind=online')
  const main = page.locator('main')
  await expect(main.getByText('Chile Cherry Season Online Briefing')).toBeVisible()
  await expect(main.getByText('South Africa Citrus Online Roadshow')).toBeVisible()
  await expect(main.getByText('Australian Wine & Honey Online Tasting')).toBeVisible()
  await expect(main.getByText('Guayaquil Convention Center')).toHaveCount(0)
})

test('an online activity gives its join link only to a registered buyer, after hydration', async ({ page, request }) => {
  test.setTimeout(120_000)
  const html = await (
    await request.get(`/exhibitionDetail?id=${UPCOMING_ONLINE}`, { headers: { 'user-agent': PC_UA, 'accept-language': 'en-US,en;q=0.9' } })
  ).text()
  expect(html).not.toContain('meet.jit.si')
  expect(html).toContain('Online, hosted from South Africa')

  const mobile = randomMobile()
  await loginBySms(page, { mobile })
  await gotoHydrated(page, `/exhibitionDetail?id=${UPCOMING_ONLINE}`)
  await expect(page.getByTestId('activity-where')).toHaveText('Online, hosted from South Africa')
  await expect(page.getByTestId('join-online')).toHaveCount(0)
  await page.locator('#reg-company').fill('E2E Online Imports')
  await page.locator('#reg-contact_name').fill('Zhao Lei')
  await page.locator('#reg-mobile').fill(mobile)
  await page.locator('#reg-buyer_type').selectOption({ label: 'Importer' })
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page.getByTestId('registered')).toBeVisible()
  const join = page.getByTestId('join-online').getByRole('link', { name: 'Join the online session' })
  await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//)
  await page.screenshot({ path: 'test-results/screens/events-online-en-desktop.png', fullPage: true })
})

for (const [locale, prefix] of [
  ['en-US', ''],
  ['zh-CN', '/zh-CN'],
] as const) {
  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    test(`the online activity page renders in ${locale} on ${name}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale })
      const page = await context.newPage()
      await gotoHydrated(page, `${prefix}/exhibitionDetail?id=${LIVE_ONLINE}`)
      await expect(page.getByTestId('activity-where')).toHaveText(
        locale === 'zh-CN' ? '线上举办，主办国：智利' : 'Online, hosted from Chile',
      )
      await page.screenshot({ path: `test-results/screens/events-online-${locale}-${name}.png`, fullPage: true })
      await context.close()
    })
  }
}

test('anonymous event pages are served from the page cache', async ({ request }) => {
  const headers = { 'user-agent': PC_UA, 'accept-language': 'en-US,en;q=0.9' }
  // Another test's write (a registration, a published schedule) may drop a page between the two
  // requests: ask again until the second answer of a pair is a hit.
  for (const path of [
    '/exhibition',
    '/exhibition?kind=online',
    `/exhibitionDetail?id=${UPCOMING_ONLINE}`,
    '/exhibitionHall?id=4',
    '/zh-CN/exhibition',
  ]) {
    await expect
      .poll(
        async () => {
          await request.get(path, { headers })
          return (await request.get(path, { headers })).headers()['x-page-cache']
        },
        { message: path },
      )
      .toBe('hit')
  }
})
