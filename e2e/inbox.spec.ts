import { expect, test } from '@playwright/test'
import { gotoHydrated, signedIn } from './accounts-helpers'
import { firstProductOf, sendInquiry } from './helpers/inquiry'

// The supplier side in one journey: the demo buyer sends an inquiry from the cart, the
// demo brand finds it unread in its inbox (in Chinese) and quotes, and the buyer sees it quoted
// and compares it with the other brands' seeded quotes side by side (in English). Detail
// (permissions, field errors, notifications) is in src/server/inquiries/inquiries.server.test.ts.
const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }

// CI repeats journeys: a second copy (or events.spec) may ask a code for the same demo number
// within the server's one-code-a-minute gap, and sendCode waits that out.
test.describe.configure({ timeout: 180_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

test('a buyer’s inquiry reaches the brand unread, the brand quotes, the buyer compares the quotes', async ({ browser, request }) => {
  const brand = await signedIn(browser, DEMO.brand)
  const buyer = await signedIn(browser, DEMO.buyer)
  try {
    // A product of the demo brand, added to the buyer's cart at its MOQ.
    const product = await firstProductOf(brand.page, request)
    const ref = await sendInquiry(buyer.page, product)

    // The brand, in Chinese: the new inquiry is first and unread; opening it marks it read.
    await gotoHydrated(brand.page, '/zh-CN/inbox')
    const first = brand.page.getByTestId('inbox-item').first()
    await expect(first).toContainText(`询盘 #${ref}`)
    await expect(first).toHaveAttribute('data-unread', 'true')
    await expect(first.getByTestId('inquiry-state')).toHaveText('已发送')
    await first.getByRole('link', { name: /Shanghai FreshLink/ }).click()
    const thread = brand.page.getByTestId('inquiry-thread')
    await expect(thread.getByTestId('inquiry-state')).toHaveText('已读')
    await thread.getByRole('button', { name: '报价' }).click()
    const form = brand.page.getByTestId('quote-form')
    await form.getByLabel('单价').fill('12.80')
    await form.getByLabel('港口', { exact: true }).fill('Guayaquil')
    await form.getByLabel('交货期（天）').fill('25')
    await form.getByLabel('可提供样品').check()
    await form.getByRole('button', { name: '发送报价' }).click()
    // Typed in English, the port reads in Chinese on the Chinese page.
    await expect(thread.getByTestId('quote-card')).toContainText('瓜亚基尔港')
    await expect(thread.getByTestId('inquiry-state')).toHaveText('已报价')
    await brand.page.getByRole('link', { name: '返回收件箱' }).click()
    await expect(brand.page.getByTestId('inbox-item').first()).toHaveAttribute('data-unread', 'false')

    // The buyer, in English: the inquiry is quoted, and its quote stands beside the others.
    await buyer.page.getByTestId('follow-inquiries').click()
    await expect(buyer.page).toHaveURL(/\/inquiries$/)
    const mine = buyer.page.getByTestId('my-inquiry').first()
    await expect(mine).toContainText(`Inquiry #${ref}`)
    await expect(mine.getByTestId('inquiry-state')).toHaveText('Quoted')
    const comparison = buyer.page.getByTestId('quote-comparison')
    // This quote and the two seeded ones (more after earlier runs on the same data).
    await expect(comparison.getByRole('columnheader').nth(3)).toBeVisible()
    const columns = await comparison.getByRole('columnheader').count()
    await expect(comparison.getByRole('columnheader').nth(1)).toContainText(product.brand.name)
    await expect(comparison.getByRole('row', { name: /Unit price/ })).toContainText('$12.80')
    await expect(
      comparison
        .getByRole('row', { name: /Sample/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Yes')
    // Leaving one out of the comparison.
    await mine.getByLabel('Compare').uncheck()
    await expect(comparison.getByRole('columnheader')).toHaveCount(columns - 1)
  } finally {
    await brand.close()
    await buyer.close()
  }
})
