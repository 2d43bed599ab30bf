import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/solution')({
  head: ({ matches }) => pageHead({ matches, title: m.page_solution_title(), description: m.page_solution_lead() }),
  component: SolutionPage,
})

function SolutionPage() {
  return <PageFrame title={m.page_solution_title()} lead={m.page_solution_lead()} crumbs={[]} />
}
