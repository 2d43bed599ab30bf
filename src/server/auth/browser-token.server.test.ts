import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.server'
import { browserTokens, sessions, users } from '../db/schema'
import { logIn } from './accounts.server'
import { ensureBrowserToken, keysForBrowserToken, sealKeys, sweepAuthTables, unbindSession, unsealKeys } from './browser-token.server'
import { hashKey, openSession, resolveSession, revokeSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.server'

let database: Database
let userId: number
beforeAll(async () => {
  database = await openDatabase({ inMemory: true })
  const [user] = await database.db.insert(users).values({ mobile: '+8613800001111' }).returning({ id: users.id })
  userId = user!.id
}, 60_000)
afterAll(async () => {
  await database.close()
})

const NOW = new Date()
const later = (ms: number) => new Date(Date.now() + ms)

describe('session keys', () => {
  it('are long random secrets stored only as hashes', async () => {
    const { sessionId, keys } = await openSession(database.db, userId)
    expect(Buffer.from(keys.api_key, 'base64url').length).toBeGreaterThanOrEqual(16)
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId))
    expect(row!.apiKeyHash).toBe(hashKey(keys.api_key))
    expect(JSON.stringify(row)).not.toContain(keys.api_key)
    expect(await resolveSession(database.db, keys.api_key, keys.mobile_key)).toMatchObject({ sessionId, userId })
    expect(await resolveSession(database.db, keys.api_key, 'forged')).toBeNull()
  })

  it('end after 30 days idle or 90 days in all, and at revocation', async () => {
    const { sessionId, keys } = await openSession(database.db, userId)
    expect(await resolveSession(database.db, keys.api_key, keys.mobile_key, later(SESSION_IDLE_MS - 60_000))).not.toBeNull()
    // Used just now (touch), so still idle-valid a month on; but never past 90 days.
    expect(
      await resolveSession(database.db, keys.api_key, keys.mobile_key, later(SESSION_IDLE_MS + SESSION_IDLE_MS - 120_000)),
    ).not.toBeNull()
    expect(await resolveSession(database.db, keys.api_key, keys.mobile_key, later(SESSION_ABSOLUTE_MS + 60_000))).toBeNull()
    const idle = await openSession(database.db, userId)
    expect(await resolveSession(database.db, idle.keys.api_key, idle.keys.mobile_key, later(SESSION_IDLE_MS + 60_000))).toBeNull()
    await revokeSession(database.db, sessionId)
    expect(await resolveSession(database.db, keys.api_key, keys.mobile_key)).toBeNull()
  })
})

describe('browser tokens and single login', () => {
  it('seal the keys under the token: the stored row alone reveals nothing usable', async () => {
    const keys = { api_key: 'a'.repeat(32), mobile_key: 'b'.repeat(32) }
    const sealed = sealKeys('token-1', keys)
    expect(sealed).not.toContain(keys.api_key)
    expect(unsealKeys('token-1', sealed)).toEqual(keys)
    expect(unsealKeys('token-2', sealed)).toBeNull()
    expect(unsealKeys('token-1', `${sealed}x`)).toBeNull()
  })

  it('store only the hash of the token and keep a known token', async () => {
    const token = await ensureBrowserToken(database.db, undefined, '127.0.0.1', NOW)
    const rows = await database.db
      .select()
      .from(browserTokens)
      .where(eq(browserTokens.token, hashKey(token)))
    expect(rows).toHaveLength(1)
    expect(await ensureBrowserToken(database.db, token, '127.0.0.1', NOW)).toBe(token)
    expect(await ensureBrowserToken(database.db, 'unknown', '127.0.0.1', NOW)).not.toBe('unknown')
  })

  it('rotate the keys at every login: the earlier session of that browser is revoked', async () => {
    const token = await ensureBrowserToken(database.db, undefined, '', NOW)
    const first = await logIn(database.db, userId, token, NOW)
    expect((await keysForBrowserToken(database.db, token, NOW))?.keys).toEqual({ api_key: first.api_key, mobile_key: first.mobile_key })
    const second = await logIn(database.db, userId, token, NOW)
    expect(second.api_key).not.toBe(first.api_key)
    expect(await resolveSession(database.db, first.api_key, first.mobile_key)).toBeNull()
    const live = await resolveSession(database.db, second.api_key, second.mobile_key)
    expect(live).not.toBeNull()
    expect((await keysForBrowserToken(database.db, token, NOW))?.keys.api_key).toBe(second.api_key)
    // Logout: revoked and unbound, for every tab sharing the token.
    await revokeSession(database.db, live!.sessionId)
    await unbindSession(database.db, live!.sessionId)
    expect(await keysForBrowserToken(database.db, token, NOW)).toBeNull()
  })
})

describe('sweepAuthTables', () => {
  it('forgets tokens unused for 90 days and keeps live ones', async () => {
    const old = await ensureBrowserToken(database.db, undefined, '', new Date(Date.now() - 91 * 24 * 3600 * 1000))
    const live = await ensureBrowserToken(database.db, undefined, '', NOW)
    await sweepAuthTables(database.db, NOW)
    expect(
      await database.db
        .select()
        .from(browserTokens)
        .where(eq(browserTokens.token, hashKey(old))),
    ).toHaveLength(0)
    expect(
      await database.db
        .select()
        .from(browserTokens)
        .where(eq(browserTokens.token, hashKey(live))),
    ).toHaveLength(1)
  })
})
