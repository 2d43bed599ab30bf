/**
 * Incoterms® 2020 (ICC): for each of the eleven rules, who pays for each step of a shipment and
 * where the risk passes from seller to buyer. The steps are those of a typical export by sea or
 * by a multimodal route; a rule's notes say where its named place changes the picture.
 */
export type Party = 'seller' | 'buyer'
type Text = { en: string; zh: string }

export const STEPS = [
  { key: 'packing', en: 'Export packing and marking', zh: '出口包装与唛头' },
  { key: 'loading', en: "Loading at the seller's premises", zh: '卖方场地装货' },
  { key: 'export', en: 'Export customs clearance', zh: '出口报关' },
  { key: 'pre', en: 'Carriage to the port or terminal of export', zh: '运至出口港或货站' },
  { key: 'onboard', en: 'Loading on the vessel or main carrier', zh: '装上船舶或主运输工具' },
  { key: 'freight', en: 'Main carriage (ocean or air freight)', zh: '主运输（海运或空运运费）' },
  { key: 'insurance', en: 'Cargo insurance', zh: '货物保险' },
  { key: 'unload-port', en: 'Unloading at the port or terminal of destination', zh: '目的港或货站卸货' },
  { key: 'on', en: 'Carriage to the named place of destination', zh: '运至指定目的地' },
  { key: 'unload', en: 'Unloading at the named place', zh: '指定目的地卸货' },
  { key: 'import', en: 'Import clearance, duties and taxes', zh: '进口清关、关税与税费' },
] as const satisfies ReadonlyArray<Text & { key: string }>

export type Incoterm = {
  code: string
  name: Text
  /** Sea and inland waterway only, or any mode of transport. */
  seaOnly: boolean
  /** Who pays each step of STEPS, in order. */
  costs: ReadonlyArray<Party>
  /** The risk passes to the buyer once this many steps are done. */
  riskAfter: number
  risk: Text
  note?: Text
}

const S = 'seller' as const
const B = 'buyer' as const
/** `n` steps paid by the seller, the rest by the buyer. */
const sellerPays = (n: number): Array<Party> => STEPS.map((_, i) => (i < n ? S : B))

