import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/packing')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('packing')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_packing_title(), lead: m.page_packing_lead() }),
  component: PackingPage,
})

function PackingPage() {
  return <ContentPage slug="packing" fallbackTitle={m.page_packing_title()} />
}
