import { useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { isMobilePath } from '../hooks/use-complete-login'
import { useHydrated } from '@/lib/use-viewer'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { m } from '@/paraglide/messages'

/**
 * Content that needs a login. Identity lives in the browser, so this is decided after
 * hydration: an anonymous visitor goes to /login?redirect=<this page> and comes back after
 * logging in. (The server checks permissions itself; this only guides the user.)
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const info = useUserInfo()
  const router = useRouter()
  const loggedIn = isLoggedIn(info)
  useEffect(() => {
    if (!hydrated || loggedIn) return
    const { pathname, searchStr } = router.state.location
    const loginPage = isMobilePath(pathname) ? '/mobile/login' : '/login'
    void router.navigate({ href: `${loginPage}?${new URLSearchParams({ redirect: `${pathname}${searchStr}` }).toString()}`, replace: true })
  }, [hydrated, loggedIn, router])
  if (!hydrated || !loggedIn) {
    return (
      <p role="status" className="text-dp-15 text-muted-foreground">
        {m.account_checking()}
      </p>
    )
  }
  return children
}
