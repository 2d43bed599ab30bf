import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { categoryChildrenQuery, productFacetCountsQuery } from '../api/queries'
import type { ProductSearch } from '../utils/product-search'
import { FacetGroup, FacetLink } from '@/components/catalogue/facets'
import { certificateLabel } from '@/components/catalogue/certificate-label'
import { formatNumber, unitLabel } from '@/components/catalogue/format'
import { type ProductFilterOptions, topCategoryOf } from '../utils/product-categories'
import { m } from '@/paraglide/messages'
import type { OutputOf } from '@/api/contract/define'
import type { getOpbGoodsFacets } from '@/api/contract/opb-goods'

export type { ProductFilterOptions }

type FacetCountsOf = OutputOf<typeof getOpbGoodsFacets>

/** An option's count in one facet's counts (none: 0). */
const count = <K,>(list: Array<{ key: K; product_count: number }>, key: K) =>
  formatNumber(list.find((row) => row.key === key)?.product_count ?? 0)

/** The id of the results' container, which a filter link scrolls into view. */
export const RESULTS_ID = 'results'

/**
 * The product filters: two-level categories, origin, valid certificate and unit. Every option is
 * a link to the filtered URL (shareable, crawlable, keyboard-reachable) that scrolls the results
 * into view (`#results`); `onNavigate` lets the phone's bottom sheet close itself. Each option's
 * count is the number of products with the current keyword and the other filters (the route's
 * loader fetched them).
 */
export function ProductFacets({
  search,
  options,
  onNavigate,
}: {
  search: ProductSearch
  options: ProductFilterOptions
  onNavigate?: () => void
}) {
  const top = topCategoryOf(options, search.category)
  // The second level comes from Activity/getGoodsCateChildList; the options' own copy shows
  // meanwhile, so nothing jumps.
  const children = useQuery({ ...categoryChildrenQuery(top?.id ?? 0), enabled: top !== undefined })
  const childList = children.data?.list ?? top?.children.map((c) => ({ ...c, parent_id: top.id, child_count: 0 })) ?? []
  const { data: counts } = useSuspenseQuery(productFacetCountsQuery(search))
  return (
    <div className="flex flex-col gap-20">
      <FacetLists search={search} options={options} top={top} childList={childList} counts={counts} onNavigate={onNavigate} />
    </div>
  )
}

function FacetLists({
  search,
  options,
  top,
  childList,
  counts,
  onNavigate,
}: {
  search: ProductSearch
  options: ProductFilterOptions
  top: ReturnType<typeof topCategoryOf>
  childList: Array<{ id: number; name: string }>
  counts: FacetCountsOf
  onNavigate?: () => void
}) {
  // A new filter starts again at page 1, with the results scrolled into view.
  const link = (patch: Partial<ProductSearch>) => ({
    search: { ...search, ...patch, page: undefined },
    hash: RESULTS_ID,
    hashScrollIntoView: { block: 'start' } as const,
    onClick: onNavigate,
  })

  return (
    <>
      <FacetGroup title={m.cat_b_filter_category()}>
        <FacetLink {...link({ category: undefined })} to="/product" active={search.category === undefined}>
          {m.cat_b_all_categories()}
        </FacetLink>
        {options.categories.map((category) => (
          <li key={category.id}>
            <FacetLink
              {...link({ category: category.id })}
              to="/product"
              as="div"
              active={search.category === category.id}
              count={count(counts.categories, category.id)}
            >
              {category.name}
            </FacetLink>
            {top?.id === category.id ? (
              <ul className="mt-4 ml-12 flex flex-col gap-2 border-l border-border pl-8" aria-label={category.name}>
                {childList.map((child) => (
                  <FacetLink
                    key={child.id}
                    {...link({ category: child.id })}
                    to="/product"
                    active={search.category === child.id}
                    count={count(counts.categories, child.id)}
                  >
                    {child.name}
                  </FacetLink>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </FacetGroup>

      <FacetGroup title={m.cat_b_filter_origin()}>
        <FacetLink {...link({ country: undefined })} to="/product" active={search.country === undefined}>
          {m.cat_b_all_origins()}
        </FacetLink>
        {options.countries.map((country) => (
          <FacetLink
            key={country.code}
            {...link({ country: country.code })}
            to="/product"
            active={search.country === country.code}
            count={count(counts.countries, country.code)}
          >
            {country.name}
          </FacetLink>
        ))}
      </FacetGroup>

      <FacetGroup title={m.cat_b_filter_certificate()}>
        <FacetLink {...link({ cert: undefined })} to="/product" active={search.cert === undefined}>
          {m.cat_b_any_certificate()}
        </FacetLink>
        {options.certificate_types.map((cert) => (
          <FacetLink
            key={cert.value}
            {...link({ cert: cert.value as ProductSearch['cert'] })}
            to="/product"
            active={search.cert === cert.value}
            count={count(counts.certifications, cert.value)}
          >
            {certificateLabel(cert.value)}
          </FacetLink>
        ))}
      </FacetGroup>

      <FacetGroup title={m.cat_b_filter_unit()}>
        <FacetLink {...link({ unit: undefined })} to="/product" active={search.unit === undefined}>
          {m.cat_b_any_unit()}
        </FacetLink>
        {options.units.map((unit) => (
          <FacetLink
            key={unit.value}
            {...link({ unit: unit.value })}
            to="/product"
            active={search.unit === unit.value}
            count={count(counts.units, unit.value)}
          >
            {unitLabel(unit.value)}
          </FacetLink>
        ))}
      </FacetGroup>

      <Link
        to="/product"
        search={search.q ? { q: search.q } : {}}
        activeOptions={{ exact: true }}
        onClick={onNavigate}
        className="text-dp-14 text-primary underline-offset-4 hover:underline"
      >
        {m.cat_b_clear_filters()}
      </Link>
    </>
  )
}
