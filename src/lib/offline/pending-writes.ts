/**
 * The writes waiting in the service worker's queue (ADR 009), mirrored from the worker, which
 * reports every change. Kept apart from src/api/client/queued-write.ts so that the indicator carries no API
 * client code.
 */
import { useSyncExternalStore } from 'react'
import type { PageMessage, WorkerMessage } from './policy'

// ─── the pending count, mirrored from the worker ────────────────────────────────────────
type Replayed = Extract<WorkerMessage, { type: 'offline-write-replayed' }>
const listeners = new Set<() => void>()
const replayListeners = new Set<(event: Replayed) => void>()
let pending = 0
let started = false
let retryTimer: ReturnType<typeof setInterval> | undefined
/** While writes wait, ask the worker to retry this often (the server may be back before `online` fires). */
export const RETRY_WHILE_PENDING_MS = 15_000

function set(next: number) {
  if (next === pending) return
  pending = next
  for (const listener of listeners) listener()
  if (pending > 0 && !retryTimer) retryTimer = setInterval(() => post({ type: 'replay-writes' }), RETRY_WHILE_PENDING_MS)
  if (pending === 0 && retryTimer) {
    clearInterval(retryTimer)
    retryTimer = undefined
  }
}

function post(message: PageMessage) {
  const worker = navigator.serviceWorker?.controller
  // A ServiceWorker's postMessage has no target origin (it is same-origin by definition).
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  worker?.postMessage(message)
}

export const pendingWrites = {
  get: () => pending,
  /** Starts listening to the worker (idempotent; browser only). */
  start() {
    if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
    started = true
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as WorkerMessage | undefined
      if (message?.type === 'offline-writes') set(message.pending)
      else if (message?.type === 'offline-write-replayed') for (const listener of replayListeners) listener(message)
    })
    window.addEventListener('online', () => post({ type: 'replay-writes' }))
    void navigator.serviceWorker.ready.then(() => post({ type: 'count-writes' }))
  },
  /** Asks the worker for the current count. */
  refresh() {
    post({ type: 'count-writes' })
  },
  replayNow() {
    post({ type: 'replay-writes' })
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  onReplayed(listener: (event: Replayed) => void) {
    replayListeners.add(listener)
    return () => {
      replayListeners.delete(listener)
    }
  },
}

/** The number of writes waiting to be sent (0 on the server). */
export function usePendingWrites(): number {
  return useSyncExternalStore(pendingWrites.subscribe, pendingWrites.get, () => 0)
}
