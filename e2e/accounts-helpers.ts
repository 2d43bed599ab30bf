import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { hydrated } from './helpers/hydration'

const SMS_OUTBOX = resolve(import.meta.dirname, '../test-results/e2e-data/outbox/sms.jsonl')
const INBOX = resolve(import.meta.dirname, '../test-results/e2e-smtp/inbox.jsonl')

function lines(file: string): Array<Record<string, unknown>> {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** A fresh Chinese mobile number per test, so the per-phone send limits never interfere. */
export function randomMobile(): string {
  return `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

export function randomEmail(): string {
  return `buyer-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The code of the latest SMS to this number in the e2e server's outbox (DATA_DIR/outbox/sms.jsonl). */
export async function smsCode(mobile: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      () => {
        const found = lines(SMS_OUTBOX).filter((line) => line.to === mobile)
        code = String(found.at(-1)?.code ?? '')
        return code
      },
      { message: `an SMS to ${mobile} in the outbox` },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/** The code of the latest mail to this address received by the local SMTP server. */
export async function mailCode(email: string): Promise<{ code: string; raw: string }> {
  let found = { code: '', raw: '' }
  await expect
    .poll(
      () => {
        const mail = lines(INBOX)
          .filter((line) => (line.to as Array<string>).includes(email))
          .at(-1)
        const raw = String(mail?.raw ?? '')
        // The body says "… code is 123456 …"; header dates and ids never have a lone 6-digit word there.
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n')
        found = { code: /\b(\d{6})\b/.exec(body)?.[1] ?? '', raw }
        return found.code
      },
      { message: `a mail to ${email} at the SMTP server` },
    )
    .toMatch(/^\d{6}$/)
  return found
}

export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  // A login may be navigating the page right now: read again once the next document is there.
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(() => {
        const raw = window.localStorage.getItem('userInfo')
        return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
      })
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Execution context was destroyed')) throw error
      await page.waitForLoadState()
    }
  }
}

/** Opens a page and waits until React has hydrated its main content (its controls respond). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page, 'main button, main input, main a')
}

/**
 * Clicks "Send code" until the resend countdown shows: a click that lands on the server-rendered
 * HTML before hydration does nothing, so it is repeated; a demo account's code sent by another test
 * within the server's gap is refused, so the click is repeated until the gap has passed (a second
 * real send only replaces the code, and `smsCode` reads the newest).
 */
export async function sendCode(page: Page, sendName = 'Send code', mobile?: { label: string; value: string }) {
  await expect(async () => {
    if (mobile) {
      // A re-render right after a navigation may reset the field: fill it again when it did.
      const field = page.getByLabel(mobile.label, { exact: true })
      if ((await field.inputValue()) !== mobile.value) await field.fill(mobile.value)
    }
    const send = page.getByRole('main').getByRole('button', { name: sendName, exact: true })
    if (await send.isEnabled()) await send.click()
    await expect(page.getByRole('main').getByRole('button', { name: /\d+ s|\d+ 秒/ })).toBeDisabled({ timeout: 1500 })
  }).toPass()
}

/** Logs in on /login with a new number by SMS code; the page ends wherever the app sends it. */
export async function loginBySms(
  page: Page,
  options: { path?: string; mobile?: string; labels?: { mobile: string; code: string; send: string; submit: string } } = {},
) {
  const mobile = options.mobile ?? randomMobile()
  const labels = options.labels ?? { mobile: 'Mobile number', code: 'Verification code', send: 'Send code', submit: 'Log in' }
  await gotoHydrated(page, options.path ?? '/login')
  await sendCode(page, labels.send, { label: labels.mobile, value: mobile })
  const code = await smsCode(mobile)
  await page.getByLabel(labels.code, { exact: true }).fill(code)
  await page.getByRole('main').getByRole('button', { name: labels.submit, exact: true }).click()
  await expect.poll(async () => (await storedUser(page))?.api_key ?? null).toBeTruthy()
  return mobile
}

/**
 * Approves the WeChat login shown in the page's QR frame, as a person with the phone would:
 * the frame's "open the scan page" link opens the stand-in's phone page in a second tab.
 */
/**
 * How long a WeChat return may take to land: after the phone approves, the QR page's status poll
 * sees it, then whole-page loads (the return URL, the landing page with its single-use ticket),
 * hydration and the ticket's exchange follow. On a busy 2-core machine that is more than one
 * expect's 5 s default.
 */
export const WECHAT_RETURN_TIMEOUT = 15_000

export async function approveWechat(context: BrowserContext, page: Page, wechatId: string) {
  const frame = page.frameLocator('iframe')
  const [phone] = await Promise.all([context.waitForEvent('page'), frame.locator('#phone-link').click()])
  await phone.waitForLoadState()
  await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'scanned')
  await phone.locator('input[name="wechat_id"]').fill(wechatId)
  await phone.locator('button[value="allow"]').click()
  await expect(phone.locator('#result')).toBeVisible()
  await phone.close()
}

/**
 * A new buyer account reached by WeChat: a standard QR login, the phone linked once by SMS, the
 * buyer role chosen. It lands on the company form (/login/registerHome), logged in; the WeChat
 * account can log in again at once (no SMS gap).
 */
export async function wechatBuyer(context: BrowserContext, page: Page, wechatId: string): Promise<{ mobile: string }> {
  await gotoHydrated(page, '/login?tab=wechat')
  await approveWechat(context, page, wechatId)
  await expect(page).toHaveURL(/tab=bind/, { timeout: WECHAT_RETURN_TIMEOUT })
  const mobile = randomMobile()
  await sendCode(page, 'Send code', { label: 'Mobile number', value: mobile })
  await page.getByLabel('Verification code', { exact: true }).fill(await smsCode(mobile))
  await page.getByRole('button', { name: 'Link and log in' }).click()
  await expect(page).toHaveURL(/\/loginRole/)
  await page.getByRole('radio', { name: 'Buyer' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/registerHome/)
  return { mobile }
}

/** Logs out the way a person does: the header's account menu, then "Log out". */
/** A fresh browser context signed in by SMS as `mobile`, and how to close it. */
export async function signedIn(browser: Browser, mobile: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginBySms(page, { mobile })
  return { page, close: () => context.close() }
}

export async function logOut(page: Page, names = { menu: 'Account menu', logOut: 'Log out' }): Promise<void> {
  await page.getByRole('button', { name: names.menu }).click()
  await page.getByRole('menuitem', { name: names.logOut }).click()
}

/**
 * Opens the header's account menu by keyboard once the account's role is known (the menu's pages
 * depend on it), and returns the menu.
 */
export async function openAccountMenu(page: Page, role: string) {
  await expect(page.getByTestId('account-status')).toHaveAttribute('data-role', role)
  await page.getByRole('button', { name: 'Account menu' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}
