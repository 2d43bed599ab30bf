import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/introduction')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('introduction')),
  head: ({ matches, loaderData }) =>
    contentHead(matches, loaderData, { title: m.page_introduction_title(), lead: m.page_introduction_lead() }),
  component: IntroductionPage,
})

function IntroductionPage() {
  return <ContentPage slug="introduction" fallbackTitle={m.page_introduction_title()} />
}
