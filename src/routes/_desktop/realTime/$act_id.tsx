import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { parsePositiveId } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

// Named dashboards (/realTime/demand, /realTime/malaysia, …) are static routes and win over this one.
export const Route = createFileRoute('/_desktop/realTime/$act_id')({
  params: {
    parse: (raw) => ({ act_id: parsePositiveId(raw.act_id) }),
    stringify: (params) => ({ act_id: String(params.act_id) }),
  },
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
  return <PageFrame title={m.page_realTime_title()} lead={m.page_realTime_lead()} meta={m.activity_label({ id: String(act_id) })} />
}
