/**
 * A hall screen's board: the snapshot from the query, kept moving by the live stream. Each event
 * updates the query's data through the same key (utils/apply.ts); a `refresh` or `reset` reloads
 * it, and the events that arrived while it reloaded are applied again on top of the new snapshot.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { LiveMessage } from '@/lib/live-events'
import { boardQuery, type BoardTarget } from '../api/queries'
import { applyLiveMessage, type Board } from '../utils/apply'
import { msUntilSlotChange } from '../utils/slot-clock'
import { useLiveStream } from './use-live-stream'

const KEPT = 200

export function useLiveBoard(target: BoardTarget) {
  const client = useQueryClient()
  const query = boardQuery(target)
  const { data, dataUpdatedAt } = useSuspenseQuery(query)
  const recent = useRef<Array<LiveMessage>>([])

  // A reloaded snapshot may be older than events already shown: apply those again.
  useEffect(() => {
    const missing = recent.current.filter((m) => m.seq > data.last_event_id)
    if (missing.length) client.setQueryData<Board>(query.queryKey, (old) => old && missing.reduce(applyLiveMessage, old))
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs when a snapshot arrives, not on every event
  }, [dataUpdatedAt])

  const status = useLiveStream({
    activityId: data.activity.id,
    after: data.last_event_id,
    onMessage: (message) => {
      recent.current = [...recent.current.slice(-(KEPT - 1)), message]
      client.setQueryData<Board>(query.queryKey, (old) => old && applyLiveMessage(old, message))
      if (message.type === 'refresh') void client.invalidateQueries({ queryKey: query.queryKey })
    },
    onReset: () => void client.invalidateQueries({ queryKey: query.queryKey }),
  })
  // Now / Next turn at the slot's boundary by the server's clock: the snapshot is read again then
  // (its server_time gives this device's offset from the server, taken when the snapshot arrived).
  const received = useRef({ serverTime: '', at: 0 })
  useEffect(() => {
    if (received.current.serverTime !== data.server_time) received.current = { serverTime: data.server_time, at: Date.now() }
    const delay = msUntilSlotChange(data, received.current.at, Date.now())
    if (delay === null) return
    // A little past the boundary, so the server's answer is already the new slot; timers cap at ~24 days.
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: query.queryKey }), Math.min(delay + 1_000, 2 ** 31 - 1))
    return () => clearTimeout(timer)
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the boundary moves with the slots and the snapshot
  }, [data.server_time, data.now_slot?.ends_at, data.next_slot?.starts_at])
  return { board: data, status }
}
