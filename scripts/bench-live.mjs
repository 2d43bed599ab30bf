// npm run bench:live (ADR 094): an event day's live traffic against the production build.
// The server seeds the live activity's day at the issue's size (SEED_LIVE_DAY=200x60: 200 buyers ×
// 60 brands × 8 slots, scheduled by the scheduler; src/server/seed/seed-live-day.server.ts) and reads
// it back. 1,000 Server-Sent Events connections stay open on the activity's stream while the
// organiser saves meeting records (Live/recordSave) at 20/s for 60 s: each save targets a meeting
// of that schedule, carries the record's current version (tracked from each save's answer; a
// conflict answer carries the stored record, which is counted and saved over again), a unique note
// and an idempotency key. 10 % of the saves have their connection cut mid-request (half of them
// halfway through the body, never handled; half after the whole request, the answer lost) and
// are sent again with the same key: each is stored once. Prints, and checks:
// - the schedule's size as the hall board counts it (buyers, brands, slots, meetings);
// - latency from a save's send to its `record` event on every connection, p50 / p99 (target
//   p99 < 1 s), each event named by meeting_id:version (one save);
// - integrity: saves lost or duplicated over all connections (must be 0), and the versions the
//   server stored equal to the saves acknowledged (plus the no-shows the sweep marked): stored once;
// - RSS when the connections are open and at the end (growth ≤ 10 %), and the bytes per open
//   connection (RSS with them open minus before, over their number);
// - the same load on a bare node:http SSE fan-out (no database, no bus) first: the baseline of
//   this machine and this client, in the same run;
// - recovery (ADR 097): the time from a meeting crossing its no-show threshold to its proposal
//   being on the console's endpoint (noShowBoard). The server's clock (CLOCK_OFFSET_MINUTES) stands
//   in the seeded Ecuador week's third slot, where the demo brand's meeting is left open (the saves
//   leave it alone); after the load the bench checks the attendees in at the door, sets the
//   activity's no-show minutes so the threshold falls within the next minute, and with one stream
//   open waits for the `record` event the hub's heartbeat sweep (every 15 s) publishes, then reads
//   the console endpoint as the console does on that event. The design's bound is one heartbeat
//   plus one read (< 16 s); the check is the issue's 60 s.
//   node scripts/bench-live.mjs [--connections 1000] [--rate 20] [--duration 60] [--cut 0.1]
//                               [--day 200x60] [--port 5010] [--postgres] [--workers 2]
// --postgres runs on DATABASE_URL when set (seeded with SEED_LIVE_DAY=<--day> if empty), else on a
// throwaway PostgreSQL cluster (initdb), with WEB_CONCURRENCY=--workers (default 2) instances behind
// one socket: a save lands on one and the connections are spread over both, so the fan-out between
// instances through LISTEN/NOTIFY is in the figures. Figures are only comparable within one run on
// one machine.
import { fork } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { connect as tcpConnect } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { requireBuild } from './bench-lib.mjs'
import { checks, loginBuyer, mb, sleep, spawnServer, throwawayPostgres, treeRss } from './reliability-lib.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}
const CONNECTIONS = Number(option('connections', 1000))
const RATE = Number(option('rate', 20))
const DURATION = Number(option('duration', 60))
const CUT = Number(option('cut', 0.1))
const DAY = option('day', '200x60')
const PORT = Number(option('port', 5010))
const POSTGRES = args.includes('--postgres')
const WORKERS = Number(option('workers', POSTGRES ? 2 : 1))
const ACT = 1
const ORGANISER = '+8613800000003'
const STREAM = '/newApi/api_v2/Live/stream'
const SAVE = '/newApi/api_v2/Live/recordSave'
const SLOT_3_UTC = [16, 1] // 11:01 in Guayaquil (UTC−5): a minute into the seeded Ecuador week's third slot

