/**
 * The trade's words for one thing, in both languages, as data: each group's members are
 * interchangeable in a query ("evoo" finds extra virgin olive oil, 提子 finds 葡萄干). A Chinese
 * trade word of one character (虾, 茶, 米, 油, 酒) stands for the catalogue's words for it.
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
  ['车厘子', '樱桃'],
  ['红酒', '红葡萄酒', '葡萄酒'],
  ['鳄梨', '牛油果'],
  ['提子', '葡萄干'],
  ['曲奇', '饼干'],
  ['鲑鱼', '三文鱼'],
  ['蜂蜜', '原蜜', '天然蜂蜜'],
  ['大米', '香米'],
  ['虾', '白虾', '虾仁'],
  ['茶', '红茶', '绿茶', '茶叶'],
  ['米', '大米', '香米'],
  ['油', '橄榄油', '棕榈液油'],
  ['酒', '葡萄酒'],
]
