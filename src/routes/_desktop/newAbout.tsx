import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/newAbout')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('newAbout')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_newAbout_title(), lead: m.page_newAbout_lead() }),
  component: NewAboutPage,
})

function NewAboutPage() {
  return <ContentPage slug="newAbout" fallbackTitle={m.page_newAbout_title()} />
}
