import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/cases')({
  head: ({ matches }) => pageHead({ matches, title: m.page_cases_title(), description: m.page_cases_lead() }),
  component: CasesPage,
})

function CasesPage() {
  return <PageFrame title={m.page_cases_title()} lead={m.page_cases_lead()} crumbs={[]} />
}
