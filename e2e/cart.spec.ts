import { expect, test, type Locator, type Page } from '@playwright/test'
import { approveWechat, gotoHydrated, loginBySms, logOut, WECHAT_RETURN_TIMEOUT, wechatBuyer } from './accounts-helpers'

test.describe.configure({ timeout: 60_000 })
// The first page of a fresh e2e server may wait for the demo data to be seeded.
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await request.get('/newApi/OpbGoods/opbGoodsList?page_size=1', { timeout: 170_000 })
})

/** Product ids of the deterministic demo data: 337 and 338 share a brand, 363 has another. */
const SAME_BRAND = [337, 338]
const OTHER_BRAND = 363

async function addFromDetail(page: Page, id: number, quantity?: number) {
  await gotoHydrated(page, `/product/detail?id=${id}`)
  if (quantity) {
    await page.getByTestId('add-quantity').fill(String(quantity))
    await page.getByTestId('add-quantity').press('Enter')
  }
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('view-cart')).toBeVisible()
}

const lineNames = (page: Page) => page.getByTestId('cart-line-name').allTextContents()

/** Drags a line's handle onto another line with the mouse, in small steps as a person would. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  // hover() waits until the handle is visible, stable and the one element under the pointer: a
  // keyboard drag just before may still be scrolling the page, and a box measured mid-scroll
  // sends the press somewhere else (CI, 2026-11-24: the drag never started).
  await from.hover()
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + 10, { steps: 12 })
  await page.mouse.up()
}

async function exerciseCart(page: Page) {
  await gotoHydrated(page, '/addInquiry')
  await expect(page.getByTestId('cart-brand')).toHaveCount(2)
  await expect(page.getByTestId('header-cart-count')).toHaveText('3')
  const first = await lineNames(page)
  expect(first).toHaveLength(3)

  // Quantity: the + button and typing.
  const quantity = page.getByTestId('line-quantity').first()
  const before = Number(await quantity.inputValue())
  await page.getByRole('button', { name: 'Increase' }).first().click()
  await expect(quantity).toHaveValue(String(before + 1))
  await quantity.fill('120')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('120')

  // Reorder by keyboard: focus the first handle, Space, ArrowDown, Space. Announced.
  const brand = page.getByTestId('cart-brand').first()
  const handles = brand.getByTestId('drag-handle')
  // The drag code loads off the first load (ADR 037): wait until the list is the draggable one.
  await expect(brand.locator('ul[data-drag-ready]')).toHaveCount(1)
  await handles.first().focus()
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText(/Picked up|is over position 1 of 2/)
  // An item in the lower half of the window is first scrolled up (dnd-kit), then moved.
  const live = page.locator('[id^="DndLiveRegion"]').first()
  await expect(async () => {
    await page.keyboard.press('ArrowDown')
    await expect(live).toContainText('is over position 2 of 2', { timeout: 500 })
  }).toPass()
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText('dropped at position 2 of 2')
  const byKeyboard = [first[1], first[0], first[2]]
  await expect.poll(() => lineNames(page)).toEqual(byKeyboard)

  // Reorder by mouse: drag the (new) first line below the second, once the keyboard drop's
  // animation is over (a person aims at where the handle is, not where it is sliding from).
  await expect(brand.locator('li[style*="translate"]')).toHaveCount(0)
  await dragWithMouse(page, handles.first(), brand.getByTestId('cart-line').nth(1))
  await expect.poll(() => lineNames(page)).toEqual(first)

  // The order and the quantity are kept.
  await page.reload()
  await expect.poll(() => lineNames(page)).toEqual(first)
  await expect(page.getByTestId('line-quantity').first()).toHaveValue('120')
  // The lines are first drawn without the drag code, then again with it: a click while they are
  // being replaced can land on a button that is gone (CI, 2026-11-24: the remove below did nothing).
  await expect(brand.locator('ul[data-drag-ready]')).toHaveCount(1)

  // Delete, then undo: the line comes back at its place.
  await page.getByTestId('remove-line').last().click()
  await expect.poll(() => lineNames(page)).toEqual(first.slice(0, 2))
  await expect(page.getByTestId('header-cart-count')).toHaveText('2')
  await page.getByTestId('undo-remove').click()
  await expect.poll(() => lineNames(page)).toEqual(first)
  await expect(page.getByTestId('header-cart-count')).toHaveText('3')
}

test(
  'a visitor fills a cart in the browser: quantity, reorder by keyboard and mouse, delete with undo',
  { tag: '@timing' },
  async ({ page }) => {
    await addFromDetail(page, SAME_BRAND[0])
    await expect(page.getByTestId('header-cart-count')).toHaveText('1')
    await addFromDetail(page, SAME_BRAND[1])
    await addFromDetail(page, OTHER_BRAND)
    await exerciseCart(page)
    await expect(page.getByTestId('local-cart-note')).toBeVisible()
  },
)

test('a logged-in buyer: the server cart keeps quantity, order and undo', { tag: '@timing' }, async ({ page }) => {
  await loginBySms(page)
  await addFromDetail(page, SAME_BRAND[0])
  await addFromDetail(page, SAME_BRAND[1])
  await addFromDetail(page, OTHER_BRAND)
  await exerciseCart(page)
  await expect(page.getByTestId('local-cart-note')).toHaveCount(0)
})

test('an anonymous cart is merged at login, then the inquiry is submitted with terms per brand', async ({ page }) => {
  await addFromDetail(page, SAME_BRAND[0], 40)
  await addFromDetail(page, OTHER_BRAND)
  await gotoHydrated(page, '/addInquiry')
  await page.getByTestId('login-to-send').click()
  await expect(page).toHaveURL(/\/login\?redirect=%2FaddInquiry/)

  await loginBySms(page, { path: page.url().replace(/^https?:\/\/[^/]+/, '') })
  // A new account is asked for its role next; the merge has already happened by then.
  await expect(page).toHaveURL(/loginRole\?redirect=%2FaddInquiry/)
  await gotoHydrated(page, '/addInquiry')
  await expect(page.getByTestId('local-cart-note')).toHaveCount(0)
  await expect.poll(() => lineNames(page)).toHaveLength(2)
  await expect(page.getByTestId('line-quantity').first()).toHaveValue('40')
  expect(await page.evaluate(() => localStorage.getItem('inquiryCart'))).toBeNull()

  // Nothing of an earlier cart here: the account is new.
  await expect(page.getByTestId('earlier-cart-note')).toHaveCount(0)
  await page.getByTestId('continue-inquiry').click()
  const review = page.getByTestId('inquiry-review')
  await expect(review.getByTestId('review-brand')).toHaveCount(2)
  // Totals per unit, never one sum over different units.
  await expect(review.getByTestId('review-summary')).toHaveText(/^2 products from 2 suppliers: \d[\d,]* \w+( · \d[\d,]* \w+)?$/)
  await review.getByTestId('submit-inquiry').click()
  // Every missing field is named; the first one has the focus.
  await expect(review.getByText('Destination port is required')).toBeVisible()
  await expect(review.getByText('Contact name is required')).toBeVisible()
  await expect(page.getByTestId('form-errors')).toBeVisible()
  await expect(review.getByTestId('field-port-all')).toBeFocused()

  // Port and date once for both suppliers; the second gets a port of its own.
  await review.getByTestId('field-port-all').fill('Shanghai')
  await review.getByTestId('field-date-all').fill('2027-06-30')
  const brands = review.getByTestId('review-brand')
  await brands.nth(1).getByTestId('own-delivery').check()
  await expect(brands.nth(1).getByTestId('field-port')).toHaveValue('Shanghai')
  await brands.nth(1).getByTestId('field-port').fill('Rotterdam')
  for (let i = 0; i < 2; i++) await brands.nth(i).getByTestId('field-price').fill('500')
  await review.getByTestId('field-name').fill('Li Wei')
  await review.getByTestId('field-phone').fill('+86 139 0000 0000')
  await review.getByTestId('field-company').fill('Acme Foods')
  await review.getByTestId('submit-inquiry').click()

  const sent = page.getByTestId('inquiry-sent')
  await expect(sent).toBeVisible()
  await expect(sent).toContainText('has been sent to 2 suppliers')
  await expect(sent.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await expect(page.getByTestId('header-cart-count')).toHaveCount(0)
})

test("the account's earlier cart, merged in at the next login, is named and can be taken out", async ({ page, context }) => {
  test.setTimeout(120_000)
  // A buyer account reached by WeChat (its phone linked once by SMS), so it can log in again at once.
  const wechatId = `wx_e2e_cart_${Date.now().toString(36)}`
  await wechatBuyer(context, page, wechatId)

  // The account's cart holds one product; logged out, the visitor adds another.
  await addFromDetail(page, SAME_BRAND[0])
  await gotoHydrated(page, '/addInquiry')
  // The account's cart loads after hydration: wait for its line before reading its name.
  await expect.poll(() => lineNames(page)).toHaveLength(1)
  const [earlier] = await lineNames(page)
  await logOut(page)
  await expect(page.getByTestId('account-status')).toHaveAttribute('data-state', 'signed-out')
  await addFromDetail(page, OTHER_BRAND)

  // Logging in again merges the two; the cart says which came from before and takes it out.
  await gotoHydrated(page, '/login?tab=wechat')
  await approveWechat(context, page, wechatId)
  // The login lands away from /login once the merge is done (the login waits for it).
  await expect(page).not.toHaveURL(/\/login/, { timeout: WECHAT_RETURN_TIMEOUT })
  await page.waitForLoadState()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('inquiryCart'))).toBeNull()
  await gotoHydrated(page, '/addInquiry')
  await expect.poll(() => lineNames(page)).toHaveLength(2)
  const note = page.getByTestId('earlier-cart-note')
  await expect(note).toContainText(`1 product added before this visit (${earlier})`)
  await note.getByRole('button', { name: 'Remove the earlier products (1)' }).click()
  await expect.poll(() => lineNames(page)).toHaveLength(1)
  expect(await lineNames(page)).not.toContain(earlier)
  await expect(note).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  })

  test('add from the sticky bar, change quantity and delete with undo in Chinese', async ({ page }) => {
    await gotoHydrated(page, `/zh-CN/product/detail?id=${OTHER_BRAND}`)
    await page.getByRole('button', { name: '加入询盘车' }).click()
    await expect(page.getByTestId('view-cart')).toBeVisible()
    await page.getByTestId('view-cart').click()
    await expect(page).toHaveURL(/\/zh-CN\/addInquiry/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('询盘车')
    // A line starts at the product's MOQ; "增加" adds one.
    const added = String(Number(await page.getByTestId('line-quantity').inputValue()) + 1)
    await page.getByRole('button', { name: '增加' }).click()
    await expect(page.getByTestId('line-quantity')).toHaveValue(added)
    await page.getByTestId('remove-line').click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await page.getByRole('button', { name: '撤销' }).click()
    await expect(page.getByTestId('line-quantity')).toHaveValue(added)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expect(page.getByTestId('login-to-send')).toBeInViewport()
  })
})
