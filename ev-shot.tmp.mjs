import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:5000'
const [,, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const spec of paths) {
  const [path, width = '1440', name] = spec.split('|')
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()) })
  const res = await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/ev-shots/${name}.png`, fullPage: true })
  console.log(name, res.status(), errors.slice(0, 3).join(' | '))
  await page.close()
}
await browser.close()
