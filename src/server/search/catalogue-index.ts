/**
 * The catalogue's keyword index: products, brands and categories in both languages, in memory,
 * through FlexSearch's public API (its `Index` and `Resolver`), with the tokenizer of ./tokenize.ts,
 * and the indexed terms in MiniSearch's `SearchableMap` (its public radix tree) for prefixes and
 * typos (ADR 063).
 *
 * The index answers one question: which documents match a keyword, best first. It holds only the
 * words it searches (no card fields, no stored fields); filters, sorts, counts and every field a
 * list shows are read from the database (./search.server.ts).
 *
 * A query matches when every one of its words matches: Latin words by prefix, with typos (one
 * edit from 4 letters, two from 7; a word the catalogue holds is taken as typed) and with two
 * neighbouring letters swapped ("durain" → durian); Chinese runs by all their bigrams (a single character by the bigrams it starts). Chinese is
 * typed without spaces, so a run is first cut where it joins two words with a bigram no document
 * holds ("泰国茉莉香米" → 泰国 + 茉莉香米, "国茉" being in no name), and each piece is a part of the
 * query. When nothing matches every part, each part's matches are returned in turn (ADR 125).
 *
 * Relevance is FlexSearch's: a document's words are indexed in the order of their weight (a
 * product's own name, then its category's words, its brand, its category, its origin; ADR 125),
 * and a match early in that order ranks first. FlexSearch answers in buckets of equal relevance
 * (its `Resolver`'s `result`) and stops at the limit instead of ranking every match (at 90,000 products a broad keyword matches
 * ~10,000). Documents in one bucket tie, and the tie goes to the one given to the build first:
 * the loader gives them most viewed first (ADR 063), so the matches come out in their final
 * order and a list without filters reads only its page.
 */
import { Encoder, Index, Resolver } from 'flexsearch'
import SearchableMap from 'minisearch/SearchableMap'
import { findOrigin, originLexicon, type KeywordOrigin, type OriginCountry, type OriginLexicon } from './origins'
import { correctKeyword, type Vocabulary } from './did-you-mean'
import { CATEGORY_WORDS, CLOSEST_CATEGORY, SYNONYMS } from './synonyms'
import { bigrams, indexTerms, isEmptyQuery, isHan, normalize, parseQuery, STEM_MARK, stemOf, words, type ParsedQuery } from './tokenize'

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
  /** The origin's ISO code (an origin word in a keyword filters by it). */
  originCode?: string
  /** The product's own category: its words (CATEGORY_WORDS) are indexed with it, and a single Chinese character that ends its Chinese name ranks it first. */
  categoryId?: number
}

export type BrandDoc = {
  id: number
  nameEn: string
  nameZh: string
  countryEn: string
  countryZh: string
  categoryEn: string
  categoryZh: string
  countryCode?: string
}

export type CategoryDoc = { id: number; nameEn: string; nameZh: string }

/** A product's category's words (CATEGORY_WORDS), as one more field of it: after its own names. */
type IndexedProduct = ProductDoc & { categoryWords?: string }

export type CatalogueDocs = {
  products: Array<ProductDoc>
  brands: Array<BrandDoc>
  categories: Array<CategoryDoc>
  /** The catalogue's countries: their names in a keyword are origin words (./origins.ts). */
  countries?: Array<OriginCountry>
}

/** A match and its relevance: higher is better; equal scores tie. */
export type Hit = { id: number; score: number }

type Kind = 'products' | 'brands' | 'categories'

/** The fields of each kind, in the order of their weight: a product's own name counts most. */
const FIELDS: { products: Array<keyof IndexedProduct & string> } & {
  [K in Exclude<Kind, 'products'>]: Array<keyof CatalogueDocs[K][number] & string>
} = {
  products: ['nameEn', 'nameZh', 'categoryWords', 'brandEn', 'brandZh', 'categoryEn', 'categoryZh', 'originEn', 'originZh'],
  brands: ['nameEn', 'nameZh', 'countryEn', 'countryZh', 'categoryEn', 'categoryZh'],
  categories: ['nameEn', 'nameZh'],
}

