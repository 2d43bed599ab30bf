import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/site/components/page-frame'
import { pageHead } from '@/features/site/utils/page-head'
import { parseOptionalPositiveId, parsePositiveId } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_desktop/liveBuyerRecord/$act_id/{-$record_id}')({
  params: {
    parse: (raw) => ({ act_id: parsePositiveId(raw.act_id), record_id: parseOptionalPositiveId(raw.record_id) }),
    stringify: (params) => ({
      act_id: String(params.act_id),
      record_id: params.record_id === undefined ? undefined : String(params.record_id),
    }),
  },
  head: ({ matches, params }) =>
    pageHead({
      matches,
      title: `${m.page_liveBuyerRecord_title()} · ${m.activity_label({ id: String(params.act_id) })}`,
      description: m.page_liveBuyerRecord_lead(),
    }),
  component: LiveBuyerRecordPage,
})

function LiveBuyerRecordPage() {
  const { act_id, record_id } = Route.useParams()
  return (
    <PageFrame
      title={m.page_liveBuyerRecord_title()}
      lead={m.page_liveBuyerRecord_lead()}
      meta={
        <>
          {m.activity_label({ id: String(act_id) })}
          {record_id === undefined ? null : ` · ${m.record_label({ id: String(record_id) })}`}
        </>
      }
    />
  )
}
