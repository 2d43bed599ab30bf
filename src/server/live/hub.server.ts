/**
 * The live hub (ADR 094): one per server instance. It answers an activity's Server-Sent Events
 * stream and fans the activity's events out to every open connection of this instance.
 *
 * - Catch-up: a connection starts after `Last-Event-ID` (the header a reconnecting EventSource
 *   sends, or `last_event_id` in the query for the first connect after a snapshot) and receives
 *   every stored event after it, then the live ones: no gap, no duplicate. Each activity's work
 *   (a connection joining, new events being read) runs one task at a time, and every connection
 *   remembers the last sequence number it was sent.
 * - New events: the tag `live:N` invalidated on the response cache (a publish here, or the
 *   invalidation bus relaying another instance's) makes the hub read the rows after the last one
 *   it has; the heartbeat reads them too, which covers a notification lost while the bus
 *   reconnected.
 * - Bounds: at most `maxConnections` per instance (over it: 503 with Retry-After); a connection
 *   whose unsent bytes pass `maxBufferedBytes` (a client that stopped reading) is closed, and its
 *   EventSource reconnects and catches up from the log; a catch-up longer than `catchUpLimit`
 *   events sends `reset` instead (the screen reloads its snapshot).
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { liveEvents, liveStreams } from '../db/schema'
import { LIVE_TAG_PREFIX } from '../../lib/live-events'
import { LIVE_CATCH_UP } from './publish.server'

export type LiveHubOptions = {
  database: () => Promise<{ db: Db }>
  /** Open connections per instance (default 2000). */
  maxConnections?: number
  /** Comment line and catch-up read every … ms (default 15 000). */
  heartbeatMs?: number
  /** Unsent bytes after which a connection is closed (default 256 KiB). */
  maxBufferedBytes?: number
  /** Events a reconnecting screen may catch up; more and it reloads instead (default 2000). */
  catchUpLimit?: number
  /** Seconds a refused client is told to wait (default 5). */
  retryAfterSeconds?: number
  log?: (line: string) => void
}

type Connection = {
  activityId: number
  controller: ReadableStreamDefaultController<Uint8Array>
  /** The last sequence number sent; -1 until its catch-up is done. */
  lastSeq: number
  bytes: number
  closed: boolean
}

type Stream = {
  connections: Set<Connection>
  /** The last sequence number read from the database for this activity. */
  seq: number
  chain: Promise<void>
  pullQueued: boolean
}

export type LiveHubStats = { connections: number; activities: number; dropped: number; refused: number }

const encoder = new TextEncoder()

async function readAfter(db: Db, activityId: number, after: number, limit: number) {
  return db
    .select({ seq: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.activityId, activityId), gt(liveEvents.seq, after)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit)
}

async function lastSeqOf(db: Db, activityId: number): Promise<number> {
  const [row] = await db.select({ seq: liveStreams.lastSeq }).from(liveStreams).where(eq(liveStreams.activityId, activityId))
  return row?.seq ?? 0
}

export type LiveHub = ReturnType<typeof createLiveHub>

