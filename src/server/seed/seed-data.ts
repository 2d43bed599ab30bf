/** Bilingual vocabularies of the demo dataset (combined by seed.server.ts). [en, zh] pairs. */
export type Pair = readonly [string, string]

export const seedCountries: ReadonlyArray<{
  code: string
  name: Pair
  region: string
  dial: string
  areas: ReadonlyArray<Pair>
  /** Sub-category keys this country's brands grow or make. */
  produce: ReadonlyArray<string>
  markets: ReadonlyArray<Pair>
}> = [
  {
    code: 'EC',
    name: ['Ecuador', '厄瓜多尔'],
    region: 'South America',
    dial: '+593',
    areas: [
      ['Guayas', '瓜亚斯省'],
      ['El Oro', '埃尔奥罗省'],
      ['Manabí', '马纳比省'],
    ],
    produce: ['bananas', 'shrimp', 'cocoa', 'coffee'],
    markets: [
      ['China', '中国'],
      ['the EU', '欧盟'],
      ['Russia', '俄罗斯'],
    ],
  },
  {
    code: 'MY',
    name: ['Malaysia', '马来西亚'],
    region: 'Southeast Asia',
    dial: '+60',
    areas: [
      ['Pahang', '彭亨州'],
      ['Johor', '柔佛州'],
      ['Sabah', '沙巴州'],
    ],
    produce: ['durian', 'palm_oil', 'birds_nest', 'halal_meat'],
    markets: [
      ['China', '中国'],
      ['the Middle East', '中东'],
      ['Singapore', '新加坡'],
    ],
  },
  {
    code: 'TR',
    name: ['Türkiye', '土耳其'],
    region: 'Middle East',
    dial: '+90',
    areas: [
      ['Izmir', '伊兹密尔'],
      ['Ordu', '奥尔杜'],
      ['Mersin', '梅尔辛'],
    ],
    produce: ['hazelnuts', 'dried_figs', 'raisins', 'olive_oil'],
    markets: [
      ['China', '中国'],
      ['Germany', '德国'],
      ['the Gulf states', '海湾国家'],
    ],
  },
  {
    code: 'CL',
    name: ['Chile', '智利'],
    region: 'South America',
    dial: '+56',
    areas: [
      ["O'Higgins", '奥希金斯大区'],
      ['Maule', '马乌莱大区'],
      ['Los Lagos', '湖大区'],
    ],
    produce: ['cherries', 'salmon', 'wine', 'avocados'],
    markets: [
      ['China', '中国'],
      ['the United States', '美国'],
      ['Korea', '韩国'],
    ],
  },
  {
    code: 'TH',
    name: ['Thailand', '泰国'],
    region: 'Southeast Asia',
    dial: '+66',
    areas: [
      ['Chanthaburi', '尖竹汶府'],
      ['Chiang Mai', '清迈府'],
      ['Rayong', '罗勇府'],
    ],
    produce: ['durian', 'mangoes', 'rice', 'coconut_water'],
    markets: [
      ['China', '中国'],
      ['Japan', '日本'],
      ['Hong Kong', '香港'],
    ],
  },
  {
    code: 'VN',
    name: ['Vietnam', '越南'],
    region: 'Southeast Asia',
    dial: '+84',
    areas: [
      ['Đắk Lắk', '多乐省'],
      ['Bình Phước', '平福省'],
      ['Cà Mau', '金瓯省'],
    ],
    produce: ['coffee', 'cashews', 'shrimp', 'rice'],
    markets: [
      ['China', '中国'],
      ['the EU', '欧盟'],
      ['Australia', '澳大利亚'],
    ],
  },
  {
    code: 'PE',
    name: ['Peru', '秘鲁'],
    region: 'South America',
    dial: '+51',
    areas: [
      ['Piura', '皮乌拉大区'],
      ['Ica', '伊卡大区'],
      ['La Libertad', '拉利伯塔德大区'],
    ],
    produce: ['avocados', 'quinoa', 'mangoes', 'coffee'],
    markets: [
      ['China', '中国'],
      ['the Netherlands', '荷兰'],
      ['the United States', '美国'],
    ],
  },
  {
    code: 'ID',
    name: ['Indonesia', '印度尼西亚'],
    region: 'Southeast Asia',
    dial: '+62',
    areas: [
      ['North Sumatra', '北苏门答腊省'],
      ['East Java', '东爪哇省'],
      ['Sulawesi', '苏拉威西'],
    ],
    produce: ['coffee', 'palm_oil', 'cocoa', 'squid'],
    markets: [
      ['China', '中国'],
      ['India', '印度'],
      ['Japan', '日本'],
    ],
  },
  {
    code: 'PH',
    name: ['Philippines', '菲律宾'],
    region: 'Southeast Asia',
    dial: '+63',
    areas: [
      ['Davao', '达沃'],
      ['Cebu', '宿务'],
      ['Mindanao', '棉兰老岛'],
    ],
    produce: ['bananas', 'mangoes', 'coconut_water', 'fruit_chips'],
    markets: [
      ['China', '中国'],
      ['Korea', '韩国'],
      ['Japan', '日本'],
    ],
  },
  {
    code: 'ZA',
    name: ['South Africa', '南非'],
    region: 'Africa',
    dial: '+27',
    areas: [
      ['Western Cape', '西开普省'],
      ['Limpopo', '林波波省'],
      ['Mpumalanga', '普马兰加省'],
    ],
    produce: ['citrus', 'wine', 'macadamias'],
    markets: [
      ['China', '中国'],
      ['the United Kingdom', '英国'],
      ['the EU', '欧盟'],
    ],
  },
  {
    code: 'BR',
    name: ['Brazil', '巴西'],
    region: 'South America',
    dial: '+55',
    areas: [
      ['Minas Gerais', '米纳斯吉拉斯州'],
      ['São Paulo', '圣保罗州'],
      ['Bahia', '巴伊亚州'],
    ],
    produce: ['coffee', 'juice', 'cocoa', 'honey'],
    markets: [
      ['China', '中国'],
      ['the United States', '美国'],
      ['the EU', '欧盟'],
    ],
  },
  {
    code: 'ES',
    name: ['Spain', '西班牙'],
    region: 'Europe',
    dial: '+34',
    areas: [
      ['Andalusia', '安达卢西亚'],
      ['Valencia', '瓦伦西亚'],
      ['Murcia', '穆尔西亚'],
    ],
    produce: ['olive_oil', 'citrus', 'wine'],
    markets: [
      ['China', '中国'],
      ['France', '法国'],
      ['Japan', '日本'],
    ],
  },
  {
    code: 'IT',
    name: ['Italy', '意大利'],
    region: 'Europe',
    dial: '+39',
    areas: [
      ['Sicily', '西西里'],
      ['Apulia', '普利亚'],
      ['Piedmont', '皮埃蒙特'],
    ],
    produce: ['olive_oil', 'wine', 'biscuits', 'chocolate'],
    markets: [
      ['China', '中国'],
      ['the United States', '美国'],
      ['Germany', '德国'],
    ],
  },
  {
    code: 'NZ',
    name: ['New Zealand', '新西兰'],
    region: 'Oceania',
    dial: '+64',
    areas: [
      ['Bay of Plenty', '丰盛湾'],
      ["Hawke's Bay", '霍克斯湾'],
      ['Marlborough', '马尔堡'],
    ],
    produce: ['honey', 'wine', 'salmon'],
    markets: [
      ['China', '中国'],
      ['Australia', '澳大利亚'],
      ['Singapore', '新加坡'],
    ],
  },
  {
    code: 'AU',
    name: ['Australia', '澳大利亚'],
    region: 'Oceania',
    dial: '+61',
    areas: [
      ['Queensland', '昆士兰州'],
      ['Victoria', '维多利亚州'],
      ['Tasmania', '塔斯马尼亚州'],
    ],
    produce: ['macadamias', 'wine', 'halal_meat', 'honey'],
    markets: [
      ['China', '中国'],
      ['Japan', '日本'],
      ['Indonesia', '印度尼西亚'],
    ],
  },
  {
    code: 'CN',
    name: ['China', '中国'],
    region: 'East Asia',
    dial: '+86',
    areas: [
      ['Guangdong', '广东省'],
      ['Shanghai', '上海市'],
      ['Zhejiang', '浙江省'],
    ],
    produce: [],
    markets: [],
  },
]

