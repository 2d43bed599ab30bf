import { describe, expect, it } from 'vitest'
import { brandPrefixes, brandSuffixes, grades, seedCategories, seedCountries } from '../db/seed-data'
import { CatalogueIndex, type BrandDoc, type CategoryDoc, type ProductDoc } from './catalogue-index'
import MiniSearch from 'minisearch'
import {
  asMatches,
  bitCount,
  combine,
  Dictionary,
  editDistance,
  patternMasks,
  intersect,
  PostingsCache,
  rank,
  toPostings,
  unite,
  type Matches,
} from './scorer'
import { mulberry32 } from '../../lib/random'

const matches = (rows: Array<[id: number, score: number, terms: number]>): Matches => ({
  ids: Int32Array.from(rows.map((r) => r[0])),
  scores: Float64Array.from(rows.map((r) => r[1])),
  terms: Uint32Array.from(rows.map((r) => r[2])),
})
const rows = (m: Matches) => Array.from(m.ids, (id, i) => [id, m.scores[i], m.terms[i]])

const views = (id: number) => (id === 3 ? 9 : 0)

describe('scorer primitives', () => {
  it('sorts postings by id', () => {
    const p = toPostings([
      [7, 0.5],
      [2, 1.5],
      [5, 2],
    ])
    expect(Array.from(p.ids)).toEqual([2, 5, 7])
    expect(Array.from(p.scores)).toEqual([1.5, 2, 0.5])
    const m = asMatches(p, 3)
    expect(Array.from(m.terms)).toEqual([8, 8, 8])
  })

  it('intersects: documents in both, scores added, terms united', () => {
    const a = matches([
      [1, 1, 1],
      [3, 2, 1],
      [4, 3, 1],
    ])
    const b = matches([
      [3, 10, 2],
      [4, 20, 4],
      [9, 1, 2],
    ])
    expect(rows(intersect(a, b))).toEqual([
      [3, 12, 3],
      [4, 23, 5],
    ])
    expect(rows(intersect(a, matches([])))).toEqual([])
  })

  it('unites: documents in either, scores added where both have them', () => {
    const a = matches([
      [1, 1, 1],
      [4, 3, 1],
    ])
    const b = matches([
      [2, 5, 2],
      [4, 20, 2],
      [6, 1, 2],
    ])
    expect(rows(unite(a, b))).toEqual([
      [1, 1, 1],
      [2, 5, 2],
      [4, 23, 3],
      [6, 1, 2],
    ])
    expect(rows(unite(matches([]), b))).toEqual(rows(b))
  })

  it('combines left to right, and nothing for no parts', () => {
    const a = matches([
      [1, 1, 1],
      [2, 1, 1],
    ])
    const b = matches([
      [2, 2, 2],
      [3, 2, 2],
    ])
    const c = matches([
      [2, 4, 4],
      [3, 4, 4],
    ])
    expect(rows(combine([a, b, c], 'AND'))).toEqual([[2, 7, 7]])
    expect(rows(combine([a, b, c], 'OR'))).toEqual([
      [1, 1, 1],
      [2, 7, 7],
      [3, 6, 6],
    ])
    expect(rows(combine([], 'AND'))).toEqual([])
  })

  it('counts the distinct terms matched', () => {
    expect(bitCount(0)).toBe(0)
    expect(bitCount(0b1011)).toBe(3)
    expect(bitCount(0xffffffff)).toBe(32)
    expect(bitCount(0x80000000)).toBe(1)
  })

  it('ranks by score × terms matched, near ties by views then id, up to the limit', () => {
    const m = matches([
      [1, 1, 1], // 1 × 1 term
      [2, 0.6, 3], // 0.6 × 2 terms = 1.2
      [3, 1, 1],
      [4, 1 + 1e-9, 1], // a tie with 1 and 3
      [5, 0.1, 1],
    ])
    expect(rank(m, views).map((h) => h.id)).toEqual([2, 3, 1, 4, 5])
    expect(rank(m, views)[0]!.score).toBeCloseTo(1.2)
    expect(rank(m, views, 2).map((h) => h.id)).toEqual([2, 3])
  })

  it('keeps postings in a bounded LRU', () => {
    const cache = new PostingsCache(2, 5)
    let computed = 0
    const make = (n: number) => () => {
      computed++
      return toPostings(Array.from({ length: n }, (_, i) => [i, 1] as const))
    }
    cache.get('a', make(1))
    cache.get('b', make(1))
    cache.get('a', make(1)) // a is now the most recent
    expect(computed).toBe(2)
    cache.get('c', make(1)) // drops b, the least recent
    expect(cache.size).toEqual({ terms: 2, postings: 2 })
    cache.get('a', make(1))
    expect(computed).toBe(3)
    cache.get('b', make(1))
    expect(computed).toBe(4)
    // Bounded in postings too: 4 more (6 > 5) drop the least recent; more than the bound is
    // computed but not kept.
    cache.get('d', make(4))
    expect(cache.size).toEqual({ terms: 2, postings: 5 })
    expect(cache.get('e', make(6)).ids.length).toBe(6)
    expect(cache.size).toEqual({ terms: 2, postings: 5 })
    cache.get('b', make(1)) // kept
    expect(computed).toBe(6)
    cache.get('a', make(1)) // dropped for d
    expect(computed).toBe(7)
    cache.clear()
    expect(cache.size).toEqual({ terms: 0, postings: 0 })
  })
})

