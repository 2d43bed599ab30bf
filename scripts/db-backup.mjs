// npm run db:backup [-- <file>]: a full backup of the database the server would open.
// - PostgreSQL (DATABASE_URL set): pg_dump in its custom format (-Fc), restorable with
//   pg_restore (npm run db:restore). The server may keep running: pg_dump reads one snapshot.
// - PGlite (default, under DATA_DIR): PGlite's dumpDataDir, a gzipped tarball of the data
//   directory. Stop the server first: one process owns a PGlite database (ADR 042).
// Default file: backups/<pglite|postgres>-<timestamp>.<tar.gz|dump>.
import { execFileSync } from 'node:child_process'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { postgresTool } from './db-tools.mjs'

const { serverEnv } = await import('../app.config.ts')
const env = serverEnv()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const file = resolve(process.argv[2] ?? join('backups', env.DATABASE_URL ? `postgres-${stamp}.dump` : `pglite-${stamp}.tar.gz`))
mkdirSync(dirname(file), { recursive: true })
const started = performance.now()

if (env.DATABASE_URL) {
  execFileSync(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--file', file, env.DATABASE_URL], { stdio: 'inherit' })
} else {
  const { PGlite } = await import('@electric-sql/pglite')
  const dataDir = resolve(env.DATA_DIR, 'pglite')
  statSync(join(dataDir, 'PG_VERSION')) // fails with ENOENT when there is no database to back up
  const db = new PGlite(dataDir)
  // A checkpoint first, so the tarball's pages hold every commit (its WAL replays the rest).
  await db.exec('CHECKPOINT')
  const dump = await db.dumpDataDir('gzip')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await db.close()
}
console.log(
  `db:backup (${env.DATABASE_URL ? 'postgres, pg_dump -Fc' : 'pglite, data-dir tarball'}) → ${file} (${Math.round(statSync(file).size / 1024)} KiB, ${Math.round(performance.now() - started)} ms)`,
)
