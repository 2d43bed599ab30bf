/**
 * The record saves this phone made that the server has not confirmed yet, and the conflicts it
 * answered (ADR 086). Not a queue: the service worker's queue (ADR 009) holds and sends the
 * writes; this remembers which records to show as "pending" and, once the phone is online,
 * which idempotency keys to ask the server about again (a repeat gets the first answer, so asking
 * stores nothing twice). Kept in localStorage, so a reload in the hall keeps the marks.
 */
import { useSyncExternalStore } from 'react'
import type * as z from 'zod/mini'
import type { OutputOf } from '@/api/contract/define'
import type { recordSave } from '@/api/contract/live'
import { PERSONAL_DATA_CLEARED } from '@/lib/offline/personal-data'

/** A save as the phone sends it (the contract's parsed input: ids as numbers). */
export type SaveInput = z.output<(typeof recordSave)['input']>
export type SaveAnswer = OutputOf<typeof recordSave>
export type Conflict = { mine: SaveInput; theirs: SaveAnswer['record'] }
/** A save the server refused: kept as a draft on its record, with the server's reason, until fixed or discarded. */
export type Refused = { input: SaveInput; message: string }
type State = { pending: Array<SaveInput>; conflicts: Record<string, Conflict>; refused: Record<string, Refused> }

const STORAGE_KEY = 'live-record-saves'
const EMPTY: State = { pending: [], conflicts: {}, refused: {} }
let state: State = EMPTY
let loaded = false
const listeners = new Set<() => void>()

// Logout on a shared phone: the marks of the person who left go with them (lib/offline/personal-data.ts).
if (typeof window !== 'undefined') {
  window.addEventListener(PERSONAL_DATA_CLEARED, () => {
    state = EMPTY
    for (const listener of listeners) listener()
  })
}

function load(): State {
  if (!loaded && typeof localStorage !== 'undefined') {
    loaded = true
    try {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as State | null
      if (stored && Array.isArray(stored.pending))
        state = { pending: stored.pending, conflicts: stored.conflicts ?? {}, refused: stored.refused ?? {} }
    } catch {
      state = EMPTY
    }
  }
  return state
}

function set(next: State) {
  state = next
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage full or refused: the marks live for this page only; the worker still holds the writes.
  }
  for (const listener of listeners) listener()
}

/** The record a save belongs to: its id, or for a walk-in its key. */
export const recordKeyOf = (input: Pick<SaveInput, 'record_id' | 'idempotency_key'>) =>
  input.record_id === undefined ? `walk-in:${input.idempotency_key}` : String(input.record_id)

export const recordSaves = {
  get: load,
  add(input: SaveInput) {
    const current = load()
    if (current.pending.some((p) => p.idempotency_key === input.idempotency_key)) return
    // A new save of a record replaces the refused draft it was made from.
    const refused = { ...current.refused }
    delete refused[recordKeyOf(input)]
    set({ ...current, pending: [...current.pending, input], refused })
  },
  /** The server refused a save: no longer pending, kept as a draft with the reason (never lost). */
  refuse(key: string, message: string) {
    const current = load()
    const input = current.pending.find((p) => p.idempotency_key === key)
    if (!input) return
    set({
      ...current,
      pending: current.pending.filter((p) => p.idempotency_key !== key),
      refused: { ...current.refused, [recordKeyOf(input)]: { input, message } },
    })
  },
  /** The user dropped a refused draft. */
  discard(recordKey: string) {
    const current = load()
    const refused = { ...current.refused }
    delete refused[recordKey]
    set({ ...current, refused })
  },
  /** The server answered a save: it is no longer pending; a conflict is kept until the user chooses. */
  settle(key: string, answer?: SaveAnswer) {
    const current = load()
    const input = current.pending.find((p) => p.idempotency_key === key)
    const conflicts = { ...current.conflicts }
    if (input && answer?.status === 'conflict') conflicts[String(answer.record.id)] = { mine: input, theirs: answer.record }
    set({ ...current, pending: current.pending.filter((p) => p.idempotency_key !== key), conflicts })
  },
  resolve(recordId: number) {
    const current = load()
    const conflicts = { ...current.conflicts }
    delete conflicts[String(recordId)]
    set({ ...current, conflicts })
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const serverState = () => EMPTY

/** How many of the phone's records need the user: refused drafts and open conflicts. */
export const needsAttention = (s: State) => Object.keys(s.refused).length + Object.keys(s.conflicts).length

/** This phone's unconfirmed saves and open conflicts. */
export function useRecordSaves(): State {
  return useSyncExternalStore(recordSaves.subscribe, load, serverState)
}
