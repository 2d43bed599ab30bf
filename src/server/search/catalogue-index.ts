/**
 * The catalogue's keyword index: products, brands and categories in both languages, in memory,
 * through MiniSearch's public API (BM25 ranking), with the tokenizer of ./tokenize.ts (ADR 063).
 *
 * The index answers one question: which documents match a keyword, best first. It holds only the
 * words it searches (no card fields, no stored fields); filters, sorts, counts and every field a
 * list shows are read from the database (./search.server.ts).
 *
 * A query matches when every one of its words matches: Latin words by prefix, with typos (one
 * edit from 4 letters, two from 7) and with two neighbouring letters swapped ("durain" → durian);
 * Chinese runs by all their bigrams (a single character by the bigrams it starts). Chinese is
 * typed without spaces, so a run is first cut where it joins two words with a bigram no document
 * holds ("泰国茉莉香米" → 泰国 + 茉莉香米, "国茉" being in no name), and each piece is a part of the
 * query. When nothing matches every part, the documents that match any are returned instead.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch'
import { bigrams, indexTerms, isEmptyQuery, isHan, parseQuery, type ParsedQuery } from './tokenize'

export type ProductDoc = {
  id: number
  nameEn: string
  nameZh: string
  brandEn: string
  brandZh: string
  /** The category's names and its parent's, e.g. "Jasmine rice Grains & oils". */
  categoryEn: string
  categoryZh: string
  originEn: string
  originZh: string
}

export type BrandDoc = {
  id: number
  nameEn: string
  nameZh: string
  countryEn: string
  countryZh: string
  categoryEn: string
  categoryZh: string
}

export type CategoryDoc = { id: number; nameEn: string; nameZh: string }

export type CatalogueDocs = {
  products: Array<ProductDoc>
  brands: Array<BrandDoc>
  categories: Array<CategoryDoc>
}

export type Hit = { id: number; score: number }

type Kind = keyof CatalogueDocs

/** A product's own name counts most, then its brand, its category, its origin. */
const BOOST: Record<Kind, Record<string, number>> = {
  products: { nameEn: 4, nameZh: 4, brandEn: 2, brandZh: 2, categoryEn: 1.5, categoryZh: 1.5, originEn: 0.5, originZh: 0.5 },
  brands: { nameEn: 4, nameZh: 4, countryEn: 1, countryZh: 1, categoryEn: 1, categoryZh: 1 },
  categories: { nameEn: 1, nameZh: 1 },
}

// Latin words: "ric" finds rice. A single Chinese character finds the bigrams it starts.
const searchPrefix = (term: string): boolean => !isHan(term) || Array.from(term).length === 1
// One typo (an edit) from 4 letters on ("rcie" → rice), two from 7 ("jasmnie"); digits and
// Chinese match exactly.
const searchFuzzy = (term: string): number | false => (isHan(term) || /\d/.test(term) || term.length < 4 ? false : term.length >= 7 ? 2 : 1)

/** A swap of neighbours weighs as MiniSearch weighs a one-edit typo (its `weights.fuzzy`). */
const SWAP_WEIGHT = 0.45

/** Query terms arrive normalised and split by `toQuery`: MiniSearch only splits at spaces. */
const searchOptions: SearchOptions = {
  tokenize: (text) => text.split(' ').filter(Boolean),
  processTerm: (term) => term,
  prefix: searchPrefix,
  fuzzy: searchFuzzy,
  weights: { fuzzy: SWAP_WEIGHT, prefix: 0.6 },
}

/**
 * The word with two neighbouring letters swapped, each way ("durain" → … durian …): Levenshtein
 * distance counts a swap as two edits, so a 4–6 letter word's swap is not within its one typo.
 */
export function swaps(word: string): Array<string> {
  if (word.length < 4 || /\d/.test(word) || isHan(word)) return []
  const out = new Set<string>()
  for (let i = 0; i < word.length - 1; i++)
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  out.delete(word)
  return [...out]
}

/** A Latin word: itself (prefix, typos), or any of its swaps matched exactly. */
function latinQuery(word: string): Query {
  const swapped = swaps(word)
  if (!swapped.length) return word
  return {
    combineWith: 'OR',
    queries: [word, { queries: [swapped.join(' ')], combineWith: 'OR', prefix: false, fuzzy: false, boostTerm: () => SWAP_WEIGHT }],
  }
}

/**
 * `query` with each Chinese run cut at the bigrams `known` lacks: the pieces between are the
 * words the buyer ran together ("智利红葡萄酒" → 智利 + 红葡萄酒). A lone character left between
 * two cuts is dropped: as a prefix it matched unrelated words ("大米" found cherries "28毫米以上").
 * A run whose bigrams are all known, a single character, or a run with no piece left stays whole.
 */
export function cutRuns(query: ParsedQuery, known: ReadonlySet<string>): ParsedQuery {
  const han: ParsedQuery['han'] = []
  for (const part of query.han) {
    const chars = Array.from(part.run)
    const pieces: ParsedQuery['han'] = []
    let start = 0
    for (let i = 0; i < chars.length; i++) {
      // A cut after character i when the pair it starts is unknown, and at the end of the run.
      if (i === chars.length - 1 || !known.has(chars[i]! + chars[i + 1]!)) {
        if (i > start) {
          const run = chars.slice(start, i + 1).join('')
          pieces.push({ run, bigrams: bigrams(run) })
        }
        start = i + 1
      }
    }
    // A run whose bigrams are all known is one piece, itself; one with no piece left stays whole.
    han.push(...(pieces.length ? pieces : [part]))
  }
  return { latin: query.latin, han }
}

