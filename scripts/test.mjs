// npm test: every test, step after step, stopping at the first failure; each step's wall time is
// printed as it ends and again at the end, so a slow step shows where CI's time goes.
import { spawnSync } from 'node:child_process'

// TEST_DATABASE_URL runs the integration step on that PostgreSQL (CI does: the suite then runs once,
// on the production database, while the end-to-end server runs on PGlite); without it, on PGlite.
const integrationDb = process.env.TEST_DATABASE_URL
const steps = [
  ['check (types, lint, format, unit)', 'npm run check'],
  [
    `integration (${integrationDb ? 'PostgreSQL' : 'PGlite'})`,
    'npm run test:integration',
    integrationDb ? { DATABASE_URL: integrationDb } : {},
  ],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
]
const times = []
const started = performance.now()
const seconds = (since) => Math.round((performance.now() - since) / 1000)
let failed = false
for (const [name, command, env = {}] of steps) {
  const at = performance.now()
  console.log(`── ${name}`)
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } })
  times.push(`${name.padEnd(36)} ${String(seconds(at)).padStart(4)} s${status === 0 ? '' : ' (failed)'}`)
  console.log(`── ${name}: ${seconds(at)} s`)
  if (status !== 0) {
    failed = true
    break
  }
}
console.log(`── npm test steps\n${times.map((line) => `   ${line}`).join('\n')}\n   total ${seconds(started)} s`)
process.exit(failed ? 1 : 0)
