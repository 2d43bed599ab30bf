/** Client entry: hydrates the server-rendered page (Start's client entry, with the app's additions). */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from '@/lib/chunk-recovery'

installChunkRecovery()
await afterFirstPaint()

/**
 * The server-rendered page is painted before React hydrates it. The entry is an async module:
 * when its files arrive before the first frame (a repeat visit, the service worker's cache, a
 * fast link), it would otherwise hydrate first and hold the paint for the whole hydration.
 * Waiting costs at most one frame; a hidden tab (no frames) hydrates at once. ADR 050.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