/** Top-level categories with their sub-categories: key → names, unit, price range (US cents). */
export const seedCategories: ReadonlyArray<{
  name: Pair
  children: ReadonlyArray<{
    key: string
    name: Pair
    unit: Pair
    pack: Pair
    price: readonly [number, number]
    moq: number
    /** Shelf life: days, weeks or months, from min to max. */
    shelf: readonly ['d' | 'w' | 'm', number, number]
  }>
}> = [
  {
    name: ['Fresh fruit', '新鲜水果'],
    children: [
      {
        key: 'bananas',
        shelf: ['w', 3, 5],
        name: ['Bananas', '香蕉'],
        unit: ['carton', '箱'],
        pack: ['18 kg carton', '18公斤/箱'],
        price: [1200, 2200],
        moq: 1080,
      },
      {
        key: 'durian',
        shelf: ['m', 12, 24],
        name: ['Durian', '榴莲'],
        unit: ['carton', '箱'],
        pack: ['frozen, 10 kg carton', '冷冻，10公斤/箱'],
        price: [9000, 24000],
        moq: 100,
      },
      {
        key: 'cherries',
        shelf: ['w', 3, 5],
        name: ['Cherries', '樱桃'],
        unit: ['carton', '箱'],
        pack: ['5 kg carton, 28+ mm', '5公斤/箱，28毫米以上'],
        price: [4500, 9000],
        moq: 200,
      },
      {
        key: 'citrus',
        shelf: ['w', 6, 10],
        name: ['Citrus', '柑橘'],
        unit: ['carton', '箱'],
        pack: ['15 kg carton', '15公斤/箱'],
        price: [1100, 2600],
        moq: 1000,
      },
      {
        key: 'avocados',
        shelf: ['w', 3, 5],
        name: ['Avocados', '牛油果'],
        unit: ['carton', '箱'],
        pack: ['4 kg carton, size 16–20', '4公斤/箱，16–20个'],
        price: [1300, 2800],
        moq: 800,
      },
      {
        key: 'mangoes',
        shelf: ['w', 2, 3],
        name: ['Mangoes', '芒果'],
        unit: ['carton', '箱'],
        pack: ['4 kg carton', '4公斤/箱'],
        price: [1000, 2500],
        moq: 600,
      },
    ],
  },
  {
    name: ['Seafood', '水产海鲜'],
    children: [
      {
        key: 'shrimp',
        shelf: ['m', 18, 24],
        name: ['White shrimp', '白虾'],
        unit: ['carton', '箱'],
        pack: ['frozen, 10 × 1 kg', '冷冻，10×1公斤'],
        price: [5500, 9500],
        moq: 500,
      },
      {
        key: 'salmon',
        shelf: ['d', 12, 16],
        name: ['Atlantic salmon', '大西洋三文鱼'],
        unit: ['kg', '公斤'],
        pack: ['fresh whole fish, 4–5 kg', '冰鲜整鱼，4–5公斤'],
        price: [900, 1500],
        moq: 1000,
      },
      {
        key: 'squid',
        shelf: ['m', 18, 24],
        name: ['Squid', '鱿鱼'],
        unit: ['carton', '箱'],
        pack: ['frozen, 12 kg carton', '冷冻，12公斤/箱'],
        price: [3000, 5200],
        moq: 300,
      },
    ],
  },
  {
    name: ['Coffee & tea', '咖啡与茶'],
    children: [
      {
        key: 'coffee',
        shelf: ['m', 12, 18],
        name: ['Green coffee beans', '咖啡生豆'],
        unit: ['bag', '袋'],
        pack: ['60 kg jute bag', '60公斤/麻袋'],
        price: [22000, 48000],
        moq: 40,
      },
      {
        key: 'black_tea',
        shelf: ['m', 24, 36],
        name: ['Black tea', '红茶'],
        unit: ['bag', '袋'],
        pack: ['25 kg bag', '25公斤/袋'],
        price: [9000, 20000],
        moq: 40,
      },
    ],
  },
  {
    name: ['Nuts & dried fruit', '坚果与干果'],
    children: [
      {
        key: 'cashews',
        shelf: ['m', 12, 18],
        name: ['Cashew kernels', '腰果仁'],
        unit: ['carton', '箱'],
        pack: ['W320, 22.68 kg carton', 'W320，22.68公斤/箱'],
        price: [16000, 24000],
        moq: 100,
      },
      {
        key: 'hazelnuts',
        shelf: ['m', 12, 18],
        name: ['Hazelnut kernels', '榛子仁'],
        unit: ['bag', '袋'],
        pack: ['25 kg bag, 11–13 mm', '25公斤/袋，11–13毫米'],
        price: [17000, 26000],
        moq: 80,
      },
      {
        key: 'macadamias',
        shelf: ['m', 12, 18],
        name: ['Macadamia nuts', '夏威夷果'],
        unit: ['carton', '箱'],
        pack: ['in shell, 11.34 kg', '带壳，11.34公斤'],
        price: [9000, 16000],
        moq: 100,
      },
      {
        key: 'dried_figs',
        shelf: ['m', 12, 18],
        name: ['Dried figs', '无花果干'],
        unit: ['carton', '箱'],
        pack: ['12 × 400 g', '12×400克'],
        price: [3000, 5500],
        moq: 200,
      },
      {
        key: 'raisins',
        shelf: ['m', 12, 24],
        name: ['Sultana raisins', '无核葡萄干'],
        unit: ['carton', '箱'],
        pack: ['12.5 kg carton', '12.5公斤/箱'],
        price: [2600, 4200],
        moq: 300,
      },
    ],
  },
  {
    name: ['Grains & oils', '粮油'],
    children: [
      {
        key: 'rice',
        shelf: ['m', 12, 24],
        name: ['Jasmine rice', '茉莉香米'],
        unit: ['tonne', '吨'],
        pack: ['25 kg bags, per tonne', '25公斤/袋，按吨计'],
        price: [55000, 90000],
        moq: 25,
      },
      {
        key: 'quinoa',
        shelf: ['m', 24, 36],
        name: ['Quinoa', '藜麦'],
        unit: ['bag', '袋'],
        pack: ['25 kg bag', '25公斤/袋'],
        price: [6000, 11000],
        moq: 80,
      },
      {
        key: 'olive_oil',
        shelf: ['m', 18, 24],
        name: ['Extra virgin olive oil', '特级初榨橄榄油'],
        unit: ['case', '箱'],
        pack: ['12 × 750 ml', '12×750毫升'],
        price: [5500, 12000],
        moq: 150,
      },
      {
        key: 'palm_oil',
        shelf: ['m', 12, 18],
        name: ['Refined palm olein', '精炼棕榈液油'],
        unit: ['tonne', '吨'],
        pack: ['flexitank, per tonne', '集装箱液袋，按吨计'],
        price: [80000, 110000],
        moq: 20,
      },
    ],
  },
  {
    name: ['Beverages', '饮品'],
    children: [
      {
        key: 'wine',
        shelf: ['m', 36, 60],
        name: ['Red wine', '红葡萄酒'],
        unit: ['case', '箱'],
        pack: ['6 × 750 ml', '6×750毫升'],
        price: [3600, 15000],
        moq: 100,
      },
      {
        key: 'juice',
        shelf: ['m', 24, 36],
        name: ['Orange juice concentrate', '浓缩橙汁'],
        unit: ['drum', '桶'],
        pack: ['250 kg drum, 65 °Brix', '250公斤/桶，65°白利度'],
        price: [45000, 70000],
        moq: 40,
      },
      {
        key: 'coconut_water',
        shelf: ['m', 9, 12],
        name: ['Coconut water', '椰子水'],
        unit: ['case', '箱'],
        pack: ['24 × 330 ml', '24×330毫升'],
        price: [1500, 2600],
        moq: 500,
      },
      {
        key: 'cocoa',
        shelf: ['m', 12, 24],
        name: ['Cocoa beans', '可可豆'],
        unit: ['bag', '袋'],
        pack: ['62.5 kg bag', '62.5公斤/袋'],
        price: [18000, 32000],
        moq: 50,
      },
    ],
  },
  {
    name: ['Snacks & confectionery', '休闲零食'],
    children: [
      {
        key: 'chocolate',
        shelf: ['m', 18, 24],
        name: ['Dark chocolate', '黑巧克力'],
        unit: ['case', '箱'],
        pack: ['24 × 100 g bars', '24×100克'],
        price: [3000, 6500],
        moq: 200,
      },
      {
        key: 'biscuits',
        shelf: ['m', 9, 12],
        name: ['Butter biscuits', '黄油饼干'],
        unit: ['case', '箱'],
        pack: ['12 × 200 g', '12×200克'],
        price: [1800, 3500],
        moq: 300,
      },
      {
        key: 'fruit_chips',
        shelf: ['m', 9, 12],
        name: ['Dried mango slices', '芒果干'],
        unit: ['case', '箱'],
        pack: ['50 × 100 g', '50×100克'],
        price: [4000, 7000],
        moq: 200,
      },
    ],
  },
  {
    name: ['Health & halal foods', '健康与清真食品'],
    children: [
      {
        key: 'birds_nest',
        shelf: ['m', 24, 36],
        name: ["Edible bird's nest", '燕窝'],
        unit: ['box', '盒'],
        pack: ['100 g gift box', '100克礼盒'],
        price: [15000, 60000],
        moq: 50,
      },
      {
        key: 'honey',
        shelf: ['m', 24, 36],
        name: ['Raw honey', '原蜜'],
        unit: ['case', '箱'],
        pack: ['12 × 500 g jars', '12×500克/罐'],
        price: [4800, 18000],
        moq: 100,
      },
      {
        key: 'halal_meat',
        shelf: ['m', 12, 18],
        name: ['Halal beef', '清真牛肉'],
        unit: ['kg', '公斤'],
        pack: ['frozen cuts, 20 kg carton', '冷冻分割，20公斤/箱'],
        price: [650, 1400],
        moq: 2000,
      },
    ],
  },
]

