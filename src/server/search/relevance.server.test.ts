/**
 * Measured relevance in CI: the judged queries (relevance-judgements.ts) through the product list's
 * search on the seeded test database, held to the targets `npm run bench:relevance` reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, TEST_NOW, type TestApi } from '../app/test-api.server'
import { formatReport, missedTargets, RELEVANCE_TARGETS, type RelevanceReport } from './relevance'
import { JUDGEMENTS } from './relevance-judgements'
import { measureRelevance } from './relevance.server'

let api: TestApi
let report: RelevanceReport

beforeAll(async () => {
  api = await createTestApi()
  report = await measureRelevance(api.db, TEST_NOW)
}, 120_000)
afterAll(async () => {
  await api.close()
})

describe('measured relevance (the judged queries)', () => {
  it('judges at least 60 queries, in both languages, of every kind', () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(JUDGEMENTS.map((judgement) => judgement.lan))).toEqual(new Set(['en', 'cn']))
    expect(new Set(JUDGEMENTS.map((judgement) => judgement.kind))).toEqual(
      new Set(['inflection', 'trade word', 'category', 'misspelling', 'origin', 'single character', 'phrase']),
    )
    // Every query once: a repeated one would count twice.
    expect(new Set(JUDGEMENTS.map((judgement) => `${judgement.lan}|${judgement.query}`)).size).toBe(JUDGEMENTS.length)
    expect(report.queries).toHaveLength(JUDGEMENTS.length)
  })

  it('meets the targets: mean precision@5 ≥ 0.9, a right answer in the top 3 for every query, no zero-result answer', () => {
    // The whole report in the failure message: which queries fell, and what they listed.
    const missed = missedTargets(report)
    expect(missed, `${missed.join('\n')}\n\n${formatReport(report)}`).toEqual([])
    expect(report.meanPrecision).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.meanPrecision)
    expect(report.top3Share).toBe(1)
    expect(report.zeroResults).toBe(0)
  })
})
