import { Link } from '@tanstack/react-router'
import { CertificateBadge } from './certificate-badge'
import { formatNumber, formatPriceRange, unitLabel } from './format'
import { m } from '@/paraglide/messages'

/** The fields a product card shows (a subset of the contract's product item). */
export type ProductCardData = {
  id: number
  name: string
  brand: { id: number; name: string }
  origin: { code: string; name: string }
  unit: string
  moq: number
  price_min: number
  price_max: number
  currency: string
  image: string | null
  certifications: Array<string>
}

/** A card without certificates shows no badges (the home page's featured products do not carry them). */
type CardProduct = Omit<ProductCardData, 'certifications'> & { certifications?: Array<string> }

/**
 * One product in a grid: image, name, price range per unit, MOQ, origin, brand and valid
 * certificates. The whole card is one link to the detail page. `priority` marks the cards of the
 * first row (eager load, high fetch priority); the rest load lazily. `headingLevel` 2 where no
 * section heading sits above the grid (the favourites).
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  onOpen,
}: {
  product: CardProduct
  priority?: boolean
  headingLevel?: 2 | 3
  /** Called when the visitor opens the product (a search's results record which one). */
  onOpen?: () => void
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={cardClass} data-testid="product-card">
      <div className="aspect-[4/3] overflow-hidden bg-muted">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            className="size-full object-cover transition-transform group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-6 p-12">
        <Heading className="line-clamp-2 text-dp-15 leading-snug font-medium text-foreground">
          <Link
            to="/product/detail"
            search={{ id: product.id }}
            onClick={onOpen}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="text-dp-16 font-semibold text-brand-ink">
          {formatPriceRange(product.price_min, product.price_max, product.currency)}
          <span className="text-dp-12 font-normal text-muted-foreground"> / {unitLabel(product.unit)}</span>
        </p>
        <p className="text-dp-13 text-muted-foreground">
          {m.cat_b_moq({ count: formatNumber(product.moq), unit: unitLabel(product.unit) })}
        </p>
        <p className="truncate text-dp-13 text-muted-foreground">
          {product.origin.name} · {product.brand.name}
        </p>
        {product.certifications?.length ? (
          <ul className="mt-auto flex flex-wrap gap-4 pt-4" aria-label={m.cat_b_certificates()}>
            {product.certifications.map((type) => (
              <li key={type}>
                <CertificateBadge type={type} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}

const cardClass =
  'group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring'
