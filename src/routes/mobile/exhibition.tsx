import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/exhibition')({
  head: ({ matches }) => pageHead({ matches, title: m.page_exhibition_title(), description: m.page_exhibition_lead() }),
  component: ExhibitionPage,
})

function ExhibitionPage() {
  return <PageFrame title={m.page_exhibition_title()} lead={m.page_exhibition_lead()} crumbs={[]} />
}
