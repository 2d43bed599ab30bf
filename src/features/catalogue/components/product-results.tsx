import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { productAlternativesQuery } from '../api/queries'
import { activeFilterCount, unlistedKeyword, type ProductSearch } from '../utils/product-search'
import { type ProductFilterOptions, ProductFacets, RESULTS_ID } from './product-facets'
import { useSearchLog } from '../hooks/use-search-log'
import { ProductGrid } from './product-grid'
import { KeywordForm, SortSelect } from './product-toolbar'
import { formatNumber } from '@/components/catalogue/format'
import { LazyBottomSheet } from '@/components/catalogue/lazy-bottom-sheet'
import { Pagination } from '@/components/catalogue/pagination'
import type { ProductCardData } from '@/components/catalogue/product-card'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import type { OutputOf } from '@/api/contract/define'
import type { opbGoodsList } from '@/api/contract/opb-goods'

type KeywordOrigin = NonNullable<OutputOf<typeof opbGoodsList>['keyword_origin']>

/**
 * The origin read from the keyword (智利车厘子: Chile), shown beside the count as a filter that
 * can be removed: its link searches the rest of the keyword, from every origin.
 */
function OriginChip({ search, origin }: { search: ProductSearch; origin: KeywordOrigin }) {
  return (
    <Link
      to="/product"
      search={{ ...search, q: origin.rest || undefined, page: undefined }}
      title={m.cat_b_origin_chip_hint()}
      aria-label={m.cat_b_origin_chip_remove({ country: origin.name })}
      data-testid="origin-chip"
      className="inline-flex min-h-[32px] items-center gap-6 rounded-full border border-primary/40 bg-primary/10 px-12 py-4 text-dp-13 font-medium text-foreground hover:bg-primary/20 focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {m.cat_b_origin_chip({ country: origin.name })}
      <span aria-hidden="true" className="text-dp-16 leading-none">
        ×
      </span>
    </Link>
  )
}

/**
 * A keyword that finds nothing, answered: the keyword spelt with the catalogue's words, the
 * closest categories and the brands that sell them, each a link (the route's loader fetched it).
 */
