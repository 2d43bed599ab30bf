import { useEffect, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { pendingWrites, usePendingWrites } from '@/lib/offline/pending-writes'
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
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
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
      className="flex max-w-[min(92vw,420px)] items-center gap-[10px] self-start rounded-lg border border-amber-300 bg-amber-50 px-[12px] py-[10px] text-[14px] text-amber-950 shadow-lg"
    >
      <span aria-hidden className="size-[8px] shrink-0 rounded-full bg-amber-500" />
      <p className="grow">
        {online
          ? m.offline_writes_pending_online({ count: String(pending) })
          : m.offline_writes_pending_offline({ count: String(pending) })}
      </p>
      {online ? (
        <Button size="sm" variant="outline" onClick={() => pendingWrites.replayNow()}>
          {m.offline_writes_send_now()}
        </Button>
      ) : null}
    </div>
  )
}
