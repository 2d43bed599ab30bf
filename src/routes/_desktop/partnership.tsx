import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/partnership')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('partnership')),
  head: ({ matches, loaderData }) =>
    contentHead(matches, loaderData, { title: m.page_partnership_title(), lead: m.page_partnership_lead() }),
  component: PartnershipPage,
})

function PartnershipPage() {
  return <ContentPage slug="partnership" fallbackTitle={m.page_partnership_title()} />
}
