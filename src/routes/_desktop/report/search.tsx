import { createFileRoute } from '@tanstack/react-router'
import { SearchReport } from '@/features/reports/components/search-report'
import { searchReportSearchSchema } from '@/features/reports/utils/report-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// Staff only (analysts, organisers): read in the browser with the link's period (see buyer.tsx).
export const Route = createFileRoute('/_desktop/report/search')({
  validateSearch: searchReportSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_report_search_title(), description: m.report_search_lead(), noindex: true }),
  component: ReportSearchPage,
})

function ReportSearchPage() {
  const search = Route.useSearch()
  return (
    <PageFrame title={m.page_report_search_title()} lead={m.report_search_lead()} crumbs={[]}>
      <SearchReport search={search} />
    </PageFrame>
  )
}
