import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'

/** Rolldown's default client chunk name, `assets/[name]-[hash].js` (an 8-character hash). */
const chunkFile = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`)

/**
 * The built files of the chunks named `name` (e.g. `pricing`, a route's page, or
 * `brand-profile`), found in dist/client/assets by the bundler's default file names.
 */
export function chunkFiles(name: string): Array<string> {
  const pattern = chunkFile(name)
  const files = readdirSync(resolve(import.meta.dirname, '../../dist/client/assets'))
    .filter((file) => pattern.test(file))
    .map((file) => `/assets/${file}`)
  if (files.length === 0) throw new Error(`no chunk named ${name} in dist/client/assets`)
  return files
}

/** Whether a URL is one of the chunks named `name`: for page.route() and request filters. */
export function isChunk(name: string): (url: URL | string) => boolean {
  const files = new Set(chunkFiles(name))
  return (url) => files.has(new URL(url).pathname)
}
