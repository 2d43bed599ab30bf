/**
 * Judged queries: what buyers type, in both languages, and what a good answer lists first, judged
 * against what the demo catalogue holds (src/server/seed/seed-data.ts), not against what the search
 * returns. `npm run bench:relevance` and relevance.server.test.ts measure the search by them
 * (./relevance.ts).
 *
 * Each query names the categories whose products are right answers, by their English names as
 * seeded (a top-level category stands for all of its own), and, for a query that names an origin,
 * the country the products must come from (an ISO code). No categories: any product of that origin.
 * A judgement whose categories and origin hold no product fails the run: the catalogue must hold
 * what a query is judged by.
 */

export type Judgement = {
  query: string
  /** The page's language: Chinese for a query with Chinese characters, else English. */
  lan: 'en' | 'cn'
  kind: JudgementKind
  categories: ReadonlyArray<string>
  origin?: string
}

export type JudgementKind = 'inflection' | 'trade word' | 'category' | 'misspelling' | 'origin' | 'single character' | 'phrase'

type Row = readonly [query: string, categories: ReadonlyArray<string>, origin?: string]

const judged = (kind: JudgementKind, rows: ReadonlyArray<Row>): Array<Judgement> =>
  rows.map(([query, categories, origin]) => ({
    query,
    lan: /\p{Script=Han}/u.test(query) ? 'cn' : 'en',
    kind,
    categories,
    ...(origin ? { origin } : {}),
  }))

const NUTS = ['Cashew kernels', 'Hazelnut kernels', 'Macadamia nuts']
const DRIED_FRUIT = ['Dried figs', 'Sultana raisins', 'Dried mango slices']
const COOKING_OIL = ['Extra virgin olive oil', 'Refined palm olein']
const GRAINS = ['Jasmine rice', 'Quinoa']

