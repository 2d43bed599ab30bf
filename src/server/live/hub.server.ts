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
 * - Bounds: only an activity that exists gets a stream (404 otherwise); at most `maxPerIp`
 *   connections per client address and `maxConnections` per instance (over either: 503 with
 *   Retry-After); heartbeat work (the catch-up read, the no-show sweep) runs once per activity
 *   per beat, never per connection; a connection
 *   whose unsent bytes pass `maxBufferedBytes` (a client that stopped reading) is closed, and its
 *   EventSource reconnects and catches up from the log; a catch-up longer than `catchUpLimit`
 *   events sends `reset` instead (the screen reloads its snapshot).
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { activities, liveEvents, liveStreams } from '../db/schema'
import { clientIp as configuredClientIp } from '../http/client-ip'
import { LIVE_TAG_PREFIX } from '../../lib/live-events'
import { LIVE_CATCH_UP } from './publish.server'

export type LiveHubOptions = {
  database: () => Promise<{ db: Db }>
  /** Open connections per instance (default 2000). */
  maxConnections?: number
  /**
   * Open connections per client address on this instance (default 20): one client cannot take
   * the instance's whole budget from the real hall screens.
   */
  maxPerIp?: number
  /** The client's address (default: clientIp under the configured TRUST_PROXY). */
  clientIp?: (request: Request) => string
  /** Comment line and catch-up read every … ms (default 15 000). */
  heartbeatMs?: number
  /** Unsent bytes after which a connection is closed (default 256 KiB). */
  maxBufferedBytes?: number
  /** Events a reconnecting screen may catch up; more and it reloads instead (default 2000). */
  catchUpLimit?: number
  /** Seconds a refused client is told to wait (default 5). */
  retryAfterSeconds?: number
  log?: (line: string) => void
  /**
   * Work due on every heartbeat for each activity with an open connection here (the no-show sweep,
   * ADR 097); its failure is logged and the next beat tries again.
   */
  onBeat?: (activityId: number) => Promise<unknown>
}

type Connection = {
  activityId: number
  ip: string
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

export type LiveHubStats = { connections: number; activities: number; dropped: number; refused: number; beats: number }

const encoder = new TextEncoder()

async function readAfter(db: Db, activityId: number, after: number, limit: number) {
  return db
    .select({ seq: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.activityId, activityId), gt(liveEvents.seq, after)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit)
}

/**
 * An activity a screen may follow: one that exists (every stored activity is published on the
 * site; there is no draft state). A stream for an id that names nothing would hold a connection
 * and heartbeat work for no screen.
 */
async function activityExists(db: Db, activityId: number): Promise<boolean> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId)).limit(1)
  return row !== undefined
}

async function lastSeqOf(db: Db, activityId: number): Promise<number> {
  const [row] = await db.select({ seq: liveStreams.lastSeq }).from(liveStreams).where(eq(liveStreams.activityId, activityId))
  return row?.seq ?? 0
}

export type LiveHub = ReturnType<typeof createLiveHub>

export function createLiveHub(options: LiveHubOptions) {
  const maxConnections = options.maxConnections ?? 2000
  const maxPerIp = options.maxPerIp ?? 20
  const ipOf = options.clientIp ?? configuredClientIp
  const perIp = new Map<string, number>()
  let beats = 0
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
    const left = (perIp.get(connection.ip) ?? 1) - 1
    if (left > 0) perIp.set(connection.ip, left)
    else perIp.delete(connection.ip)
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

  /** Answers GET of the SSE stream of `activityId` (an activity known to exist) for a client at `ip`. */
  function connect(activityId: number, lastEventId: number | null, ip = ''): Response {
    if (open >= maxConnections || (perIp.get(ip) ?? 0) >= maxPerIp) {
      refused += 1
      const whose = open >= maxConnections ? 'on this server' : 'from your address'
      return new Response(`Too many live connections ${whose}; retry in ${retryAfter} s.\n`, {
        status: 503,
        headers: { 'retry-after': String(retryAfter), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    }
    open += 1
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1)
    const stream = streamOf(activityId)
    let connection: Connection | undefined
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          connection = { activityId, ip, controller, lastSeq: -1, bytes: 0, closed: false }
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
  /** Activities whose heartbeat work is still running: a slow sweep is not started twice. */
  const beating = new Set<number>()
  const heartbeat = setInterval(() => {
    // One read and one sweep per activity on screen, however many connections follow it.
    for (const [activityId, stream] of streams) {
      for (const connection of stream.connections) write(connection, comment)
      pull(activityId)
      if (!options.onBeat || beating.has(activityId)) continue
      beating.add(activityId)
      beats += 1
      options
        .onBeat(activityId)
        .catch((error: unknown) =>
          (options.log ?? console.warn)(
            `[live] heartbeat work for activity ${activityId} failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => beating.delete(activityId))
    }
  }, options.heartbeatMs ?? 15_000)
  heartbeat.unref?.()

  /** Answers a request of the stream's path: GET ?act_id=N, with Last-Event-ID on a reconnect. */
  async function handle(request: Request): Promise<Response> {
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
    const ip = ipOf(request)
    // Refused before the database is asked: a client over its share costs no query.
    if ((perIp.get(ip) ?? 0) >= maxPerIp || open >= maxConnections) return connect(activityId, null, ip)
    const { db } = await options.database()
    if (!(await activityExists(db, activityId)))
      return text(404, `act_id: no activity ${activityId}`, `act_id：没有编号为 ${activityId} 的活动`)
    return connect(activityId, lastEventIdOf(request, url), ip)
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
      return { connections: open, activities: streams.size, dropped, refused, beats }
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
