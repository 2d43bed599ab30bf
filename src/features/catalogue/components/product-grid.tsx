import { ProductCard, type ProductCardData } from '@/components/catalogue/product-card'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages'

// The grid on its own, apart from the search page's body (product-results.tsx), so that the
// product page's related products and the halal page do not load the filters, the toolbar and
// the pagination (ADR 037).

/**
 * A grid of product cards; the first row loads eagerly (it holds the LCP image). `onOpen` hears
 * which card (its 0-based index) the visitor opens.
 */
export function ProductGrid({
  products,
  eager = 4,
  onOpen,
}: {
  products: Array<ProductCardData>
  eager?: number
  onOpen?: (index: number) => void
}) {
  return (
    <ul className="grid grid-cols-2 gap-12 md:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eager} onOpen={onOpen ? () => onOpen(index) : undefined} />
        </li>
      ))}
    </ul>
  )
}

/** The grid's loading state (route pending): same shape, so nothing shifts when data comes. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-12 md:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label={m.cat_b_loading()}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex flex-col gap-8 rounded-lg border border-border p-0">
          <Skeleton className="aspect-[4/3] rounded-b-none" />
          <div className="flex flex-col gap-6 p-12">
            <Skeleton className="h-16 w-4/5" />
            <Skeleton className="h-16 w-1/2" />
            <Skeleton className="h-12 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  )
}