export const INCOTERMS: ReadonlyArray<Incoterm> = [
  {
    code: 'EXW',
    name: { en: 'Ex Works', zh: '工厂交货' },
    seaOnly: false,
    costs: sellerPays(1),
    riskAfter: 1,
    risk: {
      en: "At the seller's premises, when the goods are placed at the buyer's disposal, not loaded.",
      zh: '在卖方场地将货物交由买方处置时（不负责装货）。',
    },
    note: {
      en: 'The buyer also clears the goods for export, which a foreign buyer often cannot do: FCA is usually the better choice.',
      zh: '出口报关也由买方办理，而境外买方往往无法办理，因此通常 FCA 更合适。',
    },
  },
  {
    code: 'FCA',
    name: { en: 'Free Carrier', zh: '货交承运人' },
    seaOnly: false,
    costs: sellerPays(3),
    riskAfter: 3,
    risk: {
      en: "When the goods are handed to the buyer's carrier at the named place (loaded, if that place is the seller's premises).",
      zh: '在指定地点将货物交给买方指定的承运人时（若指定地点为卖方场地，则装上运输工具时）。',
    },
    note: {
      en: "Shown with the seller's premises as the named place; named elsewhere, the seller also pays the carriage there.",
      zh: '此处以卖方场地为指定地点；若指定其他地点，卖方还须支付运至该地点的费用。',
    },
  },
  {
    code: 'FAS',
    name: { en: 'Free Alongside Ship', zh: '船边交货' },
    seaOnly: true,
    costs: sellerPays(4),
    riskAfter: 4,
    risk: { en: 'When the goods are placed alongside the vessel at the named port of shipment.', zh: '货物在指定装运港交到船边时。' },
  },
  {
    code: 'FOB',
    name: { en: 'Free On Board', zh: '船上交货' },
    seaOnly: true,
    costs: sellerPays(5),
    riskAfter: 5,
    risk: { en: 'When the goods are on board the vessel at the named port of shipment.', zh: '货物在指定装运港装上船时。' },
    note: {
      en: 'For goods in containers, handed over at a terminal, FCA fits better than FOB.',
      zh: '集装箱货物在货站交接时，FCA 比 FOB 更合适。',
    },
  },
  {
    code: 'CFR',
    name: { en: 'Cost and Freight', zh: '成本加运费' },
    seaOnly: true,
    costs: sellerPays(6),
    riskAfter: 5,
    risk: {
      en: 'On board the vessel at the port of shipment, although the seller pays the freight to the port of destination.',
      zh: '货物在装运港装上船时；运至目的港的运费仍由卖方支付。',
    },
  },
  {
    code: 'CIF',
    name: { en: 'Cost, Insurance and Freight', zh: '成本、保险费加运费' },
    seaOnly: true,
    costs: sellerPays(7),
    riskAfter: 5,
    risk: {
      en: 'On board the vessel at the port of shipment; the seller insures the voyage for the buyer.',
      zh: '货物在装运港装上船时；卖方为买方投保运输险。',
    },
    note: {
      en: 'Minimum cover: Institute Cargo Clauses (C), 110 % of the contract value.',
      zh: '最低投保险别：协会货物条款（C），保险金额为合同价的 110%。',
    },
  },
  {
    code: 'CPT',
    name: { en: 'Carriage Paid To', zh: '运费付至' },
    seaOnly: false,
    costs: sellerPays(6),
    riskAfter: 4,
    risk: {
      en: 'When the goods are handed to the first carrier, although the seller pays the carriage to the named destination.',
      zh: '货物交给第一承运人时；运至指定目的地的运费仍由卖方支付。',
    },
  },
  {
    code: 'CIP',
    name: { en: 'Carriage and Insurance Paid To', zh: '运费和保险费付至' },
    seaOnly: false,
    costs: sellerPays(7),
    riskAfter: 4,
    risk: {
      en: 'When the goods are handed to the first carrier; the seller insures the carriage for the buyer.',
      zh: '货物交给第一承运人时；卖方为买方投保运输险。',
    },
    note: {
      en: 'Minimum cover: Institute Cargo Clauses (A), all risks, 110 % of the contract value.',
      zh: '最低投保险别：协会货物条款（A，一切险），保险金额为合同价的 110%。',
    },
  },
  {
    code: 'DAP',
    name: { en: 'Delivered at Place', zh: '目的地交货' },
    seaOnly: false,
    costs: sellerPays(9),
    riskAfter: 9,
    risk: {
      en: 'At the named place of destination, on the arriving vehicle, ready for unloading.',
      zh: '在指定目的地，货物在抵达的运输工具上、可供卸载时。',
    },
    note: {
      en: 'The seller is not obliged to insure, but carries the risk to the named place, so it usually does.',
      zh: '卖方无投保义务，但运至目的地前的风险由卖方承担，因此通常会投保。',
    },
  },
  {
    code: 'DPU',
    name: { en: 'Delivered at Place Unloaded', zh: '卸货地交货' },
    seaOnly: false,
    costs: sellerPays(10),
    riskAfter: 10,
    risk: { en: 'At the named place of destination, once the goods are unloaded.', zh: '在指定目的地将货物卸下后。' },
  },
  {
    code: 'DDP',
    name: { en: 'Delivered Duty Paid', zh: '完税后交货' },
    seaOnly: false,
    costs: [S, S, S, S, S, S, S, S, S, B, S],
    riskAfter: 9,
    risk: {
      en: 'At the named place of destination, cleared for import, ready for unloading.',
      zh: '在指定目的地，货物已办妥进口清关、可供卸载时。',
    },
    note: {
      en: "The seller pays the import duties and taxes, and must be able to clear the goods in the buyer's country.",
      zh: '进口关税和税费由卖方支付，卖方须能在买方所在国办理进口清关。',
    },
  },
]
