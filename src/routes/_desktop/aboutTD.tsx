import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/aboutTD')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('aboutTD')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_aboutTD_title(), lead: m.page_aboutTD_lead() }),
  component: AboutTDPage,
})

function AboutTDPage() {
  return <ContentPage slug="aboutTD" fallbackTitle={m.page_aboutTD_title()} />
}
