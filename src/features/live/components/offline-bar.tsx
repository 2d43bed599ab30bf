import { useSyncExternalStore } from 'react'
import { m } from '@/paraglide/messages'
import { useRecordSaves } from '../utils/pending-records'

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * The phone's offline state at the top of the event-day pages: while offline, how many record
 * saves are waiting to be sent (the phone's own count, so a save made before the service worker
 * took over counts too).
 */
export function OfflineBar() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
  const waiting = useRecordSaves().pending.length
  if (online) return null
  return (
    <div
      role="status"
      className="sticky top-[var(--header-height,0px)] z-20 rounded-lg border border-amber-300 bg-amber-50 px-12 py-8 text-dp-15 font-medium text-amber-950"
      data-testid="live-offline-bar"
    >
      {m.live_offline_waiting({ count: String(waiting) })}
    </div>
  )
}
