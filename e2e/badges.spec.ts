// Badges: the organiser prints the activity's badges from the console, then the camera
// films one (Chromium's fake camera plays a video of its QR code), reads it and checks the person
// in. Headless Chromium on Linux has no BarcodeDetector, so this runs the jsQR path.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import QRCode from 'qrcode'
import { CHROMIUM } from '../playwright.config'
import { gotoHydrated } from './accounts-helpers'
import { loginBySms } from './helpers/login'

const ORGANISER = '13800000003'
const WIDTH = 320
const HEIGHT = 240

/** A camera's video of `text` as a QR code on grey paper (YUV4MPEG2, 4:2:0, two frames looped). */
function badgeVideo(text: string | null): Buffer {
  const qr = text ? QRCode.create(text, { errorCorrectionLevel: 'M' }) : null
  const size = qr?.modules.size ?? 0
  const cell = 6
  const left = Math.round((WIDTH - (size + 8) * cell) / 2)
  const top = Math.round((HEIGHT - (size + 8) * cell) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT)
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const mx = Math.floor((x - left) / cell) - 4
      const my = Math.floor((y - top) / cell) - 4
      const dark = qr && mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.get(my, mx)
      luma[y * WIDTH + x] = dark ? 40 : 190
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame])
}

test('the organiser prints the badges, then checks a buyer in by filming a badge’s QR code', async ({ request, baseURL }) => {
  const video = join(mkdtempSync(join(tmpdir(), 'badge-')), 'badge.y4m')
  writeFileSync(video, badgeVideo(null))
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] })
    const page = await context.newPage()
    await page.goto('/about')
    await loginBySms(page, request, ORGANISER)
    await gotoHydrated(page, '/organiser')
    const checkin = page.getByTestId('checkin-panel')
    const attendee = checkin
      .getByTestId('checkin-list')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Check in' }) })
      .first()
    // Every attendee's badge on the print sheet: the code as text and as a QR code.
    const count = await checkin.getByText(/^\d+ of \d+ checked in$/).textContent()
    const total = Number(/of (\d+)/.exec(count!)![1])
    await checkin.getByRole('button', { name: 'Print badges' }).click()
    await expect(checkin.getByRole('status').filter({ hasText: 'badges are ready to print' })).toBeVisible()
    const sheet = page.getByTestId('badge-sheet')
    await expect(sheet).toBeHidden()
    await page.emulateMedia({ media: 'print' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('listitem')).toHaveCount(total)
    await expect(sheet.getByRole('img', { name: /^QR code of badge [0-9A-Z]{8}$/ })).toHaveCount(total)
    await expect(page.getByTestId('checkin-list')).toBeHidden()
    await page.emulateMedia({ media: 'screen' })

    const ticket = (await attendee.getByTestId('ticket').textContent())!
    const name = (await attendee.locator('span.font-medium').textContent())!
    // The badge is printed now; the camera opens on it.
    writeFileSync(video, badgeVideo(ticket))
    await checkin.getByRole('button', { name: 'Scan badges with the camera' }).click()
    await expect(checkin.getByTestId('badge-camera')).toBeVisible()
    await expect(checkin.getByTestId('checkin-result')).toContainText(`Checked in: ${name}`, { timeout: 10_000 })
    // Its row in the list now says so (the list follows the stream).
    await expect(checkin.getByTestId('checkin-list').getByRole('listitem').filter({ hasText: ticket })).toContainText(/Checked in \d/)
    await checkin.getByRole('button', { name: 'Stop the camera' }).click()
    await expect(checkin.getByTestId('badge-camera')).toHaveCount(0)
  } finally {
    await browser.close()
  }
})

test('the door screen: the field has the focus, clears on every read, and shows each result large, in Chinese too', async ({
  page,
  request,
}) => {
  await page.goto('/about')
  await loginBySms(page, request, ORGANISER)
  // A ticket not yet checked in, from the console's list.
  await gotoHydrated(page, '/organiser')
  const attendee = page
    .getByTestId('checkin-panel')
    .getByTestId('checkin-list')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Check in' }) })
    .first()
  const ticket = (await attendee.getByTestId('ticket').textContent())!
  await page.getByTestId('checkin-panel').getByRole('link', { name: 'Open the door screen' }).click()
  await expect(page).toHaveURL(/\/organiser\/door\?act_id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Door check-in')
  const field = page.getByLabel('Badge code (scan or type, then Enter)')
  await expect(field).toBeFocused()
  const result = page.getByTestId('door-result')
  const count = page.getByTestId('door-count')
  await expect(count).toHaveText(/^\d+ of \d+ checked in$/)
  const before = Number(/^(\d+)/.exec((await count.textContent())!)![1])
  // A bad read: red, and the field is empty and focused for the next badge.
  await page.keyboard.type('NOT-A-BADGE')
  await page.keyboard.press('Enter')
  await expect(result).toHaveAttribute('data-ok', 'false')
  await expect(result).toHaveAttribute('role', 'alert')
  // In the door's words, once: the large result, no toast repeating it.
  await expect(result).toHaveText('No badge with the code NOTABADGE at this activity.')
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()
  // A good read, as a scanner types it.
  await page.keyboard.type(ticket)
  await page.keyboard.press('Enter')
  await expect(result).toHaveAttribute('data-ok', 'true')
  await expect(result).toContainText('Checked in: ')
  await expect(field).toHaveValue('')
  await expect(count).toHaveText(new RegExp(`^${before + 1} of \\d+ checked in$`))
  // The same screen in Chinese.
  await gotoHydrated(page, `/zh-CN${new URL(page.url()).pathname}${new URL(page.url()).search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入口签到')
  await expect(page.getByTestId('door-result')).toHaveText('就绪：请扫描胸卡。')
})
