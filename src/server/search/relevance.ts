/**
 * Measured relevance: how well the search answers the judged queries (./relevance-judgements.ts).
 * Per query: precision@5 (the share of the first five results that are right answers, out of five
 * or of as many right answers as the catalogue holds, when fewer), whether one of the first three is
 * right, and whether the search found nothing. Over the set: their mean, share and count, held to
 * RELEVANCE_TARGETS.
 */
import type { Judgement } from './relevance-judgements'

/** How many of the first results precision is measured on. */
export const PRECISION_AT = 5

/** What the search must reach on the judged set (the bench and the integration test hold it). */
export const RELEVANCE_TARGETS = { meanPrecision: 0.9, top3Share: 1, zeroResults: 0 } as const

/** One result as the product list gives it: the product's category and origin. */
export type Result = { categoryId: number; origin: string; /** For the report, e.g. "Cherries CL". */ label?: string }

/** A judged query's answer: its first results (at least PRECISION_AT when there are) and total. */
export type Answer = { results: ReadonlyArray<Result>; total: number }

export type QueryScore = {
  judgement: Judgement
  /** How many products the catalogue holds that are right answers. */
  held: number
  precision: number
  relevantInTop3: boolean
  zeroResults: boolean
  /** Each of the first PRECISION_AT results: right or not. */
  marks: Array<boolean>
  /** The first results' labels. */
  listed: Array<string>
}

export type RelevanceReport = {
  queries: Array<QueryScore>
  meanPrecision: number
  top3Share: number
  zeroResults: number
}

/** Whether a result is a right answer: one of the judged categories (or any), from the origin when one is judged. */
export const isRelevant = (result: Result, categoryIds: ReadonlySet<number> | undefined, origin?: string): boolean =>
  (categoryIds === undefined || categoryIds.has(result.categoryId)) && (origin === undefined || result.origin === origin)

export function scoreQuery(judgement: Judgement, categoryIds: ReadonlySet<number> | undefined, held: number, answer: Answer): QueryScore {
  const marks = answer.results.slice(0, PRECISION_AT).map((result) => isRelevant(result, categoryIds, judgement.origin))
  const relevant = marks.filter(Boolean).length
  return {
    judgement,
    held,
    precision: held === 0 ? 0 : relevant / Math.min(PRECISION_AT, held),
    relevantInTop3: marks.slice(0, 3).some(Boolean),
    zeroResults: answer.total === 0,
    marks,
    listed: answer.results.slice(0, PRECISION_AT).map((result) => result.label ?? `${result.categoryId} ${result.origin}`),
  }
}

export function summarize(queries: Array<QueryScore>): RelevanceReport {
  const n = Math.max(1, queries.length)
  return {
    queries,
    meanPrecision: queries.reduce((sum, query) => sum + query.precision, 0) / n,
    top3Share: queries.filter((query) => query.relevantInTop3).length / n,
    zeroResults: queries.filter((query) => query.zeroResults).length,
  }
}

/** The targets the report misses, in words (none: all met). */
export function missedTargets(report: RelevanceReport): Array<string> {
  const missed: Array<string> = []
  if (report.meanPrecision < RELEVANCE_TARGETS.meanPrecision)
    missed.push(`mean precision@${PRECISION_AT} ${report.meanPrecision.toFixed(3)} < ${RELEVANCE_TARGETS.meanPrecision}`)
  if (report.top3Share < RELEVANCE_TARGETS.top3Share) {
    const without = report.queries.filter((query) => !query.relevantInTop3).map((query) => query.judgement.query)
    missed.push(`no right answer in the top 3 for: ${without.join(', ')}`)
  }
  if (report.zeroResults > RELEVANCE_TARGETS.zeroResults) {
    const zero = report.queries.filter((query) => query.zeroResults).map((query) => query.judgement.query)
    missed.push(`no result at all for: ${zero.join(', ')}`)
  }
  return missed
}

const pad = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - Array.from(text).length * (/\p{Script=Han}/u.test(text) ? 2 : 1)))

const wanted = (judgement: Judgement) =>
  `${judgement.categories.join(', ') || 'any category'}${judgement.origin ? ` from ${judgement.origin}` : ''}`

/** One query's line of the report. */
const row = (query: QueryScore) =>
  `  ${pad(query.judgement.query, 24)} ${pad(query.judgement.kind, 17)} ${query.precision.toFixed(2)}  ${query.marks.map((mark) => (mark ? '✓' : '·')).join('')}${query.zeroResults ? '  (no result)' : ''}`

/** The report as text: every query's precision, the totals, and the worst queries with what they listed. */
export function formatReport(report: RelevanceReport, worst = 15): string {
  const lines: Array<string> = []
  lines.push(`per query (p@${PRECISION_AT}; ✓ a right answer at that place, · not):`)
  for (const query of report.queries) lines.push(row(query))
  lines.push('')
  lines.push(`queries                      ${report.queries.length}`)
  lines.push(
    `mean precision@${PRECISION_AT}             ${report.meanPrecision.toFixed(3)}   (target ≥ ${RELEVANCE_TARGETS.meanPrecision})`,
  )
  lines.push(
    `relevant result in top 3     ${(report.top3Share * 100).toFixed(1)} %  (${report.queries.filter((query) => query.relevantInTop3).length}/${report.queries.length}; target 100 %)`,
  )
  lines.push(`zero-result answers          ${report.zeroResults}       (target ${RELEVANCE_TARGETS.zeroResults})`)
  const worstQueries = report.queries
    .filter((query) => query.precision < 1 || !query.relevantInTop3)
    .toSorted((a, b) => a.precision - b.precision)
    .slice(0, worst)
  lines.push('')
  lines.push(worstQueries.length ? `worst queries:` : 'worst queries: none below 1.00')
  for (const query of worstQueries)
    lines.push(`${row(query)}\n      wanted ${wanted(query.judgement)}; listed ${query.listed.join(' | ') || 'nothing'}`)
  return lines.join('\n')
}
