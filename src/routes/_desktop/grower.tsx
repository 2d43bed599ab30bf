import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/grower')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('grower')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_grower_title(), lead: m.page_grower_lead() }),
  component: GrowerPage,
})

function GrowerPage() {
  return <ContentPage slug="grower" fallbackTitle={m.page_grower_title()} />
}
