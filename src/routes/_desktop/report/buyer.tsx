import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/report/buyer')({
  head: ({ matches }) => pageHead({ matches, title: m.page_report_buyer_title(), description: m.page_report_buyer_lead() }),
  component: ReportBuyerPage,
})

function ReportBuyerPage() {
  return <PageFrame title={m.page_report_buyer_title()} lead={m.page_report_buyer_lead()} crumbs={[]} />
}
