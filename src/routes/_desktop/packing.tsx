import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/packing')({
  head: ({ matches }) => pageHead({ matches, title: m.page_packing_title(), description: m.page_packing_lead() }),
  component: PackingPage,
})

function PackingPage() {
  return <PageFrame title={m.page_packing_title()} lead={m.page_packing_lead()} crumbs={[]} />
}
