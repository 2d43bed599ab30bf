import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/b2b')({
  head: ({ matches }) => pageHead({ matches, title: m.page_b2b_title(), description: m.page_b2b_lead() }),
  component: B2bPage,
})

function B2bPage() {
  return <PageFrame title={m.page_b2b_title()} lead={m.page_b2b_lead()} crumbs={[]} />
}
