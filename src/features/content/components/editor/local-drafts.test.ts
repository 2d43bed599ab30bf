import { afterEach, describe, expect, it, vi } from 'vitest'
import { localDraftKey, readLocalDraft, removeLocalDraft, unsavedTexts, writeLocalDraft } from './local-drafts'

/** A Map behind the Storage methods the module uses. */
function stubStorage() {
  const items = new Map<string, string>()
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  })
  return items
}

afterEach(() => vi.unstubAllGlobals())

describe('local drafts', () => {
  it('are kept apart by page, block and language', () => {
    const keys = new Set([
      localDraftKey('aboutTD', '_head', 'zh'),
      localDraftKey('about', '_head', 'zh'),
      localDraftKey('aboutTD', '_head', 'en'),
      localDraftKey('aboutTD', 'story', 'zh'),
    ])
    expect(keys.size).toBe(4)
  })

  it('keep only the fields that differ from the saved text', () => {
    const saved = [
      { path: 'title', value: '关于贸桥' },
      { path: 'lead', value: '旧的导语' },
    ]
    const typed = { title: '关于贸桥', lead: '新的导语' } as Record<string, string>
    expect(unsavedTexts(saved, (path) => typed[path])).toEqual({ lead: '新的导语' })
    expect(unsavedTexts(saved, (path) => saved.find((f) => f.path === path)?.value)).toBeNull()
  })

  it('survive a round trip, and a damaged or foreign entry reads as none', () => {
    const items = stubStorage()
    const key = localDraftKey('aboutTD', '_head', 'zh')
    writeLocalDraft(key, { revision: 3, texts: { lead: '新的导语' } })
    expect(readLocalDraft(key)).toEqual({ revision: 3, texts: { lead: '新的导语' } })
    removeLocalDraft(key)
    expect(readLocalDraft(key)).toBeNull()
    items.set(key, '{not json')
    expect(readLocalDraft(key)).toBeNull()
    items.set(key, JSON.stringify({ texts: { lead: 'x' } }))
    expect(readLocalDraft(key)).toBeNull()
  })

  it('do nothing without storage (server render, storage refused)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError')
      },
    })
    const key = localDraftKey('about', '_head', 'en')
    expect(() => writeLocalDraft(key, { revision: 1, texts: {} })).not.toThrow()
    expect(readLocalDraft(key)).toBeNull()
  })
})
