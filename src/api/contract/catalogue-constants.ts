// Constants of the catalogue contract in a module of their own, so a route's search validation
// (which every page's first load carries) can use them without building the endpoint schemas.

/** Certificate types a product can hold. */
export const CERTIFICATE_TYPES = ['halal', 'organic', 'gap', 'haccp', 'iso22000', 'fairtrade', 'kosher'] as const

/** The orders of the product search. */
export const PRODUCT_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'popular'] as const
