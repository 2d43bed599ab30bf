// The light part of the product detail routes (their head), which every page's
// first load carries through the route tree; the loader and the page load on demand.
import type { ProductView } from '@/features/catalogue/components/product-detail'
import { canonicalUrl, pageHead, productJsonLd } from '@/features/site/utils/page-head'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { m } from '@/paraglide/messages'

export function productDetailHead(matches: Parameters<typeof pageHead>[0]['matches'], product: ProductView | undefined) {
  const breadcrumbs = [
    { name: m.page_home_title(), path: '/' },
    { name: m.page_product_title(), path: '/product' },
  ]
  if (!product) return pageHead({ matches, title: m.page_product_detail_title(), description: m.page_product_detail_lead(), breadcrumbs })
  const origin = (matches[0]?.loaderData as { origin?: string } | undefined)?.origin ?? ''
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
    image: product.images[0],
    ogType: 'product',
    breadcrumbs: [...breadcrumbs, { name: product.name, path: `/product/detail?id=${product.id}` }],
    jsonLd: [productJsonLd(product, { url: canonicalUrl(matches), origin, certificateName: certificateLabel })],
  })
}
