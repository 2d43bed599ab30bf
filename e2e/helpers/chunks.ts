import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The built files of the chunks named `name` (e.g. `pricing`, a route's page, or
 * `brand-profile`), from dist/chunk-names.json: client chunks are named by their hash alone
 * (scripts/chunk-names.mjs).
 */
export function chunkFiles(name: string): Array<string> {
  const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/chunk-names.json'), 'utf8')) as Record<
    string,
    Array<string>
  >
  const files = index[name] ?? []
  if (files.length === 0) throw new Error(`no chunk named ${name} in dist/chunk-names.json`)
  return files
}

/** Whether a URL is one of the chunks named `name`: for page.route() and request filters. */
export function isChunk(name: string): (url: URL | string) => boolean {
  const files = new Set(chunkFiles(name))
  return (url) => files.has(new URL(url).pathname)
}
