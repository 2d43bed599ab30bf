/**
 * The search scorer (ADR 045): a keyword's matches combined over per-term postings in typed
 * arrays, instead of MiniSearch's per-query maps of result objects.
 *
 * A query term's postings (every document its exact, prefix and typo expansions reach, with the
 * BM25 score MiniSearch gives it) depend only on the term and the index. They are computed once
 * per distinct term and kept in a bounded LRU (`PostingsCache`); a keyword is then a few merges
 * of sorted id arrays. The result is MiniSearch's: AND sums the scores of documents in both
 * operands, OR of documents in either, and the final score is the sum times how many distinct
 * query terms the document matched (MiniSearch's "quality").
 */

/** Documents (ascending ids) with their score for one query term. */
export type Postings = {
  readonly ids: Int32Array
  readonly scores: Float64Array
}

/** A partial result: documents (ascending ids), summed scores, and which query terms matched (bits). */
export type Matches = {
  readonly ids: Int32Array
  readonly scores: Float64Array
  readonly terms: Uint32Array
}

/** Postings from (id, score) pairs in any order. */
export function toPostings(entries: Iterable<readonly [number, number]>): Postings {
  const pairs = Array.from(entries).toSorted((a, b) => a[0] - b[0])
  const ids = new Int32Array(pairs.length)
  const scores = new Float64Array(pairs.length)
  for (let i = 0; i < pairs.length; i++) {
    ids[i] = pairs[i]![0]
    scores[i] = pairs[i]![1]
  }
  return { ids, scores }
}

/** A term's postings as matches of query term number `bit` (0–31). */
export function asMatches(postings: Postings, bit: number): Matches {
  const terms = new Uint32Array(postings.ids.length).fill((1 << bit) >>> 0)
  return { ids: postings.ids, scores: postings.scores, terms }
}

export const NO_MATCHES: Matches = {
  ids: new Int32Array(0),
  scores: new Float64Array(0),
  terms: new Uint32Array(0),
}

/** Documents in both: scores added (a's first), terms united. */
export function intersect(a: Matches, b: Matches): Matches {
  const n = Math.min(a.ids.length, b.ids.length)
  const ids = new Int32Array(n)
  const scores = new Float64Array(n)
  const terms = new Uint32Array(n)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!
    const y = b.ids[j]!
    if (x < y) i++
    else if (y < x) j++
    else {
      ids[k] = x
      scores[k] = a.scores[i]! + b.scores[j]!
      terms[k] = a.terms[i]! | b.terms[j]!
      k++
      i++
      j++
    }
  }
  return {
    ids: ids.subarray(0, k),
    scores: scores.subarray(0, k),
    terms: terms.subarray(0, k),
  }
}

/** Documents in either: scores added where both have them (a's first), terms united. */
export function unite(a: Matches, b: Matches): Matches {
  if (b.ids.length === 0) return a
  if (a.ids.length === 0) return b
  const n = a.ids.length + b.ids.length
  const ids = new Int32Array(n)
  const scores = new Float64Array(n)
  const terms = new Uint32Array(n)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.ids.length || j < b.ids.length) {
    const x = i < a.ids.length ? a.ids[i]! : Infinity
    const y = j < b.ids.length ? b.ids[j]! : Infinity
    if (x < y) {
      ids[k] = x
      scores[k] = a.scores[i]!
      terms[k] = a.terms[i]!
      i++
    } else if (y < x) {
      ids[k] = y
      scores[k] = b.scores[j]!
      terms[k] = b.terms[j]!
      j++
    } else {
      ids[k] = x
      scores[k] = a.scores[i]! + b.scores[j]!
      terms[k] = a.terms[i]! | b.terms[j]!
      i++
      j++
    }
    k++
  }
  return {
    ids: ids.subarray(0, k),
    scores: scores.subarray(0, k),
    terms: terms.subarray(0, k),
  }
}

/** `parts` combined left to right (MiniSearch's reduce); nothing for no parts. */
export function combine(parts: ReadonlyArray<Matches>, combineWith: 'AND' | 'OR'): Matches {
  if (parts.length === 0) return NO_MATCHES
  let result = parts[0]!
  for (let i = 1; i < parts.length; i++) result = combineWith === 'AND' ? intersect(result, parts[i]!) : unite(result, parts[i]!)
  return result
}

/** How many bits are set: the number of distinct query terms a document matched. */
export function bitCount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

export type Ranked = { id: number; score: number }

/**
 * The matches, best first: score × distinct terms matched; scores within a millionth of each
 * other are a tie (many products share a name), then the more viewed, then the lower id.
 * Returns all of them, or the first `limit`.
 */
