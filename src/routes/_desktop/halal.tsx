import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/halal')({
  head: ({ matches }) => pageHead({ matches, title: m.page_halal_title(), description: m.page_halal_lead() }),
  component: HalalPage,
})

function HalalPage() {
  return <PageFrame title={m.page_halal_title()} lead={m.page_halal_lead()} crumbs={[]} />
}
