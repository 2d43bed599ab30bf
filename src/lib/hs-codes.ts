/**
 * The Harmonized System subheadings (HS 2022, six digits) of what the catalogue sells, by
 * category, in both languages. Countries add digits of their own to these six; the customs
 * broker confirms the national tariff line.
 */
type Text = { en: string; zh: string }
export type HsEntry = { code: string; category: Text; description: Text; keywords?: string }

export const HS_CODES: ReadonlyArray<HsEntry> = [
  {
    code: '0803.90',
    category: { en: 'Bananas', zh: '香蕉' },
    description: { en: 'Bananas, fresh or dried (other than plantains)', zh: '鲜或干的香蕉（芭蕉除外）' },
  },
  { code: '0810.60', category: { en: 'Durian', zh: '榴莲' }, description: { en: 'Durians, fresh', zh: '鲜榴莲' } },
  {
    code: '0811.90',
    category: { en: 'Durian', zh: '榴莲' },
    description: { en: 'Fruit, frozen (e.g. frozen durian pulp or whole frozen durian)', zh: '冷冻水果（如冷冻榴莲果肉或整果）' },
    keywords: 'frozen 冷冻',
  },
  {
    code: '0809.29',
    category: { en: 'Cherries', zh: '樱桃' },
    description: { en: 'Cherries, fresh (other than sour cherries)', zh: '鲜樱桃（酸樱桃除外）' },
  },
  {
    code: '0805.10',
    category: { en: 'Citrus', zh: '柑橘' },
    description: { en: 'Oranges, fresh or dried', zh: '鲜或干的橙' },
    keywords: 'orange 橙',
  },
  {
    code: '0805.21',
    category: { en: 'Citrus', zh: '柑橘' },
    description: { en: 'Mandarins and tangerines, fresh or dried', zh: '鲜或干的柑橘（包括小蜜橘）' },
    keywords: 'mandarin tangerine 橘',
  },
  {
    code: '0804.40',
    category: { en: 'Avocados', zh: '牛油果' },
    description: { en: 'Avocados, fresh or dried', zh: '鲜或干的鳄梨（牛油果）' },
    keywords: '鳄梨',
  },
  {
    code: '0804.50',
    category: { en: 'Mangoes', zh: '芒果' },
    description: { en: 'Guavas, mangoes and mangosteens, fresh or dried', zh: '鲜或干的番石榴、芒果及山竹果' },
  },
  {
    code: '0306.17',
    category: { en: 'White shrimp', zh: '白虾' },
    description: { en: 'Shrimps and prawns, frozen', zh: '冻小虾及对虾' },
    keywords: 'prawn 对虾',
  },
  {
    code: '0302.14',
    category: { en: 'Atlantic salmon', zh: '大西洋三文鱼' },
    description: { en: 'Atlantic and Danube salmon, fresh or chilled', zh: '鲜或冷的大西洋鲑鱼及多瑙哲罗鱼' },
    keywords: '鲑鱼',
  },
  {
    code: '0303.13',
    category: { en: 'Atlantic salmon', zh: '大西洋三文鱼' },
    description: { en: 'Atlantic and Danube salmon, frozen', zh: '冻大西洋鲑鱼及多瑙哲罗鱼' },
    keywords: 'frozen 冷冻 鲑鱼',
  },
  { code: '0307.43', category: { en: 'Squid', zh: '鱿鱼' }, description: { en: 'Cuttlefish and squid, frozen', zh: '冻墨鱼及鱿鱼' } },
  {
    code: '0901.11',
    category: { en: 'Green coffee beans', zh: '咖啡生豆' },
    description: { en: 'Coffee, not roasted, not decaffeinated (green beans)', zh: '未焙炒、未浸除咖啡碱的咖啡（生豆）' },
    keywords: 'green beans 生豆',
  },
  {
    code: '0901.21',
    category: { en: 'Green coffee beans', zh: '咖啡生豆' },
    description: { en: 'Coffee, roasted, not decaffeinated', zh: '已焙炒、未浸除咖啡碱的咖啡' },
    keywords: 'roasted 烘焙',
  },
  {
    code: '0902.40',
    category: { en: 'Black tea', zh: '红茶' },
    description: { en: 'Black tea (fermented), in packings over 3 kg', zh: '红茶（发酵），内包装每件净重超过3千克' },
  },
  { code: '0801.32', category: { en: 'Cashew kernels', zh: '腰果仁' }, description: { en: 'Cashew nuts, shelled', zh: '去壳腰果' } },
  { code: '0802.22', category: { en: 'Hazelnut kernels', zh: '榛子仁' }, description: { en: 'Hazelnuts, shelled', zh: '去壳榛子' } },
  {
    code: '0802.62',
    category: { en: 'Macadamia nuts', zh: '夏威夷果' },
    description: { en: 'Macadamia nuts, shelled', zh: '去壳马卡达姆坚果（夏威夷果）' },
    keywords: 'macadamia 澳洲坚果',
  },
  {
    code: '0804.20',
    category: { en: 'Dried figs', zh: '无花果干' },
    description: { en: 'Figs, fresh or dried', zh: '鲜或干的无花果' },
    keywords: 'fig',
  },
  { code: '0806.20', category: { en: 'Sultana raisins', zh: '无核葡萄干' }, description: { en: 'Grapes, dried (raisins)', zh: '葡萄干' } },
  {
    code: '1006.30',
    category: { en: 'Jasmine rice', zh: '茉莉香米' },
    description: { en: 'Rice, semi-milled or wholly milled (e.g. jasmine rice)', zh: '半碾或全碾大米（如茉莉香米）' },
    keywords: 'jasmine 茉莉香米',
  },
  { code: '1008.50', category: { en: 'Quinoa', zh: '藜麦' }, description: { en: 'Quinoa', zh: '昆诺阿藜（藜麦）' } },
  {
    code: '1509.20',
    category: { en: 'Extra virgin olive oil', zh: '特级初榨橄榄油' },
    description: { en: 'Extra virgin olive oil', zh: '特级初榨油橄榄油' },
  },
  {
    code: '1511.90',
    category: { en: 'Refined palm olein', zh: '精炼棕榈液油' },
    description: { en: 'Palm oil and its fractions, refined', zh: '精制棕榈油及其分离品' },
  },
  {
    code: '2204.21',
    category: { en: 'Red wine', zh: '红葡萄酒' },
    description: { en: 'Wine of fresh grapes, in containers of 2 l or less', zh: '鲜葡萄酿造的酒，装入2升及以下容器' },
  },
  {
    code: '2009.11',
    category: { en: 'Orange juice concentrate', zh: '浓缩橙汁' },
    description: { en: 'Orange juice, frozen (frozen concentrate)', zh: '冷冻橙汁（冷冻浓缩汁）' },
    keywords: 'fcoj',
  },
  {
    code: '2009.19',
    category: { en: 'Orange juice concentrate', zh: '浓缩橙汁' },
    description: { en: 'Orange juice, not frozen (e.g. aseptic concentrate in drums)', zh: '非冷冻橙汁（如无菌桶装浓缩汁）' },
  },
  {
    code: '2009.89',
    category: { en: 'Coconut water', zh: '椰子水' },
    description: { en: 'Coconut water (a single-fruit juice, unfermented)', zh: '椰子水（单一水果汁，未发酵）' },
  },
  {
    code: '1801.00',
    category: { en: 'Cocoa beans', zh: '可可豆' },
    description: { en: 'Cocoa beans, whole or broken, raw or roasted', zh: '整颗或破碎的可可豆，生的或焙炒的' },
  },
  {
    code: '1806.32',
    category: { en: 'Dark chocolate', zh: '黑巧克力' },
    description: { en: 'Chocolate in blocks, slabs or bars, not filled', zh: '块状、片状或条状的巧克力，无夹心' },
  },
  { code: '1905.31', category: { en: 'Butter biscuits', zh: '黄油饼干' }, description: { en: 'Sweet biscuits', zh: '甜饼干' } },
  {
    code: '0804.50',
    category: { en: 'Dried mango slices', zh: '芒果干' },
    description: { en: 'Mangoes, dried (no added sugar)', zh: '芒果干（未加糖）' },
  },
  {
    code: '2008.99',
    category: { en: 'Dried mango slices', zh: '芒果干' },
    description: {
      en: 'Fruit otherwise prepared or preserved (e.g. sugared or fried fruit chips)',
      zh: '用其他方法制作或保藏的水果（如加糖或油炸水果脆片）',
    },
    keywords: 'chips 脆片',
  },
  {
    code: '0410.10',
    category: { en: "Edible bird's nest", zh: '燕窝' },
    description: { en: "Edible birds' nests", zh: '食用燕窝' },
    keywords: 'swiftlet',
  },
  { code: '0409.00', category: { en: 'Raw honey', zh: '原蜜' }, description: { en: 'Natural honey', zh: '天然蜂蜜' } },
  {
    code: '0202.30',
    category: { en: 'Halal beef', zh: '清真牛肉' },
    description: { en: 'Meat of bovine animals, frozen, boneless', zh: '冻去骨牛肉' },
  },
  {
    code: '0201.30',
    category: { en: 'Halal beef', zh: '清真牛肉' },
    description: { en: 'Meat of bovine animals, fresh or chilled, boneless', zh: '鲜或冷的去骨牛肉' },
    keywords: 'chilled 冷鲜',
  },
]

const normal = (text: string) => text.normalize('NFKC').toLowerCase()

/**
 * The entries whose code, category or description (in either language) hold every word of the
 * query; a code may be typed with or without its dot ("080390", "0803.9").
 */
export function lookupHs(query: string): ReadonlyArray<HsEntry> {
  const words = normal(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return HS_CODES.filter((entry) => {
    const haystack = normal(
      [
        entry.code,
        entry.code.replace('.', ''),
        entry.category.en,
        entry.category.zh,
        entry.description.en,
        entry.description.zh,
        entry.keywords ?? '',
      ].join(' '),
    )
    return words.every((word) => haystack.includes(word))
  })
}
