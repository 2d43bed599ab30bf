/**
 * An activity's live stream in the browser (ADR 094): an EventSource that starts after the
 * snapshot's position and hands each event over in order. The browser's EventSource reconnects
 * by itself after a network drop or a server restart and sends Last-Event-ID, so the server
 * catches it up with no gap; only an HTTP refusal (the per-instance cap's 503, a proxy's 502)
 * closes it for good, and then this hook opens a new one after a pause.
 */
import { useEffect, useRef, useState } from 'react'
import { LIVE_EVENT_TYPES, LIVE_STREAM_PATH, type LiveMessage } from '@/lib/live-events'

export type StreamStatus = 'connecting' | 'live' | 'reconnecting'

const REOPEN_MS = 5000

export function useLiveStream(options: {
  activityId: number
  /**
   * The snapshot's position: the first connection starts after it. Null for a view that has no
   * position (the phones' lists): the stream starts at the newest event.
   */
  after: number | null
  onMessage: (message: LiveMessage) => void
  /** The server cannot catch this screen up (too far behind, or the database was reset): reload the snapshot. */
  onReset: () => void
}): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const lastSeen = useRef(options.after ?? -1)
  const handlers = useRef(options)
  useEffect(() => {
    handlers.current = options
    // A newer snapshot (a reload after `reset`) moves the position on.
    if (options.after !== null && options.after > lastSeen.current) lastSeen.current = options.after
  })

  useEffect(() => {
    let source: EventSource | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const open = () => {
      const after = lastSeen.current >= 0 ? `&last_event_id=${lastSeen.current}` : ''
      source = new EventSource(`${LIVE_STREAM_PATH}?act_id=${options.activityId}${after}`)
      source.addEventListener('open', () => setStatus('live'))
      for (const type of LIVE_EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          const message = JSON.parse((event as MessageEvent<string>).data) as LiveMessage
          if (message.seq <= lastSeen.current) return
          lastSeen.current = message.seq
          handlers.current.onMessage(message)
        })
      }
      source.addEventListener('reset', (event) => {
        const { seq } = JSON.parse((event as MessageEvent<string>).data) as { seq: number }
        lastSeen.current = seq
        handlers.current.onReset()
      })
      source.addEventListener('error', () => {
        setStatus('reconnecting')
        if (source?.readyState !== EventSource.CLOSED || stopped) return
        timer = setTimeout(open, REOPEN_MS)
      })
    }
    open()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [options.activityId])

  return status
}
