// Shared by /product/detail?id= and the legacy /productDetail?id= (route-private: the `-` prefix).
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { productViewQuery } from '@/features/catalogue/api/product-view'
import { ProductDetail, type ProductView } from '@/features/catalogue/components/product-detail'
import { AddToCartPanel } from '@/features/cart/components/add-to-cart-panel'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { ApiRequestError } from '@/api/client/request'
import { m } from '@/paraglide/messages'

/** Loads the product; a missing, invalid or unknown id is a 404 page, never an error. */
export async function loadProduct(queryClient: QueryClient, id: number | undefined): Promise<ProductView> {
  if (id === undefined) throw notFound()
  try {
    return await queryClient.ensureQueryData(productViewQuery(id))
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 0) throw notFound()
    throw error
  }
}

export function ProductDetailPage({ id }: { id: number }) {
  const { data: product } = useSuspenseQuery(productViewQuery(id))
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={product.name} crumbs={[{ label: m.page_product_title(), to: '/product' }]}>
        <ProductDetail
          product={product}
          cartAction={
            <AddToCartPanel
              key={product.id}
              product={{
                id: product.id,
                name: product.name,
                image: product.images[0] ?? null,
                unit: product.unit,
                moq: product.moq,
                price_min: product.price_min,
                price_max: product.price_max,
                currency: product.currency,
                brand: { id: product.brand.id, name: product.brand.name, logo: product.brand.logo },
              }}
            />
          }
        />
      </PageFrame>
    </div>
  )
}
