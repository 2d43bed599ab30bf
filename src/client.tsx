/**
 * Client entry. Before hydrating, it downloads the common messages of the page's locale, and
 * only those: each locale's messages are chunks of their own (scripts/paraglide-locale-split.mjs).
 * The messages of the feature areas the page's routes use start downloading at the same time;
 * the route modules that use them wait for them before they run (ADR 046, sixth round).
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from '@/lib/chunk-recovery'
import { provideMessages, type MessageDictionary } from '@/lib/active-messages'
import { splitLocalePath } from '@/lib/locale'
import { loadAreasFor } from 'virtual:paraglide-message-areas'

installChunkRecovery()
const { locale } = splitLocalePath(window.location.pathname)
const [dictionary] = await Promise.all([
  locale === 'zh-CN' ? import('virtual:paraglide-messages/zh-CN') : import('virtual:paraglide-messages/en-US'),
  afterFirstPaint(),
  // An area that fails to load does not hold hydration back: the route modules that need it
  // ask again, and fail as a missing chunk does (reload once; src/lib/chunk-recovery.ts).
  loadAreasFor(window.location.pathname).catch(() => undefined),
])
provideMessages(locale, dictionary as unknown as MessageDictionary)

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
