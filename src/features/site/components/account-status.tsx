import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { logout } from '@/lib/logout'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * Login state in the header. Identity lives in localStorage, so it is read after hydration
 * and SSR output stays the same for every visitor. When logged in, the account is confirmed
 * with the server (login/me): dead or forged keys get a 401, which clears userInfo (spec §8).
 */
export function AccountStatus({ compact = false }: { compact?: boolean }) {
  const info = useUserInfo()
  const loggedIn = isLoggedIn(info)
  const [leaving, setLeaving] = useState(false)
  const account = useQuery({
    queryKey: ['login', 'me', info?.api_key ?? ''],
    // The API client loads on demand: the header is on every page's first load.
    queryFn: async () => (await import('@/api/client/login.gen')).me({}),
    enabled: loggedIn,
    staleTime: 60_000,
    retry: false,
  })
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }), structuralSharing: true })
  const mobile = pathname === '/mobile' || pathname.startsWith('/mobile/')
  // Come back to this page after logging in (not when already on a login page).
  const here = /^\/(mobile\/)?login(\/|$)/.test(pathname) || pathname.endsWith('loginRole') ? undefined : `${pathname}${searchStr}`

  if (loggedIn) {
    const data = account.data
    const label = data?.name ?? data?.company ?? data?.mobile ?? data?.email ?? (typeof info?.name === 'string' ? info.name : null) ?? m.account_signed_in()
    // A new account has no role yet: point it to the role choice instead of showing a name.
    const needsRole = data?.role === null
    return (
      <div className="flex items-center gap-8" data-testid="account-status" data-state="signed-in">
        {needsRole ? (
          <Link to={mobile ? '/mobile/loginRole' : '/loginRole'} className="text-dp-14 text-primary hover:underline">
            {m.account_complete_short()}
          </Link>
        ) : compact ? null : (
          <span className="hidden max-w-200 truncate text-dp-14 text-muted-foreground xl:inline" title={label}>
            {label}
          </span>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true)
            await logout()
            setLeaving(false)
            void notify(m.account_logged_out())
          }}
        >
          {m.account_logout()}
        </Button>
      </div>
    )
  }
  return (
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
}
