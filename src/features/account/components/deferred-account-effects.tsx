import { lazy, Suspense } from 'react'
import { useHydrated } from '../hooks/use-hydrated'

const AccountEffects = lazy(() => import('./account-effects').then((module) => ({ default: module.AccountEffects })))

/**
 * Mounts the app-start flow and the WeChat return (./account-effects.tsx) after hydration, from
 * their own chunk: they need the API client, which then stays out of every page's first load.
 * The flow itself already waits for an idle moment (spec §4: never delay the first paint).
 */
export function DeferredAccountEffects() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <AccountEffects />
    </Suspense>
  )
}
