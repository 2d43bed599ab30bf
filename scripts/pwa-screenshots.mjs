// Takes the manifest's screenshots (public/screenshots/*.png) of a running production server:
//   PORT=3000 npm run serve & node scripts/pwa-screenshots.mjs http://127.0.0.1:3000
// Re-run after visible changes to the home page; the files are committed.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const out = resolve(import.meta.dirname, '../public/screenshots')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const shots = [
  { file: 'desktop.png', path: '/', viewport: { width: 1280, height: 720 }, userAgent: undefined },
  {
    file: 'mobile.png',
    path: '/mobile',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  },
]
for (const shot of shots) {
  const context = await browser.newContext({ viewport: shot.viewport, userAgent: shot.userAgent, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(base + shot.path, { waitUntil: 'networkidle' })
  await page.screenshot({ path: resolve(out, shot.file) })
  await context.close()
}
await browser.close()
console.log(`screenshots written to ${out}`)
