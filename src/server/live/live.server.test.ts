/**
 * The live stream over real HTTP (srvx, as in production) on the real database: catch-up from
 * Last-Event-ID without gap or duplicate, the connection cap's 503 + Retry-After, a client that
 * stops reading, announcements from the organiser to the stream and the board, and (on
 * PostgreSQL) an event published on one instance reaching a screen on another through the
 * invalidation bus.
 */
import { connect as tcpConnect } from 'node:net'
import { eq } from 'drizzle-orm'
import { Pool } from 'pg'
import { serve, type Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverEnv } from '../../../app.config'
import { createSession } from '../auth/session.server'
import { users } from '../db/schema'
import { startPostgresBus, type InvalidationBus } from '../http/invalidation-bus.server'
import { ResponseCache } from '../http/response-cache.server'
import { createTestApi, expectData, expectForbidden, expectRejection, type Keys, type TestApi } from '../app/test-api.server'
import { LIVE_STREAM_PATH, type LiveMessage } from '../../lib/live-events'
import { createLiveHub, type LiveHub, type LiveHubOptions } from './hub.server'
import { onLivePublished, publishLive } from './publish.server'

const ACT = 1
const BOARD = '/newApi/api_v2/Live/hallBoard'
const POST = '/newApi/api_v2/Live/announcementPost'
const REMOVE = '/newApi/api_v2/Live/announcementRemove'

let api: TestApi
let organiser: Keys
const servers: Array<Server> = []
const hubs: Array<LiveHub> = []

beforeAll(async () => {
  api = await createTestApi()
  onLivePublished((tags) => api.server.cache.invalidate(tags))
  const [row] = await api.db.select().from(users).where(eq(users.role, 'organiser')).limit(1)
  organiser = await createSession(api.db, row!.id)
}, 120_000)

afterAll(async () => {
  for (const hub of hubs) hub.close()
  await Promise.all(servers.map((server) => server.close(true)))
  await api.close()
})

/** A hub on the test database behind a real HTTP server; returns the stream's URL. */
async function instance(options: Partial<LiveHubOptions> = {}, cache: ResponseCache = api.server.cache) {
  const hub = createLiveHub({ database: () => Promise.resolve({ db: api.db }), log: () => undefined, ...options })
  cache.onInvalidate((tags) => hub.invalidated(tags))
  hubs.push(hub)
  const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, fetch: (request) => hub.handle(request) })
  await server.ready()
  servers.push(server)
  return { hub, url: `${server.url!.replace(/\/$/, '')}${LIVE_STREAM_PATH}` }
}

type Reader = { messages: Array<LiveMessage>; comments: number; close: () => void; response: Response }

/** Opens the stream and parses its events as they arrive (an EventSource's parser, in short). */
async function open(url: string, headers: Record<string, string> = {}): Promise<Reader> {
  const controller = new AbortController()
  const response = await fetch(url, { headers, signal: controller.signal })
  const reader: Reader = { messages: [], comments: 0, close: () => controller.abort(), response }
  if (!response.ok || !response.body) return reader
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith(':')) reader.comments += 1
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) reader.messages.push(JSON.parse(data.slice(6)) as LiveMessage)
        }
      }
    } catch {
      // Aborted by the test.
    }
  })()
  return reader
}

async function until(check: () => boolean, ms = 3000): Promise<number> {
  const started = performance.now()
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return performance.now() - started
}

