import { describe, expect, it } from 'vitest'
import { normaliseQuery } from './search-query'

describe('normaliseQuery', () => {
  it('trims, lower-cases and collapses whitespace', () => {
    expect(normaliseQuery('  Jasmine \t  RICE\n')).toBe('jasmine rice')
  })

  it('folds full-width letters and spaces, and keeps Chinese as typed', () => {
    expect(normaliseQuery('ＥＶＯＯ　橄榄油')).toBe('evoo 橄榄油')
  })

  it('caps the length', () => {
    expect(normaliseQuery('a'.repeat(300))).toHaveLength(100)
  })
})
