import { createHash } from 'node:crypto'
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'
import { seriousViolations } from './helpers/axe'
import { watchViolations } from './helpers/csp'
import { hydrated, PAGE_HYDRATED } from './helpers/hydration'
import { escapeRegExp, headingOf, ID_ROUTES, IPHONE_UA, localized, messages, routes } from './site-map'

/**
 * The route-wide page checks, one visit per page and language: the status, the heading, the
 * title and `lang` of every route of spec §2; no Content-Security-Policy violation while the page
 * hydrates (`script-src 'self'` plus the hashes of its inline scripts, ADR 066); and axe-core
 * finding no serious or critical violation, at 1440 px on the pages below and again at 375 px after
 * a resize on one page per phone layout (axeIn). A Chinese page that axe does not scan is checked
 * as served (its status, heading, title, `lang` and the policy's hash of each inline script); its
 * English twin hydrates in the browser. The W3C checker (html-valid.spec.ts) and the link crawl read the served HTML
 * without a browser.
 *
 * The browser asks for reduced motion, as some users do: a toast that appears during the scan
 * (the service worker's "ready to work offline" on a first visit) then shows at full opacity at
 * once. Otherwise axe could catch it half faded in and report its text's contrast as too low.
 */
type Locale = 'en-US' | 'zh-CN'
type Visit = { path: string; heading?: string; needsLogin: boolean; axe: Array<'desktop' | 'phone'> }

/** Pages axe scans at 1440 px (with EXTRA below): one per kind of screen. */
const AXE_DESKTOP = new Set([
  '/',
  '/brand',
  '/product',
  '/addInquiry',
  '/nationalPavilion',
  '/newBrand',
  '/export/brandList',
  '/halal',
  '/bigGoodsList',
  '/exhibition',
  '/exhibitionList',
  '/buyer',
  '/tool',
  '/about',
  '/solution',
  '/pricing',
  '/certification',
  '/column',
  '/cases',
  '/large/procurement',
  '/large/reportForm',
  '/report/monthly',
  '/realTime/pairing',
  '/realTime/demand',
  '/realTime/malaysia',
])
/** Pages of one item or state that no route of the site map samples. */
const EXTRA: Array<string> = [
  '/brand?id=1',
  '/product/detail?id=1',
  '/brandPavilion?country=EC',
  '/exhibition?kind=online',
  '/exhibitionDetail?id=1',
  '/exhibitionDetail?id=14',
  '/exhibitionHall?id=1',
  '/meetings',
  '/organiser',
  '/inbox',
  '/inquiries',
  '/notifications',
  '/liveBuyerRecord/list/1',
  '/column/detail?id=1',
  '/report/brand',
  '/editor',
  '/realTime/1',
]
/**
 * Of those, one page per layout: axe scans them again at 375 px in English, and they are the pages
 * it scans in Chinese (axeIn). One per layout (the home, a list, a detail,
 * a form, a table, an information page, an event page, a hall screen, the signed-in pages' shell).
 * Pages of one layout share their components and classes at a width, so another page of the same
 * layout adds text, not a new contrast, name or role.
 */
const PHONE_LAYOUTS = new Set([
  '/',
  '/brand',
  '/product',
  '/brand?id=1',
  '/product/detail?id=1',
  '/addInquiry',
  '/large/reportForm',
  '/large/procurement',
  '/report/monthly',
  '/about',
  '/pricing',
  '/exhibitionList',
  '/exhibitionDetail?id=1',
  '/exhibitionHall?id=1',
  '/realTime/pairing',
  '/inquiries',
])
/** Phone pages axe scans (they are viewed as a phone). */
const AXE_PHONE = new Set(['/mobile', '/mobile/nationalPavilion', '/mobile/exhibition', '/mobile/about', '/mobile/pricing'])

function axeWidths(path: string, needsLogin: boolean): Visit['axe'] {
  if (needsLogin) return []
  if (AXE_PHONE.has(path)) return ['phone']
  if (!AXE_DESKTOP.has(path) && !EXTRA.includes(path)) return []
  return PHONE_LAYOUTS.has(path) ? ['desktop', 'phone'] : ['desktop']
}

const visits: Array<Visit> = [
  ...routes.map((route): Visit => ({ ...route, axe: axeWidths(route.path, route.needsLogin) })),
  ...EXTRA.map((path): Visit => ({ path, needsLogin: false, axe: axeWidths(path, false) })),
]

/**
 * The widths axe scans in a language. Both languages render the same components with the same
 * classes, so a layout's contrast, names and roles do not change with the text: the English pages
 * are scanned at both widths; in Chinese (its own text and `lang`), one page per layout at 1440 px
 * and the phone home as a phone.
 */
function axeIn(visit: Visit, locale: Locale): Visit['axe'] {
  if (locale === 'en-US') return visit.axe
  if (visit.path === '/mobile') return visit.axe
  return PHONE_LAYOUTS.has(visit.path) ? visit.axe.filter((width) => width === 'desktop') : []
}

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 375, height: 812 }
/**
 * One browser context per worker, language and kind of device, shared by that worker's visits: the
 * assets its first page fetched are in its HTTP cache for the next, as for a person browsing the
 * site. Each visit opens its own page.
 */
