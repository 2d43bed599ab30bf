/**
 * The catalogue's search index: products, brands and categories in both languages, in memory
 * (MiniSearch, BM25 ranking), with the tokenizer of ./tokenize.ts (ADR 013).
 *
 * A query matches when every one of its words matches (Latin words by prefix and with typos
 * tolerated, Chinese runs by their bigrams); when nothing matches every word, the documents that
 * match most of them are returned instead. Ties in score go to the more viewed, then the older id.
 *
 * This file knows nothing of the database: ./search.server.ts loads the documents and keeps the
 * index in step with writes.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch'
import { indexTerms, isEmptyQuery, isHan, parseQuery, type ParsedQuery } from './tokenize'
import {
  asMatches,
  combine,
  Dictionary,
  MAX_FUZZY_TERM,
  PostingsCache,
  rank,
  toPostings,
  unite,
  type Matches,
  type Postings,
} from './scorer'

export type ProductDoc = {
  id: number
  nameEn: string
  nameZh: string
  brandId: number
  brandEn: string
  brandZh: string
  categoryId: number
  /** The category's names and its parent's, e.g. "Jasmine rice Grains & oils". */
  categoryEn: string
  categoryZh: string
  originEn: string
  originZh: string
  image: string | null
  views: number
  /** What a list card shows and its filters and sorts read (./list.ts); optional in unit tests. */
  card?: ProductCard
}

/** A certificate's type and validity (ISO dates, both days included). */
export type CertificateSpan = {
  type: string
  validFrom: string
  validTo: string
}

export type ProductCard = {
  brandLogo: string
  origin: string
  unit: string
  moq: number
  priceMin: number
  priceMax: number
  currency: string
  createdAt: Date
  /** created_at to the microsecond, as text that sorts like it ("newest"). */
  createdKey: string
  certificates: Array<CertificateSpan>
}

export type BrandDoc = {
  id: number
  nameEn: string
  nameZh: string
  logo: string
  countryEn: string
  countryZh: string
  categoryEn: string
  categoryZh: string
  views: number
  card?: BrandCard
}

export type BrandCard = {
  introEn: string
  introZh: string
  countryCode: string
  categoryId: number | null
  certifications: Array<string>
  exportReady: boolean
  foundedYear: number | null
  inventory: number
  createdAt: Date
  createdKey: string
}

export type CategoryDoc = {
  id: number
  parentId: number | null
  nameEn: string
  nameZh: string
}

export type CatalogueDocs = {
  products: Array<ProductDoc>
  brands: Array<BrandDoc>
  categories: Array<CategoryDoc>
}

export type Hit = { id: number; score: number }

type Kind = 'products' | 'brands' | 'categories'

const FIELDS: Record<Kind, Array<string>> = {
  products: ['nameEn', 'nameZh', 'brandEn', 'brandZh', 'categoryEn', 'categoryZh', 'originEn', 'originZh'],
  brands: ['nameEn', 'nameZh', 'countryEn', 'countryZh', 'categoryEn', 'categoryZh'],
  categories: ['nameEn', 'nameZh'],
}

/** A product's own name counts most, then its brand, its category, its origin. */
const BOOST: Record<Kind, Record<string, number>> = {
  products: {
    nameEn: 4,
    nameZh: 4,
    brandEn: 2,
    brandZh: 2,
    categoryEn: 1.5,
    categoryZh: 1.5,
    originEn: 0.5,
    originZh: 0.5,
  },
  brands: {
    nameEn: 4,
    nameZh: 4,
    countryEn: 1,
    countryZh: 1,
    categoryEn: 1,
    categoryZh: 1,
  },
  categories: {},
}

/** Query terms arrive already normalised and split (see `toQuery`). */
const passThrough = {
  tokenize: (text: string) => text.split(' ').filter(Boolean),
  processTerm: (term: string) => term,
}

