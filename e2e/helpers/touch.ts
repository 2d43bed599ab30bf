// A finger on a 375 × 812 phone: a context that looks like one (its user agent picks the mobile
// layout), and a tap at a control's centre once the control itself is what lies under that point.
import { expect, type Locator, type Page } from '@playwright/test'
import { IPHONE_UA } from '../site-map'

export const PHONE = { userAgent: IPHONE_UA, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }

/** React has hydrated (or rendered) this element: its events are handled by the app. */
export async function expectHydrated(target: Locator) {
  // Personal parts (the cart, the inbox) load after hydration: on a busy machine that takes seconds.
  await expect(target).toBeVisible({ timeout: 30_000 })
  // A renderer busy with hydration (two cores shared by several suites) answers an evaluate late.
  await expect
    .poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), { timeout: 20_000 })
    .toBe(true)
}

/**
 * Taps `target` at its centre with the touchscreen, once the control itself is what lies under
 * that point (scrolled to the middle of the screen as a person would, or as far as the page goes).
 */
export async function tap(page: Page, target: Locator) {
  await expect(target).toBeVisible()
  await expectHydrated(target)
  const point = { x: 0, y: 0 }
  await expect
    .poll(
      async () => {
        const found = await target.evaluate((node) => {
          node.scrollIntoView({ block: 'center', behavior: 'instant' })
          const box = node.getBoundingClientRect()
          const x = box.left + box.width / 2
          const y = box.top + box.height / 2
          const hit = document.elementFromPoint(x, y)
          if (hit && (hit === node || node.contains(hit))) return { x, y, over: '' }
          return { x, y, over: hit ? `${hit.tagName} "${(hit.textContent ?? '').trim().slice(0, 40)}"` : 'nothing' }
        })
        Object.assign(point, { x: found.x, y: found.y })
        return found.over
      },
      { message: 'the control is the element under its centre', timeout: 15_000 },
    )
    .toBe('')
  await page.touchscreen.tap(point.x, point.y)
}
