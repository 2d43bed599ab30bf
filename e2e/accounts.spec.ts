import { expect, test } from '@playwright/test'
import { IPHONE_UA } from './site-map'
import {
  approveWechat,
  gotoHydrated,
  loginBySms,
  logOut,
  mailCode,
  randomEmail,
  randomMobile,
  sendCode,
  smsCode,
  storedUser,
  WECHAT_RETURN_TIMEOUT,
  wechatBuyer,
} from './accounts-helpers'

test.describe('login by SMS code', () => {
  test('a new number logs in with the code from the outbox, chooses a role, registers and returns to the page it came from', async ({
    page,
  }) => {
    // A page that needs login sends the visitor to /login with a typed redirect.
    await gotoHydrated(page, '/loginRole')
    await expect(page).toHaveURL(/\/login\?redirect=%2FloginRole$/)

    await gotoHydrated(page, '/login?redirect=%2Fbrand')
    const mobile = randomMobile()
    await sendCode(page, 'Send code', { label: 'Mobile number', value: mobile })
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: `A code was sent to ${mobile}` })).toBeVisible()
    await page.getByLabel('Verification code', { exact: true }).fill(await smsCode(mobile))
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()

    // A new account has no role yet: it chooses one, then registers its company.
    await expect(page).toHaveURL(/\/loginRole\?redirect=%2Fbrand$/)
    const user = await storedUser(page)
    expect(user).toMatchObject({ mobile })
    expect(String(user?.api_key)).toMatch(/.{20,}/)
    expect(String(user?.mobile_key)).toMatch(/.{20,}/)
    await page.getByRole('radio', { name: 'Buyer' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/login\/registerHome\?role=buyer&redirect=%2Fbrand$/)
    await page.getByRole('button', { name: 'Save company details' }).click()
    await expect(page.getByText('Your name is required')).toBeVisible()
    await expect(page.getByText('Company is required')).toBeVisible()
    await expect(page.getByLabel('Your name', { exact: true })).toBeFocused()
    await page.getByLabel('Your name', { exact: true }).fill('Li Lei')
    await page.getByLabel('Company', { exact: true }).fill('Harbour Imports Ltd')
    await page.getByLabel('Country or region', { exact: true }).selectOption('ES')
    await page.getByRole('button', { name: 'Save company details' }).click()

    await expect(page).toHaveURL(/\/brand$/)
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-in')
    expect(await storedUser(page)).toMatchObject({ role: 'buyer', company: 'Harbour Imports Ltd', name: 'Li Lei' })
  })

  test('field errors name the field in English, and wrong codes are refused by the server', async ({ page }) => {
    await gotoHydrated(page, '/login')
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('Mobile number is required')).toBeVisible()
    await expect(page.getByText('Verification code is required')).toBeVisible()
    await expect(page.getByLabel('Mobile number', { exact: true })).toBeFocused()
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Mobile number', { exact: true }).fill('12ab')
    await page.getByLabel('Verification code', { exact: true }).fill('123')
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('Enter a mobile number with its country code, e.g. +86 138 0000 0000')).toBeVisible()
    await expect(page.getByText('The code has 6 digits')).toBeVisible()

    const mobile = randomMobile()
    await sendCode(page, 'Send code', { label: 'Mobile number', value: mobile })
    const code = await smsCode(mobile)
    await page.getByLabel('Verification code', { exact: true }).fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await storedUser(page)).toBeNull()
  })

  test('mobile layout in Chinese: errors in Chinese, login, role page of the mobile site', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: IPHONE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    // A phone on the desktop login page goes to its /mobile twin, in its language.
    await gotoHydrated(page, '/zh-CN/login')
    await expect(page).toHaveURL(/\/zh-CN\/mobile\/login$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByText('请填写手机号')).toBeVisible()

    const mobile = randomMobile()
    await sendCode(page, '获取验证码', { label: '手机号', value: mobile })
    await expect(page.getByRole('button', { name: /\d+ 秒后重发/ })).toBeDisabled()
    await page.getByLabel('验证码', { exact: true }).fill(await smsCode(mobile))
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/zh-CN\/mobile\/loginRole\?redirect=%2Fmobile$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('选择身份')
    await page.getByRole('radio', { name: '品牌供应商' }).check()
    await page.getByRole('button', { name: '继续' }).click()
    await expect(page).toHaveURL(/\/zh-CN\/mobile\/login\/registerHome\?role=brand/)
    await page.getByLabel('联系人姓名', { exact: true }).fill('王芳')
    // Brand names are unique per country: one per run.
    const company = `云岭茶业${mobile.slice(-6)}有限公司`
    await page.getByLabel('公司名称', { exact: true }).fill(company)
    await page.getByLabel('国家或地区', { exact: true }).selectOption('CN')
    await page.getByRole('button', { name: '保存公司信息' }).click()
    // The phone home, which a phone is shown at /zh-CN itself (ADR 051).
    await expect(page).toHaveURL(/\/zh-CN$/)
    await expect(page.getByRole('navigation', { name: '栏目' })).toBeVisible()
    const user = await storedUser(page)
    // The brand waits for an organiser: no brand, so no brand rights, until then.
    expect(user).toMatchObject({ role: 'brand', company })
    expect(user?.brand_id ?? null).toBeNull()
    await context.close()
  })
})

