/**
 * Registers the service worker at /sw.js with root scope (production only: the worker exists
 * only in the production build) and runs the update flow of spec §4:
 *   - first installation → the offline-ready flag (localStorage `pwaOfflineReady`) and a toast;
 *   - an update, or activation from another tab → reload at a safe moment (safe-reload.ts);
 *   - a registration error → the error flag (`pwaError`) and a report to monitoring.
 */
import { Workbox } from 'workbox-window'

export const OFFLINE_READY_KEY = 'pwaOfflineReady'
export const ERROR_KEY = 'pwaError'

export type RegisterHandlers = {
  onOfflineReady: () => void
  onNewWorker: () => void
  onError: (error: unknown) => void
}

export async function registerServiceWorker(handlers: RegisterHandlers): Promise<Workbox | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  const wb = new Workbox('/sw.js', { scope: '/' })
  // A page that no worker controlled at load is not running an old build: a worker that starts
  // controlling it is the first installation (perhaps begun by the page before a reload, which
  // Workbox reports as "external"), never an update that needs a reload.
  const hadController = navigator.serviceWorker.controller !== null
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate || hadController) return
    if (localStorage.getItem(OFFLINE_READY_KEY)) return
    localStorage.setItem(OFFLINE_READY_KEY, String(Date.now()))
    handlers.onOfflineReady()
  })
  wb.addEventListener('controlling', (event) => {
    if (hadController && (event.isUpdate || event.isExternal)) handlers.onNewWorker()
  })
  try {
    const registration = await wb.register()
    localStorage.removeItem(ERROR_KEY)
    // An installed app checks for a new worker when it comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration?.update().catch(() => undefined)
    })
    return wb
  } catch (error) {
    localStorage.setItem(ERROR_KEY, error instanceof Error ? error.message : String(error))
    handlers.onError(error)
    return undefined
  }
}
