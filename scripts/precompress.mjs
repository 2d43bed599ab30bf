// Brotli (quality 11) and gzip (level 9) copies of the client build's text files, written beside
// them as `<file>.br` and `<file>.gz` at build time (ADR 052). scripts/serve.mjs tells srvx/static
// to send those copies. Without them srvx compresses every answer on the fly at brotli quality 4,
// which comes out no smaller than gzip (the app chunk: 134 KB at quality 4, 114 KB at 11) and
// costs server CPU on every first visit.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** The types srvx/static counts as compressible that the build writes. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.html', '.txt', '.xml'])
/** srvx/static does not compress smaller files either. */
const MIN_SIZE = 1024
/** A copy that saves less than this share of the file is not worth a second read path. */
const MIN_SAVING = 0.05

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(extname(entry.name))) yield path
  }
}

/**
 * Writes the compressed copies for every eligible file under `dir`, a few at a time (zlib runs
 * them on libuv's thread pool). Returns what it wrote, for the build's log and the tests.
 */
export async function precompressDir(dir, { concurrency = 4 } = {}) {
  const queue = []
  for await (const path of filesUnder(dir)) queue.push(path)
  const written = { files: 0, raw: 0, br: 0, gzip: 0 }
  const work = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      if ((await stat(path)).size < MIN_SIZE) continue
      const body = await readFile(path)
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      const worth = (copy) => copy.length <= body.length * (1 - MIN_SAVING)
      if (worth(br)) await writeFile(`${path}.br`, br)
      if (worth(gzipped)) await writeFile(`${path}.gz`, gzipped)
      written.files++
      written.raw += body.length
      written.br += worth(br) ? br.length : body.length
      written.gzip += worth(gzipped) ? gzipped.length : body.length
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work))
  return written
}
