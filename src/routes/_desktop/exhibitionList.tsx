import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/exhibitionList')({
  head: ({ matches }) => pageHead({ matches, title: m.page_exhibitionList_title(), description: m.page_exhibitionList_lead() }),
  component: ExhibitionListPage,
})

function ExhibitionListPage() {
  return <PageFrame title={m.page_exhibitionList_title()} lead={m.page_exhibitionList_lead()} crumbs={[{ label: m.page_exhibition_title(), to: '/exhibition' }]} />
}
