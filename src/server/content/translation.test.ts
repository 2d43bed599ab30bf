import { describe, expect, it } from 'vitest'
import { afterSave, statusOf, type Draft } from './translation'

/** Applies a save of `lang` to a pair of drafts, as the editor's write does. */
function save(pair: { en?: Draft; zh?: Draft }, lang: 'en' | 'zh', wordingOnly = false) {
  const other = lang === 'en' ? 'zh' : 'en'
  const next = afterSave(pair[lang], pair[other], wordingOnly)
  const result = { ...pair, [lang]: { revision: next.revision, sourceRevision: next.sourceRevision } }
  if (next.otherSourceRevision !== undefined) result[other] = { ...pair[other]!, sourceRevision: next.otherSourceRevision }
  return result
}
const statuses = (pair: { en?: Draft; zh?: Draft }) => [statusOf(pair.en, pair.zh), statusOf(pair.zh, pair.en)]

describe('translation tracking', () => {
  it('marks the language without a draft as missing, and a translation as current until its source moves', () => {
    let pair: { en?: Draft; zh?: Draft } = {}
    pair = save(pair, 'en')
    expect(statuses(pair)).toEqual(['current', 'missing'])
    pair = save(pair, 'zh')
    expect(pair.zh).toEqual({ revision: 1, sourceRevision: 1 })
    expect(statuses(pair)).toEqual(['current', 'current'])
    pair = save(pair, 'en')
    expect(statuses(pair)).toEqual(['current', 'outdated'])
    // Editing the source again keeps the translation outdated, not "current".
    pair = save(pair, 'en')
    expect(statuses(pair)).toEqual(['current', 'outdated'])
    pair = save(pair, 'zh')
    expect(statuses(pair)).toEqual(['current', 'current'])
  })

  it('lets the translation become the source: the other language then shows outdated', () => {
    // As seeded: English written first, Chinese translated from its revision 1.
    let pair: { en?: Draft; zh?: Draft } = { en: { revision: 1, sourceRevision: null }, zh: { revision: 1, sourceRevision: 1 } }
    pair = save(pair, 'zh')
    expect(statuses(pair)).toEqual(['outdated', 'current'])
    pair = save(pair, 'en')
    expect(statuses(pair)).toEqual(['current', 'current'])
  })

  it('keeps both current after a wording-only fix on either side', () => {
    let pair: { en?: Draft; zh?: Draft } = { en: { revision: 1, sourceRevision: null }, zh: { revision: 1, sourceRevision: 1 } }
    pair = save(pair, 'zh', true)
    expect(statuses(pair)).toEqual(['current', 'current'])
    pair = save(pair, 'en', true)
    expect(statuses(pair)).toEqual(['current', 'current'])
    pair = save(pair, 'en')
    expect(statuses(pair)).toEqual(['current', 'outdated'])
    // A wording fix of the source does not make the lagging translation current.
    pair = save(pair, 'en', true)
    expect(statuses(pair)).toEqual(['current', 'outdated'])
  })
})
