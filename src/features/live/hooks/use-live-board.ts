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
  return { board: data, status }
}
