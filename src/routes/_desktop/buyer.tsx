import { createFileRoute } from '@tanstack/react-router'
import { BuyerSignup } from '@/features/events/components/buyer-signup'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/buyer')({
  head: ({ matches }) => pageHead({ matches, title: m.page_buyer_title(), description: m.page_buyer_lead() }),
  component: BuyerPage,
})

function BuyerPage() {
  return (
    <PageFrame title={m.page_buyer_title()} lead={m.page_buyer_lead()} crumbs={[]}>
      <BuyerSignup />
    </PageFrame>
  )
}
