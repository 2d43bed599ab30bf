import { describe, expect, it } from 'vitest'
import { drainSaves, type SendResult } from './drain'
import { recordSaves, type SaveAnswer, type SaveInput } from './pending-records'

class Refused extends Error {}

const input = (key: string, patch: Partial<SaveInput> = {}): SaveInput => ({
  act_id: 1,
  record_id: 1,
  base_version: 1,
  idempotency_key: key,
  state: 'done',
  checked_in_at: null,
  started_at: null,
  ended_at: null,
  outcome: null,
  intent_amount: null,
  currency: 'USD',
  product_ids: [],
  next_step: '',
  next_step_date: null,
  notes: key,
  ...patch,
})

const answer = (save: SaveInput): SaveAnswer =>
  ({ status: 'saved', record: { id: save.record_id ?? 99, version: save.base_version + 1 } }) as unknown as SaveAnswer

function run(pending: Array<SaveInput>, send: (input: SaveInput) => Promise<SendResult>) {
  for (const save of pending) recordSaves.add(save)
  return drainSaves(recordSaves.get().pending, {
    send,
    isRefusal: (error) => error instanceof Refused,
    settled: (save, data) => recordSaves.settle(save.idempotency_key, data),
    refused: (save, error) => recordSaves.refuse(save.idempotency_key, (error as Error).message),
  })
}

describe('drainSaves (a queue that never wedges)', () => {
  it('goes on past a refused save: the later saves are stored and the refused one becomes a draft on its record', async () => {
    const walkIn = input('walk-in', { record_id: undefined, base_version: 0 })
    const later = input('later', { record_id: 2 })
    const sent: Array<string> = []
    const outcome = await run([input('first'), walkIn, later], async (save) => {
      sent.push(save.idempotency_key)
      if (save === walkIn) throw new Refused('Buyer company: name the buyer of the walk-in meeting')
      return { status: 'sent', data: answer(save) }
    })
    expect(outcome).toBe('done')
    expect(sent).toEqual(['first', 'walk-in', 'later'])
    const state = recordSaves.get()
    expect(state.pending).toEqual([])
    expect(state.refused['walk-in:walk-in']).toMatchObject({ input: walkIn, message: /buyer_company/ })
    recordSaves.discard('walk-in:walk-in')
    expect(recordSaves.get().refused).toEqual({})
  })

  it('keeps a save that was not reached pending and still sends the next ones', async () => {
    const outcome = await run([input('lost'), input('next', { record_id: 3 })], async (save) => {
      if (save.idempotency_key === 'lost') throw new TypeError('Failed to fetch')
      return { status: 'sent', data: answer(save) }
    })
    expect(outcome).toBe('done')
    expect(recordSaves.get().pending.map((p) => p.idempotency_key)).toEqual(['lost'])
    recordSaves.settle('lost')
  })

  it('stops when the worker keeps a save again (offline), keeping it and the rest pending', async () => {
    const outcome = await run([input('a'), input('b', { record_id: 4 })], async () => ({ status: 'queued' }))
    expect(outcome).toBe('offline')
    expect(recordSaves.get().pending.map((p) => p.idempotency_key)).toEqual(['a', 'b'])
  })

  it('replaces a record’s refused draft with its next save', () => {
    recordSaves.add(input('bad', { record_id: 7 }))
    recordSaves.refuse('bad', 'no')
    expect(Object.keys(recordSaves.get().refused)).toContain('7')
    recordSaves.add(input('good', { record_id: 7 }))
    expect(Object.keys(recordSaves.get().refused)).not.toContain('7')
  })
})
