import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** The e2e server's DATA_DIR (playwright.config.ts), where the SMS stand-in writes its outbox. */
const DATA_DIR = resolve(import.meta.dirname, '../../test-results/e2e-data')
const CODE_PATH = '/newApi/api_v2/Login/getMobileVerifyCode'
const LOGIN_PATH = '/newApi/api_v2/login/login'
/** Where the app keeps its browser token (src/features/account/utils/user-info.ts). */
const BROWSER_TOKEN_KEY = 'browser_token'

/** Whether this build has the login endpoints (they arrive with the accounts issue). */
export async function hasLogin(request: APIRequestContext): Promise<boolean> {
  const response = await request.get(`${CODE_PATH}?mobile=&lan=en`)
  return response.status() !== 404
}

type Sms = { to: string; text: string; code: string; at: string }

function lastCodeFor(mobile: string): string | undefined {
  let lines: string[] = []
  try {
    lines = readFileSync(resolve(DATA_DIR, 'outbox/sms.jsonl'), 'utf8').trim().split('\n')
  } catch {
    return undefined
  }
  return lines
    .map((line) => JSON.parse(line) as Sms)
    .filter((sms) => sms.to.endsWith(mobile))
    .at(-1)?.code
}

/**
 * Logs in the way the app does: a verification code by SMS (read from the stand-in's outbox),
 * then login with it; the returned userInfo goes into localStorage `userInfo` of `page`'s origin.
 */
export async function loginBySms(page: Page, request: APIRequestContext, mobile: string): Promise<Record<string, unknown>> {
  // A demo account logged in by another test within the server's gap between two codes gets its
  // code once the gap has passed: the send is asked again until the server accepts it (the test's
  // time grows by the wait).
  const send = async () => {
    const sent = await request.get(`${CODE_PATH}?mobile=${encodeURIComponent(mobile)}&lan=en`)
    if (!sent.ok()) throw new Error(`getMobileVerifyCode answered ${sent.status()}`)
    return (await sent.json()) as { code: number; msg: string }
  }
  const first = await send()
  if (first.code !== 1) {
    test.info().setTimeout(test.info().timeout + 65_000)
    await expect.poll(async () => (await send()).code, { timeout: 65_000, intervals: [2_000] }).toBe(1)
  }
  let code: string | undefined
  for (let i = 0; i < 50 && !code; i++) {
    code = lastCodeFor(mobile)
    if (!code) await new Promise((r) => setTimeout(r, 100))
  }
  if (!code) throw new Error(`no SMS code for ${mobile} in ${DATA_DIR}/outbox/sms.jsonl`)
  // Bind the login to this browser's token, as the login page does: the app-start flow
  // (single login) clears a stored user that the browser's token does not know.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, BROWSER_TOKEN_KEY)
  const browserToken = await page.evaluate((key) => localStorage.getItem(key), BROWSER_TOKEN_KEY)
  const response = await request.post(`${LOGIN_PATH}?lan=en`, { data: { mobile, code, browser_token: browserToken } })
  const body = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> }
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`)
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), body.data)
  return body.data
}

/**
 * A second device's keys: logs `mobile` in through the API alone (no page), the way the app asks
 * for and sends the SMS code, and answers the session's keys as query parameters.
 */
export async function keysBySms(request: APIRequestContext, mobile: string): Promise<string> {
  const send = async () =>
    ((await (await request.get(`${CODE_PATH}?mobile=${encodeURIComponent(mobile)}&lan=en`)).json()) as { code: number }).code
  if ((await send()) !== 1) {
    test.info().setTimeout(test.info().timeout + 65_000)
    await expect.poll(send, { timeout: 65_000, intervals: [2_000] }).toBe(1)
  }
  let code: string | undefined
  await expect.poll(() => (code = lastCodeFor(mobile))).toMatch(/^\d{6}$/)
  const response = await request.post(`${LOGIN_PATH}?lan=en`, { data: { mobile, code } })
  const body = (await response.json()) as { code: number; msg: string; data: { api_key: string; mobile_key: string } }
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`)
  return `Authorization=${encodeURIComponent(body.data.api_key)}&Mobile_key=${encodeURIComponent(body.data.mobile_key)}`
}
