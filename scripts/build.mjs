// `vite build` through Vite's builder API, then exit. On a fresh clone the inlang SDK
// (used by Paraglide) leaves 30-second timers behind that would keep `vite build` alive.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createBuilder } from 'vite'
import { precompressDir } from './precompress.mjs'

const started = Date.now()
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`
try {
  const builder = await createBuilder({ logLevel: process.env.CI ? 'warn' : 'info' }, null)
  await builder.buildApp()
  // After the service worker is written: it is compressed too, and its precache list (globs by
  // extension) never names the .br/.gz copies.
  const packed = await precompressDir('dist/client')
  console.log(`precompressed ${packed.files} files: ${kb(packed.raw)} → brotli ${kb(packed.br)}, gzip ${kb(packed.gzip)}`)
  mkdirSync('dist', { recursive: true })
  writeFileSync('dist/.build-stamp', JSON.stringify({ builtAt: new Date().toISOString(), ms: Date.now() - started }))
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  process.exit(0)
} catch (error) {
  console.error(error)
  process.exit(1)
}
