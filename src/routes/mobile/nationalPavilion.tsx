import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/mobile/nationalPavilion')({
  head: ({ matches }) => pageHead({ matches, title: m.page_nationalPavilion_title(), description: m.page_nationalPavilion_lead() }),
  component: NationalPavilionPage,
})

function NationalPavilionPage() {
  return <PageFrame title={m.page_nationalPavilion_title()} lead={m.page_nationalPavilion_lead()} crumbs={[]} />
}
