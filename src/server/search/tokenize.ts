/**
 * Text → search terms, for both languages of the catalogue (ADR 063).
 *
 * - Text is normalised first: NFKC (full-width letters and digits become ASCII), lower case,
 *   Latin diacritics and apostrophes removed ("Café", "bird's" → "cafe", "birds").
 * - Latin and digit words are split at spaces and punctuation (`Intl.Segmenter`'s word-like
 *   segments when the text is not plain ASCII).
 * - A Chinese run is indexed and matched by one tokenisation only: its character bigrams
 *   ("特选茉莉香米" → 特选|选茉|茉莉|莉香|香米; a one-character run as that character). A query's
 *   run matches when all of its bigrams occur. Dictionary words were indexed beside them once,
 *   with single characters; at 90,000 products those three forms held most of the index and
 *   doubled each Chinese query's work (ADR 063), while bigrams alone decide what matches.
 * - An English word whose Porter stem differs from it is indexed with that stem too, marked
 *   ("mangoes" → mangoes, ~mango), so that a word and its plural or singular find each other.
 */

import { stemmer } from 'stemmer'

const HAN = /\p{Script=Han}/u
const HAN_RUN = /\p{Script=Han}+/gu

let segmenter: Intl.Segmenter | undefined
const wordSegmenter = () => (segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' }))

/** NFKC, lower case, Latin diacritics and apostrophes dropped. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '').normalize('NFC')
}

/**
 * Lower-case ASCII letters and digits, separated by spaces: the segmenter's words are exactly the
 * space-separated runs (UAX #29 joins letters and digits, and breaks at spaces), found without it.
 * Most typed keywords are such text, and segmenting them took ~5 % of a search's server time.
 */
const PLAIN_WORDS = /^[a-z0-9 ]*$/

/** The word-like segments of normalised text. */
export function words(normalized: string): Array<string> {
  if (PLAIN_WORDS.test(normalized)) return normalized.split(' ').filter((word) => word !== '')
  const out: Array<string> = []
  for (const part of wordSegmenter().segment(normalized)) if (part.isWordLike) out.push(part.segment)
  return out
}

/** A run's character bigrams (a one-character run: that character). */
export function bigrams(run: string): Array<string> {
  const chars = Array.from(run)
  if (chars.length < 2) return chars
  const out: Array<string> = []
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!)
  return out
}

export const isHan = (term: string): boolean => HAN.test(term)

/** Marks an indexed stem, so that it never passes for a word someone typed ("cherri"). */
export const STEM_MARK = '~'

/** A word's Porter stem: letters only, from 3 of them ("mangoes" → mango, "cherry" → cherri). */
export function stemOf(word: string): string | undefined {
  return word.length >= 3 && /^[a-z]+$/.test(word) ? stemmer(word) : undefined
}

/**
 * The terms a document field is indexed under: its Latin words, each followed by its marked stem
 * when that differs from it (one place later, so an exact word ranks above a stemmed one), then its
 * Chinese bigrams.
 */
export function indexTerms(text: string): Array<string> {
  const normalized = normalize(text)
  const terms: Array<string> = []
  for (const word of words(normalized.replace(HAN_RUN, ' '))) {
    terms.push(word)
    const stem = stemOf(word)
    if (stem && stem !== word) terms.push(STEM_MARK + stem)
  }
  for (const [run] of normalized.matchAll(HAN_RUN)) terms.push(...bigrams(run))
  return terms
}

/**
 * A query, split for matching: Latin and digit words (matched with prefix and typo tolerance),
 * and Chinese runs (each matched by all of its bigrams).
 */
export type ParsedQuery = {
  latin: Array<string>
  han: Array<{ run: string; bigrams: Array<string> }>
}

export function parseQuery(text: string): ParsedQuery {
  const normalized = normalize(text)
  const latin = words(normalized.replace(HAN_RUN, ' '))
  const han: ParsedQuery['han'] = []
  for (const [run] of normalized.matchAll(HAN_RUN)) han.push({ run, bigrams: bigrams(run) })
  return { latin, han }
}

export const isEmptyQuery = (query: ParsedQuery): boolean => query.latin.length === 0 && query.han.length === 0
