/**
 * The trade's words for one thing, in both languages, as data: each group's members are
 * interchangeable in a query ("evoo" finds extra virgin olive oil, 提子 finds 葡萄干). A group led by
 * a Chinese trade word of one character (虾, 茶, 米, 油, 酒) is one way: that character stands for
 * the catalogue's words for it, and they do not stand for each other (橄榄油 is not 棕榈液油).
 *
 * A synonym widens a query and ranks below it (./catalogue-index.ts): a keyword that matches as
 * typed keeps its own matches first.
 */
export const SYNONYMS: ReadonlyArray<ReadonlyArray<string>> = [
  ['evoo', 'extra virgin olive oil'],
  ['cacao', 'cocoa'],
  ['prawn', 'shrimp'],
  ['cookie', 'biscuit'],
  ['sultana', 'raisin'],
  ['vannamei', 'white shrimp'],
  ['calamari', 'squid'],
  ['filbert', 'hazelnut'],
  ['fcoj', 'orange juice concentrate'],
  ['drink', 'beverage'],
  ['车厘子', '樱桃'],
  ['红酒', '红葡萄酒', '葡萄酒'],
  ['鳄梨', '牛油果'],
  ['提子', '葡萄干'],
  ['曲奇', '饼干'],
  ['鲑鱼', '三文鱼'],
  ['蜂蜜', '原蜜', '天然蜂蜜'],
  ['白虾', '对虾', '大虾'],
  ['饮料', '饮品'],
  ['大米', '香米'],
  ['虾', '白虾', '虾仁'],
  ['茶', '红茶', '绿茶', '茶叶'],
  ['米', '大米', '香米'],
  ['油', '橄榄油', '棕榈液油'],
  ['酒', '葡萄酒'],
]

/**
 * The words buyers use for a category's goods beyond its own name, by the category's English name
 * (as the catalogue spells it, any case): a wider word ("nuts", 坚果: cashew kernels are nuts) or
 * the trade's name for them. They are indexed with each product of the category, after the
 * product's own name and before its brand and category names, so they rank its products above
 * those that only share a word of their parent category (坚果 finds cashews before the dried figs
 * of 坚果与干果). Unlike SYNONYMS they never stand for each other: cashews are nuts, nuts are not
 * only cashews.
 */
export const CATEGORY_WORDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  'white shrimp': ['shellfish'],
  'cashew kernels': ['nuts', '坚果'],
  'hazelnut kernels': ['nuts', '坚果'],
  'macadamia nuts': ['坚果'],
  'dried figs': ['dried fruit', '干果'],
  'sultana raisins': ['dried fruit', '干果'],
  'dried mango slices': ['dried fruit', '干果'],
  'jasmine rice': ['grains', '谷物', '大米'],
  quinoa: ['grains', '谷物'],
  'extra virgin olive oil': ['cooking oil', '食用油'],
  'refined palm olein': ['palm oil', 'cooking oil', '食用油', '棕榈油'],
  'orange juice concentrate': ['果汁'],
  'halal beef': ['meat', '肉类'],
}

/**
 * Goods the catalogue may not hold, and the word of the category that comes closest: a search for
 * one that finds nothing offers that category ("lemon" → Citrus). Unlike synonyms these never
 * widen a search: a buyer who asks for lemons is told that none are listed.
 */
export const CLOSEST_CATEGORY: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ['citrus', ['lemon', 'lime', 'grapefruit', 'mandarin', 'tangerine', 'pomelo', '柠檬', '青柠', '西柚', '柚子', '橘子', '桔子']],
  [
    'fresh fruit',
    ['apple', 'pear', 'kiwi', 'pineapple', 'papaya', 'lychee', 'longan', '苹果', '梨', '猕猴桃', '菠萝', '木瓜', '荔枝', '龙眼'],
  ],
  ['seafood', ['tuna', 'cod', 'crab', 'lobster', 'oyster', 'scallop', 'fish', '金枪鱼', '鳕鱼', '螃蟹', '龙虾', '生蚝', '扇贝', '鱼']],
  ['nuts', ['almond', 'walnut', 'pistachio', 'peanut', 'pecan', '杏仁', '核桃', '开心果', '花生', '碧根果']],
  ['beverages', ['beer', 'whisky', 'vodka', 'soda', 'milk', '啤酒', '白酒', '汽水', '牛奶']],
  ['snacks', ['candy', 'chips', 'crisps', 'cake', '糖果', '薯片', '蛋糕']],
  ['grains', ['wheat', 'flour', 'oats', 'corn', 'barley', 'soybean', '小麦', '面粉', '燕麦', '玉米', '大豆']],
  ['halal beef', ['lamb', 'mutton', 'steak', '羊肉', '牛排']],
]
