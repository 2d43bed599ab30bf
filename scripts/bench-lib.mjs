// Helpers shared by the autocannon benches (bench:api, bench:search): start the production
// server on a port, a bare node:http baseline serving fixed bytes from its own process, and
// one autocannon run.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'

export const root = resolve(import.meta.dirname, '..')
export const CONNECTIONS = 50

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

export function requireBuild() {
  if (!existsSync(resolve(root, 'dist/server/server.js'))) {
    console.error('Build first: npm run build')
    process.exit(1)
  }
}

/**
 * The production server (scripts/serve.mjs of the checkout at `appRoot`, this one by default) on
 * `port`, resolved once the API answers.
 */
export async function startApp(port, env = {}, appRoot = root) {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the bench
  // (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, resolve(appRoot, 'scripts/serve.mjs')], {
    cwd: appRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
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

/**
 * A bare node:http server in its own process, answering every request with `body` (handed over
 * through a temporary file: an SSR page is too long for a command-line argument).
 */
export function startBaseline(port, body, contentType = 'application/json; charset=utf-8') {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'body')
  writeFileSync(file, body)
  const source = `const b=require('node:fs').readFileSync(${JSON.stringify(file)});require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':${JSON.stringify(contentType)},'content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' })
}

/**
 * CPU time (user + system, µs) a process has used, from /proc (Linux; undefined elsewhere). CPU
 * per request holds up on a loaded machine, where req/s of two servers measured one after the
 * other swing with everything else running.
 */
export function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return undefined
  }
}

/**
 * Waits until a server process is idle: its start-up work (seeding, the search index build, which
 * runs in the background while searches are answered from the database) would otherwise be
 * counted as the first measurement's CPU per request. Idle: under 5 % of a core for 2 s running.
 */
export async function waitForIdle(pid, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  let quiet = 0
  while (Date.now() < deadline && quiet < 2) {
    const before = cpuMicros(pid)
    await sleep(1000)
    const after = cpuMicros(pid)
    if (before === undefined || after === undefined) return
    quiet = after - before < 50_000 ? quiet + 1 : 0
  }
}

/** One autocannon run; `options` may add `requests` (e.g. a setupRequest that varies the path). */
export async function load(url, duration, options = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    ...options,
  })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }
}

/** The baseline's req/s for `body`, measured now (the server is started and stopped here). */
export async function measureBaseline(port, body, duration, contentType) {
  const base = startBaseline(port, body, contentType)
  await sleep(300)
  try {
    return await load(`http://127.0.0.1:${port}/`, duration)
  } finally {
    base.kill()
    await sleep(200)
  }
}

/**
 * The JavaScript a first visit to a page loads, from its SSR `html`: the module entry, every
 * modulepreload and dynamic import named in the HTML. Returns the files with their raw and gzip (level 9) sizes.
 */
export async function firstLoadJs(origin, html) {
  const { gzipSync } = await import('node:zlib')
  const js = new Set()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(match[1])
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) js.add(match[1])
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) js.add(match[1])
  const files = []
  for (const path of js) {
    const bytes = Buffer.from(await (await fetch(origin + path)).arrayBuffer())
    files.push({
      path,
      raw: bytes.length,
      gz: gzipSync(bytes, { level: 9 }).length,
    })
  }
  return {
    files,
    raw: files.reduce((a, f) => a + f.raw, 0),
    gz: files.reduce((a, f) => a + f.gz, 0),
  }
}