/** Minutes from now back to the last SLOT_3_UTC: the server's clock offset (as e2e/noshow.spec.ts). */
function clockOffsetMinutes() {
  const now = new Date()
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), ...SLOT_3_UTC))
  if (target.getTime() > now.getTime()) target.setUTCDate(target.getUTCDate() - 1)
  return Math.floor((target.getTime() - now.getTime()) / 60_000)
}
const OFFSET = clockOffsetMinutes()

const { check, finish } = checks()
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)

/** A `record` event's save: `meeting_id:version` (undefined for any other frame). */
function saveOf(block) {
  if (!block.includes('event: record')) return undefined
  const meeting = /"meeting_id":\s*(-?\d+)/.exec(block)
  const version = /"version":\s*(\d+)/.exec(block)
  return meeting && version ? `${meeting[1]}:${version[1]}` : undefined
}

/** Opens `count` SSE connections; each records when each save (meeting_id:version) arrived. */
async function openStreams(port, path, count) {
  const streams = []
  const opening = []
  for (let i = 0; i < count; i++) {
    const stream = { arrivals: new Map(), marks: new Set(), duplicates: 0, status: 0, request: undefined }
    streams.push(stream)
    opening.push(
      new Promise((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
          stream.status = res.statusCode
          resolve()
          let buffer = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            const now = performance.now()
            buffer += chunk
            let end
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              const save = saveOf(block)
              if (save === undefined) continue
              // A no-show the sweep marked (the saves never move a record from scheduled to no-show).
              if (/"from":\s*"scheduled"/.test(block) && /"to":\s*"no_show"/.test(block)) stream.marks.add(save)
              if (stream.arrivals.has(save)) stream.duplicates += 1
              else stream.arrivals.set(save, now)
            }
          })
          res.on('error', () => undefined)
        })
        req.on('error', () => resolve())
        req.end()
        stream.request = req
      }),
    )
    // Not all at once: a real hall's screens do not open in the same millisecond.
    if (i % 100 === 99) await sleep(20)
  }
  await Promise.all(opening)
  return streams
}

/**
 * A save whose connection is cut mid-request: halfway through its body (it never reaches the
 * handler) or, with `whole`, after the whole request (the handler may store it; the answer is lost).
 */
function cutWrite(port, path, body, whole) {
  return new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${whole ? body : body.slice(0, body.length >> 1)}`,
        () => {
          socket.destroy()
          resolve()
        },
      )
    })
    socket.on('error', () => resolve())
  })
}

/**
 * Sends RATE saves a second for DURATION seconds. `saves.next(n)` gives a save's body (a record not
 * in flight); `saves.answered(n, data)` takes the server's answer and returns the body to send over
 * a conflict (undefined when stored). Returns each stored save's send time by meeting_id:version.
 */
async function writeLoad(port, path, saves) {
  const sentAt = new Map()
  const answered = []
  const failures = []
  let cuts = 0
  let conflicts = 0
  let skipped = 0
  const total = RATE * DURATION
  const started = performance.now()
  const inFlight = []
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    let body = saves.next(n)
    if (body === undefined) {
      skipped += 1
      continue
    }
    inFlight.push(
      (async () => {
        let firstSend
        if (Math.random() < CUT) {
          cuts += 1
          firstSend = performance.now()
          await cutWrite(port, path, JSON.stringify(body), cuts % 2 === 0)
        }
        try {
          for (let attempt = 0; attempt < 5 && body; attempt++) {
            const at = performance.now()
            try {
              const res = await fetch(`http://127.0.0.1:${port}${path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              })
              const answer = await res.json().catch(() => ({ code: 0 }))
              if (!res.ok || answer.code !== 1) {
                failures.push(`${res.status} ${JSON.stringify(answer).slice(0, 160)}`)
                continue
              }
              answered.push(performance.now() - at)
              const record = answer.data.record
              if (answer.data.status === 'conflict') conflicts += 1
              // A save cut after its whole request may have been stored then: timed from that send.
              else sentAt.set(`${record.meeting_id}:${record.version}`, firstSend ?? at)
              firstSend = undefined
              body = saves.answered(n, answer.data)
            } catch (error) {
              failures.push(String(error))
            }
          }
        } finally {
          saves.done(n)
        }
      })(),
    )
  }
  await Promise.all(inFlight)
  answered.sort((a, b) => a - b)
  return { sentAt, failures, cuts, conflicts, skipped, total, writeP50: percentile(answered, 50), writeP99: percentile(answered, 99) }
}

