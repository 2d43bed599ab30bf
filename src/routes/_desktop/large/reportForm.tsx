import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/large/reportForm')({
  head: ({ matches }) => pageHead({ matches, title: m.page_large_reportForm_title(), description: m.page_large_reportForm_lead() }),
  component: LargeReportFormPage,
})

function LargeReportFormPage() {
  return (
    <PageFrame
      title={m.page_large_reportForm_title()}
      lead={m.page_large_reportForm_lead()}
      crumbs={[{ label: m.page_large_procurement_title(), to: '/large/procurement' }]}
    />
  )
}
