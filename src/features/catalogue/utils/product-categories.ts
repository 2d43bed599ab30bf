// Plain data helpers of the product filters, apart from the facets component: the /product
// route's head uses them, and the route's light part is in every page's initial chunk.
import type { OutputOf } from '@/api/contract/define'
import type { getSelectOpbGoodsOption } from '@/api/contract/opb-goods'

export type ProductFilterOptions = OutputOf<typeof getSelectOpbGoodsOption>

/** The top-level category a category id belongs to (itself when it is one). */
export function topCategoryOf(options: ProductFilterOptions, id: number | undefined) {
  if (id === undefined) return undefined
  return options.categories.find((top) => top.id === id || top.children.some((child) => child.id === id))
}
