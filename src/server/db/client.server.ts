/**
 * The database: embedded PGlite under DATA_DIR by default, PostgreSQL (node-postgres) when
 * DATABASE_URL is set. Both run the committed migrations in ./drizzle at open, and an empty
 * database is filled with the deterministic demo dataset.
 *
 * Several instances may start at the same moment on one PostgreSQL database: the migrations
 * and the first seed run under a session-level advisory lock, so one instance migrates (and
 * seeds) while the others wait, then find the work done (ADR 020).
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { Pool } from 'pg'
import * as schema from './schema'
import { DatabaseUnavailableError } from './errors.server'

export { DatabaseUnavailableError, isDatabaseUnavailable } from './errors.server'

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PostgreSQL only: the pool (LISTEN/NOTIFY takes a dedicated client from it). */
  pool?: Pool
  /** PGlite only: the embedded client (backups, the in-process bus). */
  pglite?: PGlite
}

/** Where the committed migrations live (the project root's ./drizzle). */
export const migrationsFolder = resolve(process.cwd(), 'drizzle')

/** The advisory-lock key held while migrating and seeding ("b2b-migrate" as a 64-bit integer). */
export const MIGRATION_LOCK_KEY = 7_212_435_111_001n

export type OpenOptions = {
  dataDir?: string
  databaseUrl?: string
  inMemory?: boolean
  /** In memory: start from this dumped data directory (PGlite's `dumpDataDir`) instead of empty. */
  loadDataDir?: Blob
  /** Runs after the migrations, still under the migration lock (the first seed). */
  afterMigrate?: (db: Db) => Promise<void>
  /** Pool size (default 10). */
  poolMax?: number
}

function logPoolError(error: Error) {
  // A PostgreSQL restart ends every connection ("terminating connection due to administrator
  // command"); the pool drops the client and the next query opens a new one. Without a listener
  // node-postgres' 'error' event would end the process.
  console.error(`PostgreSQL connection lost: ${error.message}`)
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // While the database is down a request fails fast (→ 503) instead of waiting for a slot.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: false,
    })
    pool.on('error', logPoolError)
    // A client checked out (a transaction) has no pool listener: give every client its own.
    pool.on('connect', (client) => client.on('error', logPoolError))
    try {
      const db = drizzlePg(pool, { schema })
      const lock = await pool.connect()
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
        try {
          await migratePg(db, { migrationsFolder })
          // node-postgres' database offers the same query API as PGlite's; one type serves both.
          await options.afterMigrate?.(db as unknown as Db)
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined)
        }
      } finally {
        lock.release()
      }
      return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), pool }
    } catch (error) {
      await pool.end().catch(() => undefined)
      throw error
    }
  }
  let client: PGlite
  if (options.inMemory) client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
  else {
    const dir = resolve(options.dataDir ?? './data', 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  }
  try {
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    await options.afterMigrate?.(db)
    return { db, kind: 'pglite', close: () => client.close(), pglite: client }
  } catch (error) {
    await client.close().catch(() => undefined)
    throw error
  }
}

/**
 * Opens the database with retries: a failed start is retried with exponential backoff
 * (250 ms doubling to `maxDelayMs`) in the background, never cached forever. Until it opens,
 * `get()` rejects at once with DatabaseUnavailableError (the API answers 503).
 */
export function resilientDatabase(
  open: () => Promise<Database>,
  options: { minDelayMs?: number; maxDelayMs?: number; log?: (line: string) => void } = {},
) {
  const minDelay = options.minDelayMs ?? 250
  const maxDelay = options.maxDelayMs ?? 5000
  const log = options.log ?? ((line: string) => console.error(line))
  let opened: Database | undefined
  let pending: Promise<Database> | undefined
  let failures = 0
  let lastError: unknown
  let timer: ReturnType<typeof setTimeout> | undefined

  function attempt(): Promise<Database> {
    pending ??= open().then(
      (database) => {
        opened = database
        if (failures) log(`Database opened after ${failures} failed attempt(s)`)
        failures = 0
        return database
      },
      (error: unknown) => {
        failures += 1
        lastError = error
        const delay = Math.min(maxDelay, minDelay * 2 ** (failures - 1))
        log(
          `Database start failed (attempt ${failures}, retrying in ${delay} ms): ${error instanceof Error ? error.message : String(error)}`,
        )
        timer = setTimeout(() => {
          timer = undefined
          pending = undefined
          void attempt().catch(() => undefined)
        }, delay)
        timer.unref?.()
        throw new DatabaseUnavailableError('The database is not available', { cause: error })
      },
    )
    return pending
  }

  return {
    get(): Promise<Database> {
      if (opened) return Promise.resolve(opened)
      // Waiting out a backoff: answer now rather than hold the request.
      if (timer) return Promise.reject(new DatabaseUnavailableError('The database is not available', { cause: lastError }))
      return attempt()
    },
    get failures() {
      return failures
    },
  }
}
