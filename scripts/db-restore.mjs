// npm run db:restore -- <file> [--force]: puts a db:backup file back.
// - PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists of a pg_dump -Fc file into
//   DATABASE_URL (objects of the backup are dropped and recreated; stop the servers first).
// - PGlite: the tarball becomes ${DATA_DIR}/pglite. An existing database there is kept aside as
//   pglite.before-restore-<timestamp> (refused without --force). Stop the server first.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync } from 'node:fs'
import { resolve } from 'node:path'
import { postgresTool } from './db-tools.mjs'

const args = process.argv.slice(2)
const force = args.includes('--force')
const given = args.find((arg) => !arg.startsWith('--'))
if (!given || !existsSync(given)) {
  console.error(`Usage: npm run db:restore -- <backup file> [--force]${given ? ` (no file ${given})` : ''}`)
  process.exit(2)
}
const file = resolve(given)
const { serverEnv } = await import('../app.config.ts')
const env = serverEnv()
const started = performance.now()

if (env.DATABASE_URL) {
  execFileSync(
    postgresTool('pg_restore'),
    ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--dbname', env.DATABASE_URL, file],
    { stdio: 'inherit' },
  )
} else {
  const { PGlite } = await import('@electric-sql/pglite')
  const dataDir = resolve(env.DATA_DIR, 'pglite')
  if (existsSync(dataDir) && readdirSync(dataDir).length) {
    if (!force) {
      console.error(`${dataDir} holds a database: stop the server and run again with --force (it is kept aside, not deleted)`)
      process.exit(1)
    }
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(dataDir, aside)
    console.log(`the database that was there is now ${aside}`)
  }
  mkdirSync(env.DATA_DIR, { recursive: true })
  const db = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) })
  await db.waitReady
  await db.close()
}
console.log(
  `db:restore (${env.DATABASE_URL ? 'postgres, pg_restore' : 'pglite'}) ← ${file} in ${Math.round(performance.now() - started)} ms`,
)
