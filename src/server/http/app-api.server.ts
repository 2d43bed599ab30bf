/**
 * The running app's API server and database, opened once per process. The database opens in
 * the background when the server starts (so the first page is not held up by it), applies the
 * migrations, and fills an empty database with the demo dataset.
 */
import { serverEnv } from '../../../app.config'
import type { Database } from '../db/client.server'
import { createApiServer } from './dispatch.server'

let database: Promise<Database> | undefined

/** Loads the handlers and opens the database, so the first API call does not wait for them. */
export function warmUpApi(): Promise<unknown> {
  return Promise.all([appDatabase(), appApi.ready()])
}

export function appDatabase(): Promise<Database> {
  database ??= (async () => {
    // Loaded on demand: PGlite, node-postgres and the seed are large and not needed to serve pages.
    const [{ openDatabase }, { isDatabaseEmpty, seedDatabase }] = await Promise.all([
      import('../db/client.server'),
      import('../db/seed.server'),
    ])
    const env = serverEnv()
    const opened = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR })
    if (await isDatabaseEmpty(opened.db)) {
      const started = performance.now()
      await seedDatabase(opened.db)
      console.warn(`Seeded the demo dataset in ${Math.round(performance.now() - started)} ms`)
    }
    return opened
  })()
  return database
}

export const appApi = createApiServer({
  database: appDatabase,
  handlers: async () => (await import('./handlers.server')).allHandlers,
  cache: serverEnv().API_RESPONSE_CACHE,
})
