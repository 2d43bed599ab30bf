/**
 * The database: embedded PGlite under DATA_DIR by default, PostgreSQL (node-postgres) when
 * DATABASE_URL is set. Both run the committed migrations in ./drizzle at open, and an empty
 * database is filled with the deterministic demo dataset.
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

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

/** Where the committed migrations live (the project root's ./drizzle). */
export const migrationsFolder = resolve(process.cwd(), 'drizzle')

export async function openDatabase(options: { dataDir?: string; databaseUrl?: string; inMemory?: boolean }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    // node-postgres' database offers the same query API as PGlite's; one type serves both.
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  let client: PGlite
  if (options.inMemory) client = new PGlite()
  else {
    const dir = resolve(options.dataDir ?? './data', 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  }
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}
