// Backup round trip, on PGlite and on PostgreSQL (a throwaway cluster this script
// starts): the production server seeds a database and takes a logged-in buyer's cart writes;
// then `db:backup`, `db:restore` into an empty database, and the row count of every table
// (every schema but the system ones, drizzle's migration table included) must be the same on
// both sides. Last, the server starts on the restored database and the buyer (same keys: the
// sessions came back too) sees the same cart. Exit code 0 on pass.
//   node scripts/test-backup.mjs [port=4354] [pg port=4364]
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { Pool } from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { requireBuild } from './bench-lib.mjs'
import { checks, loginBuyer, productIds, root, spawnServer, throwawayPostgres } from './reliability-lib.mjs'

const PORT = Number(process.argv[2] ?? 4354)
const PG_PORT = Number(process.argv[3] ?? 4364)
const origin = `http://127.0.0.1:${PORT}`
const base = resolve(root, 'test-results/reliability-backup')
requireBuild()
rmSync(base, { recursive: true, force: true })
const { check, finish } = checks()

const TABLES = `SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`

/** { "schema.table": rows } of every user table, through `query(sql) → rows`. */
async function rowCounts(query) {
  const counts = {}
  for (const { schemaname, tablename } of await query(TABLES)) {
    const [{ n }] = await query(`SELECT count(*)::int AS n FROM "${schemaname}"."${tablename}"`)
    counts[`${schemaname}.${tablename}`] = n
  }
  return counts
}

async function pgliteCounts(dataDir) {
  const db = new PGlite(resolve(dataDir, 'pglite'))
  try {
    return await rowCounts(async (sql) => (await db.query(sql)).rows)
  } finally {
    await db.close()
  }
}

async function postgresCounts(url) {
  const pool = new Pool({ connectionString: url, max: 1 })
  try {
    return await rowCounts(async (sql) => (await pool.query(sql)).rows)
  } finally {
    await pool.end()
  }
}

/** Seeds through the server, then a buyer adds products to the cart; returns the buyer and the cart. */
async function fill(env, dataDir) {
  const server = spawnServer(PORT, { ...env, DATA_DIR: dataDir, CODE_DAILY_PER_IP: '100000' }, { quiet: true })
  try {
    await server.ready()
    const buyer = await loginBuyer(origin, dataDir)
    for (const [i, goodsId] of (await productIds(origin, 5)).entries()) {
      const res = await fetch(`${origin}/newApi/opbGoods/opbGoodsAddCar?lan=en&${buyer.query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goods_id: goodsId, quantity: i + 1 }),
      })
      if ((await res.json()).code !== 1) throw new Error('opbGoodsAddCar failed')
    }
    return { buyer, cart: await cartOf(buyer) }
  } finally {
    await server.stop()
  }
}

async function cartOf(buyer) {
  const body = await (await fetch(`${origin}/newApi/OpbGoods/opbGoodsCar?lan=en&${buyer.query}`)).json()
  return body.code === 1 ? body.data.list.map((line) => `${line.goods_id}×${line.quantity}`).join(', ') : `code ${body.code}`
}

async function cartAfterRestore(env, dataDir, buyer) {
  const server = spawnServer(PORT, { ...env, DATA_DIR: dataDir }, { quiet: true })
  try {
    await server.ready()
    return await cartOf(buyer)
  } finally {
    await server.stop()
  }
}

function npmScript(script, args, env) {
  const merged = { ...process.env, ...env }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  return execFileSync(process.execPath, [resolve(root, `scripts/${script}.mjs`), ...args], { env: merged, cwd: root })
    .toString()
    .trim()
}

function compare(label, before, after, cartBefore, cartAfter) {
  const tables = Object.keys(before)
  const rows = Object.values(before).reduce((a, b) => a + b, 0)
  const differ = [...new Set([...tables, ...Object.keys(after)])].filter((t) => before[t] !== after[t])
  check(tables.length > 10 && rows > 0, `${label}: the source has ${tables.length} tables, ${rows} rows`)
  check(
    differ.length === 0,
    `${label}: every table has the same row count after the round trip${differ.length ? ` (differ: ${differ.map((t) => `${t} ${before[t]}→${after[t]}`).join(', ')})` : ''}`,
  )
  check(
    cartAfter === cartBefore && cartBefore.length > 0,
    `${label}: the server starts on the restored database and the buyer's cart is there (${cartAfter})`,
  )
  console.log(`  ${label} row counts: ${tables.map((t) => `${t.replace(/^public\./, '')} ${before[t]}`).join(', ')}`)
}

// ─── PGlite ─────────────────────────────────────────────────────────────────────────────
{
  const env = { DATABASE_URL: undefined }
  const source = resolve(base, 'pglite-source')
  const target = resolve(base, 'pglite-restored')
  const file = resolve(base, 'pglite.tar.gz')
  const { buyer, cart } = await fill(env, source)
  const before = await pgliteCounts(source)
  console.log(npmScript('db-backup', [file], { ...env, DATA_DIR: source }))
  console.log(npmScript('db-restore', [file], { ...env, DATA_DIR: target }))
  const after = await pgliteCounts(target)
  compare('PGlite', before, after, cart, await cartAfterRestore(env, target, buyer))
}

// ─── PostgreSQL ─────────────────────────────────────────────────────────────────────────
{
  const cluster = throwawayPostgres(PG_PORT)
  try {
    const sourceUrl = cluster.createDatabase('backup_source')
    const targetUrl = cluster.createDatabase('backup_restored')
    const dataDir = resolve(base, 'postgres')
    const file = resolve(base, 'postgres.dump')
    const { buyer, cart } = await fill({ DATABASE_URL: sourceUrl }, dataDir)
    const before = await postgresCounts(sourceUrl)
    console.log(npmScript('db-backup', [file], { DATABASE_URL: sourceUrl, DATA_DIR: dataDir }))
    console.log(npmScript('db-restore', [file], { DATABASE_URL: targetUrl, DATA_DIR: dataDir }))
    const after = await postgresCounts(targetUrl)
    compare('PostgreSQL', before, after, cart, await cartAfterRestore({ DATABASE_URL: targetUrl }, dataDir, buyer))
  } finally {
    cluster.destroy()
  }
}
finish()
