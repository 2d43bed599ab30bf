import { EventEmitter } from 'node:events'
import { Client, Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverEnv } from '../../../app.config'
import { startInvalidationBus, startPostgresBus, type InvalidationBus } from './invalidation-bus.server'
import { ResponseCache } from './response-cache.server'

const databaseUrl = serverEnv().DATABASE_URL
const body = (text: string) => new TextEncoder().encode(text)
const newCache = () => new ResponseCache({ maxEntries: 100, ttlMs: 60_000 })

/** Resolves when `check` holds, polling each 5 ms; rejects after `ms`. */
async function until(check: () => boolean, ms = 1000): Promise<number> {
  const started = performance.now()
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return performance.now() - started
}

/** A stand-in for the listening pg.Client: LISTEN succeeds, notifications and a drop are driven by the test. */
class FakeListener extends EventEmitter {
  ended = false
  async query(text: string) {
    if (this.ended) throw new Error('ended')
    return { text }
  }
  async end() {
    this.ended = true
  }
}

describe('the invalidation bus (fake connection)', () => {
  it('sends local invalidations only, skips its own echo, retries a failed send, and flushes after a reconnect', async () => {
    const cache = newCache()
    const seen: Array<[Array<string>, string]> = []
    cache.onInvalidate((tags, origin) => seen.push([[...tags], origin]))
    const listeners: Array<FakeListener> = []
    const sent: Array<string> = []
    let failNext = 1
    const bus = startInvalidationBus({
      cache,
      allTags: ['products', 'brands'],
      minDelayMs: 5,
      log: () => undefined,
      connect: async () => {
        const listener = new FakeListener()
        listeners.push(listener)
        return listener as unknown as Client
      },
      notify: async (_channel, payload) => {
        if (failNext-- > 0) throw new Error('database away')
        sent.push(payload)
      },
    })
    await bus.ready
    // The first LISTEN flushes every tag (anything cached before the bus was up).
    expect(seen).toEqual([[['products', 'brands'], 'remote']])

    cache.invalidate(['products'])
    await bus.drained()
    expect(sent.map((p) => JSON.parse(p))).toEqual([{ o: bus.instanceId, t: ['products'] }]) // once, after one failure

    // Our own notification comes back: skipped. Another instance's: applied, and not sent on.
    cache.set('k', body('x'), ['brands'])
    listeners[0]!.emit('notification', { channel: 'b2b_cache_invalidate', payload: sent[0] })
    listeners[0]!.emit('notification', { channel: 'b2b_cache_invalidate', payload: JSON.stringify({ o: 'other', t: ['brands'] }) })
    expect(cache.get('k')).toBeUndefined()
    expect(seen.at(-1)).toEqual([['brands'], 'remote'])
    expect(sent).toHaveLength(1)

    // The connection drops: a new one LISTENs and every tag is flushed again.
    cache.set('k', body('y'), ['brands'])
    listeners[0]!.emit('error', new Error('terminating connection due to administrator command'))
    await until(() => bus.listening && listeners.length === 2)
    expect(cache.get('k')).toBeUndefined()
    expect(seen.at(-1)).toEqual([['products', 'brands'], 'remote'])
    await bus.close()
  })

  it('keeps an answer read across an invalidation of its tags out of the cache', () => {
    const cache = newCache()
    const since = cache.generation
    cache.invalidate(['bulk'], 'remote')
    expect(cache.set('a', body('stale'), ['bulk', 'countries'], since)).toBe(false)
    expect(cache.set('b', body('fine'), ['brands'], since)).toBe(true)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.set('a', body('fresh'), ['bulk'], cache.generation)).toBe(true)
  })
})

describe.skipIf(!databaseUrl)('the invalidation bus on PostgreSQL', () => {
  const channel = `b2b_bus_test_${process.pid}`
  let pool: Pool
  const buses: Array<InvalidationBus> = []
  beforeAll(() => {
    pool = new Pool({ connectionString: databaseUrl, max: 2 })
  })
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()))
    await pool.end()
  })
  const instance = (minDelayMs = 50) => {
    const cache = newCache()
    const bus = startPostgresBus({
      databaseUrl: databaseUrl!,
      pool,
      cache,
      allTags: ['products', 'bulk'],
      channel,
      minDelayMs,
      log: () => undefined,
    })
    buses.push(bus)
    return { cache, bus }
  }

  it('a write on A drops the tag on B within a second, and comes back after B loses its connection', async () => {
    const a = instance()
    const b = instance()
    await Promise.all([a.bus.ready, b.bus.ready])
    b.cache.set('list', body('old'), ['bulk'])
    b.cache.set('other', body('kept'), ['products'])
    const remoteOnA: Array<ReadonlyArray<string>> = []
    a.cache.onInvalidate((tags, origin) => origin === 'remote' && remoteOnA.push(tags))

    a.cache.invalidate(['bulk'])
    const delay = await until(() => b.cache.get('list') === undefined)
    expect(delay).toBeLessThan(1000)
    expect(b.cache.get('other')).toBeDefined()
    expect(remoteOnA).toEqual([]) // no echo

    // PostgreSQL ends B's listening session (as a restart does): B reconnects, LISTENs, flushes.
    const admin = new Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN ${channel}`],
      )
      expect(rows.length).toBe(2)
      b.cache.set('other', body('kept'), ['products'])
      const before = b.bus.listening
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid])
      expect(before).toBe(true)
      await until(() => b.cache.get('other') === undefined, 3000) // the flush
      await until(() => a.bus.listening && b.bus.listening, 3000)
      b.cache.set('list', body('old again'), ['bulk'])
      a.cache.invalidate(['bulk'])
      await until(() => b.cache.get('list') === undefined)
    } finally {
      await admin.end()
    }
  }, 20_000)
})
