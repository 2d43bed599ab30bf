import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/consignment')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('consignment')),
  head: ({ matches, loaderData }) =>
    contentHead(matches, loaderData, { title: m.page_consignment_title(), lead: m.page_consignment_lead() }),
  component: ConsignmentPage,
})

function ConsignmentPage() {
  return <ContentPage slug="consignment" fallbackTitle={m.page_consignment_title()} />
}
