import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'

// Pages are cacheable and findable: the SSR page cache, canonical + hreflang,
// Open Graph, JSON-LD, sitemap.xml and robots.txt.

test('a repeated page comes from the page cache with CDN headers, the same bytes', async ({ request }) => {
  // A keyword search of its own, kept from its second request (doorkeeper.ts).
  const path = `/product?q=seo${Date.now()}`
  await request.get(path)
  const first = await request.get(path)
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/)
  expect(first.headers()['x-page-cache']).toBe('miss')
  const second = await request.get(path)
  expect(second.headers()['x-page-cache']).toBe('hit')
  expect(await second.text()).toBe(await first.text())
})

test('the WeChat login return is never served from the page cache', async ({ request }) => {
  const first = await request.get('/solution?code=abc&state=def')
  const second = await request.get('/solution?code=abc&state=def')
  expect(first.headers()['x-page-cache']).toBeUndefined()
  expect(second.headers()['x-page-cache']).toBeUndefined()
})

test('pages carry a canonical URL, hreflang alternates, Open Graph and JSON-LD', async ({ page }) => {
  await page.goto('/zh-CN/solution?utm_medium=x')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/zh-CN/solution`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/zh-CN/solution`)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'zh_CN')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']))
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
})

test('a mobile page names its desktop twin as canonical', async ({ page }) => {
  await page.goto('/mobile/about')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/about`)
})

test('sitemap.xml lists pavilions, brands, products, articles and the information pages in both languages; robots.txt points to it', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toContain('Disallow: /test')
  const answer = await request.get('/sitemap.xml')
  expect(answer.headers()['content-type']).toContain('application/xml')
  const xml = await answer.text()
  expect(xml).toContain(`<loc>${baseURL}/product/detail?id=1</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/zh-CN/product/detail?id=1</loc>`)
  expect(xml).toMatch(/<loc>[^<]+\/brand\?id=\d+<\/loc>/)
  expect(xml).toMatch(/<loc>[^<]+\/brandPavilion\?country=[A-Z]{2}<\/loc>/)
  expect(xml).toContain(`<loc>${baseURL}/zh-CN/column/detail?id=1</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/trial-sales</loc>`)
  expect(xml).toContain('hreflang="zh-CN"')
  const urls = xml.match(/<loc>/g)?.length ?? 0
  expect(urls).toBeGreaterThan(2 * 3000) // 3,000 demo products, in two languages
})

test('results for a typed keyword are not indexed and enter the page cache from their second request', async ({ request }) => {
  const path = `/product?q=${encodeURIComponent(`jasmine ${Date.now()}`)}`
  const first = await request.get(path)
  expect(first.status()).toBe(200)
  expect(first.headers()['x-page-cache']).toBe('miss')
  expect(first.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/)
  expect(await first.text()).toContain('<meta name="robots" content="noindex, follow"')
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss')
  expect((await request.get(path)).headers()['x-page-cache']).toBe('hit')
  // A filtered list without a keyword stays indexable.
  expect(await (await request.get('/product?country=EC')).text()).not.toContain('name="robots"')
})
