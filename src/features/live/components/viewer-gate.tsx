import { Link, useRouterState, useHydrated } from '@tanstack/react-router'
import { ApiRequestError } from '@/api/client/request'
import { useViewer, type Viewer } from '@/lib/use-viewer'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

/**
 * The event-day screens are for a brand's staff and organisers, decided after hydration (the
 * identity lives in the browser); the server checks it again on every call.
 */
export function LiveViewerGate({ children, anyRole = false }: { children: (viewer: Viewer) => React.ReactNode; anyRole?: boolean }) {
  const hydrated = useHydrated()
  const viewer = useViewer()
  if (!hydrated) return <LiveLoading />
  if (!viewer) return <NotAllowed signIn />
  if (!anyRole && viewer.role !== 'brand' && viewer.role !== 'organiser') return <NotAllowed />
  return children(viewer)
}

export function LiveLoading() {
  return (
    <p role="status" className="text-dp-15 text-muted-foreground" data-testid="live-loading">
      {m.live_loading()}
    </p>
  )
}

function NotAllowed({ signIn = false }: { signIn?: boolean }) {
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <div role="alert" className="flex flex-col items-start gap-12 rounded-lg border border-border p-16" data-testid="live-forbidden">
      <p className="text-dp-16">{signIn ? m.live_sign_in() : m.live_wrong_role()}</p>
      <Button asChild variant="outline">
        <Link to="/login" search={{ redirect: here }}>
          {m.live_sign_in_action()}
        </Link>
      </Button>
    </div>
  )
}

/** A failed read: refused (403: the role's message), else the error with a retry. */
export function LiveError({ error, retry }: { error: unknown; retry: () => void }) {
  if (error instanceof ApiRequestError && error.status === 403) return <NotAllowed />
  return (
    <div role="alert" className="flex flex-col items-start gap-12 rounded-lg border border-destructive/40 p-16" data-testid="live-error">
      <p className="text-dp-16">{error instanceof Error && error.message ? error.message : m.live_error()}</p>
      <Button variant="outline" onClick={retry}>
        {m.live_retry()}
      </Button>
    </div>
  )
}
