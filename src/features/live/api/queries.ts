/**
 * Query options and mutation hooks of the event day: the hall screens, the organiser's
 * announcements and check-in, and the meeting records on phones (ADR 086). A screen reads its
 * snapshot through these keys and the live stream updates the same keys (hooks/use-live-board.ts).
 * Records are personal: keyed by the viewer's user id and fetched after hydration; `offlineFirst`:
 * offline, the query still asks, and the service worker answers with the session's last copy.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  badgeCheckinMutation,
  checkinList,
  demandMine,
  demandPostMutation,
  demandWithdrawMutation,
  hallAnnouncementPostMutation,
  hallAnnouncementRemoveMutation,
  hallBoardQuery,
  hallDemandWallQuery,
  meetingMoveMutation,
  noShowApplyMutation,
  noShowBoard,
  noShowSettingsMutation,
  recordHead,
  recordList,
  recordSaveEndpoint,
  recordSaveMutation,
} from '@/api/client/live.gen'
import { getActivityNeedListQuery, getGoodsCateChildListQuery } from '@/api/client/activity.gen'
import { pendingWrites } from '@/lib/offline/pending-writes'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import type { RecordBoard, RecordItem } from '../utils/order'
import { recordKeyOf, recordSaves, type SaveAnswer, type SaveInput } from '../utils/pending-records'

/** Which activity a screen shows: an id, or a country's (nth) matching activity, or the live one. */
export type BoardTarget = { act_id?: number; country?: string; edition?: number }

export const boardQuery = (target: BoardTarget) => ({ ...hallBoardQuery(target), staleTime: Infinity })
export const demandWallQuery = (actId?: number) => ({ ...hallDemandWallQuery({ act_id: actId }), staleTime: Infinity })

/** The top categories a buyer files a demand under. */
export const demandCategoriesQuery = () => getGoodsCateChildListQuery({})

/** The demands the signed-in buyer published on the activity and has not withdrawn: personal, keyed by the viewer. */
export const myDemandsQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['live', 'demandMine', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => demandMine({ act_id: actId }, { signal }),
  })

/** After a demand is published or withdrawn: the needs lists, the buyer's own list and the walls reload. */
function demandsChanged(client: QueryClient) {
  const needs = getActivityNeedListQuery({ act_id: 0 }).queryKey.slice(0, 2)
  return Promise.all([
    client.invalidateQueries({ queryKey: needs }),
    client.invalidateQueries({ queryKey: myDemandsQuery(0, 0).queryKey.slice(0, 2) }),
    client.invalidateQueries({ queryKey: demandWallQuery().queryKey.slice(0, 2) }),
  ])
}

/** Publishes a buyer's demand; the activity's needs lists reload (the walls follow from the stream). */
export function useDemandPostMutation() {
  const client = useQueryClient()
  return useMutation({ ...demandPostMutation(), onSuccess: () => demandsChanged(client) })
}

/** Withdraws a demand (its author, or an organiser); the lists reload and the walls drop it from the stream. */
export function useDemandWithdrawMutation() {
  const client = useQueryClient()
  return useMutation({ ...demandWithdrawMutation(), onSuccess: () => demandsChanged(client) })
}

/** Posts an announcement; the screens (and the console's own board) get it from the stream. */
export function useAnnouncementPostMutation() {
  const client = useQueryClient()
  return useMutation({
    ...hallAnnouncementPostMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'hallBoard'] }),
  })
}

export function useAnnouncementRemoveMutation() {
  const client = useQueryClient()
  return useMutation({
    ...hallAnnouncementRemoveMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'hallBoard'] }),
  })
}

/** The activity's attendees and their badges (organisers): personal, keyed by the viewer. */
export const checkinListQuery = (userId: number, actId: number, keyword: string) =>
  queryOptions({
    queryKey: ['live', 'checkinList', { act_id: actId, keyword }, userId] as const,
    queryFn: ({ signal }) => checkinList({ act_id: actId, keyword: keyword || undefined }, { signal }),
  })

