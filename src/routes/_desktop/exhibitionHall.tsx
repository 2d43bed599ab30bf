import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/exhibitionHall')({
  head: ({ matches }) => pageHead({ matches, title: m.page_exhibitionHall_title(), description: m.page_exhibitionHall_lead() }),
  component: ExhibitionHallPage,
})

function ExhibitionHallPage() {
  return <PageFrame title={m.page_exhibitionHall_title()} lead={m.page_exhibitionHall_lead()} crumbs={[{ label: m.page_exhibition_title(), to: '/exhibition' }]} />
}
