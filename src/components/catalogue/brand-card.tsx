import { Link } from '@tanstack/react-router'
import { CertificateBadge } from './certificate-badge'
import { CountryFlag } from './country-flag'
import { formatNumber } from './format'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/** The fields a brand card shows (the contract's brandCard, or any brand that has them). */
export type BrandCardData = {
  id: number
  name: string
  logo: string
  intro: string
  country: { code: string; name: string }
  category: { id: number; name: string } | null
  certifications: Array<string>
  export_ready: boolean
  founded_year: number | null
  product_count: number
}

/** A brand in a list: logo, name, origin, category, certifications, export readiness; links to its profile. */
export function BrandCard({ brand, className, headingLevel = 3 }: { brand: BrandCardData; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-12 rounded-xl border border-border bg-card p-16 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-ring/50 hover:shadow-md',
        className,
      )}
      data-testid="brand-card"
    >
      <div className="flex items-start gap-12">
        <img
          src={brand.logo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-56 shrink-0 rounded-lg border border-border bg-muted object-cover"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <Heading className="text-dp-16 leading-snug font-semibold text-brand-ink">
            <Link
              to="/brand"
              search={{ id: brand.id }}
              className="outline-none group-hover:text-primary after:absolute after:inset-0 after:rounded-xl"
            >
              {brand.name}
            </Link>
          </Heading>
          <p className="flex flex-wrap items-center gap-x-8 gap-y-2 text-dp-13 text-muted-foreground">
            <span className="inline-flex items-center gap-4">
              <CountryFlag code={brand.country.code} />
              {brand.country.name}
            </span>
            {brand.category ? <span>· {brand.category.name}</span> : null}
            {brand.founded_year ? <span>· {m.cat_a_since({ year: String(brand.founded_year) })}</span> : null}
          </p>
        </div>
      </div>
      <p className="line-clamp-2 text-dp-14 text-muted-foreground">{brand.intro}</p>
      <div className="mt-auto flex flex-wrap items-center gap-6">
        {brand.export_ready ? (
          <span className="rounded-full bg-primary px-8 py-2 text-dp-12 font-medium text-primary-foreground">{m.cat_b_export_ready()}</span>
        ) : null}
        {brand.certifications.slice(0, 3).map((code) => (
          <CertificateBadge key={code} type={code} />
        ))}
        <span className="ml-auto text-dp-13 text-muted-foreground">
          {m.cat_a_product_count({ count: formatNumber(brand.product_count) })}
        </span>
      </div>
    </article>
  )
}