/** Every attendee of the activity, for the printed badge sheet: each page of the list in turn. */
export const badgeSheetQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['live', 'checkinList', { act_id: actId, all: true }, userId] as const,
    queryFn: async ({ signal }) => {
      const first = await checkinList({ act_id: actId, page: 1, page_size: 100 }, { signal })
      const list = [...first.list]
      for (let page = 2; list.length < first.total; page++) {
        const next = await checkinList({ act_id: actId, page, page_size: 100 }, { signal })
        if (!next.list.length) break
        list.push(...next.list)
      }
      return list
    },
  })

/** Checks an attendee in (by the badge's ticket or by user id); the list and the board follow. */
export function useCheckinMutation() {
  const client = useQueryClient()
  return useMutation({
    ...badgeCheckinMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'checkinList'] }),
  })
}

/**
 * The console's schedule desk (organisers, ADR 097): slots, tables and meetings to move, and the
 * open no-shows with their ranked replacements. Reading it also marks overdue meetings; the console
 * reads it again on the stream's no-show and refresh events, and every 30 s at the latest.
 */
export const noShowBoardQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['live', 'noShows', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => noShowBoard({ act_id: actId }, { signal }),
    refetchInterval: 30_000,
  })

/** Moves a meeting; the desk and the board follow (the board also from the stream's refresh). */
export function useMeetingMoveMutation() {
  const client = useQueryClient()
  return useMutation({
    ...meetingMoveMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'noShows'] }),
  })
}

/** Fills a no-show's freed slot with a proposed buyer. */
export function useNoShowApplyMutation() {
  const client = useQueryClient()
  return useMutation({
    ...noShowApplyMutation(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['live', 'noShows'] }),
        client.invalidateQueries({ queryKey: ['live', 'hallBoard'] }),
      ]),
  })
}

/** Sets the activity's no-show minutes. */
export function useNoShowSettingsMutation() {
  const client = useQueryClient()
  return useMutation({
    ...noShowSettingsMutation(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'noShows'] }),
  })
}

export const recordListQuery = (userId: number, actId: number) =>
  queryOptions({
    queryKey: ['live', 'recordList', { act_id: actId }, userId] as const,
    queryFn: ({ signal }) => recordList({ act_id: actId }, { signal }),
    networkMode: 'offlineFirst',
    staleTime: 15_000,
  })

export type RecordHead = Awaited<ReturnType<typeof recordHead>>

export const recordHeadQuery = (userId: number, actId: number, recordId: number) =>
  queryOptions({
    queryKey: ['live', 'recordHead', { act_id: actId, record_id: recordId }, userId] as const,
    queryFn: ({ signal }) => recordHead({ act_id: actId, record_id: recordId }, { signal }),
    networkMode: 'offlineFirst',
  })

const listKey = (userId: number, actId: number) => recordListQuery(userId, actId).queryKey

/** Puts a record (the server's, or the phone's unconfirmed copy) into the activity's list. */
function putRecord(client: QueryClient, userId: number, actId: number, record: RecordItem, replaces?: number) {
  client.setQueryData(listKey(userId, actId), (board: RecordBoard | undefined) => {
    if (!board) return board
    const gone = new Set([record.id, replaces])
    const records = board.records.some((r) => gone.has(r.id))
      ? board.records.map((r) => (gone.has(r.id) ? record : r)).filter((r, k, all) => all.findIndex((x) => x.id === r.id) === k)
      : [...board.records, record]
    return { ...board, records }
  })
}

