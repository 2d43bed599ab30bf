/**
 * Keyword search through the real dispatcher and handlers, on PGlite (or PostgreSQL with
 * DATABASE_URL): product and brand lists ranked by the index with their filters applied,
 * suggestions, and the index following writes.
 */
import { and, asc, eq, ilike, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/session.server'
import { brands, categories, products, users } from '../db/schema'
import { demoAccounts } from '../seed/seed-events.server'
import { createTestApi, expectData, type TestApi } from '../app/test-api.server'
import { invalidateSearch } from './freshness'
import { warmUpSearch } from './search.server'

type Product = {
  id: number
  name: string
  views: number
  category_id: number
  brand: { id: number; name: string }
  origin: { code: string }
  price_min: number
}
type Brand = { id: number; name: string; country: { code: string } }
type Paged<T> = { list: Array<T>; total: number }
type Suggestions = {
  brands: Array<{ id: number; name: string }>
  products: Array<{ id: number; name: string; brand_name: string }>
  categories: Array<{ id: number; name: string; parent_id: number | null }>
}

let api: TestApi
let riceCategory: number
/** Every product whose name says jasmine rice (the seed names them in both languages). */
let jasmineRice: Set<number>

const productList = (query: Record<string, unknown>, lan: 'en' | 'cn' = 'en') =>
  expectData<Paged<Product>>(api.get('/newApi/OpbGoods/opbGoodsList', query, { lan }))
const brandList = (query: Record<string, unknown>, lan: 'en' | 'cn' = 'en') =>
  expectData<Paged<Brand>>(api.get('/newApi/Home/getBrandList', query, { lan }))
const popular = (page_size: number) => productList({ sort: 'popular', page_size })
const suggest = (keyword: string, lan: 'en' | 'cn' = 'en', limit = 5) =>
  expectData<Suggestions>(api.get('/newApi/Search/suggest', { keyword, limit }, { lan }))

beforeAll(async () => {
  api = await createTestApi()
  const [rice] = await api.db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, 'Jasmine rice'))
  riceCategory = rice!.id
  const rows = await api.db.select({ id: products.id }).from(products).where(ilike(products.nameEn, '%jasmine rice%'))
  jasmineRice = new Set(rows.map((row) => row.id))
}, 120_000)
afterAll(async () => {
  // oxlint-disable-next-line vitest/no-standalone-expect -- unexpected server errors fail the file
  expect(api.errors).toEqual([])
  await api.close()
})

/** The seeded products of a category (by its English name). */
const inCategory = async (name: string) => {
  const rows = await api.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(categories.nameEn, name))
  return new Set(rows.map((row) => row.id))
}

