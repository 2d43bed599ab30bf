import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { halalProductsQuery, productFilterOptionsQuery } from '@/features/catalogue/api/queries'
import { HalalProgramme } from '@/features/catalogue/components/halal-programme'
import { halalSearchSchema } from '@/features/catalogue/utils/product-search'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/halal')({
  validateSearch: halalSearchSchema,
  loaderDeps: ({ search: { country, page } }) => ({ country, page }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(productFilterOptionsQuery()), queryClient.ensureQueryData(halalProductsQuery(deps))]),
  head: ({ matches, match }) => {
    const { page } = match.search
    const title = page && page > 1 ? m.cat_b_title_page({ title: m.page_halal_title(), page: String(page) }) : m.page_halal_title()
    return pageHead({ matches, title, description: m.cat_b_halal_lead() })
  },
  component: HalalPage,
})

function HalalPage() {
  const deps = Route.useLoaderDeps()
  const { data: options } = useSuspenseQuery(productFilterOptionsQuery())
  const { data: list } = useSuspenseQuery(halalProductsQuery(deps))
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.page_halal_title()} lead={m.cat_b_halal_lead()}>
        <HalalProgramme country={deps.country} options={options} list={list} />
      </PageFrame>
    </div>
  )
}
