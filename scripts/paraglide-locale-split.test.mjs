import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientRuntime } from './paraglide-locale-split.mjs'

const compiled = readFileSync(new URL('../src/paraglide/runtime.js', import.meta.url), 'utf8')

/** Evaluates the client runtime's source as a module and returns its exports. */
async function load(source) {
  return import(`data:text/javascript,${encodeURIComponent(source)}`)
}

describe('the client Paraglide runtime', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('copies the locales from the compiled runtime', async () => {
    const runtime = await load(clientRuntime(compiled))
    expect(runtime.baseLocale).toBe('en-US')
    expect(runtime.locales).toEqual(['en-US', 'zh-CN'])
    expect(runtime.isServer).toBe(false)
    expect(runtime.isLocale('zh-CN')).toBe(true)
    expect(runtime.isLocale('zh')).toBe(false)
  })

  it("reads the locale from the path's first segment until the router overwrites it", async () => {
    const runtime = await load(clientRuntime(compiled))
    for (const [pathname, locale] of [
      ['/', 'en-US'],
      ['/brand', 'en-US'],
      ['/zh-CN', 'zh-CN'],
      ['/zh-CN/product/detail', 'zh-CN'],
      ['/zh-CNx/brand', 'en-US'],
    ]) {
      vi.stubGlobal('window', { location: { pathname } })
      expect(runtime.getLocale()).toBe(locale)
    }
    runtime.overwriteGetLocale(() => 'zh-CN')
    vi.stubGlobal('window', { location: { pathname: '/' } })
    expect(runtime.getLocale()).toBe('zh-CN')
  })

  it('fails loudly when the compiled runtime changes shape', () => {
    expect(() => clientRuntime('export const locales = ["en-US"];')).toThrow(/baseLocale/)
  })
})
