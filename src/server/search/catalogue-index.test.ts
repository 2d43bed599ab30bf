import { beforeAll, describe, expect, it } from 'vitest'
import { CatalogueIndex, cutRuns, swaps, synonymVariants, type BrandDoc, type ProductDoc } from './catalogue-index'
import { parseQuery } from './tokenize'

const product = (id: number, nameEn: string, nameZh: string, extra: Partial<ProductDoc> = {}): ProductDoc => ({
  id,
  nameEn,
  nameZh,
  brandEn: 'Chiang Mai Golden Farms',
  brandZh: '清迈金色农场',
  categoryEn: 'Other',
  categoryZh: '其他',
  originEn: 'Thailand',
  originZh: '泰国',
  ...extra,
})

const brand = (id: number, nameEn: string, nameZh: string, extra: Partial<BrandDoc> = {}): BrandDoc => ({
  id,
  nameEn,
  nameZh,
  countryEn: 'Thailand',
  countryZh: '泰国',
  categoryEn: 'Grains & oils',
  categoryZh: '粮油',
  ...extra,
})

const rice = {
  categoryEn: 'Jasmine rice Grains & oils',
  categoryZh: '茉莉香米 粮油',
}
const docs = {
  products: [
    product(1, 'Premium jasmine rice, 25 kg bags, per tonne', '特选茉莉香米，25公斤/袋，按吨计', rice),
    product(2, 'Premium jasmine rice, 25 kg bags, per tonne', '特选茉莉香米，25公斤/袋，按吨计', rice),
    product(3, 'Premium jasmine green tea, 25 kg bag', '特选茉莉绿茶，25公斤/袋', { categoryEn: 'Green tea Tea', categoryZh: '绿茶 茶叶' }),
    product(4, 'Premium rice crackers, 12 × 200 g', '特选米饼，12×200克', {
      categoryEn: 'Butter biscuits Snacks',
      categoryZh: '黄油饼干 休闲零食',
    }),
    product(5, 'Extra virgin olive oil, 12 × 750 ml', '特级初榨橄榄油，12×750毫升', {
      brandEn: 'Andalusia Heritage Estate',
      brandZh: '安达卢西亚传承庄园',
      originEn: 'Spain',
      originZh: '西班牙',
    }),
  ],
  brands: [
    brand(1, 'Chiang Mai Golden Farms', '清迈金色农场'),
    brand(2, 'Andalusia Heritage Estate', '安达卢西亚传承庄园', {
      countryEn: 'Spain',
      countryZh: '西班牙',
    }),
  ],
  categories: [
    { id: 10, parentId: null, nameEn: 'Grains & oils', nameZh: '粮油' },
    { id: 11, parentId: 10, nameEn: 'Jasmine rice', nameZh: '茉莉香米' },
  ],
}

const ids = (hits: ReadonlyArray<{ id: number }>) => hits.map((hit) => hit.id)
/** The Chinese runs a keyword is matched by, given the bigrams the index knows. */
const runs = (keyword: string, known: Array<string>) => cutRuns(parseQuery(keyword), new Set(known)).han.map((part) => part.run)

