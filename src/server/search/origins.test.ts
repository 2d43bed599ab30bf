import { describe, expect, it } from 'vitest'
import { findOrigin, originLexicon } from './origins'

const lexicon = originLexicon([
  { code: 'CL', nameEn: 'Chile', nameZh: '智利' },
  { code: 'AU', nameEn: 'Australia', nameZh: '澳大利亚' },
  { code: 'TH', nameEn: 'Thailand', nameZh: '泰国' },
  { code: 'ZA', nameEn: 'South Africa', nameZh: '南非' },
  { code: 'TR', nameEn: 'Türkiye', nameZh: '土耳其' },
])

describe('origin words', () => {
  it("finds the catalogue's country names and their other names, in both languages", () => {
    expect(findOrigin('智利车厘子', lexicon)).toEqual({ code: 'CL', rest: '车厘子' })
    expect(findOrigin('Chilean cherries', lexicon)).toEqual({ code: 'CL', rest: 'cherries' })
    expect(findOrigin('cherries from Chile', lexicon)).toEqual({ code: 'CL', rest: 'cherries' })
    expect(findOrigin('澳洲 红酒', lexicon)).toEqual({ code: 'AU', rest: '红酒' })
    expect(findOrigin('澳大利亚红酒', lexicon)).toEqual({ code: 'AU', rest: '红酒' })
    expect(findOrigin('Thai jasmine rice', lexicon)).toEqual({ code: 'TH', rest: 'jasmine rice' })
    expect(findOrigin('泰国', lexicon)).toEqual({ code: 'TH', rest: '' })
    expect(findOrigin('Turkish raisins', lexicon)).toEqual({ code: 'TR', rest: 'raisins' })
    expect(findOrigin('turkiye', lexicon)).toEqual({ code: 'TR', rest: '' })
    expect(findOrigin('south african citrus', lexicon)).toEqual({ code: 'ZA', rest: 'citrus' })
    expect(findOrigin('智利产的车厘子', lexicon)).toEqual({ code: 'CL', rest: '车厘子' })
    expect(findOrigin('thai 茉莉香米', lexicon)).toEqual({ code: 'TH', rest: '茉莉香米' })
  })

  it('recognises no other word, no typo, and no country outside the catalogue', () => {
    expect(findOrigin('cherries', lexicon)).toBeUndefined()
    expect(findOrigin('chili sauce', lexicon)).toBeUndefined()
    expect(findOrigin('Italian olive oil', lexicon)).toBeUndefined()
    expect(findOrigin('', lexicon)).toBeUndefined()
  })
})
