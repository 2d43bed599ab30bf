/**
 * The search log's demo history: a few hundred keyword searches over the eight weeks before
 * `now`, so /report/search has something to show on a fresh start. Deterministic (its own PRNG,
 * no clock but `now`). Popular queries come up more often; a few find nothing (what buyers ask
 * for that nobody lists yet); result counts are the products whose name holds the query, a
 * stand-in for the search of the day, and clicks favour the first ranks.
 */
import { mulberry32 } from '../../lib/random'
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'

const DAY = 24 * 3600 * 1000
const WEEKS = 8

/**
 * Query, language, weight (how often it is searched, relative), and the product name word it finds
 * when that is not the query itself (the search's synonyms: 车厘子 finds 樱桃).
 */
const QUERIES: ReadonlyArray<readonly [string, 'en' | 'cn', number, string?]> = [
  ['durian', 'en', 14],
  ['榴莲', 'cn', 22],
  ['cherries', 'en', 10],
  ['樱桃', 'cn', 18],
  ['车厘子', 'cn', 9, '樱桃'],
  ['avocados', 'en', 8],
  ['牛油果', 'cn', 8],
  ['mangoes', 'en', 7],
  ['芒果干', 'cn', 6],
  ['white shrimp', 'en', 9],
  ['白虾', 'cn', 7],
  ['atlantic salmon', 'en', 6],
  ['三文鱼', 'cn', 6],
  ['green coffee beans', 'en', 5],
  ['jasmine rice', 'en', 8],
  ['茉莉香米', 'cn', 10],
  ['extra virgin olive oil', 'en', 6],
  ['橄榄油', 'cn', 5],
  ['red wine', 'en', 7],
  ['红葡萄酒', 'cn', 6],
  ['macadamia nuts', 'en', 4],
  ['燕窝', 'cn', 8],
  ['raw honey', 'en', 4],
  ['halal beef', 'en', 5],
  ['dark chocolate', 'en', 3],
  ['quinoa', 'en', 3],
  // Nobody lists these yet.
  ['frozen durian paste', 'en', 3],
  ['saffron', 'en', 2],
  ['藏红花', 'cn', 3],
  ['truffle oil', 'en', 2],
  ['松露', 'cn', 2],
  ['kimchi', 'en', 1],
]

export async function seedSearches(db: Db, now: Date): Promise<{ search_log: number }> {
  const rng = mulberry32(20261207)
  // Products whose name (in the query's language) holds the query.
  const names = await db.select({ en: schema.products.nameEn, zh: schema.products.nameZh }).from(schema.products)
  const results = new Map(
    QUERIES.map(([query, lan, , word = query]) => [
      query,
      names.filter((n) => (lan === 'cn' ? n.zh : n.en.toLowerCase()).includes(word)).length,
    ]),
  )
  const totalWeight = QUERIES.reduce((sum, q) => sum + q[2], 0)
  const rows: Array<typeof schema.searchLog.$inferInsert> = []
  for (let day = WEEKS * 7 - 1; day >= 0; day--) {
    // Busier on weekdays, and growing a little week by week.
    const date = new Date(now.getTime() - day * DAY)
    const weekday = date.getUTCDay()
    const base = weekday === 0 || weekday === 6 ? 3 : 8
    const count = base + Math.floor(rng() * 4) + Math.floor((WEEKS * 7 - day) / 14)
    for (let k = 0; k < count; k++) {
      let pick = rng() * totalWeight
      const [query, lan] = QUERIES.find((q) => (pick -= q[2]) < 0) ?? QUERIES[0]!
      const resultCount = results.get(query) ?? 0
      // Clicks: most searches with results open a product, mostly from the first row.
      const clicked = resultCount > 0 && rng() < 0.62
      const rank = clicked ? Math.min(resultCount, 1 + Math.floor(rng() ** 2 * 12)) : null
      const at = new Date(date.getTime() - Math.floor(rng() * 20 * 3600_000))
      rows.push({ query, lan, resultCount, clickedRank: rank, createdAt: at })
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(schema.searchLog).values(rows.slice(i, i + 500))
  return { search_log: rows.length }
}
