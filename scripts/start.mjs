// `npm start`: build when there is no build or the sources changed since the last one,
// then serve the production site.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const stamp = join(root, 'dist/.build-stamp')
const inputs = [
  'src',
  'public',
  'messages',
  'project.inlang/settings.json',
  'app.config.ts',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    // src/paraglide and routeTree.gen.ts are build outputs of their own.
    if (entry === 'paraglide' || entry === 'routeTree.gen.ts') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

const stale = !existsSync(stamp) || inputs.some((input) => newestMtime(join(root, input)) > statSync(stamp).mtimeMs)
if (stale) {
  console.log('Building the production site…')
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('./serve-cluster.mjs')
