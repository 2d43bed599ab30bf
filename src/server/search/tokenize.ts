/**
 * Text → search terms, for both languages of the catalogue (ADR 063).
 *
 * - Text is normalised first: NFKC (full-width letters and digits become ASCII), lower case,
 *   Latin diacritics and apostrophes removed ("Café", "bird's" → "cafe", "birds").
 * - `Intl.Segmenter` (zh) splits it into words: Latin words at spaces and punctuation, Chinese
 *   by its dictionary ("特选茉莉香米" → 特|选|茉莉|香|米).
 * - A Chinese run is also indexed as its character bigrams and single characters. Dictionary
 *   segmentation depends on context (the same characters can split differently in a name and in
 *   a query), so a query's Chinese run is matched by its bigrams (all of them must occur), and
 *   its dictionary words add to the score of documents that contain them as words.
 */

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

function bigrams(run: string): Array<string> {
  const chars = Array.from(run)
  if (chars.length < 2) return chars
  const out: Array<string> = []
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!)
  return out
}

export const isHan = (term: string): boolean => HAN.test(term)

/** The terms a document field is indexed under. */
export function indexTerms(text: string): Array<string> {
  const normalized = normalize(text)
  const terms = words(normalized)
  for (const [run] of normalized.matchAll(HAN_RUN)) {
    const chars = Array.from(run)
    if (chars.length < 2) continue
    terms.push(...bigrams(run), ...chars)
  }
  return terms
}

/**
 * A query, split for matching: Latin and digit words (matched with prefix and typo tolerance),
 * and Chinese runs (each matched by its bigrams, ranked by its words).
 */
export type ParsedQuery = {
  latin: Array<string>
  han: Array<{ bigrams: Array<string>; words: Array<string> }>
}

export function parseQuery(text: string): ParsedQuery {
  const normalized = normalize(text)
  const latin: Array<string> = []
  for (const word of words(normalized.replace(HAN_RUN, ' '))) latin.push(word)
  const han: ParsedQuery['han'] = []
  for (const [run] of normalized.matchAll(HAN_RUN)) han.push({ bigrams: bigrams(run), words: words(run) })
  return { latin, han }
}

export const isEmptyQuery = (query: ParsedQuery): boolean => query.latin.length === 0 && query.han.length === 0
