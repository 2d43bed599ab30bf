/**
 * A local stand-in for WeChat's website login (OAuth2, "snsapi_login"), serving the same
 * endpoints a real website application uses, so the whole QR flow runs without WeChat:
 *
 * - `GET  /connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state[&lang]`
 *   — the QR page (embed it or open it). Its QR encodes the "phone" page below; once the login is
 *   confirmed it sends the top window to `redirect_uri?code=…&state=…`.
 * - `GET  /connect/confirm?uuid` — what the phone shows after scanning (marks the QR "scanned");
 *   `POST /connect/confirm` (uuid, wechat_id, action=allow|deny) approves or declines.
 * - `GET  /connect/l/qrconnect?uuid|state` — the QR's status as JSON
 *   `{status: waiting|scanned|confirmed|cancelled|expired}` (WeChat's page long-polls the same).
 * - `GET  /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` and
 *   `GET  /sns/userinfo?access_token&openid` — as documented by WeChat, errors as `{errcode, errmsg}`.
 *
 * A QR lives 5 minutes, a code 5 minutes and works once. State is in memory (one process).
 * The person approving types any "WeChat ID"; its openid / unionid are derived from it, so the
 * same ID is the same WeChat user again.
 */
import { createHash, randomBytes } from 'node:crypto'

export const QR_TTL_MS = 5 * 60 * 1000
const CODE_TTL_MS = 5 * 60 * 1000
const TOKEN_TTL_S = 7200

type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired'
type Qr = {
  uuid: string
  appid: string
  redirectUri: string
  state: string
  lang: 'en' | 'cn'
  createdAt: number
  status: Exclude<QrStatus, 'expired'>
  redirect?: string
}
type Identity = { openid: string; unionid: string; nickname: string }