describe('product search (OpbGoods/opbGoodsList with a keyword)', () => {
  it("finds what buyers type in their own words: plurals, the trade's synonyms, both languages", async () => {
    const cases: Array<[string, 'en' | 'cn', string]> = [
      ['evoo', 'en', 'Extra virgin olive oil'],
      ['cacao', 'en', 'Cocoa beans'],
      ['prawns', 'en', 'White shrimp'],
      ['cookies', 'en', 'Butter biscuits'],
      ['虾', 'cn', 'White shrimp'],
      ['提子', 'cn', 'Sultana raisins'],
      ['曲奇', 'cn', 'Butter biscuits'],
      ['车厘子', 'cn', 'Cherries'],
    ]
    for (const [keyword, lan, category] of cases) {
      const wanted = await inCategory(category)
      const { list, total } = await productList({ keyword, page_size: 10 }, lan)
      expect({ keyword, total }).toEqual({ keyword, total: wanted.size })
      expect({ keyword, outside: list.filter((item) => !wanted.has(item.id)) }).toEqual({ keyword, outside: [] })
    }
    // A plural finds the singular's products and the other way round; the exact word ranks first.
    const fresh = await inCategory('Mangoes')
    const dried = await inCategory('Dried mango slices')
    for (const keyword of ['mango', 'mangoes']) expect((await productList({ keyword })).total).toBe(fresh.size + dried.size)
    expect(dried.has((await productList({ keyword: 'mango' })).list[0]!.id)).toBe(true)
    expect(fresh.has((await productList({ keyword: 'mangoes' })).list[0]!.id)).toBe(true)
    // Chilean cherries, not everything from Chile.
    const chile = await productList({ keyword: '智利车厘子', page_size: 50 }, 'cn')
    const cherries = await inCategory('Cherries')
    expect(chile.total).toBeGreaterThan(0)
    expect(chile.list.filter((item) => !cherries.has(item.id) || item.origin.code !== 'CL')).toEqual([])
  })

  it('reads an origin word as the origin: its products only, and says which (智利车厘子, chilean cherries, 泰国, 澳洲)', async () => {
    type WithOrigin = Paged<Product> & { keyword_origin?: { code: string; name: string; rest: string } }
    const cherries = await inCategory('Cherries')
    const chileanCherries = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [...cherries]), eq(products.originCountry, 'CL')))
    expect(chileanCherries.length).toBeGreaterThan(0)
    for (const [keyword, lan] of [
      ['智利车厘子', 'cn'],
      ['chilean cherries', 'en'],
      ['cherries from Chile', 'en'],
    ] as const) {
      const found = (await productList({ keyword, page_size: 100 }, lan)) as WithOrigin
      expect({ keyword, total: found.total }).toEqual({ keyword, total: chileanCherries.length })
      expect(found.list.filter((item) => !cherries.has(item.id) || item.origin.code !== 'CL')).toEqual([])
      expect(found.keyword_origin).toEqual({
        code: 'CL',
        name: lan === 'cn' ? '智利' : 'Chile',
        rest: lan === 'cn' ? '车厘子' : 'cherries',
      })
    }
    // Only an origin: every product from there, most viewed first.
    const thai = await api.db.select({ id: products.id }).from(products).where(eq(products.originCountry, 'TH'))
    const found = (await productList({ keyword: '泰国', page_size: 100 }, 'cn')) as WithOrigin
    expect(found.total).toBe(thai.length)
    expect(found.list.every((item) => item.origin.code === 'TH')).toBe(true)
    expect(found.keyword_origin).toEqual({ code: 'TH', name: '泰国', rest: '' })
    const views = found.list.map((item) => item.views)
    expect(views).toEqual(views.toSorted((a, b) => b - a))
    // 澳洲 is 澳大利亚, and Thai works as Thailand.
    const australia = await api.db.select({ id: products.id }).from(products).where(eq(products.originCountry, 'AU'))
    expect((await productList({ keyword: '澳洲' }, 'cn')).total).toBe(australia.length)
    expect((await productList({ keyword: 'Thai' })).total).toBe(thai.length)
    // The facets count the same products; a keyword without an origin word says none.
    const facets = await expectData<{ countries: Array<{ key: string; product_count: number }> }>(
      api.get('/newApi/OpbGoods/getOpbGoodsFacets', { keyword: '智利车厘子' }, { lan: 'cn' }),
    )
    expect(facets.countries).toEqual([{ key: 'CL', product_count: chileanCherries.length }])
    expect(((await productList({ keyword: 'cherries' })) as WithOrigin).keyword_origin).toBeUndefined()
    // Brands: an origin word selects the brand's country.
    const chileBrands = await brandList({ keyword: '智利', page_size: 100 }, 'cn')
    expect(chileBrands.total).toBeGreaterThan(0)
    expect(chileBrands.list.every((brand) => brand.country.code === 'CL')).toBe(true)
  })

  it('finds jasmine rice by its Chinese name, and only it', async () => {
    expect(jasmineRice.size).toBeGreaterThan(20)
    const found = await productList({ keyword: '茉莉香米', page_size: 100 }, 'cn')
    expect(found.total).toBe(jasmineRice.size)
    expect(found.list.every((p) => jasmineRice.has(p.id) && p.category_id === riceCategory && p.name.includes('茉莉香米'))).toBe(true)
  })

  it('finds it with Latin prefixes and a typo, in the other language too', async () => {
    for (const keyword of ['jasmin ric', 'Jasmine Rice', 'jasmnie rixe']) {
      const found = await productList({ keyword, page_size: 100 })
      expect({ keyword, total: found.total }).toEqual({
        keyword,
        total: jasmineRice.size,
      })
      expect(found.list.every((p) => jasmineRice.has(p.id))).toBe(true)
    }
    const zhNames = await productList({ keyword: 'jasmin ric', page_size: 5 }, 'cn')
    expect(zhNames.list[0]!.name).toContain('茉莉香米')
  })

  it('finds durian with two letters swapped (durain), jasmine rice by prefixes (jasmin ric) and by its Chinese name (茉莉香米)', async () => {
    const rows = await api.db.select({ id: products.id }).from(products).where(ilike(products.nameEn, '%durian%'))
    const durian = new Set(rows.map((row) => row.id))
    expect(durian.size).toBeGreaterThan(5)
    const swapped = await productList({ keyword: 'durain', page_size: 100 })
    expect(swapped.list.slice(0, durian.size).every((p) => durian.has(p.id))).toBe(true)
    expect(swapped.total).toBeGreaterThanOrEqual(durian.size)
    for (const [keyword, lan] of [
      ['jasmin ric', 'en'],
      ['茉莉香米', 'cn'],
    ] as const) {
      const found = await productList({ keyword, page_size: 100 }, lan)
      expect({ keyword, total: found.total }).toEqual({ keyword, total: jasmineRice.size })
      expect(found.list.every((p) => jasmineRice.has(p.id))).toBe(true)
    }
  })

  it("counts each filter's options over the keyword's matches and the other filters (facets follow the search)", async () => {
    type Facets = Record<'categories' | 'countries' | 'certifications' | 'units', Array<{ key: string | number; product_count: number }>>
    const facets = (query: Record<string, unknown>) => expectData<Facets>(api.get('/newApi/OpbGoods/getOpbGoodsFacets', query))
    const count = (list: Facets[keyof Facets], key: string | number) => list.find((row) => row.key === key)?.product_count ?? 0
    const durian = await productList({ keyword: 'durian', page_size: 100 })
    expect(durian.total).toBeGreaterThan(0)
    const all = await facets({})
    const counted = await facets({ keyword: 'durian' })
    // Every origin's count is the number of durian results from there, not its whole catalogue.
    const origins = [...new Set(durian.list.map((p) => p.origin.code))]
    expect(counted.countries.map((row) => row.key).toSorted()).toEqual(origins.toSorted())
    for (const code of origins) {
      const fromThere = await productList({ keyword: 'durian', country_code: code, page_size: 1 })
      expect({ code, n: count(counted.countries, code) }).toEqual({ code, n: fromThere.total })
      expect(count(counted.countries, code)).toBeLessThan(count(all.countries, code))
    }
    expect(counted.countries.reduce((sum, row) => sum + row.product_count, 0)).toBe(durian.total)
    // A chosen origin narrows the other facets, not its own (the other origins stay countable).
    const origin = origins[0]!
    const narrowed = await facets({ keyword: 'durian', country_code: origin })
    expect(narrowed.countries).toEqual(counted.countries)
    const fromOrigin = await productList({ keyword: 'durian', country_code: origin, page_size: 1 })
    const [category] = narrowed.categories.filter((row) => row.product_count === fromOrigin.total)
    expect(category).toBeDefined()
    // Nothing matches: no option has a count.
    expect(await facets({ keyword: 'xylophonequartz' })).toEqual({ categories: [], countries: [], certifications: [], units: [] })
  })

  it('breaks ties in relevance by views (as of the index build)', async () => {
    const found = await productList({ keyword: 'jasmine rice', page_size: 100 })
    const sameName = found.list.slice(1).flatMap((b, i) => (found.list[i]!.name === b.name ? [[found.list[i]!.views, b.views]] : []))
    expect(sameName.length).toBeGreaterThan(5)
    expect(sameName.every(([a, b]) => a! >= b!)).toBe(true)
  })

  it('pages an unfiltered search as the database orders a filtered one', async () => {
    // Unfiltered, a page is a slice of the index's matches; with a filter that every product
    // passes (a price range from 0), the same list comes from the database.
    for (const keyword of ['rice', '茉莉香米', 'durain', 'jasmin ric']) {
      for (const page of [1, 2, 7]) {
        const slice = await productList({ keyword, page, page_size: 20 })
        const listed = await productList({ keyword, page, page_size: 20, price_min: 0 })
        expect({ keyword, page, total: slice.total, ids: slice.list.map((p) => p.id) }).toEqual({
          keyword,
          page,
          total: listed.total,
          ids: listed.list.map((p) => p.id),
        })
      }
    }
  })

  it('ranks the product named by the keyword above products that only share a word', async () => {
    const found = await productList({ keyword: 'rice', page_size: 100 })
    expect(found.list.slice(0, 20).every((p) => jasmineRice.has(p.id))).toBe(true)
  })

  it('applies filters and pagination to the matches', async () => {
    const all = await productList({ keyword: 'jasmine rice', page_size: 100 })
    const origin = all.list[0]!.origin.code
    const fromOrigin = await productList({
      keyword: 'jasmine rice',
      country_code: origin,
      page_size: 100,
    })
    const expected = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [...jasmineRice]), eq(products.originCountry, origin)))
    expect(fromOrigin.total).toBe(expected.length)
    expect(fromOrigin.list.every((p) => p.origin.code === origin)).toBe(true)

    const first = await productList({
      keyword: 'jasmine rice',
      page: 1,
      page_size: 5,
    })
    const second = await productList({
      keyword: 'jasmine rice',
      page: 2,
      page_size: 5,
    })
    expect(first.total).toBe(all.total)
    expect([...first.list, ...second.list].map((p) => p.id)).toEqual(all.list.slice(0, 10).map((p) => p.id))

    const cheapest = await productList({
      keyword: 'jasmine rice',
      sort: 'price_asc',
      page_size: 100,
    })
    expect(cheapest.total).toBe(all.total)
    const prices = cheapest.list.map((p) => p.price_min)
    expect(prices).toEqual(prices.toSorted((a, b) => a - b))
  })

  it('matches a brand name and answers nothing for a keyword without words', async () => {
    const [brand] = await api.db.select({ id: brands.id, nameZh: brands.nameZh }).from(brands).orderBy(asc(brands.id)).limit(1)
    const byBrand = await productList({ keyword: brand!.nameZh, page_size: 20 }, 'cn')
    expect(byBrand.list[0]!.brand.id).toBe(brand!.id)
    expect((await productList({ keyword: '%_%' })).total).toBe(0)
  })
})

