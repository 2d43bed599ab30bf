/**
 * The running app's API server and database, opened once per process. The database opens in
 * the background when the server starts (so the first page is not held up by it), applies the
 * migrations, and fills an empty database with the demo dataset.
 */
import { serverEnv } from '../../../app.config'
import { openDatabase, type Database } from '../../server/db/client.server'
import { isDatabaseEmpty, seedDatabase } from '../../server/db/seed.server'
import { createApiServer } from './dispatch.server'
import { allHandlers } from './handlers.server'

let database: Promise<Database> | undefined

export function appDatabase(): Promise<Database> {
  database ??= (async () => {
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
  handlers: allHandlers,
  cache: serverEnv().API_RESPONSE_CACHE,
})
