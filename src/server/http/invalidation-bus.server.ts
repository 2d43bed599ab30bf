/**
 * The invalidation bus (ADR 039): several server instances on one PostgreSQL database keep
 * their caches in process (the API response cache, and through its listeners the page cache,
 * the search index and the sitemap), and tell each other about writes through PostgreSQL
 * LISTEN/NOTIFY.
 *
 * - A write here invalidates tags locally (origin `local`); the bus sends them with
 *   `pg_notify` through the pool. A send that fails is kept and retried with backoff.
 * - A dedicated connection (not from the pool: LISTEN belongs to its session) receives the
 *   other instances' tags and invalidates them here with origin `remote`, which is never sent
 *   on; our own notifications come back to us too and are skipped by their instance id.
 * - When the listening connection drops (a PostgreSQL restart, a network cut), it reconnects
 *   with backoff, LISTENs again, and then flushes every tag: notifications sent while it was
 *   away are lost. The same flush follows the first LISTEN, which covers anything cached
 *   before the bus was up.
 *
 * On PGlite there is one process, and the response cache's own listeners are the whole bus.
 */
import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import type { ResponseCache } from './response-cache.server'

export const INVALIDATION_CHANNEL = 'b2b_cache_invalidate'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; tags are sent in smaller batches. */
const MAX_PAYLOAD = 7000

type Message = { o: string; t: Array<string> }

const logError = (line: string) => console.error(line)
const nothing = () => undefined

export type InvalidationBus = {
  /** This process's id in the messages it sends. */
  readonly instanceId: string
  /** True while the listening connection is up and LISTENing. */
  readonly listening: boolean
  /** Resolves when the first LISTEN (and its flush) is done; never rejects. */
  readonly ready: Promise<void>
  /** Resolves when every tag invalidated so far has been sent. */
  drained: () => Promise<void>
  close: () => Promise<void>
}

export type BusOptions = {
  cache: ResponseCache
  /** Opens the dedicated listening connection (connected). */
  connect: () => Promise<Client>
  /** Sends one notification (through the pool). */
  notify: (channel: string, payload: string) => Promise<void>
  /** Every tag a cache entry can carry: the flush after a (re)connect invalidates them all. */
  allTags: ReadonlyArray<string>
  channel?: string
  minDelayMs?: number
  maxDelayMs?: number
  log?: (line: string) => void
}

/** Tags in groups that fit a NOTIFY payload. */
function batches(tags: Array<string>): Array<Array<string>> {
  const out: Array<Array<string>> = [[]]
  let size = 0
  for (const tag of tags) {
    if (size + tag.length + 3 > MAX_PAYLOAD - 40 && out[out.length - 1]!.length) {
      out.push([])
      size = 0
    }
    out[out.length - 1]!.push(tag)
    size += tag.length + 3
  }
  return out
}

