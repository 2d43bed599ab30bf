import { describe, expect, it } from 'vitest'
import { claimChunkReload, isChunkLoadError } from './chunk-recovery'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

describe('chunk-load recovery', () => {
  it('recognises the failed-import messages of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads at most once per 10 s for the same path', () => {
    const storage = memoryStorage()
    const t = 1_795_000_000_000
    expect(claimChunkReload('/about', t + 1_000, storage)).toBe(true)
    expect(claimChunkReload('/about', t + 5_000, storage)).toBe(false)
    expect(claimChunkReload('/about', t + 10_999, storage)).toBe(false)
    // Another path has its own guard.
    expect(claimChunkReload('/brand', t + 5_000, storage)).toBe(true)
    expect(claimChunkReload('/about', t + 11_000, storage)).toBe(true)
    expect(claimChunkReload('/about', t + 12_000, storage)).toBe(false)
  })
})
