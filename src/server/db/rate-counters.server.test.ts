import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { describe, expect, it } from 'vitest'
import * as schema from './schema'
import { takeQuota, usedQuota, withKeyLocks } from './rate-counters.server'

async function db() {
  const database = drizzle(new PGlite(), { schema })
  await migrate(database, { migrationsFolder: 'drizzle' })
  return database
}

describe('takeQuota', { timeout: 60_000 }, () => {
  it('grants up to the limit per window, then nothing, and starts afresh in the next window', async () => {
    const d = await db()
    const t0 = new Date('2026-06-15T08:00:00Z')
    expect(await takeQuota(d, 'k', 40, 60, 60_000, t0)).toBe(40)
    expect(await takeQuota(d, 'k', 40, 60, 60_000, new Date(t0.getTime() + 1000))).toBe(20)
    expect(await takeQuota(d, 'k', 5, 60, 60_000, new Date(t0.getTime() + 2000))).toBe(0)
    expect(await usedQuota(d, 'k', 60_000, new Date(t0.getTime() + 2000))).toBe(60)
    expect(await takeQuota(d, 'k', 5, 60, 60_000, new Date(t0.getTime() + 60_000))).toBe(5)
    expect(await takeQuota(d, 'other', 100, 60, 60_000, t0)).toBe(60)
  })

  it('never grants more than the limit to racing callers', async () => {
    const d = await db()
    const now = new Date()
    const granted = await Promise.all(Array.from({ length: 20 }, () => takeQuota(d, 'race', 1, 7, 60_000, now)))
    expect(granted.reduce((a, b) => a + b, 0)).toBe(7)
  })

  it('runs work under advisory locks in a transaction', async () => {
    const d = await db()
    expect(await withKeyLocks(d, ['b', 'a', 'a'], async () => 42)).toBe(42)
  })
})
