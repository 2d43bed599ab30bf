import { expect, type Locator, type Page } from '@playwright/test'

/** Clicks an element once React has hydrated it. Before that a link click is a full page load
 * and a button does nothing (or submits the form natively), which is not what a test means. */
export async function clickHydrated(target: Locator) {
  await expect.poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true)
  await target.click()
}

/** Waits until React has hydrated the first element `selector` finds (a click before that does nothing). */
export async function hydrated(page: Page, selector = 'main a, main button, main input') {
  await expect
    .poll(() =>
      page.evaluate((sel) => {
        const node = document.querySelector(sel)
        return node ? Object.keys(node).some((key) => key.startsWith('__reactFiber$')) : false
      }, selector),
    )
    .toBe(true)
}

/** A page's first control, wherever it is: for pages that may have nothing in `main` to press. */
export const PAGE_HYDRATED = 'main a, main button, header a, body a'
