/** Client entry: hydrates the server-rendered page (Start's client entry, with the app's additions). */
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { request } from '@/api/client/request'
import { KeptMarkup } from '@/components/kept-markup'
import { PlainLink } from '@/components/plain-link'
import { installChunkRecovery } from '@/lib/chunk-recovery'
import { keepInEntryChunk } from '@/lib/entry-chunk'

installChunkRecovery()
// PlainLink and useLocation: the site's navigation, footer, filters and cards (ADR 054);
// KeptMarkup (its browser half is one element): the footer and the cards (ADR 055).
keepInEntryChunk(queryOptions, useQuery, useSuspenseQuery, request, PlainLink, useLocation, KeptMarkup)
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
