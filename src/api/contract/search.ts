// Contract entries of the `search` group (ours, not the spec's): the search box's suggestions, and
// the answer to a search that found nothing.
import * as z from 'zod/mini'
import { endpoint, requiredText } from './define'

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
