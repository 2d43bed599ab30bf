import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pavilionActivitiesQuery, pavilionProductsQuery, pavilionQuery } from '../api/queries'
import { regionLabel } from '../utils/regions'
import { BrandCard } from '@/components/catalogue/brand-card'
import { formatNumber } from '@/components/catalogue/format'
import { formatEventDates } from '@/lib/event-dates'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { ProductCard } from '@/components/catalogue/product-card'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/** One country's pavilion (/brandPavilion?country=EC): story, counters, categories, brands, products, activities. */
export function PavilionDetail({ country }: { country: string }) {
  const { data: p } = useSuspenseQuery(pavilionQuery(country))
  const { data: products } = useSuspenseQuery(pavilionProductsQuery(country))
  const { data: activities } = useSuspenseQuery(pavilionActivitiesQuery(country))
  const events = activities.list.filter((a) => a.state !== 'ended')
  const counters = [
    { label: m.home_counter_brands(), value: p.counters.brands },
    { label: m.home_counter_products(), value: p.counters.products },
    { label: m.pav_counter_export(), value: p.counters.export_ready_brands },
    { label: m.pav_counter_certified(), value: p.counters.certified_brands },
    { label: m.pav_counter_areas(), value: p.counters.areas },
  ]
  return (
    <div className="flex flex-col gap-40">
      <section aria-labelledby="pav-story" className="grid grid-cols-1 gap-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative overflow-hidden rounded-2xl">
          <img
            src={p.banner}
            alt=""
            width={1600}
            height={480}
            fetchPriority="high"
            className="aspect-[10/3] w-full object-cover lg:aspect-auto lg:h-full"
          />
          <p className="absolute top-12 left-12 flex items-center gap-8 rounded-full bg-background/90 px-12 py-6 text-dp-14 font-medium">
            <CountryFlag code={p.country.code} />
            {regionLabel(p.region)}
          </p>
        </div>
        <div className="flex flex-col gap-16">
          <h2 id="pav-story" className="text-dp-22 font-semibold text-brand-ink">
            {m.pav_story()}
          </h2>
          <p className="text-dp-16 leading-relaxed">{p.intro}</p>
          <dl className="grid grid-cols-3 gap-8" data-testid="pavilion-counters">
            {counters.map((c) => (
              <div key={c.label} className="rounded-lg bg-muted px-10 py-8">
                <dt className="text-dp-12 text-muted-foreground">{c.label}</dt>
                <dd className="text-dp-20 font-semibold text-brand-ink tabular-nums">{formatNumber(c.value)}</dd>
              </div>
            ))}
          </dl>
          {p.top_categories.length > 0 ? (
            <div className="flex flex-col gap-8">
              <h3 className="text-dp-15 font-semibold">{m.pav_top_categories()}</h3>
              <ul className="flex flex-wrap gap-8">
                {p.top_categories.map((c) => (
                  <li key={c.id}>
                    <Link
                      to="/product"
                      search={{ country: p.country.code, category: c.id } as never}
                      className="inline-flex items-center gap-6 rounded-full border border-border px-12 py-4 text-dp-14 hover:border-primary hover:text-primary"
                    >
                      {c.name} <span className="text-muted-foreground tabular-nums">{formatNumber(c.product_count)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="pav-brands" className="flex flex-col gap-16">
        <SectionHeading
          id="pav-brands"
          title={m.pav_brands_title({ country: p.country.name })}
          more={{ label: m.pav_all_brands({ count: formatNumber(p.counters.brands) }), to: '/brand', search: { country: p.country.code } }}
        />
        <ul className="grid grid-cols-1 gap-16 sm:grid-cols-2 lg:grid-cols-4" data-testid="pavilion-brands">
          {p.featured_brands.map((b) => (
            <li key={b.id}>
              <BrandCard brand={b} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pav-products" className="flex flex-col gap-16">
        <SectionHeading
          id="pav-products"
          title={m.pav_products_title({ country: p.country.name })}
          more={{ label: m.pav_all_products({ count: formatNumber(products.total) }), to: '/product', search: { country: p.country.code } }}
        />
        <ul className="grid grid-cols-2 gap-12 sm:grid-cols-3 lg:grid-cols-4">
          {products.list.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pav-events" className="flex flex-col gap-16">
        <SectionHeading id="pav-events" title={m.pav_events_title()} />
        {events.length === 0 ? (
          <p className="text-dp-15 text-muted-foreground">{m.pav_no_events()}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-12 sm:grid-cols-2">
            {events.map((a) => (
              <li key={a.id}>
                <Link
                  to="/exhibitionDetail"
                  search={{ id: a.id } as never}
                  className="flex gap-12 rounded-xl border border-border p-12 hover:border-primary focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <img
                    src={a.cover}
                    alt=""
                    width={960}
                    height={540}
                    loading="lazy"
                    className="aspect-video w-120 shrink-0 rounded-lg object-cover"
                  />
                  <span className="flex min-w-0 flex-col gap-4">
                    <span className="text-dp-16 font-semibold text-brand-ink">{a.title}</span>
                    <span className="text-dp-13 text-muted-foreground">
                      {a.state === 'live' ? `${m.home_activity_live()} · ` : ''}
                      {formatEventDates(a.starts_at, a.ends_at, venueTimeZone(a.country_code), getLocale())}
                    </span>
                    <span className="text-dp-13 text-muted-foreground">{a.venue}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
