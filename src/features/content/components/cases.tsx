import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CASES_PAGE_SIZE, caseFilterOptionsQuery, casesBrandsQuery, casesQuery } from '../api/queries'
import type { CasesSearch } from '../utils/search'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { EmptyState } from '@/components/catalogue/empty-state'
import { formatNumber } from '@/components/catalogue/format'
import { Pagination } from '@/components/catalogue/pagination'
import { SearchLink } from '@/components/catalogue/search-link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const chip = 'inline-flex min-h-[32px] items-center gap-6 rounded-full border px-12 py-4 text-dp-14 max-[600px]:text-[14px]'
const chipState = (on: boolean) => (on ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-accent')

/** /cases: success stories filtered by the brand's country and category (typed search params), with the brands behind them. */
export function CasesView({ search }: { search: CasesSearch }) {
  const { data: cases } = useSuspenseQuery(casesQuery(search))
  const { data: allBrands } = useSuspenseQuery(casesBrandsQuery())
  const { data: options } = useSuspenseQuery(caseFilterOptionsQuery())
  const countries = [...new Map(allBrands.list.map((brand) => [brand.country.code, brand.country])).values()].toSorted((a, b) =>
    a.name.localeCompare(b.name),
  )
  const brands = search.country ? allBrands.list.filter((brand) => brand.country.code === search.country) : allBrands.list
  return (
    <div className="flex flex-col gap-32">
      <div className="flex flex-col gap-12">
        <nav aria-label={m.content_cases_country()} className="flex flex-wrap items-center gap-8">
          <span className="text-dp-14 font-medium text-brand-ink max-[600px]:text-[14px]">{m.content_cases_country()}</span>
          <SearchLink patch={{ country: undefined }} className={cn(chip, chipState(!search.country))}>
            {m.content_cases_all_countries()}
          </SearchLink>
          {countries.map((country) => (
            <SearchLink
              key={country.code}
              patch={{ country: country.code }}
              className={cn(chip, chipState(search.country === country.code))}
            >
              <CountryFlag code={country.code} />
              {country.name}
            </SearchLink>
          ))}
        </nav>
        <nav aria-label={m.content_cases_category()} className="flex flex-wrap items-center gap-8">
          <span className="text-dp-14 font-medium text-brand-ink max-[600px]:text-[14px]">{m.content_cases_category()}</span>
          <SearchLink patch={{ category: undefined }} className={cn(chip, chipState(!search.category))}>
            {m.content_cases_all_categories()}
          </SearchLink>
          {options.categories.map((category) => (
            <SearchLink
              key={category.id}
              patch={{ category: category.id }}
              className={cn(chip, chipState(search.category === category.id))}
            >
              {category.name}
            </SearchLink>
          ))}
        </nav>
      </div>
      <p className="text-dp-14 text-muted-foreground max-[600px]:text-[14px]" data-testid="result-count">
        {m.content_cases_count({ count: formatNumber(cases.total) })}
      </p>
      {cases.list.length ? (
        <ul className="grid gap-20 md:grid-cols-2" data-testid="case-list">
          {cases.list.map((story) => (
            <li key={story.id} className="flex flex-col gap-12 rounded-xl border border-border bg-card p-20 max-[600px]:p-16">
              <div className="flex items-center gap-12">
                <img
                  src={story.brand.logo}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-48 rounded-lg border border-border object-cover"
                />
                <div className="flex flex-col">
                  <Link
                    to="/brand"
                    search={{ id: story.brand.id }}
                    className="text-dp-14 font-medium text-primary hover:underline max-[600px]:text-[14px]"
                  >
                    {story.brand.name}
                  </Link>
                  <span className="inline-flex items-center gap-4 text-dp-12 text-muted-foreground max-[600px]:text-[12px]">
                    <CountryFlag code={story.country.code} />
                    {story.country.name} · {story.year}
                  </span>
                </div>
              </div>
              <h2 className="text-dp-18 leading-snug font-semibold text-brand-ink max-[600px]:text-[17px]">{story.title}</h2>
              <p className="text-dp-14 text-foreground/85 max-[600px]:text-[14px]">{story.body}</p>
              <p className="mt-auto rounded-lg bg-primary/8 px-12 py-8 text-dp-14 text-brand-ink max-[600px]:text-[14px]">
                <span className="block text-dp-12 font-semibold text-primary max-[600px]:text-[12px]">{m.content_cases_result()}</span>
                {story.result}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={m.content_cases_empty()} />
      )}
      <Pagination page={cases.page} pageCount={Math.ceil(cases.total / CASES_PAGE_SIZE)} />
      {brands.length ? (
        <section aria-labelledby="case-brands" className="flex flex-col gap-12">
          <h2 id="case-brands" className="text-dp-22 font-semibold text-brand-ink max-[600px]:text-[20px]">
            {m.content_cases_brands()}
          </h2>
          <ul className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5" data-testid="case-brands">
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link
                  to="/brand"
                  search={{ id: brand.id }}
                  className="flex items-center gap-8 rounded-lg border border-border p-8 hover:bg-accent"
                >
                  <img
                    src={brand.logo}
                    alt=""
                    width={36}
                    height={36}
                    loading="lazy"
                    className="size-36 rounded-md border border-border object-cover"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-dp-13 font-medium text-brand-ink max-[600px]:text-[13px]">{brand.name}</span>
                    <span className="text-dp-12 text-muted-foreground max-[600px]:text-[12px]">
                      {m.content_cases_brand_cases({ count: formatNumber(brand.case_count) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="cases-next"
        className="flex flex-col gap-12 rounded-2xl bg-primary/8 p-32 max-[600px]:p-20 md:flex-row md:items-center md:justify-between"
      >
        <div className="flex flex-col gap-8">
          <h2 id="cases-next" className="text-dp-22 font-semibold text-brand-ink max-[600px]:text-[20px]">
            {m.content_cases_next()}
          </h2>
          <p className="text-dp-15 text-foreground/85 max-[600px]:text-[15px]">{m.content_cases_next_body()}</p>
        </div>
        <div className="flex flex-wrap gap-12 max-[600px]:flex-col">
          <Link to="/login/registerHome" className={buttonVariants({ size: 'lg' })}>
            {m.content_cases_next_supplier()}
          </Link>
          <Link to="/buyer" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {m.content_cases_next_buyer()}
          </Link>
        </div>
      </section>
    </div>
  )
}
