// Fresh search keywords for the benches (bench:pages, bench:ab): seed words (English, Chinese) cut
// to prefixes, with a letter changed, or paired, each used once, so every request misses the
// response and page caches as a new buyer's search would.
import { mulberry32 } from '../src/lib/random.ts'
import { brandPrefixes, grades, seedCategories } from '../src/server/seed/seed-data.ts'

const words = [...seedCategories.flatMap((top) => top.children.map((c) => c.name)), ...brandPrefixes, ...grades]
const en = [...new Set(words.flatMap(([e]) => e.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4))]
const zh = [...new Set(words.map(([, z]) => z))]

/** A generator of keywords never returned before, the same sequence for the same seed. */
export function createFreshKeywords(seed) {
  // mulberry32 has a full 32-bit period. (An LCG computed in doubles loses its low bits and fell
  // into a cycle of ~10,000 draws, which ran out of fresh keywords and hung the bench.)
  const rand = mulberry32(seed)
  const pick = (list) => list[Math.floor(rand() * list.length)]
  const used = new Set()
  return function freshKeyword() {
    for (;;) {
      const w = pick(en)
      const i = 1 + Math.floor(rand() * (w.length - 1))
      const k = [
        w.slice(0, i) + 'abcdefghijklmnopqrstuvwxyz'[Math.floor(rand() * 26)] + w.slice(i + 1),
        w.slice(0, 3 + Math.floor(rand() * (w.length - 2))),
        `${pick(zh)} ${pick(en)}`,
        pick(zh) + pick(zh),
        `${pick(en)} ${pick(en)}`,
      ][Math.floor(rand() * 5)]
      // Once the one- and two-word forms run short (a long run at thousands of requests per
      // second), three words make new ones.
      const keyword = used.size > 8_000 && used.has(k) ? `${k} ${pick(rand() < 0.5 ? en : zh)}` : k
      if (!used.has(keyword)) {
        used.add(keyword)
        return keyword
      }
    }
  }
}