const texts = {
  en: {
    title: 'WeChat login (local stand-in)',
    scanHint: 'Scan with WeChat — or open the phone page in a second tab:',
    openPhone: 'Open the scan page',
    waiting: 'Waiting for the scan…',
    scanned: 'Scanned. Confirm the login on your phone.',
    confirmed: 'Confirmed. Logging in…',
    cancelled: 'The login was declined. Reload to try again.',
    expired: 'This QR code has expired. Reload to get a new one.',
    badRequest: 'Invalid request',
    phoneTitle: 'Log in with WeChat',
    phoneLead: 'A website asks to log you in with your WeChat account.',
    wechatId: 'WeChat ID',
    allow: 'Allow',
    deny: 'Decline',
    allowed: 'Login confirmed. You can close this tab.',
    denied: 'Login declined. You can close this tab.',
    gone: 'This QR code is no longer valid.',
    note: 'Stand-in for WeChat, for development and tests.',
  },
  cn: {
    title: '微信登录（本地模拟）',
    scanHint: '请使用微信扫一扫，或在新标签页中打开手机确认页：',
    openPhone: '打开扫码确认页',
    waiting: '等待扫码…',
    scanned: '已扫码，请在手机上确认登录。',
    confirmed: '已确认，正在登录…',
    cancelled: '已取消登录，刷新页面可重试。',
    expired: '二维码已过期，请刷新页面获取新的二维码。',
    badRequest: '请求无效',
    phoneTitle: '微信登录',
    phoneLead: '网站申请使用你的微信账号登录。',
    wechatId: '微信号',
    allow: '允许',
    deny: '拒绝',
    allowed: '已确认登录，可以关闭此页面。',
    denied: '已拒绝登录，可以关闭此页面。',
    gone: '该二维码已失效。',
    note: '微信的本地模拟服务，仅用于开发和测试。',
  },
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function page(lang: 'en' | 'cn', title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="${lang === 'cn' ? 'zh-CN' : 'en-US'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;text-align:center;color:#222}main{max-width:360px;margin:0 auto}svg{width:200px;height:200px}button{font-size:16px;padding:8px 20px;margin:6px}input{font-size:16px;padding:6px;width:80%}small{color:#888}h1{font-size:20px;margin:8px 0}p{margin:8px 0}</style></head><body><main>${body}<p><small>${escapeHtml(texts[lang].note)}</small></p></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}

export function standInIdentity(appid: string, wechatId: string): Identity {
  return {
    openid: `o${digest(`${appid}:${wechatId}`).slice(0, 27)}`,
    unionid: `u${digest(`union:${wechatId}`).slice(0, 27)}`,
    nickname: wechatId,
  }
}

export type WechatStandIn = {
  /** Answers a request whose path starts with `prefix`; undefined for other paths. */
  handle: (request: Request) => Promise<Response | undefined>
}

export function createWechatStandIn(options: { appId: string; appSecret: string; prefix?: string; now?: () => number }): WechatStandIn {
  const prefix = options.prefix ?? ''
  const now = options.now ?? (() => Date.now())
  const qrs = new Map<string, Qr>()
  const byState = new Map<string, string>()
  const codes = new Map<string, { identity: Identity; createdAt: number }>()
  const tokens = new Map<string, { identity: Identity; createdAt: number }>()

  function statusOf(qr: Qr): QrStatus {
    if ((qr.status === 'waiting' || qr.status === 'scanned') && now() - qr.createdAt > QR_TTL_MS) return 'expired'
    return qr.status
  }

  function sweep() {
    const t = now()
    for (const [uuid, qr] of qrs) {
      if (t - qr.createdAt > 2 * QR_TTL_MS) {
        qrs.delete(uuid)
        byState.delete(qr.state)
      }
    }
    for (const [code, entry] of codes) if (t - entry.createdAt > CODE_TTL_MS) codes.delete(code)
    for (const [token, entry] of tokens) if (t - entry.createdAt > TOKEN_TTL_S * 1000) tokens.delete(token)
  }

  /** Validates a qrconnect request and opens a QR for it (or answers the error page). */
  function openQr(url: URL): Qr | Response {
    const p = url.searchParams
    const lang = p.get('lang') === 'en' ? 'en' : 'cn'
    const t = texts[lang]
    const redirectUri = p.get('redirect_uri') ?? ''
    let redirectOk = false
    try {
      redirectOk = /^https?:$/.test(new URL(redirectUri).protocol)
    } catch {
      redirectOk = false
    }
    const state = p.get('state') ?? ''
    if (
      p.get('appid') !== options.appId ||
      p.get('response_type') !== 'code' ||
      p.get('scope') !== 'snsapi_login' ||
      !redirectOk ||
      state.length > 512
    ) {
      return page(lang, t.badRequest, `<h1>${escapeHtml(t.badRequest)}</h1><p>appid / redirect_uri / response_type / scope</p>`, 400)
    }
    sweep()
    const qr: Qr = {
      uuid: randomBytes(12).toString('base64url'),
      appid: options.appId,
      redirectUri,
      state,
      lang,
      createdAt: now(),
      status: 'waiting',
    }
    qrs.set(qr.uuid, qr)
    if (state) byState.set(state, qr.uuid)
    return qr
  }

  async function qrconnect(url: URL): Promise<Response> {
    const qr = openQr(url)
    if (qr instanceof Response) return qr
    const t = texts[qr.lang]
    const phoneUrl = `${url.origin}${prefix}/connect/confirm?uuid=${qr.uuid}`
    const { toString } = await import('qrcode')
    const svg = await toString(phoneUrl, { type: 'svg', margin: 1 })
    const statusTexts = JSON.stringify({
      waiting: t.waiting,
      scanned: t.scanned,
      confirmed: t.confirmed,
      cancelled: t.cancelled,
      expired: t.expired,
    })
    const pollUrl = JSON.stringify(`${prefix}/connect/l/qrconnect?uuid=${qr.uuid}`)
    const script = `(function(){var texts=${statusTexts};var el=document.getElementById('status');function tick(){fetch(${pollUrl},{cache:'no-store'}).then(function(r){return r.json()}).then(function(d){el.textContent=texts[d.status]||d.status;el.setAttribute('data-status',d.status);if(d.status==='confirmed'&&d.redirect){(window.top||window).location.href=d.redirect;return}if(d.status==='waiting'||d.status==='scanned')setTimeout(tick,1000)}).catch(function(){setTimeout(tick,2000)})}setTimeout(tick,1000)})()`
    const body = `<h1>${escapeHtml(t.title)}</h1><div id="qr" data-uuid="${qr.uuid}">${svg}</div><p>${escapeHtml(t.scanHint)}</p><p><a id="phone-link" href="${escapeHtml(phoneUrl)}" target="_blank" rel="noopener">${escapeHtml(t.openPhone)}</a></p><p id="status" role="status" data-status="waiting">${escapeHtml(t.waiting)}</p><script>${script}</script>`
    return page(qr.lang, t.title, body)
  }

  function poll(url: URL): Response {
    const uuid = url.searchParams.get('uuid') ?? byState.get(url.searchParams.get('state') ?? '') ?? ''
    const qr = qrs.get(uuid)
    if (!qr) return json({ status: 'expired' })
    const status = statusOf(qr)
    return json(status === 'confirmed' ? { status, redirect: qr.redirect } : { status })
  }

  function phonePage(url: URL): Response {
    const qr = qrs.get(url.searchParams.get('uuid') ?? '')
    const lang = qr?.lang ?? 'cn'
    const t = texts[lang]
    if (!qr || statusOf(qr) === 'expired' || qr.status === 'confirmed' || qr.status === 'cancelled') {
      return page(lang, t.phoneTitle, `<h1>${escapeHtml(t.phoneTitle)}</h1><p id="result">${escapeHtml(t.gone)}</p>`, 410)
    }
    qr.status = 'scanned'
    const suggested = `wx_${randomBytes(4).toString('hex')}`
    const body = `<h1>${escapeHtml(t.phoneTitle)}</h1><p>${escapeHtml(t.phoneLead)}</p><form method="post" action="${prefix}/connect/confirm"><input type="hidden" name="uuid" value="${qr.uuid}"><p><label>${escapeHtml(t.wechatId)}<br><input name="wechat_id" value="${suggested}" required maxlength="40" autocomplete="off"></label></p><p><button type="submit" name="action" value="allow">${escapeHtml(t.allow)}</button><button type="submit" name="action" value="deny">${escapeHtml(t.deny)}</button></p></form>`
    return page(lang, t.phoneTitle, body)
  }

  async function confirm(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
    const qr = qrs.get(form.get('uuid') ?? '')
    const lang = qr?.lang ?? 'cn'
    const t = texts[lang]
    const wechatId = (form.get('wechat_id') ?? '').trim().slice(0, 40)
    if (
      !qr ||
      statusOf(qr) === 'expired' ||
      (qr.status !== 'scanned' && qr.status !== 'waiting') ||
      (form.get('action') === 'allow' && !wechatId)
    ) {
      return page(lang, t.phoneTitle, `<h1>${escapeHtml(t.phoneTitle)}</h1><p id="result">${escapeHtml(t.gone)}</p>`, 410)
    }
    if (form.get('action') !== 'allow') {
      qr.status = 'cancelled'
      return page(lang, t.phoneTitle, `<h1>${escapeHtml(t.phoneTitle)}</h1><p id="result">${escapeHtml(t.denied)}</p>`)
    }
    const code = randomBytes(16).toString('hex')
    codes.set(code, { identity: standInIdentity(qr.appid, wechatId), createdAt: now() })
    const target = new URL(qr.redirectUri)
    target.searchParams.set('code', code)
    target.searchParams.set('state', qr.state)
    qr.redirect = target.toString()
    qr.status = 'confirmed'
    return page(lang, t.phoneTitle, `<h1>${escapeHtml(t.phoneTitle)}</h1><p id="result">${escapeHtml(t.allowed)}</p>`)
  }

  function accessToken(url: URL): Response {
    const p = url.searchParams
    if (p.get('appid') !== options.appId) return json({ errcode: 40013, errmsg: 'invalid appid' })
    if (p.get('secret') !== options.appSecret) return json({ errcode: 40125, errmsg: 'invalid appsecret' })
    if (p.get('grant_type') !== 'authorization_code') return json({ errcode: 40002, errmsg: 'invalid grant_type' })
    const code = p.get('code') ?? ''
    const entry = codes.get(code)
    codes.delete(code)
    if (!entry || now() - entry.createdAt > CODE_TTL_MS) return json({ errcode: 40029, errmsg: 'invalid code' })
    const token = randomBytes(24).toString('base64url')
    tokens.set(token, { identity: entry.identity, createdAt: now() })
    return json({
      access_token: token,
      expires_in: TOKEN_TTL_S,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: entry.identity.openid,
      scope: 'snsapi_login',
      unionid: entry.identity.unionid,
    })
  }

  function userinfo(url: URL): Response {
    const entry = tokens.get(url.searchParams.get('access_token') ?? '')
    if (!entry || now() - entry.createdAt > TOKEN_TTL_S * 1000) return json({ errcode: 40014, errmsg: 'invalid access_token' })
    if (url.searchParams.get('openid') !== entry.identity.openid) return json({ errcode: 40003, errmsg: 'invalid openid' })
    const { openid, unionid, nickname } = entry.identity
    return json({ openid, nickname, sex: 0, province: '', city: '', country: '', headimgurl: '', privilege: [], unionid })
  }

  return {
    async handle(request) {
      const url = new URL(request.url)
      if (!url.pathname.startsWith(`${prefix}/`)) return undefined
      const path = url.pathname.slice(prefix.length)
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (path === '/connect/qrconnect') return qrconnect(url)
        if (path === '/connect/l/qrconnect') return poll(url)
        if (path === '/connect/confirm') return phonePage(url)
        if (path === '/sns/oauth2/access_token') return accessToken(url)
        if (path === '/sns/userinfo') return userinfo(url)
      }
      if (request.method === 'POST' && path === '/connect/confirm') return confirm(request)
      return json({ errcode: 404, errmsg: 'not found' }, 404)
    },
  }
}
