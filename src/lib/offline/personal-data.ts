/**
 * Logout on a shared device (a hall's phone passed from one staffer to the next): what this
 * browser keeps of the person who leaves goes with them. The service worker's queued writes
 * (IndexedDB, each carrying the session's keys), its caches of personal API answers (the event
 * day's records, buyers and notes) and the page's record marks in localStorage.
 */
import { PERSONAL_CACHES, type PageMessage, type WorkerMessage } from './policy'

/** localStorage entries of the signed-in person's work (features/live's pending record saves). */
const PERSONAL_STORAGE_KEYS = ['live-record-saves']
/** Dispatched on window once they are gone: modules holding a copy in memory drop it. */
export const PERSONAL_DATA_CLEARED = 'personal-data-cleared'

/** Posts a message to the controlling worker and waits for its reply (undefined without a worker or after `timeoutMs`). */
function ask(message: PageMessage, timeoutMs: number): Promise<WorkerMessage | undefined> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller
  if (!worker) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(undefined), timeoutMs)
    channel.port1.addEventListener(
      'message',
      (event: MessageEvent) => {
        clearTimeout(timer)
        resolve(event.data as WorkerMessage)
      },
      { once: true },
    )
    // addEventListener (unlike onmessage) does not start the port by itself.
    channel.port1.start()
    // A ServiceWorker's postMessage has no target origin (it is same-origin by definition).
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker.postMessage(message, [channel.port2])
  })
}

/** Sends the queued writes (a failed send, offline, keeps them); answers how many still wait (0 without a worker). */
export async function flushQueuedWrites(timeoutMs = 15_000): Promise<number> {
  const reply = await ask({ type: 'flush-writes' }, timeoutMs)
  return reply?.type === 'offline-writes' ? reply.pending : 0
}

/** Drops the queued writes, the personal caches and the page's personal marks. */
export async function clearPersonalData(): Promise<void> {
  await ask({ type: 'clear-personal' }, 5000)
  // Also from the page: a browser whose worker is not running (or not installed) still forgets.
  if (typeof caches !== 'undefined') await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)))
  try {
    for (const key of PERSONAL_STORAGE_KEYS) localStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept there.
  }
  window.dispatchEvent(new Event(PERSONAL_DATA_CLEARED))
}