/** Levenshtein distance, the textbook way. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)))
    row = next
  }
  return row[b.length]!
}

describe('dictionary', () => {
  it('measures edit distances like the textbook algorithm', () => {
    const words = [
      'jasmine',
      'jasmnie',
      'jasmin',
      'rice',
      'rcie',
      'ric',
      'durian',
      'durien',
      '',
      'a',
      'abcdefghijklmnopqrstuvwxyzabcde',
      '茉莉香米',
      '茉莉',
    ]
    const pairs = words.flatMap((a) => words.map((b) => `${a}→${b}`))
    const measured = words.flatMap((a) => words.map((b) => `${a}→${b}: ${editDistance(a, patternMasks(a), b)}`))
    expect(measured).toEqual(
      pairs.map((pair) => {
        const [a, b] = pair.split('→') as [string, string]
        return `${pair}: ${levenshtein(a, b)}`
      }),
    )
    expect(editDistance('jasmnie', patternMasks('jasmnie'), 'jasmine')).toBe(2)
  })

  it("finds prefixed and near terms as MiniSearch's radix tree does", () => {
    const map = new MiniSearch({ fields: ['text'] })
    const text = 'jasmine jasmin jar rice rich ricotta durian durum mango mangoes 茉莉 香米 olive olives oil'
    map.add({ id: 1, text })
    const internal = (
      map as unknown as {
        _index: Iterable<[string, unknown]> & {
          fuzzyGet(t: string, d: number): Map<string, [unknown, number]>
          atPrefix(t: string): Iterable<[string, unknown]>
        }
      }
    )._index
    const dictionary = new Dictionary(internal)
    expect(dictionary.terms).toEqual(dictionary.terms.toSorted())
    for (const query of ['ja', 'jasmin', 'ric', 'mango', 'zzz', '茉', 'o', 'durien', 'jasmnie', 'olvie', 'rcie']) {
      const { from, to } = dictionary.prefixed(query)
      expect({
        query,
        terms: dictionary.terms.slice(from, to).toSorted(),
      }).toEqual({
        query,
        terms: Array.from(internal.atPrefix(query), ([t]) => t).toSorted(),
      })
      for (const distance of [1, 2]) {
        const near = new Map(dictionary.near(query, distance).map(([i, d]) => [dictionary.terms[i]!, d]))
        const expected = new Map(Array.from(internal.fuzzyGet(query, distance), ([t, [, d]]) => [t, d]))
        expect({ query, distance, near }).toEqual({
          query,
          distance,
          near: expected,
        })
      }
    }
  })
})

// ─── the scorer against MiniSearch's own evaluation, on a catalogue like the demo's ─────────

const rand = mulberry32(45)
const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(rand() * list.length)]!

function catalogue() {
  const categories: Array<CategoryDoc> = []
  const subs: Array<{
    id: number
    en: string
    zh: string
    pack: readonly [string, string]
  }> = []
  for (const top of seedCategories) {
    const parentId = categories.length + 1
    categories.push({
      id: parentId,
      parentId: null,
      nameEn: top.name[0],
      nameZh: top.name[1],
    })
    for (const child of top.children) {
      const id = categories.length + 1
      categories.push({
        id,
        parentId,
        nameEn: child.name[0],
        nameZh: child.name[1],
      })
      subs.push({
        id,
        en: `${child.name[0]} ${top.name[0]}`,
        zh: `${child.name[1]} ${top.name[1]}`,
        pack: child.pack,
      })
    }
  }
  const brands: Array<BrandDoc> = []
  for (let id = 1; id <= 120; id++) {
    const [pe, pz] = pick(brandPrefixes)
    const [se, sz] = pick(brandSuffixes)
    const country = pick(seedCountries)
    const sub = pick(subs)
    brands.push({
      id,
      nameEn: `${pe} ${country.name[0]} ${se}`,
      nameZh: `${pz}${country.name[1]}${sz}`,
      logo: '',
      countryEn: country.name[0],
      countryZh: country.name[1],
      categoryEn: sub.en,
      categoryZh: sub.zh,
      views: Math.floor(rand() * 5),
    })
  }
  const products: Array<ProductDoc> = []
  for (let id = 1; id <= 900; id++) {
    const brand = pick(brands)
    const sub = pick(subs)
    const [ge, gz] = pick(grades)
    const country = pick(seedCountries)
    products.push({
      id,
      nameEn: `${ge} ${sub.en.split(' ')[0]}, ${sub.pack[0]}`,
      nameZh: `${gz}${sub.zh.split(' ')[0]}，${sub.pack[1]}`,
      brandId: brand.id,
      brandEn: brand.nameEn,
      brandZh: brand.nameZh,
      categoryId: sub.id,
      categoryEn: sub.en,
      categoryZh: sub.zh,
      originEn: country.name[0],
      originZh: country.name[1],
      image: null,
      views: Math.floor(rand() * 5),
    })
  }
  const words = [
    ...new Set(
      [...subs.map((s) => s.en), ...brands.map((b) => b.nameEn), ...grades.map((g) => g[0])]
        .flatMap((text) => text.toLowerCase().split(/[^a-z]+/))
        .filter((w) => w.length >= 3),
    ),
  ]
  const han = [...new Set([...subs.map((s) => s.zh.split(' ')[0]!), ...brandPrefixes.map((p) => p[1]), ...grades.map((g) => g[1])])]
  return { categories, brands, products, words, han }
}

/** A word with a typo (substitution, deletion, insertion, swap) or cut to a prefix. */
function mangle(word: string): string {
  const i = 1 + Math.floor(rand() * (word.length - 1))
  const letter = pick('abcdefghijklmnopqrstuvwxyz'.split(''))
  switch (Math.floor(rand() * 5)) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i + 1)
    case 1:
      return word.slice(0, i) + word.slice(i + 1)
    case 2:
      return word.slice(0, i) + letter + word.slice(i)
    case 3:
      return i < word.length - 1 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, -1)
    default:
      return word.slice(0, Math.max(2, i + 1))
  }
}

