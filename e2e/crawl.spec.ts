// No dead links: from / and /zh-CN/, every same-origin link of every page reached
// answers below 400. Pages are fetched as the server renders them (every link is in the HTML);
// the API, logout and file downloads are skipped. At most PER_PATH addresses of one path are
// fetched (ids and filters vary the query), so the MAX_PAGES budget reaches every path linked.
import { expect, test } from '@playwright/test'

const MAX_PAGES = 400
const PER_PATH = 6
const SKIP = /^\/(?:newApi|api|media|uploads|assets)(?:\/|$)|logout/i

/** The hrefs of the page's links, without those marked as downloads. */
function linksOf(html: string): Array<string> {
  const hrefs: Array<string> = []
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    if (/\sdownload(?:[\s=>])/i.test(tag)) continue
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1]
    if (href) hrefs.push(href.replaceAll('&amp;', '&'))
  }
  return hrefs
}

test('every link from / and /zh-CN/ answers below 400', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  const seen = new Set<string>(['/', '/zh-CN/'])
  const perPath = new Map<string, number>()
  const queue: Array<{ path: string; from: string }> = [
    { path: '/', from: '(start)' },
    { path: '/zh-CN/', from: '(start)' },
  ]
  const broken: Array<string> = []
  let crawled = 0
  while (queue.length && crawled < MAX_PAGES) {
    const { path, from } = queue.shift()!
    crawled++
    const response = await request.get(path, { headers: { 'accept-language': path.startsWith('/zh-CN') ? 'zh-CN' : 'en-US' } })
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path} (linked from ${from})`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    for (const href of linksOf(await response.text())) {
      if (/^(?:mailto|tel|javascript):/i.test(href)) continue
      const url = new URL(href, new URL(path, origin))
      if (url.origin !== origin || SKIP.test(url.pathname) || /\.(?:ics|csv|xlsx|pdf|zip)$/i.test(url.pathname)) continue
      const key = url.pathname + url.search
      if (seen.has(key)) continue
      seen.add(key)
      const count = perPath.get(url.pathname) ?? 0
      if (count >= PER_PATH) continue
      perPath.set(url.pathname, count + 1)
      queue.push({ path: key, from: path })
    }
  }
  console.log(
    `crawl: ${crawled} pages fetched over ${perPath.size} paths; ${seen.size} distinct links seen; ${queue.length} left at the cap`,
  )
  expect(broken).toEqual([])
  expect(crawled).toBeGreaterThan(100)
})
