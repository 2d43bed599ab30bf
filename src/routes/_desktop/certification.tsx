import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/certification')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('certification')),
  head: ({ matches, loaderData }) =>
    contentHead(matches, loaderData, { title: m.page_certification_title(), lead: m.page_certification_lead() }),
  component: CertificationPage,
})

function CertificationPage() {
  return <ContentPage slug="certification" fallbackTitle={m.page_certification_title()} />
}
