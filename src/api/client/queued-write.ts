/**
 * Writes that survive being offline (ADR 009). A queued write carries an idempotency key; when
 * the network is away the service worker keeps the request (Workbox background sync) and answers
 * HTTP 202 `x-offline-queued`, and replays it when the connection returns. The server answers a
 * repeated key with its first answer, so a write reaches the data exactly once.
 *
 * `pendingWrites` mirrors the worker's queue (it reports every change), so any screen can show
 * what is still waiting to be sent.
 */
import { pendingWrites } from '@/lib/offline/pending-writes'
import { ApiRequestError, request, type Endpoint, type RequestOptions } from './request'
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
  def: Endpoint<E>,
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
