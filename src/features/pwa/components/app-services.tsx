/**
 * The client's background services, loaded after hydration when the browser is idle (so none of
 * this is in the first-load JavaScript): browser monitoring, the service worker and its update
 * flow, build refresh and route rules, the install offer and the pending-writes indicator.
 */
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { InstallBanner } from './install-banner'
import { PendingWritesIndicator } from './pending-writes-indicator'
import { noticeStackRef } from '@/lib/bottom-bars'
import { reportError, startMonitoring } from '@/lib/monitoring/client'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { fetchRouteRules, watchForNewBuild } from '../utils/build-refresh'
import { earlyCapture } from '../utils/early-capture'
import { isKioskPath } from '../utils/kiosk-path'
import { registerServiceWorker } from '../utils/register-sw'
import { setRouteRules } from '../utils/route-rules'
import { reloadOnNextNavigation, reloadWhenSafe, trackDirtyForms } from '../utils/safe-reload'

type NavigationSource = Parameters<typeof reloadWhenSafe>[0]

export default function AppServices({ router, serviceWorker }: { router: NavigationSource; serviceWorker: boolean }) {
  useEffect(() => {
    const early = earlyCapture()
    startMonitoring(early.errors.splice(0))
    trackDirtyForms()
    void fetchRouteRules().then(setRouteRules)
    const stop = watchForNewBuild(() => reloadOnNextNavigation(router))
    if (serviceWorker) {
      void registerServiceWorker({
        // A note, not an alert: in a bottom corner, where it covers no menu. Never on a hall or
        // door screen: nobody there reads a 13 px note, and it would cover the screen's content.
        onOfflineReady: () => {
          if (!isKioskPath(window.location.pathname)) void notify(m.pwa_offline_ready(), { kind: 'success', position: 'bottom-right' })
        },
        onNewWorker: () => reloadWhenSafe(router),
        onError: (error) => reportError(error),
      })
    }
    return stop
  }, [router, serviceWorker])
  const kiosk = useRouterState({ select: (state) => isKioskPath(state.location.pathname) })
  // The notices float above every bar fixed to the bottom (--bottom-bars: the phone's tab bar, a
  // page's action bar), one above the other; the document reserves their height at its end
  // (bottom-bars.ts), so they never hide the last controls of a page scrolled to the bottom.
  return (
    <div
      ref={noticeStackRef}
      className="pointer-events-none fixed inset-x-[12px] bottom-[calc(12px+var(--bottom-bars))] z-50 flex flex-col gap-[8px] *:pointer-events-auto"
      data-testid="notice-stack"
    >
      <PendingWritesIndicator />
      {kiosk ? null : <InstallBanner />}
    </div>
  )
}
