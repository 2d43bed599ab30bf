import { createFileRoute } from '@tanstack/react-router'
import { MonthlyReport } from '@/features/reports/components/monthly-report'
import { monthlyReportSearchSchema } from '@/features/reports/utils/report-search'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

// Staff only (analysts, organisers): read in the browser with the link's filters (see buyer.tsx).
export const Route = createFileRoute('/_desktop/report/monthly')({
  validateSearch: monthlyReportSearchSchema,
  head: ({ matches }) => pageHead({ matches, title: m.page_report_monthly_title(), description: m.report_monthly_lead(), noindex: true }),
  component: ReportMonthlyPage,
})

function ReportMonthlyPage() {
  const search = Route.useSearch()
  return (
    <PageFrame title={m.page_report_monthly_title()} lead={m.report_monthly_lead()} crumbs={[]}>
      <MonthlyReport search={search} />
    </PageFrame>
  )
}