/**
 * The query for a parsed keyword: its Latin words and its Chinese runs, all of them (AND) or any
 * (OR). A Chinese run always matches whole (all its bigrams), so a fallback never matches on one
 * shared character.
 */
function toQuery(parsed: ParsedQuery, combineWith: 'AND' | 'OR'): Query {
  const queries: Array<Query> = parsed.latin.map(latinQuery)
  for (const run of parsed.han) queries.push({ queries: [run.bigrams.join(' ')], combineWith: 'AND' })
  return { combineWith, queries }
}

/**
 * The latest keywords' matches are kept (per index, so a rebuild starts empty): a search page asks
 * for the same keyword's products twice, for its list and for its facet counts.
 */
const RECENT_SEARCHES = 256

/** Documents are added in slices of this many, yielding to the event loop between slices. */
const BUILD_CHUNK = 100

export class CatalogueIndex {
  private readonly recent = new Map<string, ReadonlyArray<Hit>>()

  /** `hanTerms`: every Chinese bigram of every indexed field (where a keyword's runs are cut). */
  private constructor(
    private readonly index: Record<Kind, MiniSearch>,
    private readonly hanTerms: ReadonlySet<string>,
  ) {}

  /**
   * Indexes `docs` without holding the event loop for more than a slice of documents, so
   * requests are served while a large catalogue is indexed (MiniSearch's `addAllAsync`).
   */
  static async build(docs: CatalogueDocs): Promise<CatalogueIndex> {
    // Brand, category and country names repeat on every product, and segmenting is the build's
    // main cost: their terms are kept for the build only. Names are mostly unique: caching them
    // only grew the build's peak memory (RSS stays at its peak).
    const seen = new Map<string, Array<string>>()
    const hanTerms = new Set<string>()
    const termsOf = (text: string): Array<string> => {
      const terms = indexTerms(text)
      for (const term of terms) if (isHan(term)) hanTerms.add(term)
      return terms
    }
    const tokenize = (text: string, field?: string): Array<string> => {
      if (field === 'nameEn' || field === 'nameZh') return termsOf(text)
      let terms = seen.get(text)
      if (!terms) seen.set(text, (terms = termsOf(text)))
      return terms
    }
    const create = (kind: Kind) =>
      new MiniSearch({
        fields: Object.keys(BOOST[kind]),
        storeFields: [],
        tokenize,
        processTerm: (term) => term,
        searchOptions: { ...searchOptions, boost: BOOST[kind] },
      })
    const index = { products: create('products'), brands: create('brands'), categories: create('categories') }
    await index.categories.addAllAsync(docs.categories, { chunkSize: BUILD_CHUNK })
    await index.brands.addAllAsync(docs.brands, { chunkSize: BUILD_CHUNK })
    await index.products.addAllAsync(docs.products, { chunkSize: BUILD_CHUNK })
    return new CatalogueIndex(index, hanTerms)
  }

  get size(): Record<Kind | 'terms', number> {
    const { products, brands, categories } = this.index
    return {
      products: products.documentCount,
      brands: brands.documentCount,
      categories: categories.documentCount,
      terms: products.termCount + brands.termCount + categories.termCount,
    }
  }

  /** Products matching `keyword`, best first (all of them, or the first `limit`). */
  searchProducts(keyword: string, limit?: number): ReadonlyArray<Hit> {
    return this.search('products', keyword, limit)
  }

  searchBrands(keyword: string, limit?: number): ReadonlyArray<Hit> {
    return this.search('brands', keyword, limit)
  }

  searchCategories(keyword: string, limit?: number): ReadonlyArray<Hit> {
    return this.search('categories', keyword, limit)
  }

  private search(kind: Kind, keyword: string, limit: number | undefined): ReadonlyArray<Hit> {
    const key = `${kind}|${limit ?? ''}|${keyword}`
    let hits = this.recent.get(key)
    if (!hits) {
      hits = this.match(kind, keyword, limit)
      this.recent.set(key, hits)
      if (this.recent.size > RECENT_SEARCHES) this.recent.delete(this.recent.keys().next().value!)
    }
    return hits
  }

  private match(kind: Kind, keyword: string, limit: number | undefined): Array<Hit> {
    const parsed = cutRuns(parseQuery(keyword), this.hanTerms)
    if (isEmptyQuery(parsed)) return []
    const index = this.index[kind]
    let results = index.search(toQuery(parsed, 'AND'))
    // Any of one part is all of it: the fallback would repeat the search.
    if (results.length === 0 && parsed.latin.length + parsed.han.length > 1) results = index.search(toQuery(parsed, 'OR'))
    const top = limit === undefined ? results : results.slice(0, limit)
    return top.map((result) => ({ id: result.id as number, score: result.score }))
  }
}

/**
 * Ranks of `hits` (best first) in which scores within a millionth of each other share a rank:
 * many products share a name, and the database breaks such ties (views, then id).
 */
export function tiers(hits: ReadonlyArray<Hit>): Array<number> {
  const out: Array<number> = []
  let tier = 0
  let top = 0
  for (const { score } of hits) {
    if (tier === 0 || top - score > 1e-6 * top) {
      tier += 1
      top = score
    }
    out.push(tier)
  }
  return out
}
