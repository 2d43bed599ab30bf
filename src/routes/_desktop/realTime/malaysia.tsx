import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/realTime/malaysia')({
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_malaysia_title(), description: m.page_realTime_malaysia_lead() }),
  component: RealTimeMalaysiaPage,
})

function RealTimeMalaysiaPage() {
  return <PageFrame title={m.page_realTime_malaysia_title()} lead={m.page_realTime_malaysia_lead()} crumbs={[]} />
}