describe('a search that finds nothing (Search/alternatives)', () => {
  type Answer = {
    suggestion: string | null
    categories: Array<{ id: number; name: string; parent_id: number | null }>
    brands: Array<{ id: number; name: string; country: string }>
  }
  const answer = (keyword: string, lan: 'en' | 'cn' = 'en') =>
    expectData<Answer>(api.get('/newApi/Search/alternatives', { keyword }, { lan }))

  it("spells the keyword with the catalogue's words, in both languages, and offers its categories and their brands", async () => {
    const cases: Array<[string, 'en' | 'cn', string, string]> = [
      ['cheri', 'en', 'cherries', 'Cherries'],
      ['dureen', 'en', 'durian', 'Durian'],
      ['avocdao', 'en', 'avocados', 'Avocados'],
      ['樱挑', 'cn', '樱桃', '樱桃'],
      ['榴连', 'cn', '榴莲', '榴莲'],
      // A synonym's word is a word to spell with; an origin word is kept as typed.
      ['车里子', 'cn', '车厘子', '樱桃'],
      ['智利车里子', 'cn', '智利车厘子', '樱桃'],
    ]
    for (const [keyword, lan, suggestion, category] of cases) {
      expect({ keyword, total: (await productList({ keyword }, lan)).total }).toEqual({ keyword, total: 0 })
      const found = await answer(keyword, lan)
      expect({ keyword, suggestion: found.suggestion, first: found.categories[0]?.name }).toEqual({ keyword, suggestion, first: category })
      // The suggestion finds products; the brands sell the category.
      expect((await productList({ keyword: suggestion }, lan)).total).toBeGreaterThan(0)
      expect(found.brands.length).toBeGreaterThan(0)
      const sells = await api.db
        .select({ id: products.brandId })
        .from(products)
        .where(
          and(
            eq(products.categoryId, found.categories[0]!.id),
            inArray(
              products.brandId,
              found.brands.map((brand) => brand.id),
            ),
          ),
        )
      expect(new Set(sells.map((row) => row.id))).toEqual(new Set(found.brands.map((brand) => brand.id)))
    }
  })

  it('offers the closest category for goods the catalogue lacks, and the other words of an origin without them', async () => {
    for (const [keyword, lan, category] of [
      ['lemon', 'en', 'Citrus'],
      ['柠檬', 'cn', '柑橘'],
      ['tuna', 'en', 'Seafood'],
    ] as const) {
      expect((await productList({ keyword }, lan)).total).toBe(0)
      const found = await answer(keyword, lan)
      expect({ keyword, suggestion: found.suggestion, categories: found.categories.map((c) => c.name) }).toEqual({
        keyword,
        suggestion: null,
        categories: [category],
      })
      expect(found.brands.length).toBeGreaterThan(0)
    }
    // No honey from Chile: honey from anywhere.
    expect((await productList({ keyword: 'chilean honey' })).total).toBe(0)
    expect(await answer('chilean honey')).toMatchObject({ suggestion: 'honey', categories: [{ name: 'Raw honey' }] })
    // Nothing near: nothing offered, and never an error.
    expect(await answer('xylophonequartz')).toEqual({ suggestion: null, categories: [], brands: [] })
    expect((await api.get('/newApi/Search/alternatives', { keyword: ' ' })).body.code).toBe(0)
  })
})