export function rank(matches: Matches, views: (id: number) => number, limit?: number): Array<Ranked> {
  const n = matches.ids.length
  const score = new Float64Array(n)
  const viewed = new Float64Array(n)
  const unsorted = new Uint32Array(n)
  for (let i = 0; i < n; i++) {
    score[i] = matches.scores[i]! * (bitCount(matches.terms[i]!) || 1)
    viewed[i] = views(matches.ids[i]!)
    unsorted[i] = i
  }
  const order = unsorted.toSorted((a, b) => {
    const sa = score[a]!
    const sb = score[b]!
    const byScore = Math.abs(sb - sa) <= 1e-6 * Math.max(sa, sb) ? 0 : sb - sa
    return byScore || viewed[b]! - viewed[a]! || matches.ids[a]! - matches.ids[b]!
  })
  const count = limit === undefined ? n : Math.min(limit, n)
  const out: Array<Ranked> = []
  for (let i = 0; i < count; i++) {
    const at = order[i]!
    out.push({ id: matches.ids[at]!, score: score[at]! })
  }
  return out
}

/**
 * Postings by query term, least recently used dropped first, bounded both in terms and in
 * postings held (a one-letter prefix can reach every document).
 */
export class PostingsCache {
  private readonly map = new Map<string, Postings>()
  private held = 0

  constructor(
    readonly maxTerms: number,
    readonly maxPostings: number,
  ) {}

  get size(): { terms: number; postings: number } {
    return { terms: this.map.size, postings: this.held }
  }

  /** The postings of `key`, computed by `compute` when not held. */
  get(key: string, compute: () => Postings): Postings {
    const hit = this.map.get(key)
    if (hit) {
      // Most recently used last.
      this.map.delete(key)
      this.map.set(key, hit)
      return hit
    }
    const postings = compute()
    if (postings.ids.length > this.maxPostings) return postings
    this.held += postings.ids.length
    this.map.set(key, postings)
    while (this.map.size > this.maxTerms || this.held > this.maxPostings) {
      const [oldest, dropped] = this.map.entries().next().value!
      this.map.delete(oldest)
      this.held -= dropped.ids.length
    }
    return postings
  }

  clear(): void {
    this.map.clear()
    this.held = 0
  }
}

/**
 * Levenshtein distance between `pattern` (at most 31 UTF-16 units, its bit masks in `peq`) and
 * `text`: Myers' bit-parallel algorithm (Hyyrö's formulation for whole strings).
 */
export function editDistance(pattern: string, peq: ReadonlyMap<number, number>, text: string): number {
  const m = pattern.length
  if (m === 0) return text.length
  const last = 1 << (m - 1)
  let pv = -1
  let mv = 0
  let score = m
  for (let j = 0; j < text.length; j++) {
    const eq = peq.get(text.charCodeAt(j)) ?? 0
    const xv = eq | mv
    const xh = (((eq & pv) + pv) ^ pv) | eq
    let ph = mv | ~(xh | pv)
    let mh = pv & xh
    if (ph & last) score++
    else if (mh & last) score--
    ph = (ph << 1) | 1
    mh <<= 1
    pv = mh | ~(xv | ph)
    mv = ph & xv
  }
  return score
}

/** The bit masks of `pattern`'s characters, for `editDistance`. */
export function patternMasks(pattern: string): Map<number, number> {
  const peq = new Map<number, number>()
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i)
    peq.set(c, (peq.get(c) ?? 0) | (1 << i))
  }
  return peq
}

/** The longest query term `Dictionary.near` takes (`editDistance`'s bit vector). */
export const MAX_FUZZY_TERM = 31

/**
 * An index's terms, sorted: the terms starting with a prefix are one range (binary search), and
 * the terms within an edit distance are found by a scan of the terms of a near length.
 */
export class Dictionary<D> {
  readonly terms: Array<string>
  readonly data: Array<D>
  /** Term positions by length. */
  private readonly byLength: Array<Array<number>> = []

  constructor(entries: Iterable<readonly [string, D]>) {
    const sorted = Array.from(entries).toSorted((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    this.terms = sorted.map((entry) => entry[0])
    this.data = sorted.map((entry) => entry[1])
    this.terms.forEach((term, i) => (this.byLength[term.length] ??= []).push(i))
  }

  /** Positions of the terms that start with `prefix` (itself included when it is a term). */
  prefixed(prefix: string): { from: number; to: number } {
    let lo = 0
    let hi = this.terms.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.terms[mid]! < prefix) lo = mid + 1
      else hi = mid
    }
    let to = lo
    while (to < this.terms.length && this.terms[to]!.startsWith(prefix)) to++
    return { from: lo, to }
  }

  /** Positions and distances of the terms within `maxDistance` edits of `term` (≤ 31 units). */
  near(term: string, maxDistance: number): Array<[position: number, distance: number]> {
    const peq = patternMasks(term)
    const out: Array<[number, number]> = []
    const min = Math.max(0, term.length - maxDistance)
    const max = Math.min(this.byLength.length - 1, term.length + maxDistance)
    for (let length = min; length <= max; length++)
      for (const i of this.byLength[length] ?? []) {
        const distance = editDistance(term, peq, this.terms[i]!)
        if (distance <= maxDistance) out.push([i, distance])
      }
    return out
  }
}