export const brandPrefixes: ReadonlyArray<Pair> = [
  ['Golden', '金色'],
  ['Sunrise', '朝阳'],
  ['Highland', '高原'],
  ['Coastal', '海岸'],
  ['Royal', '皇家'],
  ['Green Valley', '绿谷'],
  ['Blue Ocean', '蓝海'],
  ['Heritage', '传承'],
  ['Tropical', '热带'],
  ['Silver Coast', '银岸'],
  ['Harvest', '丰收'],
  ['Evergreen', '常青'],
  ['Summit', '峰顶'],
  ['Oasis', '绿洲'],
  ['Pacific', '太平洋'],
  ['Crystal', '水晶'],
]
export const brandSuffixes: ReadonlyArray<Pair> = [
  ['Farms', '农场'],
  ['Growers', '种植园'],
  ['Foods', '食品'],
  ['Trading', '贸易'],
  ['Export', '出口'],
  ['Estate', '庄园'],
  ['Co-op', '合作社'],
  ['Produce', '农产'],
]
export const grades: ReadonlyArray<Pair> = [
  ['Premium', '特选'],
  ['Grade A', 'A级'],
  ['Organic', '有机'],
  ['Export-grade', '出口级'],
  ['Select', '优选'],
  ['Classic', '经典'],
  ['Reserve', '珍藏'],
  ['Family', '家庭装'],
]

