import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/trial-sales')({
  head: ({ matches }) => pageHead({ matches, title: m.page_trial_sales_title(), description: m.page_trial_sales_lead() }),
  component: TrialSalesPage,
})

function TrialSalesPage() {
  return <PageFrame title={m.page_trial_sales_title()} lead={m.page_trial_sales_lead()} crumbs={[]} />
}
