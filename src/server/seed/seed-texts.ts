/**
 * The free texts of the demo dataset in both languages: buyers' notes and follow-ups, brands'
 * replies, quote and offer messages, decline notes and bulk requests' specs. A page shows one
 * script, so each seeded text is stored in English (`body`, `message`, …) and in
 * Chinese (the `*_zh` column beside it); what a person types later is stored as typed only.
 */

/** One text in both languages. */
export type Bilingual = { en: string; zh: string }

/** A buyer's note on a new inquiry (inquiries.message). */
export const BUYER_NOTES: ReadonlyArray<Bilingual> = [
  {
    en: 'Please quote for our first trial order; we import monthly if quality is stable.',
    zh: '请为我们的首个试单报价；质量稳定的话我们每月进口。',
  },
  {
    en: 'We supply supermarket chains in East China. Please include shelf life and certificates.',
    zh: '我们为华东地区的连锁超市供货，请注明保质期和证书。',
  },
  { en: 'Please quote with certificates; we plan to import steadily every month.', zh: '请报含证书的价格，我们计划每月稳定进口。' },
  {
    en: 'The first order is a trial; if quality is stable we will work with you long term. Please state the shelf life.',
    zh: '首单为试单，如质量稳定将长期合作，请注明保质期。',
  },
  { en: 'Looking for a regular supplier for the autumn season. Samples first, please.', zh: '正在为秋季寻找长期供应商，请先寄样品。' },
]

/** A brand's words above its quote. */
export const BRAND_NOTES: ReadonlyArray<Bilingual> = [
  {
    en: 'Thank you for your inquiry. Our quote is below; samples can ship this week.',
    zh: '感谢您的询盘。报价如下，样品本周即可寄出。',
  },
  {
    en: 'Please find our best price for this season. Certificates are attached to each line.',
    zh: '以下是我们本季的最优价格，每一行都附有证书。',
  },
  { en: 'Quote below. We can adjust the MOQ for a trial order.', zh: '报价如下。试单可以调整最小起订量。' },
]

/** A brand's message without a quote. */
export const BRAND_MESSAGES: ReadonlyArray<Bilingual> = [
  {
    en: 'Thank you for your interest. Could you confirm the packing you need before we quote?',
    zh: '感谢您的关注。报价前能否确认您需要的包装？',
  },
  {
    en: 'We are checking availability with our packing house and will quote within two days.',
    zh: '我们正在与包装厂确认货源，两天内报价。',
  },
]

/** A buyer's follow-up after a reply. */
export const BUYER_FOLLOW_UPS: ReadonlyArray<Bilingual> = [
  { en: 'Thanks. Can you hold this price for two containers a month?', zh: '谢谢。每月两个货柜能否保持这个价格？' },
  {
    en: 'Thanks for the quote. Could you provide samples? We hope to confirm next week.',
    zh: '谢谢报价。能否提供样品？我们希望下周确认。',
  },
  { en: 'Could you do CIF Shanghai instead of FOB?', zh: '能否改为 CIF 上海港，而不是 FOB？' },
]

/** The message on some quote lines. */
export const QUOTE_MESSAGE: Bilingual = {
  en: 'Price includes export documents and phytosanitary certificate.',
  zh: '价格含出口单证和植物检疫证书。',
}

/** A supplier's message on its bulk offer ('' for none). */
export const OFFER_MESSAGES: ReadonlyArray<Bilingual> = [
  { en: 'Offer for the full quantity, split into monthly shipments if you prefer.', zh: '可供应全部数量，如您需要可按月分批发货。' },
  {
    en: 'Price includes export documents, phytosanitary certificate and a pre-shipment inspection.',
    zh: '价格含出口单证、植物检疫证书和装运前检验。',
  },
  { en: 'We can ship a sample carton by air within a week of your confirmation.', zh: '确认后一周内可空运一箱样品。' },
  {
    en: 'Shipments can be split; the first container loads within three weeks of your confirmation.',
    zh: '可分批发货；确认后三周内装第一个货柜。',
  },
  { en: '', zh: '' },
]

/** Why a buyer declined a quote, with their note ('' for none). */
export const DECLINES: ReadonlyArray<{ reason: string; note: Bilingual }> = [
  {
    reason: 'price',
    note: { en: 'Our target is 8% lower; we can revisit for the next season.', zh: '我们的目标价低 8%，下一季可以再谈。' },
  },
  { reason: 'moq', note: { en: '', zh: '' } },
  { reason: 'lead_time', note: { en: 'We need the goods in port within three weeks.', zh: '我们需要在三周内到港。' } },
  {
    reason: 'certificates',
    note: { en: 'Our retailer requires GlobalG.A.P. on every lot.', zh: '我们的零售商要求每批货都有 GlobalG.A.P. 认证。' },
  },
  { reason: 'other', note: { en: 'The retailer postponed the promotion to next quarter.', zh: '零售商把促销推迟到了下个季度。' } },
]

/** What a bulk request asks beyond the product's name. */
export const BULK_SPECS: ReadonlyArray<Bilingual> = [
  { en: 'Grade A, export packing, phytosanitary certificate', zh: '一级品，出口包装，附植物检疫证书' },
  {
    en: 'Private label with bilingual labels; shelf life at least 12 months on arrival',
    zh: '贴牌，中英双语标签；到港时保质期至少 12 个月',
  },
  { en: 'Samples before the first shipment, then monthly deliveries', zh: '首批发货前先寄样品，之后每月交货' },
  {
    en: 'Certificate of origin and a third-party quality inspection at loading',
    zh: '附原产地证书，装货时由第三方进行质量检验',
  },
]

/** A quote's or an offer's message columns from a text in both languages. */
export const messageColumns = (text: Bilingual) => ({ message: text.en, messageZh: text.zh })
