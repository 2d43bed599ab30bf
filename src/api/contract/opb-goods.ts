// Contract entries of the `opb-goods` controller group (see ./define.ts): the product catalogue,
// the inquiry cart and the inquiry it turns into.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, optionalId, page, pageSize, paged, requiredText, text } from './define'

import { CERTIFICATE_TYPES, INCOTERMS, INQUIRY_MAX_DAYS_AHEAD, PRODUCT_SORTS } from './catalogue-constants'

export { CERTIFICATE_TYPES, INCOTERMS, INQUIRY_MAX_DAYS_AHEAD, PRODUCT_SORTS }

/** The most a cart line (or one add) may hold. */
export const MAX_CART_QUANTITY = 1_000_000
/** The most lines an inquiry cart may hold. */
export const MAX_CART_ITEMS = 200

/** A country as shown beside a brand or product: code plus localised name. */
export const countryRef = z.object({ code: z.string(), name: z.string() })

export const brandRef = z.object({ id: z.number(), name: z.string(), logo: z.string() })

/** A product in a list (catalogue search, a brand's products, related products). */
export const productItem = z.object({
  id: z.number(),
  name: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  brand: brandRef,
  origin: countryRef,
  unit: z.string(),
  moq: z.number(),
  price_min: z.number(),
  price_max: z.number(),
  currency: z.string(),
  /** The first image, or null when the product has none. */
  image: z.nullable(z.string()),
  /** Types of the certificates valid today. */
  certifications: z.array(z.string()),
  views: z.number(),
  created_at: z.string(),
})

const option = z.object({ value: z.string(), name: z.string() })
const countedCategory = z.object({ id: z.number(), name: z.string(), product_count: z.number() })

/** A non-negative amount in cents (query text coerces). */
const cents = () => z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)))
const quantity = () => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_CART_QUANTITY))
const cartIds = () => z.array(id()).check(z.minLength(1), z.maxLength(100))
/** A phone number: an optional leading +, then 6–20 digits, spaces or dashes (at least 6 digits). */
export const phone = () => z.string().check(z.trim(), z.regex(/^\+?(?=(?:[ -]*\d){6})[\d -]{6,20}$/))

export const getSelectOpbGoodsOption = endpoint({
  name: 'getSelectOpbGoodsOption',
  group: 'opb-goods',
  method: 'GET',
  path: '/newApi/OpbGoods/getSelectOpbGoodsOption',
  auth: 'anonymous',
  description:
    'Product filter options: two-level categories and origin countries with product counts, certificate types, units, price range.',
  input: z.object({}),
  output: z.object({
    categories: z.array(z.extend(countedCategory, { children: z.array(countedCategory) })),
    countries: z.array(z.object({ code: z.string(), name: z.string(), product_count: z.number() })),
    certificate_types: z.array(option),
    units: z.array(option),
    price_range: z.object({ min: z.number(), max: z.number(), currency: z.string() }),
  }),
  cacheTags: ['products', 'categories', 'countries'],
})

/** The filters of a product list (opbGoodsList) and of its facet counts (getOpbGoodsFacets). */
const productFilters = z.object({
  category_id: optionalId(),
  country_code: z.optional(countryCode()),
  brand_id: optionalId(),
  certification: z.optional(z.enum(CERTIFICATE_TYPES)),
  keyword: z.optional(text(100)),
  /** Products whose price range reaches at least this (cents). */
  price_min: cents(),
  /** Products whose price range starts at most at this (cents). */
  price_max: cents(),
  moq_max: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  /** The unit the product is sold in (kg, tonne, bag…; see getSelectOpbGoodsOption's units). */
  unit: z.optional(text(20)),
})

