// npm run bench:pages: autocannon (50 connections; the search API at 10 as well) on SSR pages of the production build, beside a
// bare node:http server in its own process serving the same bytes, in the same run (the machine
// is shared, so only same-run ratios mean anything):
//   - cached SSR of /brand and /product (page cache on, their data on the page), and /brand for a
//     client that takes gzip (ADR 050: the kept gzip form);
//   - the search PAGE /product?q=<fresh keyword> (a new keyword on every request; ≥ 150 req/s);
//   - the search API /newApi/OpbGoods/opbGoodsList?keyword=<fresh keyword>.
//   node scripts/bench-pages.mjs [seconds=10] [port=5110] [--postgres [--workers N]]
// By default the server is the embedded one (`npm start`): PGlite, one process. --postgres runs
// the production set-up instead: PostgreSQL (DATABASE_URL when set, else a throwaway cluster this
// script starts) with WEB_CONCURRENCY=N server processes (default 2, one per core here). CPU per
// request is then summed over the primary and its workers.
import { get } from 'node:http'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CONNECTIONS, cpuMicros, load, requireBuild, root, sleep, startApp, startBaseline, waitForIdle } from './bench-lib.mjs'
import { processTree, spawnServer, throwawayPostgres } from './reliability-lib.mjs'
import { createFreshKeywords } from './bench-keywords.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}
const positional = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--workers')
const DURATION = Number(positional[0] ?? 10)
const PORT = Number(positional[1] ?? 5110)
const BASELINE_PORT = PORT + 9
const POSTGRES = args.includes('--postgres')
const WORKERS = Number(option('workers', POSTGRES ? 2 : 1))
if (WORKERS > 1 && !POSTGRES) {
  console.error('--workers > 1 needs --postgres: one process owns a PGlite database')
  process.exit(2)
}
const dataDir = resolve(root, 'test-results/bench-pages-data')
requireBuild()

/** The CPU time of a process and its children (a cluster primary and its workers). */
function treeCpuMicros(pid) {
  let total = 0
  for (const member of processTree(pid)) {
    const used = cpuMicros(member)
    if (member === pid && used === undefined) return undefined
    total += used ?? 0
  }
  return total
}

/** One autocannon run with the CPU the serving process spent per request. */
async function measure(pid, url, duration, options) {
  const before = treeCpuMicros(pid)
  const result = await load(url, duration, options)
  const after = treeCpuMicros(pid)
  const total = result.rps * duration
  return {
    ...result,
    cpuUs: before === undefined || after === undefined ? undefined : (after - before) / total,
  }
}

/** The bare node:http baseline for `body`, measured now, with its CPU per request. */
async function measureBaseline(port, body, duration, contentType, options) {
  const server = startBaseline(port, body, contentType)
  await sleep(300)
  try {
    return await measure(server.pid, `http://127.0.0.1:${port}/`, duration, options)
  } finally {
    server.kill()
    await sleep(200)
  }
}

const freshKeyword = createFreshKeywords(7)
/** The search API's first page for a keyword. */
const apiPath = (k) => `/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&keyword=${encodeURIComponent(k)}&lan=en`

