import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, loginBySms, signedIn, storedUser } from './accounts-helpers'

// A bulk request ends in an order, and a buyer writes to a supplier without the cart (ADR 115).
// The demo buyer posts a bulk request in the demo brand's category and the brand makes an offer
// (both through the API: their own forms are covered elsewhere); the buyer, in English, writes to
// the supplier from the offer row, then awards the offer after a confirmation that shows the
// quantity, unit, terms and total; the brand, in Chinese, finds the order and confirms it. Then
// "Contact supplier" on a product page (in Chinese, and from an anonymous visitor who logs in and
// comes back) and on a brand page. Refusals (another buyer, a changed offer, a second award) are
// in src/server/inquiries/award.server.test.ts.
const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }

test.describe.configure({ timeout: 240_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The session keys of a signed-in page, as the API's query parameters. */
async function keysOf(page: Page): Promise<string> {
  const user = (await storedUser(page))!
  return new URLSearchParams({ Authorization: String(user.api_key), Mobile_key: String(user.mobile_key), lan: 'en' }).toString()
}

type BrandProduct = { id: number; name: string; category_id: number; origin: { code: string } | null }

test('a bulk request: message the supplier from its offer, award it, and the brand confirms the order', async ({ browser, request }) => {
  const brand = await signedIn(browser, DEMO.brand)
  const buyer = await signedIn(browser, DEMO.buyer)
  try {
    const brandId = Number((await storedUser(brand.page))!.brand_id)
    const goods = await (await request.get(`/newApi/api_v2/brand/getBrandGoodsList?brand_id=${brandId}&page_size=1`)).json()
    const product = goods.data.list[0] as BrandProduct
    const productName = `Cavendish bananas, 13 kg carton, run ${Date.now()}`

    // The buyer's request in the brand's category; the brand's offer on it.
    const posted = await (
      await request.post(`/newApi/Bulk/formPost?${await keysOf(buyer.page)}`, {
        data: {
          company: 'Shanghai FreshLink Trading Co., Ltd.',
          contact_name: 'Li Na',
          contact_phone: '+86 138 0000 0001',
          product_name: productName,
          category_id: product.category_id,
          quantity: 1200,
          unit: 'carton',
          destination_country: 'CN',
          deadline: day(20),
        },
      })
    ).json()
    expect(posted).toMatchObject({ code: 1 })
    const requestId = posted.data.id as number
    const offered = await (
      await request.post(`/newApi/api_v2/Offer/postBulkOffer?${await keysOf(brand.page)}`, {
        data: {
          bulk_request_id: requestId,
          unit_price: 1480,
          currency: 'USD',
          moq: 1500,
          pack_unit: 'carton',
          incoterm: 'FOB',
          port: 'Guayaquil',
          lead_time_days: 18,
          shelf_life_days: 21,
          valid_until: day(25),
        },
      })
    ).json()
    expect(offered).toMatchObject({ code: 1 })

    // The buyer, in English, writes to the supplier from the offer row: the thread opens.
    await gotoHydrated(buyer.page, '/inquiries?tab=bulk')
    const mine = buyer.page.getByTestId('my-bulk-request').filter({ hasText: productName })
    const row = mine.getByTestId('offer-row')
    await expect(row).toHaveAttribute('data-offer-state', 'open')
    await row.getByRole('button', { name: 'Message supplier' }).click()
    const contact = buyer.page.getByRole('dialog')
    await expect(contact).toContainText(`Request #${requestId}`)
    await contact.getByLabel('Your message').fill('Can you pack 13 kg cartons on 20 pallets?')
    await contact.getByTestId('contact-send').click()
    await expect(buyer.page).toHaveURL(/\/inquiries\?id=\d+/)
    await expect(buyer.page.getByTestId('inquiry-thread')).toContainText('Can you pack 13 kg cartons on 20 pallets?')

    // Award: the confirmation shows what is ordered (the request's 1,200 raised to the MOQ of 1,500 cartons).
    await gotoHydrated(buyer.page, '/inquiries?tab=bulk')
    await mine.getByTestId('award-offer').click()
    const dialog = buyer.page.getByRole('dialog')
    await expect(dialog.getByTestId('award-quantity')).toHaveText('1,500 × Carton')
    await expect(dialog.getByTestId('award-price')).toContainText('$14.80')
    await expect(dialog.getByTestId('award-incoterm')).toHaveText('FOB Guayaquil')
    await expect(dialog.getByTestId('award-total')).toHaveText('$22,200.00')
    await dialog.getByLabel('Payment terms').selectOption('tt_30_70')
    await dialog.getByLabel('Delivery date').fill(day(40))
    await dialog.getByTestId('award-confirm').click()
    await expect(mine.getByTestId('award-order')).toContainText(/PO-\d{4}-\d{6}/)
    const number = (await mine.getByTestId('award-order').textContent())!.match(/PO-\d{4}-\d{6}/)![0]
    await expect(row).toHaveAttribute('data-offer-state', 'awarded')
    await expect(mine.getByTestId('award-offer')).toHaveCount(0)

    // The brand, in Chinese, finds the order beside its quote orders and confirms it.
    await gotoHydrated(brand.page, '/zh-CN/inbox?tab=orders')
    const order = brand.page.getByTestId('order-card').filter({ hasText: number })
    await expect(order).toHaveAttribute('data-state', 'placed')
    await expect(order).toContainText(productName)
    await expect(order).toContainText('电汇 30/70')
    await order.getByTestId('order-confirmed').click()
    await expect(order).toHaveAttribute('data-state', 'confirmed')

    // Its offer on the request says it was awarded.
    await gotoHydrated(brand.page, `/zh-CN/inbox?tab=bulk&bulk=${requestId}`)
    await expect(brand.page.getByTestId('my-offer-state')).toHaveText('已中标')

    // The buyer sees the same order, confirmed.
    await gotoHydrated(buyer.page, '/inquiries?tab=orders')
    await expect(buyer.page.getByTestId('order-card').filter({ hasText: number })).toHaveAttribute('data-state', 'confirmed')

    // "Contact supplier" on the product page, in Chinese: a thread about that product, without the cart.
    await gotoHydrated(buyer.page, `/zh-CN/product/detail?id=${product.id}`)
    await buyer.page.getByRole('button', { name: '联系供应商' }).click()
    const ask = buyer.page.getByRole('dialog')
    await expect(ask).toBeVisible()
    await ask.getByTestId('contact-send').click()
    await expect(ask.getByTestId('contact-error')).toContainText('留言内容')
    await ask.getByLabel('留言内容').fill('请问可以提供样品吗？')
    await ask.getByTestId('contact-send').click()
    await expect(buyer.page).toHaveURL(/\/zh-CN\/inquiries\?id=\d+/)
    await expect(buyer.page.getByTestId('inquiry-thread')).toContainText('请问可以提供样品吗？')

    // And on the brand page, in English.
    await gotoHydrated(buyer.page, `/brand?id=${brandId}`)
    await buyer.page.getByRole('button', { name: 'Contact supplier' }).click()
    await buyer.page.getByRole('dialog').getByLabel('Your message').fill('Do you have a price list for 2027?')
    await buyer.page.getByRole('dialog').getByTestId('contact-send').click()
    await expect(buyer.page).toHaveURL(/\/inquiries\?id=\d+/)
    await expect(buyer.page.getByTestId('inquiry-thread')).toContainText('Do you have a price list for 2027?')
  } finally {
    await brand.close()
    await buyer.close()
  }
})

test('an anonymous visitor who contacts a supplier is sent to log in and comes back to the product', async ({ browser, request }) => {
  const goods = await (await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1')).json()
  const productId = goods.data.list[0].id as number
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await gotoHydrated(page, `/product/detail?id=${productId}`)
    const link = page.getByTestId('contact-supplier-login')
    await expect(link).toHaveText('Contact supplier')
    const href = (await link.getAttribute('href'))!
    expect(decodeURIComponent(href)).toContain(`redirect=/product/detail?id=${productId}`)
    await loginBySms(page, { path: href, mobile: DEMO.buyer })
    await expect(page).toHaveURL(new RegExp(`/product/detail\\?id=${productId}$`))
    await expect(page.getByRole('button', { name: 'Contact supplier' })).toBeVisible()
  } finally {
    await context.close()
  }
})