describe('brand facet counts (Home/getBrandFacets)', () => {
  it("counts each option over the keyword's brands and the other filters", async () => {
    type Facets = Record<'countries' | 'categories' | 'certifications', Array<{ key: string | number; brand_count: number }>>
    const facets = (query: Record<string, unknown>) => expectData<Facets>(api.get('/newApi/Home/getBrandFacets', query))
    const found = await brandList({ keyword: 'farm', page_size: 100 })
    expect(found.total).toBeGreaterThan(0)
    const all = await facets({})
    const counted = await facets({ keyword: 'farm' })
    expect(counted.countries.reduce((sum, row) => sum + row.brand_count, 0)).toBe(found.total)
    const byCountry = Map.groupBy(found.list, (brand) => brand.country.code)
    for (const row of counted.countries) {
      expect({ code: row.key, n: row.brand_count }).toEqual({ code: row.key, n: byCountry.get(row.key as string)?.length })
      expect(row.brand_count).toBeLessThanOrEqual(all.countries.find((other) => other.key === row.key)!.brand_count)
    }
    // A chosen country narrows the certifications, not the countries.
    const country = counted.countries[0]!.key as string
    const narrowed = await facets({ keyword: 'farm', country_code: country })
    expect(narrowed.countries).toEqual(counted.countries)
    const inCountry = await brandList({ keyword: 'farm', country_code: country, page_size: 100 })
    for (const row of narrowed.certifications)
      expect(row.brand_count).toBe(
        inCountry.list.filter((brand) => (brand as Brand & { certifications: Array<string> }).certifications.includes(row.key as string))
          .length,
      )
  })
})

