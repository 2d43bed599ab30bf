import { expect, test } from '@playwright/test'
import { gotoHydrated, signedIn } from './accounts-helpers'
import { firstProductOf, sendInquiry } from './helpers/inquiry'

// A quote ends in an order: the demo buyer sends an inquiry, the demo brand quotes (in Chinese),
// the buyer accepts it after a confirmation that shows the quantity, terms and total (in English),
// and the brand confirms and ships the order from its Orders tab while the buyer sees each step.
// Refused changes (the wrong side, a stale version, a double accept) are in
// src/server/inquiries/orders.server.test.ts.
const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }

test.describe.configure({ timeout: 240_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

test('the buyer accepts a quote, the brand confirms and ships the order', async ({ browser, request }) => {
  const brand = await signedIn(browser, DEMO.brand)
  const buyer = await signedIn(browser, DEMO.buyer)
  try {
    const product = await firstProductOf(brand.page, request)
    const ref = await sendInquiry(buyer.page, product)

    // The brand quotes, in Chinese.
    await gotoHydrated(brand.page, `/zh-CN/inbox?id=${ref}`)
    const thread = brand.page.getByTestId('inquiry-thread')
    await thread.getByRole('button', { name: '报价' }).click()
    const form = brand.page.getByTestId('quote-form')
    await form.getByLabel('单价').fill('12.80')
    await form.getByLabel('港口', { exact: true }).fill('Guayaquil')
    await form.getByLabel('交货期（天）').fill('25')
    await form.getByRole('button', { name: '发送报价' }).click()
    await expect(thread.getByTestId('quote-card')).toContainText('瓜亚基尔港')

    // The buyer, in English: accept asks first, showing what is ordered.
    await gotoHydrated(buyer.page, `/inquiries?id=${ref}`)
    await buyer.page.getByTestId('accept-quote').click()
    const dialog = buyer.page.getByTestId('accept-dialog')
    await expect(dialog.getByTestId('accept-summary')).toContainText('$12.80')
    await expect(dialog.getByTestId('accept-summary')).toContainText('Guayaquil')
    await expect(dialog.getByTestId('accept-total')).toContainText('$')
    await expect(dialog).toContainText('Quote valid until')
    await dialog.getByLabel('Payment terms').selectOption('lc_at_sight')
    await dialog.getByTestId('accept-confirm').click()
    await expect(buyer.page.getByTestId('decision-order')).toContainText(/PO-\d{4}-\d{6}/)
    const number = (await buyer.page.getByTestId('decision-order').textContent())!.match(/PO-\d{4}-\d{6}/)![0]
    await expect(buyer.page.getByTestId('inquiry-state')).toHaveText('Accepted')

    // The brand confirms, then ships with a note, from its Orders tab (in Chinese).
    await gotoHydrated(brand.page, '/zh-CN/inbox?tab=orders')
    const order = brand.page.getByTestId('order-card').filter({ hasText: number })
    await expect(order).toHaveAttribute('data-state', 'placed')
    await order.getByTestId('order-confirmed').click()
    await expect(order).toHaveAttribute('data-state', 'confirmed')
    await order.getByLabel(/发货信息/).fill('MSC B/L 7788')
    await order.getByTestId('order-shipped').click()
    await expect(order).toHaveAttribute('data-state', 'shipped')
    await expect(order).toContainText('MSC B/L 7788')

    // The buyer sees it shipped and marks it received.
    await gotoHydrated(buyer.page, '/inquiries?tab=orders')
    const mine = buyer.page.getByTestId('order-card').filter({ hasText: number })
    await expect(mine).toHaveAttribute('data-state', 'shipped')
    await expect(mine).toContainText('L/C at sight')
    await mine.getByTestId('order-received').click()
    await expect(mine).toHaveAttribute('data-state', 'received')
  } finally {
    await brand.close()
    await buyer.close()
  }
})
