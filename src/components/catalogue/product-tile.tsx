import { PlainLink } from '../plain-link'
import { CertificateBadge } from './certificate-badge'
import { CountryFlag } from './country-flag'
import { formatNumber, formatPriceRange } from './format'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The fields a product card shows (the contract's productCard / productItem share them). */
export type ProductTileData = {
  id: number
  name: string
  image: string | null
  brand: { id: number; name: string }
  origin: { code: string; name: string }
  unit: string
  moq: number
  price_min: number
  price_max: number
  currency: string
  certifications?: Array<string>
}

/** A product in a grid: image, name, price range per unit, MOQ, origin, brand, valid certificates. */
export function ProductTile({
  product,
  className,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductTileData
  className?: string
  /** The first row above the fold: load eagerly, with a high fetch priority. */
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-ring/50 hover:shadow-md',
        className,
      )}
      data-testid="product-card"
    >
      <div className="aspect-[4/3] w-full bg-muted">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={640}
            height={480}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-6 p-12">
        <Heading className="line-clamp-2 text-dp-15 leading-snug font-medium text-foreground">
          <PlainLink to="/product/detail" search={{ id: product.id }} className="outline-none after:absolute after:inset-0 group-hover:text-primary">
            {product.name}
          </PlainLink>
        </Heading>
        <p className="text-dp-16 font-semibold text-brand-ink">
          {formatPriceRange(product.price_min, product.price_max, product.currency)}
          <span className="text-dp-13 font-normal text-muted-foreground"> / {product.unit}</span>
        </p>
        <p className="text-dp-13 text-muted-foreground">{m.cat_a_moq({ moq: formatNumber(product.moq), unit: product.unit })}</p>
        {product.certifications && product.certifications.length > 0 ? (
          <div className="flex flex-wrap gap-4">
            {product.certifications.slice(0, 3).map((code) => (
              <CertificateBadge key={code} type={code} />
            ))}
          </div>
        ) : null}
        <p className="mt-auto flex items-center gap-6 pt-4 text-dp-13 text-muted-foreground">
          <CountryFlag code={product.origin.code} />
          <span className="truncate">
            {product.origin.name} · {product.brand.name}
          </span>
        </p>
      </div>
    </article>
  )
}