export const certificationTypes: ReadonlyArray<{ code: string; issuers: ReadonlyArray<string>; name: Pair }> = [
  { code: 'halal', issuers: ['JAKIM', 'MUI', 'ESMA'], name: ['halal', '清真'] },
  { code: 'organic', issuers: ['USDA NOP', 'EU Organic', 'China Organic (CNCA)'], name: ['organic', '有机'] },
  { code: 'gap', issuers: ['GLOBALG.A.P.'], name: ['GLOBALG.A.P.', '全球良好农业规范'] },
  { code: 'haccp', issuers: ['SGS', 'Intertek'], name: ['HACCP', '危害分析与关键控制点'] },
  { code: 'iso22000', issuers: ['Bureau Veritas', 'TÜV SÜD'], name: ['ISO 22000', '食品安全管理体系'] },
  { code: 'fairtrade', issuers: ['Fairtrade International'], name: ['Fairtrade', '公平贸易'] },
  { code: 'kosher', issuers: ['OU Kosher'], name: ['kosher', '犹太洁食'] },
]

/**
 * Which certificates a product can carry, as a food-trade reader expects: no halal for alcohol
 * (or pork, which the catalogue does not sell); no organic for wild-caught seafood or wild-harvested
 * nests; GLOBALG.A.P. only for farm produce, not for processed goods or wild catch; Fairtrade only
 * for Fairtrade products from producer countries; no kosher for shellfish or halal-slaughtered meat.
 */
