// npm run gen:api: writes the typed client (src/api/client.gen.ts, src/api/client/*.gen.ts) and
// public/openapi.json from the contract.
// Vite's module runner loads the TypeScript contract (with its extension-less imports).
import { writeFileSync } from 'node:fs'
import { runnerImport } from 'vite'

const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'error' })).module
const [{ contractEntries }, { renderClientFiles, renderOpenApi }] = await Promise.all([
  load('./src/api/contract/registry.ts'),
  load('./src/api/generate.ts'),
])
const { version } = (await import('../package.json', { with: { type: 'json' } })).default
const files = renderClientFiles(contractEntries)
for (const { path, content } of files) writeFileSync(path, content)
writeFileSync('public/openapi.json', renderOpenApi(contractEntries, { title: 'B2B showcase API', version }))
console.log(
  `gen:api: ${contractEntries.length} endpoints → ${files.length} client modules (src/api/client.gen.ts and src/api/client/*.gen.ts), public/openapi.json`,
)
process.exit(0)
