import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { indexTerms, normalize, parseQuery, words } from './tokenize'

describe('normalize', () => {
  it('folds case, full-width forms, diacritics and apostrophes', () => {
    expect(normalize('Café ＲＩＣＥ Bird’s')).toBe('cafe rice birds')
  })
})

/** What Intl.Segmenter makes of the text: the words `words` must give. */
const segmented = (text: string) =>
  Array.from(new Intl.Segmenter('zh', { granularity: 'word' }).segment(text))
    .filter((part) => part.isWordLike)
    .map((part) => part.segment)

describe('words', () => {
  it('splits plain lower-case ASCII as the segmenter does, without it', () => {
    const plain = fc.stringMatching(/^[a-z0-9 ]{0,40}$/)
    fc.assert(
      fc.property(plain, (text) => {
        expect(words(text)).toEqual(segmented(text))
      }),
      { numRuns: 2000 },
    )
    for (const text of ['', ' ', 'jasmine rice', '25 kg', 'a1 1a 1 a', '  tea  n3 ']) expect(words(text)).toEqual(segmented(text))
  })

  it('leaves other text to the segmenter', () => {
    for (const text of ['25,000 kg', '3.5kg', 'e.g. rice', '特选茉莉香米', 'snake_case', 'rice-bran'])
      expect(words(text)).toEqual(segmented(text))
  })
})

describe('indexTerms', () => {
  it('splits Latin text into words, each followed by its marked stem where that differs', () => {
    expect(indexTerms('Premium jasmine rice, 25 kg bags')).toEqual(['premium', 'jasmine', '~jasmin', 'rice', '25', 'kg', 'bags', '~bag'])
    expect(indexTerms('Fresh mangoes, cherries')).toEqual(['fresh', 'mangoes', '~mango', 'cherries', '~cherri'])
  })

  it('indexes Chinese by its bigrams only (a one-character run as itself)', () => {
    expect(indexTerms('特选茉莉香米，25公斤/袋')).toEqual(['25', '特选', '选茉', '茉莉', '莉香', '香米', '公斤', '袋'])
  })

  it('keeps mixed-script text apart', () => {
    expect(indexTerms('Golden金色Farms')).toEqual(expect.arrayContaining(['golden', '金色', 'farms']))
  })
})

describe('parseQuery', () => {
  it('matches a Chinese run by its bigrams', () => {
    expect(parseQuery('茉莉香米')).toEqual({
      latin: [],
      han: [{ run: '茉莉香米', bigrams: ['茉莉', '莉香', '香米'] }],
    })
  })

  it('splits a mixed query into Latin words and Chinese runs', () => {
    expect(parseQuery('  Jasmin  ric 香米!')).toEqual({
      latin: ['jasmin', 'ric'],
      han: [{ run: '香米', bigrams: ['香米'] }],
    })
  })

  it('treats a single Chinese character as one term', () => {
    expect(parseQuery('茶').han).toEqual([{ run: '茶', bigrams: ['茶'] }])
  })

  it('has no terms for punctuation only', () => {
    expect(parseQuery(' %_ ， ')).toEqual({ latin: [], han: [] })
  })
})
