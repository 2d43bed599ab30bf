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
import { ApiRequestError } from '@/api/client/pipeline'
import { pendingWrites } from '@/lib/offline/pending-writes'
import { notify } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import type { RecordBoard, RecordItem } from '../utils/order'
import { drainSaves } from '../utils/drain'
import { applyLocally, localWalkInId, overlayPending, putRecord } from '../utils/local-records'
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

/**
 * Checks an attendee in (by the badge's ticket or by user id); the list and the board follow. The
 * screens that read badges show each result, refusals included, in large type: no toast repeats it.
 */
export function useCheckinMutation() {
  const client = useQueryClient()
  return useMutation({
    ...badgeCheckinMutation({ toast: false }),
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
    // The phone's unconfirmed saves stay on top of whatever list comes in (a live update, an offline reload).
    queryFn: async ({ signal }) => overlayPending(await recordList({ act_id: actId }, { signal }), recordSaves.get().pending),
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
function putInList(client: QueryClient, userId: number, actId: number, record: RecordItem, replaces?: number) {
  client.setQueryData(listKey(userId, actId), (board: RecordBoard | undefined) => (board ? putRecord(board, record, replaces) : board))
}

function settle(client: QueryClient, userId: number, input: SaveInput, answer: SaveAnswer) {
  recordSaves.settle(input.idempotency_key, answer)
  const replaces = input.record_id === undefined ? localWalkInId(input.idempotency_key) : undefined
  // The record's later saves, still unconfirmed, stay on top of this answer (it is not the newest the phone has).
  const later = recordSaves.get().pending.filter((p) => p.record_id !== undefined && p.record_id === answer.record.id)
  client.setQueryData(listKey(userId, input.act_id), (board: RecordBoard | undefined) =>
    board ? overlayPending(putRecord(board, answer.record, replaces), later) : board,
  )
  if (answer.status === 'conflict') void notify(m.live_conflict_toast(), { kind: 'error' })
}

/** recordSave's input schema, for the check before a save is queued (loaded on demand, with the endpoint). */
export const loadSaveSchema = async () => (await recordSaveEndpoint.load()).input

/** The server refused the save (bad input, not allowed), as opposed to not being reached. */
export const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.code !== null && error.status !== 202

/** A refused save goes back to its record as a draft with the reason; the list drops its local copy. */
function refuse(client: QueryClient, userId: number, input: SaveInput, error: unknown) {
  recordSaves.refuse(input.idempotency_key, error instanceof Error ? error.message : String(error))
  void client.invalidateQueries({ queryKey: listKey(userId, input.act_id) })
}

// No toast from here: a refusal shows on its record (the form and the list's banner), once.
async function send(input: SaveInput) {
  const { sendQueuedWrite } = await import('@/api/client/queued-write').catch((error: unknown) => {
    void notify(m.offline_hint(), { kind: 'error' })
    throw error
  })
  return sendQueuedWrite(recordSaveEndpoint, input, { toast: false })
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
      if (local) putInList(client, userId, input.act_id, local)
    },
    onSuccess: (result, input) => {
      if (result.status === 'sent') settle(client, userId, input, result.data)
    },
    onError: (error, input) => {
      if (isRefusal(error)) refuse(client, userId, input, error)
      // Not reached and not queued (the worker not in control yet): still pending, and the next
      // confirmation run (online again, a replay) sends it; nothing typed is dropped.
      else void notify(m.offline_hint(), { kind: 'error' })
    },
  })
}

/**
 * Asks the server for the answer to each unconfirmed save (the same key: nothing is stored twice,
 * so overlapping runs are harmless; a save still unreachable stays pending for the next run).
 */
async function confirmAll(client: QueryClient, userId: number) {
  if (!navigator.onLine) return
  await drainSaves(recordSaves.get().pending, {
    send,
    isRefusal,
    settled: (input, answer) => settle(client, userId, input, answer),
    refused: (input, error) => refuse(client, userId, input, error),
  })
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
