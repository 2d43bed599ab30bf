import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useBrandViewMutation } from '../api/mutations'
import { brandProductsQuery, brandProfileQuery, brandResumesQuery, BRAND_PRODUCTS_PAGE_SIZE, responsivenessQuery } from '../api/queries'
import { FavouriteButton } from './favourite-button'
import { BrandContact } from './brand-contact'
import { CertificateBadge } from '@/components/catalogue/certificate-badge'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { EmptyState } from '@/components/catalogue/empty-state'
import { formatDate, formatNumber } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import { ProductCard } from '@/components/catalogue/product-card'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'

const BAND_TEXT = {
  new: m.inbox_resp_band_new,
  hour: m.inbox_resp_band_hour,
  day: m.inbox_resp_band_day,
  days: m.inbox_resp_band_days,
  slow: m.inbox_resp_band_slow,
} as const

/**
 * How fast the brand answers inquiries, as a band over the last 90 days: the exact figures are
 * the brand's own (its report) and staff's, never public.
 */
function Responsiveness({ band }: { band: keyof typeof BAND_TEXT }) {
  return (
    <p className="text-dp-14 text-muted-foreground" data-testid="brand-responsiveness">
      {BAND_TEXT[band]()}
    </p>
  )
}

/**
 * A brand's profile (/brand?id=): who they are, what they sell, which certificates back it,
 * their history and their country's pavilion; favourite and inquiry actions.
 */