/** Waits until every stream has every stored save (or `ms` passed). */
async function settle(streams, sentAt, ms = 10_000) {
  const deadline = performance.now() + ms
  while (performance.now() < deadline) {
    if (streams.every((s) => [...sentAt.keys()].every((key) => s.arrivals.has(key)))) return
    await sleep(100)
  }
}

function tally(streams, sentAt) {
  const latencies = []
  let lost = 0
  let duplicated = 0
  for (const stream of streams) {
    duplicated += stream.duplicates
    for (const [key, at] of sentAt) {
      const arrived = stream.arrivals.get(key)
      if (arrived === undefined) lost += 1
      else latencies.push(arrived - at)
    }
  }
  latencies.sort((a, b) => a - b)
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    lost,
    duplicated,
    arrivals: latencies.length,
  }
}

const closeAll = (streams) => {
  for (const s of streams) s.request?.destroy()
}

// ── the baseline: a bare SSE fan-out in its own process ─────────────────────────────────────
// Answers a save as the app does (status and record) and sends its `record` event to every client.
const BASELINE_SOURCE = `
const http = require('node:http')
const clients = new Set()
const versions = new Map()
let seq = 0
http.createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
    res.write('retry: 2000\\n\\n')
    clients.add(res)
    req.on('close', () => clients.delete(res))
    return
  }
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    const save = JSON.parse(body)
    const version = (versions.get(save.record_id) ?? save.base_version) + 1
    versions.set(save.record_id, version)
    const record = { meeting_id: save.record_id, version, notes: save.notes }
    const frame = 'id: ' + ++seq + '\\nevent: record\\ndata: ' + JSON.stringify(record) + '\\n\\n'
    for (const c of clients) c.write(frame)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: 1, data: { status: 'saved', record } }))
  })
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('ready'))
`

async function baseline() {
  const port = PORT + 1
  const dir = mkdtempSync(join(tmpdir(), 'bench-live-base-'))
  const file = join(dir, 'baseline.cjs')
  const { writeFileSync } = await import('node:fs')
  writeFileSync(file, BASELINE_SOURCE)
  const child = fork(file, [String(port)], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('message', resolve))
  const streams = await openStreams(port, '/', CONNECTIONS)
  const { sentAt } = await writeLoad(port, '/', {
    next: (n) => ({ record_id: n, base_version: 0, idempotency_key: `base-${n}`, notes: `baseline #${n}` }),
    answered: () => undefined,
    done: () => undefined,
  })
  await settle(streams, sentAt)
  const result = tally(streams, sentAt)
  closeAll(streams)
  child.kill()
  rmSync(dir, { recursive: true, force: true })
  return result
}

/**
 * The organiser's saves over the schedule's records: each to a record not in flight (round robin),
 * on its latest known version, with a unique note; a conflict's answer (the stored record) is
 * saved over again, as a phone's user choosing their own version would.
 */
