/**
 * "Did you mean …": a keyword that finds nothing, spelt again with the catalogue's own words
 * (./catalogue-index.ts calls this only when a search found nothing, and offers the result only
 * when it finds something).
 *
 * - A Latin word the vocabulary lacks becomes its nearest word in it: the fewest edits (one for a
 *   word of up to 4 letters, two up to 7, three beyond; more than the search itself forgives),
 *   then the one that finds the most products.
 * - A Chinese run, typed without spaces, becomes the run one edit away (a character changed,
 *   left out, added, or two neighbours swapped) whose bigrams the vocabulary all holds, again the
 *   one that finds the most. Words to keep as they are (origin words) are left out of the edit.
 */
import { bigrams, isHan, normalize } from './tokenize'

/** The words a keyword is corrected to. */
export type Vocabulary = {
  /** Is this Latin word or Chinese bigram a word of the catalogue (or of its synonyms)? */
  has(term: string): boolean
  /** Latin words within `distance` edits of `word`, with their distance. */
  near(word: string, distance: number): Iterable<readonly [string, number]>
  /** The characters that follow `char` in a known bigram. */
  following(char: string): ReadonlySet<string>
  /** The characters that precede `char` in a known bigram. */
  preceding(char: string): ReadonlySet<string>
  /** How many products a word or run finds (0: none). */
  count(text: string): number
}

/** The edits a Latin word of this length may need: more than the search forgives. */
const maxEdits = (word: string): number => (word.length <= 4 ? 1 : word.length <= 7 ? 2 : 3)

/** The most candidate runs whose products are counted. */
const MAX_CANDIDATES = 60

const TOKEN = /[a-z0-9]+|\p{Script=Han}+/gu

/** How many letters two words share at their start (a typo seldom hits the first letter). */
const sharedStart = (a: string, b: string): number => {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return i
}

/**
 * The nearest word of the vocabulary to a Latin word it lacks, or undefined: the fewest edits,
 * then the longest shared start, then the most products found.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | undefined {
  if (word.length < 3 || /\d/.test(word) || vocabulary.has(word)) return undefined
  let best: { word: string; edits: number; start: number; count: number } | undefined
  for (const [candidate, edits] of vocabulary.near(word, maxEdits(word))) {
    if (candidate === word || !/^[a-z]{3,}$/.test(candidate)) continue
    const start = sharedStart(word, candidate)
    if (best && (edits > best.edits || (edits === best.edits && start < best.start))) continue
    const count = vocabulary.count(candidate)
    if (!count) continue
    const better =
      !best || edits < best.edits || start > best.start || count > best.count || (count === best.count && candidate < best.word)
    if (better) best = { word: candidate, edits, start, count }
  }
  return best?.word
}

/** The run one edit away whose bigrams are all known, finding the most products; or undefined. */
export function correctRun(run: string, vocabulary: Vocabulary): string | undefined {
  const chars = Array.from(run)
  const known = (text: string) => bigrams(text).every((pair) => vocabulary.has(pair))
  if (chars.length < 2 || known(run)) return undefined
  const candidates = new Set<string>()
  const at = (i: number, c: string) => [...chars.slice(0, i), c, ...chars.slice(i + 1)].join('')
  /** Characters that fit between `before` and `after` (either may be absent). */
  const fitting = (before: string | undefined, after: string | undefined): Array<string> => {
    if (before === undefined && after === undefined) return []
    if (before === undefined) return [...vocabulary.preceding(after!)]
    const next = vocabulary.following(before)
    return after === undefined ? [...next] : [...next].filter((c) => vocabulary.preceding(after).has(c))
  }
  for (let i = 0; i < chars.length; i++) {
    // Changed, left out, swapped with the next, or a character added before it.
    for (const c of fitting(chars[i - 1], chars[i + 1])) if (c !== chars[i]) candidates.add(at(i, c))
    if (chars.length > 2) candidates.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''))
    if (i < chars.length - 1) candidates.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''))
    for (const c of fitting(chars[i - 1], chars[i])) candidates.add([...chars.slice(0, i), c, ...chars.slice(i)].join(''))
  }
  let best: { run: string; count: number } | undefined
  let tried = 0
  for (const candidate of candidates) {
    if (candidate === run || !known(candidate)) continue
    if (tried++ >= MAX_CANDIDATES) break
    const count = vocabulary.count(candidate)
    if (count && (!best || count > best.count)) best = { run: candidate, count }
  }
  return best?.run
}

/**
 * The keyword with each word the vocabulary lacks corrected (its other text kept as typed,
 * normalised), or undefined when nothing was corrected. `keep` are Chinese words left as they are.
 */
export function correctKeyword(keyword: string, vocabulary: Vocabulary, keep: ReadonlyArray<string> = []): string | undefined {
  const text = normalize(keyword).trim()
  let changed = false
  const out = text.replace(TOKEN, (token) => {
    if (!isHan(token)) {
      const word = correctWord(token, vocabulary)
      if (word) changed = true
      return word ?? token
    }
    // The run without its words to keep, each piece corrected on its own.
    const pieces = keepSplit(token, keep)
    return pieces
      .map(({ text: piece, kept }) => {
        const run = kept ? undefined : correctRun(piece, vocabulary)
        if (run) changed = true
        return run ?? piece
      })
      .join('')
  })
  return changed ? out.replace(/\s+/g, ' ') : undefined
}

/** A run cut around the words to keep (the first found, longest first). */
function keepSplit(run: string, keep: ReadonlyArray<string>): Array<{ text: string; kept: boolean }> {
  for (const word of keep) {
    const at = run.indexOf(word)
    if (at < 0) continue
    return [
      ...(at > 0 ? keepSplit(run.slice(0, at), keep) : []),
      { text: word, kept: true },
      ...(at + word.length < run.length ? keepSplit(run.slice(at + word.length), keep) : []),
    ]
  }
  return [{ text: run, kept: false }]
}
