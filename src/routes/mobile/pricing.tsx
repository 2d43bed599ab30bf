import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/pricing')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('pricing')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_pricing_title(), lead: m.page_pricing_lead() }),
  component: PricingPage,
})

function PricingPage() {
  return <ContentPage slug="pricing" fallbackTitle={m.page_pricing_title()} />
}
