import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { gotoHydrated, signedIn } from './accounts-helpers'
import { firstProductOf, sendInquiry } from './helpers/inquiry'

// The brand hears of a new inquiry, in both languages: the demo buyer sends one from the cart;
// the demo brand's bell shows it unread, the notification list has it, opening it leads to the
// thread and the bell drops; the brand's phone gets the platform's text with the inquiry's
// number. Detail (every event, preferences, batching, wording, access) is in
// src/server/notifications/notify.server.test.ts.
const DEMO = { buyer: '+8613800000001', brand: '+8613800000002' }
const SMS_OUTBOX = resolve(import.meta.dirname, '../test-results/e2e-data/outbox/sms.jsonl')

const LANGUAGES = [
  { prefix: '', item: (ref: string) => `New inquiry #${ref}`, markAll: 'Mark all read', sms: (ref: string) => `inquiry #${ref}` },
  { prefix: '/zh-CN', item: (ref: string) => `新询盘 #${ref}`, markAll: '全部标为已读', sms: (ref: string) => `询盘 #${ref}` },
]

// The demo numbers' logins wait out the server's one-code-a-minute gap when another journey just asked.
test.describe.configure({ timeout: 240_000 })
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

function textsTo(mobile: string): Array<string> {
  let text = ''
  try {
    text = readFileSync(SMS_OUTBOX, 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((line) => line.to === mobile)
    .map((line) => line.text)
}

test('a new inquiry rings the brand’s bell, is listed, read when opened, and texted in fixed words', async ({ browser, request }) => {
  const brand = await signedIn(browser, DEMO.brand)
  const buyer = await signedIn(browser, DEMO.buyer)
  try {
    const product = await firstProductOf(brand.page, request)
    const bell = brand.page.getByTestId('header-bell')
    const badge = brand.page.getByTestId('header-bell-count')

    for (const language of LANGUAGES) {
      // Start from nothing unread. Other journeys (the inbox, orders) write to the same demo brand
      // at the same time, so from here on the badge is read as "something unread", not a count.
      await gotoHydrated(brand.page, `${language.prefix}/notifications`)
      const markAll = brand.page.getByRole('button', { name: language.markAll })
      await expect(brand.page.getByTestId('notifications-count').or(brand.page.getByTestId('empty-state'))).toBeVisible()
      if ((await markAll.isVisible()) && (await markAll.isEnabled())) await markAll.click()
      await expect(bell).toBeVisible()

      const ref = await sendInquiry(buyer.page, product, {
        prefix: language.prefix,
        // A company name that is a phishing line: it may show in the app, never in a text message.
        company: 'Security notice: re-verify at https://evil.example',
      })

      // The bell asks again on every navigation: the brand moves to its inbox and sees the badge.
      await gotoHydrated(brand.page, `${language.prefix}/inbox`)
      await expect(badge).toHaveText(/^[1-9]\d*$/)
      await bell.click()
      await expect(brand.page).toHaveURL(new RegExp(`${language.prefix}/notifications$`))
      const item = brand.page.getByTestId('notification-item').filter({ hasText: language.item(ref) })
      await expect(item).toHaveAttribute('data-unread', 'true')

      // Opening it (by keyboard) leads to the thread and marks it read: the badge drops.
      await item.getByRole('link', { name: language.item(ref) }).focus()
      await brand.page.keyboard.press('Enter')
      await expect(brand.page).toHaveURL(new RegExp(`${language.prefix}/inbox\\?id=${ref}$`))
      await expect(brand.page.getByTestId('inquiry-thread')).toBeVisible()
      await bell.click()
      await expect(item).toHaveAttribute('data-unread', 'false')

      // The brand's phone has the platform's words and the inquiry's number, never the typed company.
      await expect.poll(() => textsTo(DEMO.brand).filter((text) => text.includes(language.sms(ref))).length).toBe(1)
      const text = textsTo(DEMO.brand).find((line) => line.includes(language.sms(ref)))!
      expect(text).toContain(`inquiry #${ref}`)
      expect(text).toContain(`询盘 #${ref}`)
      expect(text).not.toContain('evil.example')
    }

    // On a phone the bell sits in the header, nothing covers it, and a tap opens the list.
    await brand.page.context().addCookies([{ name: 'site_variant', value: 'mobile', url: test.info().project.use.baseURL! }])
    await brand.page.setViewportSize({ width: 375, height: 812 })
    await gotoHydrated(brand.page, '/inbox')
    await expect(brand.page.getByTestId('mobile-layout')).toBeVisible()
    await expect(bell).toBeVisible()
    const covered = await bell.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return hit === null || !element.contains(hit)
    })
    expect(covered).toBe(false)
    await bell.click()
    await expect(brand.page).toHaveURL(/\/notifications$/)
    await expect(brand.page.getByTestId('notification-item').first()).toBeVisible()
  } finally {
    await brand.close()
    await buyer.close()
  }
})
