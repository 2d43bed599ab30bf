import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { aboutFactsQuery, contentPageQueryOf, ticketFaqQuery } from '@/features/content/api/queries'
import { FaqGroups, PartnerCountries } from '@/features/content/components/about-extras'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/about')({
  loader: async ({ context: { queryClient } }) => {
    const [page, facts, tickets] = await Promise.all([
      queryClient.ensureQueryData(contentPageQueryOf('about')),
      queryClient.ensureQueryData(aboutFactsQuery()),
      queryClient.ensureQueryData(ticketFaqQuery()),
    ])
    return { page, questions: [...facts.faqs, ...tickets.list] }
  },
  // The FAQPage markup holds the questions the page shows: the platform's and the tickets'.
  head: ({ matches, loaderData }) =>
    contentHead(matches, loaderData?.page, { title: m.page_about_title(), lead: m.page_about_lead() }, loaderData?.questions),
  component: AboutPage,
})

function AboutPage() {
  return (
    <ContentPage
      slug="about"
      fallbackTitle={m.page_about_title()}
      extra={
        <>
          <FaqGroups />
          <PartnerCountries />
        </>
      }
    />
  )
}
