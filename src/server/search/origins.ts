/**
 * Origin words: a country named in a keyword ("智利车厘子", "chilean cherries", "泰国") is read as
 * the origin the buyer wants, not as one more word to match (./catalogue-index.ts filters the
 * keyword's other words' matches by it). The words are the catalogue's own country names, in both
 * languages, and the other names buyers use for them, as data here: adjectives, short and older
 * names. Only a country of the catalogue is recognised (an alias of any other is ignored).
 */
import { normalize, words } from './tokenize'

/** Other words for a country, by its ISO code (lower case; its catalogue names count already). */
export const ORIGIN_ALIASES: Readonly<Record<string, ReadonlyArray<string>>> = {
  AU: ['australian', 'aussie', '澳洲'],
  BR: ['brazilian', 'brasil'],
  CL: ['chilean'],
  CN: ['chinese', '国产'],
  EC: ['ecuadorian', 'ecuadorean'],
  ES: ['spanish', 'espana'],
  ID: ['indonesian', '印尼'],
  IT: ['italian', 'italia'],
  MY: ['malaysian', '大马'],
  NZ: ['nz', '纽西兰'],
  PE: ['peruvian'],
  PH: ['philippine', 'filipino'],
  TH: ['thai'],
  TR: ['turkey', 'turkish'],
  VN: ['vietnamese', 'viet nam'],
  ZA: ['south african'],
}

/** Words that only join an origin to the goods ("cherries from chile", "智利产的车厘子"). */
const LATIN_GLUE = new Set(['from', 'of', 'in', 'made', 'origin'])
const HAN_GLUE_AFTER = /^(产的|产|的)/u
const HAN_GLUE_BEFORE = /(的)$/u

export type OriginCountry = { code: string; nameEn: string; nameZh: string }

/** The origin words of a catalogue: Latin phrases (words joined by one space) and Chinese words. */
export type OriginLexicon = {
  latin: Map<string, string>
  /** Longest first, so 澳大利亚 is found before any shorter word inside it. */
  han: Array<readonly [string, string]>
  /** The most words a Latin phrase has. */
  longest: number
}

const HAN = /\p{Script=Han}/u
const HAN_RUN = /\p{Script=Han}+/gu

export function originLexicon(countries: ReadonlyArray<OriginCountry>): OriginLexicon {
  const latin = new Map<string, string>()
  const han = new Map<string, string>()
  for (const country of countries) {
    for (const name of [country.nameEn, country.nameZh, ...(ORIGIN_ALIASES[country.code] ?? [])]) {
      const text = normalize(name).trim()
      if (!text) continue
      if (HAN.test(text)) han.set(text, country.code)
      else latin.set(words(text).join(' '), country.code)
    }
  }
  return {
    latin,
    han: [...han].toSorted((a, b) => b[0].length - a[0].length),
    longest: Math.max(1, ...[...latin.keys()].map((phrase) => phrase.split(' ').length)),
  }
}

/** A keyword's origin and what it asks for besides (normalised; '' when it is only the origin). */
export type KeywordOrigin = { code: string; rest: string }

/**
 * The first origin word of `keyword` (a Chinese one first: typed without spaces, it is found
 * anywhere in a run), and the keyword without it and without the words that join it to the goods.
 */
export function findOrigin(keyword: string, lexicon: OriginLexicon): KeywordOrigin | undefined {
  const text = normalize(keyword)
  for (const [word, code] of lexicon.han) {
    const at = text.indexOf(word)
    if (at < 0) continue
    const before = text.slice(0, at).replace(HAN_GLUE_BEFORE, '')
    const after = text.slice(at + word.length).replace(HAN_GLUE_AFTER, '')
    return { code, rest: withoutGlue(`${before} ${after}`) }
  }
  const latin = words(text.replace(HAN_RUN, ' '))
  const runs = text.match(HAN_RUN) ?? []
  for (let i = 0; i < latin.length; i++) {
    for (let n = Math.min(lexicon.longest, latin.length - i); n >= 1; n--) {
      const code = lexicon.latin.get(latin.slice(i, i + n).join(' '))
      if (code) return { code, rest: withoutGlue([...latin.slice(0, i), ...latin.slice(i + n), ...runs].join(' ')) }
    }
  }
  return undefined
}

/** The text's Latin words but the glue words, and its Chinese runs, joined by spaces. */
const withoutGlue = (text: string) =>
  [...words(text.replace(HAN_RUN, ' ')).filter((word) => !LATIN_GLUE.has(word)), ...(text.match(HAN_RUN) ?? [])].join(' ')
