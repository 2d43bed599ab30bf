import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { m } from '@/paraglide/messages'

const SignedInStatus = lazy(() => import('./signed-in-status'))

/**
 * Login state in the header. Identity lives in localStorage, so it is read after hydration
 * and SSR output stays the same for every visitor: "Log in" and "Register" until then. The
 * logged-in state comes from ./signed-in-status.tsx, loaded only when someone is logged in.
 */
export function AccountStatus({ compact = false }: { compact?: boolean }) {
  const info = useUserInfo()
  const { pathname, searchStr } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
    structuralSharing: true,
  })
  const mobile = pathname === '/mobile' || pathname.startsWith('/mobile/')
  // Come back to this page after logging in (not when already on a login page).
  const here = /^\/(mobile\/)?login(\/|$)/.test(pathname) || pathname.endsWith('loginRole') ? undefined : `${pathname}${searchStr}`

  const signedOut = (
    <div className="flex items-center gap-8" data-testid="account-status" data-state="signed-out">
      <Button asChild size="sm">
        <Link to={mobile ? '/mobile/login' : '/login'} search={here ? { redirect: here } : {}}>
          {m.account_login()}
        </Link>
      </Button>
      {compact ? null : (
        <Button asChild size="sm" variant="ghost">
          <Link to="/loginRole" search={here ? { redirect: here } : {}}>
            {m.account_register()}
          </Link>
        </Button>
      )}
    </div>
  )
  if (!info || !isLoggedIn(info)) return signedOut
  return (
    <Suspense fallback={signedOut}>
      <SignedInStatus info={info} mobile={mobile} compact={compact} />
    </Suspense>
  )
}
