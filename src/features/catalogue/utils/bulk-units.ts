/** The units commodities are traded in by the lot, in tab order (/bigGoodsList). */
export const BULK_TABS = ['tonne', 'bag', 'drum', 'kg'] as const
