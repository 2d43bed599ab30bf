import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A client chunk's file is named by its content hash alone (`assets/Bx3k9aQ1.js`), not
 * `assets/<name>-<hash>.js`: every page's first load carries the names of all lazy chunks, in
 * the preload map and the import stubs of every route, and the names were 1.6 KB gzip of it
 * (ADR 046, eighth round).
 */
export const chunkFileName = 'assets/[hash].js'

/**
 * dist/chunk-names.json (not served): each chunk's name (the module it was named after, e.g.
 * `pricing` or `brand-profile`) and its files, for the tests that hold back or break one route's
 * code, and for anyone reading a bundle.
 */
export function chunkNameIndex() {
  return {
    name: 'chunk-name-index',
    writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return
      const index = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') (index[chunk.name] ??= []).push(`/${chunk.fileName}`)
      }
      const sorted = Object.fromEntries(
        Object.entries(index)
          .toSorted(([a], [b]) => a.localeCompare(b))
          .map(([name, files]) => [name, files.toSorted()]),
      )
      writeFileSync(join(options.dir, '..', 'chunk-names.json'), `${JSON.stringify(sorted, null, 2)}\n`)
    },
  }
}
