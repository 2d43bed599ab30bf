import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/realTime/demand')({
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_demand_title(), description: m.page_realTime_demand_lead() }),
  component: RealTimeDemandPage,
})

function RealTimeDemandPage() {
  return <PageFrame title={m.page_realTime_demand_title()} lead={m.page_realTime_demand_lead()} crumbs={[]} />
}
