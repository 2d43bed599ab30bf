import { lazy } from 'react'
import { AfterHydration } from '@/components/after-hydration'

const AccountEffects = lazy(() => import('./account-effects').then((module) => ({ default: module.AccountEffects })))

/**
 * Mounts the app-start flow and the WeChat return (./account-effects.tsx) after hydration, from
 * their own chunk: they need the API client, which then stays out of every page's first load.
 * The flow itself already waits for an idle moment (spec §4: never delay the first paint).
 */
export function DeferredAccountEffects() {
  return (
    <AfterHydration>
      <AccountEffects />
    </AfterHydration>
  )
}
