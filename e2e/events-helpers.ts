// The events specs' shared parts: the demo accounts, the seeded activities and a login reused per worker.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { loginBySms } from './accounts-helpers'

export const DEMO = { buyer: '+8613800000001', brand: '+8613800000002', organiser: '+8613800000003' }
/** The seeded live Ecuador matching week and the upcoming Türkiye one (seed order). */
export const LIVE = 1
export const UPCOMING = 4
export const shots = 'test-results/screens'
/** Whether the review screenshots of every page and role are wanted (E2E_SCREENS=1); CI leaves them out. */
export const SCREENS = Boolean(process.env.E2E_SCREENS)
export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

const stored = new Map<string, { userInfo: string; token: string }>()
/** The stored login of a demo account that `loggedIn` has logged in (in this worker). */
export const storedLogin = (mobile: string) => stored.get(mobile)

/**
 * A page logged in as `mobile`: by SMS code the first time in this worker, then with the same
 * stored login (a demo phone gets a code every 10 s in the e2e server, so logging in once saves time).
 */
export async function loggedIn(
  browser: Browser,
  mobile: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  if (!stored.has(mobile)) {
    // Log in once, in English, then reuse the login in any context (language, viewport).
    const first = await browser.newContext()
    const page = await first.newPage()
    await loginBySms(page, { mobile })
    const [userInfo, token] = await page.evaluate(() => [
      localStorage.getItem('userInfo') ?? '',
      localStorage.getItem('browser_token') ?? '',
    ])
    stored.set(mobile, { userInfo, token })
    await first.close()
  }
  const context = await browser.newContext(options)
  await context.addInitScript((s) => {
    if (!location.protocol.startsWith('http')) return
    if (!localStorage.getItem('userInfo')) {
      localStorage.setItem('userInfo', s.userInfo)
      localStorage.setItem('browser_token', s.token)
    }
  }, stored.get(mobile)!)
  const page = await context.newPage()
  return { page, close: () => context.close() }
}

/**
 * The smallest font size, in px, of any text a person sees on the page: a hall screen's type is
 * read from the back of the hall. Text hidden or kept for screen readers only (1 px boxes) is left out.
 */
export async function smallestText(page: Page): Promise<number> {
  return page.evaluate(() => {
    let smallest = Number.POSITIVE_INFINITY
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !node.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName)) continue
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
      smallest = Math.min(smallest, Number.parseFloat(style.fontSize))
    }
    return smallest
  })
}
