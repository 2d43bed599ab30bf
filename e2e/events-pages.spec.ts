// Events pages as each role sees them, in both languages at 1440 and 375 px (with E2E_SCREENS=1,
// screenshots of them and of the anonymous pages land in test-results/screens/ for review), the
// organiser's brand list, and the WeChat QR type-2 landing. None touches timing: they run once.
import { expect, test } from '@playwright/test'
import { approveWechat, gotoHydrated, logOut, storedUser, WECHAT_RETURN_TIMEOUT, wechatBuyer } from './accounts-helpers'
import { DEMO, LIVE, loggedIn, SCREENS, shots, UPCOMING } from './events-helpers'
import { seriousViolations } from './helpers/axe'

test('the organiser adds a brand by searching its name (in Chinese), sees it on the activity page, then removes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  // A verified Türkiye brand, which does not take part in the Ecuador week, and its Chinese name.
  type Brand = { id: number; name: string }
  const list = await request.get('/newApi/Home/getBrandList', { params: { country_code: 'TR', page_size: 1, sort: 'name' } })
  const en = ((await list.json()) as { data: { list: Array<Brand> } }).data.list[0]!
  const profile = await request.get('/newApi/api_v2/Brand/getBrandViewInfo', { params: { brand_id: en.id, lan: 'cn' } })
  const zh = ((await profile.json()) as { data: Brand }).data
  expect(zh.name).not.toBe(en.name)

  const organiser = await loggedIn(browser, DEMO.organiser)
  const page = organiser.page
  const openBrands = async () => {
    await gotoHydrated(page, '/organiser')
    const card = page.locator(`[data-testid="organiser-activity"][data-act-id="${LIVE}"]`)
    await card.getByRole('button', { name: 'Brands taking part in Ecuador Buyer Matching Week' }).click()
    const tool = card.getByTestId('activity-brands')
    await expect(tool.getByRole('heading', { name: /brands take part/ })).toBeVisible()
    return tool
  }
  let tool = await openBrands()
  await expect(tool.getByTestId('participating-brand').filter({ hasText: en.name })).toHaveCount(0)

  // Search by the Chinese name, narrow to Türkiye, choose with the keyboard.
  const search = tool.getByRole('combobox', { name: 'Add a brand' })
  await search.fill(zh.name)
  await tool.getByLabel('Country').selectOption('TR')
  const option = tool.getByRole('option', { name: new RegExp(en.name) })
  await expect(option).toBeVisible()
  await search.focus()
  await expect(async () => {
    await page.keyboard.press('ArrowDown')
    await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!, { timeout: 500 })
  }).toPass()
  await page.keyboard.press('Enter')
  const row = tool.getByTestId('participating-brand').filter({ hasText: en.name })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Türkiye')
  await expect(option).toContainText('Taking part')

  // The activity page names it among the participating brands (seen by a visitor: a fresh browser).
  const visitorSees = async (shown: boolean) => {
    const visitor = await browser.newContext()
    const public_ = await visitor.newPage()
    await gotoHydrated(public_, `/exhibitionDetail?id=${LIVE}`)
    await expect(public_.getByRole('main').getByRole('link', { name: en.name, exact: true })).toHaveCount(shown ? 1 : 0)
    await visitor.close()
  }
  await visitorSees(true)

  // Removed (with an undo in the message), it is gone from the list and the page.
  tool = await openBrands()
  await tool.getByRole('button', { name: `Remove ${en.name} from Ecuador Buyer Matching Week` }).click()
  await expect(page.getByText(`${en.name} removed from Ecuador Buyer Matching Week`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
  await expect(tool.getByTestId('participating-brand').filter({ hasText: en.name })).toHaveCount(0)
  await visitorSees(false)
  await organiser.close()
})

test('QR type 2: a buyer logging in with WeChat from an activity page lands back on it, ready to register', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  const wechatId = `wx_e2e_ev_${Date.now().toString(36)}`
  // Link the WeChat account to a phone and make it a buyer first (a standard QR login).
  const { mobile } = await wechatBuyer(context, page, wechatId)
  await logOut(page)
  await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')

  // From the activity page, anonymous: "Log in to register" opens the WeChat QR for this activity.
  await gotoHydrated(page, `/exhibitionDetail?id=${UPCOMING}`)
  await page.getByRole('link', { name: 'Log in to register' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?.*activity_id=${UPCOMING}`))
  await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'waiting')
  await approveWechat(context, page, wechatId)
  await expect(page).toHaveURL(new RegExp(`/exhibitionDetail\\?id=${UPCOMING}$`), { timeout: WECHAT_RETURN_TIMEOUT })
  await expect.poll(async () => (await storedUser(page))?.mobile).toBe(mobile)
  await expect(page.getByRole('form', { name: 'Registration form' })).toBeVisible()
  await expect(page.locator('#reg-company')).toBeVisible()
  await context.close()
})

const pages = [
  { name: 'activities', path: '/exhibitionList?state=upcoming' },
  { name: 'activity', path: `/exhibitionDetail?id=${LIVE}` },
  { name: 'hall', path: `/exhibitionHall?id=${UPCOMING}` },
  { name: 'buyer', path: '/buyer' },
]

for (const locale of ['en', 'zh'] as const) {
  for (const device of [
    { name: 'desktop', viewport: { width: 1440, height: 900 } },
    { name: 'phone', viewport: { width: 375, height: 812 } },
  ]) {
    test(`events pages render in ${locale} on ${device.name} as the demo buyer, organiser and brand`, async ({ browser }) => {
      test.setTimeout(300_000)
      const prefix = locale === 'zh' ? '/zh-CN' : ''
      const options = { viewport: device.viewport, locale: locale === 'zh' ? 'zh-CN' : 'en-US' }
      const errors: Array<string> = []
      // The anonymous pages are checked (status, heading, axe) in pages.spec.ts: here only for the review screenshots.
      if (SCREENS) {
        const context = await browser.newContext(options)
        const page = await context.newPage()
        page.on('pageerror', (error) => errors.push(String(error)))
        for (const p of pages) {
          const response = await page.goto(`${prefix}${p.path}`)
          expect(response?.status()).toBe(200)
          await expect(page.locator('h1')).toBeVisible()
          await page.screenshot({ path: `${shots}/events-${p.name}-${locale}-${device.name}.png`, fullPage: true })
        }
        await context.close()
      }
      for (const [role, mobile, path] of [
        ['buyer', DEMO.buyer, `/exhibitionDetail?id=${LIVE}`],
        ['organiser', DEMO.organiser, `/organiser/schedule?id=${LIVE}`],
        ['brand', DEMO.brand, '/meetings'],
      ] as const) {
        const session = await loggedIn(browser, mobile, options)
        session.page.on('pageerror', (error) => errors.push(String(error)))
        await gotoHydrated(session.page, `${prefix}${path}`)
        await expect(session.page.getByRole('status').filter({ hasText: /Loading|加载中|Checking|正在检查/ })).toHaveCount(0)
        if (SCREENS) await session.page.screenshot({ path: `${shots}/events-${role}-${locale}-${device.name}.png`, fullPage: true })
        expect(await seriousViolations(session.page, { within: 'main' }), `${role} ${path}`).toEqual([])
        await session.close()
      }
      expect(errors).toEqual([])
    })
  }
}
