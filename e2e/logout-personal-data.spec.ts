// Logout on a shared device: a floor staffer's phone caches the event day's records
// (buyer names, notes) for offline use and queues saves made without network. Logging out leaves
// nothing personal behind: queued writes are sent first when the network answers; offline, the
// user is asked, and choosing to log out drops them with the cached answers and the marks.
import { expect, test, type Page } from '@playwright/test'
import { loginBySms } from './helpers/login'
import { startProxy } from './helpers/proxy'
import { controlledByWorker } from './helpers/service-worker'

// This file tests the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' })

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The seeded live Ecuador matching week and the demo brand's floor staffer. */
const LIVE = 1
const STAFF = '13800000005'
const SAVE = /^POST \/newApi\/api_v2\/Live\/recordSave/i

test.describe.configure({ timeout: 120_000 })

let proxy: Awaited<ReturnType<typeof startProxy>>
test.beforeEach(async () => {
  proxy = await startProxy(PORT)
})
test.afterEach(async () => {
  await proxy.close()
})

/** What the browser keeps of the signed-in person: cached personal answers, queued writes, marks, identity. */
function personal(page: Page) {
  return page.evaluate(async () => {
    const names = await caches.keys()
    const cached = names.includes('live-api') ? (await (await caches.open('live-api')).keys()).length : 0
    const queued = await new Promise<number>((resolve) => {
      const open = indexedDB.open('workbox-background-sync')
      open.addEventListener('error', () => resolve(0))
      open.addEventListener('success', () => {
        const db = open.result
        if (!db.objectStoreNames.contains('requests')) {
          db.close()
          return resolve(0)
        }
        const count = db.transaction('requests', 'readonly').objectStore('requests').count()
        count.addEventListener('success', () => {
          db.close()
          resolve(count.result)
        })
        count.addEventListener('error', () => resolve(0))
      })
    })
    return {
      cached,
      queued,
      marks:
        localStorage.getItem('live-record-saves') !== null && localStorage.getItem('live-record-saves') !== '{"pending":[],"conflicts":{}}',
      signedIn: localStorage.getItem('userInfo') !== null,
    }
  })
}

test('logout after working offline asks about unsent saves, then leaves nothing personal behind', async ({ page, request }) => {
  await page.goto(`${proxy.url}/test`)
  await controlledByWorker(page)
  await loginBySms(page, request, STAFF)
  await page.goto(`${proxy.url}/liveBuyerRecord/list/${LIVE}`)
  await expect(page.getByTestId('live-record').first()).toBeVisible({ timeout: 20_000 })
  // The list was cached for the hall (the worker's live-api cache).
  await expect.poll(async () => (await personal(page)).cached, { timeout: 10_000 }).toBeGreaterThan(0)

  // Offline: a save is queued with the session's keys.
  proxy.down()
  await page.context().setOffline(true)
  await page.getByTestId('live-record').nth(1).click()
  await expect(page.getByTestId('live-form')).toBeVisible()
  await page.getByTestId('live-form').getByRole('button', { name: 'Follow-up' }).click()
  await page.getByTestId('live-save').click()
  await expect(page.getByTestId('live-save-state')).toHaveAttribute('data-state', 'pending')
  await expect.poll(async () => (await personal(page)).queued, { timeout: 10_000 }).toBe(1)
  await page.getByTestId('live-back').click()

  // Still offline: the unsent save cannot go first, so the user is asked; they choose to log out.
  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect.poll(() => asked, { timeout: 20_000 }).toContain('not sent yet (no network): 1.')
  await expect.poll(() => personal(page), { timeout: 20_000 }).toEqual({ cached: 0, queued: 0, marks: false, signedIn: false })

  // Back online, the dropped save is never sent.
  proxy.up()
  await page.context().setOffline(false)
  // A queued save would be replayed on the way back online and at the next load: let both happen.
  await page.reload()
  await page.waitForLoadState('networkidle')
  expect(proxy.requestLines.filter((line) => SAVE.test(line))).toHaveLength(0)
})