// Latin words: "ric" finds rice. A single Chinese character also finds the words it starts.
const searchPrefix = (term: string): boolean => !isHan(term) || Array.from(term).length === 1
// One typo (an edit) from 4 letters on ("rcie" → rice), two from 7 ("jasmnie", a swap);
// digits and Chinese match exactly.
const searchFuzzy = (term: string): number | false => (isHan(term) || /\d/.test(term) || term.length < 4 ? false : term.length >= 7 ? 2 : 1)

const FUZZY_WEIGHT = 0.45
const PREFIX_WEIGHT = 0.6

const searchDefaults: SearchOptions = {
  ...passThrough,
  prefix: searchPrefix,
  fuzzy: searchFuzzy,
  weights: { fuzzy: FUZZY_WEIGHT, prefix: PREFIX_WEIGHT },
}

/**
 * How many query terms' postings each index keeps (ADR 045), and how many postings in all (a
 * posting is 12 bytes: ~3 MB at most per index, three indexes per process). A query term's
 * postings (its exact, prefix and typo expansions, each document scored by BM25) depend only on
 * the term and the index, and that expansion is most of a search's cost; keywords are new
 * combinations of words already asked, so their words are looked up once and combined per
 * query. The bound is kept small: the recent common words are what hits, while typos rarely
 * repeat, and a larger cache (20,000 words / 1 M postings) grew a soak's RSS past its 10 %
 * budget while it filled (bench:soak, ADR 041).
 */
export const TERM_CACHE_SIZE = 4_000
export const TERM_CACHE_POSTINGS = 250_000

/** MiniSearch's per-term result: document → score, matched query terms, fields per term. */
type TermResult = Map<number, { score: number }>
type QuerySpec = {
  term: string
  prefix: boolean
  fuzzy: number | boolean
  termBoost: number
}
type FieldData = unknown
type Internals = {
  executeQuerySpec: (query: QuerySpec, options: unknown) => TermResult
  termResults: (
    sourceTerm: string,
    derivedTerm: string,
    termWeight: number,
    termBoost: number,
    data: FieldData,
    fieldBoosts: Record<string, number>,
    boostDocument: undefined,
    bm25: typeof BM25,
  ) => TermResult
  _documentIds: Map<number, unknown>
  _nextId: number
  _options: {
    fields: Array<string>
    searchOptions: { boost?: Record<string, number> }
  }
  _index: {
    get(term: string): FieldData | undefined
    atPrefix(term: string): Iterable<[string, FieldData]>
    fuzzyGet(term: string, distance: number): Map<string, [FieldData, number]>
    [Symbol.iterator](): Iterator<[string, FieldData]>
  }
}
/** MiniSearch's defaults (`executeQuerySpec`), which the index keeps. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }

/**
 * A MiniSearch index whose query terms' postings are memoised (in typed arrays, ./scorer.ts)
 * until its next write.
 */
class ScoredMiniSearch<T> extends MiniSearch<T> {
  private readonly memo = new PostingsCache(TERM_CACHE_SIZE, TERM_CACHE_POSTINGS)

  /**
   * Each dictionary term's documents (short ids, in no order) and their BM25 score summed over
   * the fields with their boosts: what MiniSearch's `termResults` gives a derived term of weight
   * 1. A query term's score in a document is the sum of its derived terms' scores times their
   * weights, so these are computed once per dictionary term (until the next write).
   */
  private readonly derived = new Map<string, Postings>()
  /** The index's terms, sorted (prefix ranges, typo scans); built on first use after a write. */
  private dictionary: Dictionary<FieldData> | undefined
  /** A dense score accumulator by short id, reused by every expansion (one thread). */
  private sums = new Float64Array(0)
  /** Which short ids `sums` holds a score for (a score may be anything, even 0). */
  private seen = new Uint8Array(0)

  private derivedPostings(term: string, data: unknown): Postings {
    let postings = this.derived.get(term)
    if (!postings) {
      const internals = this as unknown as Internals
      const result = internals.termResults(term, term, 1, 1, data, this.fieldBoosts, undefined, BM25)
      const ids = new Int32Array(result.size)
      const scores = new Float64Array(result.size)
      let i = 0
      for (const [shortId, { score }] of result) {
        ids[i] = shortId
        scores[i++] = score
      }
      postings = { ids, scores }
      this.derived.set(term, postings)
    }
    return postings
  }

