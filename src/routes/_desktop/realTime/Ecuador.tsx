import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/realTime/Ecuador')({
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_Ecuador_title(), description: m.page_realTime_Ecuador_lead() }),
  component: RealTimeEcuadorPage,
})

function RealTimeEcuadorPage() {
  return <PageFrame title={m.page_realTime_Ecuador_title()} lead={m.page_realTime_Ecuador_lead()} crumbs={[]} />
}