const NOT_APPLICABLE: Record<string, ReadonlyArray<string>> = {
  halal: ['wine'],
  organic: ['squid', 'birds_nest'],
  gap: [
    'squid',
    'olive_oil',
    'palm_oil',
    'wine',
    'juice',
    'coconut_water',
    'chocolate',
    'biscuits',
    'fruit_chips',
    'birds_nest',
    'honey',
    'dried_figs',
    'raisins',
  ],
  fairtrade: ['durian', 'cherries', 'shrimp', 'salmon', 'squid', 'olive_oil', 'palm_oil', 'biscuits', 'birds_nest', 'halal_meat'],
  kosher: ['shrimp', 'squid', 'halal_meat'],
}
/** Fairtrade certifies producers in developing countries only. */
const FAIRTRADE_COUNTRIES = ['EC', 'MY', 'TR', 'CL', 'TH', 'VN', 'PE', 'ID', 'PH', 'ZA', 'BR']

export function certificateApplies(code: string, subKey: string, countryCode: string): boolean {
  if (NOT_APPLICABLE[code]?.includes(subKey)) return false
  return code !== 'fairtrade' || FAIRTRADE_COUNTRIES.includes(countryCode)
}

/** Certificates a product of this kind must carry (its name promises them). */
export function requiredCertificates(subKey: string): ReadonlyArray<string> {
  return subKey === 'halal_meat' ? ['halal'] : []
}

