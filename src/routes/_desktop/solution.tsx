import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '../-content-head'
import { contentPageQueryOf } from '@/features/content/api/queries'
import { ContentPage } from '../-content-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/solution')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentPageQueryOf('solution')),
  head: ({ matches, loaderData }) => contentHead(matches, loaderData, { title: m.page_solution_title(), lead: m.page_solution_lead() }),
  component: SolutionPage,
})

function SolutionPage() {
  return <ContentPage slug="solution" fallbackTitle={m.page_solution_title()} />
}
