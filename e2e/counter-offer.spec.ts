import { expect, test } from '@playwright/test'
import { gotoHydrated, signedIn } from './accounts-helpers'
import { firstProductOf, sendInquiry } from './helpers/inquiry'

// A counter-offer: the demo buyer sends an inquiry, the demo brand quotes v1 (in
// Chinese), the buyer counters with a lower price and a larger quantity (in English), the brand
// sees the counter beside its revised quote form, which starts from its own v1 price, and sends
// v2; the buyer sees what changed and accepts v2, which becomes an order at v2's price. Refusals
// (the wrong side, a stale version, a closed inquiry) are in src/server/inquiries/counter.server.test.ts.
const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }

test.describe.configure({ timeout: 240_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

test('the buyer counters, the brand revises, the buyer accepts v2 into an order', async ({ browser, request }) => {
  const brand = await signedIn(browser, DEMO.brand)
  const buyer = await signedIn(browser, DEMO.buyer)
  try {
    const product = await firstProductOf(brand.page, request)
    const ref = await sendInquiry(buyer.page, product)

    // v1, from the brand in Chinese; the reference reads 询盘 #.
    await gotoHydrated(brand.page, `/zh-CN/inbox?id=${ref}`)
    const thread = brand.page.getByTestId('inquiry-thread')
    await expect(thread).toContainText(`询盘 #${ref}`)
    await thread.getByTestId('quote-start').click()
    const form = brand.page.getByTestId('quote-form')
    await form.getByLabel('单价').fill('12.80')
    await form.getByLabel('港口', { exact: true }).fill('Guayaquil')
    await form.getByLabel('交货期（天）').fill('25')
    await form.getByRole('button', { name: '发送报价' }).click()
    await expect(thread.getByTestId('quote-version')).toHaveText(['报价 v1'])

    // The buyer counters v1 in English.
    await gotoHydrated(buyer.page, `/inquiries?id=${ref}`)
    await buyer.page.getByTestId('counter-quote').click()
    const dialog = buyer.page.getByTestId('counter-dialog')
    await expect(dialog).toContainText('$12.80')
    await dialog.getByLabel(/Your unit price/).fill('11.50')
    await dialog.getByLabel(/Your quantity/).fill(String(product.moq * 2))
    await dialog.getByLabel('Note (optional)').fill('We can take double the volume at this price.')
    await dialog.getByTestId('counter-confirm').click()
    await expect(dialog).toBeHidden()
    await expect(buyer.page.getByTestId('counter-entry')).toContainText('Counter-offer on quote v1')
    await expect(buyer.page.getByTestId('counter-entry')).toContainText('$11.50')

    // The brand sees the counter and revises: the form starts from its own v1 price, the counter beside it.
    await gotoHydrated(brand.page, `/zh-CN/inbox?id=${ref}`)
    await expect(thread.getByTestId('counter-entry')).toContainText('对报价 v1 的还价')
    await thread.getByTestId('quote-start').click()
    await expect(form.getByRole('heading')).toContainText('修改报价，基于 v1')
    await expect(form.getByLabel('单价')).toHaveValue('12.8')
    await expect(form.getByTestId('revise-beside')).toContainText('买家还价')
    await expect(form.getByTestId('revise-beside')).toContainText('11.50')
    await form.getByLabel('单价').fill('12.00')
    await form.getByRole('button', { name: '发送报价' }).click()
    await expect(thread.getByTestId('quote-version')).toHaveText(['报价 v1', '报价 v2'])
    await expect(thread.getByTestId('version-changes')).toContainText('相对 v1 的变化')

    // The buyer sees v2 and what changed, and accepts it: an order at v2's price.
    await gotoHydrated(buyer.page, `/inquiries?id=${ref}`)
    await expect(buyer.page.getByTestId('version-changes')).toContainText('Changed from v1')
    await expect(buyer.page.getByTestId('version-changes')).toContainText('$12.80 → $12.00')
    await buyer.page.getByTestId('accept-quote').click()
    const accept = buyer.page.getByTestId('accept-dialog')
    await expect(accept.getByTestId('accept-summary')).toContainText('$12.00')
    await accept.getByTestId('accept-confirm').click()
    await expect(buyer.page.getByTestId('decision-order')).toContainText(/PO-\d{4}-\d{6}/)
    await expect(buyer.page.getByTestId('counter-quote')).toHaveCount(0)
  } finally {
    await brand.close()
    await buyer.close()
  }
})
