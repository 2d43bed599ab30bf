import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authConfig, configureAuth, STANDIN_APP_ID, STANDIN_APP_SECRET } from '../auth/config.server'
import { activityBuyers, users } from '../db/schema'
import { serveFetch } from '../test-http.server'
import { createWechatStandIn } from '../wechat/stand-in.server'
import { createTestApi, expectData, expectRejection, type Keys, type TestApi } from '../app/test-api.server'

// The whole WeChat website-login protocol over HTTP: the API asks the stand-in (a real HTTP
// server) for the QR page, a "phone" scans and approves it, and the site exchanges the code.
let api: TestApi
let outbox: string
let standIn: { url: string; close: () => Promise<void> }
beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-'))
  const wechat = createWechatStandIn({ appId: STANDIN_APP_ID, appSecret: STANDIN_APP_SECRET })
  standIn = await serveFetch((request) => wechat.handle(request))
  configureAuth({
    outboxDir: outbox,
    resendSeconds: 0,
    dailyPerIp: 10_000,
    publicOrigin: 'http://site.test',
    wechat: {
      ...authConfig().wechat,
      standIn: true,
      appId: STANDIN_APP_ID,
      appSecret: STANDIN_APP_SECRET,
      apiBase: standIn.url,
      openBase: standIn.url,
    },
  })
  api = await createTestApi()
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
  await standIn.close()
  rmSync(outbox, { recursive: true, force: true })
})

const P = '/newApi/api_v2/login/'
type UserInfo = Keys & { user_id: number; role: string | null; mobile: string | null; name: string | null }
type Qr = { state: string; qrconnect_url: string; expires_at: string; stand_in: boolean }

async function browserToken(): Promise<string> {
  return (await expectData<{ token: string }>(api.get(`${P}createTokenOpb`))).token
}

async function startQr(token: string, extra: Record<string, unknown> = {}): Promise<Qr> {
  return expectData<Qr>(api.post(`${P}wechatQr`, { browser_token: token, ...extra }))
}

const status = async (qr: Qr, token: string) =>
  (await expectData<{ status: string }>(api.get(`${P}wechatQrStatus`, { state: qr.state, browser_token: token }))).status

