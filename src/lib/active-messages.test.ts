import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A fresh module per test: the loaded dictionaries and areas are module state.
async function load() {
  vi.resetModules()
  return import('./active-messages')
}

describe('messages per area in the browser', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { pathname: '/zh-CN/product' } }))
  afterEach(() => vi.unstubAllGlobals())

  it("merges an area's messages into the page locale's dictionary, loading each area once", async () => {
    const messages = await load()
    messages.provideMessages('zh-CN', { common_key: () => '通用' })
    const importArea = vi.fn<(locale: string) => Promise<unknown>>(async (locale) => ({ area_key: () => `${locale} 区域` }))
    await Promise.all([messages.loadMessageArea('cart', importArea), messages.loadMessageArea('cart', importArea)])
    expect(importArea).toHaveBeenCalledTimes(1)
    expect(importArea).toHaveBeenCalledWith('zh-CN')
    const dictionary = messages.activeMessages('zh-CN')
    expect(dictionary.common_key!(undefined)).toBe('通用')
    expect(dictionary.area_key!(undefined)).toBe('zh-CN 区域')
  })

  it('asks again after a failed load instead of keeping the failure', async () => {
    const messages = await load()
    const importArea = vi
      .fn<(locale: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ area_key: () => 'ok' })
    await expect(messages.loadMessageArea('events', importArea)).rejects.toThrow(/dynamically imported/)
    await messages.loadMessageArea('events', importArea)
    expect(importArea).toHaveBeenCalledTimes(2)
    expect(messages.activeMessages('zh-CN').area_key!(undefined)).toBe('ok')
  })
})
