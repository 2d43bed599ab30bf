import { expect, type Locator } from '@playwright/test'

/** Clicks an element once React has hydrated it. Before that a link click is a full page load
 * and a button does nothing (or submits the form natively), which is not what a test means. */
export async function clickHydrated(target: Locator) {
  await expect.poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true)
  await target.click()
}
