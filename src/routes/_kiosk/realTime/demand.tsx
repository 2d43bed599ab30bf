import { createFileRoute } from '@tanstack/react-router'
import { demandWallQuery } from '@/features/live/api/queries'
import { DemandScreen } from '@/features/live/components/demand-screen'
import { pageHead } from '@/features/site/utils/page-head'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_kiosk/realTime/demand')({
  loader: ({ context }) => context.queryClient.ensureQueryData(demandWallQuery()).then(() => undefined),
  head: ({ matches }) => pageHead({ matches, title: m.page_realTime_demand_title(), description: m.page_realTime_demand_lead() }),
  component: DemandPage,
})

function DemandPage() {
  return <DemandScreen title={m.page_realTime_demand_title()} />
}