/** Opens the QR page, scans (opens the phone page) and approves as `wechatId`; returns WeChat's redirect. */
async function scanAndApprove(qr: Qr, wechatId: string, token: string): Promise<URL> {
  const page = await fetch(qr.qrconnect_url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<svg')
  const phoneUrl = /id="phone-link" href="([^"]+)"/.exec(html)![1]!.replaceAll('&#38;', '&')
  expect(await status(qr, token)).toBe('waiting')
  const phone = await fetch(phoneUrl)
  expect(phone.status).toBe(200)
  const uuid = new URL(phoneUrl).searchParams.get('uuid')!
  expect(await status(qr, token)).toBe('scanned')
  const confirmed = await fetch(`${standIn.url}/connect/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ uuid, wechat_id: wechatId, action: 'allow' }).toString(),
  })
  expect(confirmed.status).toBe(200)
  const poll = (await (await fetch(`${standIn.url}/connect/l/qrconnect?uuid=${uuid}`)).json()) as { status: string; redirect: string }
  expect(poll.status).toBe('confirmed')
  const seen = await expectData<{ status: string; redirect_url: string }>(
    api.get(`${P}wechatQrStatus`, { state: qr.state, browser_token: token }),
  )
  expect(seen).toEqual({ status: 'confirmed', redirect_url: poll.redirect })
  return new URL(poll.redirect)
}

function lastSmsCode(to: string): string {
  const lines = readFileSync(join(outbox, 'sms.jsonl'), 'utf8').trim().split('\n')
  return lines
    .map((l) => JSON.parse(l) as { to: string; code: string })
    .filter((e) => e.to === to)
    .at(-1)!.code
}

let seq = 0
const newPhone = () => `+86137${String(Date.now() % 100000).padStart(5, '0')}${String(++seq).padStart(3, '0')}`
const newWechatId = () => `wx_test_${Date.now()}_${++seq}`

async function linkPhone(state: string, token: string, mobile = newPhone()): Promise<UserInfo> {
  await expectData(api.get('/newApi/api_v2/Login/getMobileVerifyCode', { mobile }))
  return expectData<UserInfo>(api.post(`${P}wechatBindMobile`, { state, browser_token: token, mobile, code: lastSmsCode(mobile) }))
}

describe('WeChat QR login, standard return', () => {
  it('builds the qrconnect URL with appid, redirect_uri and a random state', async () => {
    const token = await browserToken()
    const qr = await startQr(token)
    const url = new URL(qr.qrconnect_url)
    expect(url.pathname).toBe('/connect/qrconnect')
    expect(url.searchParams.get('appid')).toBe(STANDIN_APP_ID)
    expect(url.searchParams.get('scope')).toBe('snsapi_login')
    expect(url.searchParams.get('redirect_uri')).toBe('http://site.test/login')
    expect(url.searchParams.get('state')).toBe(qr.state)
    expect(qr.state.length).toBeGreaterThanOrEqual(32)
    expect(qr.stand_in).toBe(true)
    expect((await startQr(token)).state).not.toBe(qr.state)
  })

  it('first login asks for a phone, links it, and the next scan logs straight in', async () => {
    const token = await browserToken()
    const wechatId = newWechatId()
    const qr = await startQr(token)
    const back = await scanAndApprove(qr, wechatId, token)
    expect(back.origin + back.pathname).toBe('http://site.test/login')
    expect(back.searchParams.get('state')).toBe(qr.state)
    const { url } = await expectData<{ url: string }>(
      api.post(`${P}wechatCode`, { code: back.searchParams.get('code'), state: qr.state, browser_token: token }),
    )
    const state = new URL(url, 'http://site.test').searchParams.get('state')!
    expect(state).toBe(qr.state)
    expect(await status(qr, token)).toBe('confirmed')
    const first = await expectData<{ need_mobile: true; state: string }>(
      api.post('/newApi/Home/checkWechatState', { state, browser_token: token }),
    )
    expect(first).toEqual({ need_mobile: true, state })
    const mobile = newPhone()
    const linked = await linkPhone(state, token, mobile)
    expect(linked).toMatchObject({ mobile, name: wechatId })
    expect(await status(qr, token)).toBe('used')
    // Single login: the browser token now carries the user.
    expect(await expectData(api.post(`${P}userTokenEncryption`, { browser_token: token }))).toEqual(linked)

    const token2 = await browserToken()
    const qr2 = await startQr(token2)
    const back2 = await scanAndApprove(qr2, wechatId, token2)
    await expectData(api.post(`${P}wechatCode`, { code: back2.searchParams.get('code'), state: qr2.state, browser_token: token2 }))
    const again = await expectData<UserInfo>(api.post('/newApi/Home/checkWechatState', { state: qr2.state, browser_token: token2 }))
    expect(again.user_id).toBe(linked.user_id)
    expect(again.api_key).not.toBe(linked.api_key)
  })

  it('rejects a replayed state, a foreign browser token and a code WeChat refuses', async () => {
    const token = await browserToken()
    const qr = await startQr(token)
    const back = await scanAndApprove(qr, newWechatId(), token)
    const code = back.searchParams.get('code')
    const foreign = await browserToken()
    expect(await expectRejection(api.post(`${P}wechatCode`, { code, state: qr.state, browser_token: foreign }))).toMatch(/another browser/)
    expect(await expectRejection(api.post(`${P}wechatCode`, { code: 'forged', state: qr.state, browser_token: token }))).toMatch(
      /did not accept/,
    )
    await expectData(api.post(`${P}wechatCode`, { code, state: qr.state, browser_token: token }))
    expect(await expectRejection(api.post(`${P}wechatCode`, { code, state: qr.state, browser_token: token }))).toMatch(/already used/)
    expect(await expectRejection(api.post('/newApi/Home/checkWechatState', { state: qr.state, browser_token: foreign }))).toMatch(
      /another browser/,
    )
    expect(await expectRejection(api.post('/newApi/Home/checkWechatState', { state: 'x'.repeat(32), browser_token: token }))).toMatch(
      /state/,
    )
    const linked = await linkPhone(qr.state, token)
    expect(linked.user_id).toBeGreaterThan(0)
    expect(await expectRejection(api.post('/newApi/Home/checkWechatState', { state: qr.state, browser_token: token }))).toMatch(
      /already used/,
    )
    expect(
      await expectRejection(
        api.post(`${P}wechatBindMobile`, { state: qr.state, browser_token: token, mobile: newPhone(), code: '123456' }),
      ),
    ).toMatch(/already used/)
  })

  it('checkWechatState before the scan is refused; the Chinese message too', async () => {
    const token = await browserToken()
    const qr = await startQr(token)
    expect(
      await expectRejection(api.post('/newApi/Home/checkWechatState', { state: qr.state, browser_token: token }, { lan: 'cn' })),
    ).toMatch(/尚未确认/)
  })

  it('a declined scan reports cancelled', async () => {
    const token = await browserToken()
    const qr = await startQr(token)
    const html = await (await fetch(qr.qrconnect_url)).text()
    const uuid = /data-uuid="([^"]+)"/.exec(html)![1]!
    await fetch(`${standIn.url}/connect/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uuid, wechat_id: 'x', action: 'deny' }).toString(),
    })
    expect(await status(qr, token)).toBe('cancelled')
  })

  it('wechatQr needs a known browser token', async () => {
    expect(await expectRejection(api.post(`${P}wechatQr`, { browser_token: 'unknown' }))).toMatch(/browser_token/)
    expect(await expectRejection(api.post(`${P}wechatQr`, {}))).toMatch(/browser_token/)
  })
})