describe('brand search (Home/getBrandList with a keyword)', () => {
  it('finds a brand by its name in either language, with a typo, best first', async () => {
    const [brand] = await api.db.select().from(brands).orderBy(asc(brands.id)).limit(1).offset(7)
    const zh = await brandList({ keyword: brand!.nameZh }, 'cn')
    expect(zh.list[0]).toMatchObject({ id: brand!.id, name: brand!.nameZh })
    const en = await brandList({ keyword: brand!.nameEn.toUpperCase() })
    expect(en.list[0]!.id).toBe(brand!.id)
    // One letter of the last word changed.
    const typo = brand!.nameEn.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x'))
    expect((await brandList({ keyword: typo })).list.map((b) => b.id)).toContain(brand!.id)
    const inCountry = await brandList({
      keyword: brand!.nameEn,
      country_code: brand!.countryCode,
      page_size: 100,
    })
    expect(inCountry.list.every((b) => b.country.code === brand!.countryCode)).toBe(true)
    expect(inCountry.list[0]!.id).toBe(brand!.id)
  })
})

describe('suggestions (Search/suggest)', () => {
  it('suggests brands, products and categories named in the request language', async () => {
    const cn = await suggest('茉莉', 'cn')
    expect(cn.categories.map((c) => c.id)).toContain(riceCategory)
    expect(cn.products.length).toBe(5)
    expect(cn.products.every((p) => p.name.includes('茉莉'))).toBe(true)
    const en = await suggest('jasm', 'en', 3)
    expect(en.products).toHaveLength(3)
    expect(en.products.every((p) => /jasmine/i.test(p.name))).toBe(true)
    expect(en.categories[0]).toMatchObject({
      id: riceCategory,
      name: 'Jasmine rice',
    })
    const [brand] = await api.db.select().from(brands).orderBy(asc(brands.id)).limit(1)
    expect((await suggest(brand!.nameEn.slice(0, -2))).brands[0]).toMatchObject({ id: brand!.id, name: brand!.nameEn })
  })

  it('rejects an empty keyword', async () => {
    const res = await api.get('/newApi/Search/suggest', { keyword: ' ' })
    expect(res.body.code).toBe(0)
  })
})

