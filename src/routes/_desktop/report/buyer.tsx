import { createFileRoute } from '@tanstack/react-router'
import { BuyerReport } from '@/features/reports/components/buyer-report'
import { buyerReportSearchSchema } from '@/features/reports/utils/report-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// Staff only (analysts, organisers): the data is personal to the session, so it is read in the
// browser, with the filters of the link applied on the first read; the server checks the role.
export const Route = createFileRoute('/_desktop/report/buyer')({
  validateSearch: buyerReportSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_report_buyer_title(), description: m.report_buyer_lead(), noindex: true }),
  component: ReportBuyerPage,
})

function ReportBuyerPage() {
  const search = Route.useSearch()
  return (
    <PageFrame title={m.page_report_buyer_title()} lead={m.report_buyer_lead()} crumbs={[]}>
      <BuyerReport search={search} />
    </PageFrame>
  )
}
