/**
 * A first WeChat login with no linked account must verify a phone number first. The pending
 * WeChat state waits in sessionStorage (this tab only) while the user does that on /login.
 */
const KEY = 'wechat_bind_state'

export const wechatBindStore = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(KEY)
    } catch {
      return null
    }
  },
  set(state: string) {
    try {
      window.sessionStorage.setItem(KEY, state)
    } catch {
      // Without storage the user starts the WeChat login again.
    }
  },
  clear() {
    try {
      window.sessionStorage.removeItem(KEY)
    } catch {
      // nothing stored
    }
  },
}
