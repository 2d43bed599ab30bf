import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { bulkProductsQuery, bulkRequestsQuery } from '@/features/catalogue/api/queries'
import { BulkCommodities } from '@/features/catalogue/components/bulk-commodities'
import { bulkSearchSchema } from '@/features/catalogue/utils/product-search'
import { unitLabel } from '@/components/catalogue/format'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/bigGoodsList')({
  validateSearch: bulkSearchSchema,
  loaderDeps: ({ search: { unit, page } }) => ({ unit: unit ?? 'tonne', page }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(bulkProductsQuery(deps)), queryClient.ensureQueryData(bulkRequestsQuery({}))]),
  head: ({ matches, match }) => {
    const { unit = 'tonne', page } = match.search
    const title = m.cat_b_bulk_title({ unit: unitLabel(unit) })
    return pageHead({
      matches,
      title: page && page > 1 ? m.cat_b_title_page({ title, page: String(page) }) : title,
      description: m.page_bigGoodsList_lead(),
    })
  },
  component: BigGoodsListPage,
})

function BigGoodsListPage() {
  const deps = Route.useLoaderDeps()
  const { data: list } = useSuspenseQuery(bulkProductsQuery(deps))
  const { data: requests } = useSuspenseQuery(bulkRequestsQuery({}))
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.page_bigGoodsList_title()} lead={m.page_bigGoodsList_lead()}>
        <BulkCommodities unit={deps.unit} list={list} requests={requests} />
      </PageFrame>
    </div>
  )
}
