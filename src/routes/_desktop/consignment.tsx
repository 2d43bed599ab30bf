import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/consignment')({
  head: ({ matches }) => pageHead({ matches, title: m.page_consignment_title(), description: m.page_consignment_lead() }),
  component: ConsignmentPage,
})

function ConsignmentPage() {
  return <PageFrame title={m.page_consignment_title()} lead={m.page_consignment_lead()} crumbs={[]} />
}
