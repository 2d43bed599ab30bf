// A buyer's whole inquiry on a 375 × 812 phone, by touch: every primary action of the
// buy flow is tapped at its centre, as a finger would, never clicked by script or forced; before
// each tap the control must be the element under that point, so a bar fixed over it (the tab bar,
// a page's action bar, a toast, a notice) fails the test instead of swallowing the tap. Each page
// of the flow is also scrolled to its end, where no visible control may sit under anything else.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { randomMobile, smsCode, storedUser } from './accounts-helpers'
import { loginBySms } from './helpers/login'
import { PHONE, expectHydrated, tap } from './helpers/touch'

const DEMO_BRAND = '+8613800000002'

test.describe.configure({ timeout: 180_000 })
// The first page of a fresh e2e server may wait for the demo data to be seeded.
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

/**
 * Scrolled to the end of the page, every visible control (button, link, field) is the element at
 * its own centre: nothing fixed or floating covers it. A control scrolled up under the sticky
 * header is out of sight, not covered.
 */
async function expectNothingCovered(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
          const header = document.querySelector('[data-testid="mobile-layout"] > header')
          const top = header ? header.getBoundingClientRect().bottom : 0
          const covered: Array<string> = []
          // A page wider than the screen is zoomed out by the phone, and taps land off their marks.
          if (document.documentElement.scrollWidth > innerWidth) covered.push(`the page is ${document.documentElement.scrollWidth} px wide`)
          for (const control of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary')) {
            if (!control.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true, opacityProperty: true })) continue
            const box = control.getBoundingClientRect()
            // Visually hidden (sr-only) controls and those off screen are not for the finger.
            if (box.width <= 1 || box.height <= 1) continue
            const x = box.left + box.width / 2
            const y = box.top + box.height / 2
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
            if (y < top && !header?.contains(control)) continue
            const hit = document.elementFromPoint(x, y)
            if (hit && (hit === control || control.contains(hit))) continue
            // A checkbox's or radio's own label takes its taps.
            if (hit?.closest('label')?.control === control) continue
            const name = (control.textContent || control.getAttribute('aria-label') || control.id).trim().slice(0, 40)
            covered.push(
              `${control.tagName} "${name}" at y ${Math.round(y)} under ${hit?.tagName} "${(hit?.textContent ?? '').trim().slice(0, 30)}"`,
            )
          }
          return covered
        }),
      { message: `controls covered at the end of ${page.url()}`, timeout: 15_000 },
    )
    .toEqual([])
}

async function phone(browser: Browser) {
  const context = await browser.newContext(PHONE)
  return { context, page: await context.newPage() }
}

/** A day the inquiry form accepts (tomorrow up to a year ahead). */
function requiredDate(): string {
  const day = new Date(Date.now() + 60 * 86_400_000)
  return day.toISOString().slice(0, 10)
}

const LOCALES = [
  {
    prefix: '',
    mobile: 'Mobile number',
    code: 'Verification code',
    send: 'Send code',
    login: 'Log in',
    quote: /^(Send a quote|Send a new quote)$/,
    price: 'Unit price',
    port: 'Port',
    /** The port typed (in English), as the quote card reads it in the page's language. */
    portShown: 'Guayaquil',
    sendQuote: 'Send quote',
  },
  {
    prefix: '/zh-CN',
    mobile: '手机号',
    code: '验证码',
    send: '获取验证码',
    login: '登录',
    quote: /^(报价|重新报价)$/,
    price: '单价',
    port: '港口',
    portShown: '瓜亚基尔港',
    sendQuote: '发送报价',
  },
] as const

