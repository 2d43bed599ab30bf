// Constants of the catalogue contract in a module of their own, so a route's search validation
// (which every page's first load carries) and the pages' forms can use them without building the
// endpoint schemas (and loading zod): ADR 037.

/** Certificate types a product can hold. */
export const CERTIFICATE_TYPES = ['halal', 'organic', 'gap', 'haccp', 'iso22000', 'fairtrade', 'kosher'] as const

/** The orders of the product search. */
export const PRODUCT_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'popular'] as const

/** Delivery terms a buyer may ask for (Incoterms 2020). */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const
/** How far ahead a required delivery date may lie. */
export const INQUIRY_MAX_DAYS_AHEAD = 730

/** The categories of the column's articles. */
export const ARTICLE_CATEGORIES = ['news', 'analysis', 'guide'] as const
/**
 * Quote fields (./quote.ts): the unit a quote counts its MOQ in: the products' own units (kg,
 * tonne, bag, carton, case, box, drum), so rice can be quoted per tonne or bag, and the shipping
 * units (pallet, 20 ft or 40 ft container).
 */
export const PACK_UNITS = ['kg', 'tonne', 'bag', 'carton', 'case', 'box', 'drum', 'pallet', 'container_20ft', 'container_40ft'] as const
/** Currencies a quote may be in. */
export const QUOTE_CURRENCIES = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'MYR', 'THB', 'TRY'] as const
/** The longest a quote may stay valid, in days from today. */
export const QUOTE_MAX_VALID_DAYS = 365
/** Files a bulk procurement request may carry. */
export const BULK_MAX_ATTACHMENTS = 5
