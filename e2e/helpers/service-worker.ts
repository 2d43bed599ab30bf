import type { Page } from '@playwright/test'

/**
 * Waits until the service worker controls the page. Its installation precaches the whole build
 * (about 130 files) before it takes control: on the shared 2-core CI machine, with both workers
 * busy, that has taken over 20 s.
 */
export async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 })
}
