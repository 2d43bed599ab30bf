import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pavilionHighlightQuery, pavilionListQuery } from '../api/queries'
import { regionLabel, regionSlug } from '../utils/regions'
import { formatNumber } from '@/components/catalogue/format'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { SearchLink } from '@/components/catalogue/search-link'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/**
 * Every country pavilion: flag, brand and product counts, and highlights (top categories,
 * export-ready and certified brands), grouped by region with a region filter in the URL.
 */
export function PavilionList({ region, variant }: { region: string | undefined; variant: 'pc' | 'mobile' }) {
  const { data } = useSuspenseQuery(pavilionListQuery())
  const highlights = useSuspenseQueries({ queries: data.list.map((p) => pavilionHighlightQuery(p.country.code)) })
  const byCountry = new Map(highlights.map((h) => [h.data.country.code, h.data]))
  const regions = [...new Set(data.list.map((p) => p.region))]
  const shown = region ? data.list.filter((p) => regionSlug(p.region) === region) : data.list
  const mobile = variant === 'mobile'
  const totals = data.list.reduce((acc, p) => ({ brands: acc.brands + p.brand_count, products: acc.products + p.product_count }), {
    brands: 0,
    products: 0,
  })

  return (
    <div className="flex flex-col gap-20">
      <p className="text-dp-15 text-muted-foreground" data-testid="pavilion-totals">
        {m.pav_totals({
          countries: String(data.list.length),
          brands: formatNumber(totals.brands),
          products: formatNumber(totals.products),
        })}
      </p>
      <nav aria-label={m.pav_region_filter()} className={cn('flex gap-8', mobile ? '-mx-12 overflow-x-auto px-12 pb-4' : 'flex-wrap')}>
        {[undefined, ...regions.map(regionSlug)].map((slug) => (
          <SearchLink
            key={slug ?? 'all'}
            patch={{ region: slug }}
            aria-current={region === slug ? 'true' : undefined}
            className={cn(
              'shrink-0 rounded-full border px-14 py-6 text-dp-14 whitespace-nowrap',
              region === slug ? 'border-brand-ink bg-brand-ink text-white' : 'border-border hover:border-primary',
            )}
          >
            {slug ? regionLabel(regions.find((r) => regionSlug(r) === slug) ?? slug) : m.cat_a_facet_all()}
          </SearchLink>
        ))}
      </nav>
      <ul className={cn('grid gap-16', mobile ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3')} data-testid="pavilion-list">
        {shown.map((p, i) => {
          const h = byCountry.get(p.country.code)
          return (
            <li key={p.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-3 focus-within:ring-ring/50 hover:shadow-md">
                <img
                  src={p.banner}
                  alt=""
                  width={1600}
                  height={480}
                  loading={i < 3 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="aspect-[10/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-8 p-16">
                  <h2 className="flex items-center gap-10 text-dp-20 font-semibold text-brand-ink">
                    <CountryFlag code={p.country.code} className="text-dp-24" />
                    <Link
                      to="/brandPavilion"
                      search={{ country: p.country.code } as never}
                      className="outline-none group-hover:text-primary after:absolute after:inset-0"
                    >
                      {p.country.name}
                    </Link>
                  </h2>
                  <p className="text-dp-13 text-muted-foreground">{regionLabel(p.region)}</p>
                  <dl className="grid grid-cols-2 gap-8">
                    <div className="rounded-lg bg-muted px-10 py-6">
                      <dt className="text-dp-12 text-muted-foreground">{m.home_counter_brands()}</dt>
                      <dd className="text-dp-18 font-semibold tabular-nums">{formatNumber(p.brand_count)}</dd>
                    </div>
                    <div className="rounded-lg bg-muted px-10 py-6">
                      <dt className="text-dp-12 text-muted-foreground">{m.home_counter_products()}</dt>
                      <dd className="text-dp-18 font-semibold tabular-nums">{formatNumber(p.product_count)}</dd>
                    </div>
                  </dl>
                  {h ? (
                    <div className="flex flex-col gap-6" data-testid="pavilion-highlights">
                      <p className="text-dp-13 text-muted-foreground">
                        {m.pav_highlight_brands({
                          export: String(h.counters.export_ready_brands),
                          certified: String(h.counters.certified_brands),
                        })}
                      </p>
                      <ul className="flex flex-wrap gap-6" aria-label={m.pav_top_categories()}>
                        {h.top_categories.slice(0, 3).map((c) => (
                          <li key={c.id} className="rounded-full bg-secondary px-8 py-2 text-dp-12 text-secondary-foreground">
                            {c.name}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