function recordSaves(records, runId) {
  const latest = new Map(records.map((r) => [r.id, r]))
  const busy = new Set()
  const byN = new Map()
  let cursor = 0
  const body = (record, key) => ({
    act_id: ACT,
    record_id: record.id,
    base_version: record.version,
    idempotency_key: key,
    state: record.state,
    checked_in_at: record.checked_in_at,
    started_at: record.started_at,
    ended_at: record.ended_at,
    outcome: record.outcome,
    intent_amount: record.intent_amount,
    currency: record.currency,
    product_ids: record.product_ids,
    next_step: record.next_step,
    next_step_date: record.next_step_date,
    notes: `Bench ${runId}: note ${key.slice(key.indexOf('#'))}`,
  })
  return {
    latest,
    next(n) {
      for (let tried = 0; tried < records.length; tried++) {
        const record = latest.get(records[cursor++ % records.length].id)
        if (busy.has(record.id)) continue
        busy.add(record.id)
        byN.set(n, { id: record.id, conflicts: 0 })
        return body(record, `bench-${runId}#${n}`)
      }
      return undefined
    },
    answered(n, data) {
      latest.set(data.record.id, data.record)
      if (data.status !== 'conflict') return undefined
      const save = byN.get(n)
      save.conflicts += 1
      return body(data.record, `bench-${runId}#${n}.${save.conflicts}`)
    },
    done(n) {
      busy.delete(byN.get(n)?.id)
      byN.delete(n)
    },
  }
}

