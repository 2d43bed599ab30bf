/**
 * The integration suite's database, seeded once per run. Seeding the demo dataset takes seconds,
 * so Vitest's global set-up seeds one copy and every test file starts from a copy of it:
 * - PGlite: the seeded data directory is dumped to a file (`dumpDataDir`) and each test API loads
 *   it into a fresh in-memory PGlite (`loadDataDir`);
 * - PostgreSQL (DATABASE_URL set): a template database is seeded, and each test file gets its own
 *   `CREATE DATABASE … TEMPLATE`, so files run in parallel without sharing rows.
 */
import { readFileSync } from 'node:fs'
import { Client } from 'pg'

/** The fixed clock of the seeded dataset, so dates in assertions are stable. */
export const TEST_NOW = new Date('2026-06-15T08:00:00Z')

/** The template database the global set-up seeds on PostgreSQL. */
export const TEMPLATE_DATABASE = 'b2b_test_template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the seeded data directory. */
    seededDataDir: string
    /** PostgreSQL: the seeded template database. */
    templateDatabase: string
  }
}

/** The seeded data directory, as PGlite's `loadDataDir` takes it. */
export function seededDataDir(path: string): Blob {
  return new Blob([readFileSync(path)])
}

/** `url` with another database name. */
export function databaseUrlFor(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** A new database copied from the seeded template; its URL and how to drop it. */
export async function copyOfTemplate(url: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `b2b_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  } finally {
    await admin.end()
  }
  return {
    url: databaseUrlFor(url, name),
    drop: async () => {
      const client = new Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
