/**
 * Build refresh (spec §4, §7): the client polls the build manifest /_build/latest.json with a
 * cache-busting timestamp every 3,600,000 ms (and when the tab becomes visible again). When its
 * id differs from the build this page runs, the page reloads on the next navigation.
 */
import { constants } from '../../../../app.config'
import type { RouteRules } from './route-rules'

export const currentBuildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

export type BuildManifest = { id: string; timestamp: number }

export async function fetchLatestBuild(now = Date.now()): Promise<BuildManifest | null> {
  try {
    const response = await fetch(`/_build/latest.json?t=${now}`, { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as Partial<BuildManifest>
    return typeof body.id === 'string' ? { id: body.id, timestamp: Number(body.timestamp) || 0 } : null
  } catch {
    return null
  }
}

export async function fetchRouteRules(buildId = currentBuildId): Promise<RouteRules> {
  try {
    const response = await fetch(`/_build/meta/${encodeURIComponent(buildId)}.json`)
    if (!response.ok) return {}
    const body = (await response.json()) as { routeRules?: RouteRules }
    return body.routeRules && typeof body.routeRules === 'object' ? body.routeRules : {}
  } catch {
    return {}
  }
}

/** Polls until a new build appears, then calls `onNewBuild` once. Returns a stop function. */
export function watchForNewBuild(onNewBuild: (latest: BuildManifest) => void, pollMs = constants.buildManifestPollMs): () => void {
  let stopped = false
  const check = async () => {
    if (stopped) return
    const latest = await fetchLatestBuild()
    if (!stopped && latest && latest.id !== currentBuildId) {
      stop()
      onNewBuild(latest)
    }
  }
  const timer = setInterval(() => void check(), pollMs)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  function stop() {
    stopped = true
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
  void check()
  return stop
}
