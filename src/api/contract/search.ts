// Contract entries of the `search` group (ours, not the spec's): the search box's suggestions, and
// the answer to a search that found nothing.
import * as z from 'zod/mini'
import { SEARCH_QUERY_MAX_LENGTH } from '../../lib/search-query'
import { endpoint, id, ok, requiredText } from './define'

export const suggest = endpoint({
  name: 'suggest',
  group: 'search',
  method: 'GET',
  path: '/newApi/Search/suggest',
  auth: 'anonymous',
  description:
    'Suggestions as you type: the brands, products and categories that best match the keyword (either language, prefixes and typos tolerated), named in the request language.',
  input: z.object({
    keyword: requiredText(100),
    /** Items per kind. */
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10)), 5),
  }),
  output: z.object({
    brands: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        logo: z.string(),
        country: z.string(),
      }),
    ),
    products: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        image: z.nullable(z.string()),
        brand_name: z.string(),
      }),
    ),
    categories: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        parent_id: z.nullable(z.number()),
      }),
    ),
  }),
  cacheTags: ['products', 'brands', 'categories', 'countries'],
})

export const alternatives = endpoint({
  name: 'alternatives',
  group: 'search',
  method: 'GET',
  path: '/newApi/Search/alternatives',
  auth: 'anonymous',
  description:
    'The answer to a keyword that finds no product: the keyword spelt with the catalogue\'s words ("did you mean", null when none finds anything), the closest categories, and the brands that sell them most, named in the request language.',
  input: z.object({
    keyword: requiredText(100),
    /** Categories and brands, each. */
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10)), 5),
  }),
  output: z.object({
    suggestion: z.nullable(z.string()),
    categories: z.array(z.object({ id: z.number(), name: z.string(), parent_id: z.nullable(z.number()) })),
    brands: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string(), country: z.string() })),
  }),
  cacheTags: ['products', 'brands', 'categories', 'countries'],
})

export const searchLog = endpoint({
  name: 'searchLog',
  group: 'search',
  method: 'POST',
  path: '/newApi/Search/log',
  auth: 'anonymous',
  description:
    "Logs a keyword search of the product list, sent by the page once it shows the search's first page: the query (stored normalised), the request's language and the result count. Nothing personal is kept. Answers the log row's id, for the click that may follow.",
  input: z.object({
    keyword: requiredText(SEARCH_QUERY_MAX_LENGTH),
    result_count: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
  }),
  output: z.object({ id: z.number() }),
})

export const searchClick = endpoint({
  name: 'searchClick',
  group: 'search',
  method: 'POST',
  path: '/newApi/Search/click',
  auth: 'anonymous',
  description:
    "Records the 1-based rank of the first product opened from a logged search's results (the `id` Search/log answered, with the same keyword). A later click of the same search, or one a day after it, is not recorded (`ok: false`).",
  input: z.object({
    id: id(),
    keyword: requiredText(SEARCH_QUERY_MAX_LENGTH),
    rank: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  }),
  output: ok(),
})
