import { useEffect, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { pendingWrites, usePendingWrites } from '@/lib/offline/queued-write'
import { m } from '@/paraglide/messages'

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * Tells the user that changes made offline are kept and not yet sent, and reports each one as
 * it is delivered. Visible only while something is waiting.
 */
export function PendingWritesIndicator() {
  const pending = usePendingWrites()
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)
  useEffect(() => {
    pendingWrites.start()
    return pendingWrites.onReplayed((event) => {
      if (event.ok) void notify(m.offline_write_sent(), { kind: 'success' })
      else void notify(m.offline_write_failed(), { kind: 'error' })
    })
  }, [])
  if (pending === 0) return null
  return (
    <div
      role="status"
      data-testid="pending-writes"
      data-pending={pending}
      className="fixed bottom-16 left-16 z-50 flex max-w-[min(92vw,420px)] items-center gap-12 rounded-lg border border-amber-300 bg-amber-50 p-12 text-dp-14 text-amber-950 shadow-lg"
    >
      <span aria-hidden className="size-8 shrink-0 rounded-full bg-amber-500" />
      <p className="grow">
        {m.offline_writes_pending({ count: String(pending) })} {online ? m.offline_writes_retrying() : m.offline_writes_when_online()}
      </p>
      {online ? (
        <Button size="sm" variant="outline" onClick={() => pendingWrites.replayNow()}>
          {m.offline_writes_send_now()}
        </Button>
      ) : null}
    </div>
  )
}
