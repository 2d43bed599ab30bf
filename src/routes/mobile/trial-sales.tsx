import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/trial-sales')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('trial-sales')),
  head: ({ matches, loaderData }) =>
    contentHead(matches, loaderData, { title: m.page_trial_sales_title(), lead: m.page_trial_sales_lead() }),
  component: TrialSalesPage,
})

function TrialSalesPage() {
  return <ContentPage slug="trial-sales" fallbackTitle={m.page_trial_sales_title()} />
}
