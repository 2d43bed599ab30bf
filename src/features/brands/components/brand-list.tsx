import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { brandFacetCountsQuery, brandFacetsQuery, brandListQuery } from '../api/queries'
import { BRAND_PAGE_SIZE, BRAND_SORTS, type BrandListDeps } from '../utils/search'
import { BrandCard } from '@/components/catalogue/brand-card'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { CountryFlag } from '@/components/catalogue/country-flag'
import { EmptyState } from '@/components/catalogue/empty-state'
import { FacetPanel, RESULTS_ID, type FacetGroup } from '@/components/catalogue/facet-panel'
import { formatNumber } from '@/components/catalogue/format'
import { LazyBottomSheet } from '@/components/catalogue/lazy-bottom-sheet'
import { Pagination } from '@/components/catalogue/pagination'
import { SearchLink } from '@/components/catalogue/search-link'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export type BrandListVariant = 'all' | 'new' | 'export'

const SORT_LABELS: Record<(typeof BRAND_SORTS)[number], () => string> = {
  recommended: m.brand_sort_recommended,
  newest: m.brand_sort_newest,
  popular: m.brand_sort_popular,
  name: m.brand_sort_name,
}

/** An option's count in one facet's counts (none: 0). */
const countOf = <K,>(list: Array<{ key: K; brand_count: number }>, key: K) => list.find((row) => row.key === key)?.brand_count ?? 0

/**
 * Brand search: keyword (either language), facets (country, category, certification,
 * export-ready), sort and pages, all in the URL. Used by /brand, /newBrand (newest first) and
 * /export/brandList (export-ready only).
 */
