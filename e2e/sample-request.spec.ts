// A sample request, in both languages: the demo buyer, on a 375 px phone, sends an
// inquiry; the demo brand quotes on a desktop; the buyer taps "Request a sample" on the quote card
// (each control tapped at its centre, once it is the element under that point), types the address
// and a note; the brand is texted in fixed wording, accepts the request and adds the tracking; the
// buyer's phone shows the sample sent with its tracking on the quote card and in the thread.
// Refusals (the wrong side, a stale quote, a second request, a double tap) are in
// src/server/inquiries/samples.server.test.ts.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test, type Browser } from '@playwright/test'
import { gotoHydrated, signedIn } from './accounts-helpers'
import { firstProductOf, sendInquiry } from './helpers/inquiry'
import { loginBySms } from './helpers/login'
import { PHONE, tap } from './helpers/touch'

const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }
const SMS_OUTBOX = resolve(import.meta.dirname, '../test-results/e2e-data/outbox/sms.jsonl')

// One after the other: both log the same demo accounts in, and a code read beside another test's
// notice to the same phone would be the wrong line of the outbox.
test.describe.configure({ mode: 'default', timeout: 240_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

async function phoneSignedIn(browser: Browser, request: Parameters<typeof loginBySms>[1], prefix: string, mobile: string) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(`${prefix}/`)
  await loginBySms(page, request, mobile)
  return { page, close: () => context.close() }
}

const smsTexts = (mobile: string): Array<string> => {
  try {
    return readFileSync(SMS_OUTBOX, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((sms) => sms.to.endsWith(mobile.slice(1)))
      .map((sms) => sms.text)
  } catch {
    return []
  }
}

const LOCALES = [
  {
    prefix: '',
    price: 'Unit price',
    port: 'Port',
    sendQuote: 'Send quote',
    address: 'Delivery address',
    note: 'Note (optional)',
    carrier: 'Carrier (optional)',
    tracking: 'Tracking number',
    requested: 'Requested',
    accepted: 'Accepted',
    sent: 'Sent',
    tooShort: 'Delivery address needs at least 10 characters',
    addressText: 'FreshLink Trading, 500 Zhangyang Rd, Pudong, Shanghai 200120. Attn: Li Na',
  },
  {
    prefix: '/zh-CN',
    price: '单价',
    port: '港口',
    sendQuote: '发送报价',
    address: '收货地址',
    note: '备注（选填）',
    carrier: '承运商（选填）',
    tracking: '运单号',
    requested: '已申请',
    accepted: '已接受',
    sent: '已寄出',
    tooShort: '收货地址',
    addressText: '上海市浦东新区张杨路 500 号 18 楼 鲜链贸易 李娜 收',
  },
] as const

for (const t of LOCALES) {
  test(`a phone buyer requests a sample on a quote; the brand accepts and adds the tracking (${t.prefix || 'en-US'})`, async ({
    browser,
    request,
  }) => {
    const brand = await signedIn(browser, DEMO.brand)
    const buyer = await phoneSignedIn(browser, request, t.prefix, DEMO.buyer)
    try {
      const product = await firstProductOf(brand.page, request)
      const ref = await sendInquiry(buyer.page, product, { prefix: t.prefix })

      // The brand quotes on its desktop.
      await gotoHydrated(brand.page, `${t.prefix}/inbox?id=${ref}`)
      const thread = brand.page.getByTestId('inquiry-thread')
      await thread.getByTestId('quote-start').click()
      const form = brand.page.getByTestId('quote-form')
      await form.getByLabel(t.price, { exact: true }).fill('12.80')
      await form.getByLabel(t.port, { exact: true }).fill('Guayaquil')
      await form.getByRole('button', { name: t.sendQuote }).click()
      await expect(thread.getByTestId('quote-card')).toHaveCount(1)

      // The buyer, on the phone, taps "Request a sample" on the quote card.
      const page = buyer.page
      await gotoHydrated(page, `${t.prefix}/inquiries?id=${ref}`)
      const onQuote = page.getByTestId('sample-on-quote')
      await tap(page, onQuote.getByTestId('request-sample'))
      const dialog = page.getByTestId('sample-dialog')
      await expect(dialog).toBeVisible()
      // Too short an address is refused in the form, naming the field in the page's language.
      await tap(page, dialog.getByLabel(t.address))
      await dialog.getByLabel(t.address).fill('Shanghai')
      await tap(page, dialog.getByTestId('sample-confirm'))
      await expect(dialog.locator('#sample-address-error')).toContainText(t.tooShort)
      await dialog.getByLabel(t.address).fill(t.addressText)
      await dialog.getByLabel(t.note).fill('2 cartons')
      await tap(page, dialog.getByTestId('sample-confirm'))
      await expect(dialog).toBeHidden()
      const entry = page.getByTestId('sample-entry')
      await expect(entry.getByTestId('sample-state')).toHaveText(t.requested)
      await expect(entry.getByTestId('sample-address-shown')).toHaveText(t.addressText)
      await expect(onQuote.getByTestId('sample-state')).toHaveText(t.requested)
      // One open request at a time: the button is gone.
      await expect(onQuote.getByTestId('request-sample')).toHaveCount(0)

      // The brand is texted in fixed words, with numbers only.
      await expect.poll(() => smsTexts(DEMO.brand).find((text) => text.includes(`inquiry #${ref} (sample request #`))).toBeTruthy()
      expect(smsTexts(DEMO.brand).join('\n')).not.toContain(t.addressText)

      // The brand accepts it and adds the tracking.
      await gotoHydrated(brand.page, `${t.prefix}/inbox?id=${ref}`)
      const brandEntry = thread.getByTestId('sample-entry')
      await expect(brandEntry.getByTestId('sample-address-shown')).toHaveText(t.addressText)
      await brandEntry.getByTestId('sample-accept').click()
      await expect(brandEntry.getByTestId('sample-state')).toHaveText(t.accepted)
      await brandEntry.getByTestId('sample-track').click()
      const tracking = brand.page.getByTestId('sample-tracking-dialog')
      await tracking.getByLabel(t.carrier).fill('DHL Express')
      await tracking.getByLabel(t.tracking, { exact: true }).fill('1234567890')
      await tracking.getByTestId('sample-tracking-confirm').click()
      await expect(tracking).toBeHidden()
      await expect(brandEntry.getByTestId('sample-state')).toHaveText(t.sent)
      await expect(brandEntry.getByTestId('sample-track')).toHaveCount(0)

      // The buyer's phone shows it sent, with the tracking, on the quote card and in the thread.
      await gotoHydrated(page, `${t.prefix}/inquiries?id=${ref}`)
      await expect(onQuote.getByTestId('sample-state')).toHaveText(t.sent)
      await expect(onQuote).toContainText('DHL Express 1234567890')
      await expect(entry.getByTestId('sample-steps')).toContainText('DHL Express 1234567890')
      // A sent sample leaves room for another request.
      await expect(onQuote.getByTestId('request-sample')).toBeVisible()
    } finally {
      await brand.close()
      await buyer.close()
    }
  })
}