const test = base.extend<object, { browserFor: (locale: Locale, phone: boolean) => Promise<BrowserContext> }>({
  browserFor: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>()
      await use((locale, phone) => {
        const key = `${locale}:${phone}`
        if (!contexts.has(key))
          contexts.set(
            key,
            browser.newContext({
              locale,
              reducedMotion: 'reduce',
              viewport: phone ? PHONE : DESKTOP,
              // Mobile routes are viewed as a phone would (a pc on /mobile/* is sent to the desktop twin).
              userAgent: phone ? IPHONE_UA : undefined,
            }),
          )
        return contexts.get(key)!
      })
      for (const context of contexts.values()) await (await context).close()
    },
    { scope: 'worker' },
  ],
})

async function axe(page: Page, label: string) {
  expect(await seriousViolations(page), label).toEqual([])
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`${locale}`, () => {
    for (const visit of visits) {
      const url = localized(visit.path, locale)
      const widths = axeIn(visit, locale)
      // The Chinese twin of a page axe does not scan is read as served: the same components and
      // scripts hydrate it as the English page (checked in the browser above), so what the Chinese
      // adds is its text, `lang`, title and inline scripts, which the served HTML shows.
      if (locale === 'zh-CN' && !widths.length) {
        test(`${url}: status, heading, title, lang, CSP hashes (served HTML)`, async ({ request }) => {
          const response = await request.get(url, { headers: visit.path.startsWith('/mobile') ? { 'user-agent': IPHONE_UA } : {} })
          if (visit.heading) expect(response.status(), url).toBe(200)
          else expect(response.status(), url).toBeLessThan(400)
          checkServed(visit, locale, await response.text(), response.headers()['content-security-policy'] ?? '')
        })
        continue
      }
      test(`${url}: status, heading, CSP${widths.length ? `, axe (${widths.join(', ')})` : ''}`, async ({ browserFor }) => {
        // axe walks the whole DOM; on the shared 2-core machine a scan can take several seconds.
        test.setTimeout(120_000)
        const phonePage = visit.path.startsWith('/mobile')
        const page = await (await browserFor(locale, phonePage)).newPage()
        try {
          const violations = await watchViolations(page)
          const response = await page.goto(url)
          if (visit.heading) expect(response?.status(), url).toBe(200)
          else expect(response?.status(), url).toBeLessThan(400)
          await check(page, visit, locale, response ? await response.text() : '')
          expect(await violations(), url).toEqual([])
          for (const width of widths) {
            if (width === 'phone' && !phonePage) await page.setViewportSize(PHONE)
            await axe(page, `${url} at ${width === 'phone' ? 375 : 1440} px`)
          }
        } finally {
          await page.close()
        }
      })
    }
  })
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)

/** The served page's own checks: `lang`, the heading and title, and a hash in the policy for each inline script. */
function checkServed(visit: Visit, locale: Locale, html: string, policy: string) {
  expect(html).toContain(`<html lang="${locale}"`)
  if (visit.heading) {
    const { h1, title } = headingOf({ path: visit.path, heading: visit.heading }, locale)
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim(), visit.path).toBe(h1)
    expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''), visit.path).toMatch(new RegExp(`^${escapeRegExp(title)}`))
  }
  const listed = new Set(policy.match(/'sha256-[^']+'/g))
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!))
  for (const [, , text] of inline)
    if (text) expect(listed, visit.path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
}

/** The page's own checks, once it has hydrated and settled. */
async function check(page: Page, visit: Visit, locale: Locale, html: string) {
  if (visit.needsLogin) {
    // Rendered by the server like any page, then an anonymous visitor is sent to log in and back.
    expect(html).toContain(`>${messages[locale][visit.heading!]!}</h1>`)
    const loginPage = localized(visit.path.startsWith('/mobile') ? '/mobile/login' : '/login', locale)
    await expect(page).toHaveURL(`${loginPage}?redirect=${encodeURIComponent(visit.path)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].page_login_title!)
    await page.waitForLoadState('networkidle')
    return
  }
  // A hall screen has no link or button, and its event stream keeps the network busy: it has
  // hydrated and settled once the stream is live.
  const hallScreen = visit.path.startsWith('/realTime/')
  if (hallScreen) await expect(page.getByTestId('stream-status')).toHaveAttribute('data-status', 'live')
  else await hydrated(page, PAGE_HYDRATED)
  // The root font script ran (an inline head script).
  expect(await page.evaluate(() => typeof (window as { __applyRootFont?: unknown }).__applyRootFont)).toBe('function')
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  if (visit.heading) {
    // The phone home is served at / itself; /mobile redirects there (ADR 051).
    expect(new URL(page.url()).pathname).toBe(localized(visit.path === '/mobile' ? '/' : visit.path, locale))
    const { h1, title } = headingOf({ path: visit.path, heading: visit.heading }, locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`))
  }
  if (!hallScreen) await page.waitForLoadState('networkidle')
}

for (const path of ID_ROUTES) {
  test(`${path} needs an id: without one it is a 404, with one it shows the item`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(404)
    expect((await page.goto(`${path}?id=1`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(page).toHaveTitle(/\S/)
  })
}
