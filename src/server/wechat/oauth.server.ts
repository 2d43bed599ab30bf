/**
 * WeChat website login (OAuth2, scope snsapi_login): the qrconnect URL, and the server-side
 * exchange of the returned code for access_token / openid / unionid (then the nickname).
 */
export type WechatIdentity = { openid: string; unionid: string | null; nickname: string | null }

export class WechatError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unreachable',
    message: string,
  ) {
    super(message)
  }
}

export function qrconnectUrl(openBase: string, options: { appId: string; redirectUri: string; state: string; lang: 'en' | 'cn' }): string {
  const url = new URL(`${openBase.replace(/\/$/, '')}/connect/qrconnect`)
  url.searchParams.set('appid', options.appId)
  url.searchParams.set('redirect_uri', options.redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', 'snsapi_login')
  url.searchParams.set('state', options.state)
  url.searchParams.set('lang', options.lang)
  return `${url.toString()}#wechat_redirect`
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    throw new WechatError('unreachable', `WeChat unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  const text = await response.text()
  if (!response.ok) throw new WechatError('unreachable', `WeChat answered HTTP ${response.status}`)
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new WechatError('unreachable', 'WeChat answered something that is not JSON')
  }
}

export async function exchangeCode(apiBase: string, options: { appId: string; appSecret: string; code: string }): Promise<WechatIdentity> {
  const base = apiBase.replace(/\/$/, '')
  const tokenUrl = new URL(`${base}/sns/oauth2/access_token`)
  tokenUrl.searchParams.set('appid', options.appId)
  tokenUrl.searchParams.set('secret', options.appSecret)
  tokenUrl.searchParams.set('code', options.code)
  tokenUrl.searchParams.set('grant_type', 'authorization_code')
  const token = await getJson(tokenUrl)
  if (typeof token.errcode === 'number' && token.errcode !== 0) {
    throw new WechatError('rejected', `WeChat refused the code: ${String(token.errcode)} ${String(token.errmsg)}`)
  }
  if (typeof token.openid !== 'string' || typeof token.access_token !== 'string' || !token.openid) {
    throw new WechatError('unreachable', 'WeChat answered without openid')
  }
  const identity: WechatIdentity = {
    openid: token.openid,
    unionid: typeof token.unionid === 'string' && token.unionid ? token.unionid : null,
    nickname: null,
  }
  const infoUrl = new URL(`${base}/sns/userinfo`)
  infoUrl.searchParams.set('access_token', token.access_token)
  infoUrl.searchParams.set('openid', token.openid)
  const info = await getJson(infoUrl).catch(() => ({}) as Record<string, unknown>)
  if (typeof info.nickname === 'string' && info.nickname) identity.nickname = info.nickname.slice(0, 60)
  if (!identity.unionid && typeof info.unionid === 'string' && info.unionid) identity.unionid = info.unionid
  return identity
}