test.describe('e-mail', () => {
  test('forgot password: the code arrives at the SMTP server, the new password logs in (keyboard only)', async ({ page }) => {
    const email = randomEmail()
    await gotoHydrated(page, '/login?tab=email')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
    await sendCode(page, 'Send code', { label: 'E-mail address', value: email })
    const { code, raw } = await mailCode(email)
    expect(raw).toMatch(/^Subject: /m)
    await page.getByLabel('Code from the e-mail', { exact: true }).fill(code)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await expect(page.getByText('New password needs at least 8 characters')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('correct horse battery')
    await page.getByRole('button', { name: 'Save the new password' }).click()

    // Back on the e-mail tab with the address filled in; the rest is done from the keyboard.
    await expect(page.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(email)
    await page.getByLabel('E-mail address', { exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await page.keyboard.type('wrong password!')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('')
    await page.getByLabel('Password', { exact: true }).pressSequentially('correct horse battery')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/loginRole/)
    expect(await storedUser(page)).toMatchObject({ email })
  })

  test('the login tabs work from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/login')
    // Retried until the page has hydrated (a key pressed on the server-rendered HTML does nothing).
    await expect(async () => {
      await page.getByRole('tab', { name: 'SMS code' }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
    }).toPass()
    await expect(page.getByRole('tab', { name: 'E-mail' })).toBeFocused()
    await expect(page).toHaveURL(/tab=email/)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'WeChat' })).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('WeChat QR login through the stand-in', () => {
  test('standard return: first login links a phone by SMS code; the next login with the same WeChat goes straight in', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const wechatId = `wx_e2e_${Date.now().toString(36)}`
    await gotoHydrated(page, '/login?tab=wechat')
    await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'waiting')
    await approveWechat(context, page, wechatId)

    // The QR page sends this window to /login?code=&state=; a new WeChat user links a phone.
    await expect(page).toHaveURL(/\/login\?tab=bind/)
    await expect(page.getByRole('heading', { name: 'Link your mobile number' })).toBeVisible()
    const mobile = randomMobile()
    await sendCode(page, 'Send code', { label: 'Mobile number', value: mobile })
    await page.getByLabel('Verification code', { exact: true }).fill(await smsCode(mobile))
    await page.getByRole('button', { name: 'Link and log in' }).click()
    await expect(page).toHaveURL(/\/loginRole/)
    expect(await storedUser(page)).toMatchObject({ mobile })

    // Log out, and log in again with the same WeChat account: no phone step this time.
    await logOut(page)
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
    await gotoHydrated(page, '/login?tab=wechat')
    await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'waiting')
    await approveWechat(context, page, wechatId)
    await expect.poll(async () => (await storedUser(page))?.mobile, { timeout: WECHAT_RETURN_TIMEOUT }).toBe(mobile)
    await context.close()
  })

  test('type 1 (with a redirect, in Chinese) and type 2 (for an activity): single-use ticket, whole-page redirect', async ({
    browser,
    request,
  }) => {
    // Three WeChat logins (a new account with its phone, then types 1 and 2), each a whole-page round trip.
    test.setTimeout(90_000)
    const context = await browser.newContext()
    const page = await context.newPage()
    const wechatId = `wx_e2e_t_${Date.now().toString(36)}`
    // Link the WeChat account first (standard return + phone).
    const { mobile } = await wechatBuyer(context, page, wechatId)
    await logOut(page)
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')

    // Type 1: a login with a redirect lands on that page, in the page's language.
    await gotoHydrated(page, '/zh-CN/login?tab=wechat&redirect=%2Fbrand')
    await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'waiting')
    const ticketUrls: Array<string> = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('wechat_ticket=')) ticketUrls.push(frame.url())
    })
    await approveWechat(context, page, wechatId)
    await expect(page).toHaveURL(/\/zh-CN\/brand$/, { timeout: WECHAT_RETURN_TIMEOUT })
    await expect.poll(async () => (await storedUser(page))?.mobile).toBe(mobile)
    expect(ticketUrls.length).toBeGreaterThan(0)
    // The ticket was single use and is not the api_key.
    const ticket = new URL(ticketUrls[0]!).searchParams.get('wechat_ticket')!
    expect(ticket).not.toBe((await storedUser(page))?.api_key)
    const replay = await request.post('/newApi/api_v2/login/wechatTicket?lan=en', {
      data: { ticket, browser_token: await page.evaluate(() => localStorage.getItem('browser_token')) },
    })
    expect((await replay.json()).code).toBe(0)

    // Type 2: a login for an activity ties the buyer to it and lands on the activity's page.
    await logOut(page, { menu: '账户菜单', logOut: '退出登录' })
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
    const activities = await (await request.get('/newApi/api_v2/Activity/activityListForPc?lan=en')).json()
    const activityId: number = activities.data.list[0].id
    await gotoHydrated(page, `/login?activity_id=${activityId}`)
    await expect(page.getByText('Log in with WeChat to join this activity.')).toBeVisible()
    await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'waiting')
    await approveWechat(context, page, wechatId)
    await expect(page).toHaveURL(new RegExp(`/exhibitionDetail\\?id=${activityId}$`), { timeout: WECHAT_RETURN_TIMEOUT })
    await expect.poll(async () => (await storedUser(page))?.mobile).toBe(mobile)
    await context.close()
  })

  test('a replayed return is refused with a clear message and nobody is logged in', async ({ page }) => {
    await gotoHydrated(page, '/login?code=forged-code&state=forged-state')
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Field state: this WeChat login is unknown or was started in another browser' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedUser(page)).toBeNull()
  })
})

