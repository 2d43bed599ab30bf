import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy } from 'react'
import { homeQuery } from '../api/queries'
import { GlobalSearch } from './global-search'
import { AfterHydration } from '@/components/after-hydration'
import { BrandCard } from '@/components/catalogue/brand-card'
import { formatNumber } from '@/components/catalogue/format'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { ProductCard } from '@/components/catalogue/product-card'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { formatEventDates } from '@/lib/event-dates'
import { cn } from '@/lib/utils'
import { venueTimeZone } from '@/lib/venue-time-zone'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

type Variant = 'pc' | 'mobile'

const PageView = lazy(() => import('./page-view'))

/** The home page (/ and /mobile): search, banners, counters, pavilions, brands, products, activities. */
export function HomePage({ variant }: { variant: Variant }) {
  const { data } = useSuspenseQuery(homeQuery(variant))
  const mobile = variant === 'mobile'
  const pavilionsTo = mobile ? '/mobile/nationalPavilion' : '/nationalPavilion'
  const counters = [
    { label: m.home_counter_brands(), value: data.counters.brands },
    { label: m.home_counter_products(), value: data.counters.products },
    { label: m.home_counter_countries(), value: data.counters.countries },
    { label: m.home_counter_buyers(), value: data.counters.buyers },
  ].filter((c) => c.value > 0)
  const [lead, ...otherBanners] = data.banners
  const upcoming = data.activities.filter((a) => a.status === 'upcoming' || a.status === 'live')

  return (
    <div className={cn('mx-auto flex w-full flex-col', mobile ? 'gap-28 px-12 py-16' : 'max-w-1400 gap-48 px-24 py-32')}>
      <section
        className={cn('grid items-stretch gap-20', mobile ? 'grid-cols-1' : 'grid-cols-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]')}
        aria-labelledby="home-title"
      >
        <div
          className={cn(
            'flex flex-col justify-center gap-16 rounded-2xl bg-gradient-to-br from-secondary via-background to-accent',
            mobile ? 'p-16' : 'p-32',
          )}
        >
          <h1 id="home-title" className={cn('leading-tight font-semibold text-brand-ink', mobile ? 'text-dp-28' : 'text-dp-40')}>
            {m.home_hero_title()}
          </h1>
          <p className="text-dp-16 text-muted-foreground">{m.page_home_lead()}</p>
          <GlobalSearch variant={variant} />
          <dl className="flex flex-wrap gap-x-24 gap-y-8" data-testid="home-counters">
            {counters.map((c) => (
              <div key={c.label} className="flex flex-col">
                <dt className="text-dp-13 text-muted-foreground">{c.label}</dt>
                <dd className={cn('font-semibold text-primary tabular-nums', mobile ? 'text-dp-20' : 'text-dp-28')}>
                  {formatNumber(c.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {lead ? (
          <div className="flex flex-col gap-12">
            <BannerTile banner={lead} priority mobile={mobile} />
            {otherBanners.length > 0 && !mobile ? (
              <ul className="grid grid-cols-3 gap-12">
                {otherBanners.slice(0, 3).map((banner) => (
                  <li key={banner.id}>
                    <BannerTile banner={banner} small mobile={mobile} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="home-pavilions" className="flex flex-col gap-16">
        <SectionHeading id="home-pavilions" title={m.home_pavilions_title()} more={{ label: m.home_see_all(), to: pavilionsTo }}>
          <p className="text-dp-14 text-muted-foreground">{m.home_pavilions_lead()}</p>
        </SectionHeading>
        <ul className={rowClass(mobile, 'lg:grid-cols-4')}>
          {data.pavilions.map((p) => (
            <li key={p.id} className={mobile ? 'w-[260px] shrink-0 snap-start' : undefined}>
              <Link
                to="/brandPavilion"
                search={{ country: p.country.code } as never}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <img
                  src={p.banner}
                  alt=""
                  width={1600}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[10/3] w-full object-cover"
                />
                <span className="flex flex-col gap-4 p-12">
                  <span className="flex items-center gap-8 text-dp-16 font-semibold text-brand-ink group-hover:text-primary">
                    <CountryFlag code={p.country.code} />
                    {p.country.name}
                  </span>
                  <span className="text-dp-13 text-muted-foreground">
                    {m.home_pavilion_counts({ brands: formatNumber(p.brand_count), products: formatNumber(p.product_count) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-brands" className="flex flex-col gap-16">
        <SectionHeading
          id="home-brands"
          title={m.home_brands_title()}
          more={mobile ? undefined : { label: m.home_see_all(), to: '/brand' }}
        />
        <ul className={rowClass(mobile, 'sm:grid-cols-2 lg:grid-cols-4')}>
          {data.brands.map((b) => (
            <li key={b.id} className={mobile ? 'w-[280px] shrink-0 snap-start' : undefined}>
              <BrandCard brand={b} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-products" className="flex flex-col gap-16">
        <SectionHeading
          id="home-products"
          title={m.home_products_title()}
          more={mobile ? undefined : { label: m.home_see_all(), to: '/product' }}
        />
        <ul className={cn('grid gap-12', mobile ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4')}>
          {data.products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </section>

      {upcoming.length > 0 ? (
        <section aria-labelledby="home-activities" className="flex flex-col gap-16">
          <SectionHeading
            id="home-activities"
            title={m.home_activities_title()}
            more={{ label: m.home_see_all(), to: mobile ? '/mobile/exhibition' : '/exhibition' }}
          />
          <ul className={rowClass(mobile, 'sm:grid-cols-2 lg:grid-cols-4')}>
            {upcoming.map((a) => (
              <li key={a.id} className={mobile ? 'w-[260px] shrink-0 snap-start' : undefined}>
                <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-3 focus-within:ring-ring/50 hover:shadow-md">
                  <img
                    src={a.cover}
                    alt=""
                    width={960}
                    height={540}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-6 p-12">
                    <p className="flex items-center gap-8 text-dp-13">
                      <span
                        className={cn(
                          'rounded-full px-8 py-2 font-medium whitespace-nowrap',
                          a.status === 'live' ? 'bg-destructive text-white' : 'bg-secondary text-secondary-foreground',
                        )}
                      >
                        {a.status === 'live' ? m.home_activity_live() : m.home_activity_upcoming()}
                      </span>
                      <span className="text-muted-foreground">
                        {formatEventDates(a.starts_at, a.ends_at, venueTimeZone(a.country.code), getLocale())}
                      </span>
                    </p>
                    <h3 className="text-dp-16 leading-snug font-semibold text-brand-ink">
                      <Link to="/exhibitionDetail" search={{ id: a.id } as never} className="outline-none after:absolute after:inset-0">
                        {a.title}
                      </Link>
                    </h3>
                    <p className="mt-auto flex items-center gap-6 text-dp-13 text-muted-foreground">
                      <CountryFlag code={a.country.code} />
                      {a.venue}, {a.country.name}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AfterHydration>
        <PageView path={mobile ? '/mobile' : '/'} />
      </AfterHydration>
    </div>
  )
}

/** Desktop: a grid; phone: one row that scrolls sideways with snap points. */
function rowClass(mobile: boolean, desktopCols: string) {
  return mobile ? '-mx-12 flex snap-x snap-mandatory gap-12 overflow-x-auto px-12 pb-8' : cn('grid grid-cols-1 gap-16', desktopCols)
}

type Banner = { id: number; title: string; image: string; link_path: string }

function BannerTile({
  banner,
  priority = false,
  small = false,
  mobile,
}: {
  banner: Banner
  priority?: boolean
  small?: boolean
  mobile: boolean
}) {
  const to = mobile && banner.link_path === '/nationalPavilion' ? '/mobile/nationalPavilion' : banner.link_path
  return (
    <Link
      to={to as never}
      className="group relative block overflow-hidden rounded-2xl focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
      data-testid="home-banner"
    >
      <img
        src={banner.image}
        alt=""
        width={1920}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={cn('w-full object-cover transition-transform group-hover:scale-[1.02]', small ? 'aspect-[16/7]' : 'aspect-[16/7]')}
      />
      <span
        className={cn(
          'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent font-semibold text-white',
          small ? 'p-8 text-dp-13' : 'p-16 text-dp-22',
        )}
      >
        {banner.title}
      </span>
    </Link>
  )
}