function NoResultAnswer({ keyword }: { keyword: string }) {
  const { data } = useSuspenseQuery(productAlternativesQuery(keyword))
  if (!data.suggestion && !data.categories.length) return null
  const chip =
    'inline-flex min-h-[32px] items-center rounded-full border border-border bg-background px-12 py-4 text-dp-14 hover:border-primary hover:text-primary focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none'
  return (
    <div className="flex w-full max-w-720 flex-col items-center gap-16" data-testid="no-result-answer">
      {data.suggestion ? (
        <p className="text-dp-16">
          {m.cat_b_did_you_mean()}{' '}
          <Link
            to="/product"
            search={{ q: data.suggestion }}
            className="font-semibold text-primary underline underline-offset-4"
            data-testid="did-you-mean"
          >
            {data.suggestion}
          </Link>
        </p>
      ) : null}
      {data.categories.length ? (
        <section aria-labelledby="closest-categories" className="flex flex-col items-center gap-8">
          <h3 id="closest-categories" className="text-dp-14 font-semibold">
            {m.cat_b_closest_categories()}
          </h3>
          <ul className="flex flex-wrap justify-center gap-8">
            {data.categories.map((category) => (
              <li key={category.id}>
                <Link to="/product" search={{ category: category.id }} className={chip}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.brands.length ? (
        <section aria-labelledby="brands-selling" className="flex flex-col items-center gap-8">
          <h3 id="brands-selling" className="text-dp-14 font-semibold">
            {m.cat_b_brands_selling()}
          </h3>
          <ul className="flex flex-wrap justify-center gap-8">
            {data.brands.map((brand) => (
              <li key={brand.id}>
                <Link to="/brand" search={{ id: brand.id }} className={chip}>
                  {brand.name}
                  <span className="ml-6 text-muted-foreground">· {brand.country}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/**
 * The product search page body: filters in a sidebar on desktop and in a bottom sheet on a
 * phone; keyword and sort above the grid; pagination below.
 */
export function ProductResults({
  search,
  options,
  list,
}: {
  search: ProductSearch
  options: ProductFilterOptions
  list: {
    list: Array<ProductCardData>
    total: number
    page: number
    page_size: number
    keyword_origin?: KeywordOrigin
  }
}) {
  const [sheetOpen, setSheetOpen] = useState(false)
  const opened = useSearchLog({ keyword: search.q, page: list.page, pageSize: list.page_size, total: list.total })
  const filters = activeFilterCount(search)
  const pageCount = Math.ceil(list.total / list.page_size)
  // A keyword that finds nothing with no filter set: no product of the catalogue is called that.
  const unlisted = unlistedKeyword(search, list.total)
  return (
    <div className="flex flex-col gap-16 md:flex-row md:gap-32">
      <aside aria-label={m.cat_b_filters()} className="hidden w-240 shrink-0 md:block">
        <ProductFacets search={search} options={options} />
      </aside>
      <div id={RESULTS_ID} className="flex min-w-0 flex-1 scroll-mt-80 flex-col gap-16">
        <div className="flex flex-col gap-12 lg:flex-row lg:items-center">
          <KeywordForm key={search.q ?? ''} search={search} />
          <div className="flex items-center justify-between gap-12">
            <Button variant="outline" className="md:hidden" onClick={() => setSheetOpen(true)} data-testid="open-filters">
              {filters ? m.cat_b_filters_count({ count: String(filters) }) : m.cat_b_filters()}
            </Button>
            <SortSelect search={search} />
          </div>
        </div>
        {/* The results' heading: on a phone the filters (with their h2s) sit in the sheet, and the
            cards' h3s would follow the h1 directly. */}
        <div className="flex flex-wrap items-center gap-12">
          <h2 className="text-dp-14 font-normal text-muted-foreground" aria-live="polite" data-testid="result-count">
            {m.cat_b_result_count({ count: formatNumber(list.total) })}
          </h2>
          {list.keyword_origin ? <OriginChip search={search} origin={list.keyword_origin} /> : null}
        </div>
        {list.list.length ? (
          <ProductGrid products={list.list} onOpen={opened} />
        ) : (
          <div className="flex flex-col items-center gap-12 rounded-lg border border-dashed border-border px-24 py-48 text-center">
            <p className="text-dp-18 font-medium">{unlisted ? m.cat_b_no_results_for({ keyword: unlisted }) : m.cat_b_no_results()}</p>
            {unlisted ? <NoResultAnswer keyword={unlisted} /> : null}
            <p className="text-dp-14 text-muted-foreground">{unlisted ? m.cat_b_no_results_bulk_hint() : m.cat_b_no_results_hint()}</p>
            <div className="flex flex-wrap justify-center gap-8">
              {/* Nobody lists it yet: suppliers who can source it answer a bulk request. */}
              {unlisted ? (
                <Button asChild data-testid="post-bulk-request">
                  <Link to="/large/reportForm" search={{ product: unlisted }}>
                    {m.cat_b_post_bulk({ keyword: unlisted })}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <Link to="/product" activeOptions={{ exact: true }}>
                  {m.cat_b_clear_filters()}
                </Link>
              </Button>
            </div>
          </div>
        )}
        <Pagination page={list.page} pageCount={pageCount} />
      </div>
      <LazyBottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={m.cat_b_filters()}
        footer={
          <Button className="w-full" onClick={() => setSheetOpen(false)}>
            {m.cat_b_show_results({ count: formatNumber(list.total) })}
          </Button>
        }
      >
        {/* Choices apply at once (the count in the footer follows); the sheet stays open for more. */}
        <ProductFacets search={search} options={options} />
      </LazyBottomSheet>
    </div>
  )
}
