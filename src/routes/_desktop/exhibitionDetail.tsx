import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/exhibitionDetail')({
  head: ({ matches }) => pageHead({ matches, title: m.page_exhibitionDetail_title(), description: m.page_exhibitionDetail_lead() }),
  component: ExhibitionDetailPage,
})

function ExhibitionDetailPage() {
  return <PageFrame title={m.page_exhibitionDetail_title()} lead={m.page_exhibitionDetail_lead()} crumbs={[{ label: m.page_exhibition_title(), to: '/exhibition' }]} />
}