for (const t of LOCALES) {
  test(`a phone buyer taps through the inquiry: add, log in, continue, send; the brand taps its quote (${t.prefix || 'en-US'})`, async ({
    browser,
    request,
  }) => {
    // The demo brand, on its own phone: a product of its own for the buyer to ask about.
    const brand = await phone(browser)
    const buyer = await phone(browser)
    try {
      await brand.page.goto(`${t.prefix}/`)
      const brandInfo = await loginBySms(brand.page, request, DEMO_BRAND)
      const goods = await (await request.get(`/newApi/api_v2/brand/getBrandGoodsList?brand_id=${brandInfo.brand_id}&page_size=1`)).json()
      const product = goods.data.list[0] as { id: number }

      // The product page: its cart bar sits above the tab bar, and the page ends above both.
      const page = buyer.page
      await page.goto(`${t.prefix}/product/detail?id=${product.id}`)
      await expectHydrated(page.getByTestId('add-to-cart'))
      await expectNothingCovered(page)
      await tap(page, page.getByTestId('add-to-cart'))
      await expect(page.getByTestId('header-cart-count')).toHaveText('1')
      await tap(page, page.getByTestId('view-cart'))
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/addInquiry`)

      // The cart of a visitor: logging in is its primary action.
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await expectNothingCovered(page)
      await tap(page, page.getByTestId('login-to-send'))
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/login`)
      const mobile = randomMobile()
      const main = page.getByRole('main')
      const field = main.getByLabel(t.mobile, { exact: true })
      await expectHydrated(field)
      await expectNothingCovered(page)
      await tap(page, field)
      await field.fill(mobile)
      // A tap before the form's effects settle may be dropped: tap again until the countdown shows.
      await expect(async () => {
        const send = main.getByRole('button', { name: t.send, exact: true })
        if (await send.isEnabled()) await tap(page, send)
        await expect(main.getByRole('button', { name: /\d+ s|\d+ 秒/ })).toBeDisabled({ timeout: 1500 })
      }).toPass()
      await main.getByLabel(t.code, { exact: true }).fill(await smsCode(mobile))
      await tap(page, main.getByRole('button', { name: t.login, exact: true }))
      await expect.poll(async () => (await storedUser(page))?.api_key ?? null).toBeTruthy()
      // A new account is asked for its role next (e2e/accounts.spec.ts); the cart is merged by now.
      await expect(page).not.toHaveURL(/\/login(\?|$)/)

      await page.goto(`${t.prefix}/addInquiry`)
      const proceed = page.getByTestId('continue-inquiry')
      await expectHydrated(proceed)
      await expectNothingCovered(page)
      await tap(page, proceed)

      // The review step: what the buyer types survives the tap on "send".
      const review = page.getByTestId('inquiry-review')
      await expect(review.getByTestId('review-brand')).toHaveCount(1)
      const date = requiredDate()
      await review.getByTestId('field-port-all').fill('Shanghai')
      await review.getByTestId('field-date-all').fill(date)
      await review.getByTestId('field-name').fill('Li Na')
      await review.getByTestId('field-phone').fill('+86 138 0000 0001')
      await review.getByTestId('field-company').fill('Shanghai FreshLink Trading Co., Ltd.')
      await expectNothingCovered(page)
      await tap(page, review.getByTestId('submit-inquiry'))
      const sent = page.getByTestId('inquiry-sent')
      await expect(sent).toBeVisible()
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/addInquiry`)
      await expectNothingCovered(page)
      const ref = Number((await sent.textContent())!.match(/#(\d+)/)![1])

      // The inquiry really went out, with the port and the date typed.
      const keys = (await storedUser(page))!
      const mine = await (
        await request.get(
          `/newApi/api_v2/Inquiry/myInquiries?lan=en&Authorization=${encodeURIComponent(String(keys.api_key))}&Mobile_key=${encodeURIComponent(String(keys.mobile_key))}`,
        )
      ).json()
      const inquiry = (mine.data.list as Array<{ id: number; destination_port: string; required_date: string | null }>).find(
        (i) => i.id === ref,
      )
      expect(inquiry).toMatchObject({ destination_port: 'Shanghai', required_date: date })

      // The brand quotes on its phone, by taps.
      await brand.page.goto(`${t.prefix}/inbox?id=${ref}`)
      const thread = brand.page.getByTestId('inquiry-thread')
      await expect(thread).toContainText('Shanghai')
      const start = thread.getByRole('button', { name: t.quote })
      await expectHydrated(start)
      await expectNothingCovered(brand.page)
      await tap(brand.page, start)
      const form = brand.page.getByTestId('quote-form')
      await form.getByLabel(t.price, { exact: true }).fill('12.80')
      await form.getByLabel(t.port, { exact: true }).fill('Guayaquil')
      await expectNothingCovered(brand.page)
      await tap(brand.page, form.getByRole('button', { name: t.sendQuote }))
      await expect(thread.getByTestId('quote-card')).toContainText(t.portShown)

      // The buyer's inquiries on the phone: quoted, and nothing covered there either.
      await page.goto(`${t.prefix}/inquiries`)
      await expect(page.getByTestId('my-inquiry').first()).toContainText(`#${ref}`)
      await expect(page.getByTestId('my-inquiry').first().getByTestId('inquiry-state')).not.toHaveText(/^(Sent|已发送)$/)
      await expectNothingCovered(page)
    } finally {
      await brand.context.close()
      await buyer.context.close()
    }
  })
}
