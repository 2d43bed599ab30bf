import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const u of ['/brand?country=ecuador&page=-4', '/brand?page=2', '/brand?page=5', '/brand']) {
  const ctx = await browser.newContext()
  const page = await ctx.newPage()
  const t = Date.now()
  try { await page.goto('http://127.0.0.1:4701' + u, { timeout: 15000 }); console.log(u, 'load in', Date.now() - t) } catch (e) { console.log(u, 'FAILED', e.message.slice(0, 100)) }
  await ctx.close()
}
await browser.close()
