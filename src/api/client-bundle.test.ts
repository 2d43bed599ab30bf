/**
 * What a page's bundle takes from the generated client. The client carries each endpoint as a
 * small literal (path, method, …) and loads its contract module (the zod schemas, and zod) with
 * `import()` when a call validates its answer (ADR 037). So the eager graph of a
 * page that calls an endpoint holds that endpoint's path and no schema, no zod and no other
 * endpoint; the called endpoint's schema is in a lazy chunk.
 */
import { resolve } from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { contractEntries } from './contract/registry'

const endpoints = contractEntries.map((entry) => entry.def)

const root = resolve(import.meta.dirname, '../..')

/** zod's own signatures: any zod schema or zod's core in a chunk shows one of them. */
const ZOD_SIGNATURES = ['$ZodType', '_zod']

type Bundle = { eager: string; lazy: string }

/**
 * Bundles an entry as Vite would for the browser; `eager` is the entry chunk and the chunks it
 * imports statically, `lazy` the rest. The transport is the real fetch pipeline
 * (./client/pipeline.ts), without the isomorphic SSR branch of ./client/request.ts.
 */
async function bundle(source: string): Promise<Bundle> {
  const entryId = '\0bundle-test-entry'
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': resolve(root, 'src') } },
    plugins: [
      {
        name: 'bundle-test',
        enforce: 'pre',
        resolveId(id, importer) {
          if (id === 'entry') return entryId
          if (id === './request' && importer?.endsWith('.gen.ts')) return '\0request'
          return undefined
        },
        load(id) {
          if (id === entryId) return source
          if (id === '\0request')
            return `import { createRequester } from '/src/api/client/pipeline.ts'
export const request = createRequester({ baseUrl: 'https://example.test', fetch: (...args) => globalThis.fetch(...args), locale: () => 'en', credentials: () => ({}), onUnauthorized() {}, toast() {} })
export const fileUrl = (def) => def.path`
          return undefined
        },
      },
    ],
    build: { write: false, minify: true, rolldownOptions: { input: 'entry' }, modulePreload: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Array<Rolldown.RolldownOutput>
  const chunks = outputs.flatMap((output) => output.output.filter((chunk) => chunk.type === 'chunk'))
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const eager = new Set<string>()
  const visit = (fileName: string) => {
    if (eager.has(fileName)) return
    eager.add(fileName)
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return {
    eager: chunks
      .filter((chunk) => eager.has(chunk.fileName))
      .map((chunk) => chunk.code)
      .join('\n'),
    lazy: chunks
      .filter((chunk) => !eager.has(chunk.fileName))
      .map((chunk) => chunk.code)
      .join('\n'),
  }
}

describe('generated client bundles', () => {
  it('keep only the called endpoint, without its schema or zod in the eager graph', async () => {
    const { eager, lazy } = await bundle(
      `import { getBrandList } from '/src/api/client.gen.ts'\nglobalThis.out = getBrandList({ page: 2 })`,
    )
    expect(eager).toContain('/newApi/Home/getBrandList')
    const others = endpoints.filter((def) => def.name !== 'getBrandList').map((def) => def.path)
    expect(others.filter((path) => eager.includes(path))).toEqual([])
    expect(ZOD_SIGNATURES.filter((signature) => eager.includes(signature))).toEqual([])
    // The brand card's schema is loaded on demand, with zod (the lazy chunk is the whole
    // contract module: `import().then((m) => m.getBrandList)` is not tree-shaken per export).
    expect(eager).not.toContain('export_ready')
    expect(eager).not.toContain('price_min')
    expect(lazy.includes('export_ready')).toBe(true)
    expect(ZOD_SIGNATURES.filter((signature) => lazy.includes(signature))).not.toEqual([])
  }, 60_000)

  it('keep two called endpoints and nothing else in the eager graph', async () => {
    const { eager } = await bundle(
      `import { opbGoodsList, opbGoodsAddCar } from '/src/api/client.gen.ts'\nglobalThis.out = [opbGoodsList({}), opbGoodsAddCar({ goods_id: 1, quantity: 1 })]`,
    )
    const kept = endpoints.filter((def) => eager.includes(def.path)).map((def) => def.name)
    expect(kept.toSorted()).toEqual(['opbGoodsAddCar', 'opbGoodsList'])
    expect(ZOD_SIGNATURES.filter((signature) => eager.includes(signature))).toEqual([])
  }, 60_000)

  it('every query and mutation factory together: still no zod and no schema in the eager graph', async () => {
    const { eager } = await bundle(`import * as client from '/src/api/client.gen.ts'\nglobalThis.out = client`)
    expect(endpoints.filter((def) => !eager.includes(def.path))).toEqual([])
    expect(ZOD_SIGNATURES.filter((signature) => eager.includes(signature))).toEqual([])
  }, 60_000)

  it('would show a leak: importing the whole contract keeps every endpoint, and zod', async () => {
    const { eager } = await bundle(`import { contractEntries } from '/src/api/contract/registry.ts'\nglobalThis.out = contractEntries`)
    expect(endpoints.filter((def) => !eager.includes(def.path))).toEqual([])
    expect(ZOD_SIGNATURES.filter((signature) => eager.includes(signature))).not.toEqual([])
  }, 60_000)
})