export const JUDGEMENTS: ReadonlyArray<Judgement> = [
  ...judged('inflection', [
    ['banana', ['Bananas']],
    ['cherry', ['Cherries']],
    ['avocado', ['Avocados']],
    ['fig', ['Dried figs']],
    ['raisin', ['Sultana raisins']],
    ['cashew', ['Cashew kernels']],
    ['hazelnut', ['Hazelnut kernels']],
    ['macadamia nut', ['Macadamia nuts']],
    ['cocoa bean', ['Cocoa beans']],
    ['biscuit', ['Butter biscuits']],
    ['mangoes', ['Mangoes']],
    ['coffee bean', ['Green coffee beans']],
    ['durians', ['Durian']],
    ['shrimps', ['White shrimp']],
    ['squids', ['Squid']],
    ['wines', ['Red wine']],
    ['chocolates', ['Dark chocolate']],
    ['kernels', ['Cashew kernels', 'Hazelnut kernels']],
    ['oranges', ['Orange juice concentrate', 'Citrus']],
  ]),
  ...judged('trade word', [
    ['prawn', ['White shrimp']],
    ['cookie', ['Butter biscuits']],
    ['vannamei', ['White shrimp']],
    ['calamari', ['Squid']],
    ['filberts', ['Hazelnut kernels']],
    ['fcoj', ['Orange juice concentrate']],
    ['hom mali rice', ['Jasmine rice']],
    ['fragrant rice', ['Jasmine rice']],
    ['palm oil', ['Refined palm olein']],
    ['rbd palm olein', ['Refined palm olein']],
    ['olive oil', ['Extra virgin olive oil']],
    ['swiftlet nest', ["Edible bird's nest"]],
    ['bird nest', ["Edible bird's nest"]],
    ['shellfish', ['White shrimp']],
    ['halal', ['Halal beef']],
    ['meat', ['Halal beef']],
    ['樱桃', ['Cherries']],
    ['鲑鱼', ['Atlantic salmon']],
    ['鳄梨', ['Avocados']],
    ['红酒', ['Red wine']],
    ['葡萄酒', ['Red wine']],
    ['蜂蜜', ['Raw honey']],
    ['饼干', ['Butter biscuits']],
    ['橄榄油', ['Extra virgin olive oil']],
    ['棕榈油', ['Refined palm olein']],
    ['可可', ['Cocoa beans']],
    ['咖啡豆', ['Green coffee beans']],
    ['对虾', ['White shrimp']],
    ['大虾', ['White shrimp']],
    ['腰果', ['Cashew kernels']],
    ['榛子', ['Hazelnut kernels']],
    ['无花果', ['Dried figs']],
    ['葡萄干', ['Sultana raisins']],
    ['果汁', ['Orange juice concentrate']],
    ['橙汁', ['Orange juice concentrate']],
    ['牛肉', ['Halal beef']],
    ['燕窝', ["Edible bird's nest"]],
  ]),
  ...judged('category', [
    ['seafood', ['Seafood']],
    ['fresh fruit', ['Fresh fruit']],
    ['nuts', NUTS],
    ['dried fruit', DRIED_FRUIT],
    ['grains', GRAINS],
    ['cooking oil', COOKING_OIL],
    ['snacks', ['Snacks & confectionery']],
    ['beverages', ['Beverages']],
    ['drinks', ['Beverages']],
    ['fish', ['Atlantic salmon']],
    ['coffee', ['Green coffee beans']],
    ['juice', ['Orange juice concentrate']],
    ['水果', ['Fresh fruit']],
    ['海鲜', ['Seafood']],
    ['饮料', ['Beverages']],
    ['零食', ['Snacks & confectionery']],
    ['坚果', NUTS],
    ['干果', DRIED_FRUIT],
    ['粮油', ['Grains & oils']],
    ['谷物', GRAINS],
    ['食用油', COOKING_OIL],
    ['清真', ['Halal beef']],
    ['大米', ['Jasmine rice']],
    ['咖啡', ['Green coffee beans']],
  ]),
  ...judged('misspelling', [
    ['bananna', ['Bananas']],
    ['avacado', ['Avocados']],
    ['cahsew', ['Cashew kernels']],
    ['hazlenut', ['Hazelnut kernels']],
    ['macadmia', ['Macadamia nuts']],
    ['quinao', ['Quinoa']],
    ['choclate', ['Dark chocolate']],
    ['salomn', ['Atlantic salmon']],
    ['srimp', ['White shrimp']],
    ['coconut watr', ['Coconut water']],
    ['raisns', ['Sultana raisins']],
    ['biscuts', ['Butter biscuits']],
    ['jasmne rice', ['Jasmine rice']],
    ['coffe beans', ['Green coffee beans']],
    ['honney', ['Raw honey']],
    ['cherrys', ['Cherries']],
    ['olive oyl', ['Extra virgin olive oil']],
    ['巧克立', ['Dark chocolate']],
  ]),
  ...judged('origin', [
    ['chilean cherries', ['Cherries'], 'CL'],
    ['thai durian', ['Durian'], 'TH'],
    ['thai rice', ['Jasmine rice'], 'TH'],
    ['vietnamese cashews', ['Cashew kernels'], 'VN'],
    ['italian olive oil', ['Extra virgin olive oil'], 'IT'],
    ['spanish wine', ['Red wine'], 'ES'],
    ['new zealand honey', ['Raw honey'], 'NZ'],
    ['australian macadamias', ['Macadamia nuts'], 'AU'],
    ['peruvian quinoa', ['Quinoa'], 'PE'],
    ['turkish figs', ['Dried figs'], 'TR'],
    ['brazilian coffee', ['Green coffee beans'], 'BR'],
    ['indonesian cocoa', ['Cocoa beans'], 'ID'],
    ['malaysian palm oil', ['Refined palm olein'], 'MY'],
    ['shrimp from vietnam', ['White shrimp'], 'VN'],
    ['salmon from chile', ['Atlantic salmon'], 'CL'],
    ['ecuador bananas', ['Bananas'], 'EC'],
    ['thai', [], 'TH'],
    ['智利樱桃', ['Cherries'], 'CL'],
    ['智利三文鱼', ['Atlantic salmon'], 'CL'],
    ['智利红酒', ['Red wine'], 'CL'],
    ['澳洲蜂蜜', ['Raw honey'], 'AU'],
    ['澳洲牛肉', ['Halal beef'], 'AU'],
    ['泰国榴莲', ['Durian'], 'TH'],
    ['泰国香米', ['Jasmine rice'], 'TH'],
    ['泰国芒果', ['Mangoes'], 'TH'],
    ['越南腰果', ['Cashew kernels'], 'VN'],
    ['越南咖啡', ['Green coffee beans'], 'VN'],
    ['新西兰三文鱼', ['Atlantic salmon'], 'NZ'],
    ['秘鲁牛油果', ['Avocados'], 'PE'],
    ['土耳其榛子', ['Hazelnut kernels'], 'TR'],
    ['马来西亚燕窝', ["Edible bird's nest"], 'MY'],
    ['印尼棕榈油', ['Refined palm olein'], 'ID'],
    ['菲律宾香蕉', ['Bananas'], 'PH'],
    ['西班牙橄榄油', ['Extra virgin olive oil'], 'ES'],
    ['南非夏威夷果', ['Macadamia nuts'], 'ZA'],
    ['厄瓜多尔白虾', ['White shrimp'], 'EC'],
    ['巴西', [], 'BR'],
  ]),
  ...judged('single character', [
    ['米', ['Jasmine rice']],
    ['油', COOKING_OIL],
    ['酒', ['Red wine']],
    ['鱼', ['Atlantic salmon', 'Squid']],
    ['蜜', ['Raw honey']],
    ['豆', ['Green coffee beans', 'Cocoa beans']],
    ['肉', ['Halal beef']],
    ['椰', ['Coconut water']],
    ['橙', ['Orange juice concentrate', 'Citrus']],
  ]),
  // A product word with the words of a grade, a pack or a state around it.
  ...judged('phrase', [
    ['frozen shrimp', ['White shrimp']],
    ['fresh salmon', ['Atlantic salmon']],
    ['organic honey', ['Raw honey']],
    ['raw cashews', ['Cashew kernels']],
    ['bulk rice', ['Jasmine rice']],
    ['red wine 750 ml', ['Red wine']],
    ['premium macadamia', ['Macadamia nuts']],
    ['dried mango', ['Dried mango slices']],
    ['green coffee', ['Green coffee beans']],
    ['coconut', ['Coconut water']],
    ['nut kernels', ['Cashew kernels', 'Hazelnut kernels']],
    ['冷冻白虾', ['White shrimp']],
    ['有机蜂蜜', ['Raw honey']],
    ['出口级榴莲', ['Durian']],
    ['带壳夏威夷果', ['Macadamia nuts']],
    ['冰鲜三文鱼', ['Atlantic salmon']],
  ]),
]
