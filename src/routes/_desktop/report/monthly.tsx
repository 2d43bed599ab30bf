import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/report/monthly')({
  head: ({ matches }) => pageHead({ matches, title: m.page_report_monthly_title(), description: m.page_report_monthly_lead() }),
  component: ReportMonthlyPage,
})

function ReportMonthlyPage() {
  return <PageFrame title={m.page_report_monthly_title()} lead={m.page_report_monthly_lead()} crumbs={[]} />
}
