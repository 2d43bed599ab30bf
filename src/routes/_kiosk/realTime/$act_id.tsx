import { createFileRoute } from '@tanstack/react-router'
import { boardQuery } from '@/features/live/api/queries'
import { HallScreen } from '@/features/live/components/hall-screen'
import { pageHead } from '@/features/site/utils/page-head'
import { parsePositiveId } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

// Named dashboards (/realTime/demand, /realTime/malaysia, …) are static routes and win over this one.
export const Route = createFileRoute('/_kiosk/realTime/$act_id')({
  params: {
    parse: (raw) => ({ act_id: parsePositiveId(raw.act_id) }),
    stringify: (params) => ({ act_id: String(params.act_id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(boardQuery({ act_id: params.act_id })).then(() => undefined),
  head: ({ matches, params }) =>
    pageHead({
      matches,
      title: `${m.page_realTime_title()} · ${m.activity_label({ id: String(params.act_id) })}`,
      description: m.page_realTime_lead(),
    }),
  component: RealTimeActivityPage,
})

function RealTimeActivityPage() {
  const { act_id } = Route.useParams()
  return <HallScreen target={{ act_id }} title={m.page_realTime_title()} />
}
