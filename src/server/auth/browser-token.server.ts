/**
 * Browser tokens and single login. createTokenOpb hands a browser a random token (kept in its
 * local storage, so every tab shares it); the server stores only its SHA-256. A login made with
 * the token binds it to the new session and keeps the session's keys sealed with AES-256-GCM
 * under a key derived from the token: userTokenEncryption can give the same keys to another tab,
 * while the database alone reveals no usable key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { browserTokens, sessions, verificationCodes, wechatStates } from '../db/schema'
import { hashKey, SESSION_ABSOLUTE_MS, type SessionKeys } from './session.server'

/** A browser token unused for this long is forgotten (a new one is issued). */
export const BROWSER_TOKEN_IDLE_MS = 90 * 24 * 3600 * 1000

export function newBrowserToken(): string {
  return randomBytes(32).toString('base64url')
}

function sealKey(token: string): Buffer {
  return createHash('sha256').update(`seal:${token}`).digest()
}

export function sealKeys(token: string, keys: SessionKeys): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(keys), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

export function unsealKeys(token: string, sealed: string): SessionKeys | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv!)
    decipher.setAuthTag(tag!)
    const json = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
    const keys = JSON.parse(json) as SessionKeys
    return typeof keys.api_key === 'string' && typeof keys.mobile_key === 'string' ? keys : null
  } catch {
    return null
  }
}

/** The stored row of a live browser token, or undefined. */
export async function findBrowserToken(db: Db, token: string, now: Date) {
  if (!token || token.length > 128) return undefined
  const [row] = await db
    .select()
    .from(browserTokens)
    .where(eq(browserTokens.token, hashKey(token)))
    .limit(1)
  if (!row || now.getTime() - row.lastSeenAt.getTime() > BROWSER_TOKEN_IDLE_MS) return undefined
  return row
}

/** Keeps a known token (refreshing it) or issues a new one. */
export async function ensureBrowserToken(db: Db, current: string | undefined, ip: string, now: Date): Promise<string> {
  if (current) {
    const row = await findBrowserToken(db, current, now)
    if (row) {
      await db.update(browserTokens).set({ lastSeenAt: now }).where(eq(browserTokens.token, row.token))
      return current
    }
  }
  const token = newBrowserToken()
  // Now and then (about one new token in 500), forget expired rows.
  if (randomInt(500) === 0) await sweepAuthTables(db, now)
  await db.insert(browserTokens).values({ token: hashKey(token), ip: ip.slice(0, 64), createdAt: now, lastSeenAt: now })
  return token
}

/**
 * Binds a browser token to a fresh session (after a login). The session the token was bound to
 * before is revoked: each login rotates the keys.
 */
export async function bindBrowserToken(
  db: Db,
  token: string,
  userId: number,
  sessionId: number,
  keys: SessionKeys,
  now: Date,
): Promise<boolean> {
  const row = await findBrowserToken(db, token, now)
  if (!row) return false
  if (row.sessionId && row.sessionId !== sessionId) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)))
  }
  await db
    .update(browserTokens)
    .set({ userId, sessionId, sealedKeys: sealKeys(token, keys), lastSeenAt: now })
    .where(eq(browserTokens.token, row.token))
  return true
}

/** The keys of the live session bound to this browser token, or null. */
export async function keysForBrowserToken(db: Db, token: string, now: Date): Promise<{ userId: number; keys: SessionKeys } | null> {
  const row = await findBrowserToken(db, token, now)
  if (!row?.sessionId || !row.userId || !row.sealedKeys) return null
  const [session] = await db
    .select({ revokedAt: sessions.revokedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, row.sessionId))
    .limit(1)
  if (!session || session.revokedAt || now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_MS) return null
  const keys = unsealKeys(token, row.sealedKeys)
  if (!keys) return null
  await db.update(browserTokens).set({ lastSeenAt: now }).where(eq(browserTokens.token, row.token))
  return { userId: row.userId, keys }
}

/** Logout: the session's browser tokens forget it (every tab of that browser is logged out). */
export async function unbindSession(db: Db, sessionId: number): Promise<void> {
  await db.update(browserTokens).set({ sessionId: null, userId: null, sealedKeys: null }).where(eq(browserTokens.sessionId, sessionId))
}

/**
 * Forgets what can no longer be used: browser tokens unused for 90 days, codes and WeChat
 * states older than two days (the send limits look back one day). Called now and then.
 */
export async function sweepAuthTables(db: Db, now: Date): Promise<void> {
  const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000)
  await db.delete(browserTokens).where(lt(browserTokens.lastSeenAt, new Date(now.getTime() - BROWSER_TOKEN_IDLE_MS)))
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, twoDaysAgo))
  await db.delete(wechatStates).where(lt(wechatStates.createdAt, twoDaysAgo))
}
