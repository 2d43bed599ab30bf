/**
 * Why a buyer and a brand should meet, in plain words in both languages, from the facts of the
 * pair: both sides' wishes, the buyer's rank, and how the brand fits the buyer's sourcing
 * interests (category, origin country). Pure: the scheduler's service and its tests share it.
 */
export type Level = 'must' | 'like' | 'no'

export type PairFacts = {
  buyerLevel: Level | null
  buyerRank: number | null
  brandAnswer: 'accept' | 'decline' | null
  brandLevel: Level | null
  /** The buyer's member category (e.g. "Importer") and the brand's product category, when they fit. */
  categoryFit: { buyerEn: string; buyerZh: string; brandEn: string; brandZh: string } | null
  /** The brand's country, when it is in the buyer's origin list. */
  originFit: { en: string; zh: string } | null
  pinned: boolean
}

export type Reasons = { en: Array<string>; zh: Array<string> }

export function explainPair(f: PairFacts): Reasons {
  const en: Array<string> = []
  const zh: Array<string> = []
  if (f.pinned) {
    en.push('pinned by the organiser')
    zh.push('由组织方固定')
  }
  const brandMust = f.brandLevel === 'must'
  if (f.buyerLevel === 'must' && brandMust) {
    en.push('both marked must-meet')
    zh.push('双方都标记为必须洽谈')
  } else if (f.buyerLevel === 'must') {
    en.push(f.brandAnswer === 'accept' ? 'the buyer marked must-meet and the brand accepted' : 'the buyer marked must-meet')
    zh.push(f.brandAnswer === 'accept' ? '采购商标记为必须洽谈，品牌已接受' : '采购商标记为必须洽谈')
  } else if (brandMust) {
    en.push('the brand marked must-meet and the buyer agreed')
    zh.push('品牌标记为必须洽谈，采购商已同意')
  } else if (f.buyerLevel === 'like') {
    en.push(f.brandAnswer === 'accept' ? 'the buyer would like to meet and the brand accepted' : 'both would like to meet')
    zh.push(f.brandAnswer === 'accept' ? '采购商希望洽谈，品牌已接受' : '双方都希望洽谈')
  }
  if (f.buyerRank !== null) {
    en.push(`ranked #${f.buyerRank} by the buyer`)
    zh.push(`采购商排序第${f.buyerRank}位`)
  }
  if (f.categoryFit) {
    en.push(`${f.categoryFit.buyerEn.toLowerCase()} ↔ ${f.categoryFit.brandEn.toLowerCase()} exporter`)
    zh.push(`${f.categoryFit.buyerZh} ↔ ${f.categoryFit.brandZh}出口商`)
  }
  if (f.originFit) {
    en.push(`${f.originFit.en} is in the buyer's origin list`)
    zh.push(`${f.originFit.zh}在采购商的原产地清单中`)
  }
  return { en, zh }
}
