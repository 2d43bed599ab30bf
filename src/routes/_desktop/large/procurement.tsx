import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/large/procurement')({
  head: ({ matches }) => pageHead({ matches, title: m.page_large_procurement_title(), description: m.page_large_procurement_lead() }),
  component: LargeProcurementPage,
})

function LargeProcurementPage() {
  return <PageFrame title={m.page_large_procurement_title()} lead={m.page_large_procurement_lead()} crumbs={[]} />
}