describe("the scorer agrees with MiniSearch's evaluation", () => {
  const data = catalogue()
  const index = new CatalogueIndex(data)
  const keywords = ['茉莉香米', 'jasmin ric', 'durien', 'a', 'r', '榴', 'olive submarine', '2', 'kg 12', '香蕉 bananas']
  for (let i = 0; i < 150; i++) {
    const kind = rand()
    keywords.push(
      kind < 0.35
        ? mangle(pick(data.words))
        : kind < 0.6
          ? `${pick(data.words)} ${mangle(pick(data.words))}`
          : kind < 0.8
            ? pick(data.han) + (rand() < 0.5 ? pick(data.han) : '')
            : `${pick(data.han)} ${mangle(pick(data.words))}`,
    )
  }

  it('ranks the same documents in the same order, with the same scores', () => {
    let found = 0
    for (const keyword of keywords) {
      for (const kind of ['products', 'brands', 'categories'] as const) {
        const search =
          kind === 'products'
            ? index.searchProducts(keyword)
            : kind === 'brands'
              ? index.searchBrands(keyword)
              : index.searchCategories(keyword)
        const reference = index.referenceSearch(kind, keyword)
        expect(
          search.map((h) => h.id),
          `${kind}: ${keyword}`,
        ).toEqual(reference.map((h) => h.id))
        const worst = Math.max(0, ...search.map((h, i) => Math.abs(h.score - reference[i]!.score) / reference[i]!.score))
        expect(worst).toBeLessThan(1e-9)
        if (search.length) found++
      }
    }
    // The keywords do find things (the comparison is not of empty lists).
    expect(found).toBeGreaterThan(keywords.length)
  }, 60_000)

  it('answers the second time from its memo, and forgets it on a write', () => {
    const live = new CatalogueIndex(data)
    live.searchProducts('jasmin ric')
    const memo = live.termMemo.products
    expect(memo.terms).toBe(2)
    expect(memo.postings).toBeGreaterThan(0)
    live.searchProducts('ric jasmin')
    expect(live.termMemo.products.terms).toBe(2)
    live.upsertProduct({ ...data.products[0]!, nameEn: 'Zyxwvut' })
    expect(live.termMemo.products.terms).toBe(0)
    expect(live.searchProducts('zyxwvut').map((h) => h.id)).toEqual([1])
  })

  it("falls back to MiniSearch's evaluation past 32 distinct terms, with the same answer", () => {
    const long = Array.from(data.han.join('')).slice(0, 40).join('')
    expect(index.searchProducts(long)).toEqual(index.referenceSearch('products', long))
  })
})
