// npm run bench:ab -- <checkout A> <checkout B> [--trials 3] [--rounds 8] [--path /product?q=] [--port 5130]:
// which of two builds renders a page with less CPU, on a host whose speed drifts by 15–35 % within
// minutes (ADR 048). Both production servers (each checkout's own `scripts/serve.mjs` and `dist/`,
// one PGlite process, own data directory) run at once; after a warm-up, 3-second bursts of
// autocannon (50 connections, a fresh keyword per request, appended to --path) alternate between
// them, A B, B A, …, so both see the same host. Two processes of one build also differ by up to
// ~18 % (an A/A run: V8 optimises each process its own way), so each trial starts both servers
// afresh, and the trials are summed. Prints CPU per request and req/s per trial and in total.
//   git worktree add /tmp/base HEAD~1 && ln -s "$PWD/node_modules" /tmp/base/node_modules \
//     && (cd /tmp/base && npm run build) && npm run build && npm run bench:ab -- /tmp/base .
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { cpuMicros, load, sleep, startApp, waitForIdle } from './bench-lib.mjs'
import { createFreshKeywords } from './bench-keywords.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}
const checkouts = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'))
if (checkouts.length !== 2) {
  console.error('usage: npm run bench:ab -- <checkout A> <checkout B> [--trials 3] [--rounds 8] [--path /product?q=] [--port 5130]')
  process.exit(2)
}
const TRIALS = Number(option('trials', 3))
const ROUNDS = Number(option('rounds', 8))
const PATH = option('path', '/product?q=')
/** A listens on this port, B on the next. */
const PORT = Number(option('port', 5130))
const BURST_S = 3
const WARM_UP_S = 10
const freshKeyword = createFreshKeywords(11)

/** Both servers, started afresh, each on a new data directory; resolved once both answer. */
function startServers() {
  return Promise.all(
    checkouts.map(async (dir, i) => {
      const root = resolve(dir)
      if (!existsSync(resolve(root, 'dist/server/server.js'))) {
        console.error(`Build ${root} first (npm run build there)`)
        process.exit(1)
      }
      const port = PORT + i
      const dataDir = resolve(root, `test-results/bench-ab-data-${i}`)
      rmSync(dataDir, { recursive: true, force: true })
      const child = await startApp(port, { DATA_DIR: dataDir }, root)
      // The search index builds in the background after start: one search starts it.
      await fetch(`http://127.0.0.1:${port}/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&keyword=rice&lan=en`).then((r) =>
        r.arrayBuffer(),
      )
      await waitForIdle(child.pid)
      return { name: i ? 'B' : 'A', root, port, child, cpuUs: 0, requests: 0 }
    }),
  )
}

const fresh = {
  requests: [
    {
      setupRequest: (req) => {
        req.path = PATH + encodeURIComponent(freshKeyword())
        return req
      },
    },
  ],
}

const totals = checkouts.map((dir, i) => ({ name: i ? 'B' : 'A', root: resolve(dir), cpuUs: 0, requests: 0 }))
console.log(`\n${PATH}<fresh keyword>, 50 connections; ${TRIALS} trials of ${ROUNDS} interleaved rounds of ${BURST_S} s each\n`)
console.log('| trial | A CPU µs/request | B CPU µs/request | A req/s | B req/s |\n|---|---|---|---|---|')
for (let trial = 1; trial <= TRIALS; trial++) {
  const servers = await startServers()
  try {
    for (const server of servers) await load(`http://127.0.0.1:${server.port}/`, WARM_UP_S, fresh)
    for (let round = 0; round < ROUNDS; round++) {
      // A B, then B A: neither always goes first (the trial's parity flips it too).
      for (const server of (round + trial) % 2 ? servers.toReversed() : servers) {
        const before = cpuMicros(server.child.pid)
        const result = await load(`http://127.0.0.1:${server.port}/`, BURST_S, fresh)
        server.cpuUs += cpuMicros(server.child.pid) - before
        server.requests += result.rps * BURST_S
        if (result.errors) throw new Error(`${server.name}: ${result.errors} errors`)
      }
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM')
    await sleep(500)
  }
  const [a, b] = servers
  console.log(
    `| ${trial} | ${Math.round(a.cpuUs / a.requests)} | ${Math.round(b.cpuUs / b.requests)} | ${Math.round(a.requests / (ROUNDS * BURST_S))} | ${Math.round(b.requests / (ROUNDS * BURST_S))} |`,
  )
  for (const [i, server] of servers.entries()) {
    totals[i].cpuUs += server.cpuUs
    totals[i].requests += server.requests
  }
}
console.log('\n| build | checkout | CPU µs/request | req/s |\n|---|---|---|---|')
for (const t of totals) {
  console.log(`| ${t.name} | ${t.root} | ${Math.round(t.cpuUs / t.requests)} | ${Math.round(t.requests / (TRIALS * ROUNDS * BURST_S))} |`)
}
const [a, b] = totals.map((t) => t.cpuUs / t.requests)
console.log(`\nB's CPU per request is ${((100 * b) / a).toFixed(1)} % of A's.`)
