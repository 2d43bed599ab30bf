// npm run bench:api: autocannon (50 connections) on three catalogue endpoints of the production
// build, with the response cache on and off, beside a bare node:http server serving the same
// bytes in the same run. Prints req/s, p99 and the ratio to the baseline.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CONNECTIONS, load as loadFor, measureBaseline, requireBuild, root, sleep, startApp as startServer } from './bench-lib.mjs'

const DURATION = Number(process.argv[2] ?? 5)
const dataDir = resolve(root, 'test-results/bench-api-data')
requireBuild()
const endpoints = [
  '/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&lan=en',
  '/newApi/Home/getBrandList?page=1&page_size=20&lan=en',
  '/newApi/api_v2/Home/getHomeJson?lan=en',
  // A one-query endpoint (a handful of banner rows): the ceiling of an uncached read on PGlite,
  // for comparison with the three catalogue endpoints above.
  '/newApi/Home/getBanner?position=home&lan=en',
]

const startApp = (port, cache) => startServer(port, { DATA_DIR: dataDir, API_RESPONSE_CACHE: cache ? 'true' : 'false' })
const load = (url) => loadFor(url, DURATION)

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
      const baseline = await measureBaseline(4710, body, DURATION)
      rows.push({ path: path.split('?')[0], cache, ...measured, baseline: baseline.rps })
    }
  } finally {
    app.kill()
    await sleep(300)
  }
}

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, PGlite (targets: p99 < 50 ms; cached ≥ 0.25 × baseline; uncached ≥ 1,500 req/s)\n`,
)
console.log('| endpoint | response cache | req/s | p99 ms | bare node:http req/s | ratio | errors |')
console.log('|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.cache ? 'on' : 'off'} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.baseline)} | ${(r.rps / r.baseline).toFixed(2)} | ${r.errors} |`,
  )
}
process.exit(0)
