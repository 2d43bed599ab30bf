import { createFileRoute } from '@tanstack/react-router'
import { caseFilterOptionsQuery, casesBrandsQuery, casesQuery } from '@/features/content/api/queries'
import { CasesView } from '@/features/content/components/cases'
import { casesSearchSchema } from '@/features/content/utils/search'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/cases')({
  validateSearch: casesSearchSchema,
  loaderDeps: ({ search: { country, category, page } }) => ({ country, category, page }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(casesQuery(deps)),
      queryClient.ensureQueryData(casesBrandsQuery()),
      queryClient.ensureQueryData(caseFilterOptionsQuery()),
    ]),
  head: ({ matches, match }) => {
    const { page } = match.search
    const title = page && page > 1 ? m.cat_b_title_page({ title: m.page_cases_title(), page: String(page) }) : m.page_cases_title()
    return pageHead({ matches, title, description: m.page_cases_lead() })
  },
  component: CasesPage,
})

function CasesPage() {
  const search = Route.useSearch()
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.page_cases_title()} lead={m.page_cases_lead()}>
        <CasesView search={search} />
      </PageFrame>
    </div>
  )
}
