import { describe, expect, it } from 'vitest'
import { routeModule } from './route-module'

describe('routeModule', () => {
  it('downloads once, however many times the route asks, and then hands the module over at once', async () => {
    let downloads = 0
    const module = routeModule(async () => {
      downloads += 1
      return { name: 'profile' }
    })
    const [a, b] = await Promise.all([module.load(), module.load()])
    expect(a).toBe(b)
    expect(downloads).toBe(1)
    // Loaded: no suspension, so this works outside a render too.
    expect(module.useLoaded()).toBe(a)
  })

  it('does not keep a failed download: the next call tries again', async () => {
    let attempts = 0
    const module = routeModule(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
      return { ok: true }
    })
    await expect(module.load()).rejects.toThrow('Failed to fetch')
    await expect(module.load()).resolves.toEqual({ ok: true })
    expect(attempts).toBe(2)
  })
})
