import { Link, useRouter, useHydrated } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useViewer, type Viewer } from '@/lib/use-viewer'
import type { Role } from '@/lib/roles'
import { isMobilePath } from '@/lib/device'
import { m } from '@/paraglide/messages'

/**
 * Content for a logged-in person (of one role): decided after hydration, because identity
 * lives in the browser. An anonymous visitor is sent to /login?redirect=<this page> (/mobile/login
 * from a mobile page) and comes back after logging in; another
 * role is told so (`forbidden`, or the organiser's message). The server checks permissions itself.
 */
export function RequireViewer({
  need,
  forbidden,
  children,
}: {
  need?: Role
  forbidden?: React.ReactNode
  children: (viewer: Viewer) => React.ReactNode
}) {
  const hydrated = useHydrated()
  const viewer = useViewer()
  const router = useRouter()
  useEffect(() => {
    if (!hydrated || viewer) return
    const { pathname, searchStr } = router.state.location
    const loginPage = isMobilePath(pathname) ? '/mobile/login' : '/login'
    void router.navigate({ href: `${loginPage}?${new URLSearchParams({ redirect: `${pathname}${searchStr}` }).toString()}`, replace: true })
  }, [hydrated, viewer, router])
  if (!hydrated || !viewer) {
    return (
      <p role="status" className="text-dp-15 text-muted-foreground">
        {m.account_checking()}
      </p>
    )
  }
  if (need && viewer.role !== need) {
    if (forbidden) return forbidden
    return (
      <p role="alert" className="text-dp-15">
        {m.ev_wrong_role()} <Link to="/">{m.ev_home()}</Link>
      </p>
    )
  }
  return children(viewer)
}
