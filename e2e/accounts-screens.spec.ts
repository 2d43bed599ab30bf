import { expect, test, type Page } from '@playwright/test'
import { loginBySms } from './accounts-helpers'
import { IPHONE_UA } from './site-map'
import { clickHydrated } from './helpers/hydration'

// Every account screen in both languages and both variants: saved as PNGs for review
// (test-results/screens/) and checked for a layout that fits the viewport.
const labels = {
  'en-US': { mobile: 'Mobile number', code: 'Verification code', send: 'Send code', submit: 'Log in' },
  'zh-CN': { mobile: '手机号', code: '验证码', send: '获取验证码', submit: '登录' },
} as const

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${name} has no horizontal scroll`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const variant of ['desktop', 'mobile'] as const) {
    test(`account screens: ${locale} ${variant}`, async ({ browser }) => {
      test.setTimeout(60_000)
      const context = await browser.newContext(
        variant === 'mobile'
          ? { userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1440, height: 900 } },
      )
      const page = await context.newPage()
      const prefix = `${locale === 'zh-CN' ? '/zh-CN' : ''}${variant === 'mobile' ? '/mobile' : ''}`
      const tag = `${locale}-${variant}`
      for (const tab of ['sms', 'email', 'wechat', 'forgot'] as const) {
        await page.goto(`${prefix}/login?tab=${tab}`)
        if (tab === 'wechat') await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-status', 'waiting')
        await shoot(page, `login-${tab}-${tag}`)
      }
      await page.goto(`${prefix}/login`)
      await clickHydrated(page.getByRole('main').getByRole('button', { name: labels[locale].submit, exact: true }))
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
      await shoot(page, `login-errors-${tag}`)

      await loginBySms(page, { path: `${prefix}/login`, labels: labels[locale] })
      await page.goto(`${prefix}/loginRole`)
      await expect(page.getByRole('radio').first()).toBeVisible()
      await shoot(page, `login-role-${tag}`)
      await page.goto(`${prefix}/login/registerHome?role=brand`)
      await expect(page.getByRole('combobox').first()).toBeVisible()
      await shoot(page, `register-brand-${tag}`)
      await page.goto(`${prefix}/login/registerHome?role=buyer`)
      await expect(page.getByRole('combobox').first()).toBeVisible()
      await shoot(page, `register-buyer-${tag}`)
      await context.close()
    })
  }
}
