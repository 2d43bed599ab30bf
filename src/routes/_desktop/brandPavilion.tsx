import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/brandPavilion')({
  head: ({ matches }) => pageHead({ matches, title: m.page_brandPavilion_title(), description: m.page_brandPavilion_lead() }),
  component: BrandPavilionPage,
})

function BrandPavilionPage() {
  return <PageFrame title={m.page_brandPavilion_title()} lead={m.page_brandPavilion_lead()} crumbs={[]} />
}