  private get fieldBoosts(): Record<string, number> {
    const options = (this as unknown as Internals)._options
    const boosts: Record<string, number> = {}
    for (const field of options.fields) boosts[field] = options.searchOptions.boost?.[field] || 1
    return boosts
  }

  /**
   * A query term's documents (external ids) and scores: MiniSearch's expansion (exact, prefix
   * and typo matches with its weights, `executeQuerySpec`) over the derived terms' postings.
   */
  postings(term: string): Postings {
    const prefix = searchPrefix(term)
    const fuzzy = searchFuzzy(term)
    return this.memo.get(`${term}\u0000${prefix}\u0000${fuzzy}`, () => this.expand(term, prefix, fuzzy))
  }

  private expand(term: string, prefix: boolean, fuzzy: number | false): Postings {
    const internals = this as unknown as Internals
    const map = internals._index
    const parts: Array<[Postings, number]> = []
    const exact = map.get(term)
    if (exact) parts.push([this.derivedPostings(term, exact), 1])
    const dictionary = (this.dictionary ??= new Dictionary(map))
    // Prefix matches: one range of the sorted terms. A term both a prefix and a typo match
    // scores as a prefix match.
    const { from, to } = prefix ? dictionary.prefixed(term) : { from: 0, to: 0 }
    for (let i = from; i < to; i++) {
      const match = dictionary.terms[i]!
      const distance = match.length - term.length
      if (!distance) continue
      parts.push([this.derivedPostings(match, dictionary.data[i]), (PREFIX_WEIGHT * match.length) / (match.length + 0.3 * distance)])
    }
    if (fuzzy) {
      const near: Array<[string, FieldData, number]> = []
      if (term.length <= MAX_FUZZY_TERM)
        for (const [i, distance] of dictionary.near(term, fuzzy)) {
          if (i >= from && i < to) continue
          near.push([dictionary.terms[i]!, dictionary.data[i], distance])
        }
      else
        for (const [match, [data, distance]] of map.fuzzyGet(term, fuzzy))
          if (!match.startsWith(term) || !prefix) near.push([match, data, distance])
      for (const [match, data, distance] of near) {
        if (!distance) continue
        parts.push([this.derivedPostings(match, data), (FUZZY_WEIGHT * match.length) / (match.length + distance)])
      }
    }
    const documentIds = internals._documentIds
    if (this.sums.length < internals._nextId) {
      this.sums = new Float64Array(internals._nextId * 2)
      this.seen = new Uint8Array(internals._nextId * 2)
    }
    const { sums, seen } = this
    const touched: Array<number> = []
    for (const [{ ids, scores }, weight] of parts)
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!
        if (!seen[id]) {
          seen[id] = 1
          touched.push(id)
        }
        sums[id] += weight * scores[i]!
      }
    const pairs: Array<[number, number]> = []
    for (const id of touched) {
      if (documentIds.has(id)) pairs.push([documentIds.get(id) as number, sums[id]!])
      sums[id] = 0
      seen[id] = 0
    }
    return toPostings(pairs)
  }

  /** Terms and postings memoised (for the memory report and tests). */
  get memoSize(): { terms: number; postings: number } {
    return this.memo.size
  }

  /** Forgets the memoised postings (after a write). */
  forget(): void {
    this.memo.clear()
    this.derived.clear()
    this.dictionary = undefined
  }

  override add(document: T): void {
    this.forget()
    super.add(document)
  }

  override replace(document: T): void {
    this.forget()
    super.replace(document)
  }

  override discard(id: unknown): void {
    this.forget()
    super.discard(id)
  }
}

function createIndex<T extends { id: number }>(kind: Kind, tokenize: (text: string) => Array<string>): ScoredMiniSearch<T> {
  return new ScoredMiniSearch<T>({
    fields: FIELDS[kind],
    storeFields: [],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { ...searchDefaults, boost: BOOST[kind] },
  })
}

