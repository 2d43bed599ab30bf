// `npm run serve` / `npm start`: the production server (scripts/serve.mjs) in this process, or,
// with WEB_CONCURRENCY=N (or `auto`, one per core), N of them under node:cluster sharing one
// port. Several processes need PostgreSQL (DATABASE_URL): each has its own caches, kept in step
// through the invalidation bus (ADR 039), and every limit lives in the database. A worker that
// dies is started again (with backoff when it keeps dying at once); SIGTERM / SIGINT stop every
// worker gracefully (each finishes its requests in flight), then the primary.
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const serveScript = resolve(root, 'scripts/serve.mjs')

const { serverEnv } = await import('../app.config.ts')
let env
try {
  env = serverEnv()
} catch (error) {
  // parseEnv names every bad variable (e.g. WEB_CONCURRENCY=2 without DATABASE_URL).
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const workers = env.WEB_CONCURRENCY === 'auto' ? availableParallelism() : env.WEB_CONCURRENCY

if (workers <= 1) {
  await import('./serve.mjs')
} else {
  if (!existsSync(resolve(root, 'dist/server/server.js'))) {
    console.error('No production build found: run `npm run build` (or `npm start`, which builds when needed).')
    process.exit(1)
  }
  const standIn = env.WECHAT_STANDIN === 'true' || env.WECHAT_STANDIN === '1'
  if (standIn) {
    console.warn(
      'WECHAT_STANDIN: the WeChat stand-in keeps its QR codes in one process; with several workers a stand-in login can fail. Use one worker to try it.',
    )
  }
  cluster.setupPrimary({ exec: serveScript })

  /** Restart delay: none for a worker that ran a while, doubling (to 30 s) while they die at once. */
  const MIN_UPTIME_MS = 10_000
  let quickDeaths = 0
  let stopping = false
  const startedAt = new Map()

  const fork = () => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
  }

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
      return
    }
    quickDeaths = uptime < MIN_UPTIME_MS ? quickDeaths + 1 : 0
    const delay = quickDeaths ? Math.min(30_000, 500 * 2 ** (quickDeaths - 1)) : 0
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another${delay ? ` in ${delay} ms` : ''}`)
    setTimeout(() => {
      if (!stopping) fork()
    }, delay)
  })

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopping = true
      const alive = Object.values(cluster.workers ?? {}).filter(Boolean)
      if (!alive.length) process.exit(0)
      // Each worker closes its server and exits within its own 3 s grace (scripts/serve.mjs).
      for (const worker of alive) worker.process.kill('SIGTERM')
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
        process.exit(0)
      }, 10_000).unref()
    })
  }

  console.log(`Starting ${workers} server processes on port ${env.PORT} (primary ${process.pid})`)
  for (let i = 0; i < workers; i++) fork()
}