/** The step between tiers of a widened search's scores: above any one search's bucket count. */
const TIER = 10_000

/** FlexSearch's buckets of relevance per document (its default). */
const RESOLUTION = 9

/** One typo (an edit) from 4 letters on ("rcie" → rice), two from 7; digits and Chinese match exactly. */
const maxTypos = (word: string): number => (isHan(word) || /\d/.test(word) || word.length < 4 ? 0 : word.length >= 7 ? 2 : 1)

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

/**
 * `query` with each Chinese run cut at the bigrams `known` lacks: the pieces between are the
 * words the buyer ran together ("智利红葡萄酒" → 智利 + 红葡萄酒). A lone character left between
 * two cuts is dropped: as a prefix it matched unrelated words ("大米" found cherries "28毫米以上").
 * A run whose bigrams are all known, a single character, or a run with no piece left stays whole.
 */
export function cutRuns(query: ParsedQuery, known: { has(term: string): boolean }): ParsedQuery {
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

/** How many Chinese characters a query's runs hold. */
const hanLength = (parsed: ParsedQuery) => parsed.han.reduce((sum, part) => sum + Array.from(part.run).length, 0)

/** A phrase as the stems of its words (a word without a stem as itself). */
const stems = (phrase: string) => words(phrase).map((word) => stemOf(word) ?? word)

/**
 * The keyword with one synonym put for one of its words or phrases, each way (SYNONYMS): "evoo
 * tins" → "extra virgin olive oil tins", 智利车厘子 → 智利樱桃. Latin phrases match whole words by
 * their stems ("prawns" is prawn); Chinese ones anywhere in the text, as it is typed without spaces.
 */
export function synonymVariants(keyword: string): Array<string> {
  const text = normalize(keyword)
  const latin = words(text.replace(/\p{Script=Han}+/gu, ' '))
  const latinStems = latin.map((word) => stemOf(word) ?? word)
  const out = new Set<string>()
  for (const group of SYNONYMS) {
    // A group led by one character is that character's words: only it stands for the others.
    const members = isHan(group[0]!) && Array.from(group[0]!).length === 1 ? group.slice(0, 1) : group
    for (const member of members) {
      let replaced: ((other: string) => string) | undefined
      if (isHan(member)) {
        // A one-character word stands for its words only typed alone: 虾, not the 虾 of 虾仁.
        const found = Array.from(member).length > 1 ? text.includes(member) : text.split(/[^\p{Script=Han}]+/u).includes(member)
        if (found) replaced = (other) => text.replace(member, other)
      } else {
        const phrase = stems(member)
        const at = latinStems.findIndex((_, i) => phrase.every((stem, j) => latinStems[i + j] === stem))
        if (at >= 0) replaced = (other) => [...latin.slice(0, at), other, ...latin.slice(at + phrase.length)].join(' ')
      }
      // A word is never narrowed to one character: 大米 is not any word with 米 in it.
      if (replaced)
        for (const other of group) if (other !== member && !(isHan(other) && Array.from(other).length === 1)) out.add(replaced(other))
    }
  }
  out.delete(text)
  return [...out]
}

/**
 * The latest keywords' matches are kept (per index, so a rebuild starts empty): a search page asks
 * for the same keyword's products twice, for its list and for its facet counts.
 */
const RECENT_SEARCHES = 256

/** Documents are added in slices of this many, yielding to the event loop between slices. */
const BUILD_CHUNK = 100

/** The most indexed words one Latin query word stands for (its prefixes, typos and swaps). */
const MAX_ALTERNATIVES = 64

/** The stems of the synonyms' Latin words: words of the trade, never read as typos of others. */
const TRADE_WORDS: ReadonlySet<string> = new Set(
  SYNONYMS.flat()
    .filter((member) => !isHan(member))
    .flatMap((member) => stems(normalize(member))),
)

/** A FlexSearch resolver stage of one query. */
const query = (term: string) => ({ query: term })

/**
 * Terms are made by ./tokenize.ts (normalised, Latin words, Chinese bigrams) and handed to
 * FlexSearch joined by spaces: its encoder only splits them again, changing nothing.
 */
const encoder = () => new Encoder({ normalize: false, split: ' ', dedupe: false, numeric: false, minlength: 1 })

type KindIndex = {
  index: Index
  /**
   * Every term the kind's documents hold: where a Latin word finds its prefixes and typos, a
   * single Chinese character the bigrams it starts, and a run typed without spaces its cuts; and
   * how many documents hold each.
   */
  terms: SearchableMap<number>
  /** Each document's place in the build: ties in relevance go to the lower. */
  rank: Map<number, number>
  /** Each document's origin (products) or country (brands), when known. */
  origin: Map<number, string>
  /** The documents of each origin, in the build's order. */
  byOrigin: Map<string, Array<number>>
  size: number
}

/** The last Chinese character of a category's name: the kind of thing it is (橄榄油 is an oil, 黄油饼干 a biscuit). */
const headOf = (nameZh: string): string | undefined => Array.from(normalize(nameZh).replace(/[^\p{Script=Han}]/gu, '')).at(-1)

export class CatalogueIndex {
  private readonly recent = new Map<string, ReadonlyArray<Hit>>()

  /** The words "did you mean" spells a keyword with, made when first needed (./did-you-mean.ts). */
  private vocabulary: Vocabulary | undefined

  private constructor(
    private readonly kinds: Record<Kind, KindIndex>,
    private readonly origins: OriginLexicon,
    /** The products of the categories whose Chinese name ends with a character, in the build's order. */
    private readonly headed: Map<string, Array<number>>,
  ) {}

  /**
   * Indexes `docs` without holding the event loop for more than a slice of documents, so
   * requests are served while a large catalogue is indexed. Each kind's documents come in the
   * order that breaks ties in relevance: the first given ranks first.
   */
  static async build(docs: CatalogueDocs): Promise<CatalogueIndex> {
    // Brand, category and country names repeat on every product, and segmenting is the build's
    // main cost: their terms are kept for the build only.
    const seen = new Map<string, Array<string>>()
    const termsOf = (field: string, text: string): Array<string> => {
      if (field === 'nameEn' || field === 'nameZh') return indexTerms(text)
      let terms = seen.get(text)
      if (!terms) seen.set(text, (terms = indexTerms(text)))
      return terms
    }
    const category = new Map(docs.categories.map((doc) => [doc.id, doc]))
    const categoryWords = new Map<number, string>()
    for (const doc of docs.categories) {
      const its = CATEGORY_WORDS[normalize(doc.nameEn)]
      if (its) categoryWords.set(doc.id, its.join(' '))
    }
    const headed = new Map<string, Array<number>>()
    const build = async <K extends Kind>(kind: K): Promise<KindIndex> => {
      const index = new Index({ tokenize: 'strict', resolution: RESOLUTION, encoder: encoder() })
      const known = new SearchableMap<number>()
      const rank = new Map<number, number>()
      const origin = new Map<number, string>()
      const byOrigin = new Map<string, Array<number>>()
      const list = docs[kind] as Array<CatalogueDocs[K][number]>
      for (let i = 0; i < list.length; i++) {
        const doc = list[i]!
        rank.set(doc.id, i)
        const code = 'originCode' in doc ? doc.originCode : 'countryCode' in doc ? doc.countryCode : undefined
        if (code) {
          origin.set(doc.id, code)
          const ids = byOrigin.get(code)
          if (ids) ids.push(doc.id)
          else byOrigin.set(code, [doc.id])
        }
        const categoryId = 'categoryId' in doc ? doc.categoryId : undefined
        const ownCategory = categoryId === undefined ? undefined : category.get(categoryId)
        if (kind === 'products' && ownCategory) {
          const head = headOf(ownCategory.nameZh)
          const ids = head === undefined ? undefined : headed.get(head)
          if (ids) ids.push(doc.id)
          else if (head !== undefined) headed.set(head, [doc.id])
        }
        const text = (field: string) =>
          field === 'categoryWords' ? (categoryWords.get(categoryId ?? -1) ?? '') : String(doc[field as keyof typeof doc] ?? '')
        const terms = FIELDS[kind].flatMap((field) => termsOf(field, text(field)))
        for (const term of new Set(terms)) known.update(term, (held = 0) => held + 1)
        index.add(doc.id, terms.join(' '))
        if (i % BUILD_CHUNK === BUILD_CHUNK - 1) await new Promise((resolve) => setImmediate(resolve))
      }
      return { index, terms: known, rank, origin, byOrigin, size: list.length }
    }
    const categories = await build('categories')
    const brands = await build('brands')
    const products = await build('products')
    return new CatalogueIndex({ products, brands, categories }, originLexicon(docs.countries ?? []), headed)
  }

  get size(): Record<Kind | 'terms', number> {
    const { products, brands, categories } = this.kinds
    return {
      products: products.size,
      brands: brands.size,
      categories: categories.size,
      terms: products.terms.size + brands.terms.size + categories.terms.size,
    }
  }

  /**
   * The origin a keyword names (a country of the catalogue, ./origins.ts), and the rest of it;
   * undefined when it names none.
   */
  originOf(keyword: string): KeywordOrigin | undefined {
    return findOrigin(keyword, this.origins)
  }

  /**
   * Products matching `keyword`, best first (all of them, or the first `limit`). A keyword that
   * names an origin lists the matches of its other words from there (智利车厘子: Chilean cherries),
   * or, when it is only the origin (泰国), that origin's products, most viewed first.
   */
  searchProducts(keyword: string, limit?: number): ReadonlyArray<Hit> {
    return this.fromOrigin('products', keyword, limit)
  }

  /** Brands matching `keyword`, best first; an origin word selects the brand's country. */
  searchBrands(keyword: string, limit?: number): ReadonlyArray<Hit> {
    return this.fromOrigin('brands', keyword, limit)
  }

  /** Categories matching `keyword` (an origin word in it left out: categories have none). */
  searchCategories(keyword: string, limit?: number): ReadonlyArray<Hit> {
    const origin = this.originOf(keyword)
    return origin && !origin.rest ? [] : this.search('categories', origin?.rest ?? keyword, limit)
  }

  /**
   * "Did you mean …" for a keyword that finds no product: the keyword spelt with the catalogue's
   * words, its synonyms' and its origin words (an origin word kept as typed), when that finds
   * products; else, when it names an origin that has none of them, its other words.
   */
  didYouMean(keyword: string): string | undefined {
    const corrected = correctKeyword(
      keyword,
      this.correctionVocabulary(),
      this.origins.han.map(([word]) => word),
    )
    if (corrected && this.searchProducts(corrected, 1).length) return corrected
    const origin = this.originOf(keyword)
    return origin?.rest && this.searchProducts(origin.rest, 1).length ? origin.rest : undefined
  }

  /**
   * The categories closest to goods the catalogue lacks (CLOSEST_CATEGORY: "lemon" → Citrus),
   * best first; none when the keyword names no such goods.
   */
  closestCategories(keyword: string, limit = 5): Array<Hit> {
    const text = normalize(keyword)
    const latin = new Set(words(text.replace(/\p{Script=Han}+/gu, ' ')).map((word) => stemOf(word) ?? word))
    const out = new Map<number, Hit>()
    for (const [category, goods] of CLOSEST_CATEGORY) {
      const named = goods.some((word) => (isHan(word) ? text.includes(word) : latin.has(stemOf(word) ?? word)))
      if (named) for (const hit of this.searchCategories(category, limit)) if (!out.has(hit.id)) out.set(hit.id, hit)
    }
    return [...out.values()].slice(0, limit)
  }

  private correctionVocabulary(): Vocabulary {
    if (this.vocabulary) return this.vocabulary
    const { terms } = this.kinds.products
    const extra = new SearchableMap<true>()
    const following = new Map<string, Set<string>>()
    const preceding = new Map<string, Set<string>>()
    const pairs = new Set<string>()
    const addPair = (pair: string) => {
      const [first, second] = Array.from(pair) as [string, string]
      pairs.add(pair)
      following.set(first, (following.get(first) ?? new Set()).add(second))
      preceding.set(second, (preceding.get(second) ?? new Set()).add(first))
    }
    // Each marked stem's shortest word ("~cherri" → cherries, when no "cherry" is indexed).
    const stemWords = new Map<string, string>()
    for (const [term] of terms) {
      if (isHan(term)) {
        if (Array.from(term).length === 2) addPair(term)
        continue
      }
      const stem = term.startsWith(STEM_MARK) ? undefined : stemOf(term)
      if (!stem || stem === term) continue
      const held = stemWords.get(STEM_MARK + stem)
      if (!held || term.length < held.length) stemWords.set(STEM_MARK + stem, term)
    }
    const more = [...SYNONYMS.flat(), ...this.origins.latin.keys(), ...this.origins.han.map(([word]) => word)]
    for (const phrase of more) {
      if (isHan(phrase)) for (const pair of bigrams(phrase)) addPair(pair)
      else for (const word of words(normalize(phrase))) extra.set(word, true)
    }
    const none: ReadonlySet<string> = new Set()
    this.vocabulary = {
      has: (term) => (isHan(term) ? pairs.has(term) : terms.has(term) || extra.has(term)),
      near: (word, distance) => {
        const out = [...terms.fuzzyGet(word, distance), ...extra.fuzzyGet(word, distance)].map(
          ([term, [, edits]]) => [term, edits] as const,
        )
        // Two neighbours swapped is one slip ("rcie" → rice), and a word near another's stem is
        // near that word ("cheri" → cherries, by ~cherri).
        for (const swapped of swaps(word)) if (terms.has(swapped) || extra.has(swapped)) out.push([swapped, 1])
        const stem = stemOf(word)
        if (stem)
          for (const [term, [, edits]] of terms.fuzzyGet(STEM_MARK + stem, distance)) {
            const whole = stemWords.get(term)
            if (whole) out.push([whole, edits])
          }
        return out
      },
      following: (char) => following.get(char) ?? none,
      preceding: (char) => preceding.get(char) ?? none,
      // Uncached: the candidates of a correction would push the latest keywords out.
      count: (text) => (this.originOf(text) ? this.searchProducts(text, 100) : this.widened('products', text, 100)).length,
    }
    return this.vocabulary
  }

  private fromOrigin(kind: 'products' | 'brands', keyword: string, limit: number | undefined): ReadonlyArray<Hit> {
    const origin = this.originOf(keyword)
    if (!origin) return this.search(kind, keyword, limit)
    const { origin: originOf, byOrigin } = this.kinds[kind]
    const max = limit ?? this.kinds[kind].size
    if (!origin.rest) {
      const ids = byOrigin.get(origin.code) ?? []
      // One tie: the build's order (most viewed first).
      return ids.slice(0, max).map((id) => ({ id, score: 1 }))
    }
    // Every match of the other words, then those from the origin: the limit applies after.
    const out: Array<Hit> = []
    for (const hit of this.search(kind, origin.rest, undefined)) {
      if (out.length >= max) break
      if (originOf.get(hit.id) === origin.code) out.push(hit)
    }
    return out
  }

  private search(kind: Kind, keyword: string, limit: number | undefined): ReadonlyArray<Hit> {
    const key = `${kind}|${limit ?? ''}|${keyword}`
    let hits = this.recent.get(key)
    if (!hits) {
      hits = this.widened(kind, keyword, limit ?? this.kinds[kind].size)
      this.recent.set(key, hits)
      if (this.recent.size > RECENT_SEARCHES) this.recent.delete(this.recent.keys().next().value!)
    }
    return hits
  }

  /**
   * The queries of a keyword's parts: a Latin word as itself when the catalogue holds it, else as
   * any of the indexed words it may mean (its prefixes, typos and swaps); a Chinese run as all its
   * bigrams (a single character as any bigram it starts). A part no indexed word can match is left
   * out.
   */
  private parts(kind: Kind, parsed: ParsedQuery): Array<Array<string>> {
    const { terms } = this.kinds[kind]
    const out: Array<Array<string>> = []
    for (const word of parsed.latin) {
      // Its inflections: the stem as a word ("mangoes" → mango) and as the marked stem of other
      // words ("mango" → ~mango, held by "mangoes"), each only if the catalogue holds it.
      const stem = stemOf(word)
      const inflected = stem === undefined ? [] : [stem, STEM_MARK + stem].filter((term) => term !== word && terms.has(term))
      // A word the catalogue holds is taken as typed: "rice" does not also look for rich, price or
      // ricotta; so is a word of the trade's synonyms, which its synonyms find ("cookies" is not a
      // typo of cooking). Any other word stands for the words it begins, its typos and its swaps.
      if (terms.has(word)) {
        out.push([word, ...inflected])
        continue
      }
      if (TRADE_WORDS.has(stem ?? word)) {
        out.push(inflected)
        continue
      }
      const found = new Set<string>(inflected)
      for (const [term] of terms.atPrefix(word)) {
        if (found.size >= MAX_ALTERNATIVES) break
        found.add(term)
      }
      const typos = maxTypos(word)
      if (typos)
        for (const [term] of [...terms.fuzzyGet(word, typos)].toSorted((a, b) => a[1][1] - b[1][1])) {
          if (found.size >= MAX_ALTERNATIVES) break
          found.add(term)
        }
      for (const term of swaps(word)) if (terms.has(term)) found.add(term)
      out.push([...found])
    }
    for (const run of parsed.han) {
      if (Array.from(run.run).length === 1) out.push([...terms.atPrefix(run.run).keys()].slice(0, MAX_ALTERNATIVES))
      else out.push(run.bigrams.every((term) => terms.has(term)) ? [run.bigrams.join(' ')] : [])
    }
    return out
  }

  /**
   * The keyword's matches, widened by its synonyms: first what matches all of the keyword as
   * typed, then what matches all of a synonym's variant. Scores are shifted per tier, so that ties
   * stay ties within one.
   */
  private widened(kind: Kind, keyword: string, limit: number): Array<Hit> {
    const own = this.match(kind, keyword, limit)
    // A variant counts when it matches as a whole: every part, and no character of its Chinese
    // dropped between cuts (茉莉香米 → 茉莉大米 would otherwise be 茉莉, and find jasmine tea).
    const variants = synonymVariants(keyword)
      .map((variant) => this.match(kind, variant, limit))
      .filter((found) => found.complete && found.whole)
    const headed = kind === 'products' ? this.headedBy(keyword) : []
    if (!variants.length && !headed.length) return own.hits
    // What matched only part of the keyword (some words, or a run with characters dropped) gives
    // way to a variant that matched all of it: 智利车厘子 is Chilean cherries, not all of Chile.
    const tiers = [headed, variants.length && !(own.complete && own.whole) ? [] : own.hits, ...variants.map((found) => found.hits)]
    const seen = new Set<number>()
    const out: Array<Hit> = []
    tiers.forEach((hits, tier) => {
      // A tier's scores lie above every later tier's (a match's score is its bucket, far below).
      const base = (tiers.length - tier) * TIER
      for (const hit of hits) {
        if (out.length >= limit || seen.has(hit.id)) continue
        seen.add(hit.id)
        out.push({ id: hit.id, score: base + hit.score })
      }
    })
    return out
  }

  /**
   * A keyword of one Chinese character is a word of the trade (米, 油, 鱼) and is ranked by
   * category: the products of the categories whose name ends with it (茉莉香米 is rice, 橄榄油 an
   * oil; 黄油饼干 is a biscuit) come first, most viewed first. Not for any other keyword.
   */
  private headedBy(keyword: string): Array<Hit> {
    const parsed = parseQuery(keyword)
    const [only] = parsed.han
    if (parsed.latin.length || parsed.han.length !== 1 || Array.from(only!.run).length !== 1) return []
    return (this.headed.get(only!.run) ?? []).map((id) => ({ id, score: 0 }))
  }

  /**
   * The keyword's matches; whether they match every part of it (else any part); and whether its
   * parts hold all of its Chinese (cutting a run drops a lone character between two cuts).
   */
  private match(kind: Kind, keyword: string, limit: number): { hits: Array<Hit>; complete: boolean; whole: boolean } {
    const typed = parseQuery(keyword)
    const parsed = cutRuns(typed, this.kinds[kind].terms)
    const whole = hanLength(parsed) === hanLength(typed)
    const none = { hits: [], complete: false, whole }
    if (isEmptyQuery(parsed)) return none
    const index = this.kinds[kind].index as Index
    const parts = this.parts(kind, parsed)
    const matchable = parts.filter((queries) => queries.length > 0)
    if (!matchable.length) return none
    // FlexSearch's resolver: a part is any of its queries (a run's bigrams are one query, matched
    // when all of them occur); the keyword is all of its parts, else any of them. The last stage
    // stops at `limit` matches, best first; the stages before it must keep every match.
    const withLimit = <T extends object>(stages: Array<T>) =>
      stages.map((stage, i) => (i === stages.length - 1 ? { ...stage, limit } : stage))
    /** The parts' first part's matches, stopping at `limit` when nothing follows. */
    const firstPart = (ordered: Array<Array<string>>, last: boolean) => {
      const [first, ...others] = ordered[0]! as [string, ...Array<string>]
      const resolver = new Resolver({ index, query: first, ...(last && !others.length ? { limit } : {}) })
      return others.length ? resolver.or(...(last ? withLimit(others.map(query)) : others.map(query))) : resolver
    }
    const rest = matchable.slice(1)
    let buckets: Array<Array<number | string>> = []
    // Every part one query: FlexSearch's own query of all the terms (AND), stopping at the limit.
    if (matchable.length === parts.length && matchable.every((queries) => queries.length === 1))
      buckets = new Resolver({ index, query: matchable.map(([only]) => only).join(' '), limit }).result
    else if (matchable.length === parts.length)
      buckets = rest.length
        ? firstPart(matchable, false).and(...withLimit(rest.map((queries) => ({ or: queries.map(query) })))).result
        : firstPart(matchable, true).result
    const complete = buckets.some((bucket) => bucket?.length)
    // Any of one part is all of it: the fallback would repeat the search. In the fallback, each
    // part's matches in turn: a word found as typed (or by its stem) before one read as a typo
    // ("hom mali rice": rice, not Chiang Mai), and the rarer first, as it says the most ("raw
    // cashews" is about cashews, not about everything raw).
    if (!complete && parts.length > 1) {
      const { terms } = this.kinds[kind]
      const held = (queries: Array<string>) =>
        queries.reduce((sum, one) => sum + Math.min(...one.split(' ').map((term) => terms.get(term) ?? 0)), 0)
      const asTyped = (queries: Array<string>) => {
        const at = parts.indexOf(queries)
        if (at >= parsed.latin.length) return true
        const word = parsed.latin[at]!
        const stem = stemOf(word)
        return queries.some((term) => term === word || (stem !== undefined && (term === stem || term === STEM_MARK + stem)))
      }
      buckets = matchable
        .toSorted((a, b) => Number(asTyped(b)) - Number(asTyped(a)) || held(a) - held(b))
        .flatMap((queries) => firstPart([queries], true).result as Array<Array<number | string>>)
    }
    const { rank } = this.kinds[kind]
    const hits: Array<Hit & { rank: number }> = []
    const seen = new Set<number>()
    for (let slot = 0; slot < buckets.length && hits.length < limit; slot++) {
      for (const value of buckets[slot] ?? []) {
        const id = Number(value)
        if (seen.has(id)) continue
        seen.add(id)
        hits.push({ id, score: buckets.length - slot, rank: rank.get(id) ?? Infinity })
        if (hits.length >= limit) break
      }
    }
    // Within a bucket, FlexSearch's order follows the build's only for a single term: ties are
    // put in the build's order here.
    hits.sort((a, b) => b.score - a.score || a.rank - b.rank)
    return { hits: hits.map(({ id, score }) => ({ id, score })), complete, whole }
  }
}