/**
 * The MiniSearch query for a parsed keyword: its Latin words and its Chinese runs, all of them
 * (AND) or any (OR). A Chinese run always matches whole: all its bigrams, or all its dictionary
 * words (both scoring when both hold), so a fallback never matches one shared character.
 */
function toQuery(parsed: ParsedQuery, combineWith: 'AND' | 'OR'): Query {
  const queries: Array<Query> = []
  if (parsed.latin.length) queries.push({ queries: [parsed.latin.join(' ')], combineWith })
  for (const run of parsed.han) {
    queries.push({
      combineWith: 'OR',
      queries: [
        { queries: [run.bigrams.join(' ')], combineWith: 'AND' },
        { queries: [run.words.join(' ')], combineWith: 'AND' },
      ],
    })
  }
  return { combineWith, queries }
}

export class CatalogueIndex {
  readonly products = new Map<number, ProductDoc>()
  readonly brands = new Map<number, BrandDoc>()
  readonly categories = new Map<number, CategoryDoc>()
  /**
   * Terms of field values seen during the build: brand, category and country names repeat on
   * every product, and segmenting is the build's main cost. Dropped once the build is done.
   */
  private termCache: Map<string, Array<string>> | undefined = new Map()
  private readonly tokenize = (text: string): Array<string> => {
    const cached = this.termCache?.get(text)
    if (cached) return cached
    const terms = indexTerms(text)
    this.termCache?.set(text, terms)
    return terms
  }
  private readonly index = {
    products: createIndex<ProductDoc>('products', this.tokenize),
    brands: createIndex<BrandDoc>('brands', this.tokenize),
    categories: createIndex<CategoryDoc>('categories', this.tokenize),
  }

  constructor(docs: CatalogueDocs) {
    for (const doc of docs.products) this.products.set(doc.id, doc)
    for (const doc of docs.brands) this.brands.set(doc.id, doc)
    for (const doc of docs.categories) this.categories.set(doc.id, doc)
    this.index.products.addAll(docs.products)
    this.index.brands.addAll(docs.brands)
    this.index.categories.addAll(docs.categories)
    this.termCache = undefined
  }

  get size(): {
    products: number
    brands: number
    categories: number
    terms: number
  } {
    return {
      products: this.products.size,
      brands: this.brands.size,
      categories: this.categories.size,
      terms: this.index.products.termCount + this.index.brands.termCount + this.index.categories.termCount,
    }
  }

  /** Products matching `keyword`, best first (all of them, or the first `limit`). */
  searchProducts(keyword: string, limit?: number): Array<Hit> {
    return this.run('products', keyword, limit, (id) => this.products.get(id)?.views ?? 0)
  }

  searchBrands(keyword: string, limit?: number): Array<Hit> {
    return this.run('brands', keyword, limit, (id) => this.brands.get(id)?.views ?? 0)
  }

  searchCategories(keyword: string, limit?: number): Array<Hit> {
    return this.run('categories', keyword, limit, () => 0)
  }

  private productCounts: Map<number, number> | undefined

  /** How many products the brand has (a brand card's product_count). */
  productCount(brandId: number): number {
    if (!this.productCounts) {
      this.productCounts = new Map()
      for (const doc of this.products.values()) this.productCounts.set(doc.brandId, (this.productCounts.get(doc.brandId) ?? 0) + 1)
    }
    return this.productCounts.get(brandId) ?? 0
  }

  /** Adds or replaces a product (a write seen by this instance). */
  upsertProduct(doc: ProductDoc): void {
    this.replace('products', this.products, doc)
  }

  upsertBrand(doc: BrandDoc): void {
    this.replace('brands', this.brands, doc)
  }

  removeProduct(id: number): void {
    this.productCounts = undefined
    if (this.products.delete(id)) this.index.products.discard(id)
  }

  removeBrand(id: number): void {
    if (this.brands.delete(id)) this.index.brands.discard(id)
  }

