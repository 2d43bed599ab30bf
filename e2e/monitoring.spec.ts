import { expect, test } from '@playwright/test'
import { hasLogin, loginBySms } from './helpers/login'

test.describe.configure({ timeout: 60_000 })

test('a thrown error arrives in the monitoring store within 10 s', async ({ page, request }) => {
  const marker = `e2e-monitor-${Date.now()}`
  // The server's real answers, read on the way through.
  const stored: Array<{
    sentAt: number
    batch: { events: Array<Record<string, unknown>> }
    answer: { code: number; data: { accepted: number; dropped: number } }
  }> = []
  await page.route('**/api/monitor?*', async (route) => {
    const response = await route.fetch()
    const answer = (await response.json()) as (typeof stored)[number]['answer']
    stored.push({ sentAt: Date.now(), batch: JSON.parse(route.request().postData() ?? '{}'), answer })
    await route.fulfill({ response, json: answer })
  })
  await page.goto('/about')
  const thrownAt = Date.now()
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, marker)
  await expect
    .poll(() => stored.find((entry) => entry.batch.events.some((event) => event.name === marker)), { timeout: 15_000 })
    .toBeDefined()
  const entry = stored.find((item) => item.batch.events.some((event) => event.name === marker))!
  expect(entry.sentAt - thrownAt).toBeLessThanOrEqual(10_500)
  expect(entry.batch.events.length).toBeLessThanOrEqual(10)
  expect(entry.batch.events.find((event) => event.name === marker)).toMatchObject({ type: 'error', route: '/about' })
  // The server validated and stored every event of the batch.
  expect(entry.answer).toMatchObject({ code: 1, data: { accepted: entry.batch.events.length, dropped: 0 } })

  // The analysts' viewer shows it too — to the seeded analyst only (README "Demo accounts").
  if (await hasLogin(request)) {
    await loginBySms(page, request, '13800138006')
    await page.goto('/report/monitoring')
    await expect(page.getByTestId('monitoring-forbidden')).toHaveText(
      'This report is for staff analysts only. Your account does not have the analyst role.',
    )
    await expect(page.getByTestId('monitoring-errors')).toHaveCount(0)
    await loginBySms(page, request, '13800000900')
    await page.goto('/report/monitoring')
    await expect(page.getByTestId('monitoring-errors')).toContainText(marker)
  }
})

test('monitoring reports failed API calls by path, without credentials, and flushes when the page is hidden', async ({ page }) => {
  const bodies: string[] = []
  await page.route('**/api/monitor?*', async (route) => {
    bodies.push(route.request().postDataBuffer()?.toString('utf8') ?? '')
    await route.continue()
  })
  await page.goto('/about')
  // Monitoring starts after hydration, when the browser is idle.
  await page.waitForFunction(() => window.fetch.name === 'monitoredFetch', null, { timeout: 20_000 })
  // A failing API call (the key is unknown: 401) is reported by path.
  await page.evaluate(async () => {
    await fetch('/newApi/opbGoods/opbGoodsCar?Authorization=secret-api-key&Mobile_key=secret-mobile-key&lan=en')
  })
  await expect.poll(() => bodies.some((body) => body.includes('/newApi/opbGoods/opbGoodsCar')), { timeout: 15_000 }).toBe(true)
  const all = bodies.join('\n')
  expect(all).not.toContain('secret-api-key')
  expect(all).not.toContain('secret-mobile-key')
  const failed = bodies
    .flatMap((body) => (JSON.parse(body) as { events: Array<{ type: string; name: string; status?: number }> }).events)
    .find((event) => event.type === 'request')
  expect(failed).toMatchObject({ name: '/newApi/opbGoods/opbGoodsCar', status: 401 })

  // Hiding the page sends what is waiting at once (sendBeacon), without waiting for the timer.
  const before = bodies.length
  await page.evaluate(() => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'e2e-before-hide', error: new Error('e2e-before-hide') }))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(() => bodies.length, { timeout: 3000 }).toBeGreaterThan(before)
})
