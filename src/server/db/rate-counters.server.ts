/**
 * Fixed-window counters in the database, shared by every server instance (ADR 021). A take is
 * one `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement: the row lock serialises racing
 * instances, so two of them can never both pass a limit. Works the same on PGlite.
 */
import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from './client.server'
import { rateCounters } from './schema'

/**
 * Takes up to `wanted` units from `key`'s current window of `windowMs` (at most `limit` per
 * window) and returns how many were granted (0 when the limit is reached).
 */
export async function takeQuota(db: Db, key: string, wanted: number, limit: number, windowMs: number, now: Date): Promise<number> {
  if (wanted <= 0) return 0
  const nowIso = now.toISOString()
  const expired = sql`${rateCounters.windowStart} <= ${nowIso}::timestamptz - make_interval(secs => ${windowMs / 1000})`
  const first = Math.min(wanted, limit)
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: now, used: first, granted: first })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        granted: sql`CASE WHEN ${expired} THEN ${first}::int ELSE GREATEST(0, LEAST(${wanted}::int, ${limit}::int - ${rateCounters.used})) END`,
        used: sql`CASE WHEN ${expired} THEN ${first}::int ELSE LEAST(${limit}::int, ${rateCounters.used} + ${wanted}::int) END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${rateCounters.windowStart} END`,
      },
    })
    .returning({ granted: rateCounters.granted })
  return row?.granted ?? 0
}

/** Units used in `key`'s current window (0 when none or expired). */
export async function usedQuota(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key)).limit(1)
  if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return 0
  return row.used
}

export async function resetQuota(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key))
}

/** Drops counters whose window ended more than `olderThanMs` ago (housekeeping). */
export async function pruneQuotas(db: Db, olderThanMs: number, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - olderThanMs)))
}

/**
 * Runs `work` in a transaction holding transaction-level advisory locks on `keys` (taken in a
 * fixed order, so two callers never deadlock). Serialises check-then-insert limits (the code
 * sends) across instances; on PGlite (one connection) the lock is trivially granted.
 */
export async function withKeyLocks<T>(db: Db, keys: ReadonlyArray<string>, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].toSorted()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    return work(tx as unknown as Db)
  })
}