export function BrandProfile({ brandId, page }: { brandId: number; page: number }) {
  const { data: brand } = useSuspenseQuery(brandProfileQuery(brandId))
  const { data: resumes } = useSuspenseQuery(brandResumesQuery(brandId))
  const { data: products } = useSuspenseQuery(brandProductsQuery(brandId, page))
  const { data: responsiveness } = useSuspenseQuery(responsivenessQuery(brandId))
  const { mutate: recordView } = useBrandViewMutation()
  useEffect(() => recordView(brandId), [recordView, brandId])

  const stats = [
    { label: m.brand_stat_products(), value: formatNumber(brand.product_count) },
    { label: m.brand_stat_categories(), value: formatNumber(brand.product_category_count) },
    { label: m.brand_stat_inventory(), value: formatNumber(brand.inventory) },
    { label: m.brand_stat_views(), value: formatNumber(brand.views) },
  ]

  return (
    <div className="flex flex-col gap-32">
      <section
        className="flex flex-col gap-20 rounded-2xl border border-border bg-card p-24 shadow-sm md:flex-row md:items-start"
        aria-label={brand.name}
      >
        <img
          src={brand.logo}
          alt={m.brand_logo_alt({ name: brand.name })}
          width={120}
          height={120}
          fetchPriority="high"
          className="size-120 shrink-0 rounded-xl border border-border bg-muted object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-12">
          <p className="flex flex-wrap items-center gap-x-12 gap-y-4 text-dp-15 text-muted-foreground">
            <span className="inline-flex items-center gap-6">
              <CountryFlag code={brand.country.code} />
              {brand.country.name}
            </span>
            {brand.category ? <span>· {brand.category.name}</span> : null}
            {brand.founded_year ? <span>· {m.cat_a_since({ year: String(brand.founded_year) })}</span> : null}
          </p>
          <div className="flex flex-wrap gap-6">
            {brand.export_ready ? (
              <span className="rounded-full bg-primary px-10 py-2 text-dp-13 font-medium text-primary-foreground">
                {m.cat_b_export_ready()}
              </span>
            ) : null}
            {brand.certifications.map((code) => (
              <CertificateBadge key={code} type={code} />
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-12 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-lg bg-muted px-12 py-8">
                <dt className="text-dp-13 text-muted-foreground">{stat.label}</dt>
                <dd className="text-dp-20 font-semibold text-brand-ink tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <Responsiveness band={responsiveness.band} />
        </div>
        <div className="flex shrink-0 flex-row gap-8 md:flex-col">
          <Button asChild size="lg" className="flex-1">
            <a href="#brand-products" data-testid="send-inquiry">
              {m.brand_send_inquiry()}
            </a>
          </Button>
          <FavouriteButton type="brand" id={brand.id} className="flex-1" />
          <BrandContact brandId={brand.id} brandName={brand.name} />
          <Link to="/addInquiry" className="hidden text-center text-dp-13 text-primary hover:underline md:block">
            {m.brand_open_cart()}
          </Link>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="brand-story" className="flex flex-col gap-12">
          <h2 id="brand-story" className="text-dp-22 font-semibold text-brand-ink">
            {m.brand_story()}
          </h2>
          <p className="text-dp-16 leading-relaxed text-foreground/90">{brand.intro}</p>
          {resumes.list.length > 0 ? (
            <ol
              className="mt-8 flex flex-col border-l-2 border-primary/30 pl-20"
              aria-label={m.brand_timeline()}
              data-testid="brand-timeline"
            >
              {resumes.list.map((item) => (
                <li key={item.id} className="relative pb-16">
                  <span aria-hidden className="absolute top-6 -left-[27px] size-12 rounded-full border-2 border-background bg-primary" />
                  <p className="text-dp-14 font-semibold text-primary tabular-nums">{item.year}</p>
                  <h3 className="text-dp-16 font-semibold text-brand-ink">{item.title}</h3>
                  <p className="text-dp-14 text-muted-foreground">{item.body}</p>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
        <div className="flex flex-col gap-24">
          <section aria-labelledby="brand-certs" className="flex flex-col gap-12" data-testid="brand-certificates">
            <h2 id="brand-certs" className="text-dp-22 font-semibold text-brand-ink">
              {m.brand_certificates()}
            </h2>
            {brand.certificates.length === 0 ? (
              <p className="text-dp-14 text-muted-foreground">{m.brand_no_certificates()}</p>
            ) : (
              <ul className="flex flex-col gap-8">
                {brand.certificates.map((cert) => (
                  <li key={`${cert.type}-${cert.number}`} className="flex flex-col gap-4 rounded-lg border border-border p-12">
                    <div className="flex items-center justify-between gap-8">
                      <CertificateBadge type={cert.type} />
                      <span className="text-dp-12 text-muted-foreground">
                        {m.brand_cert_products({ count: String(cert.product_count) })}
                      </span>
                    </div>
                    <p className="text-dp-14">
                      <span className="sr-only">{certificateLabel(cert.type)} · </span>
                      {m.brand_cert_issuer({ issuer: cert.issuer })}
                    </p>
                    <p className="text-dp-13 text-muted-foreground">
                      {m.brand_cert_number({ number: cert.number })} · {m.brand_cert_valid_to({ date: formatDate(cert.valid_to) })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {brand.pavilion ? (
            <section aria-labelledby="brand-pavilion" className="flex flex-col gap-12">
              <h2 id="brand-pavilion" className="text-dp-22 font-semibold text-brand-ink">
                {m.brand_pavilion()}
              </h2>
              <Link
                to="/brandPavilion"
                search={{ country: brand.country.code } as never}
                className="group overflow-hidden rounded-xl border border-border focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <img
                  src={brand.pavilion.banner}
                  alt=""
                  width={1600}
                  height={480}
                  loading="lazy"
                  className="aspect-[10/3] w-full object-cover"
                />
                <span className="flex items-center gap-8 p-12 text-dp-15 font-medium group-hover:text-primary">
                  <CountryFlag code={brand.country.code} />
                  {brand.pavilion.name} →
                </span>
              </Link>
            </section>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="brand-products-title" id="brand-products" className="flex scroll-mt-96 flex-col gap-16">
        <div className="flex flex-wrap items-end justify-between gap-8">
          <h2 id="brand-products-title" className="text-dp-22 font-semibold text-brand-ink">
            {m.brand_products({ count: formatNumber(products.total) })}
          </h2>
          <p className="text-dp-14 text-muted-foreground">{m.brand_products_hint()}</p>
        </div>
        {products.list.length === 0 ? (
          <EmptyState title={m.brand_no_products()} />
        ) : (
          <ul className="grid grid-cols-2 gap-12 sm:grid-cols-3 lg:grid-cols-4" data-testid="brand-products">
            {products.list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
        {/* A section of the profile: a new page of products keeps the reader where they are. */}
        <Pagination page={products.page} pageCount={Math.ceil(products.total / BRAND_PRODUCTS_PAGE_SIZE)} resetScroll={false} />
      </section>
    </div>
  )
}
