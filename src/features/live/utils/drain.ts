/**
 * One pass over the phone's unconfirmed saves, once it is online: each is settled on its own.
 * Stored (or answered with a conflict) → settled; refused by the server → handed back as a draft;
 * and the pass goes on to the next either way. It stops only when a save is kept by the service
 * worker again (the network went away), since the rest would only be queued a second time.
 */
import type { SaveAnswer, SaveInput } from './pending-records'

export type SendResult = { status: 'sent'; data: SaveAnswer } | { status: 'queued' }

export async function drainSaves(
  pending: ReadonlyArray<SaveInput>,
  handlers: {
    send: (input: SaveInput) => Promise<SendResult>
    isRefusal: (error: unknown) => boolean
    settled: (input: SaveInput, answer: SaveAnswer) => void
    refused: (input: SaveInput, error: unknown) => void
  },
): Promise<'done' | 'offline'> {
  for (const input of pending) {
    try {
      const result = await handlers.send(input)
      if (result.status === 'queued') return 'offline'
      handlers.settled(input, result.data)
    } catch (error) {
      // Not reached at all (no answer): it stays pending for the next pass; the others still go.
      if (handlers.isRefusal(error)) handlers.refused(input, error)
    }
  }
  return 'done'
}
