import SearchableMap from 'minisearch/SearchableMap'
import { describe, expect, it } from 'vitest'
import { correctKeyword, correctRun, correctWord, type Vocabulary } from './did-you-mean'
import { bigrams } from './tokenize'

/** A vocabulary of these words, each finding as many products as given. */
function vocabulary(counts: Record<string, number>): Vocabulary {
  const latin = new SearchableMap<number>()
  const pairs = new Set<string>()
  const following = new Map<string, Set<string>>()
  const preceding = new Map<string, Set<string>>()
  for (const [word, n] of Object.entries(counts)) {
    if (/^[a-z]+$/.test(word)) latin.set(word, n)
    else
      for (const pair of bigrams(word)) {
        const [a, b] = Array.from(pair) as [string, string]
        pairs.add(pair)
        following.set(a, (following.get(a) ?? new Set()).add(b))
        preceding.set(b, (preceding.get(b) ?? new Set()).add(a))
      }
  }
  return {
    has: (term) => latin.has(term) || pairs.has(term),
    near: (word, distance) => [...latin.fuzzyGet(word, distance)].map(([term, [, edits]]) => [term, edits] as const),
    following: (char) => following.get(char) ?? new Set(),
    preceding: (char) => preceding.get(char) ?? new Set(),
    count: (text) => counts[text] ?? 0,
  }
}

const words = vocabulary({ durian: 12, green: 90, cherries: 50, rice: 116, jasmine: 116, 樱桃: 50, 榴莲: 12, 车厘子: 50, 智利: 300 })

describe('did you mean', () => {
  it('corrects a Latin word to the nearest word, the first letters deciding between equally near ones', () => {
    expect(correctWord('dureen', words)).toBe('durian')
    expect(correctWord('chrries', words)).toBe('cherries')
    expect(correctWord('durian', words)).toBeUndefined()
    expect(correctWord('xylophone', words)).toBeUndefined()
    // Too short to guess, or a number.
    expect(correctWord('du', words)).toBeUndefined()
    expect(correctWord('2530', words)).toBeUndefined()
  })

  it('corrects a Chinese run by one changed, missing, extra or swapped character', () => {
    expect(correctRun('樱挑', words)).toBe('樱桃')
    expect(correctRun('榴连', words)).toBe('榴莲')
    expect(correctRun('车里子', words)).toBe('车厘子')
    expect(correctRun('桃樱', words)).toBe('樱桃')
    expect(correctRun('樱桃', words)).toBeUndefined()
    expect(correctRun('飞机', words)).toBeUndefined()
  })

  it('corrects each word of a keyword, keeping the words to keep and the rest as typed', () => {
    expect(correctKeyword('dureen', words)).toBe('durian')
    expect(correctKeyword('智利车里子', words, ['智利'])).toBe('智利车厘子')
    expect(correctKeyword('green durain', words)).toBe('green durian')
    expect(correctKeyword('durian', words)).toBeUndefined()
  })
})
