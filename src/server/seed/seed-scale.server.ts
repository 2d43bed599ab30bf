/**
 * SEED_SCALE=N: the demo catalogue grown to N × its products (3,000 × N) and N × its brands,
 * capped at 10 brands per country and category, for the scale bench (`npm run bench:scale`).
 *
 * The base dataset (scale 1) is left exactly as it is; the extra brands and products come after
 * it, from their own seeded PRNG. Their names grow the vocabulary as a real catalogue does: each
 * extra brand and product names an estate whose name is made of syllables (Karanu, Selawi, …,
 * written in Chinese by the same syllables: 卡拉努, 塞拉维), and each product carries a lot code
 * (origin, harvest year, number: "lot MY24-0193").
 */
import type { Db } from '../db/client.server'
import * as schema from '../db/schema'
import { brandLines, brandSuffixes, grades, seedCategories, seedCountries, type Pair } from './seed-data'
import { productIllustration } from '../../lib/product-illustration'
import { mulberry32 } from '../../lib/random'

/** Syllables of estate names, each with the character it is written with in Chinese. */
const SYLLABLES: ReadonlyArray<Pair> = [
  ['ka', '卡'],
  ['ra', '拉'],
  ['nu', '努'],
  ['se', '塞'],
  ['la', '拉'],
  ['wi', '维'],
  ['ma', '马'],
  ['to', '托'],
  ['ri', '里'],
  ['pa', '帕'],
  ['no', '诺'],
  ['sa', '萨'],
  ['ti', '蒂'],
  ['ko', '科'],
  ['lu', '卢'],
  ['da', '达'],
  ['mi', '米'],
  ['na', '纳'],
  ['be', '贝'],
  ['vo', '沃'],
  ['ha', '哈'],
  ['ki', '基'],
  ['ro', '罗'],
  ['ta', '塔'],
  ['ya', '亚'],
  ['zu', '祖'],
  ['ga', '加'],
  ['mo', '莫'],
  ['ne', '内'],
  ['si', '西'],
]

const BRANDS_PER_COUNTRY_AND_CATEGORY = 10
const BASE_PRODUCTS = 3000

type Rng = ReturnType<typeof mulberry32>
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const pickOne = <T>(rng: Rng, list: ReadonlyArray<T>): T => list[Math.floor(rng() * list.length)]!

/** An estate name of two or three syllables, in both languages ("Karanu", "卡拉努"). */
function estateName(rng: Rng): Pair {
  const parts = Array.from({ length: int(rng, 2, 3) }, () => pickOne(rng, SYLLABLES))
  const en = parts.map(([latin]) => latin).join('')
  return [en[0]!.toUpperCase() + en.slice(1), parts.map(([, zh]) => zh).join('')]
}

export type ScaleBase = {
  /** The base brands: id, country, sub-category id. */
  brands: Array<{ id: number; countryCode: string; categoryId: number }>
  /** Sub-category key → id. */
  categoryIds: ReadonlyMap<string, number>
  now: Date
}

async function insertAll<T extends Parameters<Db['insert']>[0]>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500))
}

