/**
 * The client's background services, loaded after hydration when the browser is idle (so none of
 * this is in the first-load JavaScript): browser monitoring, the service worker and its update
 * flow, build refresh and route rules, the install offer and the pending-writes indicator.
 */
import { useEffect } from 'react'
import { InstallBanner } from './install-banner'
import { PendingWritesIndicator } from './pending-writes-indicator'
import { reportError, startMonitoring } from '@/lib/monitoring/client'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { fetchRouteRules, watchForNewBuild } from '../utils/build-refresh'
import { earlyCapture } from '../utils/early-capture'
import { registerServiceWorker } from '../utils/register-sw'
import { setRouteRules } from '../utils/route-rules'
import { reloadOnNextNavigation, reloadWhenSafe, trackDirtyForms } from '../utils/safe-reload'

type NavigationSource = Parameters<typeof reloadWhenSafe>[0]

export default function AppServices({
  router,
  serviceWorker,
  mobileLayout,
}: {
  router: NavigationSource
  serviceWorker: boolean
  mobileLayout: boolean
}) {
  useEffect(() => {
    const early = earlyCapture()
    startMonitoring(early.errors.splice(0))
    trackDirtyForms()
    void fetchRouteRules().then(setRouteRules)
    const stop = watchForNewBuild(() => reloadOnNextNavigation(router))
    if (serviceWorker) {
      void registerServiceWorker({
        // A note, not an alert: in a bottom corner, where it covers no menu (issue 28 item 13).
        onOfflineReady: () => void notify(m.pwa_offline_ready(), { kind: 'success', position: 'bottom-right' }),
        onNewWorker: () => reloadWhenSafe(router),
        onError: (error) => reportError(error),
      })
    }
    return stop
  }, [router, serviceWorker])
  return (
    <>
      <InstallBanner />
      <PendingWritesIndicator mobileLayout={mobileLayout} />
    </>
  )
}
