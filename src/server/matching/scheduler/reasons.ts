// Reasons in plain words, in en-US and zh-CN. Server-side strings kept beside the code, like
// src/server/http/messages.ts: the scheduler's text is produced on the server (API answers,
// mails, .ics descriptions), where the Paraglide runtime of the pages is not used.
import type { Reason } from './types'

/** Accepts the page locales and the API's `lan` values. */
export type ReasonLocale = 'en-US' | 'zh-CN' | 'en' | 'cn'

/** Names for the ids inside reasons; unknown ids fall back to the id itself. */
export interface ReasonLabels {
  category?: (id: number, locale: 'en-US' | 'zh-CN') => string | undefined
  country?: (code: string, locale: 'en-US' | 'zh-CN') => string | undefined
}

const normal = (locale: ReasonLocale): 'en-US' | 'zh-CN' => (locale === 'zh-CN' || locale === 'cn' ? 'zh-CN' : 'en-US')

/** "Jasmine rice" → "jasmine rice" mid-sentence; acronyms ("EU", "UHT milk") stay as they are. */
function lowerFirst(name: string): string {
  if (name.length > 1 && name[1] === name[1].toUpperCase() && name[1] !== name[1].toLowerCase()) return name
  return name.charAt(0).toLowerCase() + name.slice(1)
}

function wishes(r: Extract<Reason, { kind: 'wishes' }>, zh: boolean): string {
  const { buyer, brand } = r
  if (buyer === 'must' && brand === 'must') return zh ? '双方均标记为必须会面' : 'both marked must-meet'
  if (buyer === 'must' && brand === 'accept')
    return zh ? '采购商标记为必须会面，品牌方已接受' : 'the buyer marked must-meet and the brand accepted'
  if (buyer === 'must' && brand === 'like')
    return zh ? '采购商标记为必须会面，品牌方也希望会面' : 'the buyer marked must-meet and the brand would like to meet'
  if (buyer === 'like' && brand === 'must')
    return zh ? '品牌方标记为必须会面，采购商也希望会面' : 'the brand marked must-meet and the buyer would like to meet'
  if (buyer === 'like' && brand === 'like') return zh ? '双方均希望会面' : 'both would like to meet'
  if (buyer === 'like' && brand === 'accept')
    return zh ? '采购商希望会面，品牌方已接受' : 'the buyer would like to meet and the brand accepted'
  if (buyer) {
    const level = buyer === 'must' ? (zh ? '必须会面' : 'must-meet') : zh ? '希望会面' : 'would like to meet'
    return zh ? `采购商标记为${level}，品牌方尚未答复` : `the buyer marked ${level}; the brand has not answered yet`
  }
  if (brand === 'must' || brand === 'like') {
    const level = brand === 'must' ? (zh ? '必须会面' : 'must-meet') : zh ? '希望会面' : 'would like to meet'
    return zh ? `品牌方标记为${level}，采购商尚未答复` : `the brand marked ${level}; the buyer has not answered yet`
  }
  return zh ? '由主办方安排' : 'arranged by the organiser'
}

/** 19.44 → "19", 0.5 → "0.5", 6.667 → "6.7". */
function tonnes(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10)
}

/** One phrase per reason, in order. */
export function describeReasons(reasons: readonly Reason[], locale: ReasonLocale, labels: ReasonLabels = {}): string[] {
  const loc = normal(locale)
  const zh = loc === 'zh-CN'
  const category = (id: number) => labels.category?.(id, loc) ?? (zh ? `品类 ${id}` : `category ${id}`)
  const country = (code: string) => labels.country?.(code, loc) ?? code
  return reasons.map((r) => {
    switch (r.kind) {
      case 'pinned':
        return zh ? '由主办方固定安排' : 'pinned by the organiser'
      case 'wishes':
        return wishes(r, zh)
      case 'rank':
        return zh ? `采购商的第 ${r.rank} 意向（共 ${r.of} 个）` : `the buyer's choice #${r.rank} of ${r.of}`
      case 'category': {
        const buyerSide = category(r.buyerCategoryId)
        const brandSide = category(r.brandCategoryId)
        return zh ? `${buyerSide}进口商 ↔ ${brandSide}出口商` : `${lowerFirst(buyerSide)} importer ↔ ${lowerFirst(brandSide)} exporter`
      }
      case 'origin':
        return zh ? `${country(r.countryCode)}在采购商的意向原产地之列` : `${country(r.countryCode)} is in the buyer's origin list`
      case 'volume':
        return zh
          ? `采购商每月约 ${tonnes(r.buyerTonnesPerMonth)} 吨的采购量满足品牌方约 ${tonnes(r.minOrderTonnes)} 吨的起订量`
          : `the buyer's volume (about ${tonnes(r.buyerTonnesPerMonth)} t a month) covers the brand's minimum order (about ${tonnes(r.minOrderTonnes)} t)`
    }
  })
}

/** All reasons in one sentence: "both marked must-meet; rice importer ↔ jasmine rice exporter; …". */
export function explainMeeting(reasons: readonly Reason[], locale: ReasonLocale, labels: ReasonLabels = {}): string {
  const zh = normal(locale) === 'zh-CN'
  return describeReasons(reasons, locale, labels).join(zh ? '；' : '; ')
}

/** Both languages at once, keyed like the API's `lan` (see apiText in src/server/http/messages.ts). */
export function explainMeetingBoth(reasons: readonly Reason[], labels: ReasonLabels = {}): { en: string; cn: string } {
  return {
    en: explainMeeting(reasons, 'en-US', labels),
    cn: explainMeeting(reasons, 'zh-CN', labels),
  }
}