export const opbGoodsList = endpoint({
  name: 'opbGoodsList',
  group: 'opb-goods',
  method: 'GET',
  path: '/newApi/OpbGoods/opbGoodsList',
  auth: 'anonymous',
  description:
    'Product search: filter by category (a top level includes its children), origin, brand, valid certificate, keyword, price, MOQ, unit; sorted; paginated.',
  input: z.extend(productFilters, {
    page: page(),
    page_size: pageSize(),
    sort: z._default(z.enum(PRODUCT_SORTS), 'recommended'),
  }),
  output: z.extend(paged(productItem), {
    /**
     * The origin the keyword names (智利车厘子, "chilean cherries", 泰国): the list holds only
     * products from there. `rest` is the keyword without it (the search without the origin).
     */
    keyword_origin: z.optional(z.object({ code: z.string(), name: z.string(), rest: z.string() })),
  }),
  cacheTags: ['products', 'brands', 'categories', 'countries', 'certificates'],
})

const facetCount = <T extends z.ZodMiniType>(key: T) => z.array(z.object({ key, product_count: z.number() }))

export const getOpbGoodsFacets = endpoint({
  name: 'getOpbGoodsFacets',
  group: 'opb-goods',
  method: 'GET',
  path: '/newApi/OpbGoods/getOpbGoodsFacets',
  auth: 'anonymous',
  description:
    "Facet counts of a product search: for each filter's options, how many products match the keyword and the other filters (a top-level category counts its children). Options without a match are left out.",
  input: productFilters,
  output: z.object({
    categories: facetCount(z.number()),
    countries: facetCount(z.string()),
    certifications: facetCount(z.string()),
    units: facetCount(z.string()),
  }),
  cacheTags: ['products', 'categories', 'certificates'],
})

export const getOpbGoodsView = endpoint({
  name: 'getOpbGoodsView',
  group: 'opb-goods',
  method: 'GET',
  path: '/newApi/opbGoods/getOpbGoodsView',
  auth: 'anonymous',
  description: 'One product: images, spec, description, brand, certificates valid today, and related products of its category.',
  input: z.object({ goods_id: id() }),
  output: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    spec: z.string(),
    category: z.object({ id: z.number(), name: z.string(), parent: z.nullable(z.object({ id: z.number(), name: z.string() })) }),
    origin: countryRef,
    unit: z.string(),
    moq: z.number(),
    price_min: z.number(),
    price_max: z.number(),
    currency: z.string(),
    images: z.array(z.string()),
    views: z.number(),
    created_at: z.string(),
    brand: z.extend(brandRef, {
      intro: z.string(),
      country: countryRef,
      export_ready: z.boolean(),
      founded_year: z.nullable(z.number()),
    }),
    certificates: z.array(
      z.object({
        id: z.number(),
        type: z.string(),
        issuer: z.string(),
        number: z.string(),
        valid_from: z.string(),
        valid_to: z.string(),
      }),
    ),
    related: z.array(productItem),
  }),
  cacheTags: ['products', 'brands', 'categories', 'countries', 'certificates'],
})

const cartSummary = { item_count: z.number(), total_quantity: z.number() }

export const opbGoodsAddCar = endpoint({
  name: 'opbGoodsAddCar',
  group: 'opb-goods',
  method: 'POST',
  path: '/newApi/opbGoods/opbGoodsAddCar',
  // 'buyer' admits buyers and users who have not picked a role yet; brand accounts get 403.
  auth: 'buyer',
  description: 'Adds a product to the inquiry cart (adding it again increases the quantity); an idempotency key makes retries safe.',
  input: z.object({
    goods_id: id(),
    quantity: quantity(),
    idempotency_key: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  }),
  output: z.object({
    cart_id: z.number(),
    goods_id: z.number(),
    /** The line's quantity after the add. */
    quantity: z.number(),
    moq: z.number(),
    below_moq: z.boolean(),
    ...cartSummary,
  }),
})

const cartLine = z.object({
  cart_id: z.number(),
  goods_id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  unit: z.string(),
  moq: z.number(),
  quantity: z.number(),
  price_min: z.number(),
  price_max: z.number(),
  currency: z.string(),
  below_moq: z.boolean(),
  position: z.number(),
  brand: brandRef,
})

/** An estimated value range (quantity × price_min..price_max), per currency. */
const estimate = z.object({ currency: z.string(), min: z.number(), max: z.number() })

