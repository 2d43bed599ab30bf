import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

export { hydrated } from './helpers/hydration'

/** A fresh phone number, so each test logs in as a new buyer. */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** The header's links and buttons lie on one line and do not overlap (nor leave the header). */
export async function headerIsOneLine(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-testid=site-header]')!
    const items = [...header.querySelectorAll('a, button')].filter((e) => e.getBoundingClientRect().width > 1)
    const rects = items.map((e) => e.getBoundingClientRect()).toSorted((a, b) => a.left - b.left)
    const middles = rects.map((r) => r.top + r.height / 2)
    let overlap = 0
    for (let i = 1; i < rects.length; i++) overlap = Math.max(overlap, rects[i - 1]!.right - rects[i]!.left)
    overlap = Math.max(overlap, rects.at(-1)!.right - header.getBoundingClientRect().right)
    return {
      spread: Math.max(...middles) - Math.min(...middles),
      overlap,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    }
  })
}

/**
 * The first catalogue page a fresh e2e server renders opens the database and loads the server
 * modules (seconds on a shared machine): pay that once, before the tests' own timeouts run.
 */
export async function warmUp({ request }: { request: APIRequestContext }) {
  test.setTimeout(120_000)
  await request.get('/brand', { timeout: 110_000 })
}

/** Waits until a client navigation has finished (the top loading bar is gone), so the next
 * click acts on the page that navigation rendered, not on the one being replaced. */
export async function settled(page: Page) {
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 15_000 })
}
