import { parseRootSearch } from '@/lib/root-search'

/** What the page's URL asks the WeChat return handler to do, read once at page load. */
export type WechatReturn =
  | { kind: 'standard'; code: string; state: string }
  | { kind: 'type1'; code: string; state: string }
  | { kind: 'type2'; code: string; state: string; activityId: number }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'none' }

/** The params the handler consumes; they are removed from the address bar afterwards. */
export const wechatReturnParams = ['code', 'state', 'type', 'activity_id', 'ticket'] as const

/**
 * Spec §2/§4: `?code=&state=` without `type` is the standard return; `type=1` is a plain login
 * and `type=2&activity_id=` one tied to an activity; `?ticket=` is the landing page of a
 * type 1 / type 2 login (a single-use ticket, exchanged for the keys).
 */
export function readWechatReturn(search: string): WechatReturn {
  const params = new URLSearchParams(search)
  const ticket = params.get('ticket')
  if (ticket && ticket.length <= 128 && !params.has('code')) return { kind: 'ticket', ticket }
  const raw: Record<string, unknown> = {}
  for (const key of ['code', 'state', 'type', 'activity_id']) {
    const value = params.get(key)
    if (value !== null) raw[key] = value
  }
  const root = parseRootSearch(raw)
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
