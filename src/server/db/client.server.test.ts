import { Client } from 'pg'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { serverEnv } from '../../../app.config'
import { DatabaseUnavailableError, isDatabaseUnavailable, openDatabase, resilientDatabase, type Database } from './client.server'
import * as schema from './schema'
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.server'

const databaseUrl = serverEnv().DATABASE_URL

/** A fresh, empty database on the same PostgreSQL server, dropped afterwards. */
async function withFreshDatabase(run: (url: string) => Promise<void>) {
  const admin = new Client({ connectionString: databaseUrl })
  await admin.connect()
  const name = `b2b_startup_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl!)
  url.pathname = `/${name}`
  try {
    await run(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

describe.skipIf(!databaseUrl)('two instances starting together on one fresh PostgreSQL database', () => {
  it('both migrate and come up; the demo data is seeded once', async () => {
    await withFreshDatabase(async (url) => {
      let seeded = 0
      const open = () =>
        openDatabase({
          databaseUrl: url,
          afterMigrate: async (db) => {
            if (!(await isDatabaseEmpty(db))) return
            seeded += 1
            await seedDatabase(db)
          },
        })
      const opened: Array<Database> = await Promise.all([open(), open(), open()])
      try {
        expect(seeded).toBe(1)
        for (const database of opened) {
          const [row] = await database.db.select({ n: count() }).from(schema.brands)
          expect(row?.n).toBe(300)
        }
      } finally {
        await Promise.all(opened.map((database) => database.close()))
      }
    })
  }, 120_000)
})

describe('resilientDatabase', () => {
  it('retries a failed start with backoff instead of caching the failure, and answers at once while waiting', async () => {
    let attempts = 0
    const database = { kind: 'pglite' } as unknown as Database
    const lines: Array<string> = []
    const resilient = resilientDatabase(
      async () => {
        attempts += 1
        if (attempts < 3) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })
        return database
      },
      { minDelayMs: 20, maxDelayMs: 40, log: (line) => lines.push(line) },
    )
    await expect(resilient.get()).rejects.toBeInstanceOf(DatabaseUnavailableError)
    // During the backoff a caller is refused at once, without a new attempt.
    await expect(resilient.get()).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(attempts).toBe(1)
    // The retries run in the background; the database comes up by itself.
    await expect.poll(() => attempts, { timeout: 2000 }).toBe(3)
    await expect(resilient.get()).resolves.toBe(database)
    expect(lines.some((line) => /opened after 2 failed/.test(line))).toBe(true)
  })

  it('tells connection failures from query errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
  })
})
