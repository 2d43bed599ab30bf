// The light part of the product detail routes (search validation and head), which every page's
// first load carries through the route tree; the loader and the page load on demand.
import * as z from 'zod/mini'
import type { ProductView } from '@/features/catalogue/components/product-detail'
import { pageHead } from '@/features/site/utils/page-head'
import { searchInt } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

export const productDetailSearch = z.object({ id: searchInt() })
export const parseProductDetailSearch = (raw: Record<string, unknown>) => productDetailSearch.parse(raw)

export function productDetailHead(matches: Parameters<typeof pageHead>[0]['matches'], product: ProductView | undefined) {
  if (!product) return pageHead({ matches, title: m.page_product_detail_title(), description: m.page_product_detail_lead() })
  return pageHead({
    matches,
    title: `${product.name} – ${product.brand.name}`,
    description: m.cat_b_detail_description({
      name: product.name,
      brand: product.brand.name,
      origin: product.origin.name,
      moq: String(product.moq),
      unit: product.unit,
    }),
  })
}