  private replace<T extends { id: number }>(kind: 'products' | 'brands', docs: Map<number, T>, doc: T): void {
    if (kind === 'products') this.productCounts = undefined
    const index = this.index[kind] as unknown as MiniSearch<T>
    if (docs.has(doc.id)) index.replace(doc)
    else index.add(doc)
    docs.set(doc.id, doc)
  }

  private run(kind: Kind, keyword: string, limit: number | undefined, views: (id: number) => number): Array<Hit> {
    const parsed = parseQuery(keyword)
    if (isEmptyQuery(parsed)) return []
    const index = this.index[kind] as unknown as ScoredMiniSearch<{
      id: number
    }>
    let matches = evaluate(index, parsed, 'AND')
    if (matches && matches.ids.length === 0) matches = evaluate(index, parsed, 'OR')
    if (!matches) return this.referenceRun(kind, parsed, limit, views)
    return rank(matches, views, limit)
  }

  /**
   * The same search through MiniSearch's own query evaluation: for keywords of more than 32
   * distinct terms (the scorer keeps a document's matched terms as bits), and for the tests
   * that prove both agree.
   */
  referenceSearch(kind: Kind, keyword: string, limit?: number): Array<Hit> {
    const parsed = parseQuery(keyword)
    if (isEmptyQuery(parsed)) return []
    const views =
      kind === 'products'
        ? (id: number) => this.products.get(id)?.views ?? 0
        : kind === 'brands'
          ? (id: number) => this.brands.get(id)?.views ?? 0
          : () => 0
    return this.referenceRun(kind, parsed, limit, views)
  }

  /** Memoised query terms and postings per index (memory report). */
  get termMemo(): Record<Kind, { terms: number; postings: number }> {
    return {
      products: this.index.products.memoSize,
      brands: this.index.brands.memoSize,
      categories: this.index.categories.memoSize,
    }
  }

  private referenceRun(kind: Kind, parsed: ParsedQuery, limit: number | undefined, views: (id: number) => number): Array<Hit> {
    const index = this.index[kind] as unknown as MiniSearch<{ id: number }>
    let results = index.search(toQuery(parsed, 'AND'))
    if (results.length === 0) results = index.search(toQuery(parsed, 'OR'))
    const hits = results.map((result) => ({
      id: result.id as number,
      score: result.score,
      views: views(result.id as number),
    }))
    // Scores within a millionth of each other are a tie (many products share a name).
    hits.sort((a, b) => {
      const byScore = Math.abs(b.score - a.score) <= 1e-6 * Math.max(a.score, b.score) ? 0 : b.score - a.score
      return byScore || b.views - a.views || a.id - b.id
    })
    const top = limit === undefined ? hits : hits.slice(0, limit)
    return top.map(({ id, score }) => ({ id, score }))
  }
}

/** The query's terms as MiniSearch splits them (`passThrough`). */
const splitTerms = (terms: ReadonlyArray<string>): Array<string> => terms.join(' ').split(' ').filter(Boolean)

/**
 * `toQuery` evaluated by the scorer (./scorer.ts) over memoised postings: the same matches and
 * scores as MiniSearch's evaluation. Undefined when the keyword has more than 32 distinct terms.
 */
function evaluate(index: ScoredMiniSearch<{ id: number }>, parsed: ParsedQuery, combineWith: 'AND' | 'OR'): Matches | undefined {
  const bits = new Map<string, number>()
  let tooMany = false
  const group = (terms: ReadonlyArray<string>, op: 'AND' | 'OR'): Matches =>
    combine(
      splitTerms(terms).map((term) => {
        let bit = bits.get(term)
        if (bit === undefined) {
          bit = bits.size
          if (bit >= 32) tooMany = true
          bits.set(term, bit)
        }
        return asMatches(index.postings(term), bit % 32)
      }),
      op,
    )
  const parts: Array<Matches> = []
  if (parsed.latin.length) parts.push(group(parsed.latin, combineWith))
  for (const run of parsed.han) parts.push(unite(group(run.bigrams, 'AND'), group(run.words, 'AND')))
  const result = combine(parts, combineWith)
  return tooMany ? undefined : result
}