describe('CatalogueIndex', () => {
  let index: CatalogueIndex
  beforeAll(async () => {
    index = await CatalogueIndex.build(docs)
  })

  it('finds jasmine rice by its Chinese name, by words, not by any shared character', () => {
    const hits = ids(index.searchProducts('茉莉香米'))
    expect(hits.slice(0, 2).toSorted()).toEqual([1, 2])
    // 茉莉绿茶 shares 茉莉 and 米饼 shares 米, but neither is jasmine rice.
    expect(hits).not.toContain(3)
    expect(hits).not.toContain(4)
  })

  it('finds words run together in Chinese, as buyers type them (no spaces)', () => {
    // 泰国 + 茉莉香米: Thai jasmine rice, not the Thai jasmine tea.
    expect(ids(index.searchProducts('泰国茉莉香米')).toSorted()).toEqual([1, 2])
    expect(ids(index.searchProducts('西班牙橄榄油'))).toEqual([5])
    expect(cutRuns(parseQuery('智利红葡萄酒'), new Set(['智利', '红葡', '葡萄', '萄酒'])).han.map((part) => part.run)).toEqual([
      '智利',
      '红葡萄酒',
    ])
    // A run the index knows whole stays whole; a lone character between two cuts is dropped; a run
    // with no piece left stays whole (and matches nothing, as an unknown word does).
    expect(runs('智利红葡萄酒', ['智利', '红葡', '葡萄', '萄酒'])).toEqual(['智利', '红葡萄酒'])
    expect(runs('茉莉香米', ['茉莉', '莉香', '香米'])).toEqual(['茉莉香米'])
    expect(runs('泰国虾仁', ['泰国', '虾仁'])).toEqual(['泰国', '虾仁'])
    expect(runs('泰国白虾', ['泰国'])).toEqual(['泰国'])
    expect(runs('大米', ['泰国'])).toEqual(['大米'])
    // 大米 (rice) is in no name here: its synonym 香米 finds the jasmine rice.
    expect(ids(index.searchProducts('大米')).toSorted()).toEqual([1, 2])
    expect(ids(index.searchProducts('小麦'))).toEqual([])
  })

  it('finds a word by its plural or singular, the exact word first', async () => {
    const fruit = await CatalogueIndex.build({
      products: [
        product(1, 'Dried mango slices, 10 × 1 kg', '芒果干片，10×1公斤'),
        product(2, 'Fresh mangoes, 4 kg carton', '新鲜芒果，4公斤/箱'),
        product(3, 'Sweet cherries, 5 kg', '甜樱桃，5公斤'),
        product(4, 'Cherry tomatoes, 3 kg', '樱桃番茄，3公斤'),
        product(5, 'Dried figs, 12 × 250 g', '无花果干，12×250克'),
      ],
      brands: [],
      categories: [],
    })
    expect(ids(fruit.searchProducts('mango'))).toEqual([1, 2])
    expect(ids(fruit.searchProducts('mangoes'))).toEqual([2, 1])
    expect(ids(fruit.searchProducts('cherry')).toSorted()).toEqual([3, 4])
    expect(ids(fruit.searchProducts('cherries')).toSorted()).toEqual([3, 4])
    expect(ids(fruit.searchProducts('fig'))).toEqual([5])
  })

  it("finds the trade's other words for a thing, in both languages, below what matches as typed", async () => {
    const catalogue = await CatalogueIndex.build({
      products: [
        product(1, 'Extra virgin olive oil, 12 × 750 ml', '特级初榨橄榄油，12×750毫升', { originEn: 'Spain', originZh: '西班牙' }),
        product(2, 'Cocoa beans, fermented, 60 kg bags', '可可豆，发酵，60公斤/袋', { originEn: 'Ecuador', originZh: '厄瓜多尔' }),
        product(3, 'White shrimp, 20/30, 10 kg', '白虾，20/30规格，10公斤', { originEn: 'Ecuador', originZh: '厄瓜多尔' }),
        product(4, 'Sultana raisins, 12.5 kg', '无核葡萄干，12.5公斤', { originEn: 'Türkiye', originZh: '土耳其' }),
        product(5, 'Butter biscuits, 24 × 150 g', '黄油饼干，24×150克', { originEn: 'Denmark', originZh: '丹麦' }),
        product(6, 'Sweet cherries, 5 kg', '甜樱桃，5公斤', { originEn: 'Chile', originZh: '智利' }),
        product(7, 'Atlantic salmon, fresh, 20 kg', '大西洋三文鱼，新鲜，20公斤', { originEn: 'Chile', originZh: '智利' }),
        product(8, 'Shrimp crackers, 20 × 200 g', '虾片，20×200克'),
      ],
      brands: [],
      categories: [],
    })
    const found = (keyword: string) => ids(catalogue.searchProducts(keyword))
    expect(found('evoo')).toEqual([1])
    expect(found('cacao')).toEqual([2])
    expect(found('prawns').toSorted()).toEqual([3, 8])
    expect(found('cookies')).toEqual([5])
    expect(found('提子')).toEqual([4])
    expect(found('曲奇')).toEqual([5])
    // 虾 as typed (虾片) first, then 白虾 by the synonym.
    expect(found('虾')).toEqual([8, 3])
    // Chilean cherries, not salmon from Chile.
    expect(found('智利车厘子')[0]).toBe(6)
    expect(found('智利车厘子')).not.toContain(7)
    expect(synonymVariants('Evoo tins')).toEqual(['extra virgin olive oil tins'])
    expect(synonymVariants('智利车厘子')).toEqual(['智利樱桃'])
  })

  it("ranks a category's products by its words (CATEGORY_WORDS), above what only shares a word of its parent", async () => {
    const nutsAndDriedFruit = { categoryEn: 'Nuts & dried fruit', categoryZh: '坚果与干果' }
    const catalogue = await CatalogueIndex.build({
      // Given most viewed first: the figs would tie with the cashews on the parent's words alone.
      products: [
        product(1, 'Dried figs, 12 × 400 g', '无花果干，12×400克', {
          categoryId: 31,
          categoryEn: 'Dried figs Nuts & dried fruit',
          categoryZh: '无花果干 坚果与干果',
        }),
        product(2, 'Cashew kernels, W320', '腰果仁，W320', { categoryId: 30, ...nutsAndDriedFruit }),
        product(3, 'Jasmine rice, 25 kg bags', '茉莉香米，25公斤/袋', { categoryId: 32, ...rice }),
        product(4, 'Extra virgin olive oil, 12 × 750 ml', '特级初榨橄榄油，12×750毫升', {
          categoryId: 33,
          categoryEn: 'Extra virgin olive oil Grains & oils',
          categoryZh: '特级初榨橄榄油 粮油',
        }),
      ],
      brands: [],
      categories: [
        { id: 30, nameEn: 'Cashew kernels', nameZh: '腰果仁' },
        { id: 31, nameEn: 'Dried figs', nameZh: '无花果干' },
        { id: 32, nameEn: 'Jasmine rice', nameZh: '茉莉香米' },
        { id: 33, nameEn: 'Extra virgin olive oil', nameZh: '特级初榨橄榄油' },
      ],
    })
    const found = (keyword: string) => ids(catalogue.searchProducts(keyword))
    expect(found('坚果')).toEqual([2, 1])
    expect(found('nuts')).toEqual([2, 1])
    expect(found('干果')).toEqual([1, 2])
    expect(found('grains')).toEqual([3, 4])
    expect(found('cooking oil')[0]).toBe(4)
  })

  it('ranks a lone Chinese character by the categories whose name it ends (the kind of thing they are)', async () => {
    const catalogue = await CatalogueIndex.build({
      products: [
        product(1, 'Butter biscuits, 12 × 200 g', '黄油饼干，12×200克', { categoryId: 21 }),
        product(2, 'Extra virgin olive oil, 12 × 750 ml', '特级初榨橄榄油，12×750毫升', { categoryId: 20 }),
        product(3, 'Squid, frozen', '鱿鱼，冷冻', { categoryId: 22 }),
      ],
      brands: [],
      categories: [
        { id: 20, nameEn: 'Extra virgin olive oil', nameZh: '特级初榨橄榄油' },
        { id: 21, nameEn: 'Butter biscuits', nameZh: '黄油饼干' },
        { id: 22, nameEn: 'Squid', nameZh: '鱿鱼' },
      ],
    })
    const found = (keyword: string) => ids(catalogue.searchProducts(keyword))
    // 橄榄油 is an oil; 黄油饼干 holds 油 but is a biscuit: it follows, as typed (油饼).
    expect(found('油')).toEqual([2, 1])
    // No word starts with 鱼, but 鱿鱼 is one.
    expect(found('鱼')).toEqual([3])
    // Only a lone character: a word of two is matched as typed.
    expect(found('黄油')).toEqual([1])
  })

  it('reads a one-character group one way, a synonym as a word (not a typo), and the rarest word first when none has all', async () => {
    // 油 stands for 橄榄油 and 棕榈液油; they do not stand for each other.
    expect(synonymVariants('油')).toEqual(expect.arrayContaining(['橄榄油', '棕榈液油']))
    expect(synonymVariants('橄榄油')).toEqual([])
    const farm = { brandEn: 'Golden Farms', brandZh: '金色农场' }
    const catalogue = await CatalogueIndex.build({
      products: [
        product(1, 'Raw honey, 12 × 500 g', '原蜜，12×500克', farm),
        product(2, 'Raw honey, 6 × 1 kg', '原蜜，6×1公斤', farm),
        product(3, 'Cashew kernels, W320', '腰果仁，W320', farm),
        product(4, 'Cooking oil, 12 × 1 l', '食用油，12×1升', farm),
        product(5, 'Butter biscuits, 12 × 200 g', '黄油饼干，12×200克', farm),
        product(6, 'Coconut water, 24 × 330 ml', '椰子水，24×330毫升', { brandEn: 'Bali Growers', brandZh: '巴厘种植园' }),
        product(7, 'Jasmine rice, 25 kg bags', '茉莉香米，25公斤/袋', farm),
        product(8, 'Jasmine rice, 50 kg bags', '茉莉香米，50公斤/袋', farm),
      ],
      brands: [],
      categories: [],
    })
    const found = (keyword: string) => ids(catalogue.searchProducts(keyword))
    // No product is both raw and a cashew: the cashews (the rarer word) first, then the raw honey.
    expect(found('raw cashews')).toEqual([3, 1, 2])
    // Nor rice and "mali" (a typo of Bali, rarer): the word found as typed first.
    expect(found('mali rice')).toEqual([7, 8, 6])
    // "cookies" is two edits from "cooking", but it is the synonym of biscuits.
    expect(found('cookies')).toEqual([5])
  })

  it('reads an origin word as the origin: the other words matched from there, or all of its products', async () => {
    const chile = { originEn: 'Chile', originZh: '智利', originCode: 'CL' }
    const australia = { originEn: 'Australia', originZh: '澳大利亚', originCode: 'AU' }
    const catalogue = await CatalogueIndex.build({
      products: [
        product(1, 'Atlantic salmon, fresh, 20 kg', '大西洋三文鱼，新鲜，20公斤', chile),
        product(2, 'Red wine, 6 × 750 ml', '红葡萄酒，6×750毫升', chile),
        product(3, 'Sweet cherries, 5 kg', '甜樱桃，5公斤', { ...australia, categoryEn: 'Cherries', categoryZh: '樱桃' }),
        product(4, 'Sweet cherries, 5 kg', '甜樱桃，5公斤', { ...chile, categoryEn: 'Cherries', categoryZh: '樱桃' }),
        product(5, 'Raw honey, 12 × 500 g', '原蜜，12×500克', australia),
      ],
      brands: [
        brand(1, 'Maule Golden Farms', '马乌莱金色农场', { countryEn: 'Chile', countryZh: '智利', countryCode: 'CL' }),
        brand(2, 'Tasmania Harvest Estate', '塔斯马尼亚丰收庄园', { countryEn: 'Australia', countryZh: '澳大利亚', countryCode: 'AU' }),
      ],
      categories: [{ id: 10, nameEn: 'Cherries', nameZh: '樱桃' }],
      countries: [
        { code: 'CL', nameEn: 'Chile', nameZh: '智利' },
        { code: 'AU', nameEn: 'Australia', nameZh: '澳大利亚' },
      ],
    })
    const found = (keyword: string) => ids(catalogue.searchProducts(keyword))
    // Chilean cherries only: not the salmon and wine from Chile, not the Australian cherries.
    for (const keyword of ['智利车厘子', '智利樱桃', 'chilean cherries', 'cherries from chile'])
      expect({ keyword, found: found(keyword) }).toEqual({ keyword, found: [4] })
    // Only an origin: its products, in the build's order; 澳洲 is 澳大利亚.
    expect(found('智利')).toEqual([1, 2, 4])
    expect(found('澳洲')).toEqual([3, 5])
    expect(found('australian honey')).toEqual([5])
    expect(found('澳洲 cherries')).toEqual([3])
    // Nothing from there: nothing (the origin is a filter).
    expect(found('chilean honey')).toEqual([])
    expect(catalogue.originOf('Chilean cherries')).toEqual({ code: 'CL', rest: 'cherries' })
    expect(ids(catalogue.searchBrands('智利'))).toEqual([1])
    expect(ids(catalogue.searchBrands('australian farms'))).toEqual([])
    expect(ids(catalogue.searchCategories('智利车厘子'))).toEqual([10])
    expect(ids(catalogue.searchCategories('智利'))).toEqual([])
  })

  it('answers a keyword that finds nothing: did you mean, and the category closest to goods it lacks', async () => {
    const catalogue = await CatalogueIndex.build({
      products: [
        product(1, 'Sweet cherries, 5 kg', '甜樱桃，5公斤', { originEn: 'Chile', originZh: '智利', originCode: 'CL' }),
        product(2, 'Navel oranges, 15 kg', '脐橙，15公斤', { categoryEn: 'Citrus', categoryZh: '柑橘' }),
      ],
      brands: [],
      categories: [
        { id: 10, nameEn: 'Cherries', nameZh: '樱桃' },
        { id: 11, nameEn: 'Citrus', nameZh: '柑橘' },
      ],
      countries: [{ code: 'CL', nameEn: 'Chile', nameZh: '智利' }],
    })
    expect(catalogue.searchProducts('cheri')).toEqual([])
    expect(catalogue.didYouMean('cheri')).toBe('cherries')
    expect(catalogue.didYouMean('樱挑')).toBe('樱桃')
    expect(catalogue.didYouMean('智利车里子')).toBe('智利车厘子')
    // Spelt right, but nothing from that origin: the goods from any.
    expect(catalogue.didYouMean('chilean oranges')).toBe('oranges')
    expect(catalogue.didYouMean('lemon')).toBeUndefined()
    expect(ids(catalogue.closestCategories('lemon'))).toEqual([11])
    expect(ids(catalogue.closestCategories('柠檬'))).toEqual([11])
    expect(catalogue.closestCategories('cheri')).toEqual([])
  })

  it('finds it with a Latin prefix and a typo', () => {
    expect(ids(index.searchProducts('jasmin ric')).toSorted()).toEqual([1, 2])
    expect(ids(index.searchProducts('jasmnie rixe')).toSorted()).toEqual([1, 2])
    expect(ids(index.searchProducts('jasmime'))).toEqual(expect.arrayContaining([1, 2, 3]))
    expect(ids(index.searchProducts('JASMINE'))).toEqual(expect.arrayContaining([1, 2, 3]))
  })

  it('ranks by relevance; equal names score alike, and the one given to the build first ranks first', async () => {
    const hits = index.searchProducts('jasmine rice')
    expect(ids(hits.slice(0, 2))).toEqual([1, 2])
    expect(hits[0]!.score).toBe(hits[1]!.score)
    // The loader gives products most viewed first. Given in the opposite order, equal scores
    // come out in that order, in every kind of query (one word, several words, a Chinese run, a
    // typo).
    const reversed = await CatalogueIndex.build({ ...docs, products: docs.products.toReversed() })
    expect(ids(reversed.searchProducts('jasmine rice').slice(0, 2))).toEqual([2, 1])
    for (const keyword of ['jasmine', 'rice', 'jasmine rice', '茉莉香米', 'jasmnie rixe', '泰国']) {
      const found = reversed.searchProducts(keyword)
      const ties = found.slice(1).filter((hit, i) => hit.score === found[i]!.score)
      expect({ keyword, ties: ties.length > 0 }).toEqual({ keyword, ties: true })
      expect({ keyword, found }).toEqual({ keyword, found: found.toSorted((a, b) => b.score - a.score || b.id - a.id) })
    }
    // A word in the product's own name outranks the same word in its category.
    const olive = ids(index.searchProducts('olive'))
    expect(olive[0]).toBe(5)
  })

  it('finds a word with two neighbouring letters swapped', () => {
    expect(swaps('durain')).toContain('durian')
    expect(ids(index.searchProducts('olvie'))).toEqual([5])
    expect(ids(index.searchProducts('jasmien rcie')).toSorted()).toEqual([1, 2])
  })

  it('takes a word the catalogue holds as typed, and looks for typos only of one it does not', async () => {
    const small = await CatalogueIndex.build({
      products: [product(1, 'Jasmine rice, 25 kg bags', '茉莉香米'), product(2, 'Rich aroma coffee beans', '浓香咖啡豆')],
      brands: [],
      categories: [],
    })
    // "rice" is a word of the catalogue: it does not also find "rich".
    expect(ids(small.searchProducts('rice'))).toEqual([1])
    // "ricr" is not: one edit finds both.
    expect(ids(small.searchProducts('ricr')).toSorted()).toEqual([1, 2])
  })

  it('matches products by their brand and origin, in either language', () => {
    expect(ids(index.searchProducts('andalusia'))).toEqual([5])
    expect(ids(index.searchProducts('传承庄园'))).toEqual([5])
    expect(ids(index.searchProducts('西班牙'))).toEqual([5])
  })

  it('searches brands in both languages, with a typo', () => {
    expect(ids(index.searchBrands('金色农场'))).toEqual([1])
    expect(ids(index.searchBrands('golden farm'))).toEqual([1])
    expect(ids(index.searchBrands('heritge'))).toEqual([2])
  })

  it('searches categories', () => {
    expect(ids(index.searchCategories('粮油'))).toEqual([10])
    expect(ids(index.searchCategories('jasm'))).toEqual([11])
  })

  it('falls back to the best partial matches when no document has every word', () => {
    expect(ids(index.searchProducts('olive submarine'))).toEqual([5])
  })

  it('returns nothing for an empty or unknown keyword, and honours the limit', () => {
    expect(index.searchProducts('  ')).toEqual([])
    expect(index.searchProducts('xylophone')).toEqual([])
    expect(index.searchProducts('premium', 2)).toHaveLength(2)
  })
})
