import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/partnership')({
  head: ({ matches }) => pageHead({ matches, title: m.page_partnership_title(), description: m.page_partnership_lead() }),
  component: PartnershipPage,
})

function PartnershipPage() {
  return <PageFrame title={m.page_partnership_title()} lead={m.page_partnership_lead()} crumbs={[]} />
}
