import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { hydrated } from './helpers/hydration'
import { hasLogin, loginBySms } from './helpers/login'
import { startProxy } from './helpers/proxy'
import { controlledByWorker } from './helpers/service-worker'

// This file tests the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' })

const PORT = Number(process.env.E2E_PORT ?? 4173)
const ADD_CAR = /^POST \/newApi\/opbGoods\/opbGoodsAddCar\b/i

test.describe.configure({ timeout: 90_000 })

let proxy: Awaited<ReturnType<typeof startProxy>>
test.beforeEach(async () => {
  proxy = await startProxy(PORT)
})
test.afterEach(async () => {
  await proxy.close()
})

/** /test on the proxy's origin, controlled by the service worker. */
async function openControlledShowcase(page: Page) {
  await page.goto(`${proxy.url}/test`)
  await controlledByWorker(page)
}

async function goOffline(page: Page) {
  proxy.down()
  // Chromium 150 keeps navigator.onLine true in a document loaded while the context was already
  // offline; leaving and re-entering the offline state tells that document too (the proxy is down
  // meanwhile, so nothing reaches the server).
  await page.context().setOffline(false)
  await page.context().setOffline(true)
  await page.waitForFunction(() => !navigator.onLine)
}

async function addWhileOffline(page: Page) {
  await goOffline(page)
  // Hydrated and signed in (the server's HTML offers the login link).
  await hydrated(page, '[data-testid="add-to-cart"]')
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByText('You are offline: the product will be added to your inquiry cart when you reconnect')).toBeVisible()
  const indicator = page.getByTestId('pending-writes')
  await expect(indicator).toBeVisible()
  await expect(indicator).toHaveAttribute('data-pending', '1')
  await expect(indicator).toHaveText('1 change waiting to be sent. It will be sent when you are back online.')
  // Kept across a reload (the page comes from the worker's cache, the queue from IndexedDB).
  await page.reload()
  await expect(indicator).toHaveAttribute('data-pending', '1', { timeout: 10_000 })
}

async function reconnect(page: Page) {
  proxy.up()
  await page.context().setOffline(false)
}

test('a write made offline is kept, shown as pending, and sent once on reconnect (queue, without login)', async ({ page }) => {
  await openControlledShowcase(page)
  // A stored session that the server does not know: the queue does not depend on who is logged in.
  // Offline first: online, the app start would learn that nobody is signed in and drop it. The
  // page is loaded once through the worker, which keeps it for the offline reload.
  await page.reload()
  await goOffline(page)
  await page.evaluate(() => localStorage.setItem('userInfo', JSON.stringify({ api_key: 'e2e-unknown-key', mobile_key: 'e2e-unknown-key' })))
  await page.reload()
  await addWhileOffline(page)
  expect(proxy.requestLines.filter((line) => ADD_CAR.test(line))).toHaveLength(0)

  await reconnect(page)
  await expect(page.getByTestId('pending-writes')).toHaveCount(0, { timeout: 20_000 })
  // Delivered: the server answered (401 for the unknown key), and the user is told it was not applied.
  await expect(page.getByText('A change made offline could not be applied; please check and try again')).toBeVisible()
  const sent = proxy.requestLines.filter((line) => ADD_CAR.test(line))
  expect(sent).toHaveLength(1)
  // Replaying again sends nothing more.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'replay-writes' }))
  await page.waitForTimeout(1000)
  expect(proxy.requestLines.filter((line) => ADD_CAR.test(line))).toHaveLength(1)
})

test('a cart add made offline is sent on reconnect, exactly once', async ({ page, request }) => {
  const loginExists = await hasLogin(request)
  test.fixme(!loginExists, 'needs the login endpoints of the accounts issue (getMobileVerifyCode answers 404 in this build)')
  await openControlledShowcase(page)
  const user = await loginBySms(page, request, '13800138005')
  // The account is shared by every run of this test (--repeat-each), so compare with the cart as it was.
  const before = await cartQuantity(request, user, 1)
  await page.reload()
  await addWhileOffline(page)

  await reconnect(page)
  await expect(page.getByTestId('pending-writes')).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText('A change made offline has been sent')).toBeVisible()
  expect(proxy.requestLines.filter((line) => ADD_CAR.test(line))).toHaveLength(1)

  expect(await cartQuantity(request, user, 1)).toBe(before + 1)
})

/** The quantity of one product in the user's server cart (0 when it is not there). */
async function cartQuantity(request: APIRequestContext, user: { api_key?: unknown; mobile_key?: unknown }, goodsId: number) {
  const cart = await request.get(
    `/newApi/opbGoods/opbGoodsCar?lan=en&Authorization=${encodeURIComponent(String(user.api_key))}&Mobile_key=${encodeURIComponent(String(user.mobile_key))}`,
  )
  const body = (await cart.json()) as { code: number; data: { list: Array<{ goods_id: number; quantity: number }> } }
  expect(body.code).toBe(1)
  return body.data.list.find((line) => line.goods_id === goodsId)?.quantity ?? 0
}