test.describe('single login across tabs', () => {
  test('a second tab shares the login; logging out in one tab logs out the other', async ({ browser }) => {
    const context = await browser.newContext()
    const first = await context.newPage()
    await loginBySms(first)
    const second = await context.newPage()
    await gotoHydrated(second, '/about')
    await expect(second.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-in')

    await gotoHydrated(first, '/about')
    await logOut(first)
    await expect(first.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
    await expect(second.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
    expect(await storedUser(second)).toBeNull()
    // The server revoked the session too: a reload does not bring it back.
    await second.reload()
    await expect(second.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
    await context.close()
  })

  test('a forged key gets a 401: the stored userInfo is cleared and the user is told', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await loginBySms(page)
    await gotoHydrated(page, '/about')
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-in')
    const statuses: Array<number> = []
    page.on('response', (response) => {
      if (response.url().includes('/login/me')) statuses.push(response.status())
    })
    // Another tab replaces the keys with forged ones; this tab follows the change and asks the server.
    const other = await context.newPage()
    await other.goto('/robots.txt')
    await other.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ ...info, api_key: 'forged-api-key-0000000000000000', mobile_key: 'forged-mobile-key-000000000000' }),
      )
    })
    await expect(page.getByText('Login expired, please log in again')).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
    expect(statuses).toContain(401)
    expect(await storedUser(page)).toBeNull()
    await context.close()
  })

  test('an unsafe redirect param is dropped: the login lands on this site', async ({ page }) => {
    await loginBySms(page, { path: '/login?redirect=https%3A%2F%2Fevil.example%2F' })
    await expect(page).toHaveURL(/\/loginRole\?redirect=%2F$/)
  })
})