describe('the index follows writes', () => {
  it('finds a brand registered through the API, once an organiser verified it, on the next search', async () => {
    const user = await api.loginAs('none')
    await expectData(
      api.post(
        '/newApi/api_v2/login/register',
        {
          role: 'brand',
          name: 'Amani',
          company: 'Zanzibar Clove Traders',
          brand_name_zh: '桑给巴尔丁香贸易',
          country_code: 'TH',
        },
        { keys: user },
      ),
    )
    // A registered brand is pending, and in no list, until an organiser verifies it.
    expect((await brandList({ keyword: 'zanzibar clove' })).list.map((b) => b.name)).not.toContain('Zanzibar Clove Traders')
    const [organiser] = await api.db.select().from(users).where(eq(users.mobile, demoAccounts.organiser.mobile))
    await expectData(
      api.post(
        '/newApi/api_v2/Events/verifyBrand',
        { user_id: user.userId, decision: 'verified' },
        { keys: await createSession(api.db, organiser!.id) },
      ),
    )
    expect((await brandList({ keyword: 'zanzibar clove' })).list[0]!.name).toBe('Zanzibar Clove Traders')
    expect((await brandList({ keyword: '丁香贸易' }, 'cn')).list[0]!.name).toBe('桑给巴尔丁香贸易')
    expect((await suggest('zanzib')).brands[0]!.name).toBe('Zanzibar Clove Traders')
  }, 60_000) // the write makes the next search rebuild the index (seconds on a loaded machine)

  it('follows a product renamed elsewhere once its tag is invalidated (as the bus delivers it)', async () => {
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...jasmineRice]))
      .limit(1)
    await api.db.update(products).set({ nameEn: 'Sarawak black pepper', nameZh: '砂拉越黑胡椒' }).where(eq(products.id, product!.id))
    invalidateSearch(['products'])
    expect((await productList({ keyword: 'sarawak pepper' })).list.map((p) => [p.id, p.name])).toEqual([
      [product!.id, 'Sarawak black pepper'],
    ])
    expect((await productList({ keyword: '黑胡椒' }, 'cn')).list.map((p) => [p.id, p.name])).toEqual([[product!.id, '砂拉越黑胡椒']])
    // Its category still says jasmine rice, so the rebuilt index still matches it, but below every
    // product named so.
    await warmUpSearch(api.db)
    const rice = await productList({ keyword: '茉莉香米', page_size: 100 }, 'cn')
    expect(rice.list.map((p) => p.id)).not.toContain(product!.id)
  }, 60_000)

  it('keeps a product card until the data it shows is invalidated (product-cards.server.ts)', async () => {
    // A new page size each time: a new answer (no response cache hit), the same first card.
    const [first] = (await popular(3)).list
    await api.db
      .update(products)
      .set({ priceMin: first!.price_min + 1 })
      .where(eq(products.id, first!.id))
    // Written without an invalidation: the kept card is shown.
    expect((await popular(4)).list[0]).toEqual(first)
    // A write's tags, as a handler's `invalidates` or the bus deliver them.
    api.server.cache.invalidate(['products'])
    expect((await popular(5)).list[0]).toEqual({ ...first, price_min: first!.price_min + 1 })
  }, 60_000)

  it('answers while the index is rebuilt, without waiting for it and without losing a match', async () => {
    await warmUpSearch(api.db)
    const before = await productList({ keyword: 'Jasmine Rice', page_size: 100 })
    invalidateSearch(['products'])
    // The names match, and so does all the previous index found (a misspelling among it).
    // (Another page size each time: a new answer, not a cached one.)
    const during = await productList({ keyword: 'Jasmine Rice', page_size: 99 })
    expect(during.total).toBeGreaterThanOrEqual(before.total)
    expect((await productList({ keyword: 'jasmnie rixe', page_size: 98 })).total).toBeGreaterThan(0)
    await warmUpSearch(api.db)
    expect((await productList({ keyword: 'jasmnie rixe', page_size: 97 })).total).toBeGreaterThan(0)
  }, 60_000) // the rebuild takes seconds on a loaded machine
})
