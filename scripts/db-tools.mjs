// The PostgreSQL client tool for db:backup / db:restore: the newest server version's binary
// (pg_dump must not be older than the server), else the one on PATH.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export function postgresTool(name) {
  const dirs = []
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN)
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').toSorted((a, b) => Number(b) - Number(a)))
      dirs.push(join('/usr/lib/postgresql', version, 'bin'))
  }
  for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name)
  return name
}