const checkin = (n: number) => ({ type: 'checkin' as const, at: `check-in ${n}` })
const seqs = (reader: Reader) => reader.messages.map((m) => m.seq)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('the live stream', () => {
  it('catches up from Last-Event-ID with no gap and no duplicate, also while events keep coming', async () => {
    const { url } = await instance()
    const board = await expectData<{ last_event_id: number }>(api.get(BOARD, { act_id: ACT }))
    const start = board.last_event_id
    for (let i = 1; i <= 3; i++) await publishLive(api.db, ACT, checkin(i))

    // First connect after a snapshot: last_event_id in the query.
    const first = await open(`${url}?act_id=${ACT}&last_event_id=${start}`)
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await until(() => first.messages.length === 3)
    const live = await publishLive(api.db, ACT, checkin(4))
    await until(() => first.messages.length === 4)
    expect(seqs(first)).toEqual(range(start + 1, live))
    expect(first.messages[3]).toMatchObject({ type: 'checkin', at: 'check-in 4', seq: live })
    first.close()

    // Missed while away, then a reconnect (EventSource sends Last-Event-ID) while 30 more are published.
    await publishLive(api.db, ACT, checkin(5))
    await publishLive(api.db, ACT, checkin(6))
    const publishing = (async () => {
      for (let i = 7; i <= 36; i++) await publishLive(api.db, ACT, checkin(i))
    })()
    const again = await open(`${url}?act_id=${ACT}&last_event_id=0`, { 'Last-Event-ID': String(live) })
    await publishing
    await until(() => again.messages.at(-1)?.seq === live + 32)
    // The header wins over the query; every event after it exactly once, in order.
    expect(seqs(again)).toEqual(range(live + 1, live + 32))
    again.close()

    // Bad input names the field; only GET opens a stream.
    const bad = await fetch(`${url}?act_id=x`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('act_id')
    expect((await fetch(`${url}?act_id=1`, { method: 'POST' })).status).toBe(405)
  })

  it('caps the connections of an instance with 503 and Retry-After, and sends heartbeats', async () => {
    const { hub, url } = await instance({ maxConnections: 2, retryAfterSeconds: 7, heartbeatMs: 50 })
    const a = await open(`${url}?act_id=${ACT}`)
    const b = await open(`${url}?act_id=${ACT}`)
    const refused = await fetch(`${url}?act_id=${ACT}`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('7')
    expect(await refused.text()).toMatch(/retry in 7 s/)
    await until(() => a.comments >= 2)
    a.close()
    await until(() => hub.stats().connections === 1)
    const c = await open(`${url}?act_id=${ACT}`)
    expect(c.response.status).toBe(200)
    expect(hub.stats()).toMatchObject({ connections: 2, refused: 1 })
    b.close()
    c.close()
  })

  it('opens a stream only for an activity that exists, caps one address, and beats once per activity', async () => {
    const beats: Array<number> = []
    const { hub, url } = await instance({
      maxPerIp: 3,
      maxConnections: 50,
      heartbeatMs: 40,
      onBeat: async (activityId) => void beats.push(activityId),
    })
    // 150 ids that name nothing: none is held open, none costs heartbeat work.
    const ghosts = await Promise.all(Array.from({ length: 150 }, (_, i) => fetch(`${url}?act_id=${900_000 + i}`)))
    expect(new Set(ghosts.map((r) => r.status))).toEqual(new Set([404]))
    expect(await ghosts[0]!.text()).toContain('act_id')
    expect(hub.stats().connections).toBe(0)
    // One address holds at most maxPerIp streams; the instance's other clients are not starved.
    const mine = await Promise.all([0, 1, 2].map(() => open(`${url}?act_id=${ACT}`)))
    expect(mine.map((r) => r.response.status)).toEqual([200, 200, 200])
    const fourth = await fetch(`${url}?act_id=${ACT}`)
    expect(fourth.status).toBe(503)
    expect(fourth.headers.get('retry-after')).toBeTruthy()
    // Three connections to one activity: the sweep runs once per beat, not once per connection.
    beats.length = 0
    const ticks = mine[0]!.comments
    await until(() => mine[0]!.comments >= ticks + 4)
    expect(new Set(beats)).toEqual(new Set([ACT]))
    // Each tick sends every connection one comment: per-connection work would be 3 beats a tick.
    expect(beats.length).toBeLessThanOrEqual(mine[0]!.comments - ticks + 1)
    for (const reader of mine) reader.close()
    await until(() => hub.stats().connections === 0)
  })

  it('closes a connection that stops reading instead of buffering for it without limit', async () => {
    const { hub, url } = await instance({ maxBufferedBytes: 64 * 1024 })
    const { hostname, port, pathname } = new URL(url)
    // A client that sends its request and never reads the answer.
    const socket = tcpConnect(Number(port), hostname)
    socket.pause()
    socket.write(`GET ${pathname}?act_id=${ACT} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`)
    await until(() => hub.stats().connections === 1)
    const big = 'x'.repeat(100_000)
    for (let i = 0; i < 120 && hub.stats().dropped === 0; i++) await publishLive(api.db, ACT, { ...checkin(i), at: big })
    await until(() => hub.stats().dropped === 1, 5000)
    expect(hub.stats().connections).toBe(0)
    socket.destroy()
  }, 30_000)

  it('an announcement the organiser posts reaches the stream and the board; others may not post', async () => {
    const { url } = await instance()
    const before = await expectData<{ last_event_id: number }>(api.get(BOARD, { act_id: ACT }))
    const screen = await open(`${url}?act_id=${ACT}&last_event_id=${before.last_event_id}`)
    const posted = await expectData<{ id: number }>(
      api.post(POST, { act_id: ACT, text_en: 'Lunch is served in Hall B', text_zh: '午餐已在B馆供应' }, { keys: organiser }),
    )
    await until(() => screen.messages.some((m) => m.type === 'announcement'))
    expect(screen.messages.at(-1)).toMatchObject({ type: 'announcement', id: posted.id, text_en: 'Lunch is served in Hall B' })
    const board = await expectData<{ announcements: Array<{ id: number }>; last_event_id: number }>(api.get(BOARD, { act_id: ACT }))
    expect(board.announcements[0]).toMatchObject({ id: posted.id, text_zh: '午餐已在B馆供应' })
    expect(board.last_event_id).toBe(screen.messages.at(-1)!.seq)

    const buyer = await api.loginAs('buyer')
    expect(await expectForbidden(api.post(POST, { act_id: ACT, text_en: 'Free drinks' }, { keys: buyer }))).toMatch(/organiser/)
    expect((await api.post(POST, { act_id: ACT, text_en: 'x' })).status).toBe(401)
    expect(await expectRejection(api.post(POST, { act_id: ACT, text_en: '  ' }, { keys: organiser }))).toBe(
      'Announcement: write it in English or Chinese',
    )
    expect(await expectRejection(api.post(POST, { act_id: ACT, text_en: '  ' }, { keys: organiser, lan: 'cn' }))).toBe(
      '公告：请用英文或中文填写公告内容',
    )
    expect(await expectRejection(api.post(POST, { act_id: ACT, text_en: 'y'.repeat(281) }, { keys: organiser }))).toContain('text_en')

    await expectData(api.post(REMOVE, { act_id: ACT, id: posted.id }, { keys: organiser }))
    await until(() => screen.messages.at(-1)?.type === 'announcement_removed')
    expect(await expectRejection(api.post(REMOVE, { act_id: ACT, id: posted.id }, { keys: organiser }))).toBe(
      `Announcement: no announcement ${posted.id} on this activity's screens`,
    )
    const after = await expectData<{ announcements: Array<{ id: number }> }>(api.get(BOARD, { act_id: ACT }))
    expect(after.announcements.map((a) => a.id)).not.toContain(posted.id)
    screen.close()
  })

  it('a board by country and the live default show a published schedule with its pairing', async () => {
    type Board = { activity: { id: number; country_code: string }; figures: { meetings: number; states: Record<string, number> } }
    const ecuador = await expectData<Board>(api.get(BOARD, { country: 'EC' }))
    expect(ecuador.activity).toMatchObject({ id: ACT, country_code: 'EC' })
    expect(ecuador.figures.meetings).toBeGreaterThan(0)
    // The seeded day so far is in the log: every meeting is in one state, and some are done.
    const states = Object.values(ecuador.figures.states)
    expect(states.reduce((a, b) => a + b, 0)).toBe(ecuador.figures.meetings)
    expect(ecuador.figures.states.done).toBeGreaterThan(0)
    const second = await expectData<Board>(api.get(BOARD, { country: 'MY', edition: 2 }))
    const first = await expectData<Board>(api.get(BOARD, { country: 'MY' }))
    expect(second.activity.id).not.toBe(first.activity.id)
    expect(await expectRejection(api.get(BOARD, { country: 'ecuador' }))).toContain('country')
    expect(await expectRejection(api.get(BOARD, { act_id: 99999 }))).toContain('act_id')
    expect(api.errors).toEqual([])
  })
})

describe('badge check-in', () => {
  type Attendee = { user_id: number; name: string; company: string; ticket: string; checked_in_at: string | null }
  const LIST = '/newApi/api_v2/Live/checkinList'
  const CHECKIN = '/newApi/api_v2/Live/checkin'

  it('issues short tickets, checks in by a typed ticket once, counts it on the board and publishes it', async () => {
    const { url } = await instance()
    const list = await expectData<{ list: Array<Attendee>; total: number; checked_in: number }>(
      api.get(LIST, { act_id: ACT }, { keys: organiser }),
    )
    expect(list.total).toBeGreaterThan(0)
    const person = list.list.find((a) => !a.checked_in_at)!
    expect(person.ticket).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
    // The same tickets on a second read.
    const again = await expectData<{ list: Array<Attendee> }>(
      api.get(LIST, { act_id: ACT, keyword: person.company.slice(0, 6) }, { keys: organiser }),
    )
    expect(again.list.find((a) => a.user_id === person.user_id)?.ticket).toBe(person.ticket)

    const before = await expectData<{ last_event_id: number; figures: { checked_in: number } }>(api.get(BOARD, { act_id: ACT }))
    const screen = await open(`${url}?act_id=${ACT}&last_event_id=${before.last_event_id}`)
    // A keyboard-wedge scanner types it; lower case and a dash are forgiven.
    const typed = `${person.ticket.slice(0, 4).toLowerCase()}-${person.ticket.slice(4)}`
    const done = await expectData<Attendee & { already: boolean }>(api.post(CHECKIN, { act_id: ACT, ticket: typed }, { keys: organiser }))
    expect(done).toMatchObject({ user_id: person.user_id, already: false })
    await until(() => screen.messages.some((m) => m.type === 'checkin'))
    // The stream is anonymous: a check-in is counted, never named.
    const told = screen.messages.find((m) => m.type === 'checkin')!
    expect(Object.keys(told).toSorted()).toEqual(['at', 'seq', 'type'])
    expect(JSON.stringify(told)).not.toContain(person.company)
    const twice = await expectData<Attendee & { already: boolean }>(
      api.post(CHECKIN, { act_id: ACT, user_id: person.user_id }, { keys: organiser }),
    )
    expect(twice.already).toBe(true)
    const after = await expectData<{ figures: { checked_in: number } }>(api.get(BOARD, { act_id: ACT }))
    expect(after.figures.checked_in).toBe(before.figures.checked_in + 1)
    expect(screen.messages.filter((m) => m.type === 'checkin')).toHaveLength(1)
    screen.close()

    expect(await expectRejection(api.post(CHECKIN, { act_id: ACT, ticket: 'zzzz-zzzz' }, { keys: organiser }))).toBe(
      'No badge with the code ZZZZZZZZ at this activity.',
    )
    expect(await expectRejection(api.post(CHECKIN, { act_id: ACT }, { keys: organiser, lan: 'cn' }))).toContain('胸卡')
    const buyer = await api.loginAs('buyer')
    expect(await expectForbidden(api.post(CHECKIN, { act_id: ACT, ticket: person.ticket }, { keys: buyer }))).toMatch(/organiser/)
    expect(await expectForbidden(api.get(LIST, { act_id: ACT }, { keys: buyer }))).toMatch(/organiser/)
  })
})

describe.skipIf(!serverEnv().DATABASE_URL)('the live stream across instances (PostgreSQL)', () => {
  let pool: Pool
  const buses: Array<InvalidationBus> = []
  beforeAll(() => {
    pool = new Pool({ connectionString: serverEnv().DATABASE_URL, max: 2 })
  })
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()))
    await pool.end()
  })

  it('an event published on instance A reaches a screen on instance B through LISTEN/NOTIFY', async () => {
    const channel = `b2b_live_test_${process.pid}`
    const caches = [0, 1].map(() => new ResponseCache({ maxEntries: 10, ttlMs: 60_000 }))
    for (const cache of caches) {
      const bus = startPostgresBus({
        databaseUrl: serverEnv().DATABASE_URL!,
        pool,
        cache,
        allTags: [],
        channel,
        minDelayMs: 50,
        log: () => undefined,
      })
      buses.push(bus)
    }
    await Promise.all(buses.map((bus) => bus.ready))
    // Instance B's hub follows only B's cache; publishing announces on A's only.
    const b = await instance({ heartbeatMs: 60_000 }, caches[1])
    const { last_event_id } = await expectData<{ last_event_id: number }>(api.get(BOARD, { act_id: ACT }))
    const screen = await open(`${b.url}?act_id=${ACT}&last_event_id=${last_event_id}`)
    const undo = onLivePublished((tags) => caches[0]!.invalidate(tags))
    const started = performance.now()
    const seq = await publishLive(api.db, ACT, checkin(999))
    await until(() => screen.messages.some((m) => m.seq === seq))
    expect(performance.now() - started).toBeLessThan(1000)
    undo()
    screen.close()
  })
})
