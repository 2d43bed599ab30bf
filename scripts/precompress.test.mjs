import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.mjs'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Text that compresses well, like a bundle: repeated identifiers with some variety. */
const bundleLike = (n) => Array.from({ length: n }, (_, i) => `export const item${i % 97} = () => render("card-${i}", props);`).join('\n')

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the file, beside text files in nested folders', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
    const js = bundleLike(2000)
    writeFileSync(join(dir, 'assets/app.js'), js)
    writeFileSync(join(dir, 'sw.js'), js.slice(0, 5000))

    const written = await precompressDir(dir)

    expect(written.files).toBe(2)
    for (const path of ['assets/app.js', 'sw.js']) {
      const original = readFileSync(join(dir, path))
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`)))).toEqual(original)
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`)))).toEqual(original)
    }
    // Quality 11 beats gzip level 9 on bundle-like text (the reason for the copies).
    expect(readFileSync(join(dir, 'assets/app.js.br')).length).toBeLessThan(readFileSync(join(dir, 'assets/app.js.gz')).length)
    expect(written.br).toBeLessThan(written.gzip)
    expect(written.gzip).toBeLessThan(written.raw)
  })

  it('leaves alone small files, binary types and text that does not compress', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    writeFileSync(join(dir, 'tiny.js'), 'export {}')
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7))
    // Random bytes under a text name: no copy saves 5 %.
    writeFileSync(join(dir, 'noise.txt'), randomBytes(4096))

    const written = await precompressDir(dir)

    expect(written.files).toBe(1) // noise.txt was read; neither copy was worth writing
    for (const name of ['tiny.js', 'icon.png', 'noise.txt']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false)
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false)
    }
  })
})
