// Compiles messages/*.json into src/paraglide so that tsc and vitest can import them
// without going through Vite. The inlang SDK leaves timers running after compile(),
// so exit explicitly once it resolves.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from './paraglide-options.mjs'

try {
  await compile(paraglideOptions)
  process.exit(0)
} catch (error) {
  console.error(error)
  process.exit(1)
}