/** A certificate's name in running text ("organic" / "有机"), never its code. */
export function certificateName(code: string): Pair {
  return certificationTypes.find((c) => c.code === code)?.name ?? [code, code]
}

/** The sub-categories a brand of this country and main line sells: its line and the country's other produce in the same family. */
export function brandLines(country: { produce: ReadonlyArray<string> }, subKey: string): Array<string> {
  const family = seedCategories.find((top) => top.children.some((c) => c.key === subKey))!
  return [subKey, ...country.produce.filter((key) => key !== subKey && family.children.some((c) => c.key === key))]
}

/** A shelf life in both languages, from one number ("18 months" / "18个月"). */
export function shelfLife(unit: 'd' | 'w' | 'm', n: number): Pair {
  const en = { d: 'days', w: 'weeks', m: 'months' }[unit]
  const zh = { d: '天', w: '周', m: '个月' }[unit]
  return [`${n} ${en}`, `${n}${zh}`]
}

/** Items joined in running text: "a, b and c" / "a、b和c". */
export function joinList(items: ReadonlyArray<string>, language: 'en' | 'zh'): string {
  if (items.length <= 1) return items.join('')
  return language === 'en' ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : `${items.slice(0, -1).join('、')}和${items.at(-1)}`
}

export const buyerCompanies: ReadonlyArray<Pair> = [
  ['Shanghai FreshLink Trading Co., Ltd.', '上海鲜链贸易有限公司'],
  ['Guangzhou Jiangnan Fruit Import Co.', '广州江南水果进口有限公司'],
  ['Shenzhen Ocean Harvest Foods', '深圳海丰食品有限公司'],
  ['Beijing Golden Grain Import & Export', '北京金谷进出口有限公司'],
  ['Hangzhou Green Leaf Supply Chain', '杭州绿叶供应链有限公司'],
  ['Chengdu Tianfu Fine Foods', '成都天府优品食品有限公司'],
  ['Xiamen Bluebay Seafood Trading', '厦门蓝湾海产贸易有限公司'],
  ['Qingdao Harbour Cold Chain', '青岛港湾冷链物流有限公司'],
  ['Wuhan Central China Fruit Market', '武汉华中水果批发市场'],
  ['Nanjing Premium Wine Cellar', '南京臻品酒窖有限公司'],
  ['Dongguan Daily Fresh Retail Chain', '东莞日鲜连锁超市'],
  ['Kunming Yunnan Coffee Roasters', '昆明云咖烘焙有限公司'],
  ['Tianjin Northern Grain & Oil', '天津北方粮油有限公司'],
  ['Suzhou Healthy Living E-commerce', '苏州健康生活电子商务有限公司'],
  ['Fuzhou Straits Nut Company', '福州海峡坚果有限公司'],
  ['Chongqing Mountain City Catering Supply', '重庆山城餐饮供应有限公司'],
]

