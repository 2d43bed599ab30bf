/**
 * Sessions: api_key and mobile_key are random 128-bit+ secrets handed to the browser once and
 * stored here only as SHA-256 hashes. A session ends after 30 days idle or 90 days in all.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { browserTokens, sessions, users } from '../db/schema'
import { asRole, type Role } from '../../lib/roles'

export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000
export const SESSION_ABSOLUTE_MS = 90 * 24 * 3600 * 1000
/** lastSeenAt is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000

export type Session = {
  sessionId: number
  userId: number
  role: Role | null
  brandId: number | null
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** 192 random bits each. */
function newKey(): string {
  return randomBytes(24).toString('base64url')
}

export type SessionKeys = { api_key: string; mobile_key: string }

/** Issues fresh keys for a user; returns them in clear text exactly once. */
export async function createSession(db: Db, userId: number): Promise<SessionKeys> {
  return (await openSession(db, userId)).keys
}

/** Like createSession, with the new session's id. */
export async function openSession(db: Db, userId: number, now?: Date): Promise<{ sessionId: number; keys: SessionKeys }> {
  const apiKey = newKey()
  const mobileKey = newKey()
  const [row] = await db
    .insert(sessions)
    .values({ userId, apiKeyHash: hashKey(apiKey), mobileKeyHash: hashKey(mobileKey), ...(now ? { createdAt: now, lastSeenAt: now } : {}) })
    .returning({ id: sessions.id })
  return { sessionId: row!.id, keys: { api_key: apiKey, mobile_key: mobileKey } }
}

/** The live session for a key pair, or null (missing, forged, revoked or expired). */
export async function resolveSession(
  db: Db,
  apiKey: string | null | undefined,
  mobileKey: string | null | undefined,
  now = new Date(),
): Promise<Session | null> {
  if (!apiKey || !mobileKey || apiKey.length > 200 || mobileKey.length > 200) return null
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      mobileKeyHash: sessions.mobileKeyHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      role: users.role,
      brandId: users.brandId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.apiKeyHash, hashKey(apiKey)), isNull(sessions.revokedAt)))
    .limit(1)
  const row = rows[0]
  if (!row || row.mobileKeyHash !== hashKey(mobileKey)) return null
  const t = now.getTime()
  if (t - row.createdAt.getTime() > SESSION_ABSOLUTE_MS || t - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return null
  if (t - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
  }
  const role = asRole(row.role)
  return { sessionId: row.sessionId, userId: row.userId, role, brandId: row.brandId }
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId))
}

/**
 * Ends every live session of a user and unbinds them from their browsers (a password reset or
 * change: whoever knew the old password is logged out everywhere). Answers how many ended.
 */
export async function revokeUserSessions(db: Db, userId: number, now = new Date()): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  await db.update(browserTokens).set({ sessionId: null, userId: null, sealedKeys: null }).where(eq(browserTokens.userId, userId))
  return ended.length
}
