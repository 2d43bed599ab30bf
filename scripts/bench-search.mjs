// npm run bench:search: the keyword search API of the production build under autocannon (50
// connections), with a FRESH keyword on every request (never twice in a run, so the response
// cache, which stays on, cannot serve it): English and Chinese product, brand, category and
// country words of the demo dataset, with prefixes and typos. Beside it, in the same run, a bare
// node:http server in its own process serving the bytes of one such answer.
//   node scripts/bench-search.mjs [seconds=10] [port=4301]
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CONNECTIONS, load, measureBaseline, requireBuild, root, sleep, startApp } from './bench-lib.mjs'
import { brandPrefixes, brandSuffixes, grades, seedCategories, seedCountries } from '../src/server/seed/seed-data.ts'
import { mulberry32 } from '../src/lib/random.ts'

const DURATION = Number(process.argv[2] ?? 10)
const PORT = Number(process.argv[3] ?? 4301)
const BASELINE_PORT = PORT + 9
const dataDir = resolve(root, 'test-results/bench-search-data')
requireBuild()

// ─── fresh keywords ─────────────────────────────────────────────────────────────────────
const subs = seedCategories.flatMap((top) => top.children.map((c) => c.name))
const en = [
  ...new Set(
    [...subs, ...brandPrefixes, ...brandSuffixes, ...grades, ...seedCountries.map((c) => c.name)]
      .flatMap(([e]) => e.toLowerCase().split(/[^a-z]+/))
      .filter((w) => w.length >= 3),
  ),
]
const zh = [...new Set([...subs, ...brandPrefixes, ...brandSuffixes, ...grades, ...seedCountries.map((c) => c.name)].map(([, z]) => z))]

// mulberry32: a seeded PRNG, so every run asks the same sequence of keywords.
const rand = mulberry32(20261123)
const pick = (list) => list[Math.floor(rand() * list.length)]
const letters = 'abcdefghijklmnopqrstuvwxyz'

/** One English word with a typo (substitution, deletion, insertion or transposition) or cut to a prefix. */
function mangle(word) {
  const i = 1 + Math.floor(rand() * (word.length - 1))
  switch (Math.floor(rand() * 5)) {
    case 0:
      return word.slice(0, i) + pick(letters) + word.slice(i + 1)
    case 1:
      return word.slice(0, i) + word.slice(i + 1)
    case 2:
      return word.slice(0, i) + pick(letters) + word.slice(i)
    case 3:
      return i < word.length - 1 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, -1)
    default:
      return word.slice(0, Math.max(3, i + 1))
  }
}

function keyword() {
  const kind = rand()
  if (kind < 0.35) return mangle(pick(en))
  if (kind < 0.6) return `${pick(en)} ${mangle(pick(en))}`
  if (kind < 0.8) return pick(zh) + (rand() < 0.5 ? pick(zh) : '')
  return `${pick(zh)} ${mangle(pick(en))}`
}

const used = new Set()
function freshKeyword() {
  for (;;) {
    const k = keyword()
    if (!used.has(k)) {
      used.add(k)
      return k
    }
  }
}

const searchPath = (k, lan) => `/newApi/OpbGoods/opbGoodsList?page=1&page_size=20&keyword=${encodeURIComponent(k)}&lan=${lan}`

// ─── run ────────────────────────────────────────────────────────────────────────────────
rmSync(dataDir, { recursive: true, force: true })
const app = await startApp(PORT, {
  DATA_DIR: dataDir,
  API_RESPONSE_CACHE: 'true',
})
const rows = []
try {
  // Warm up, and check the keywords find something and are not served from the cache.
  let found = 0
  let hits = 0
  const SAMPLE = 300
  let sampleBody = ''
  for (let i = 0; i < SAMPLE; i++) {
    const res = await fetch(`http://127.0.0.1:${PORT}${searchPath(freshKeyword(), i % 2 ? 'cn' : 'en')}`)
    const text = await res.text()
    if (res.headers.get('x-cache') === 'hit') hits++
    if (JSON.parse(text).data.total > 0) found++
    if (!sampleBody && JSON.parse(text).data.list.length >= 20) sampleBody = text
  }
  console.log(`sample of ${SAMPLE} fresh keywords: ${found} found products, ${hits} cache hits; e.g. ${[...used].slice(0, 8).join(' · ')}`)

  const endpoints = [
    { name: 'OpbGoods/opbGoodsList?keyword=', path: searchPath },
    {
      name: 'Home/getBrandList?keyword=',
      path: (k, lan) => `/newApi/Home/getBrandList?page=1&page_size=20&keyword=${encodeURIComponent(k)}&lan=${lan}`,
    },
    {
      name: 'Search/suggest?keyword=',
      path: (k, lan) => `/newApi/Search/suggest?limit=8&keyword=${encodeURIComponent(k)}&lan=${lan}`,
    },
  ]
  for (const endpoint of endpoints) {
    const probe = await fetch(`http://127.0.0.1:${PORT}${endpoint.path('rice', 'en')}`)
    if (probe.status === 404) continue // the endpoint does not exist in this build
    let n = 0
    const measured = await load(`http://127.0.0.1:${PORT}/`, DURATION, {
      requests: [
        {
          setupRequest: (req) => {
            req.path = endpoint.path(freshKeyword(), n++ % 2 ? 'cn' : 'en')
            return req
          },
        },
      ],
    })
    rows.push({ ...endpoint, ...measured, requests: n })
  }
  const baseline = await measureBaseline(BASELINE_PORT, sampleBody, DURATION)
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, PGlite, a fresh keyword per request (target: ≥ 1,000 req/s, p99 < 50 ms)\n`,
  )
  console.log('| endpoint | req/s | p99 ms | errors | requests sent |')
  console.log('|---|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${r.errors} | ${r.requests} |`)
  console.log(
    `| bare node:http, same bytes (${sampleBody.length} B) | ${Math.round(baseline.rps)} | ${baseline.p99} | ${baseline.errors} | |`,
  )
} finally {
  app.kill()
  await sleep(300)
}
process.exit(0)