/** More buyer companies for the events' seeded buyers, so that no two share a name. */
export const moreBuyerCompanies: ReadonlyArray<Pair> = [
  ['Ningbo Eastport Food Import Co.', '宁波东港食品进口有限公司'],
  ['Xi’an Silk Road Provisions', '西安丝路食品供应有限公司'],
  ['Changsha Xiangjiang Fresh Market', '长沙湘江生鲜市场'],
  ['Dalian Northsea Seafood Distribution', '大连北海海产品分销有限公司'],
  ['Hefei Lakeside Grocery Group', '合肥湖畔商超集团'],
  ['Jinan Springs Wholesale Foods', '济南泉城食品批发有限公司'],
  ['Zhengzhou Central Plains Cold Storage', '郑州中原冷库有限公司'],
  ['Shenyang Liaohe Trading Co.', '沈阳辽河贸易有限公司'],
  ['Nanning ASEAN Fruit Gateway', '南宁东盟水果通道有限公司'],
  ['Haikou Tropical Isle Imports', '海口热岛进口贸易有限公司'],
  ['Wuxi Taihu Fine Grocers', '无锡太湖精品超市'],
  ['Foshan Lingnan Catering Supply', '佛山岭南餐饮供应有限公司'],
  ['Harbin Northern Star Foods', '哈尔滨北极星食品有限公司'],
  ['Guiyang Highland Coffee & Tea', '贵阳高原咖啡茶业有限公司'],
  ['Lanzhou Yellow River Dried Fruits', '兰州黄河干果有限公司'],
]

export const memberCategoryNames: ReadonlyArray<Pair> = [
  ['Importer', '进口商'],
  ['Distributor', '分销商'],
  ['Wholesale market', '批发市场'],
  ['Retail chain', '连锁零售'],
  ['E-commerce', '电商平台'],
  ['Food service', '餐饮服务'],
  ['Food processor', '食品加工'],
  ['Cold-chain logistics', '冷链物流'],
  ['Trading agent', '贸易代理'],
  ['Hotel & catering', '酒店餐饮'],
]

/** The seeded buyers' contact people (Chinese importers; names as written on their business cards). */
export const buyerContactNames: ReadonlyArray<string> = [
  'Zhang Wei',
  'Wang Xin',
  'Li Qiang',
  'Liu Yang',
  'Chen Jing',
  'Yang Min',
  'Zhao Lei',
  'Huang Xiuying',
  'Zhou Jun',
  'Wu Hao',
  'Xu Lin',
  'Sun Yue',
  'Ma Chao',
  'Zhu Ting',
  'Hu Bo',
  'Guo Jing',
  'He Yan',
  'Lin Tao',
  'Gao Xiang',
  'Luo Mei',
  'Zheng Kai',
  'Liang Hui',
  'Xie Ning',
  'Song Jia',
  'Tang Rui',
  'Han Dong',
  'Feng Qian',
  'Deng Hong',
  'Cao Yu',
  'Peng Li',
]
