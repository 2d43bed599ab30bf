import { expect, test, type Browser, type Page } from '@playwright/test'
import { gotoHydrated, storedUser } from './accounts-helpers'
import { loginBySms } from './helpers/login'
import { PHONE, tap } from './helpers/touch'

// A counter-offer on a bulk offer, in both languages, one side on a 375 px phone tapping at each
// control's centre: the demo buyer's bulk request (posted through the API: its form is covered
// elsewhere) gets the demo brand's offer from its form; the buyer counters it with a price and a
// quantity; the brand sees the counter above its form and sends a revised offer (v2); the buyer
// sees both versions and awards v2, which becomes an order of the countered quantity at v2's
// price. In English the buyer is on the phone, in Chinese the brand. Refusals (the wrong side, a
// stale version, a second counter or award) are in src/server/procurement/bulk-counter.server.test.ts.
const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }

test.describe.configure({ timeout: 240_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** A signed-in context, on a phone or a desktop, opened at the language's home page. */
async function account(browser: Browser, request: Parameters<typeof loginBySms>[1], mobile: string, prefix: string, onPhone: boolean) {
  const context = await browser.newContext(onPhone ? PHONE : {})
  const page = await context.newPage()
  await page.goto(`${prefix}/`)
  await loginBySms(page, request, mobile)
  return { page, close: () => context.close() }
}

/** Presses a button: a tap at its centre on the phone, a click on the desktop. */
async function press(page: Page, onPhone: boolean, target: ReturnType<Page['getByTestId']>) {
  if (onPhone) await tap(page, target)
  else await target.click()
}

const RUNS = [
  {
    lan: 'en',
    prefix: '',
    buyerOnPhone: true,
    t: {
      revise: 'Send revised offer',
      waiting: "Waiting for the supplier's answer",
      answered: 'Answered with v2',
      quantity: '2,000 × Carton',
    },
  },
  {
    lan: 'cn',
    prefix: '/zh-CN',
    buyerOnPhone: false,
    t: { revise: '发送修改后的报价', waiting: '等待供应商答复', answered: '已以第 2 版答复', quantity: '2,000 × 纸箱' },
  },
] as const

for (const run of RUNS) {
  test(`${run.lan}: request → offer → counter → revised offer → award → order (the ${run.buyerOnPhone ? 'buyer' : 'brand'} on a phone)`, async ({
    browser,
    request,
  }) => {
    const { prefix, t } = run
    const brandOnPhone = !run.buyerOnPhone
    const brand = await account(browser, request, DEMO.brand, prefix, brandOnPhone)
    const buyer = await account(browser, request, DEMO.buyer, prefix, run.buyerOnPhone)
    try {
      const brandUser = (await storedUser(brand.page))!
      const buyerUser = (await storedUser(buyer.page))!
      const keys = (user: Record<string, unknown>) =>
        new URLSearchParams({ Authorization: String(user.api_key), Mobile_key: String(user.mobile_key), lan: run.lan }).toString()
      const goods = await (await request.get(`/newApi/api_v2/brand/getBrandGoodsList?brand_id=${brandUser.brand_id}&page_size=1`)).json()
      const productName = `Cavendish bananas ${run.lan}, run ${Date.now()}`
      const posted = await (
        await request.post(`/newApi/Bulk/formPost?${keys(buyerUser)}`, {
          data: {
            company: 'Shanghai FreshLink Trading Co., Ltd.',
            contact_name: 'Li Na',
            contact_phone: '+86 138 0000 0001',
            product_name: productName,
            category_id: goods.data.list[0].category_id,
            quantity: 1200,
            unit: 'carton',
            destination_country: 'CN',
            deadline: day(20),
          },
        })
      ).json()
      expect(posted).toMatchObject({ code: 1 })
      const requestId = posted.data.id as number

      // The brand's offer, v1, from its form.
      await gotoHydrated(brand.page, `${prefix}/inbox?tab=bulk&bulk=${requestId}`)
      const form = brand.page.getByTestId('offer-form')
      await form.locator('#offer-price').fill('14.80')
      await form.locator('#offer-moq').fill('1000')
      await form.locator('#offer-port').fill('Guayaquil')
      await form.locator('#offer-shelf').fill('21')
      await press(brand.page, brandOnPhone, form.getByTestId('offer-submit'))
      await expect(form.getByTestId('offer-done')).toBeVisible()

      // The buyer counters v1 with a lower price and a larger quantity.
      await gotoHydrated(buyer.page, `${prefix}/inquiries?tab=bulk`)
      const mine = buyer.page.getByTestId('my-bulk-request').filter({ hasText: productName })
      const row = mine.getByTestId('offer-row')
      await expect(row).toHaveAttribute('data-offer-version', '1')
      await press(buyer.page, run.buyerOnPhone, row.getByTestId('counter-offer'))
      const dialog = row.getByTestId('counter-dialog')
      await expect(dialog).toContainText('14.80')
      await dialog.locator('#bulk-counter-price').fill('13.50')
      await dialog.locator('#bulk-counter-quantity').fill('2000')
      await dialog.locator('#bulk-counter-note').fill('Two thousand cartons if the price is right.')
      await press(buyer.page, run.buyerOnPhone, dialog.getByTestId('counter-confirm'))
      await expect(dialog).toBeHidden()
      await expect(row.getByTestId('offer-counter')).toHaveAttribute('data-counter-state', 'open')
      await expect(row.getByTestId('offer-counter')).toContainText('13.50')
      await expect(row.getByTestId('offer-counter')).toContainText(t.waiting)
      await expect(row.getByTestId('counter-offer')).toHaveCount(0)

      // The brand sees the counter above its form and revises: v2.
      await gotoHydrated(brand.page, `${prefix}/inbox?tab=bulk&bulk=${requestId}`)
      const counter = brand.page.getByTestId('counter-to-answer')
      await expect(counter).toContainText('13.50')
      await expect(counter).toContainText('2,000')
      await expect(counter).toContainText('Two thousand cartons if the price is right.')
      await expect(form.getByTestId('offer-submit')).toHaveText(t.revise)
      await expect(form.locator('#offer-price')).toHaveValue('14.8')
      await form.locator('#offer-price').fill('14.00')
      await press(brand.page, brandOnPhone, form.getByTestId('offer-submit'))
      await expect(form.getByTestId('offer-done')).toBeVisible()
      await expect(brand.page.getByTestId('counter-to-answer')).toHaveCount(0)
      await expect(brand.page.getByTestId('offer-version')).toHaveCount(2)

      // The buyer sees both versions and awards v2: the countered 2,000 cartons at 14.00.
      await gotoHydrated(buyer.page, `${prefix}/inquiries?tab=bulk`)
      await expect(row).toHaveAttribute('data-offer-version', '2')
      await expect(row.getByTestId('offer-version')).toHaveCount(2)
      await expect(row.getByTestId('offer-counter')).toHaveAttribute('data-counter-state', 'revised')
      await expect(row.getByTestId('offer-counter')).toContainText(t.answered)
      await press(buyer.page, run.buyerOnPhone, row.getByTestId('award-offer'))
      const award = row.getByTestId('award-dialog')
      await expect(award.getByTestId('award-quantity')).toHaveText(t.quantity)
      await expect(award.getByTestId('award-price')).toContainText('14.00')
      await expect(award.getByTestId('award-total')).toContainText('28,000.00')
      await press(buyer.page, run.buyerOnPhone, award.getByTestId('award-confirm'))
      await expect(mine.getByTestId('award-order')).toContainText(/PO-\d{4}-\d{6}/)
      const number = (await mine.getByTestId('award-order').textContent())!.match(/PO-\d{4}-\d{6}/)![0]
      await expect(row).toHaveAttribute('data-offer-state', 'awarded')

      // The order, on the brand's side, is the countered quantity at v2's price.
      await gotoHydrated(brand.page, `${prefix}/inbox?tab=orders`)
      const order = brand.page.getByTestId('order-card').filter({ hasText: number })
      await expect(order).toHaveAttribute('data-state', 'placed')
      await expect(order).toContainText('28,000.00')
    } finally {
      await brand.close()
      await buyer.close()
    }
  })
}
