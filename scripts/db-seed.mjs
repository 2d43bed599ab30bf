// npm run db:seed: empties the database (PGlite under DATA_DIR, or DATABASE_URL) and fills it
// again with the deterministic demo dataset (SEED_SCALE=N: N × the products, see seed-scale.server.ts;
// SEED_LIVE_DAY=200x60: the live activity's event day at that size, see seed-live-day.server.ts).
import { runnerImport } from 'vite'

const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'error' })).module
const [{ serverEnv }, { openDatabase }, { clearDatabase, seedDatabase }] = await Promise.all([
  load('./app.config.ts'),
  load('./src/server/db/client.server.ts'),
  load('./src/server/seed/seed.server.ts'),
])
const env = serverEnv()
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR })
const started = performance.now()
await clearDatabase(database.db)
const summary = await seedDatabase(database.db, { scale: env.SEED_SCALE, liveDay: env.SEED_LIVE_DAY })
console.log(`db:seed (${database.kind}) in ${Math.round(performance.now() - started)} ms:`, summary)
await database.close()
process.exit(0)
