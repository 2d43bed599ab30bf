import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { favouritesQuery, useRemoveFavouriteMutation } from '../api/queries'
import { BrandCard } from '@/components/catalogue/brand-card'
import { EmptyState } from '@/components/catalogue/empty-state'
import { ProductCard } from '@/components/catalogue/product-card'
import { SearchLink } from '@/components/catalogue/search-link'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export type FavouritesTab = 'brands' | 'products'

/** A logged-in buyer's saved brands and products, each removable. Rendered only after hydration. */
export function FavouritesView({ tab }: { tab: FavouritesTab }) {
  const favourites = useQuery(favouritesQuery())
  const remove = useRemoveFavouriteMutation()
  const brands = favourites.data?.brands ?? []
  const products = favourites.data?.products ?? []
  const tabs: Array<{ id: FavouritesTab; label: string; count: number }> = [
    { id: 'brands', label: m.fav_tab_brands(), count: brands.length },
    { id: 'products', label: m.fav_tab_products(), count: products.length },
  ]
  return (
    <div className="flex flex-col gap-20" data-testid="favourites">
      <nav aria-label={m.fav_tabs()} className="flex gap-4 border-b border-border">
        {tabs.map((t) => (
          <SearchLink
            key={t.id}
            patch={{ tab: t.id === 'brands' ? undefined : t.id }}
            aria-current={tab === t.id ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-16 py-10 text-dp-15',
              tab === t.id ? 'border-primary font-semibold text-primary' : 'border-transparent hover:text-primary',
            )}
          >
            {t.label} {favourites.data ? <span className="text-muted-foreground tabular-nums">({t.count})</span> : null}
          </SearchLink>
        ))}
      </nav>
      {favourites.isPending ? (
        <div className="grid grid-cols-1 gap-16 sm:grid-cols-2 lg:grid-cols-4" role="status" aria-label={m.cat_b_loading()}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-200" />
          ))}
        </div>
      ) : favourites.isError ? (
        <div role="alert" className="flex flex-col items-start gap-12 rounded-xl border border-destructive/40 p-16">
          <p className="text-dp-15">{m.fav_error()}</p>
          <Button variant="outline" onClick={() => void favourites.refetch()}>
            {m.fav_retry()}
          </Button>
        </div>
      ) : tab === 'brands' ? (
        <FavouriteList
          items={brands}
          renderCard={(brand) => <BrandCard brand={brand} headingLevel={2} />}
          onRemove={(brand) => remove.mutate({ target_type: 'brand', target_id: brand.id })}
          empty={m.fav_empty_brands()}
          find={{ to: '/brand', label: m.fav_find_brands() }}
          className="grid-cols-1 gap-16 sm:grid-cols-2 lg:grid-cols-3"
          testId="favourite-brands"
        />
      ) : (
        <FavouriteList
          items={products}
          renderCard={(product) => <ProductCard product={product} headingLevel={2} />}
          onRemove={(product) => remove.mutate({ target_type: 'product', target_id: product.id })}
          empty={m.fav_empty_products()}
          find={{ to: '/product', label: m.fav_find_products() }}
          className="grid-cols-2 gap-12 sm:grid-cols-3 lg:grid-cols-4"
          testId="favourite-products"
        />
      )}
    </div>
  )
}

/** One tab's favourites: each card with its remove button, or the empty state with a link to find some. */
function FavouriteList<T extends { id: number; name: string }>({
  items,
  renderCard,
  onRemove,
  empty,
  find,
  className,
  testId,
}: {
  items: ReadonlyArray<T>
  renderCard: (item: T) => ReactNode
  onRemove: (item: T) => void
  empty: string
  find: { to: '/brand' | '/product'; label: string }
  className: string
  testId: string
}) {
  if (items.length === 0) {
    return (
      <EmptyState title={empty}>
        <Link to={find.to} className="text-dp-15 font-medium text-primary hover:underline">
          {find.label}
        </Link>
      </EmptyState>
    )
  }
  return (
    <ul className={cn('grid', className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-8">
          {renderCard(item)}
          <Button
            variant="ghost"
            size="sm"
            className="self-end"
            onClick={() => onRemove(item)}
            aria-label={m.fav_remove_named({ name: item.name })}
          >
            {m.fav_remove()}
          </Button>
        </li>
      ))}
    </ul>
  )
}