/** The phone's copy of a record after a save it has not heard back about. */
function applyLocally(board: RecordBoard | undefined, input: SaveInput): RecordItem | undefined {
  const base = input.record_id === undefined ? undefined : board?.records.find((r) => r.id === input.record_id)
  if (input.record_id !== undefined && !base) return undefined
  const buyer = board?.buyers.find((b) => b.user_id === input.buyer_user_id)
  const brandId = input.brand_id ?? board?.brand_id ?? 0
  return {
    ...(base ?? {
      // A walk-in not yet stored: a temporary id below zero, unique per save.
      id: -Math.abs(hashKey(input.idempotency_key)),
      act_id: input.act_id,
      meeting_id: null,
      walk_in: true,
      slot_id: null,
      starts_at: null,
      ends_at: null,
      table_no: input.table_no ?? null,
      buyer: {
        user_id: buyer?.user_id ?? null,
        company: buyer?.company ?? input.buyer_company ?? '',
        name: buyer?.name ?? '',
        country_code: '',
      },
      brand: { id: brandId, name: board?.brands.find((b) => b.id === brandId)?.name ?? '', logo: '', country_code: '' },
      updated_at: new Date().toISOString(),
    }),
    state: input.state,
    checked_in_at: input.checked_in_at ?? null,
    started_at: input.started_at ?? null,
    ended_at: input.ended_at ?? null,
    outcome: input.outcome ?? null,
    intent_amount: input.intent_amount ?? null,
    currency: input.currency,
    product_ids: input.product_ids,
    next_step: input.next_step,
    next_step_date: input.next_step_date ?? null,
    notes: input.notes,
    version: input.base_version + 1,
  }
}

function hashKey(key: string): number {
  let h = 7
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) % 1_000_000_007
  return h + 1
}

function settle(client: QueryClient, userId: number, input: SaveInput, answer: SaveAnswer) {
  recordSaves.settle(input.idempotency_key, answer)
  putRecord(client, userId, input.act_id, answer.record, input.record_id === undefined ? -hashKey(input.idempotency_key) : undefined)
  if (answer.status === 'conflict') void notify(m.live_conflict_toast(), { kind: 'error' })
}

async function send(input: SaveInput) {
  const { sendQueuedWrite } = await import('@/api/client/queued-write').catch((error: unknown) => {
    void notify(m.offline_hint(), { kind: 'error' })
    throw error
  })
  return sendQueuedWrite(recordSaveEndpoint, input)
}

/**
 * Saves a record: at once when online; offline the service worker keeps it and it shows as
 * pending until the server confirms it (useConfirmRecordSaves).
 */
export function useSaveRecordMutation(userId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: recordSaveMutation().mutationKey,
    // Offline the write must still run (the worker queues it), not wait paused for the network.
    networkMode: 'always',
    // One save at a time: each names the version the one before it produced.
    scope: { id: 'live-record-save' },
    mutationFn: send,
    onMutate: (input: SaveInput) => {
      recordSaves.add(input)
      const local = applyLocally(client.getQueryData(listKey(userId, input.act_id)), input)
      if (local) putRecord(client, userId, input.act_id, local)
    },
    onSuccess: (result, input) => {
      if (result.status === 'sent') settle(client, userId, input, result.data)
    },
    onError: (_error, input) => {
      // Refused (the pipeline showed why): not pending; the list goes back to the server's copy.
      recordSaves.settle(input.idempotency_key)
      void client.invalidateQueries({ queryKey: listKey(userId, input.act_id) })
    },
  })
}

/**
 * Asks the server for the answer to each unconfirmed save (the same key: nothing is stored twice,
 * so overlapping runs are harmless; a save still unreachable stays pending for the next run).
 */
async function confirmAll(client: QueryClient, userId: number) {
  if (!navigator.onLine) return
  for (const input of recordSaves.get().pending) {
    const result = await send(input).catch(() => undefined)
    if (result?.status === 'sent') settle(client, userId, input, result.data)
    else break
  }
}

/** Confirms the phone's unconfirmed saves when it is online again and after the worker replays one. */
export function useConfirmRecordSaves(userId: number) {
  const client = useQueryClient()
  useEffect(() => {
    const run = () => void confirmAll(client, userId)
    run()
    window.addEventListener('online', run)
    const stopReplayed = pendingWrites.onReplayed((event) => {
      if (/\/Live\/recordSave$/i.test(event.path)) run()
    })
    // The worker's queue emptied: whatever it held has reached the server.
    const stopCount = pendingWrites.subscribe(() => {
      if (pendingWrites.get() === 0 && recordSaves.get().pending.length > 0) run()
    })
    return () => {
      window.removeEventListener('online', run)
      stopReplayed()
      stopCount()
    }
  }, [client, userId])
}

export { recordKeyOf }
