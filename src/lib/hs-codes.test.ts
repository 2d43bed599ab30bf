import { describe, expect, it } from 'vitest'
import { HS_CODES, lookupHs } from './hs-codes'

describe('lookupHs', () => {
  it('finds a category by its name in either language', () => {
    expect(lookupHs('durian').map((e) => e.code)).toEqual(['0810.60', '0811.90'])
    expect(lookupHs('榴莲').map((e) => e.code)).toEqual(['0810.60', '0811.90'])
    expect(lookupHs('茉莉香米').map((e) => e.code)).toEqual(['1006.30'])
  })

  it('narrows by every word, and finds a code with or without its dot', () => {
    expect(lookupHs('frozen salmon').map((e) => e.code)).toEqual(['0303.13'])
    expect(lookupHs('080390').map((e) => e.category.en)).toEqual(['Bananas'])
    expect(lookupHs('0803.9').map((e) => e.category.en)).toEqual(['Bananas'])
  })

  it('finds nothing for an empty or unknown query', () => {
    expect(lookupHs('  ')).toEqual([])
    expect(lookupHs('tractor')).toEqual([])
  })

  it('holds six-digit codes only', () => {
    for (const entry of HS_CODES) expect(entry.code).toMatch(/^\d{4}\.\d{2}$/)
  })
})