// ── recovery: a no-show's threshold to its proposal on the console ────────────────────────
async function api(origin, path, keys, body) {
  const url = `${origin}${path}${path.includes('?') ? '&' : '?'}${keys.query}&lan=en`
  const res = await fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {})
  const answer = await res.json()
  if (answer.code !== 1) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`)
  return answer.data
}

async function recovery(origin, organiser) {
  // The attendees at the door: the replacements are chosen among the checked-in buyers.
  for (let page = 1; ; page++) {
    const { list, total } = await api(origin, `/newApi/api_v2/Live/checkinList?act_id=${ACT}&page=${page}&page_size=100`, organiser)
    for (const a of list)
      if (!a.checked_in_at) await api(origin, '/newApi/api_v2/Live/checkin', organiser, { act_id: ACT, user_id: a.user_id })
    if (page * 100 >= total) break
  }
  const board = await (await fetch(`${origin}/newApi/api_v2/Live/hallBoard?act_id=${ACT}&lan=en`)).json()
  const serverNow = Date.parse(board.data.server_time)
  const slot = board.data.now_slot
  const desk = await api(origin, `/newApi/api_v2/Live/noShows?act_id=${ACT}`, organiser)
  const target = slot && desk.meetings.find((m) => m.slot_id === slot.id && m.state === 'scheduled')
  if (!target) return { skipped: 'no running slot with a meeting still scheduled (a database seeded on another day?)' }
  // The threshold within the next minute: start + N minutes, N the first whole minute still ahead.
  const start = Date.parse(slot.starts_at)
  const minutes = Math.floor((serverNow - start) / 60_000) + 1
  await api(origin, '/newApi/api_v2/Live/noShowSettings', organiser, { act_id: ACT, no_show_minutes: minutes })
  const crossing = start + minutes * 60_000 - OFFSET * 60_000 // on this machine's clock
  // One stream open (the heartbeat sweeps the activities on screen), from the current position.
  const marked = await new Promise((resolve) => {
    const timeout = setTimeout(() => resolve(undefined), crossing - Date.now() + 30_000)
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path: `${STREAM}?act_id=${ACT}`, agent: false }, (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (!block.includes('event: record') || !data) continue
          const event = JSON.parse(data.slice(6))
          if (event.to === 'no_show' && event.table_no === target.table_no) {
            clearTimeout(timeout)
            req.destroy()
            resolve(Date.now())
          }
        }
      })
      res.on('error', () => undefined)
    })
    req.on('error', () => undefined)
    req.end()
  })
  // The console reads its endpoint on that event (or on its 30 s refetch when no stream told it).
  for (;;) {
    const read = await api(origin, `/newApi/api_v2/Live/noShows?act_id=${ACT}`, organiser)
    const open = read.open.find((o) => o.slot_id === slot.id && o.table_no === target.table_no)
    if (open) {
      return {
        minutes,
        marked: marked === undefined ? undefined : (marked - crossing) / 1000,
        proposal: (Date.now() - crossing) / 1000,
        candidates: open.candidates.length,
      }
    }
    if (Date.now() - crossing > 90_000) return { skipped: 'the no-show never reached the console within 90 s' }
    await sleep(250)
  }
}

// ── the app ──────────────────────────────────────────────────────────────────────────────
requireBuild()
const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'))
let pg
let databaseUrl = process.env.DATABASE_URL
if (POSTGRES && !databaseUrl) {
  pg = throwawayPostgres(PORT + 2)
  databaseUrl = pg.url
}
const runId = Date.now().toString(36)
console.log(
  `bench:live — ${CONNECTIONS} connections, ${RATE} record saves/s for ${DURATION} s, ${Math.round(CUT * 100)} % cut mid-request; ${POSTGRES ? `PostgreSQL, ${WORKERS} instances` : 'PGlite, 1 instance'}`,
)
const base = await baseline()
console.log(
  `  baseline (bare node:http SSE fan-out): p50 ${base.p50.toFixed(1)} ms, p99 ${base.p99.toFixed(1)} ms, lost ${base.lost}, duplicated ${base.duplicated}`,
)

const server = spawnServer(
  PORT,
  {
    DATA_DIR: dataDir,
    DATABASE_URL: POSTGRES ? databaseUrl : undefined,
    WEB_CONCURRENCY: String(WORKERS),
    WRITE_LIMIT_FACTOR: '1000',
    LIVE_MAX_CONNECTIONS: String(CONNECTIONS * 2),
    CLOCK_OFFSET_MINUTES: String(OFFSET),
    SEED_LIVE_DAY: DAY,
  },
  { quiet: true },
)
try {
  const starting = performance.now()
  await server.ready(300_000)
  const origin = `http://127.0.0.1:${PORT}`
  const seeded = /Seeded the demo dataset in (\d+) ms/.exec(server.stderr())
  console.log(
    `  server ready in ${((performance.now() - starting) / 1000).toFixed(1)} s (${seeded ? `seeded with SEED_LIVE_DAY=${DAY} in ${(Number(seeded[1]) / 1000).toFixed(1)} s` : 'database already seeded'})`,
  )
  const organiser = await loginBuyer(origin, dataDir, ORGANISER)
  // No no-show threshold crosses during the load (the recovery phase sets its own afterwards).
  await api(origin, '/newApi/api_v2/Live/noShowSettings', organiser, { act_id: ACT, no_show_minutes: 60 })
  const board = await (await fetch(`${origin}/newApi/api_v2/Live/hallBoard?act_id=${ACT}&lan=en`)).json()
  const f = board.data.figures
  console.log(
    `  live activity ${ACT} read back: ${f.buyers} buyers × ${f.brands} brands × ${f.slots} slots, ${f.meetings} published meetings`,
  )
  // The records the organiser saves: every meeting's but the one left open in the running slot
  // (the recovery phase's no-show).
  const listed = await api(origin, `/newApi/api_v2/Live/recordList?act_id=${ACT}`, organiser)
  const nowSlot = board.data.now_slot?.id
  const targets = listed.records.filter((r) => r.meeting_id !== null && !(r.slot_id === nowSlot && r.state === 'scheduled'))
  const initial = new Map(targets.map((r) => [r.id, r.version]))
  // Warm the pages and handlers the run uses, then measure memory before the connections.
  for (let i = 0; i < 20; i++) await fetch(`${origin}/newApi/api_v2/Live/hallBoard?act_id=${ACT}&lan=en`).then((r) => r.arrayBuffer())
  await sleep(2000)
  const idle = treeRss(server.child.pid).bytes
  const streams = await openStreams(PORT, `${STREAM}?act_id=${ACT}&last_event_id=${board.data.last_event_id}`, CONNECTIONS)
  const refused = streams.filter((s) => s.status !== 200).length
  await sleep(2000)
  const open = treeRss(server.child.pid).bytes
  const perConnection = (open - idle) / CONNECTIONS
  const saves = recordSaves(targets, runId)
  const { sentAt, failures, cuts, conflicts, skipped, total, writeP50, writeP99 } = await writeLoad(
    PORT,
    `${SAVE}?${organiser.query}&lan=en`,
    saves,
  )
  await settle(streams, sentAt)
  const result = tally(streams, sentAt)
  await sleep(1000)
  const end = treeRss(server.child.pid).bytes
  // Stored once: the versions the server added equal the saves acknowledged plus the no-shows the
  // sweep marked (each its own `record` event, seen on the first connection).
  const after = await api(origin, `/newApi/api_v2/Live/recordList?act_id=${ACT}`, organiser)
  const targetMeetings = new Set(targets.map((r) => String(r.meeting_id)))
  const marks = [...streams[0].marks].filter((key) => targetMeetings.has(key.split(':')[0])).length
  const added = after.records.filter((r) => initial.has(r.id)).reduce((sum, r) => sum + r.version - initial.get(r.id), 0)
  closeAll(streams)
  const growth = (end - open) / open
  console.log(
    `  saves: ${sentAt.size} stored of ${total - skipped} sent over ${targets.length} records (answered in p50 ${writeP50.toFixed(0)} ms, p99 ${writeP99.toFixed(0)} ms); ${cuts} cut mid-request and sent again with the same key; ${conflicts} conflicts (saved again on the stored version); ${failures.length} failed attempts`,
  )
  console.log(
    `  app: save → arrival on every connection p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms over ${result.arrivals} arrivals (baseline p99 ${base.p99.toFixed(1)} ms)`,
  )
  console.log(
    `  integrity: lost ${result.lost}, duplicated ${result.duplicated}; versions added on the server ${added} = ${sentAt.size} saves + ${marks} no-shows marked; connections refused ${refused}`,
  )
  console.log(
    `  memory: RSS idle ${mb(idle)} MB, with ${CONNECTIONS} open ${mb(open)} MB (${(perConnection / 1024).toFixed(1)} KB per connection), end ${mb(end)} MB (${(growth * 100).toFixed(1)} %)`,
  )
  const rec = await recovery(origin, organiser)
  if (rec.skipped) console.log(`  recovery: skipped — ${rec.skipped}`)
  else
    console.log(
      `  recovery: threshold (${rec.minutes} min after the slot's start) → marked by the heartbeat sweep ${rec.marked === undefined ? 'not seen' : `+${rec.marked.toFixed(1)} s`} → proposal on the console endpoint +${rec.proposal.toFixed(1)} s (${rec.candidates} ranked candidates; design bound: one 15 s heartbeat + one read)`,
    )
  check(!rec.skipped && rec.proposal < 60, `no-show to proposal ${rec.skipped ? 'not measured' : `${rec.proposal.toFixed(1)} s`} < 60 s`)
  check(refused === 0, `all ${CONNECTIONS} connections accepted`)
  check(
    skipped === 0 && sentAt.size + conflicts >= total,
    `every save answered${failures.length ? ` (${failures.slice(0, 2).join('; ')})` : ''}`,
  )
  check(result.lost === 0 && result.duplicated === 0, 'nothing lost or duplicated')
  check(added === sentAt.size + marks, 'each save stored once (retries with the same key included)')
  check(result.p99 < 1000, `p99 ${result.p99.toFixed(0)} ms < 1000 ms`)
  check(growth <= 0.1, `RSS growth ${(growth * 100).toFixed(1)} % ≤ 10 %`)
} finally {
  await server.stop()
  pg?.destroy()
  rmSync(dataDir, { recursive: true, force: true })
}
finish()
