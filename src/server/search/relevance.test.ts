import { describe, expect, it } from 'vitest'
import { formatReport, missedTargets, scoreQuery, summarize } from './relevance'
import type { Judgement } from './relevance-judgements'

const judgement = (query: string, origin?: string): Judgement => ({
  query,
  lan: 'en',
  kind: 'inflection',
  categories: ['Cherries'],
  ...(origin ? { origin } : {}),
})
const cherries = new Set([4])
const result = (categoryId: number, origin = 'CL') => ({ categoryId, origin })

describe('relevance scores', () => {
  it('counts right answers in the first five, out of five or of as many as the catalogue holds', () => {
    const score = scoreQuery(judgement('cherry'), cherries, 50, {
      results: [result(9), result(4), result(4), result(9), result(4), result(4)],
      total: 6,
    })
    expect(score).toMatchObject({ precision: 0.6, relevantInTop3: true, zeroResults: false, marks: [false, true, true, false, true] })
    // Only two such products: both listed is all there is.
    expect(scoreQuery(judgement('cherry'), cherries, 2, { results: [result(4), result(4), result(9)], total: 3 }).precision).toBe(1)
    // The origin must match too; no categories judged: any category from there.
    expect(
      scoreQuery(judgement('chilean cherries', 'CL'), cherries, 50, { results: [result(4, 'AU'), result(4)], total: 2 }).marks,
    ).toEqual([false, true])
    expect(scoreQuery(judgement('chile', 'CL'), undefined, 50, { results: [result(9), result(4, 'AU')], total: 2 }).marks).toEqual([
      true,
      false,
    ])
  })

  it('sums up the set and names the targets it misses', () => {
    const good = scoreQuery(judgement('cherry'), cherries, 50, { results: Array.from({ length: 5 }, () => result(4)), total: 5 })
    const late = scoreQuery(judgement('cherries'), cherries, 50, { results: [result(9), result(9), result(9), result(4)], total: 4 })
    const none = scoreQuery(judgement('cheries'), cherries, 50, { results: [], total: 0 })
    const report = summarize([good, late, none])
    expect(report.meanPrecision).toBeCloseTo((1 + 0.2 + 0) / 3)
    expect(report.top3Share).toBeCloseTo(1 / 3)
    expect(report.zeroResults).toBe(1)
    expect(missedTargets(report)).toEqual([
      'mean precision@5 0.400 < 0.9',
      'no right answer in the top 3 for: cherries, cheries',
      'no result at all for: cheries',
    ])
    expect(missedTargets(summarize([good]))).toEqual([])
    expect(formatReport(report)).toContain('zero-result answers          1')
  })
})
