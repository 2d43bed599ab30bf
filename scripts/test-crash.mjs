// Crash safety of the embedded database: the production server on PGlite takes a
// stream of logged-in cart writes (opbGoodsAddCar, quantity +1 each) from several concurrent
// writers and is killed with SIGKILL at a random moment, ROUNDS times, restarted each time.
// Pass: the database opens after every kill, and every write acknowledged with code 1 is there
// (each line's quantity is at least the number of acknowledged adds to it, and at most the
// number sent). Exit code 0 on pass.
//   node scripts/test-crash.mjs [rounds=20] [port=4351]
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { requireBuild } from './bench-lib.mjs'
import { checks, loginBuyer, productIds, root, sleep, spawnServer } from './reliability-lib.mjs'

const ROUNDS = Number(process.argv[2] ?? 20)
const PORT = Number(process.argv[3] ?? 4351)
const WRITERS = 4
const origin = `http://127.0.0.1:${PORT}`
const dataDir = resolve(root, 'test-results/reliability-crash')
requireBuild()
rmSync(dataDir, { recursive: true, force: true })
// One buyer writes as fast as the server answers (over a thousand adds a minute): the write limits
// (ADR 073) are raised, since this tests crash safety, not limits.
const env = { DATA_DIR: dataDir, CODE_DAILY_PER_IP: '100000', WRITE_LIMIT_FACTOR: '1000' }
const { check, finish } = checks()

let server = spawnServer(PORT, env, { quiet: true })
await server.ready()
const buyer = await loginBuyer(origin, dataDir)
const goods = (await productIds(origin, 8)).slice(0, 8)
/** Per product: adds acknowledged with code 1, and adds sent (acknowledged or not). */
const acked = new Map(goods.map((id) => [id, 0]))
const sent = new Map(goods.map((id) => [id, 0]))
let passed = 0
let totalAcked = 0

async function cart() {
  const res = await fetch(`${origin}/newApi/OpbGoods/opbGoodsCar?lan=en&${buyer.query}`)
  const body = await res.json()
  if (body.code !== 1) throw new Error(`opbGoodsCar: ${res.status} ${JSON.stringify(body).slice(0, 200)}`)
  return new Map(body.data.list.map((line) => [line.goods_id, line.quantity]))
}

function verify(round, lines) {
  const lost = goods.filter((id) => (lines.get(id) ?? 0) < acked.get(id))
  const extra = goods.filter((id) => (lines.get(id) ?? 0) > sent.get(id))
  const ok = check(
    lost.length === 0 && extra.length === 0,
    `round ${round}: every acknowledged write is there (${[...acked.values()].reduce((a, b) => a + b, 0)} acknowledged, ${[...lines.values()].reduce((a, b) => a + b, 0)} stored, ${[...sent.values()].reduce((a, b) => a + b, 0)} sent)${lost.length ? `; LOST on goods ${lost.map((id) => `${id} (${lines.get(id) ?? 0} < ${acked.get(id)})`).join(', ')}` : ''}${extra.length ? `; more than sent on ${extra.join(', ')}` : ''}`,
  )
  return ok
}

for (let round = 1; round <= ROUNDS; round++) {
  // Read by the writers while the main flow sets it (an object, so the loops see the change).
  const state = { killed: false }
  let n = 0
  const counts = { roundAcked: 0 }
  const writer = async () => {
    while (!state.killed) {
      const goodsId = goods[n++ % goods.length]
      sent.set(goodsId, sent.get(goodsId) + 1)
      try {
        const res = await fetch(`${origin}/newApi/opbGoods/opbGoodsAddCar?lan=en&${buyer.query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ goods_id: goodsId, quantity: 1 }),
        })
        const body = await res.json()
        if (body.code === 1) {
          acked.set(goodsId, acked.get(goodsId) + 1)
          counts.roundAcked++
        } else if (!state.killed) throw new Error(`opbGoodsAddCar answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`)
      } catch (error) {
        // The kill cuts requests in flight: those were never acknowledged.
        if (!state.killed) throw error
      }
    }
  }
  const writers = Array.from({ length: WRITERS }, writer)
  // A random moment: 0 to 1.5 s after the first acknowledged write of the round.
  while (counts.roundAcked === 0 && server.child.exitCode === null) await sleep(5)
  await sleep(Math.random() * 1500)
  // From here a failed request is expected (cut by the kill); an answer with code 1 still counts.
  state.killed = true
  server.child.kill('SIGKILL')
  const exit = await server.exited
  const refused = (await Promise.allSettled(writers)).filter((r) => r.status === 'rejected')
  check(
    refused.length === 0,
    `round ${round}: every write before the kill was answered with code 1${refused.length ? ` (${refused[0].reason})` : ''}`,
  )
  totalAcked += counts.roundAcked

  server = spawnServer(PORT, env, { quiet: true })
  let opened = true
  try {
    await server.ready(60_000)
  } catch (error) {
    opened = false
    console.log(String(error))
  }
  check(opened, `round ${round}: killed (${exit.signal}) after ${counts.roundAcked} acknowledged writes; the database opened again`)
  if (!opened) break
  if (verify(round, await cart())) passed++
}
await server.stop()
console.log(
  `\ncrash test: ${passed}/${ROUNDS} rounds passed, ${totalAcked} acknowledged writes, ${WRITERS} writers, SIGKILL 0-1500 ms after a round's first acknowledged write`,
)
finish()
