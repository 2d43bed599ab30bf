import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False during SSR and the hydrating render, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
