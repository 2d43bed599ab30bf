/**
 * Durable idempotency keys for retried writes. A client (an offline queue replaying, a user
 * double-clicking, a proxy retrying) sends the same key again; the first answer is returned and
 * nothing is written twice — across restarts and processes, since the key lives in the database.
 *
 * The claim and the write share one transaction: a concurrent request with the same key waits
 * on the primary key until the first commits (then reads its answer) or rolls back (then runs).
 */
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from './db/client.server'
import { idempotencyKeys } from './db/schema'

/** How long a key is remembered; a replay after that runs again. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000

export async function runOnce<T>(
  db: Db,
  scope: { userId: number; endpoint: string; key: string; now: Date },
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const match = and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.endpoint, scope.endpoint),
    eq(idempotencyKeys.key, scope.key),
  )
  const expired = new Date(scope.now.getTime() - IDEMPOTENCY_TTL_MS)
  return db.transaction(async (transaction) => {
    // A transaction has the same query API as the database handle.
    const tx = transaction as unknown as Db
    await tx.delete(idempotencyKeys).where(and(match, lt(idempotencyKeys.createdAt, expired)))
    const [seen] = await tx.select({ answer: idempotencyKeys.answer }).from(idempotencyKeys).where(match)
    if (seen) return seen.answer as T
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: scope.userId, endpoint: scope.endpoint, key: scope.key, answer: {}, createdAt: scope.now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (claimed.length === 0) {
      // Another request with this key committed while we waited on the primary key.
      const [first] = await tx.select({ answer: idempotencyKeys.answer }).from(idempotencyKeys).where(match)
      return first?.answer as T
    }
    const answer = await write(tx)
    await tx.update(idempotencyKeys).set({ answer }).where(match)
    return answer
  })
}

/** Forgets keys older than the TTL (run occasionally; lookups ignore them anyway). */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
}
