/**
 * Loading-asset failure (spec §4, §9): a lazy chunk that fails to load (it was deleted by a
 * deploy) reloads the page, at most once per 10 s for the same path, remembered in
 * sessionStorage. Past the guard the error page stays, with a reload button: never a blank
 * screen, never a loop.
 *
 * TanStack Router's lazy route components reload once by themselves on such an error (keyed
 * by the error message); a reload that comes from there counts as this path's reload.
 */
import { constants } from '../../app.config'

const GUARD_PREFIX = 'chunk-reload:'
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:'

/** The messages browsers give a failed dynamic import or CSS preload. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i.test(
    message,
  )
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'key' | 'length'>

/** Whether a chunk-error reload of `path` is allowed now; records it when it is. */
export function claimChunkReload(path: string, now: number, storage: Storage, guardMs = constants.chunkReloadGuardMs): boolean {
  const last = Number(storage.getItem(GUARD_PREFIX + path) ?? 0)
  if (now - last < guardMs) return false
  storage.setItem(GUARD_PREFIX + path, String(now))
  return true
}

/**
 * Reloads for a chunk error unless this path reloaded less than 10 s ago. The router is told
 * too (its key for this error), so that it does not reload a second time after this one.
 */
export function reloadForChunkError(error?: unknown): boolean {
  try {
    if (!claimChunkReload(window.location.pathname, Date.now(), sessionStorage)) return false
    if (error instanceof Error) sessionStorage.setItem(ROUTER_RELOAD_PREFIX + error.message, '1')
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/**
 * At start: a page that was just reloaded by the router's own chunk recovery records that
 * reload as this path's; and a failed Vite preload reloads through the same guard.
 */
export function installChunkRecovery(): void {
  try {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    if (navigation?.type === 'reload') {
      let routerReloaded = false
      for (let i = 0; i < sessionStorage.length; i++) if (sessionStorage.key(i)?.startsWith(ROUTER_RELOAD_PREFIX)) routerReloaded = true
      const key = GUARD_PREFIX + window.location.pathname
      if (routerReloaded && !sessionStorage.getItem(key)) sessionStorage.setItem(key, String(Date.now()))
    }
  } catch {
    // Storage can be unavailable (privacy modes); the router's own guard still stops loops.
  }
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault()
  })
}
