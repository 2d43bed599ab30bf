// Helpers shared by the autocannon benches (bench:api, bench:search): start the production
// server on a port, a bare node:http baseline serving fixed bytes from its own process, and
// one autocannon run.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
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

/** The production server (scripts/serve.mjs) on `port`, resolved once the API answers. */
export async function startApp(port, env = {}) {
  const child = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs')], {
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

/** A bare node:http server in its own process, answering every request with `body`. */
export function startBaseline(port, body) {
  const source = `const b=Buffer.from(${JSON.stringify(body)});require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' })
}

/** One autocannon run; `options` may add `requests` (e.g. a setupRequest that varies the path). */
export async function load(url, duration, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, ...options })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts }
}

/** The baseline's req/s for `body`, measured now (the server is started and stopped here). */
export async function measureBaseline(port, body, duration) {
  const base = startBaseline(port, body)
  await sleep(300)
  try {
    return await load(`http://127.0.0.1:${port}/`, duration)
  } finally {
    base.kill()
    await sleep(200)
  }
}
