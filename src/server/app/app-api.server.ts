/**
 * The running app's API server and database, opened once per process. The database opens in
 * the background when the server starts (so the first page is not held up by it), applies the
 * migrations, and fills an empty database with the demo dataset.
 */
import { serverEnv } from '../../../app.config'
import type { Database } from '../db/client.server'
import { createApiServer } from '../http/dispatch.server'
import { invalidateSearch } from '../search/freshness'
import { installMemoryReport, registerMemorySource } from '../http/memory-report.server'
import type { LiveHub } from '../live/hub.server'

let database: { get: () => Promise<Database> } | undefined

/** Loads the handlers and opens the database, so the first API call does not wait for them. */
export function warmUpApi(): Promise<unknown> {
  return Promise.all([
    appDatabase().then(warmUpSearchIndex, () => undefined),
    appApi.ready(),
    liveHub(),
    appDatabase().then(startQuoteReminders, () => undefined),
  ])
}

/** How often each instance looks for quotes about to expire (the reminder is claimed once per quote). */
const QUOTE_REMINDER_EVERY_MS = 10 * 60_000

let reminders: ReturnType<typeof setInterval> | undefined

/** Reminds buyers of quotes about to expire, now and every few minutes; a failed round waits for the next. */
async function startQuoteReminders(): Promise<void> {
  if (reminders) return
  const { remindExpiringQuotes } = await import('../inquiries/expiry.server')
  const round = async () => {
    try {
      await remindExpiringQuotes((await appDatabase()).db, serverNow())
    } catch (error) {
      console.warn(`[reminders] quote expiry round failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  reminders = setInterval(() => void round(), QUOTE_REMINDER_EVERY_MS)
  // The timer alone never keeps the process alive: a shutdown is not held up by it.
  reminders.unref()
  // Not awaited: the server's start does not wait for a round.
  void round()
}

/** Builds the search index before the first search asks for it, and logs what it cost. */
async function warmUpSearchIndex({ db, pglite }: Database): Promise<void> {
  const { warmUpSearch, lastSearchBuild } = await import('../search/search.server')
  registerMemorySource('searchIndex', () => lastSearchBuild()?.heapBytes)
  // PGlite's WebAssembly memory (Postgres' shared buffers, catalogue caches and work memory).
  if (pglite) registerMemorySource('pgliteWasm', () => pglite.Module.HEAPU8.byteLength)
  const stats = await warmUpSearch(db)
  if (stats) {
    console.warn(
      `Search index: ${stats.products} products, ${stats.brands} brands, ${stats.categories} categories, ${stats.terms} terms, built in ${stats.ms} ms (~${Math.round(stats.heapBytes / 1e6)} MB heap)`,
    )
  }
}

/**
 * The database, opened (migrated and, when empty, seeded under the migration lock) on first
 * use; a failed start is retried with backoff in the background (see resilientDatabase).
 */
/** The server's clock: the real time, shifted by CLOCK_OFFSET_MINUTES (0 in production; ADR 097). */
export function serverNow(): Date {
  return new Date(Date.now() + serverEnv().CLOCK_OFFSET_MINUTES * 60_000)
}

export async function appDatabase(): Promise<Database> {
  if (!database) {
    // Loaded on demand: PGlite, node-postgres and the seed are large and not needed to serve pages.
    const [{ openDatabase, resilientDatabase }, { isDatabaseEmpty, seedDatabase, seedMissingContent }] = await Promise.all([
      import('../db/client.server'),
      import('../seed/seed.server'),
    ])
    const env = serverEnv()
    database ??= resilientDatabase(async () => {
      const opened = await openDatabase({
        ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR }),
        afterMigrate: async (db) => {
          // A database from before the information pages existed gets their first text (ADR 092).
          if (!(await isDatabaseEmpty(db))) return void (await seedMissingContent(db, serverNow()))
          const started = performance.now()
          await seedDatabase(db, { scale: env.SEED_SCALE, liveDay: env.SEED_LIVE_DAY, now: serverNow() })
          console.warn(`Seeded the demo dataset in ${Math.round(performance.now() - started)} ms`)
        },
      })
      // Several instances may share PostgreSQL: their caches follow each other's writes (ADR 039).
      if (opened.pool && env.DATABASE_URL) await startBus(env.DATABASE_URL, opened.pool)
      return opened
    })
  }
  return database.get()
}

let bus: Promise<unknown> | undefined
function startBus(databaseUrl: string, pool: { query: (text: string, values: Array<unknown>) => Promise<unknown> }) {
  bus ??= (async () => {
    const [{ startPostgresBus }, { allHandlers }] = await Promise.all([
      import('../http/invalidation-bus.server'),
      import('./handlers.server'),
    ])
    const allTags = new Set(allHandlers.flatMap(({ def }) => [...(def.cacheTags ?? []), ...(def.invalidates ?? [])]))
    return startPostgresBus({ databaseUrl, pool, cache: appApi.cache, allTags: [...allTags] })
  })()
  return bus
}

export const appApi = createApiServer({
  database: appDatabase,
  now: serverNow,
  handlers: async () => (await import('./handlers.server')).allHandlers,
  cache: serverEnv().API_RESPONSE_CACHE,
  publicOrigin: serverEnv().PUBLIC_ORIGIN,
  writeLimitFactor: serverEnv().WRITE_LIMIT_FACTOR,
})
// The search index is rebuilt after the invalidations of the data it is built from.
appApi.cache.onInvalidate(invalidateSearch)

/**
 * The live hub (ADR 094): the hall screens' SSE streams. Published events invalidate `live:N` on
 * this cache, whose listeners are the in-process bus and, on PostgreSQL, the invalidation bus to
 * the other instances; every instance's hub then reads the new events from the database.
 */
let hub: Promise<LiveHub> | undefined
export function liveHub(): Promise<LiveHub> {
  hub ??= Promise.all([import('../live/hub.server'), import('../live/publish.server'), import('../live/public.server')]).then(
    ([{ createLiveHub }, { onLivePublished }, { markNoShows }]) => {
      onLivePublished((tags) => appApi.cache.invalidate(tags))
      const created = createLiveHub({
        database: appDatabase,
        maxConnections: serverEnv().LIVE_MAX_CONNECTIONS,
        maxPerIp: serverEnv().LIVE_MAX_CONNECTIONS_PER_IP,
        // Each beat marks the overdue meetings of the activities on screen here (ADR 097).
        onBeat: async (activityId) => markNoShows((await appDatabase()).db, activityId, serverNow()),
      })
      appApi.cache.onInvalidate((tags) => created.invalidated(tags))
      return created
    },
  )
  return hub
}
registerMemorySource('responseCache', () => appApi.cache.bytes)
if (serverEnv().MEMORY_REPORT) installMemoryReport(serverEnv().DATA_DIR)