export function createLiveHub(options: LiveHubOptions) {
  const maxConnections = options.maxConnections ?? 2000
  const maxBuffered = options.maxBufferedBytes ?? 256 * 1024
  const catchUpLimit = options.catchUpLimit ?? LIVE_CATCH_UP
  const retryAfter = options.retryAfterSeconds ?? 5
  const log = options.log ?? ((line: string) => console.error(line))
  const streams = new Map<number, Stream>()
  let open = 0
  let dropped = 0
  let refused = 0

  function streamOf(activityId: number): Stream {
    let stream = streams.get(activityId)
    if (!stream) streams.set(activityId, (stream = { connections: new Set(), seq: -1, chain: Promise.resolve(), pullQueued: false }))
    return stream
  }

  function run(stream: Stream, task: () => Promise<void>): void {
    stream.chain = stream.chain.then(task).catch((error: unknown) => {
      log(`Live hub: ${error instanceof Error ? error.message : String(error)}`)
    })
  }

  function frame(seq: number, type: string, payload: unknown): Uint8Array {
    return encoder.encode(`id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify({ ...(payload as object), type, seq })}\n\n`)
  }

  function close(connection: Connection): void {
    if (connection.closed) return
    connection.closed = true
    open -= 1
    const stream = streams.get(connection.activityId)
    stream?.connections.delete(connection)
    if (stream && !stream.connections.size) streams.delete(connection.activityId)
    try {
      connection.controller.close()
    } catch {
      // Already closed by the client going away.
    }
  }

  function write(connection: Connection, bytes: Uint8Array): void {
    if (connection.closed) return
    // desiredSize = high-water mark − bytes queued and not yet taken by the socket.
    if ((connection.controller.desiredSize ?? 0) < -maxBuffered) {
      dropped += 1
      close(connection)
      return
    }
    connection.controller.enqueue(bytes)
    connection.bytes += bytes.byteLength
  }

  /** Reads the activity's events after the last one read and sends each to whoever lacks it. */
  function pull(activityId: number): void {
    const stream = streams.get(activityId)
    if (!stream || stream.pullQueued) return
    stream.pullQueued = true
    run(stream, async () => {
      stream.pullQueued = false
      if (!stream.connections.size) return
      const { db } = await options.database()
      const rows = await readAfter(db, activityId, stream.seq, 500)
      for (const row of rows) {
        const bytes = frame(row.seq, row.type, row.payload)
        for (const connection of stream.connections) {
          if (connection.lastSeq < row.seq) {
            write(connection, bytes)
            connection.lastSeq = row.seq
          }
        }
        stream.seq = row.seq
      }
      if (rows.length === 500) pull(activityId)
    })
  }

  /** Answers GET of the SSE stream of `activityId`. */
  function connect(activityId: number, lastEventId: number | null): Response {
    if (open >= maxConnections) {
      refused += 1
      return new Response(`Too many live connections on this server; retry in ${retryAfter} s.\n`, {
        status: 503,
        headers: { 'retry-after': String(retryAfter), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    }
    open += 1
    const stream = streamOf(activityId)
    let connection: Connection | undefined
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          connection = { activityId, controller, lastSeq: -1, bytes: 0, closed: false }
          // The reconnection delay the browser's EventSource uses after a drop.
          controller.enqueue(encoder.encode('retry: 2000\n\n'))
        },
        cancel() {
          if (connection) close(connection)
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
    )
    const joining = connection!
    run(stream, async () => {
      if (joining.closed) return
      const { db } = await options.database()
      const last = await lastSeqOf(db, activityId)
      // A client ahead of the database (restored or reseeded) starts over.
      let from = lastEventId === null || lastEventId > last ? last : lastEventId
      if (lastEventId !== null && lastEventId > last) write(joining, frame(last, 'reset', {}))
      if (last - from > catchUpLimit) {
        write(joining, frame(last, 'reset', {}))
        from = last
      }
      let sent = from
      while (sent < last) {
        const rows = await readAfter(db, activityId, sent, 500)
        if (!rows.length) break
        for (const row of rows) write(joining, frame(row.seq, row.type, row.payload))
        sent = rows[rows.length - 1]!.seq
      }
      joining.lastSeq = sent
      if (stream.seq < 0) stream.seq = sent
      if (joining.closed) return
      // The stream may have been dropped (its last connection closed) while this one waited.
      const current = streamOf(activityId)
      current.connections.add(joining)
      if (current !== stream && current.seq < 0) current.seq = sent
      if (current.seq < sent || last > current.seq) pull(activityId)
    })
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // Proxies (nginx) must not hold the stream back.
        'x-accel-buffering': 'no',
      },
    })
  }

  const comment = encoder.encode(': heartbeat\n\n')
  const heartbeat = setInterval(() => {
    for (const [activityId, stream] of streams) {
      for (const connection of stream.connections) write(connection, comment)
      pull(activityId)
    }
  }, options.heartbeatMs ?? 15_000)
  heartbeat.unref?.()

  /** Answers a request of the stream's path: GET ?act_id=N, with Last-Event-ID on a reconnect. */
  function handle(request: Request): Response {
    const url = new URL(request.url)
    const zh = /^zh/i.test(request.headers.get('accept-language') ?? '') || url.searchParams.get('lan') === 'cn'
    const text = (status: number, en: string, cn: string, headers: Record<string, string> = {}) =>
      new Response(`${zh ? cn : en}\n`, {
        status,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
      })
    if (request.method !== 'GET') return text(405, 'Only GET opens a live stream', '实时流只接受 GET 请求', { allow: 'GET' })
    const raw = url.searchParams.get('act_id') ?? ''
    const activityId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
    if (activityId < 1)
      return text(400, 'act_id: a positive whole number (the activity id) is required', 'act_id：需要一个正整数（活动编号）')
    return connect(activityId, lastEventIdOf(request, url))
  }

  return {
    connect,
    handle,
    /** A response-cache listener: `live:N` tags make the hub read activity N's new events. */
    invalidated(tags: ReadonlyArray<string>): void {
      for (const tag of tags) {
        if (!tag.startsWith(LIVE_TAG_PREFIX)) continue
        const activityId = Number(tag.slice(LIVE_TAG_PREFIX.length))
        if (Number.isSafeInteger(activityId)) pull(activityId)
      }
    },
    stats(): LiveHubStats {
      return { connections: open, activities: streams.size, dropped, refused }
    },
    /** Closes every connection (shutdown, tests). */
    close(): void {
      clearInterval(heartbeat)
      const all = Array.from(streams.values(), (stream) => Array.from(stream.connections)).flat()
      for (const connection of all) close(connection)
    },
  }
}

/** The id to start after: the Last-Event-ID header (a reconnect), else `last_event_id` in the query. */
export function lastEventIdOf(request: Request, url: URL): number | null {
  const raw = request.headers.get('last-event-id') ?? url.searchParams.get('last_event_id')
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null
  const value = Number(raw.trim())
  return Number.isSafeInteger(value) ? value : null
}
