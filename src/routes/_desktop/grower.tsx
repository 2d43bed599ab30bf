import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/grower')({
  head: ({ matches }) => pageHead({ matches, title: m.page_grower_title(), description: m.page_grower_lead() }),
  component: GrowerPage,
})

function GrowerPage() {
  return <PageFrame title={m.page_grower_title()} lead={m.page_grower_lead()} crumbs={[]} />
}
