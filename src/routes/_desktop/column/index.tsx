import { createFileRoute } from '@tanstack/react-router'
import { columnQuery } from '@/features/content/api/queries'
import { ColumnList, categoryName } from '@/features/content/components/column'
import { columnSearchSchema } from '@/features/content/utils/search'
import { PHONE_PAGE } from '@/components/catalogue/phone-scale'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/column/')({
  validateSearch: columnSearchSchema,
  loaderDeps: ({ search: { category, sort, page } }) => ({ category, sort, page }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(columnQuery(deps)),
  head: ({ matches, match }) => {
    const { category, page } = match.search
    const base = category ? `${categoryName(category)} – ${m.page_column_title()}` : m.page_column_title()
    const title = page && page > 1 ? m.cat_b_title_page({ title: base, page: String(page) }) : base
    return pageHead({ matches, title, description: m.page_column_lead() })
  },
  component: ColumnPage,
})

function ColumnPage() {
  const search = Route.useSearch()
  return (
    <div className={PHONE_PAGE}>
      <PageFrame title={m.page_column_title()} lead={m.page_column_lead()}>
        <ColumnList search={search} />
      </PageFrame>
    </div>
  )
}