/** Adds the brands and products of `scale` (≥ 2) after the base dataset; returns how many. */
export async function seedScale(db: Db, scale: number, base: ScaleBase): Promise<{ brands: number; products: number }> {
  if (scale <= 1) return { brands: 0, products: 0 }
  const rng = mulberry32(20261127)
  const subs = new Map(seedCategories.flatMap((top) => top.children.map((sub) => [sub.key, { sub, top }] as const)))
  const producers = seedCountries.filter((c) => c.produce.length > 0)

  // Brands: round-robin over every (country, category) a country produces, up to the cap.
  const perPair = new Map<string, number>()
  for (const brand of base.brands)
    perPair.set(`${brand.countryCode}/${brand.categoryId}`, (perPair.get(`${brand.countryCode}/${brand.categoryId}`) ?? 0) + 1)
  const pairs = producers.flatMap((country) => country.produce.map((key) => ({ country, key, categoryId: base.categoryIds.get(key)! })))
  const target = base.brands.length * scale
  const brandRows: Array<typeof schema.brands.$inferInsert> = []
  const brandMeta: Array<{ country: (typeof producers)[number]; key: string; estate: Pair }> = []
  const usedNames = new Set<string>()
  for (let round = 0, added = true; base.brands.length + brandRows.length < target && added; round++) {
    added = false
    for (const { country, key, categoryId } of pairs) {
      if (base.brands.length + brandRows.length >= target) break
      const pair = `${country.code}/${categoryId}`
      if ((perPair.get(pair) ?? 0) >= BRANDS_PER_COUNTRY_AND_CATEGORY) continue
      perPair.set(pair, (perPair.get(pair) ?? 0) + 1)
      added = true
      let estate: Pair
      let suffix: Pair
      do {
        estate = estateName(rng)
        suffix = pickOne(rng, brandSuffixes)
      } while (usedNames.has(`${estate[0]} ${suffix[0]}`))
      usedNames.add(`${estate[0]} ${suffix[0]}`)
      const area = pickOne(rng, country.areas)
      const founded = int(rng, 1950, 2022)
      const sub = subs.get(key)!.sub
      brandRows.push({
        nameEn: `${estate[0]} ${suffix[0]}`,
        nameZh: `${estate[1]}${suffix[1]}`,
        countryCode: country.code,
        categoryId,
        introEn: `${estate[0]} ${suffix[0]} was founded in ${founded} in ${area[0]}, ${country.name[0]}. It grows, packs and exports ${sub.name[0].toLowerCase()}. Every lot is traceable to the farm.`,
        introZh: `${estate[1]}${suffix[1]}成立于${founded}年，位于${country.name[1]}${area[1]}，种植、包装并出口${sub.name[1]}。每批货物均可追溯至农场。`,
        logo: `/media/brand/${(brandRows.length % 300) + 1}.svg`,
        foundedYear: founded,
        certifications: [],
        exportReady: rng() < 0.85,
        inventory: rng() < 0.35 ? 0 : int(rng, 50, 20000),
        views: int(rng, 0, 5000),
        sort: int(rng, 0, 100),
      })
      brandMeta.push({ country, key, estate })
    }
  }
  const insertedBrands = brandRows.length ? await db.insert(schema.brands).values(brandRows).returning({ id: schema.brands.id }) : []

  // Products: the extra (scale − 1) × 3,000, spread over every brand, old and new.
  const owners = [
    ...base.brands.map((brand) => {
      const country = producers.find((c) => c.code === brand.countryCode)!
      const key = [...base.categoryIds].find(([, id]) => id === brand.categoryId)?.[0] ?? country.produce[0]!
      return { id: brand.id, country, key }
    }),
    ...insertedBrands.map((row, i) => ({ id: row.id, country: brandMeta[i]!.country, key: brandMeta[i]!.key })),
  ]
  const total = BASE_PRODUCTS * (scale - 1)
  const year = base.now.getUTCFullYear() % 100
  const productRows: Array<typeof schema.products.$inferInsert> = []
  for (let n = 0; n < total; n++) {
    const owner = owners[n % owners.length]!
    // The owner's lines only (its main one, else the country's produce of the same family); no
    // certificates here, so no "Organic" grade.
    const kind = subs.get(rng() < 0.7 ? owner.key : pickOne(rng, brandLines(owner.country, owner.key)))!.sub
    const grade = pickOne(
      rng,
      grades.filter((g) => g[0] !== 'Organic'),
    )
    const estate = estateName(rng)
    const lot = `${owner.country.code}${String(year - int(rng, 0, 2)).padStart(2, '0')}-${String(int(rng, 1, 9999)).padStart(4, '0')}`
    const low = int(rng, kind.price[0], Math.round((kind.price[0] + kind.price[1]) / 2))
    const high = int(rng, low, kind.price[1])
    productRows.push({
      brandId: owner.id,
      categoryId: base.categoryIds.get(kind.key)!,
      nameEn: `${grade[0]} ${estate[0]} ${kind.name[0].toLowerCase()}, ${kind.pack[0]}, lot ${lot}`,
      nameZh: `${grade[1]}${estate[1]}${kind.name[1]}，${kind.pack[1]}，批号${lot}`,
      descriptionEn: `${grade[0]} ${kind.name[0].toLowerCase()} from the ${estate[0]} estate, ${owner.country.name[0]}, lot ${lot}. Graded to export standard and fully traceable.`,
      descriptionZh: `产自${owner.country.name[1]}${estate[1]}庄园的${grade[1]}${kind.name[1]}，批号${lot}。按出口标准分级，全程可追溯。`,
      originCountry: owner.country.code,
      specEn: `Packing: ${kind.pack[0]}; lot: ${lot}; origin: ${owner.country.name[0]}`,
      specZh: `包装：${kind.pack[1]}；批号：${lot}；原产地：${owner.country.name[1]}`,
      unit: kind.unit[0],
      moq: Math.max(1, Math.round((kind.moq * int(rng, 5, 20)) / 10)),
      priceMin: low,
      priceMax: high,
      currency: 'USD',
      images: [productIllustration(kind.key)],
      views: int(rng, 0, 3000),
    })
  }
  await insertAll(db, schema.products, productRows)
  return { brands: insertedBrands.length, products: productRows.length }
}