export function BrandList({ deps, variant }: { deps: BrandListDeps; variant: BrandListVariant }) {
  const { data } = useSuspenseQuery(brandListQuery(deps))
  const { data: facets } = useSuspenseQuery(brandFacetsQuery())
  // Each option's count: the brands with the keyword and the other filters.
  const { data: counts } = useSuspenseQuery(brandFacetCountsQuery(deps))
  const [sheetOpen, setSheetOpen] = useState(false)

  const categoryOptions = facets.categories.flatMap((top) => [
    { value: String(top.id), label: top.name, count: countOf(counts.categories, top.id), depth: 0 as const },
    ...top.children
      .filter((c) => c.brand_count > 0)
      .map((c) => ({ value: String(c.id), label: c.name, count: countOf(counts.categories, c.id), depth: 1 as const })),
  ])
  const groups: Array<FacetGroup> = [
    {
      param: 'country',
      title: m.brand_facet_country(),
      selected: deps.country,
      options: facets.countries.map((c) => ({
        value: c.code,
        label: c.name,
        count: countOf(counts.countries, c.code),
        icon: <CountryFlag code={c.code} />,
      })),
    },
    {
      param: 'category',
      title: m.brand_facet_category(),
      selected: deps.category ? String(deps.category) : undefined,
      options: categoryOptions,
    },
    {
      param: 'cert',
      title: m.brand_facet_cert(),
      selected: deps.cert,
      options: facets.certifications.map((c) => ({
        value: c.code,
        label: certificateLabel(c.code),
        count: countOf(counts.certifications, c.code),
      })),
    },
  ]

  const chips: Array<{ key: string; label: string }> = []
  if (deps.q) chips.push({ key: 'q', label: `“${deps.q}”` })
  if (deps.country) chips.push({ key: 'country', label: facets.countries.find((c) => c.code === deps.country)?.name ?? deps.country })
  if (deps.category)
    chips.push({ key: 'category', label: categoryOptions.find((c) => c.value === String(deps.category))?.label ?? String(deps.category) })
  if (deps.cert) chips.push({ key: 'cert', label: certificateLabel(deps.cert) })
  if (deps.export && variant !== 'export') chips.push({ key: 'export', label: m.cat_b_export_ready() })
  const activeFilters = chips.length

  const exportToggle =
    variant === 'export' ? null : (
      <SearchLink
        patch={{ export: deps.export ? undefined : 1 }}
        aria-pressed={undefined}
        aria-current={deps.export ? 'true' : undefined}
        className={cn(
          'flex min-h-[36px] items-center gap-8 rounded-md border px-10 py-6 text-dp-14',
          deps.export ? 'border-primary bg-secondary font-semibold text-primary' : 'border-border hover:border-primary',
        )}
        data-testid="facet-export"
      >
        <span
          aria-hidden
          className={cn('inline-block size-14 rounded-sm border', deps.export ? 'border-primary bg-primary' : 'border-muted-foreground')}
        />
        {m.brand_facet_export()}
      </SearchLink>
    )

  return (
    <div className="flex flex-col gap-20">
      <BrandSearchBox deps={deps} />
      <div className="grid grid-cols-1 gap-24 md:grid-cols-[240px_minmax(0,1fr)] lg:grid-cols-[280px_minmax(0,1fr)]">
        <aside aria-label={m.brand_filters()} className="hidden flex-col gap-20 md:flex">
          {exportToggle}
          <FacetPanel groups={groups} />
        </aside>
        <div id={RESULTS_ID} className="flex min-w-0 scroll-mt-80 flex-col gap-16">
          <div className="flex flex-wrap items-center justify-between gap-12">
            <p className="text-dp-14 text-muted-foreground" role="status" data-testid="result-count">
              {m.brand_result_count({ count: formatNumber(data.total) })}
            </p>
            {variant === 'new' ? null : (
              <nav aria-label={m.brand_sort_label()} className="flex flex-wrap items-center gap-4 text-dp-14">
                <span className="mr-4 text-muted-foreground">{m.brand_sort_label()}:</span>
                {BRAND_SORTS.map((sort) => (
                  <SearchLink
                    key={sort}
                    patch={{ sort: sort === 'recommended' ? undefined : sort }}
                    aria-current={deps.sort === sort ? 'true' : undefined}
                    className={cn('rounded-full px-10 py-4', deps.sort === sort ? 'bg-brand-ink font-medium text-white' : 'hover:bg-muted')}
                  >
                    {SORT_LABELS[sort]()}
                  </SearchLink>
                ))}
              </nav>
            )}
          </div>
          <div className="flex items-center gap-8 md:hidden">
            <Button
              type="button"
              variant="outline"
              className="w-full"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              data-testid="bottom-sheet-open"
            >
              {activeFilters ? m.brand_filters_count({ count: String(activeFilters) }) : m.brand_filters()}
            </Button>
            <LazyBottomSheet open={sheetOpen} onOpenChange={setSheetOpen} title={m.brand_filters()}>
              <div className="flex flex-col gap-20">
                {exportToggle}
                <FacetPanel groups={groups} onPick={() => setSheetOpen(false)} />
              </div>
            </LazyBottomSheet>
          </div>
          {chips.length > 0 ? (
            <ul className="flex flex-wrap items-center gap-8" aria-label={m.brand_active_filters()}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <SearchLink
                    patch={{ [chip.key]: undefined }}
                    className="inline-flex items-center gap-6 rounded-full border border-border bg-muted px-10 py-4 text-dp-13 hover:border-primary"
                    aria-label={m.brand_remove_filter({ filter: chip.label })}
                  >
                    {chip.label} <span aria-hidden>×</span>
                  </SearchLink>
                </li>
              ))}
              <li>
                <SearchLink
                  patch={{ q: undefined, country: undefined, category: undefined, cert: undefined, export: undefined }}
                  className="text-dp-13 text-primary hover:underline"
                >
                  {m.brand_clear_filters()}
                </SearchLink>
              </li>
            </ul>
          ) : null}
          {data.list.length === 0 ? (
            <EmptyState title={m.brand_empty()}>
              <p className="max-w-480 text-dp-14 text-muted-foreground">{m.brand_empty_hint()}</p>
              <SearchLink
                patch={{ q: undefined, country: undefined, category: undefined, cert: undefined, export: undefined }}
                className="text-dp-14 font-medium text-primary hover:underline"
              >
                {m.brand_clear_filters()}
              </SearchLink>
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-16 sm:grid-cols-2 xl:grid-cols-3" data-testid="brand-results">
              {data.list.map((brand) => (
                <li key={brand.id}>
                  <BrandCard brand={brand} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={data.page} pageCount={Math.ceil(data.total / BRAND_PAGE_SIZE)} />
        </div>
      </div>
    </div>
  )
}

/** The keyword box: a GET form (works before hydration) that keeps the other filters. */
function BrandSearchBox({ deps }: { deps: BrandListDeps }) {
  const navigate = useNavigate()
  return (
    <form
      role="search"
      method="get"
      className="flex w-full max-w-800 items-stretch overflow-hidden rounded-lg border-2 border-primary bg-background focus-within:ring-3 focus-within:ring-ring/40"
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        void navigate({
          to: '.',
          search: ((prev: Record<string, unknown>) => {
            const next: Record<string, unknown> = { ...prev, q: q || undefined }
            delete next.page
            delete next.id
            return next
          }) as never,
        })
      }}
    >
      <label htmlFor="brand-q" className="sr-only">
        {m.brand_search_label()}
      </label>
      <input
        id="brand-q"
        name="q"
        type="search"
        defaultValue={deps.q ?? ''}
        key={deps.q ?? ''}
        placeholder={m.brand_search_placeholder()}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 bg-transparent px-14 py-10 text-dp-16 outline-none"
      />
      {deps.country ? <input type="hidden" name="country" value={deps.country} /> : null}
      {deps.category ? <input type="hidden" name="category" value={deps.category} /> : null}
      {deps.cert ? <input type="hidden" name="cert" value={deps.cert} /> : null}
      {deps.export ? <input type="hidden" name="export" value="1" /> : null}
      <button type="submit" className="bg-primary px-20 text-dp-15 font-semibold text-primary-foreground hover:bg-primary/90">
        {m.brand_search_button()}
      </button>
    </form>
  )
}
