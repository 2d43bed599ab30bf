// npm run bench:search-candidates: the two designs of ADR 063 side by side on one database, for
// the same fresh keywords, one at a time: which products match a keyword, best first (at most
// 1,000), through
//   - the in-process index (FlexSearch, ./src/server/search/catalogue-index.ts), and
//   - the candidate in the database: per product a tsvector of the same Node-made terms (name A,
//     brand B, category C, origin D) under a GIN index, ranked by ts_rank, with typo candidates
//     of each Latin word from a word table under a pg_trgm index (fuzzystrmatch's
//     levenshtein_less_equal keeps those within the index's edit distance) and swaps made in Node.
// It prints each design's build time and per-keyword mean / p50 / p99. The candidate's tables live
// in a schema of their own (search_candidate), dropped at the end.
//   DATABASE_URL=postgres://… node scripts/bench-search-candidates.mjs [keywords=600]   (PostgreSQL)
//   DATA_DIR=… node scripts/bench-search-candidates.mjs [keywords=600]                  (PGlite)
// Seed the database first (SEED_SCALE=N npm run db:seed).
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { createFreshKeywords } from './bench-keywords.mjs'

const KEYWORDS = Number(process.argv[2] ?? 600)
const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'error' })).module
const [{ indexTerms, isHan, parseQuery }, { CatalogueIndex, swaps }] = await Promise.all([
  load('./src/server/search/tokenize.ts'),
  load('./src/server/search/catalogue-index.ts'),
])

let query
let close
if (process.env.DATABASE_URL) {
  const { Pool } = await import('pg')
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  query = (text, params) => pool.query(text, params)
  close = () => pool.end()
} else {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch')
  const db = new PGlite(resolve(process.env.DATA_DIR ?? './data', 'pglite'), { extensions: { pg_trgm, fuzzystrmatch } })
  query = (text, params) => db.query(text, params)
  close = () => db.close()
}

const { rows: docs } = await query(`select p.id, p.name_en, p.name_zh, b.name_en as brand_en, b.name_zh as brand_zh,
    concat_ws(' ', c.name_en, pc.name_en) as category_en, concat_ws(' ', c.name_zh, pc.name_zh) as category_zh,
    o.name_en as origin_en, o.name_zh as origin_zh
  from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id join countries o on o.code = p.origin_country order by p.id`)

// ─── the candidate: terms in the database ────────────────────────────────────────────────
let started = performance.now()
await query('create extension if not exists pg_trgm')
await query('create extension if not exists fuzzystrmatch')
await query('drop schema if exists search_candidate cascade')
await query('create schema search_candidate')
await query('create table search_candidate.doc (id int primary key, terms tsvector not null)')
await query('create table search_candidate.word (word text primary key)')
const repeated = new Map()
const termsOf = (text) => {
  let terms = repeated.get(text)
  if (!terms) repeated.set(text, (terms = indexTerms(text)))
  return terms
}
const latinWords = new Set()
const weighted = (key, weight) => `setweight(array_to_tsvector(array(select jsonb_array_elements_text(d->'${key}'))), '${weight}')`
for (let i = 0; i < docs.length; i += 1000) {
  const batch = docs.slice(i, i + 1000).map((d) => {
    const fields = {
      a: [...indexTerms(d.name_en), ...indexTerms(d.name_zh)],
      b: [...termsOf(d.brand_en), ...termsOf(d.brand_zh)],
      c: [...termsOf(d.category_en), ...termsOf(d.category_zh)],
      d: [...termsOf(d.origin_en), ...termsOf(d.origin_zh)],
    }
    for (const terms of Object.values(fields)) for (const term of terms) if (!isHan(term)) latinWords.add(term)
    return { id: d.id, ...fields }
  })
  await query(
    `insert into search_candidate.doc select (d->>'id')::int,
      ${weighted('a', 'A')} || ${weighted('b', 'B')} || ${weighted('c', 'C')} || ${weighted('d', 'D')}
     from jsonb_array_elements($1::jsonb) d`,
    [JSON.stringify(batch)],
  )
}
await query('insert into search_candidate.word select unnest($1::text[])', [[...latinWords]])
await query('create index on search_candidate.doc using gin (terms)')
await query('create index on search_candidate.word using gin (word gin_trgm_ops)')
await query('analyze search_candidate.doc')
await query('analyze search_candidate.word')
const candidateBuildMs = performance.now() - started

const lexeme = (term) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
async function tsquery(keyword, combine) {
  const parsed = parseQuery(keyword)
  const parts = []
  for (const word of parsed.latin) {
    const alternatives = [`${lexeme(word)}:*`]
    const distance = /\d/.test(word) || word.length < 4 ? 0 : word.length >= 7 ? 2 : 1
    if (distance) {
      const { rows } = await query(
        'select word from search_candidate.word where word % $1 and levenshtein_less_equal(word, $1, $2) <= $2',
        [word, distance],
      )
      alternatives.push(...rows.map((row) => lexeme(row.word)), ...swaps(word).map(lexeme))
    }
    parts.push(`(${alternatives.join(' | ')})`)
  }
  for (const { run, bigrams } of parsed.han)
    parts.push(Array.from(run).length === 1 ? `${lexeme(run)}:*` : `(${bigrams.map(lexeme).join(' & ')})`)
  return parts.join(` ${combine} `)
}
const ranked = `select d.id from search_candidate.doc d join products p on p.id = d.id, cast($1 as tsquery) q
  where d.terms @@ q order by ts_rank(d.terms, q) desc, p.views desc, d.id limit 1000`
async function candidateMatch(keyword) {
  const all = await tsquery(keyword, '&')
  if (!all) return []
  const { rows } = await query(ranked, [all])
  if (rows.length || !all.includes(' & ')) return rows
  return (await query(ranked, [await tsquery(keyword, '|')])).rows
}

// ─── the in-process index ────────────────────────────────────────────────────────────────
started = performance.now()
const index = await CatalogueIndex.build({
  products: docs.map((d) => ({
    id: d.id,
    nameEn: d.name_en,
    nameZh: d.name_zh,
    brandEn: d.brand_en,
    brandZh: d.brand_zh,
    categoryEn: d.category_en,
    categoryZh: d.category_zh,
    originEn: d.origin_en,
    originZh: d.origin_zh,
  })),
  brands: [],
  categories: [],
})
const indexBuildMs = performance.now() - started

// ─── the same keywords through both ─────────────────────────────────────────────────────
const freshKeyword = createFreshKeywords(20261127)
const keywords = Array.from({ length: KEYWORDS }, () => freshKeyword())
async function timed(match) {
  const ms = []
  let hits = 0
  for (const keyword of keywords) {
    const start = performance.now()
    hits += (await match(keyword)).length
    ms.push(performance.now() - start)
  }
  ms.sort((a, b) => a - b)
  const at = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1)
  return `mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${Math.round(hits / ms.length)} matches on average`
}
const inProcess = await timed(async (keyword) => index.searchProducts(keyword, 1000))
const inDatabase = await timed(candidateMatch)
await query('drop schema search_candidate cascade')
await close()

console.log(
  `\n${docs.length.toLocaleString('en')} products, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${KEYWORDS} fresh keywords one at a time\n`,
)
console.log('| design | build | per keyword |')
console.log('|---|---|---|')
console.log(`| FlexSearch in the process | ${(indexBuildMs / 1000).toFixed(1)} s | ${inProcess} |`)
console.log(`| tsvector + GIN + pg_trgm in the database | ${(candidateBuildMs / 1000).toFixed(1)} s | ${inDatabase} |`)
process.exit(0)
