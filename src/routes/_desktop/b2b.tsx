import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/b2b')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('b2b')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_b2b_title(), lead: m.page_b2b_lead() }),
  component: B2bPage,
})

function B2bPage() {
  return <ContentPage slug="b2b" fallbackTitle={m.page_b2b_title()} />
}
