// PostgreSQL restart mid-load: the production server on a throwaway PostgreSQL
// cluster this script starts itself (initdb / pg_ctl in a temporary directory, its own port),
// under a stream of logged-in cart writes and uncached reads; PostgreSQL is stopped (`pg_ctl
// -m fast`: "terminating connection due to administrator command"), left down for OUTAGE_MS,
// and started again. Pass:
//   - every request during the outage is answered: success, or HTTP 503 with the envelope
//     {code: -1, msg, data: null} (no 500, no hang: each request has a 10 s budget);
//   - the server process stays up, and answers a write with code 1 within 5 s of PostgreSQL
//     accepting connections again;
//   - every write acknowledged with code 1 (before, during, after) is in the database.
//   node scripts/test-pg-restart.mjs [outage seconds=3] [port=4352] [pg port=4362]
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { requireBuild } from './bench-lib.mjs'
import { checks, loginBuyer, productIds, root, sleep, spawnServer, throwawayPostgres } from './reliability-lib.mjs'

const OUTAGE_MS = Number(process.argv[2] ?? 3) * 1000
const PORT = Number(process.argv[3] ?? 4352)
const PG_PORT = Number(process.argv[4] ?? 4362)
const WRITERS = 4
const READERS = 4
const HANG_MS = 10_000
const RECOVERY_BUDGET_MS = 5000
const origin = `http://127.0.0.1:${PORT}`
const dataDir = resolve(root, 'test-results/reliability-pg-restart')
requireBuild()
rmSync(dataDir, { recursive: true, force: true })
const { check, finish } = checks()

/** HTTP 503 with the envelope {code: -1, msg, data: null} and Retry-After: 2. */
const isClean503 = (a) =>
  a.status === 503 &&
  a.body &&
  a.body.code === -1 &&
  typeof a.body.msg === 'string' &&
  a.body.msg.length > 0 &&
  a.body.data === null &&
  a.retryAfter === '2'

const pg = throwawayPostgres(PG_PORT)
const databaseUrl = pg.createDatabase('reliab_restart')
const server = spawnServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, CODE_DAILY_PER_IP: '100000' }, { quiet: true })
try {
  await server.ready()
  const buyer = await loginBuyer(origin, dataDir)
  const goods = await productIds(origin, 8)
  const acked = new Map(goods.map((id) => [id, 0]))

  /** Every answer: when it was sent, how long it took, its status and envelope code. */
  const answers = []
  // Shared with the load loops (an object: the loops read what the main flow changes).
  const state = { stopping: false, up: Infinity, recoveredAt: Infinity }
  let down = Infinity

  async function request(kind, path, init) {
    const sentAt = Date.now()
    try {
      const res = await fetch(origin + path, { ...init, signal: AbortSignal.timeout(HANG_MS) })
      const text = await res.text()
      let body = null
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON: recorded as such
      }
      const answer = { kind, sentAt, ms: Date.now() - sentAt, status: res.status, body, retryAfter: res.headers.get('retry-after') }
      answers.push(answer)
      return answer
    } catch (error) {
      const answer = { kind, sentAt, ms: Date.now() - sentAt, status: 0, error: String(error?.cause?.code ?? error?.name ?? error) }
      answers.push(answer)
      return answer
    }
  }

  let n = 0
  const writer = async () => {
    while (!state.stopping) {
      const goodsId = goods[n++ % goods.length]
      const answer = await request('write', `/newApi/opbGoods/opbGoodsAddCar?lan=en&${buyer.query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goods_id: goodsId, quantity: 1 }),
      })
      if (answer.body?.code === 1) {
        acked.set(goodsId, acked.get(goodsId) + 1)
        if (answer.sentAt >= state.up) state.recoveredAt = Math.min(state.recoveredAt, Date.now())
      }
      if (answer.status !== 200) await sleep(20)
    }
  }
  const reader = async (i) => {
    while (!state.stopping) {
      // Logged-in reads are never cached: each one needs the database.
      const answer = await request(
        'read',
        i % 2 ? `/newApi/OpbGoods/opbGoodsCar?lan=en&${buyer.query}` : `/newApi/api_v2/login/me?lan=cn&${buyer.query}`,
      )
      if (answer.status !== 200) await sleep(20)
    }
  }
  const load = [...Array.from({ length: WRITERS }, writer), ...Array.from({ length: READERS }, (_, i) => reader(i))]

  await sleep(1500)
  down = Date.now()
  pg.stop('fast')
  const stopped = Date.now()
  await sleep(OUTAGE_MS)
  pg.start()
  const up = (state.up = Date.now())
  while (state.recoveredAt === Infinity && Date.now() - up < 15_000) await sleep(20)
  await sleep(1500)
  state.stopping = true
  await Promise.all(load)

  const during = answers.filter((a) => a.sentAt >= down && a.sentAt < up)
  const failures = answers.filter((a) => !(a.status === 200 && a.body?.code === 1))
  const unclean = failures.filter((a) => !isClean503(a))
  const slowest = Math.max(...answers.map((a) => a.ms))
  const recovery = state.recoveredAt - up
  console.log(
    `\n${answers.length} requests (${WRITERS} writers, ${READERS} readers); PostgreSQL stopped in ${stopped - down} ms, down ${up - down} ms; ${during.length} requests sent while it was down, ${failures.length} answered 503`,
  )
  check(
    during.length > 0 && failures.length > 0,
    `the outage was under load (${during.length} requests sent during it, ${failures.length} refused)`,
  )
  check(
    unclean.length === 0,
    `every refused request is a clean 503 with the envelope {code: -1, msg, data: null} and Retry-After: 2 (${unclean.length} not${unclean.length ? `: ${JSON.stringify(unclean.slice(0, 3))}` : ''})`,
  )
  check(slowest < HANG_MS, `no request hung (slowest answer ${slowest} ms)`)
  check(server.child.exitCode === null && server.child.signalCode === null, 'the server process stayed up')
  check(
    recovery <= RECOVERY_BUDGET_MS,
    `a write succeeded ${recovery} ms after PostgreSQL accepted connections again (budget ${RECOVERY_BUDGET_MS} ms)`,
  )

  const cart = await (await fetch(`${origin}/newApi/OpbGoods/opbGoodsCar?lan=en&${buyer.query}`)).json()
  const lines = new Map(cart.data.list.map((line) => [line.goods_id, line.quantity]))
  const lost = goods.filter((id) => (lines.get(id) ?? 0) < acked.get(id))
  const ackedTotal = [...acked.values()].reduce((a, b) => a + b, 0)
  check(
    lost.length === 0,
    `every acknowledged write is there (${ackedTotal} acknowledged, ${[...lines.values()].reduce((a, b) => a + b, 0)} stored)`,
  )
} finally {
  await server.stop()
  pg.destroy()
}
finish()
