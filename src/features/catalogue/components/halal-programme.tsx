import { Link } from '@tanstack/react-router'
import { ProductGrid } from './product-grid'
import type { ProductFilterOptions } from './product-facets'
import { formatNumber } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import type { ProductCardData } from '@/components/catalogue/product-card'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const chip = 'inline-flex min-h-[32px] items-center rounded-full border px-12 py-4 text-dp-14'

/**
 * /halal: what the halal programme checks, then the products whose halal certificate is valid
 * today, filterable by origin.
 */
export function HalalProgramme({
  country,
  options,
  list,
}: {
  country?: string
  options: ProductFilterOptions
  list: { list: Array<ProductCardData>; total: number; page: number; page_size: number }
}) {
  const steps = [
    [m.cat_b_halal_step1_title(), m.cat_b_halal_step1()],
    [m.cat_b_halal_step2_title(), m.cat_b_halal_step2()],
    [m.cat_b_halal_step3_title(), m.cat_b_halal_step3()],
  ]
  return (
    <div className="flex flex-col gap-32">
      <section aria-labelledby="halal-how" className="grid gap-16 rounded-lg bg-emerald-50 p-20 md:grid-cols-3 md:p-24">
        <h2 id="halal-how" className="text-dp-20 font-semibold text-emerald-950 md:col-span-3">
          {m.cat_b_halal_how()}
        </h2>
        {steps.map(([title, body], index) => (
          <div key={title} className="flex gap-12">
            <span
              aria-hidden
              className="flex size-32 min-h-[28px] min-w-[28px] shrink-0 items-center justify-center rounded-full bg-emerald-700 text-dp-14 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-4">
              <h3 className="text-dp-16 font-semibold text-emerald-950">{title}</h3>
              <p className="text-dp-14 text-emerald-900/90">{body}</p>
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="halal-products" className="flex flex-col gap-16">
        <div className="flex flex-wrap items-baseline justify-between gap-8">
          <h2 id="halal-products" className="text-dp-22 font-semibold text-brand-ink">
            {m.cat_b_halal_products()}
          </h2>
          <p className="text-dp-14 text-muted-foreground" data-testid="result-count">
            {m.cat_b_result_count({ count: formatNumber(list.total) })}
          </p>
        </div>
        <nav aria-label={m.cat_b_filter_origin()}>
          <ul className="flex flex-wrap gap-8">
            <li>
              <Link
                to="/halal"
                search={{}}
                aria-current={country ? undefined : 'true'}
                className={cn(chip, country ? 'border-border' : 'border-primary bg-primary/10 font-semibold text-primary')}
              >
                {m.cat_b_all_origins()}
              </Link>
            </li>
            {options.countries.map((c) => (
              <li key={c.code}>
                <Link
                  to="/halal"
                  search={{ country: c.code }}
                  aria-current={country === c.code ? 'true' : undefined}
                  className={cn(
                    chip,
                    country === c.code ? 'border-primary bg-primary/10 font-semibold text-primary' : 'border-border hover:bg-accent',
                  )}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {list.list.length ? (
          <ProductGrid products={list.list} />
        ) : (
          <p className="rounded-lg border border-dashed border-border px-24 py-40 text-center text-dp-15 text-muted-foreground">
            {m.cat_b_halal_none()}
          </p>
        )}
        <Pagination page={list.page} pageCount={Math.ceil(list.total / list.page_size)} />
        <p className="text-dp-14">
          <Link to="/product" search={{ cert: 'halal' }} className="text-primary hover:underline">
            {m.cat_b_halal_search_all()}
          </Link>
        </p>
      </section>
    </div>
  )
}
