import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { parsePositiveId } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/liveBuyerRecord/list/$act_id')({
  params: {
    parse: (raw) => ({ act_id: parsePositiveId(raw.act_id) }),
    stringify: (params) => ({ act_id: String(params.act_id) }),
  },
  head: ({ matches, params }) =>
    pageHead({
      matches,
      title: `${m.page_liveBuyerRecord_list_title()} · ${m.activity_label({ id: String(params.act_id) })}`,
      description: m.page_liveBuyerRecord_list_lead(),
    }),
  component: LiveBuyerRecordListPage,
})

function LiveBuyerRecordListPage() {
  const { act_id } = Route.useParams()
  return (
    <PageFrame
      title={m.page_liveBuyerRecord_list_title()}
      lead={m.page_liveBuyerRecord_list_lead()}
      meta={m.activity_label({ id: String(act_id) })}
    />
  )
}