export function startInvalidationBus(options: BusOptions): InvalidationBus {
  const channel = options.channel ?? INVALIDATION_CHANNEL
  const minDelay = options.minDelayMs ?? 250
  const maxDelay = options.maxDelayMs ?? 5000
  const log = options.log ?? logError
  const instanceId = randomBytes(9).toString('base64url')
  const { cache } = options

  let closed = false
  let listener: Client | undefined
  let listening = false
  let reconnectFailures = 0
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let markReady: () => void = nothing
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  // ── sending ──
  const unsent = new Set<string>()
  let sending: Promise<void> | undefined
  let sendFailures = 0
  let sendTimer: ReturnType<typeof setTimeout> | undefined
  let drainWaiters: Array<() => void> = []

  function send(): void {
    if (sending || sendTimer || closed || !unsent.size) {
      if (!unsent.size && !sending) for (const wake of drainWaiters.splice(0)) wake()
      return
    }
    const tags = [...unsent]
    unsent.clear()
    sending = (async () => {
      for (const batch of batches(tags)) {
        await options.notify(channel, JSON.stringify({ o: instanceId, t: batch } satisfies Message))
      }
    })().then(
      () => {
        sendFailures = 0
        sending = undefined
        send()
      },
      (error: unknown) => {
        for (const tag of tags) unsent.add(tag)
        sendFailures += 1
        sending = undefined
        const delay = Math.min(maxDelay, minDelay * 2 ** (sendFailures - 1))
        log(`Invalidation bus: sending failed (retrying in ${delay} ms): ${error instanceof Error ? error.message : String(error)}`)
        sendTimer = setTimeout(() => {
          sendTimer = undefined
          send()
        }, delay)
        sendTimer.unref?.()
      },
    )
  }

  const unsubscribe = cache.onInvalidate((tags, origin) => {
    if (origin !== 'local' || closed) return
    for (const tag of tags) unsent.add(tag)
    send()
  })
  // A write that waits for its invalidation (response-cache.server.ts) answers once it is sent.
  const unsettle = cache.onSettle(() => drained())

  function drained(): Promise<void> {
    return !unsent.size && !sending
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          drainWaiters.push(resolve)
        })
  }

  // ── listening ──
  function receive(payload: string | undefined): void {
    let message: Message
    try {
      message = JSON.parse(payload ?? '') as Message
    } catch {
      return
    }
    if (!message || message.o === instanceId || !Array.isArray(message.t)) return
    const tags = message.t.filter((tag): tag is string => typeof tag === 'string')
    if (tags.length) cache.invalidate(tags, 'remote')
  }

  function lost(client: Client, reason: string): void {
    if (listener !== client) return
    listener = undefined
    const wasListening = listening
    listening = false
    client.removeAllListeners('notification')
    client.end().catch(() => undefined)
    if (closed) return
    if (wasListening) log(`Invalidation bus: the listening connection was lost (${reason}); reconnecting`)
    scheduleConnect()
  }

  function scheduleConnect(): void {
    if (closed || reconnectTimer) return
    const delay = reconnectFailures ? Math.min(maxDelay, minDelay * 2 ** (reconnectFailures - 1)) : 0
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      void connect()
    }, delay)
    reconnectTimer.unref?.()
  }

  async function connect(): Promise<void> {
    let client: Client | undefined
    try {
      client = await options.connect()
      const current = client
      // Both fire on a PostgreSQL restart; either one starts the reconnect.
      current.on('error', (error: Error) => lost(current, error.message))
      current.on('end', () => lost(current, 'connection ended'))
      current.on('notification', (message) => {
        if (message.channel === channel) receive(message.payload)
      })
      listener = current
      await current.query(`LISTEN ${channel}`)
      if (closed) {
        await current.end().catch(() => undefined)
        return
      }
      listening = true
      // Whatever was sent while nobody listened is unknown: every cached answer may be stale.
      cache.invalidate(options.allTags, 'remote')
      if (reconnectFailures) log(`Invalidation bus: listening again after ${reconnectFailures} failed attempt(s); caches flushed`)
      reconnectFailures = 0
      markReady()
    } catch (error) {
      // The connection died during LISTEN and `lost` has already scheduled the next attempt.
      if (client && listener !== client) return
      listener = undefined
      await client?.end().catch(() => undefined)
      if (closed) return
      reconnectFailures += 1
      if (reconnectFailures === 1 || reconnectFailures % 10 === 0) {
        log(`Invalidation bus: cannot listen (attempt ${reconnectFailures}): ${error instanceof Error ? error.message : String(error)}`)
      }
      scheduleConnect()
    }
  }

  scheduleConnect()

  return {
    instanceId,
    get listening() {
      return listening
    },
    ready,
    drained,
    async close() {
      closed = true
      unsubscribe()
      unsettle()
      if (reconnectTimer) clearTimeout(reconnectTimer)
      if (sendTimer) clearTimeout(sendTimer)
      await sending?.catch(() => undefined)
      for (const wake of drainWaiters.splice(0)) wake()
      drainWaiters = []
      const client = listener
      listener = undefined
      listening = false
      markReady()
      await client?.end().catch(() => undefined)
    },
  }
}

/** The bus on a PostgreSQL database: a dedicated listening client, notifications through the pool. */
export function startPostgresBus(options: {
  databaseUrl: string
  pool: { query: (text: string, values: Array<unknown>) => Promise<unknown> }
  cache: ResponseCache
  allTags: ReadonlyArray<string>
  channel?: string
  minDelayMs?: number
  log?: (line: string) => void
}): InvalidationBus {
  return startInvalidationBus({
    cache: options.cache,
    channel: options.channel,
    minDelayMs: options.minDelayMs,
    allTags: options.allTags,
    log: options.log,
    connect: async () => {
      // keepAlive: a connection cut without a FIN is noticed by TCP, not only on the next query.
      const client = new Client({ connectionString: options.databaseUrl, keepAlive: true, connectionTimeoutMillis: 3000 })
      try {
        await client.connect()
      } catch (error) {
        await client.end().catch(() => undefined)
        throw error
      }
      return client
    },
    notify: async (channel, payload) => {
      await options.pool.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
  })
}
