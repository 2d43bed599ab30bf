import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './accounts-helpers'
import { IPHONE_UA, localized, routes } from './site-map'

// The W3C Nu HTML Checker (vnu-jar, run on the machine's Java) finds no error on one
// page per route shape: every route of the spec as the server sends it, both languages of the
// pages with data, the item pages and the 404, pages served to a phone, and a few pages again after hydration (what React
// adds on the client). One checker run over all files: the JVM starts once.
const vnuJar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')

const ITEM_PAGES = [
  '/product/detail?id=1',
  '/exhibitionDetail?id=1',
  '/exhibitionHall?id=1',
  '/product?q=durian',
  '/brand?q=rice',
  '/column/detail?id=1',
  '/column?category=guide&page=2',
  '/cases?country=EC',
]
const BOTH_LANGUAGES = [
  '/',
  '/brand',
  '/product',
  '/exhibitionList',
  '/product/detail?id=1',
  '/exhibitionDetail?id=1',
  '/about',
  '/pricing',
  '/certification',
]
const AS_PHONE = ['/', '/product', '/brand', '/product/detail?id=1', '/exhibitionDetail?id=1']
const HYDRATED = [
  '/',
  '/tool',
  '/about',
  '/liveBuyerRecord/list/1',
  '/product?q=jasmine',
  '/product/detail?id=1',
  '/exhibitionDetail?id=1',
  '/login',
  '/addInquiry',
  '/large/reportForm',
  '/report/brand',
]

type VnuMessage = { type: string; url: string; message: string; extract?: string }

test('the HTML checker finds no error on one page per route shape', async ({ request, browser }) => {
  test.setTimeout(180_000)
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'))
  const files = new Map<string, string>()
  const save = async (label: string, html: string) => {
    const file = join(dir, `${files.size}.html`)
    await writeFile(file, html)
    files.set(`file:${file}`, label)
  }
  try {
    const served = [
      ...routes.filter((r) => !r.needsLogin).map((r) => r.path),
      ...ITEM_PAGES,
      ...BOTH_LANGUAGES.map((path) => localized(path, 'zh-CN')),
      '/no-such-page',
    ]
    for (const path of served) {
      const phone = path.startsWith('/mobile')
      const response = await request.get(path, { headers: phone ? { 'user-agent': IPHONE_UA } : {} })
      expect(response.status(), path).toBeLessThan(path === '/no-such-page' ? 500 : 400)
      await save(`${path} (served)`, await response.text())
    }
    for (const path of AS_PHONE) {
      const response = await request.get(path, { headers: { 'user-agent': IPHONE_UA } })
      expect(response.status(), path).toBe(200)
      await save(`${path} (served to a phone)`, await response.text())
    }
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const path of HYDRATED) {
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')
      // Markup only: the served copy above already checks our own inline CSS; the toaster (sonner)
      // injects a stylesheet whose newer syntax the checker's CSS parser does not know.
      const markup = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement
        copy.querySelectorAll('style').forEach((style) => style.remove())
        return `<!DOCTYPE html>${copy.outerHTML}`
      })
      await save(`${path} (hydrated)`, markup)
    }
    await context.close()

    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files.keys()].map((a) => a.replace(/^file:/, '')),
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
    const messages = (JSON.parse(stdout || '{"messages":[]}') as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}: ${message.message}${message.extract ? `\n    ${message.extract.trim()}` : ''}`,
      )
    expect(errors, errors.join('\n')).toEqual([])
    expect(files.size).toBeGreaterThan(70)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
