// npm run bench:first-load: measures, against the production build,
//  1. the time from spawning the production server to its first 200 on `/`, next to a bare
//     node:http server serving the same HTML bytes (the baseline), over several runs;
//  2. the gzip size of the JavaScript a first visit to `/` loads (entry + modulepreloads),
//     plus the CSS;
//  3. the same first-load JS gzip for each catalogue page in both languages (no byte budget:
//     pages are judged by Lighthouse, `npm run bench:web`),
//     and the page's HTML as the server sends it to a browser (gzip, ADR 050) next to its size;
//     the JavaScript as sent (the build's brotli copies, ADR 052) is shown beside the gzip figure.
// Ports: BENCH_PORT (default 4400) to BENCH_PORT + 20 (the timed starts, their baselines, the server).
import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadJs } from './bench-lib.mjs'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.argv[2] ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 4400)
const ORIGIN = `http://127.0.0.1:${PORT + 20}`
if (!existsSync(resolve(root, 'dist/server/server.js'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}

async function waitFor200(url, deadline) {
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status === 200) return response
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error(`no 200 from ${url}`)
}

async function timeServerStart(port) {
  const started = performance.now()
  const child = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: resolve(root, 'test-results/bench-data') },
    stdio: 'ignore',
  })
  try {
    const response = await waitFor200(`http://127.0.0.1:${port}/`, started + 20_000)
    const ms = performance.now() - started
    return { ms, html: await response.text() }
  } finally {
    child.kill()
    await new Promise((r) => child.once('exit', r))
  }
}

async function timeBaselineStart(port, html) {
  // The same bytes from a bare node:http server in a fresh Node process.
  const started = performance.now()
  const source = `require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html'});s.end(${JSON.stringify(html)})}).listen(${port},'127.0.0.1')`
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' })
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, started + 20_000)
    return performance.now() - started
  } finally {
    child.kill()
    await new Promise((r) => child.once('exit', r))
  }
}

/** The bytes of a page or file as sent to a browser (which takes brotli and gzip), and their encoding. */
function sentBytes(path) {
  return new Promise((done, reject) => {
    get(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => done({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }))
    }).on('error', reject)
  })
}

const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]

async function sizeOf(path) {
  const bytes = Buffer.from(await (await fetch(`${ORIGIN}${path}`)).arrayBuffer())
  return { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length }
}

const appRuns = []
const baseRuns = []
let html = ''
for (let i = 0; i < RUNS; i++) {
  const run = await timeServerStart(PORT + i)
  appRuns.push(run.ms)
  html = run.html
  baseRuns.push(await timeBaselineStart(PORT + 10 + i, html))
}

// First-load JS for `/`: the module entry and every modulepreload in the SSR HTML.
const child = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs')], {
  env: { ...process.env, PORT: String(PORT + 20), HOST: '127.0.0.1', DATA_DIR: resolve(root, 'test-results/bench-data') },
  stdio: 'ignore',
})
try {
  await waitFor200(`${ORIGIN}/`, performance.now() + 20_000)
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1])
  const { files, raw: jsRaw, gz: jsGz } = await firstLoadJs(ORIGIN, html)
  const js = files
  const rows = files.map((f) => `    ${f.path}  ${(f.gz / 1024).toFixed(1)} KB gz`)
  let cssGz = 0
  for (const path of css) cssGz += (await sizeOf(path)).gz
  const htmlGz = gzipSync(Buffer.from(html), { level: 9 }).length

  console.log(`Start → first 200 on / (median of ${RUNS}):`)
  console.log(`  production server   ${median(appRuns).toFixed(0)} ms   (runs: ${appRuns.map((x) => x.toFixed(0)).join(', ')})`)
  console.log(`  bare node:http      ${median(baseRuns).toFixed(0)} ms   (runs: ${baseRuns.map((x) => x.toFixed(0)).join(', ')})`)
  console.log(`First-load JavaScript for / (${js.length} files):`)
  console.log(rows.join('\n'))
  console.log(`  total ${(jsRaw / 1024).toFixed(1)} KB raw, ${(jsGz / 1024).toFixed(1)} KB gz`)
  console.log(`CSS ${(cssGz / 1024).toFixed(1)} KB gz; HTML ${(htmlGz / 1024).toFixed(1)} KB gz`)
  console.log('First-load JavaScript per page:')
  for (const locale of ['en-US', 'zh-CN']) {
    for (const page of ['/', '/brand', '/product', '/product/detail?id=1', '/addInquiry']) {
      const path = locale === 'zh-CN' ? (page === '/' ? '/zh-CN' : `/zh-CN${page}`) : page
      const pageHtml = await (await fetch(`${ORIGIN}${path}`)).text()
      const page_ = await firstLoadJs(ORIGIN, pageHtml)
      const kb = page_.gz / 1024
      const sent = await sentBytes(path)
      const htmlKb = `HTML ${(Buffer.byteLength(pageHtml) / 1024).toFixed(1)} KB, sent ${(sent.bytes / 1024).toFixed(1)} KB ${sent.encoding}`
      // What a browser is actually sent for the same files: the build's brotli copies (ADR 052).
      let jsSent = 0
      for (const file of page_.files) jsSent += (await sentBytes(file.path)).bytes
      const jsKb = `JS sent ${(jsSent / 1024).toFixed(1)} KB`
      console.log(
        `  ${path.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB gz  ${String(page_.files.length).padStart(3)} files  ${jsKb}  ${htmlKb}`,
      )
    }
  }
  process.exitCode = median(appRuns) <= 2000 ? 0 : 1
} finally {
  child.kill()
}
