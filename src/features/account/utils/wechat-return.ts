import type { Locale } from '../../../../app.config'
import { localizePath } from '@/lib/locale'
import { rootSearchSchema } from '@/lib/root-search'

/** What the page's URL asks the WeChat return handler to do, read once at page load. */
export type WechatReturn =
  | { kind: 'standard'; code: string; state: string }
  | { kind: 'type1'; code: string; state: string }
  | { kind: 'type2'; code: string; state: string; activityId: number }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'none' }

/** The params the handler consumes; they are removed from the address bar afterwards. */
export const wechatReturnParams = ['code', 'state', 'type', 'activity_id', 'wechat_ticket'] as const

/**
 * Spec §2/§4: `?code=&state=` without `type` is the standard return; `type=1` is a plain login
 * and `type=2&activity_id=` one tied to an activity; `?wechat_ticket=` is the landing page of a
 * type 1 / type 2 login (a single-use ticket, exchanged for the keys).
 */
export function readWechatReturn(search: string): WechatReturn {
  const params = new URLSearchParams(search)
  const ticket = params.get('wechat_ticket')
  if (ticket && ticket.length <= 128 && !params.has('code')) return { kind: 'ticket', ticket }
  const raw: Record<string, unknown> = {}
  for (const key of ['code', 'state', 'type', 'activity_id']) {
    const value = params.get(key)
    if (value !== null) raw[key] = value
  }
  const root = rootSearchSchema.parse(raw)
  if (!root.code || !root.state) return { kind: 'none' }
  if (root.type === undefined) return { kind: 'standard', code: root.code, state: root.state }
  if (root.type === 1) return { kind: 'type1', code: root.code, state: root.state }
  if (root.activity_id === undefined) return { kind: 'none' }
  return { kind: 'type2', code: root.code, state: root.state, activityId: root.activity_id }
}

/** The state a `login/wechatCode` answer's URL carries (falls back to the one sent). */
export function stateFromUrl(url: string, fallback: string): string {
  try {
    return new URL(url, 'http://localhost').searchParams.get('state') || fallback
  } catch {
    return fallback
  }
}

/**
 * The login/wechatQr request of a page: where WeChat returns (this variant's /login, in this
 * language) and the form of the return. A plain /login is the standard return; a `redirect`
 * makes it type 1 (the login lands there); an `activity_id` type 2 (the activity's page).
 */
export function wechatLoginRequest(options: { redirect?: string; activityId?: number; mobile: boolean; locale: Locale }): {
  type: 0 | 1 | 2
  activity_id?: number
  next?: string
  return_path: string
} {
  const loginPage = localizePath(options.mobile ? '/mobile/login' : '/login', options.locale)
  if (options.activityId) {
    const next = `${localizePath('/exhibitionDetail', options.locale)}?${new URLSearchParams({ id: String(options.activityId) }).toString()}`
    return { type: 2, activity_id: options.activityId, next, return_path: loginPage }
  }
  if (options.redirect) {
    const [path = '/', ...rest] = options.redirect.split('?')
    const query = rest.length ? `?${rest.join('?')}` : ''
    return { type: 1, next: `${localizePath(path, options.locale)}${query}`, return_path: loginPage }
  }
  return { type: 0, return_path: loginPage }
}
