/**
 * The phones' meeting list, record form and FormHead, kept current by the activity's live stream:
 * a record event about one of the viewer's meetings (another device's save, the automatic no-show)
 * or a `refresh` (a meeting moved, a no-show's slot refilled) invalidates the screen's query (the
 * list's, or FormHead's one meeting), which reloads it through its queryOptions key. Bursts are
 * coalesced into one reload. The reload never waits for the phone's unconfirmed saves: the list's
 * query lays them over what the server answers, so every other record follows the server at once.
 * Offline the stream is silent and nothing changes.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { LiveMessage } from '@/lib/live-events'
import { recordHeadQuery, recordListQuery, type RecordHead } from '../api/queries'
import type { RecordBoard } from '../utils/order'
import { useLiveStream, type StreamStatus } from './use-live-stream'

const COALESCE_MS = 250

/** Whether a record event may change what this viewer's list shows. */
export function concernsList(board: RecordBoard | undefined, message: Extract<LiveMessage, { type: 'record' }>): boolean {
  // No list yet, or an organiser's (every meeting): any record counts.
  if (!board || board.brand_id === null) return true
  if (board.records.some((r) => r.meeting_id === message.meeting_id || -r.id === message.meeting_id)) return true
  // A walk-in saved on another device of the same brand.
  const brand = board.brands.find((b) => b.id === board.brand_id)?.name
  return Boolean(brand) && [message.brand, message.brand_en, message.brand_zh].includes(brand)
}

/** Whether a record event is about FormHead's meeting (a walk-in's events name minus its record id). */
export function concernsHead(head: RecordHead | undefined, message: Extract<LiveMessage, { type: 'record' }>): boolean {
  return !head || message.meeting_id === head.meeting_id || message.meeting_id === -head.id
}

/**
 * Follows the activity's stream for the list and the form (the list's query), or, given
 * `headOf`, for FormHead (that record's header query).
 */
export function useRecordStream(userId: number, actId: number, headOf?: number): StreamStatus {
  const client = useQueryClient()
  const state = useRef({ timer: undefined as ReturnType<typeof setTimeout> | undefined })
  const queryKey = headOf === undefined ? recordListQuery(userId, actId).queryKey : recordHeadQuery(userId, actId, headOf).queryKey
  const concerns = (message: Extract<LiveMessage, { type: 'record' }>) =>
    headOf === undefined
      ? concernsList(client.getQueryData<RecordBoard>(queryKey), message)
      : concernsHead(client.getQueryData<RecordHead>(queryKey), message)

  const soon = () => {
    const s = state.current
    if (s.timer !== undefined) return
    s.timer = setTimeout(() => {
      s.timer = undefined
      void client.invalidateQueries({ queryKey })
    }, COALESCE_MS)
  }

  useEffect(() => () => clearTimeout(state.current.timer), [])

  const status = useLiveStream({
    activityId: actId,
    after: null,
    onMessage: (message) => {
      if (message.type === 'refresh') soon()
      else if (message.type === 'record' && concerns(message)) soon()
    },
    onReset: soon,
  })
  // Back after a drop: what happened meanwhile may not all have been caught up.
  const previous = useRef(status)
  useEffect(() => {
    if (status === 'live' && previous.current === 'reconnecting') soon()
    previous.current = status
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs on a status change
  }, [status])
  return status
}
