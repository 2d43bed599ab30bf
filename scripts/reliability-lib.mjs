// Helpers of the reliability scripts (bench:soak, test:reliability): the production server as a
// child process that can be killed and started again, the RSS of its process tree, a logged-in
// buyer (SMS code read from the outbox), and a throwaway PostgreSQL cluster of our own (initdb /
// pg_ctl as the `postgres` user: PostgreSQL refuses to run as root).
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { root, sleep } from './bench-lib.mjs'

export { root, sleep }

/**
 * The production server (scripts/serve.mjs); `ready()` resolves once the API answers code 1.
 * An `env` value of undefined removes the variable (e.g. DATABASE_URL: PGlite).
 */
export function spawnServer(port, env = {}, { quiet = false } = {}) {
  const merged = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  // `npm run serve`'s entry: serve-cluster.mjs (WEB_CONCURRENCY workers) where it exists.
  const entry = ['scripts/serve-cluster.mjs', 'scripts/serve.mjs'].map((path) => resolve(root, path)).find((path) => existsSync(path))
  const child = spawn(process.execPath, [entry], {
    env: merged,
    stdio: ['ignore', 'ignore', quiet ? 'pipe' : 'inherit'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000)
  })
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })))
  return {
    child,
    exited,
    stderr: () => stderr,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs
      const state = { exited: false }
      void exited.then(() => (state.exited = true))
      while (Date.now() < deadline && !state.exited) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/newApi/common/getCountryList?lan=en`)
          if ((await res.json()).code === 1) return
        } catch {
          // starting (and seeding on the first run)
        }
        await sleep(50)
      }
      throw new Error(`server on ${port} did not become ready${state.exited ? ' (it exited)' : ''}\n${stderr}`)
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Every pid of the tree under `pid` (the server and, with WEB_CONCURRENCY, its workers). */
export function processTree(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid …; comm may hold spaces and parentheses: split after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  const tree = []
  const queue = [pid]
  while (queue.length) {
    const next = queue.shift()
    tree.push(next)
    queue.push(...(children.get(next) ?? []))
  }
  return tree
}

/** Resident memory (bytes) of one process, from /proc (0 once it has ended). */
export function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** RSS summed over the process tree under `pid`, and the number of processes in it. */
export function treeRss(pid) {
  const pids = processTree(pid)
  const each = pids.map(rssOf)
  return { bytes: each.reduce((sum, bytes) => sum + bytes, 0), processes: pids.length, pids, each }
}

export const mb = (bytes) => Math.round(bytes / 1048576)

/** A fresh Chinese mobile number (each one has its own send limits). */
export function randomMobile() {
  return `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/**
 * Logs a new buyer in by SMS code: asks for a code, reads it from the server's outbox
 * (${dataDir}/outbox/sms.jsonl), logs in. Returns the keys as query parameters.
 */
export async function loginBuyer(origin, dataDir, mobile = randomMobile()) {
  const sent = await (await fetch(`${origin}/newApi/api_v2/Login/getMobileVerifyCode?mobile=${encodeURIComponent(mobile)}&lan=en`)).json()
  if (sent.code !== 1) throw new Error(`getMobileVerifyCode: ${JSON.stringify(sent)}`)
  const outbox = join(dataDir, 'outbox/sms.jsonl')
  let code = ''
  for (let i = 0; i < 200 && !code; i++) {
    if (existsSync(outbox)) {
      const lines = readFileSync(outbox, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
      code = String(lines.filter((line) => line.to === mobile).at(-1)?.code ?? '')
    }
    if (!code) await sleep(25)
  }
  if (!code) throw new Error(`no SMS code for ${mobile} in ${outbox}`)
  const res = await fetch(`${origin}/newApi/api_v2/login/login?lan=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, code }),
  })
  const body = await res.json()
  if (body.code !== 1) throw new Error(`login: ${JSON.stringify(body)}`)
  return {
    mobile,
    userId: body.data.user_id,
    query: `authorization=${encodeURIComponent(body.data.api_key)}&mobile_key=${encodeURIComponent(body.data.mobile_key)}`,
  }
}

/** Product ids of the demo catalogue (the first `count` of the first list pages). */
export async function productIds(origin, count = 40) {
  const ids = []
  for (let page = 1; ids.length < count && page <= 10; page++) {
    const body = await (await fetch(`${origin}/newApi/OpbGoods/opbGoodsList?page=${page}&page_size=20&lan=en`)).json()
    if (body.code !== 1 || !body.data.list.length) break
    ids.push(...body.data.list.map((item) => item.id))
  }
  return ids.slice(0, count)
}

// ─── a throwaway PostgreSQL ─────────────────────────────────────────────────────────────

/** The newest PostgreSQL server binaries on this machine (PG_BIN overrides). */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const version = readdirSync(base)
    .toSorted((a, b) => Number(a) - Number(b))
    .at(-1)
  const bin = version && join(base, version, 'bin')
  return bin && existsSync(join(bin, 'initdb')) ? bin : null
}

/**
 * A PostgreSQL cluster in a temporary directory on `port`, owned by the `postgres` user when we
 * are root. trust authentication on 127.0.0.1 only; `stop()`, `start()` and `destroy()`.
 */
export function throwawayPostgres(port) {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)')
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'reliab-pg-'))
  const run = (tool, args, options = {}) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args]
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString()
  }
  if (asRoot) {
    const { uid, gid } = postgresUser()
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start'])
    },
    /** `fast`: every session ends with "terminating connection due to administrator command". */
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop'])
    },
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name])
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    destroy() {
      try {
        pg.stop('immediate')
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true })
    },
    bin,
    run,
  }
  pg.start()
  return pg
}

function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'))
  if (!line) throw new Error('no `postgres` user (install the postgresql package)')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/** Prints a result line and remembers failures; `finish()` exits 1 if any check failed. */
export function checks() {
  const failed = []
  return {
    check(ok, message) {
      console.log(`${ok ? 'PASS' : 'FAIL'} ${message}`)
      if (!ok) failed.push(message)
      return ok
    },
    get failed() {
      return failed
    },
    finish() {
      if (failed.length) {
        console.log(`\n${failed.length} check(s) failed`)
        process.exit(1)
      }
      process.exit(0)
    },
  }
}
