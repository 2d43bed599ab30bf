// npm run bench:scale: the catalogue at SEED_SCALE = 1, 10 and 30 (3,000 to 90,000 products) on a
// throwaway PostgreSQL of our own, against the production build (one server process, response
// cache on). For each N it prints:
//   - start-up: ms until the API answers, ms until the search index is built (the server logs
//     it), and RSS at both; searches sent while the index builds must all be answered;
//   - RSS after 2,000 fresh-keyword searches;
//   - the search API's p50 / p99 and req/s at 10 connections (those 2,000 searches);
//   - the search page's (/product?q=<fresh keyword>) p50 / p99 at 10 connections;
//   - errors over the whole run, connection resets included (target: none).
// Targets at N = 30: search API p99 < 50 ms, RSS after the searches < 800 MB, no error.
//   node scripts/bench-scale.mjs [scales=1,10,30] [port=4600] [processes=1]   (PostgreSQL on port + 90;
//   processes is WEB_CONCURRENCY, the production way past one core)
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { requireBuild, root, sleep } from './bench-lib.mjs'
import { createFreshKeywords } from './bench-keywords.mjs'
import { mb, spawnServer, throwawayPostgres, treeRss } from './reliability-lib.mjs'

const SCALES = (process.argv[2] ?? '1,10,30').split(',').map(Number)
const PORT = Number(process.argv[3] ?? 4600)
const PROCESSES = Number(process.argv[4] ?? 1)
const CONNECTIONS = 10
const SEARCHES = 2000
const PAGE_REQUESTS = 300
requireBuild()

const freshKeyword = createFreshKeywords(20261127)
const apiPath = (k) => `/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&keyword=${encodeURIComponent(k)}&lan=en`
const pagePath = (k) => `/product?q=${encodeURIComponent(k)}`

/** `amount` requests at 10 connections, each with a fresh keyword. */
async function fresh(path, amount) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/`,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (req) => {
          req.path = path(freshKeyword())
          return req
        },
      },
    ],
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }
}

/** Searches one after another until `done()`; counts answers and failures (resets included). */
async function searchWhile(done) {
  let answered = 0
  let failed = 0
  while (!done()) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}${apiPath(freshKeyword())}`)
      const body = await res.json()
      if (res.ok && body.code === 1) answered++
      else failed++
    } catch {
      failed++
    }
  }
  return { answered, failed }
}

const pg = throwawayPostgres(PORT + 90)
const rows = []
try {
  for (const scale of SCALES) {
    const url = pg.createDatabase(`scale${scale}`)
    const env = { DATABASE_URL: url, SEED_SCALE: String(scale), API_RESPONSE_CACHE: 'true', WEB_CONCURRENCY: String(PROCESSES) }
    const seeded = performance.now()
    execFileSync(process.execPath, [resolve(root, 'scripts/db-seed.mjs')], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' })
    const seedMs = Math.round(performance.now() - seeded)

    const started = performance.now()
    const server = spawnServer(PORT, env, { quiet: true })
    try {
      await server.ready(300_000)
      const readyMs = Math.round(performance.now() - started)
      const rssReady = mb(treeRss(server.child.pid).bytes)
      // The index builds in the background, in every process: searches are answered meanwhile
      // (from the database).
      const built = () => (server.stderr().match(/Search index: .*built in/g) ?? []).length >= PROCESSES
      const during = await searchWhile(built)
      const indexMs = Math.round(performance.now() - started)
      await sleep(1000)
      const rssStart = mb(treeRss(server.child.pid).bytes)
      const api = await fresh(apiPath, SEARCHES)
      const rssSearched = mb(treeRss(server.child.pid).bytes)
      const page = await fresh(pagePath, PAGE_REQUESTS)
      const rssEnd = mb(treeRss(server.child.pid).bytes)
      const row = { scale, products: 3000 * scale, seedMs, readyMs, rssReady, indexMs, during, rssStart, api, rssSearched, page, rssEnd }
      rows.push(row)
      console.log(JSON.stringify(row))
    } finally {
      await server.stop()
    }
  }
} finally {
  pg.destroy()
}

console.log(
  `\nbench:scale — PostgreSQL ${pg.bin}, ${PROCESSES === 1 ? 'one server process' : `${PROCESSES} server processes`}, ${CONNECTIONS} connections, a fresh keyword per request\n`,
)
console.log(
  '| N | products | API answers after | index built after | RSS at answer / index built | searches during build (failed) | RSS after 2,000 searches | search API p50 / p99 | search API req/s | search page p50 / p99 | errors |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.scale} | ${r.products.toLocaleString('en')} | ${r.readyMs} ms | ${r.indexMs} ms | ${r.rssReady} / ${r.rssStart} MB | ${r.during.answered} (${r.during.failed}) | ${r.rssSearched} MB | ${r.api.p50} / ${r.api.p99} ms | ${r.api.rps} | ${r.page.p50} / ${r.page.p99} ms | ${r.api.errors + r.page.errors + r.during.failed} |`,
  )
const last = rows.find((r) => r.scale === 30)
if (last) {
  const ok = last.api.p99 < 50 && last.rssSearched < 800 && last.api.errors + last.page.errors + last.during.failed === 0
  console.log(`\nN = 30 targets (API p99 < 50 ms, RSS < 800 MB, no error): ${ok ? 'met' : 'NOT met'}`)
}
process.exit(0)
