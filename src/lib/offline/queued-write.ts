/**
 * Writes that survive being offline (ADR 009). A queued write carries an idempotency key; when
 * the network is away the service worker keeps the request (Workbox background sync) and answers
 * HTTP 202 `x-offline-queued`, and replays it when the connection returns. The server answers a
 * repeated key with its first answer, so a write reaches the data exactly once.
 *
 * `pendingWrites` mirrors the worker's queue (it reports every change), so any screen can show
 * what is still waiting to be sent.
 */
import { useSyncExternalStore } from 'react'
import type { PageMessage, WorkerMessage } from './policy'
import { ApiRequestError, request, type RequestOptions } from '@/api/client/request'
import type { EndpointDef, InputOf, OutputOf } from '@/api/contract/define'

export type QueuedWriteResult<T> = { status: 'sent'; data: T } | { status: 'queued'; idempotencyKey: string }

/** A fresh idempotency key (≤ 64 chars, as the contract allows). */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The pipeline's error for the worker's "kept for later" answer. */
export function isQueuedAnswer(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 202 && error.code === 0
}

/**
 * Sends a write that may be queued. Resolves `sent` with the data, or `queued` when the worker
 * kept it for later; rejects (with the pipeline's toast) on any other failure.
 */
export async function sendQueuedWrite<E extends EndpointDef>(
  def: E,
  input: InputOf<E> & { idempotency_key?: string },
  options: RequestOptions = {},
): Promise<QueuedWriteResult<OutputOf<E>>> {
  const idempotencyKey = input.idempotency_key ?? newIdempotencyKey()
  try {
    const data = (await request(def, { ...input, idempotency_key: idempotencyKey }, { ...options, toast: false })) as OutputOf<E>
    return { status: 'sent', data }
  } catch (error) {
    if (isQueuedAnswer(error)) {
      pendingWrites.refresh()
      return { status: 'queued', idempotencyKey }
    }
    if (error instanceof ApiRequestError && options.toast !== false) {
      const { notify } = await import('@/lib/notify')
      void notify(error.message, { kind: 'error' })
    }
    throw error
  }
}

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
