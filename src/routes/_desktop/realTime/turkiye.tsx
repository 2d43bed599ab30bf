import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/realTime/turkiye')({
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_turkiye_title(), description: m.page_realTime_turkiye_lead() }),
  component: RealTimeTurkiyePage,
})

function RealTimeTurkiyePage() {
  return <PageFrame title={m.page_realTime_turkiye_title()} lead={m.page_realTime_turkiye_lead()} crumbs={[]} />
}
