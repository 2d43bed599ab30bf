// npm run bench:relevance: the judged queries (src/server/search/relevance-judgements.ts) through the
// product list's search on a freshly seeded in-memory PGlite (the demo dataset at the tests' clock):
// per-query precision@5, mean precision@5, the share of queries with a right answer in the top 3,
// the zero-result count, and the worst queries. Exits 1 when a target is missed.
import { runnerImport } from 'vite'

const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'error' })).module
const [{ openDatabase }, { seedDatabase }, { measureRelevance }, { formatReport, missedTargets }, { TEST_NOW }] = await Promise.all([
  load('./src/server/db/client.server.ts'),
  load('./src/server/seed/seed.server.ts'),
  load('./src/server/search/relevance.server.ts'),
  load('./src/server/search/relevance.ts'),
  load('./src/server/app/test-database.ts'),
])

const database = await openDatabase({ inMemory: true })
let started = performance.now()
await seedDatabase(database.db, { now: TEST_NOW })
const seeded = performance.now() - started
started = performance.now()
const report = await measureRelevance(database.db, TEST_NOW)
const measured = performance.now() - started
await database.close()

console.log(
  `bench:relevance — seeded in ${Math.round(seeded)} ms; index built and ${report.queries.length} queries run in ${Math.round(measured)} ms\n`,
)
console.log(formatReport(report))
const missed = missedTargets(report)
console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nAll targets met.')
process.exit(missed.length ? 1 : 0)
