import { describe, expect, it } from 'vitest'
import { createWechatStandIn, QR_TTL_MS } from './stand-in.server'

const APP = { appId: 'wxapp', appSecret: 'secret' }
const BASE = 'http://wx.test'

function setup() {
  let t = Date.parse('2026-06-15T08:00:00Z')
  const standIn = createWechatStandIn({ ...APP, now: () => t })
  const get = async (path: string) => (await standIn.handle(new Request(`${BASE}${path}`)))!
  const post = async (path: string, form: Record<string, string>) =>
    (await standIn.handle(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
    ))!
  return { get, post, advance: (ms: number) => (t += ms) }
}

const qrPath = (over: Record<string, string> = {}) =>
  `/connect/qrconnect?${new URLSearchParams({ appid: 'wxapp', redirect_uri: 'http://site.test/login?type=1', response_type: 'code', scope: 'snsapi_login', state: 's1', ...over })}`

async function openQr(s: ReturnType<typeof setup>, over: Record<string, string> = {}) {
  const html = await (await s.get(qrPath(over))).text()
  return /data-uuid="([^"]+)"/.exec(html)![1]!
}

const status = async (s: ReturnType<typeof setup>, uuid: string) =>
  (await (await s.get(`/connect/l/qrconnect?uuid=${uuid}`)).json()) as { status: string; redirect?: string }

describe('WeChat stand-in', () => {
  it('refuses a qrconnect request with a wrong appid, scope or redirect_uri', async () => {
    const s = setup()
    expect((await s.get(qrPath({ appid: 'other' }))).status).toBe(400)
    expect((await s.get(qrPath({ scope: 'snsapi_base' }))).status).toBe(400)
    expect((await s.get(qrPath({ redirect_uri: 'javascript:alert(1)' }))).status).toBe(400)
  })

  it('waiting → scanned → confirmed, redirecting with code and state (keeping the redirect_uri query)', async () => {
    const s = setup()
    const uuid = await openQr(s)
    expect((await status(s, uuid)).status).toBe('waiting')
    expect((await s.get(`/connect/confirm?uuid=${uuid}`)).status).toBe(200)
    expect((await status(s, uuid)).status).toBe('scanned')
    await s.post('/connect/confirm', { uuid, wechat_id: 'alice', action: 'allow' })
    const done = await status(s, uuid)
    expect(done.status).toBe('confirmed')
    const back = new URL(done.redirect!)
    expect(back.searchParams.get('type')).toBe('1')
    expect(back.searchParams.get('state')).toBe('s1')
    // The phone page of a used QR is gone.
    expect((await s.get(`/connect/confirm?uuid=${uuid}`)).status).toBe(410)
  })

  it('exchanges a code once, checks appid and secret, and serves userinfo for the token', async () => {
    const s = setup()
    const uuid = await openQr(s)
    await s.post('/connect/confirm', { uuid, wechat_id: 'bob', action: 'allow' })
    const code = new URL((await status(s, uuid)).redirect!).searchParams.get('code')!
    const exchange = (over: Record<string, string> = {}) =>
      s
        .get(
          `/sns/oauth2/access_token?${new URLSearchParams({ appid: 'wxapp', secret: 'secret', code, grant_type: 'authorization_code', ...over })}`,
        )
        .then((r) => r.json() as Promise<Record<string, string | number>>)
    expect((await exchange({ secret: 'wrong' })).errcode).toBe(40125)
    expect((await exchange({ appid: 'wrong' })).errcode).toBe(40013)
    const token = await exchange()
    expect(token).toMatchObject({
      openid: expect.stringMatching(/^o/) as unknown,
      unionid: expect.stringMatching(/^u/) as unknown,
      scope: 'snsapi_login',
    })
    expect((await exchange()).errcode).toBe(40029)
    const info = (await (await s.get(`/sns/userinfo?access_token=${token.access_token}&openid=${token.openid}`)).json()) as Record<
      string,
      unknown
    >
    expect(info).toMatchObject({ nickname: 'bob', openid: token.openid, unionid: token.unionid })
    expect(((await (await s.get(`/sns/userinfo?access_token=forged&openid=x`)).json()) as { errcode: number }).errcode).toBe(40014)
  })

  it('the same WeChat ID is the same user; a QR expires after 5 minutes; Decline cancels', async () => {
    const s = setup()
    const ids: Array<string> = []
    for (const wechatId of ['carol', 'carol', 'dave']) {
      const uuid = await openQr(s)
      await s.post('/connect/confirm', { uuid, wechat_id: wechatId, action: 'allow' })
      const code = new URL((await status(s, uuid)).redirect!).searchParams.get('code')!
      const token = (await (
        await s.get(`/sns/oauth2/access_token?appid=wxapp&secret=secret&code=${code}&grant_type=authorization_code`)
      ).json()) as { openid: string }
      ids.push(token.openid)
    }
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).not.toBe(ids[0])
    const late = await openQr(s)
    s.advance(QR_TTL_MS + 1000)
    expect((await status(s, late)).status).toBe('expired')
    expect((await s.get(`/connect/confirm?uuid=${late}`)).status).toBe(410)
    const declined = await openQr(s)
    await s.post('/connect/confirm', { uuid: declined, wechat_id: 'x', action: 'deny' })
    expect((await status(s, declined)).status).toBe('cancelled')
  })
})