rmSync(dataDir, { recursive: true, force: true })
const serverEnv = {
  DATA_DIR: dataDir,
  API_RESPONSE_CACHE: 'true',
  PAGE_CACHE: 'true',
}
let pg
let app
if (POSTGRES) {
  let databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    pg = throwawayPostgres(PORT + 20)
    databaseUrl = pg.createDatabase('bench_pages')
  }
  const server = spawnServer(PORT, {
    ...serverEnv,
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(WORKERS),
  })
  await server.ready()
  app = server.child
} else {
  app = await startApp(PORT, serverEnv)
}
const base = `http://127.0.0.1:${PORT}`
const rows = []
try {
  // The search index is built in the background after start: wait for it (one search answers
  // once it is there) so its build does not share the CPU with the first measurement.
  await fetch(`${base}/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&keyword=rice&lan=en`).then((r) => r.arrayBuffer())
  for (const pid of processTree(app.pid)) await waitForIdle(pid)
  // 1. Cached SSR pages.
  for (const path of ['/brand', '/product']) {
    const res = await fetch(base + path)
    const html = await res.text()
    for (let i = 0; i < 100; i++) await fetch(base + path).then((r) => r.arrayBuffer())
    const cache = (await fetch(base + path)).headers.get('x-page-cache')
    const measured = await measure(app.pid, base + path, DURATION)
    const baseline = await measureBaseline(BASELINE_PORT, html, DURATION, 'text/html; charset=utf-8')
    rows.push({
      name: `${path} (page cache: ${cache})`,
      ...measured,
      baseline,
      bytes: html.length,
      target: 'ratio ≥ 0.8',
      ok: measured.rps / baseline.rps >= 0.8,
    })
  }
  // 1b. The same hit for a browser, which takes gzip (ADR 050): the kept gzip form with the
  // answer's nonce and CRC written in, against a bare server sending that many gzip bytes.
  {
    const path = '/brand'
    const gzipped = await new Promise((done, reject) => {
      get(base + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          done({ encoding: res.headers['content-encoding'], cache: res.headers['x-page-cache'], body: Buffer.concat(chunks) }),
        )
      }).on('error', reject)
    })
    const measured = await measure(app.pid, base + path, DURATION, { headers: { 'accept-encoding': 'gzip' } })
    const baseline = await measureBaseline(BASELINE_PORT, gzipped.body, DURATION, 'text/html; charset=utf-8')
    rows.push({
      name: `${path} (page cache: ${gzipped.cache}, ${gzipped.encoding ?? 'identity'})`,
      ...measured,
      baseline,
      bytes: gzipped.body.length,
      target: 'ratio ≥ 0.8',
      ok: gzipped.encoding === 'gzip' && measured.rps / baseline.rps >= 0.8,
    })
  }
  // 2. Search page and 3. search API, a fresh keyword per request. Each is measured after a
  // warm-up under the same load (warmUpS), long enough for a few thousand requests to compile the
  // hot paths of every process: the page 10 s (~2,000 renders; 3 s left the two-worker PostgreSQL
  // run at its cold figures, 192 req/s with a p99 of 1.9 s), the API 3 s (~6,000 answers; longer
  // only spends the short fresh keywords before the measurement starts).
  const fresh = [
    {
      name: '/product?q=<fresh keyword>',
      path: (k) => `/product?q=${encodeURIComponent(k)}`,
      type: 'text/html; charset=utf-8',
      target: '≥ 150 req/s',
      warmUpS: 10,
      ok: (m) => m.rps >= 150,
    },
    {
      name: '/newApi/OpbGoods/opbGoodsList?keyword=<fresh>',
      path: apiPath,
      type: undefined,
      target: '≥ 1,000 req/s',
      warmUpS: 3,
      ok: (m) => m.rps >= 1000,
    },
    // The API's latency target at the issue's own 10 connections (its scale table's): at 50, a
    // p99 under 50 ms needs well over 1,000 req/s, since the mean wait is connections / req/s
    // (Little's law: 50 ms at exactly 1,000).
    {
      name: '/newApi/OpbGoods/opbGoodsList?keyword=<fresh>, 10 connections',
      path: apiPath,
      type: undefined,
      target: '≥ 1,000 req/s, p99 < 50 ms',
      warmUpS: 3,
      connections: 10,
      ok: (m) => m.rps >= 1000 && m.p99 < 50,
    },
  ]
  for (const f of fresh) {
    const sample = await fetch(base + f.path(freshKeyword()))
    const body = await sample.text()
    const misses = [sample.headers.get('x-page-cache') ?? sample.headers.get('x-cache')]
    const freshRequests = {
      ...(f.connections ? { connections: f.connections } : {}),
      requests: [
        {
          setupRequest: (req) => {
            req.path = f.path(freshKeyword())
            return req
          },
        },
      ],
    }
    // Warm-up under the same load, not measured: V8 compiles the hot paths and the search's
    // per-term caches fill, so the figures are the steady state a running server has.
    await load(`${base}/`, f.warmUpS, freshRequests)
    const measured = await measure(app.pid, `${base}/`, DURATION, freshRequests)
    const baseline = await measureBaseline(
      BASELINE_PORT,
      body,
      DURATION,
      f.type,
      f.connections ? { connections: f.connections } : undefined,
    )
    rows.push({
      name: `${f.name} (first answer cache: ${misses[0] ?? 'none'})`,
      ...measured,
      baseline,
      bytes: body.length,
      target: f.target,
      ok: f.ok(measured),
    })
  }
} finally {
  app.kill()
  await sleep(POSTGRES ? 1500 : 300)
  pg?.destroy()
}
console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, production build on ${POSTGRES ? `PostgreSQL with WEB_CONCURRENCY=${WORKERS}` : 'PGlite (one process)'}; baseline = bare node:http in its own process serving the same bytes, measured in the same run\n`,
)
console.log('| page | req/s | p99 ms | errors | bare node:http req/s | ratio | CPU µs/req (bare) | CPU ratio | target | met |')
console.log('|---|---|---|---|---|---|---|---|---|---|')
const us = (v) => (v === undefined ? '–' : Math.round(v))
for (const r of rows)
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${r.errors} | ${Math.round(r.baseline.rps)} (${r.bytes} B) | ${(r.rps / r.baseline.rps).toFixed(2)} | ${us(r.cpuUs)} (${us(r.baseline.cpuUs)}) | ${r.cpuUs && r.baseline.cpuUs ? (r.baseline.cpuUs / r.cpuUs).toFixed(2) : '–'} | ${r.target} | ${r.ok ? 'yes' : 'NO'} |`,
  )
console.log(
  "\nCPU ratio = bare server's CPU per request / the app's: what the req/s ratio would be with a core each, whatever else the machine runs.",
)
process.exit(0)
