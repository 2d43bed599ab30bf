// THE REFERENCE DATA PAGE (docs/patterns.md "A data page"). Every list page follows these steps.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import {
  productAlternativesQuery,
  productFacetCountsQuery,
  productFilterOptionsQuery,
  productListQuery,
} from '@/features/catalogue/api/queries'
import { ProductGridSkeleton } from '@/features/catalogue/components/product-grid'
import { ProductResults } from '@/features/catalogue/components/product-results'
import { topCategoryOf } from '@/features/catalogue/utils/product-categories'
import { productSearchSchema, unlistedKeyword } from '@/features/catalogue/utils/product-search'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/product/')({
  // 1. The URL is the page's state: typed and validated; an invalid param is dropped, never a 500.
  validateSearch: productSearchSchema,
  // 2. The data depends on exactly these params (the root's login-return params are not among them).
  loaderDeps: ({ search: { q, category, country, cert, unit, moq_max, sort, page } }) => ({
    q,
    category,
    country,
    cert,
    unit,
    moq_max,
    sort,
    page,
  }),
  // 3. Fetch before render (in-process during SSR, through the API response cache); the data is
  //    dehydrated into the HTML and a later visit with the same deps is served from the cache.
  loader: async ({ context: { queryClient }, deps }) => {
    const [options, list] = await Promise.all([
      queryClient.ensureQueryData(productFilterOptionsQuery()),
      queryClient.ensureQueryData(productListQuery(deps)),
      queryClient.ensureQueryData(productFacetCountsQuery(deps)),
    ])
    // A keyword that finds nothing gets an answer (did you mean, closest categories, brands).
    const unlisted = unlistedKeyword(deps, list.total)
    if (unlisted) await queryClient.ensureQueryData(productAlternativesQuery(unlisted))
    return { categoryName: topCategoryName(options, deps.category) }
  },
  // A unique, localised title per view: keyword or category, and the page number.
  head: ({ matches, loaderData, match }) => {
    const { q, page } = match.search
    const what = q ? `“${q}”` : loaderData?.categoryName
    const title = what ? m.cat_b_products_of({ what }) : m.page_product_title()
    return pageHead({
      matches,
      title: page && page > 1 ? m.cat_b_title_page({ title, page: String(page) }) : title,
      description: m.page_product_lead(),
      breadcrumbs: [
        { name: m.page_home_title(), path: '/' },
        { name: m.page_product_title(), path: '/product' },
      ],
    })
  },
  // Shown while a navigation waits for its data (after the router's pending delay).
  pendingComponent: () => (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.page_product_title()} lead={m.page_product_lead()}>
        <ProductGridSkeleton />
      </PageFrame>
    </div>
  ),
  component: ProductPage,
})

function topCategoryName(options: Parameters<typeof topCategoryOf>[0], id: number | undefined) {
  const top = topCategoryOf(options, id)
  return top?.id === id ? top?.name : top?.children.find((child) => child.id === id)?.name
}

function ProductPage() {
  const search = Route.useSearch()
  const deps = Route.useLoaderDeps()
  // 4. Read with the same query options: the loader filled the cache, so this never suspends on
  //    first paint. Writes elsewhere invalidate these keys and the page follows.
  const { data: options } = useSuspenseQuery(productFilterOptionsQuery())
  const { data: list } = useSuspenseQuery(productListQuery(deps))
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.page_product_title()} lead={m.page_product_lead()}>
        <ProductResults search={search} options={options} list={list} />
      </PageFrame>
    </div>
  )
}
