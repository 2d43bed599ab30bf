/**
 * Integration-test harness: the real API server and handlers over a real database — an
 * in-memory PGlite per test file, or PostgreSQL when DATABASE_URL is set (CI runs both) —
 * filled with the deterministic demo dataset. Requests are real `Request` objects through the
 * same `handle()` the production server uses.
 */
import { expect, inject } from 'vitest'
import { serverEnv, type TrustProxy } from '../../../app.config'
import { openDatabase, type Database } from '../db/client.server'
import { createSession } from '../auth/session.server'
import { brands, users } from '../db/schema'
import { clientIpWith, compileTrust } from '../http/client-ip'
import { createApiServer, type Envelope } from '../http/dispatch.server'
import { allHandlers } from './handlers.server'
import { invalidateSearch } from '../search/freshness'
import { warmUpSearch } from '../search/search.server'

import { copyOfTemplate, seededDataDir, TEST_NOW } from './test-database'

export { TEST_NOW }

export type Keys = { api_key: string; mobile_key: string }
type CallOptions = {
  lan?: 'en' | 'cn'
  keys?: Keys
  headers?: Record<string, string>
  /** The socket's peer address (srvx's request.ip). */ ip?: string
}

/** A request as srvx hands it over, with the peer's address as `ip`. */
function withPeer(request: Request, options: CallOptions): Request {
  if (options.ip !== undefined) Object.defineProperty(request, 'ip', { value: options.ip })
  return request
}

function url(path: string, query: Record<string, unknown>, options: CallOptions) {
  const u = new URL(path, 'http://test.local')
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) u.searchParams.append(key, String(v))
    else if (value !== undefined) u.searchParams.set(key, String(value))
  }
  u.searchParams.set('lan', options.lan ?? 'en')
  u.searchParams.set('timestamp', String(Date.now()))
  if (options.keys) {
    u.searchParams.set('Authorization', options.keys.api_key)
    u.searchParams.set('Mobile_key', options.keys.mobile_key)
  }
  return u
}

/** The file's database (a seeded copy) serves its first test API; a second gets a copy of its own. */
let apisOpened = 0

/** A seeded database of the test API's own (test-database.ts). */
async function openSeeded(): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const databaseUrl = serverEnv().DATABASE_URL
  if (!databaseUrl) return { database: await openDatabase({ inMemory: true, loadDataDir: seededDataDir(inject('seededDataDir')) }) }
  apisOpened += 1
  if (apisOpened === 1) return { database: await openDatabase({ databaseUrl }) }
  const copy = await copyOfTemplate(databaseUrl, inject('templateDatabase'))
  return { database: await openDatabase({ databaseUrl: copy.url }), drop: copy.drop }
}

export async function createTestApi(setup: { trustProxy?: TrustProxy } = {}) {
  const { database, drop } = await openSeeded()
  // As the server does at start: the first keyword search does not wait for the index.
  await warmUpSearch(database.db)
  const errors: Array<string> = []
  const server = createApiServer({
    database: () => Promise.resolve(database),
    handlers: allHandlers,
    log: (line) => errors.push(line),
    now: () => TEST_NOW,
    ...(setup.trustProxy ? { clientIp: (request: Request) => clientIpWith(request, compileTrust(setup.trustProxy!)) } : {}),
  })
  server.cache.onInvalidate(invalidateSearch)

  async function send(request: Request) {
    const response = await server.handle(request)
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as Envelope }
  }

  let userCounter = 0
  return {
    db: database.db,
    server,
    /** Lines the server logged (unexpected errors); tests assert it stays empty. */
    errors,
    get: (path: string, query: Record<string, unknown> = {}, options: CallOptions = {}) =>
      send(withPeer(new Request(url(path, query, options), { headers: options.headers }), options)),
    post: (path: string, body: unknown, options: CallOptions = {}) =>
      send(
        withPeer(
          new Request(url(path, {}, options), {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...options.headers },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
          options,
        ),
      ),
    postForm: (path: string, form: FormData, options: CallOptions = {}) =>
      send(withPeer(new Request(url(path, {}, options), { method: 'POST', body: form, headers: options.headers }), options)),
    /** The URL a call goes to (for hand-built requests). */
    url: (path: string, options: CallOptions = {}) => url(path, {}, options),
    /** A fresh user of the given role with a live session. */
    async loginAs(
      role: 'buyer' | 'brand' | 'analyst' | 'editor' | 'none' = 'buyer',
    ): Promise<Keys & { userId: number; brandId: number | null }> {
      userCounter += 1
      let brandId: number | null = null
      if (role === 'brand') {
        const [brand] = await database.db.select({ id: brands.id }).from(brands).limit(1).offset(userCounter)
        brandId = brand?.id ?? null
      }
      const [user] = await database.db
        .insert(users)
        .values({
          mobile: `+8613800${String(userCounter).padStart(6, '0')}${Math.floor(Math.random() * 1000)}`,
          role: role === 'none' ? null : role,
          name: `Test ${role} ${userCounter}`,
          company: `Test Trading ${userCounter}`,
          brandId,
        })
        .returning({ id: users.id })
      const keys = await createSession(database.db, user!.id)
      return { ...keys, userId: user!.id, brandId }
    },
    close: async () => {
      await database.close()
      await drop?.()
    },
  }
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>

type Sent = Promise<{ status: number; body: Envelope }>

/** The data of a successful call (HTTP 200, code 1). */
export async function expectData<T>(promise: Sent): Promise<T> {
  const res = await promise
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ code: 1 })
  return res.body.data as T
}

/** The message of a rejected call (HTTP 200, code 0, no data). */
export async function expectRejection(promise: Sent): Promise<string> {
  const res = await promise
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}

/** The message of a refused call (HTTP 403, code 0, no data): a logged-in caller who may not do this. */
export async function expectForbidden(promise: Sent): Promise<string> {
  const res = await promise
  expect(res.status).toBe(403)
  expect(res.body).toMatchObject({ code: 0, data: null })
  return res.body.msg
}
