/**
 * A page's bundle holds only the schemas of the endpoints it calls: the generated client is
 * bundled (as Vite would for the browser) from an entry that calls one endpoint, and the
 * output must not contain any other endpoint of the contract.
 */
import { resolve } from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { contractEntries } from './contract/registry'

const endpoints = contractEntries.map((entry) => entry.def)

const root = resolve(import.meta.dirname, '../..')

async function bundle(source: string): Promise<string> {
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
          // The transport (fetch pipeline, toasts, SSR branch) is not under test; schemas are.
          if (id === './client/request' && importer?.endsWith('client.gen.ts')) return '\0request'
          return undefined
        },
        load(id) {
          if (id === entryId) return source
          if (id === '\0request') return 'export const request = (def, input) => globalThis.send(def, input)'
          return undefined
        },
      },
    ],
    build: { write: false, minify: true, rolldownOptions: { input: 'entry' }, modulePreload: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Array<Rolldown.RolldownOutput>
  return outputs.flatMap((output) => output.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))).join('\n')
}

describe('generated client bundles', () => {
  it('keep only the called endpoint of the contract', async () => {
    const code = await bundle(
      `import { getBrandList } from '/src/api/client.gen.ts'\nglobalThis.out = getBrandList({ page: 2 })`,
    )
    expect(code).toContain('/newApi/Home/getBrandList')
    const others = endpoints.filter((def) => def.name !== 'getBrandList').map((def) => def.path)
    expect(others.filter((path) => code.includes(path))).toEqual([])
    // The brand card's schema is there; the product card's is not.
    expect(code).toContain('export_ready')
    expect(code).not.toContain('price_min')
  }, 60_000)

  it('keep two called endpoints and nothing else', async () => {
    const code = await bundle(
      `import { opbGoodsList, opbGoodsAddCar } from '/src/api/client.gen.ts'\nglobalThis.out = [opbGoodsList({}), opbGoodsAddCar({ goods_id: 1, quantity: 1 })]`,
    )
    const kept = endpoints.filter((def) => code.includes(def.path)).map((def) => def.name)
    expect(kept.toSorted()).toEqual(['opbGoodsAddCar', 'opbGoodsList'])
  }, 60_000)

  it('would show a leak: importing the whole contract keeps every endpoint', async () => {
    const code = await bundle(`import { contractEntries } from '/src/api/contract/registry.ts'\nglobalThis.out = contractEntries`)
    expect(endpoints.filter((def) => !code.includes(def.path))).toEqual([])
  }, 60_000)
})
