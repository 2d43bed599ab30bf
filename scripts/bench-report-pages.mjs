// npm run bench:report-pages: how soon a signed-in analyst sees each report's first figures, in
// Chromium against the production build (both languages): the time from the navigation's start
// to the first figure in the page (the page's own clock, `performance.now()`), median and worst of
// RUNS loads, next to the same run's baseline, an anonymous cached page's heading (`/about`).
// Target: first figures within 1 s on a quiet two-core machine.
//   node scripts/bench-report-pages.mjs [runs=7] [port=5140]
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright'
import { requireBuild, root, sleep, startApp, waitForIdle } from './bench-lib.mjs'

const RUNS = Number(process.argv[2] ?? 7)
const PORT = Number(process.argv[3] ?? 5140)
const origin = `http://127.0.0.1:${PORT}`
const dataDir = resolve(root, 'test-results/bench-report-pages-data')
const TARGET_MS = 1000
const ANALYST = '13800000004'
// Each report and the element that holds its first figures.
const pages = [
  ['/about', 'main h1', 'baseline'],
  ['/report/monthly', '[data-testid=total-inquiries]'],
  ['/report/buyer', '[data-testid=total-inquiries]'],
  ['/report/brand?brand_id=1', '[data-testid=brand-funnel-cards]'],
  ['/report/search', '[data-testid=report-totals]'],
]
requireBuild()

rmSync(dataDir, { recursive: true, force: true })
const app = await startApp(PORT, { DATA_DIR: dataDir })
await waitForIdle(app.pid)
const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell' })
let failed = false
try {
  const page = await (await browser.newContext()).newPage()
  // Signs in the way the app does: an SMS code (the stand-in's outbox), bound to the browser's token.
  await page.goto(`${origin}/about`)
  await page.waitForFunction(() => localStorage.getItem('browser_token') !== null)
  await fetch(`${origin}/newApi/api_v2/Login/getMobileVerifyCode?mobile=${ANALYST}&lan=en`)
  let code
  for (let i = 0; i < 50 && !code; i++, await sleep(100)) {
    try {
      code = readFileSync(resolve(dataDir, 'outbox/sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .findLast((sms) => sms.to.endsWith(ANALYST))?.code
    } catch {
      // not written yet
    }
  }
  const browserToken = await page.evaluate(() => localStorage.getItem('browser_token'))
  const login = await (
    await fetch(`${origin}/newApi/api_v2/login/login?lan=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: ANALYST, code, browser_token: browserToken }),
    })
  ).json()
  if (login.code !== 1) throw new Error(`login failed: ${login.msg}`)
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), login.data)

  const rows = []
  for (const locale of ['', '/zh-CN']) {
    for (const [path, selector, kind] of pages) {
      const times = []
      // One load first, not counted: the server's and the browser's caches start warm, as for an analyst's second report.
      for (let i = 0; i <= RUNS; i++) {
        await page.goto(origin + locale + path, { waitUntil: 'commit' })
        const ms = await (
          await page.waitForFunction((sel) => document.querySelector(sel) !== null && performance.now(), selector, {
            polling: 'raf',
            timeout: 20_000,
          })
        ).jsonValue()
        await page.waitForLoadState('load')
        if (i > 0) times.push(ms)
      }
      times.sort((a, b) => a - b)
      const median = Math.round(times[times.length >> 1])
      const worst = Math.round(times.at(-1))
      const ok = kind === 'baseline' || median < TARGET_MS
      if (!ok) failed = true
      rows.push({ page: locale + path, 'median ms': median, 'worst ms': worst, target: kind ?? `< ${TARGET_MS}`, ok })
    }
  }
  console.log(`\nFirst figures after navigation, ${RUNS} loads each (Chromium, production build)`)
  console.table(rows)
} finally {
  await browser.close()
  app.kill()
}
process.exit(failed ? 1 : 0)
