/**
 * Accounts: the answers login endpoints give (userInfo), and logging a user in — a fresh session
 * (new keys every login) bound to the browser token when one is given.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { users } from '../db/schema'
import { asRole, type Role } from '../../lib/roles'
import { bindBrowserToken } from './browser-token.server'
import { openSession, type SessionKeys } from './session.server'

export type AccountInfo = {
  user_id: number
  brand_id: number | null
  role: Role | null
  name: string | null
  company: string | null
  mobile: string | null
  email: string | null
}
export type UserInfo = AccountInfo & SessionKeys

export async function accountInfo(db: Db, userId: number): Promise<AccountInfo> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!row) throw new Error(`user ${userId} not found`)
  return {
    user_id: row.id,
    brand_id: row.brandId,
    role: asRole(row.role),
    name: row.name,
    company: row.company,
    mobile: row.mobile,
    // The verified login address, else the one typed at registration.
    email: row.email ?? row.contactEmail,
  }
}

/** Logs a user in: new keys; with a browser token, that browser's earlier session is revoked and the token bound. */
export async function logIn(db: Db, userId: number, browserToken: string | undefined, now: Date): Promise<UserInfo> {
  const { sessionId, keys } = await openSession(db, userId)
  if (browserToken) await bindBrowserToken(db, browserToken, userId, sessionId, keys, now)
  return { ...(await accountInfo(db, userId)), ...keys }
}

/** The user with this E.164 mobile number, created (without role) on first login. */
export async function userForMobile(db: Db, mobile: string, countryCode: string | null): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1)
  if (found) return found.id
  const [created] = await db.insert(users).values({ mobile, countryCode }).onConflictDoNothing().returning({ id: users.id })
  if (created) return created.id
  const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1)
  return raced!.id
}