export const opbGoodsCar = endpoint({
  name: 'opbGoodsCar',
  group: 'opb-goods',
  method: 'GET',
  path: '/newApi/OpbGoods/opbGoodsCar',
  auth: 'user',
  description: "The caller's inquiry cart in its drag-sorted order, with totals per brand.",
  input: z.object({}),
  output: z.object({
    list: z.array(cartLine),
    brands: z.array(
      z.object({
        brand: brandRef,
        item_count: z.number(),
        total_quantity: z.number(),
        estimated: z.array(estimate),
      }),
    ),
    ...cartSummary,
  }),
})

export const opbGoodsChangeCar = endpoint({
  name: 'opbGoodsChangeCar',
  group: 'opb-goods',
  method: 'POST',
  path: '/newApi/OpbGoods/opbGoodsChangeCar',
  auth: 'user',
  description: "Changes a cart line's quantity ({cart_id, quantity}) or stores the drag-sorted order of all lines ({order}).",
  input: z.object({
    cart_id: optionalId(),
    quantity: z.optional(quantity()),
    /** Every cart id of the caller, in the new order. */
    order: z.optional(z.array(id()).check(z.minLength(1), z.maxLength(MAX_CART_ITEMS))),
  }),
  output: z.object({ ...cartSummary, below_moq: z.nullable(z.boolean()) }),
})

export const postOpbGoodsCarDelete = endpoint({
  name: 'postOpbGoodsCarDelete',
  group: 'opb-goods',
  method: 'POST',
  path: '/newApi/OpbGoods/postOpbGoodsCarDelete',
  auth: 'user',
  description: "Removes lines from the caller's cart.",
  input: z.object({ cart_ids: cartIds() }),
  output: z.object({ deleted: z.number(), ...cartSummary }),
})

const warning = z.object({
  code: z.enum(['below_moq', 'unavailable']),
  cart_id: z.number(),
  goods_id: z.nullable(z.number()),
  message: z.string(),
})

export const postOpbGoodsCarBefore = endpoint({
  name: 'postOpbGoodsCarBefore',
  group: 'opb-goods',
  method: 'POST',
  path: '/newApi/OpbGoods/postOpbGoodsCarBefore',
  auth: 'user',
  description: 'The pre-submit summary of the selected cart lines (default all), grouped by brand, with estimates and warnings.',
  input: z.object({ cart_ids: z.optional(cartIds()) }),
  output: z.object({
    brands: z.array(
      z.object({
        brand: z.extend(brandRef, { country: countryRef }),
        items: z.array(cartLine),
        item_count: z.number(),
        total_quantity: z.number(),
        estimated: z.array(estimate),
        warnings: z.array(warning),
      }),
    ),
    /** Every warning, including selected lines that no longer exist. */
    warnings: z.array(warning),
    brand_count: z.number(),
    ...cartSummary,
  }),
})

/** The buyer's terms for one brand's inquiry. */
export const inquiryTerms = z.object({
  brand_id: id(),
  /** A message to this brand (overrides the common message). */
  message: z.optional(text(2000)),
  /** Target price per unit, in cents of the product's currency. */
  target_price: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  incoterm: z.optional(z.enum(INCOTERMS)),
  destination_port: z.optional(text(100)),
  /** The date the goods are needed by (YYYY-MM-DD), from tomorrow up to INQUIRY_MAX_DAYS_AHEAD. */
  required_date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
})

export const postOpbGoodsCar = endpoint({
  name: 'postOpbGoodsCar',
  group: 'opb-goods',
  method: 'POST',
  path: '/newApi/OpbGoods/postOpbGoodsCar',
  auth: 'user',
  description:
    'Submits the selected cart lines (default all) as one inquiry per brand, each with its terms (message, target price, incoterm, destination port, required date), and removes them from the cart.',
  input: z.object({
    cart_ids: z.optional(cartIds()),
    message: z._default(text(2000), ''),
    contact_name: requiredText(100),
    contact_phone: phone(),
    company: requiredText(200),
    /** Per-brand terms: message, target price, incoterm, destination port, required date. */
    terms: z.optional(z.array(inquiryTerms).check(z.maxLength(MAX_CART_ITEMS))),
  }),
  output: z.object({ inquiry_ids: z.array(z.number()), brand_count: z.number(), item_count: z.number() }),
})
