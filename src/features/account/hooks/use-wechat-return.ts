import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { afterLoginPath, safeRedirect } from '../utils/redirect'
import { useAppStartMutation, useWechatReturnMutation } from '../api/queries'
import { wechatBindStore } from '../utils/wechat-bind'
import { readWechatReturn, wechatReturnParams } from '../utils/wechat-return'
import { completeLogin, type LoggedInUser } from './use-complete-login'
import { isMobilePath } from '@/lib/device'

let handled = false

type NeedMobile = { need_mobile: true; state: string }
type WechatResult = LoggedInUser | NeedMobile

function needsMobile(result: WechatResult): result is NeedMobile {
  return result.need_mobile === true && typeof result.state === 'string'
}

/**
 * The WeChat QR-login return, on whatever page WeChat sends the browser back to (spec §4):
 * - `?code=&state=` → login/wechatCode → Home/checkWechatState with the URL's state → save;
 * - `type=1` / `type=2&activity_id=` → wechatCodeUser / wechatCodeUserActivity → the whole
 *   page goes to the URL returned, whose `?ticket=` this handler exchanges on arrival.
 * It waits for the app-start flow, which provides the browser token the state is bound to.
 */
export function useWechatReturn(): void {
  const router = useRouter()
  const { mutateAsync: appStarted } = useAppStartMutation()
  const { mutateAsync: exchange } = useWechatReturnMutation()
  useEffect(() => {
    if (handled) return
    handled = true
    const found = readWechatReturn(window.location.search)
    if (found.kind === 'none') return

    const location = router.state.location
    const mobile = isMobilePath(location.pathname)
    const onLoginPage = /^\/(mobile\/)?login\/?$/.test(location.pathname)
    const cleanSearch = (): Record<string, unknown> => {
      const search: Record<string, unknown> = { ...(location.search as Record<string, unknown>) }
      for (const key of wechatReturnParams) delete search[key]
      return search
    }
    const stripParams = () => router.navigate({ to: '.', search: cleanSearch() as never, replace: true })
    const finish = (result: WechatResult) => {
      if (needsMobile(result)) {
        wechatBindStore.set(result.state)
        const redirect = onLoginPage ? safeRedirect(cleanSearch().redirect) : `${location.pathname}${stripQuery(location.searchStr)}`
        const query = new URLSearchParams({ tab: 'bind', ...(redirect ? { redirect } : {}) })
        void router.navigate({ href: `${mobile ? '/mobile' : ''}/login?${query.toString()}`, replace: true })
        return
      }
      const user = result as LoggedInUser
      if (onLoginPage) {
        completeLogin(router, user, afterLoginPath(safeRedirect(cleanSearch().redirect), mobile), mobile)
      } else if (user.role === null) {
        // A new account chooses its role first, then comes back to this page.
        completeLogin(router, user, `${location.pathname}${stripQuery(location.searchStr)}`, mobile)
      } else {
        void stripParams()
        completeLogin(router, user, undefined, mobile)
      }
    }

    void (async () => {
      await appStarted()
      try {
        const result = await exchange(found)
        if (result && 'user' in result) finish(result.user)
        else if (result) window.location.assign(result.redirect)
      } catch {
        // The pipeline has shown the server's message (replayed or foreign state, expiry).
        void stripParams()
      }
    })()
  }, [router, appStarted, exchange])
}

/** The search string without the WeChat params (for a return path). */
function stripQuery(searchStr: string): string {
  const params = new URLSearchParams(searchStr)
  for (const key of wechatReturnParams) params.delete(key)
  const text = params.toString()
  return text ? `?${text}` : ''
}