describe('WeChat QR login, type 1 and type 2', () => {
  it('type 1 returns to next with a single-use ticket, never the keys', async () => {
    const token = await browserToken()
    const wechatId = newWechatId()
    // Link the WeChat account first (standard flow).
    const qr0 = await startQr(token)
    const b0 = await scanAndApprove(qr0, wechatId, token)
    await expectData(api.post(`${P}wechatCode`, { code: b0.searchParams.get('code'), state: qr0.state, browser_token: token }))
    const linked = await linkPhone(qr0.state, token)

    const qr = await startQr(token, { type: 1, next: '/brand?x=1' })
    expect(new URL(qr.qrconnect_url).searchParams.get('redirect_uri')).toBe('http://site.test/login?type=1')
    const back = await scanAndApprove(qr, wechatId, token)
    expect(back.searchParams.get('type')).toBe('1')
    const { url } = await expectData<{ url: string }>(
      api.get(`${P}wechatCodeUser`, { code: back.searchParams.get('code'), state: qr.state }),
    )
    const target = new URL(url, 'http://site.test')
    expect(target.pathname).toBe('/brand')
    expect(target.searchParams.get('x')).toBe('1')
    const ticket = target.searchParams.get('wechat_ticket')!
    expect(url).not.toContain(linked.api_key)
    expect(await expectRejection(api.post(`${P}wechatTicket`, { ticket, browser_token: await browserToken() }))).toMatch(/ticket/)
    const user = await expectData<UserInfo>(api.post(`${P}wechatTicket`, { ticket, browser_token: token }))
    expect(user.user_id).toBe(linked.user_id)
    expect(await expectRejection(api.post(`${P}wechatTicket`, { ticket, browser_token: token }))).toMatch(/ticket/)
    // A standard-form call with a type 1 state is refused.
    expect(await expectRejection(api.post('/newApi/Home/checkWechatState', { state: qr.state, browser_token: token }))).toMatch(
      /another kind/,
    )
  })

  it('type 2 lands on the activity and ties the buyer to it', async () => {
    const token = await browserToken()
    const qr = await startQr(token, { type: 2, activity_id: 3 })
    expect(new URL(qr.qrconnect_url).searchParams.get('redirect_uri')).toBe('http://site.test/login?type=2&activity_id=3')
    const back = await scanAndApprove(qr, newWechatId(), token)
    expect(
      await expectRejection(
        api.get(`${P}wechatCodeUserActivity`, { code: back.searchParams.get('code'), state: qr.state, activity_id: 4 }),
      ),
    ).toMatch(/activity_id/)
    const { url } = await expectData<{ url: string }>(
      api.get(`${P}wechatCodeUserActivity`, { code: back.searchParams.get('code'), state: qr.state, activity_id: 3 }),
    )
    const target = new URL(url, 'http://site.test')
    expect(target.pathname).toBe('/exhibitionDetail')
    expect(target.searchParams.get('id')).toBe('3')
    const first = await expectData<{ need_mobile: true; state: string }>(
      api.post(`${P}wechatTicket`, { ticket: target.searchParams.get('wechat_ticket'), browser_token: token }),
    )
    expect(first.need_mobile).toBe(true)
    const user = await linkPhone(first.state, token)
    expect(user.role).toBe('buyer')
    const tied = await api.db
      .select()
      .from(activityBuyers)
      .where(and(eq(activityBuyers.activityId, 3), eq(activityBuyers.userId, user.user_id)))
    expect(tied).toHaveLength(1)
    const [row] = await api.db.select({ openid: users.wechatOpenid }).from(users).where(eq(users.id, user.user_id))
    expect(row?.openid).toMatch(/^o/)
  })

  it('type 2 needs an existing activity', async () => {
    const token = await browserToken()
    expect(await expectRejection(api.post(`${P}wechatQr`, { browser_token: token, type: 2 }))).toMatch(/activity_id/)
    expect(await expectRejection(api.post(`${P}wechatQr`, { browser_token: token, type: 2, activity_id: 99999 }))).toMatch(/activity_id/)
  })
})
