import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/pricing')({
  head: ({ matches }) => pageHead({ matches, title: m.page_pricing_title(), description: m.page_pricing_lead() }),
  component: PricingPage,
})

function PricingPage() {
  return <PageFrame title={m.page_pricing_title()} lead={m.page_pricing_lead()} crumbs={[]} />
}
