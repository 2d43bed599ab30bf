// npm run bench:api: autocannon (50 connections) on three catalogue endpoints of the production
// build, with the response cache on and off, beside a bare node:http server serving the same
// bytes in the same run. Prints req/s, p99 and the ratio to the baseline.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import autocannon from 'autocannon'

const root = resolve(import.meta.dirname, '..')
const DURATION = Number(process.argv[2] ?? 5)
const CONNECTIONS = 50
const dataDir = resolve(root, 'test-results/bench-api-data')
if (!existsSync(resolve(root, 'dist/server/server.js'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}
const endpoints = [
  '/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&lan=en',
  '/newApi/Home/getBrandList?page=1&page_size=20&lan=en',
  '/newApi/api_v2/Home/getHomeJson?lan=en',
  // A one-query endpoint (a handful of banner rows): the ceiling of an uncached read on PGlite,
  // for comparison with the three catalogue endpoints above.
  '/newApi/Home/getBanner?position=home&lan=en',
]

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function startApp(port, cache) {
  const child = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, API_RESPONSE_CACHE: cache ? 'true' : 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/newApi/common/getCountryList?lan=en`)
      if ((await res.json()).code === 1) return child
    } catch {
      // starting (and seeding on the first run)
    }
    await sleep(100)
  }
  child.kill()
  throw new Error('server did not become ready')
}

function startBaseline(port, body) {
  const source = `const b=Buffer.from(${JSON.stringify(body)});require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' })
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const rows = []
rmSync(dataDir, { recursive: true, force: true })
for (const cache of [true, false]) {
  const port = cache ? 4701 : 4702
  const app = await startApp(port, cache)
  try {
    for (const path of endpoints) {
      const url = `http://127.0.0.1:${port}${path}`
      const body = await (await fetch(url)).text()
      for (let i = 0; i < 200; i++) await fetch(url).then((r) => r.arrayBuffer()) // warm up
      const measured = await load(url)
      const base = startBaseline(4710, body)
      await sleep(300)
      const baseline = await load('http://127.0.0.1:4710/')
      base.kill()
      await sleep(200)
      rows.push({ path: path.split('?')[0], cache, ...measured, baseline: baseline.rps })
    }
  } finally {
    app.kill()
    await sleep(300)
  }
}

console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, PGlite (targets: p99 < 50 ms; cached ≥ 0.25 × baseline; uncached ≥ 1,500 req/s)\n`)
console.log('| endpoint | response cache | req/s | p99 ms | bare node:http req/s | ratio | errors |')
console.log('|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(`| ${r.path} | ${r.cache ? 'on' : 'off'} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.baseline)} | ${(r.rps / r.baseline).toFixed(2)} | ${r.errors} |`)
}
process.exit(0)
